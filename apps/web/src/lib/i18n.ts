// i18next set up with the panel's en, es and pt texts. The language is the stored locale, else
// the browser language, else en (spec section 1); choosing one stores it.
import { STORAGE_KEYS } from '@panel/domain/constants';
import { LOCALES, resolveLocale, toLocale, type Locale } from '@panel/domain/locale';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { pt } from '../locales/pt';
import { readItem, writeItem } from './storage';

export const MESSAGES = { en, es, pt } as const;

/** The language to start with: stored locale, else the browser language, else en. */
export function initialLocale(
  stored: string | null = readItem(STORAGE_KEYS.locale),
  browser: string | undefined = globalThis.navigator?.language,
): Locale {
  return resolveLocale(stored, browser);
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: MESSAGES[locale] }])),
  lng: initialLocale(),
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false }, // React escapes already
  // Re-render when texts are added later (lazy screens' own texts).
  react: { bindI18nStore: 'added' },
});

// The domain's validation texts, under their own keys ('validation.required' ...). Imported from the
// zod-free validation-texts module, so the login route gets them without the schemas.
for (const locale of LOCALES) i18n.addResources(locale, 'translation', VALIDATION_TEXTS[locale]);

/** The current UI locale. */
export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}

/** Switches the UI language at once and remembers it under the 'locale' key. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeItem(STORAGE_KEYS.locale, locale);
  await i18n.changeLanguage(locale);
}

/** Resolved once the domain's validation texts are in, which is at once (kept for callers that wait). */
export const validationTextsLoaded: Promise<void> = Promise.resolve();
