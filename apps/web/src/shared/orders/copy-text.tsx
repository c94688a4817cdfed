// Copying an order's numbers (order number, payment reference, bank fields, card numbers): a copy
// button of a full tap size that says whether it worked.
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { copyText } from '../../lib/clipboard';
import './orders.css';
import './locales';

/** Copies text and says so in a toast. */
export async function copyAndTell(text: string, messages: { copied: string; failed: string }): Promise<void> {
  notify((await copyText(text)) ? messages.copied : messages.failed);
}

/** A button of a full tap size (44 px) that copies `text`; `label` names what it copies for screen readers ("Copy order number"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="order-copy"
      aria-label={t('orderParts.copyLabel', { label })}
      onClick={() => void copyAndTell(text, { copied: t('common.copied'), failed: t('common.copyFailed') })}
    >
      {t('common.copy')}
    </button>
  );
}

type CopyableValueProps = {
  /** What is shown. */
  text: string;
  /** What is copied, when it is not the text shown (an amount's plain number). */
  copy?: string;
  label: string;
  testId?: string;
};

/** A value with its copy button on one line (the order number, a bank field). */
export function CopyableValue({ text, copy, label, testId }: CopyableValueProps) {
  return (
    <span className="order-copyable">
      <span className="order-copyable__text" data-testid={testId}>
        {text}
      </span>
      <CopyButton text={copy ?? text} label={label} />
    </span>
  );
}
