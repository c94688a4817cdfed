// A value the buyer copies into another app (a PIX code, a boleto line, an address, an amount): the
// value in full, wrapping, and a copy button of a full tap size that reads "Copied" for a moment
// after it worked (a toast says when the browser refused).
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../components/use-copy';
import styles from './payment-codes.module.css';

type CopyButtonProps = { text: string; label: string; testId?: string };

/** Copies `text`; `label` names what it copies for screen readers ("Copy PIX copy and paste code"). */
export function CopyButton({ text, label, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <button
      type="button"
      className={styles.copy}
      data-copied={copied}
      aria-label={t('paymentCodes.copyLabel', { label })}
      data-testid={testId}
      onClick={() => void copy(text)}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </button>
  );
}

type CopyFieldProps = {
  label: string;
  /** What is shown. */
  value: string;
  /** What is copied, when it is not what is shown (a line without its dots and spaces). */
  copy?: string;
  /** Shown after the value, never copied (the token of an amount). */
  unit?: string;
  /** A bold, larger value (the crypto amount to send). */
  strong?: boolean;
  /** Monospaced, breaking anywhere (codes, addresses). */
  code?: boolean;
  testId?: string;
};

/** A labelled value with its copy button. */
export function CopyField({ label, value, copy, unit, strong, code, testId }: CopyFieldProps) {
  return (
    <div className={styles.copyField}>
      <span className={styles.fieldLabel}>{label}</span>
      <div className={styles.copyRow}>
        <span className={styles.copyValue} data-strong={strong ?? false} data-code={code ?? false}>
          <span data-testid={testId}>{value}</span>
          {unit ? <span className={styles.unit}> {unit}</span> : null}
        </span>
        <CopyButton text={copy ?? value} label={label} testId={testId ? `${testId}-copy` : undefined} />
      </div>
    </div>
  );
}
