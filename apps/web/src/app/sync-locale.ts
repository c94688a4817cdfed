// Keeps what lives outside React in the UI language: antd-mobile's own texts (its default is
// zh-CN), <html lang> and the document title.
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import type { Locale } from '@panel/domain/locale';
import { currentLocale, i18n } from '../lib/i18n';

const ANTD_LOCALES: Record<Locale, typeof enUS> = { en: enUS, es: esES, pt: ptBR };

function apply(locale: Locale): void {
  setDefaultConfig({ locale: ANTD_LOCALES[locale] });
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

/** Applies the current language now and on every change. */
export function syncLocale(): void {
  apply(currentLocale());
  i18n.on('languageChanged', () => apply(currentLocale()));
}
