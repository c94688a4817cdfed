// Texts that a feature or a shared component brings with it, added to i18next when its module
// loads (i18n.ts re-renders on 'added'), so features keep their own texts next to their code.
import type { Locale } from '@panel/domain/locale';
import { LOCALES } from '@panel/domain/locale';
import { i18n } from '../lib/i18n';

/** The shape of one language's texts, with strings as leaves: es and pt must match en. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Adds each language's texts (deep-merged, never overwriting a text already there). */
export function addTexts(texts: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', texts[locale], true, false);
}
