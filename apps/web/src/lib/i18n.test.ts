import { STORAGE_KEYS } from '@panel/domain/constants';
import { VALIDATION_TEXTS } from '@panel/domain/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en';
import es from '../locales/es';
import pt from '../locales/pt';
import { changeLocale, i18n, initialLocale } from './i18n';
import { asTextKey, loadTexts } from './texts';

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
    await fresh.textsReady;
    expect(fresh.i18n.language).toBe('pt');
    expect(fresh.i18n.t('tabs.me')).toBe('Eu');
    // The other languages' texts are not loaded.
    expect(fresh.i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(fresh.i18n.hasResourceBundle('es', 'translation')).toBe(false);
  });
});

describe('texts loaded with their language', () => {
  it("loads a module's texts in the current language only, and another language's before switching to it", async () => {
    await changeLocale('en');
    const loaded: string[] = [];
    const loader = (locale: 'en' | 'es' | 'pt', text: string) => async () => {
      loaded.push(locale);
      return { default: { lazyModule: { hello: text } } };
    };
    await loadTexts({ en: loader('en', 'Hello'), es: loader('es', 'Hola'), pt: loader('pt', 'Olá') });
    expect(loaded).toEqual(['en']);
    expect(i18n.t(asTextKey('lazyModule.hello'))).toBe('Hello');

    const switching = changeLocale('es');
    expect(i18n.language).toBe('en'); // not before its texts are in
    await switching;
    expect(loaded).toEqual(['en', 'es']);
    expect(i18n.t(asTextKey('lazyModule.hello'))).toBe('Hola');

    await changeLocale('en');
    await changeLocale('es');
    expect(loaded).toEqual(['en', 'es']); // each language once
    await changeLocale('en');
  });
});

describe('text keys', () => {
  it('are typed: a key that does not exist does not compile (tsc checks this file)', () => {
    // @ts-expect-error: not a key of the panel's texts
    expect(i18n.t('login.noSuchText')).toBe('login.noSuchText');
    expect(i18n.t('login.submit')).toBe('Log in');
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
    Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`)));

  it('have the same keys in en, es and pt', () => {
    expect(keys(es)).toEqual(keys(en));
    expect(keys(pt)).toEqual(keys(en));
  });

  it('include the domain validation texts in every language, once a screen that checks a form loads them', async () => {
    // The instance the validation texts module registers with (an earlier test reset the modules).
    const current = await import('./i18n');
    await current.textsReady;
    await import('./validation-texts');
    for (const locale of ['en', 'es', 'pt'] as const) {
      await current.changeLocale(locale);
      for (const [key, text] of Object.entries(VALIDATION_TEXTS[locale])) {
        expect(current.i18n.t(asTextKey(key))).toBe(text);
      }
    }
    await current.changeLocale('en');
  });
});
