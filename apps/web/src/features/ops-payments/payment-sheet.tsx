// A short form in a sheet over a payment screen (a refund's reason, the user a transfer is credited
// to, the amount of a sandbox underpayment): its title and what it is about, its fields, Cancel and
// the submit. Closing it with edits asks first (spec section 2: unsaved edits ask first).
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../components/form/use-app-form';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import type { MoneyCallStatus } from '../../lib/use-money-call';
import '../../lib/antd-react19';
import styles from './ops-payments.module.css';
import './locales';

type PaymentSheetProps<Values extends Record<string, string>, Output> = {
  form: AppForm<Values, Output>;
  title: string;
  /** What the sheet is about, under its title. */
  note?: string;
  pending: boolean;
  /** The sheet's money call, whose unknown outcome the sheet shows. */
  moneyCall?: MoneyCallStatus;
  submitLabel: string;
  submittingLabel: string;
  danger?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

export function PaymentSheet<Values extends Record<string, string>, Output>(props: PaymentSheetProps<Values, Output>) {
  const { form, title, note, pending, moneyCall, submitLabel, submittingLabel, danger, onSubmit, onClose, children } = props;
  const { t } = useTranslation();
  const close = async () => {
    if (pending) return;
    if (form.formState.isDirty) {
      const leave = await Dialog.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        confirmText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
      });
      if (!leave) return;
    }
    onClose();
  };
  return (
    <Popup visible onMaskClick={() => void close()} onClose={() => void close()} bodyClassName={styles.sheet} destroyOnClose>
      <form
        id={form.formId}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          // The sheet renders outside the screen's tree but its events bubble through React's: keep them here.
          event.stopPropagation();
          onSubmit(event);
        }}
      >
        <h2 className={styles.sheetTitle}>{title}</h2>
        {note ? <p className={styles.sheetNote}>{note}</p> : null}
        <List>{children}</List>
        {moneyCall ? <OutcomeUnknown call={moneyCall} /> : null}
        <div className={styles.sheetActions}>
          <Button block size="large" disabled={pending} onClick={() => void close()}>
            {t('opsPay.cancel')}
          </Button>
          <Button block size="large" type="submit" color={danger ? 'danger' : 'primary'} loading={pending} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
