// Codes as people type them: spaces, dashes and case do not matter, and the characters people
// confuse are read the one way codes are made.
import { describe, expect, it } from 'vitest';
import { CODE_FORMATS, codesTyped, foldCode, looksLikeCode } from './codes';

describe('a typed code', () => {
  it('reads an O as 0 and an I or L as 1', () => {
    expect(foldCode('1o2i-3l4O 5I6L')).toBe('102131405161');
    expect(codesTyped('12O4-5678-9I0l')).toEqual(['12O456789I0L', '120456789101']);
    expect(codesTyped('ABCD-EFGH-JKMN-PQRS')).toEqual(['ABCDEFGHJKMNPQRS']);
  });

  it('is a code of ours when it fits a format once read so, or is a long code of the alphabet long codes had before', () => {
    expect(looksLikeCode('12O4-5678-9I0l')).toBe(true);
    expect(looksLikeCode('ABCD-EFGH-JKMN-PQRS')).toBe(true);
    expect(looksLikeCode('ABCD EFGH IJKL MNOP QRST')).toBe(true);
    // A standard code has no look-alike at all: an O there is a misread letter, not a code.
    expect(looksLikeCode('ABCD-EFGH-JKMN-PQRO')).toBe(false);
    expect(looksLikeCode('ABCD-EFGH')).toBe(false);
  });

  it('is never made with a look-alike in a letter format', () => {
    for (const format of ['STANDARD', 'LONG'] as const) expect(CODE_FORMATS[format].alphabet).not.toMatch(/[01OIL]/);
  });
});
