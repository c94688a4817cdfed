import { STORAGE_KEYS } from '@panel/domain/constants';
import { VALIDATION_TEXTS } from '@panel/domain/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { pt } from '../locales/pt';
import { changeLocale, i18n, initialLocale, validationTextsLoaded } from './i18n';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the starting language', () => {
  it('is the stored locale first', () => {
    expect(initialLocale('es', 'pt-BR')).toBe('es');
    expect(initialLocale('pt', 'en-US')).toBe('pt');
  });

  it('else the browser language', () => {
    expect(initialLocale(null, 'pt-BR')).toBe('pt');
    expect(initialLocale(null, 'es-MX')).toBe('es');
    expect(initialLocale('fr', 'es-ES')).toBe('es'); // an unsupported stored value is skipped
  });

  it('else en', () => {
    expect(initialLocale(null, 'de-DE')).toBe('en');
    expect(initialLocale(null, undefined)).toBe('en');
  });

  it('reads localStorage and navigator.language by default', () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR');
    expect(initialLocale()).toBe('pt');
    localStorage.setItem(STORAGE_KEYS.locale, 'es');
    expect(initialLocale()).toBe('es');
    language.mockReturnValue('fr-FR');
    localStorage.clear();
    expect(initialLocale()).toBe('en');
  });

  it('is what i18next starts with', async () => {
    vi.resetModules();
    localStorage.setItem(STORAGE_KEYS.locale, 'pt');
    const fresh = await import('./i18n');
    expect(fresh.i18n.language).toBe('pt');
    expect(fresh.i18n.t('tabs.me')).toBe('Eu');
  });
});

describe('changing the language', () => {
  it('applies at once and is remembered under "locale"', async () => {
    await changeLocale('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('tabs.home')).toBe('Inicio');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('es');
    await changeLocale('en');
    expect(i18n.t('tabs.home')).toBe('Home');
  });
});

describe('resources', () => {
  const keys = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
    );

  it('have the same keys in en, es and pt', () => {
    expect(keys(es)).toEqual(keys(en));
    expect(keys(pt)).toEqual(keys(en));
  });

  it('include the domain validation texts in every language', async () => {
    await validationTextsLoaded;
    for (const locale of ['en', 'es', 'pt'] as const) {
      for (const [key, text] of Object.entries(VALIDATION_TEXTS[locale])) {
        expect(i18n.t(key, { lng: locale })).toBe(text);
      }
    }
  });
});
