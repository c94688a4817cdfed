// The three panel languages as a segmented choice, applied at once (and remembered).
import { LOCALES, type Locale } from '@panel/domain/locale';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../lib/i18n';
import './language-picker.css';

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', pt: 'Português' };
const SHORT_NAMES: Record<Locale, string> = { en: 'EN', es: 'ES', pt: 'PT' };

export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(); // also re-renders this picker when the language changes
  const active = currentLocale();
  return (
    <div className={compact ? 'language-picker language-picker--compact' : 'language-picker'} role="radiogroup" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          role="radio"
          lang={locale}
          aria-checked={locale === active}
          aria-label={LANGUAGE_NAMES[locale]}
          className="language-picker__option"
          onClick={() => void changeLocale(locale)}
        >
          {compact ? SHORT_NAMES[locale] : LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
