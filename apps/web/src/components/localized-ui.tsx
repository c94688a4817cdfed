// antd-mobile speaks Chinese unless told otherwise (its default locale is zh-CN): this gives the
// components inside (search bars, uploaders, lists) their own texts and labels in the panel's language.
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import type { Locale } from '@panel/domain/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n';

const ANTD_LOCALES: Record<Locale, typeof enUS> = { en: enUS, es: esES, pt: ptBR };

export function LocalizedUi({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders when the language changes
  return <ConfigProvider locale={ANTD_LOCALES[currentLocale()]}>{children}</ConfigProvider>;
}
