// Reads back what a PDF shows, for the tests of exported files (the server's and the browser's).
import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams (inflated when deflated), each shown string decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    const content = (match[1]!.includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1');
    for (const text of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      shown.push([...text[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return shown.join('\n');
}
