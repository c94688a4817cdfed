// Random codes of the catalogue's formats (activation codes, device secrets), drawn from the
// system's secure generator: shared by the codes module and the provider platform.
import { randomBytes, randomInt } from 'node:crypto';
import { CODE_FORMATS, type CodeFormat } from '@panel/domain/codes';

/** A new random code of a format (crypto.randomInt: uniform, from the system's secure generator). */
export function newCode(format: CodeFormat): string {
  const { length, alphabet } = CODE_FORMATS[format];
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/**
 * `count` new random codes of a format, all different: each character drawn uniformly from the
 * format's alphabet by rejection sampling over bytes of one randomBytes call (as randomInt does one
 * character at a time, at a fraction of its cost per character).
 */
export function newCodes(format: CodeFormat, count: number): string[] {
  const { length, alphabet } = CODE_FORMATS[format];
  // The largest multiple of the alphabet's size a byte can hold: bytes at or over it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  const codes = new Set<string>();
  let bytes = randomBytes(0);
  let at = 0;
  while (codes.size < count) {
    let code = '';
    while (code.length < length) {
      if (at >= bytes.length) {
        bytes = randomBytes(Math.max(4096, (count - codes.size) * length * 2));
        at = 0;
      }
      const byte = bytes[at++]!;
      if (byte < limit) code += alphabet[byte % alphabet.length];
    }
    codes.add(code);
  }
  return [...codes];
}
