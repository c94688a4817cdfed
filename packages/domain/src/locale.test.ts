import { describe, it, expect } from 'vitest';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, isLocale, resolveLocale, toLocale } from './locale';

describe('toLocale', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['es-ES', 'es'],
    ['ES', 'es'],
    ['en_US', 'en'],
    ['  pt_br ', 'pt'],
    ['es-419', 'es'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
  ] as const)('maps %j to %s', (input, expected) => {
    expect(toLocale(input)).toBe(expected);
  });

  it.each([['fr-FR'], ['zh'], [''], ['english'], ['e'], [null], [undefined]])('rejects %j', (input) => {
    expect(toLocale(input)).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('takes the first candidate that is a supported locale', () => {
    expect(resolveLocale(null, 'fr-FR', 'es-MX', 'pt-BR')).toBe('es');
  });

  it('falls back to en when nothing matches', () => {
    expect(resolveLocale(undefined, 'de')).toBe('en');
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('locales', () => {
  it('has an Intl locale per language', () => {
    expect(LOCALES.map((l) => INTL_LOCALE[l])).toEqual(['en-US', 'es-ES', 'pt-BR']);
  });

  it('recognises only exact locale codes', () => {
    expect(LOCALES.every((l) => isLocale(l))).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});
