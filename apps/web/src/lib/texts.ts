// Each language's texts load only when the panel speaks it (docs/decisions/008): a module that
// brings texts (a feature, a shared layer) registers one loader per language, each a dynamic import
// of that language's file, and waits (top-level await) for the current language's before it
// renders anything. Switching language loads the new language's texts of every registered module
// first, then switches, so no screen ever shows a key.
import type { Locale } from '@panel/domain/locale';
import type { ParseKeys } from 'i18next';
import { i18n, onLanguage } from './i18n';

/** The shape of one language's texts, with strings as leaves: es and pt must match en. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** A key of the panel's texts: typed (app/i18n-keys.d.ts), so a key that does not exist does not compile. */
export type TextKey = ParseKeys;

/** A key that arrives as a plain string at run time (a schema's message, a rule's key), taken as one. */
export function asTextKey(key: string): TextKey {
  return key as TextKey;
}

/** A language file: its texts as the default export. */
type TextModule = { default: object };

/** One module's texts: a loader per language, each a dynamic import of that language's file. */
export type TextLoaders = Record<Locale, () => Promise<TextModule>>;

/**
 * Registers a module's texts in `namespace` ('translation' unless it has its own): the current
 * language's file loads now, another language's when the panel switches to it. Await it at the
 * top of the module that shows them.
 */
export function loadTexts(texts: TextLoaders, namespace = 'translation'): Promise<void> {
  const done = new Map<Locale, Promise<void>>();
  return onLanguage((locale) => {
    let loading = done.get(locale);
    if (!loading) {
      loading = texts[locale]().then((module) => {
        i18n.addResourceBundle(locale, namespace, module.default, true, false);
      });
      done.set(locale, loading);
    }
    return loading;
  });
}
