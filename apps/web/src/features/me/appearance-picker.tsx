// The panel's appearance as a segmented choice (match the system, light, dark), applied at once and
// remembered on this device (lib/theme.ts); it looks like the language picker beside it.
import { useTranslation } from 'react-i18next';
import { setThemeChoice, THEME_CHOICES, useThemeChoice } from '../../lib/theme';
import '../../components/language-picker.css';
import './locales';

export function AppearancePicker() {
  const { t } = useTranslation();
  const active = useThemeChoice();
  return (
    <div className="language-picker" role="radiogroup" aria-label={t('appearance.label')}>
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={choice === active}
          className="language-picker__option"
          data-theme-choice={choice}
          onClick={() => setThemeChoice(choice)}
        >
          {t(`appearance.${choice}`)}
        </button>
      ))}
    </div>
  );
}
