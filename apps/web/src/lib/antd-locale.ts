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

/**
 * The screen-reader names antd-mobile leaves in English ("Search Bar", "Selector": its es-ES has none)
 * or says as a widget's kind: each in the panel's language, as what the control does.
 */
const CONTROL_NAMES: Record<Locale, Pick<AntdLocale, 'SearchBar' | 'Selector' | 'Slider' | 'Switch' | 'Stepper'>> = {
  en: {
    SearchBar: { name: 'Search' },
    Selector: { name: 'Options' },
    Slider: { name: 'Slider' },
    Switch: { name: 'Switch' },
    Stepper: { decrease: 'Decrease', increase: 'Increase' },
  },
  es: {
    SearchBar: { name: 'Buscar' },
    Selector: { name: 'Opciones' },
    Slider: { name: 'Control deslizante' },
    Switch: { name: 'Interruptor' },
    Stepper: { decrease: 'Disminuir', increase: 'Aumentar' },
  },
  pt: {
    SearchBar: { name: 'Pesquisar' },
    Selector: { name: 'Opções' },
    Slider: { name: 'Controle deslizante' },
    Switch: { name: 'Interruptor' },
    Stepper: { decrease: 'Diminuir', increase: 'Aumentar' },
  },
};

const loaded: Partial<Record<Locale, AntdLocale>> = {};

/** Resolved once antd-mobile's texts of the current language are in. */
export const antdLocaleReady: Promise<void> = onLanguage(async (locale) => {
  loaded[locale] ??= { ...(await LOADERS[locale]()).default, ...CONTROL_NAMES[locale] };
});

/** antd-mobile's texts in `locale` (the current language by default), once loaded. */
export function antdLocale(locale: Locale = currentLocale()): AntdLocale | undefined {
  return loaded[locale];
}
