// antd-mobile's own texts (its default is zh-CN: search bars, pickers, steppers, lists) in the
// panel's language, loaded with that language like the panel's texts.
import type { Locale } from '@panel/domain/locale';
import type enUS from 'antd-mobile/es/locales/en-US';
import { currentLocale, onLanguage } from './i18n';

export type AntdLocale = typeof enUS;

const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
};

const loaded: Partial<Record<Locale, AntdLocale>> = {};

/** Resolved once antd-mobile's texts of the current language are in. */
export const antdLocaleReady: Promise<void> = onLanguage(async (locale) => {
  loaded[locale] ??= (await LOADERS[locale]()).default;
});

/** antd-mobile's texts in `locale` (the current language by default), once loaded. */
export function antdLocale(locale: Locale = currentLocale()): AntdLocale | undefined {
  return loaded[locale];
}
