// The count of characters typed in a field with a limit ("12/30"), said again in words once the
// limit is reached ("30 characters at most"): the input stops taking more, and the person sees why.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './locales';

type LengthHintProps = { value: string | null | undefined; max: number; hint?: ReactNode };

export function LengthHint({ value, max, hint }: LengthHintProps) {
  const { t } = useTranslation();
  const length = [...(value ?? '')].length;
  const full = length >= max;
  return (
    <span style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
      <span>{full ? t('lengthHint.full', { count: max }) : hint}</span>
      <span
        aria-live="polite"
        data-full={full || undefined}
        style={{ flex: 'none', fontVariantNumeric: 'tabular-nums', color: full ? 'var(--adm-color-warning)' : undefined }}
      >
        {t('lengthHint.count', { length, max })}
      </span>
    </span>
  );
}
