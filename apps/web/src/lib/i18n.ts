// i18next set up with the panel's en, es and pt texts. The language is the stored locale, else the
// browser language, else en (spec section 1); choosing one stores it. Only the language in use is
// loaded (docs/decisions/008): its app texts (src/locales) and antd-mobile's own texts load before
// the panel first renders; a module that brings texts of its own registers them with lib/texts.ts
// (the domain's validation texts: lib/validation-texts.ts).
import { STORAGE_KEYS } from '@panel/domain/storage-keys';
import { resolveLocale, toLocale, type Locale } from '@panel/domain/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en';
import { readItem, writeItem } from './storage';

/** The app texts of each language, loaded when it is used. */
const APP_TEXTS: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('../locales/en'),
  es: () => import('../locales/es'),
  pt: () => import('../locales/pt'),
};

/** The language to start with: stored locale, else the browser language, else en. */
export function initialLocale(stored: string | null = readItem(STORAGE_KEYS.locale), browser: string | undefined = globalThis.navigator?.language): Locale {
  return resolveLocale(stored, browser);
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLocale(),
  // Every language has every key (their types say so): nothing falls back, nothing else loads.
  fallbackLng: false,
  supportedLngs: ['en', 'es', 'pt'],
  partialBundledLanguages: true,
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false }, // React escapes already
  // NOTE: no re-render when texts are added (react-i18next's bindI18nStore: 'added'): every module
  // waits for its texts before anything of it renders (lib/texts.ts), and a switch loads the new
  // language's first, then re-renders ('languageChanged'). Bound, each module's texts arriving while
  // a screen loads re-rendered every translated component at once (a synchronous update).
});

/** The current UI locale. */
export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}

/** Something to load before the panel speaks a language (texts, antd-mobile's own texts). */
export type LanguageLoader = (locale: Locale) => Promise<void>;

const loaders: LanguageLoader[] = [];
/** The language being switched to, while its texts load. */
let switchingTo: Locale | null = null;

/** Runs `load` for the current language now (and for the one being switched to), and before every later switch. */
export function onLanguage(load: LanguageLoader): Promise<void> {
  loaders.push(load);
  const locales = new Set([currentLocale(), ...(switchingTo ? [switchingTo] : [])]);
  return Promise.all([...locales].map(load)).then(() => undefined);
}

/** Loads everything registered for `locale`; resolves once the panel can speak it. */
function loadLanguage(locale: Locale): Promise<void> {
  switchingTo = locale;
  return Promise.all(loaders.map((load) => load(locale))).then(() => {
    if (switchingTo === locale) switchingTo = null;
  });
}

/** Switches the UI language once its texts are in, and remembers it under the 'locale' key. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeItem(STORAGE_KEYS.locale, locale);
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
}

const loadedApp = new Set<Locale>();

const appTextsLoaded = onLanguage(async (locale) => {
  if (loadedApp.has(locale)) return;
  i18n.addResourceBundle(locale, 'translation', (await APP_TEXTS[locale]()).default, true, false);
  loadedApp.add(locale);
});

/** Resolved once the current language's app texts are in (main.tsx renders after it). */
export const textsReady: Promise<void> = appTextsLoaded;
