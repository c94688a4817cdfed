// antd-mobile speaks Chinese unless told otherwise (its default locale is zh-CN): this gives the
// components inside (search bars, uploaders, lists) their own texts and labels in the panel's language.
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../lib/antd-locale';

export function LocalizedUi({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders when the language changes
  return <ConfigProvider locale={antdLocale()}>{children}</ConfigProvider>;
}
