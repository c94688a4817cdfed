import { describe, it, expect } from 'vitest';
import {
  ERROR_CODES,
  ERROR_TEXTS,
  NEVER_SHOWN_CODES,
  NO_PERMISSION_CODES,
  NOTABLE_CODES,
  PARAM_ERROR_CODES,
  SILENT_CODES,
  SYSTEM_ERROR_CODES,
  errorGroup,
  errorMessage,
  errorText,
  hasOwnText,
  interpolate,
  isErrorCode,
  isLoginStatusError,
  isSilentCode,
  messageText,
} from './errors';
import { LOCALES } from './locale';

// Section 8 of the spec, copied here so a drift in the catalogue shows up.
const SPEC_PARAM = [4001, 140034, 150008];
const SPEC_NO_PERMISSION = [120008, 120018, 130010, 140015, 140016, 140022, 140033, 150012, 130034, 130042, 160001];
const SPEC_SILENT = [
  4011, 4012, 423, 110001, 110002, 110004, 110005, 150034, 120023, 120029, 120030, 120031, 120039, 110009, 150027, 150035, 150043, 150044, 4002,
];
const SPEC_SYSTEM = [4036, 50013, 50014, 5041, 503, 504, 500];
const SPEC_NOTABLE = [
  0, -5, 4003, 4050, 5043, 20001, 20004, 20002, 20003, 20005, 20012, 21008, 21017, 21006, 21007, 60000, 60002, 99991, 99992, 99993, 99994, 99995, 99996, 110001,
  110003, 110017, 110027, 140041, 120009, 120014, 120027, 120035, 130016, 120043, 120046, 120048, 120050, 130012, 130026, 130027, 130028, 130033, 130044,
  130066, 130083, 130084, 130085, 130086, 140002, 140003, 140007, 140026, 140029, 140042, 140064, 140068, 150001, 150004, 150009, 150027, 150043, 150044,
  150046, 160009, 160010, 710005, 710006, 710009, 710010, 710011, 1000064, 2000011,
];
const SERVER_RETRY = Array.from({ length: 21 }, (_, i) => 21006 + i);

describe('code lists', () => {
  it('hold exactly the codes of the spec', () => {
    expect([...PARAM_ERROR_CODES].sort()).toEqual([...SPEC_PARAM].sort());
    expect([...NO_PERMISSION_CODES].sort()).toEqual([...SPEC_NO_PERMISSION].sort());
    expect([...SILENT_CODES].sort()).toEqual([...SPEC_SILENT].sort());
    expect(NEVER_SHOWN_CODES).toEqual([140042]);
    expect([...NOTABLE_CODES].sort()).toEqual([...SPEC_NOTABLE].sort());
  });

  it('put the listed system codes, 21006..21026 and 110006..110016 (less silent 110009) in the system list', () => {
    const expected = [...SPEC_SYSTEM, ...SERVER_RETRY, 110006, 110007, 110008, 110010, 110011, 110012];
    for (const code of expected) expect(SYSTEM_ERROR_CODES).toContain(code);
    expect(SYSTEM_ERROR_CODES).toContain(110016);
    expect(SYSTEM_ERROR_CODES).not.toContain(110009);
  });

  it('do not overlap', () => {
    const all = [...PARAM_ERROR_CODES, ...NO_PERMISSION_CODES, ...SILENT_CODES, ...NEVER_SHOWN_CODES, ...SYSTEM_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('errorGroup', () => {
  it.each(SPEC_PARAM)('puts %i in param', (code) => expect(errorGroup(code)).toBe('param'));
  it.each(SPEC_NO_PERMISSION)('puts %i in noPermission', (code) => expect(errorGroup(code)).toBe('noPermission'));
  it.each(SPEC_SILENT)('puts %i in silent', (code) => expect(errorGroup(code)).toBe('silent'));
  it.each([...SPEC_SYSTEM, ...SERVER_RETRY, 110006, 110016])('puts %i in system', (code) => expect(errorGroup(code)).toBe('system'));

  it('puts notable codes that no list claims in specific', () => {
    for (const code of [0, -5, 4003, 20001, 110003, 110027, 140007, 140041, 1000064, 2000011]) {
      expect(errorGroup(code)).toBe('specific');
    }
  });

  it('gives every code of the spec a group, and an unlisted code the system group', () => {
    const spec = [...SPEC_PARAM, ...SPEC_NO_PERMISSION, ...SPEC_SILENT, ...SPEC_SYSTEM, ...SPEC_NOTABLE, 140042];
    const groups = ['param', 'noPermission', 'system', 'silent', 'specific'];
    for (const code of spec) expect(groups).toContain(errorGroup(code));
    expect(errorGroup(123456)).toBe('system');
  });

  it('treats 140042 (never shown) as silent', () => {
    expect(errorGroup(140042)).toBe('silent');
  });
});

describe('isSilentCode', () => {
  it('is true for the silent list and 140042', () => {
    for (const code of [...SPEC_SILENT, 140042]) expect(isSilentCode(code)).toBe(true);
  });

  it('is false for 140007, which must show its message', () => {
    expect(isSilentCode(140007)).toBe(false);
    expect(errorText(140007, 'en')).toBe('This order cannot be cancelled');
  });

  it('is false for shown groups', () => {
    for (const code of [4001, 120008, 500, 21006, 110027]) expect(isSilentCode(code)).toBe(false);
  });
});

describe('ERROR_TEXTS', () => {
  it('has a text for every notable code in every locale', () => {
    for (const locale of LOCALES) {
      for (const code of SPEC_NOTABLE) expect(ERROR_TEXTS[locale][String(code)], `${locale} ${code}`).toBeTruthy();
    }
  });

  it('gives every code the server may throw a message in every locale, and nothing outside the registry is a code', () => {
    for (const locale of LOCALES) {
      for (const code of Object.values(ERROR_CODES)) {
        if (isSilentCode(code)) continue;
        expect(errorText(code, locale), `${locale} ${code}`).not.toBe('');
      }
    }
    expect(isErrorCode(ERROR_CODES.PARAM_ERROR)).toBe(true);
    expect(isErrorCode(123456)).toBe(false);
  });

  it('misses no translation: es and pt have exactly the keys en has, all non-empty', () => {
    const enKeys = Object.keys(ERROR_TEXTS.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(ERROR_TEXTS[locale]).sort()).toEqual(enKeys);
      for (const key of enKeys) expect(ERROR_TEXTS[locale][key]?.trim()).not.toBe('');
    }
  });

  it('translates rather than copies English (group and auth texts differ per locale)', () => {
    for (const key of ['group.system', 'auth.sessionExpired', '150009']) {
      expect(new Set(LOCALES.map((l) => ERROR_TEXTS[l][key])).size).toBe(3);
    }
  });

  it('keeps the {num} placeholder in every translation of auth.waitMinutes', () => {
    for (const locale of LOCALES) expect(ERROR_TEXTS[locale]['auth.waitMinutes']).toContain('{num}');
  });
});

describe('errorText', () => {
  it('uses the code’s own text', () => {
    expect(errorText(110027, 'en')).toBe('Wrong account or password');
    expect(errorText(140041, 'en')).toBe('Incorrect password');
    expect(errorText(1000064, 'pt')).toBe('Senha de pagamento incorreta');
    expect(errorText(21017, 'en')).toContain('10');
  });

  it('falls back to the group text', () => {
    expect(errorText(4001, 'en')).toBe(ERROR_TEXTS.en['group.param']);
    expect(errorText(150012, 'es')).toBe(ERROR_TEXTS.es['group.noPermission']);
    expect(errorText(50013, 'pt')).toBe(ERROR_TEXTS.pt['group.system']);
  });

  it('says retry later or contact support for 21006..21026 without their own text', () => {
    expect(errorText(21010, 'en')).toBe('Internal error, please retry later or contact support');
    expect(errorText(21026, 'en')).toBe(ERROR_TEXTS.en['group.serverRetry']);
    expect(errorText(21027, 'en')).toBe(ERROR_TEXTS.en['group.unknown']);
  });

  it('keeps own texts inside the 21006..21026 range', () => {
    expect(errorText(21008, 'en')).toBe('Payment account unavailable, please contact the seller');
  });

  it('uses the unknown text for unlisted codes and silent codes without text', () => {
    expect(errorText(987654, 'es')).toBe(ERROR_TEXTS.es['group.unknown']);
    expect(errorText(4011, 'en')).toBe(ERROR_TEXTS.en['group.unknown']);
  });
});

describe('errorMessage', () => {
  it('has the form "[code] text" in the given locale', () => {
    expect(errorMessage(150009, 'en')).toBe('[150009] Insufficient VCoin');
    expect(errorMessage(140029, 'es')).toBe(`[140029] ${ERROR_TEXTS.es['140029']}`);
    expect(errorMessage(-5, 'pt')).toBe(`[-5] ${ERROR_TEXTS.pt['-5']}`);
  });
});

describe('messageText and interpolation', () => {
  it('fills {num} placeholders', () => {
    expect(messageText('auth.waitMinutes', 'en', { num: 5 })).toBe('Too many attempts, please wait 5 minutes');
    expect(messageText('auth.waitMinutes', 'pt', { num: '3' })).toBe('Muitas tentativas, aguarde 3 minutos');
  });

  it('leaves unknown placeholders in place and returns unknown keys as they are', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(messageText('auth.nope', 'en')).toBe('auth.nope');
  });

  it('interpolates code texts too', () => {
    expect(errorText(0, 'en', { num: 1 })).toBe(ERROR_TEXTS.en['0']);
    expect(messageText('auth.recaptchaFailed', 'es')).toBe('La verificación reCAPTCHA ha fallado');
  });

  it('has the login/session keys in every locale', () => {
    const keys = [
      'auth.wrongCredentials',
      'auth.waitMinutes',
      'auth.sessionExpired',
      'auth.accountNotFound',
      'auth.accountRegistered',
      'auth.recaptchaFailed',
      'http.401',
    ];
    for (const locale of LOCALES) for (const key of keys) expect(messageText(key, locale)).not.toBe(key);
  });
});

describe('ERROR_CODES', () => {
  it('is frozen', () => {
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
  });

  it('names every notable code, each name once', () => {
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
    for (const code of SPEC_NOTABLE) expect(values).toContain(code);
  });

  it('gives the names the server relies on', () => {
    expect(ERROR_CODES).toMatchObject({
      PARAM_ERROR: 4001,
      INVALID_PARAMETER: 20001,
      SYSTEM_ERROR: 20002,
      NOT_AUTHORIZED: 20003,
      REQUIRED_FIELDS_MISSING: 150001,
      TOO_SHORT: 60000,
      TOO_LONG: 60002,
      IMAGE_UPLOAD_FAILED: 160010,
      OPERATION_TOO_FREQUENT: 140029,
      WRONG_CREDENTIALS: 110027,
      ACCOUNT_NOT_AVAILABLE: 110001,
      ACCOUNT_BLOCKED: 110003,
      UNAUTHORIZED: 401,
      INTERNAL: 500,
      NETWORK: 0,
    });
  });

  it('gives every named code that is shown a text better than "unknown error"', () => {
    for (const code of Object.values(ERROR_CODES).filter((c) => !isSilentCode(c))) {
      expect(errorText(code, 'en'), String(code)).not.toBe(ERROR_TEXTS.en['group.unknown']);
    }
    expect(hasOwnText(ERROR_CODES.UNAUTHORIZED)).toBe(true);
  });
});

describe('isLoginStatusError', () => {
  it('spots 401 as status, respCode or inside the message', () => {
    expect(isLoginStatusError({ status: 401 })).toBe(true);
    expect(isLoginStatusError({ status: 200, respCode: 401 })).toBe(true);
    expect(isLoginStatusError({ message: 'Request failed with status code 401' })).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isLoginStatusError({ status: 500, respCode: 500, message: 'boom' })).toBe(false);
    expect(isLoginStatusError({ respCode: 4011, message: null })).toBe(false);
  });
});
