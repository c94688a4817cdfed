// Keeps what lives outside React in the UI language: antd-mobile's own texts (its default is
// zh-CN), <html lang> and the document title.
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { antdLocale } from '../lib/antd-locale';
import { currentLocale, i18n } from '../lib/i18n';

function apply(): void {
  const locale = currentLocale();
  const texts = antdLocale(locale);
  if (texts) setDefaultConfig({ locale: texts });
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

/** Applies the current language now and on every change (its texts are loaded before it changes). */
export function syncLocale(): void {
  apply();
  i18n.on('languageChanged', apply);
}
