/** Languages the panel and the server speak (spec section 1). */
export const LOCALES = ['en', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Intl locale used for number, currency and date styles per language (spec section 9). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

/** True when the value is exactly one of the supported locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a language tag such as 'pt-BR', 'es_ES', 'ES', 'en-us' (or an Accept-Language head) to a Locale, else undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary =
    value
      .trim()
      .split(/[-_,;]/, 1)[0]
      ?.toLowerCase() ?? '';
  return isLocale(primary) ? primary : undefined;
}

/** Picks the first supported locale from candidates (stored value, browser languages...), else the default. */
export function resolveLocale(...candidates: ReadonlyArray<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
