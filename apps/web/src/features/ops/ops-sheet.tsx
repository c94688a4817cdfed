// A form in a sheet over an operator screen: its title, its fields, Cancel and the submit. Closing
// it with edits asks first (spec section 2: unsaved edits ask first).
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import type { TFunction } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../components/form/use-app-form';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import type { MoneyCallStatus } from '../../lib/use-money-call';
import '../../lib/antd-react19';
import styles from './ops.module.css';
import './locales';

/** Asks before a sheet with edits closes. */
async function closeAsking(dirty: boolean, t: TFunction, close: () => void) {
  if (dirty) {
    const leave = await Dialog.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      confirmText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
    });
    if (!leave) return;
  }
  close();
}

export type SheetFormProps<Values extends Record<string, string>, Output> = {
  form: AppForm<Values, Output>;
  title: string;
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

export function SheetForm<Values extends Record<string, string>, Output>({
  form,
  title,
  pending,
  moneyCall,
  submitLabel,
  submittingLabel,
  danger,
  onSubmit,
  onClose,
  children,
}: SheetFormProps<Values, Output>) {
  const { t } = useTranslation();
  const close = () => {
    if (!pending) void closeAsking(form.formState.isDirty, t, onClose);
  };
  return (
    <Popup visible onMaskClick={close} onClose={close} bodyClassName={styles.sheet} destroyOnClose>
      <form id={form.formId} noValidate onSubmit={onSubmit} aria-label={title}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <List>{children}</List>
        {moneyCall ? <OutcomeUnknown call={moneyCall} /> : null}
        <div className={styles.sheetActions}>
          <Button block size="large" disabled={pending} onClick={close}>
            {t('ops.cancel')}
          </Button>
          <Button block size="large" type="submit" color={danger ? 'danger' : 'primary'} loading={pending} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
