// Interleaved 2 of 5, the symbology of the boleto barcode: digits in pairs, the first drawn in
// bars and the second in the spaces between them, each digit five elements of which two are wide.

/** One element of the symbol, left to right: a bar or a space and its width. */
export type ItfModule = { bar: boolean; width: number };

/** Each digit's five elements, N narrow and W wide. */
const PATTERNS = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];
const START = 'NNNN';
const STOP = 'WNN';

/** The elements of digits (an even count) between the start and stop patterns; throws RangeError otherwise. */
export function itfModules(digits: string, narrow = 1, wide = 3): ItfModule[] {
  if (!/^(?:\d\d)+$/.test(digits)) throw new RangeError(`Interleaved 2 of 5 encodes an even count of digits: ${JSON.stringify(digits)}`);
  if (!(narrow > 0 && wide > narrow)) throw new RangeError(`Interleaved 2 of 5 needs 0 < narrow < wide: ${narrow}, ${wide}`);
  const widths: string[] = [START];
  for (let at = 0; at < digits.length; at += 2) {
    const bars = PATTERNS[Number(digits[at])];
    const spaces = PATTERNS[Number(digits[at + 1])];
    for (let k = 0; k < 5; k++) widths.push(bars[k] + spaces[k]);
  }
  widths.push(STOP);
  return [...widths.join('')].map((kind, index) => ({ bar: index % 2 === 0, width: kind === 'W' ? wide : narrow }));
}

/** Reads digits back from elements (any two widths, as drawn or measured); throws RangeError when they are no ITF symbol. */
export function decodeItf(modules: readonly ItfModule[]): string {
  const count = modules.length - START.length - STOP.length;
  if (count <= 0 || count % 10 !== 0 || modules.some((module, index) => module.bar !== (index % 2 === 0))) {
    throw new RangeError('Interleaved 2 of 5 alternates bars and spaces: start, 10 per pair of digits, stop');
  }
  const widths = modules.map((module) => module.width);
  const threshold = (Math.min(...widths) + Math.max(...widths)) / 2;
  const kinds = widths.map((width) => (width > threshold ? 'W' : 'N')).join('');
  if (!kinds.startsWith(START) || !kinds.endsWith(STOP)) throw new RangeError('Interleaved 2 of 5 start or stop pattern is wrong');
  let digits = '';
  for (let at = START.length; at < kinds.length - STOP.length; at += 10) {
    const group = kinds.slice(at, at + 10);
    for (const offset of [0, 1]) {
      const digit = PATTERNS.indexOf([0, 2, 4, 6, 8].map((k) => group[k + offset]).join(''));
      if (digit < 0) throw new RangeError(`Interleaved 2 of 5 has no digit at element ${at + offset}`);
      digits += digit;
    }
  }
  return digits;
}
