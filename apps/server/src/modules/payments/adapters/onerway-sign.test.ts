// Onerway's signature: the published test vector, and what takes part in it (non-empty values,
// ordered by key, values only, never the sign field).
import { describe, expect, it } from 'vitest';
import { onerwaySign, onerwaySignatureHolds } from './onerway-sign';

const SECRET = '3b5e10b65bff4172a5b9ca2d2ec00a6e';
const VECTOR = { test1: '0', test3: 'test3value', test4: 'test4value' };
const VECTOR_SIGN = '836831ae68fce5e61d4a64363bb72c636efe6e94b62ecaa8d1c95fc58cc9cbed';

describe('onerwaySign', () => {
  it('reproduces the provider’s test vector', () => {
    expect(onerwaySign(VECTOR, SECRET)).toBe(VECTOR_SIGN);
  });

  it('orders by key, whatever order the fields come in', () => {
    expect(onerwaySign({ test4: 'test4value', test1: '0', test3: 'test3value' }, SECRET)).toBe(VECTOR_SIGN);
  });

  it('changes when a value or the secret changes', () => {
    expect(onerwaySign({ ...VECTOR, test3: 'test3valuf' }, SECRET)).not.toBe(VECTOR_SIGN);
    expect(onerwaySign({ ...VECTOR, test1: '1' }, SECRET)).not.toBe(VECTOR_SIGN);
    expect(onerwaySign(VECTOR, SECRET.replace('3b', '3c'))).not.toBe(VECTOR_SIGN);
  });

  it('leaves out empty values and the sign field, but keeps "0"', () => {
    expect(onerwaySign({ ...VECTOR, test2: '', test5: null, test6: undefined, sign: 'anything' }, SECRET)).toBe(VECTOR_SIGN);
    expect(onerwaySign({ test3: 'test3value', test4: 'test4value' }, SECRET)).not.toBe(VECTOR_SIGN);
  });

  it('reads numbers as their text', () => {
    expect(onerwaySign({ ...VECTOR, test1: 0 }, SECRET)).toBe(VECTOR_SIGN);
  });

  it('sorts by ASCII code: upper case before lower case, "a" before "ab"', () => {
    // Values only: "Z" + "a" + "ab" in that order.
    const expected = onerwaySign({ k1: 'Zv', k2: 'av', k3: 'abv' }, SECRET);
    expect(onerwaySign({ ab: 'abv', a: 'av', Z: 'Zv' }, SECRET)).toBe(expected);
  });
});

describe('onerwaySignatureHolds', () => {
  it('holds for the right sign (in either case) and not for another or a missing one', () => {
    expect(onerwaySignatureHolds({ ...VECTOR, sign: VECTOR_SIGN }, SECRET)).toBe(true);
    expect(onerwaySignatureHolds({ ...VECTOR, sign: VECTOR_SIGN.toUpperCase() }, SECRET)).toBe(true);
    expect(onerwaySignatureHolds({ ...VECTOR, test4: 'other', sign: VECTOR_SIGN }, SECRET)).toBe(false);
    expect(onerwaySignatureHolds({ ...VECTOR }, SECRET)).toBe(false);
    expect(onerwaySignatureHolds({ ...VECTOR, sign: 'abc' }, SECRET)).toBe(false);
  });
});
