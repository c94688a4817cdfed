// The store's bank accounts for offline payment (spec section 3, "Offline bank transfer details"):
// buyers paying by bank transfer see them on /bankInfo/{id}. List, add, edit, delete; at most
// LIMITS.PAYMENT_ACCOUNTS_MAX (21017): at the limit the add button is disabled with a note.
// The editor is a popup on the store settings screen; closing it with unsaved edits asks first.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@panel/domain/constants';
import type { PaymentAccount, PaymentAccountInput } from '@panel/domain/contract/orders';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { useId, useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { PageLoading } from '../../components/page-loading';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import {
  ACCOUNT_FIELD_LIMITS,
  ACCOUNT_TEXT_FIELDS,
  HONG_KONG_FIELDS,
  paymentAccountResolver,
  paymentAccountValues,
  REQUIRED_ACCOUNT_FIELDS,
  type AccountTextField,
  type PaymentAccountFormValues,
} from './payment-account-form';
import { paymentAccountsQuery, useDeletePaymentAccount, useSavePaymentAccount } from './payment-accounts-api';
import styles from './payment-accounts.module.css';
import './locales';
import { BANK_ACCOUNTS_SECTION_ID } from '../../shared/payments/bank-accounts';

const INPUT_MODES: Partial<Record<AccountTextField, 'numeric' | 'text'>> = { bankCode: 'numeric', branchCode: 'numeric' };

/** `editing`: null for a new account. */
type EditorState = { account: PaymentAccount | null } | null;

function AccountEditor({ account, onDone }: { account: PaymentAccount | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSavePaymentAccount();
  // guard: the popup asks itself before closing (the screen's own form holds the page).
  const form = useAppForm<PaymentAccountFormValues, PaymentAccountInput>({
    defaultValues: paymentAccountValues(account),
    resolver: paymentAccountResolver,
    guard: false,
  });
  const { control, formState } = form;
  const hongKong = useController({ control, name: 'hongKongLocal' }).field;

  const close = async () => {
    if (save.isPending) return;
    if (formState.isDirty) {
      const leave = await Dialog.confirm({
        title: t('unsaved.title'),
        content: t('paymentAccounts.discard'),
        confirmText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
      });
      if (!leave) return;
    }
    onDone();
  };

  const submit = form.submitWith((body) =>
    save.mutateAsync({ id: account?.id ?? null, body }).then(
      () => {
        notify(account ? t('paymentAccounts.updated') : t('paymentAccounts.added'));
        onDone();
      },
      (error: unknown) => {
        if (form.showServerError(error)) return;
        showFailure(error);
        // Another screen reached the limit meanwhile: the list shows it once reloaded.
        if (error instanceof ApiError && error.code === ERROR_CODES.PAYMENT_ACCOUNTS_LIMIT) onDone();
      },
    ),
  );
  // The popup is rendered outside the screen's form, but React sends its events up through the screen's tree.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };

  const field = (name: AccountTextField) => (
    <ControlledField
      key={name}
      control={control}
      name={name}
      id={`${id}${name}`}
      label={
        <>
          {t(`paymentAccounts.fields.${name}`)}
          {REQUIRED_ACCOUNT_FIELDS.includes(name) ? (
            <span className={styles.required}>
              <span aria-hidden="true"> *</span>
              <span className="visually-hidden"> ({t('paymentAccounts.required')})</span>
            </span>
          ) : null}
        </>
      }
    >
      {(input) => (
        <Input
          {...input}
          placeholder={t(`paymentAccounts.placeholders.${name}`)}
          maxLength={ACCOUNT_FIELD_LIMITS[name]}
          inputMode={INPUT_MODES[name]}
          autoCapitalize={name === 'swiftCode' ? 'characters' : undefined}
          clearable
        />
      )}
    </ControlledField>
  );

  const title = account ? t('paymentAccounts.editTitle') : t('paymentAccounts.addTitle');
  return (
    <Popup visible onMaskClick={() => void close()} onClose={() => void close()} bodyClassName={styles.popup} destroyOnClose aria-label={title}>
      <form id={form.formId} className={styles.editor} noValidate onSubmit={onSubmit} aria-label={title}>
        <h2 className={styles.editorTitle}>{title}</h2>
        <div className={styles.editorFields}>
          <List>
            {ACCOUNT_TEXT_FIELDS.map(field)}
            <List.Item
              description={t('paymentAccounts.hongKongHint')}
              extra={<Switch checked={hongKong.value} onChange={hongKong.onChange} aria-label={t('paymentAccounts.fields.hongKongLocal')} />}
            >
              <span aria-hidden="true">{t('paymentAccounts.fields.hongKongLocal')}</span>
            </List.Item>
            {hongKong.value ? HONG_KONG_FIELDS.map(field) : null}
          </List>
        </div>
        <div className={styles.editorActions}>
          <Button block size="large" onClick={() => void close()} disabled={save.isPending}>
            {t('paymentAccounts.cancel')}
          </Button>
          <Button block size="large" color="primary" type="submit" loading={save.isPending} loadingText={t('paymentAccounts.saving')}>
            {t('paymentAccounts.save')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

function AccountCard({ account, onEdit }: { account: PaymentAccount; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePaymentAccount();
  const onDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('paymentAccounts.deleteTitle'),
      content: t('paymentAccounts.deleteText', { bank: account.recipientBank, account: account.recipientAccount }),
      confirmText: t('paymentAccounts.delete'),
      cancelText: t('paymentAccounts.cancel'),
    });
    if (confirmed) remove.mutate(account.id, { onSuccess: () => notify(t('paymentAccounts.deleted')) });
  };
  const rows: [string, string | null][] = [
    [t('paymentAccounts.fields.recipientName'), account.recipientName],
    [t('paymentAccounts.fields.recipientAccount'), account.recipientAccount],
    [t('paymentAccounts.fields.swiftCode'), account.swiftCode],
    [t('paymentAccounts.fields.bankAddress'), account.bankAddress],
    [t('paymentAccounts.fields.recipientAddress'), account.recipientAddress],
    ...(account.hongKongLocal
      ? ([
          [t('paymentAccounts.fields.bankCode'), account.bankCode],
          [t('paymentAccounts.fields.branchCode'), account.branchCode],
        ] as [string, string | null][])
      : []),
  ];
  return (
    <li className={styles.card} data-testid="payment-account">
      <div className={styles.cardHead}>
        <h4 className={styles.bank}>{account.recipientBank}</h4>
        {account.hongKongLocal ? (
          <Tag color="primary" fill="outline">
            {t('paymentAccounts.hongKongTag')}
          </Tag>
        ) : null}
      </div>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className={styles.cardActions}>
        <Button
          size="middle"
          fill="outline"
          onClick={onEdit}
          aria-label={t('paymentAccounts.editNamed', { bank: account.recipientBank, account: account.recipientAccount })}
        >
          {t('paymentAccounts.edit')}
        </Button>
        <Button
          size="middle"
          fill="outline"
          color="danger"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          aria-label={t('paymentAccounts.deleteNamed', { bank: account.recipientBank, account: account.recipientAccount })}
        >
          {t('paymentAccounts.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The section of the store settings screen. */
export function PaymentAccounts() {
  const { t } = useTranslation();
  const accounts = useQuery(paymentAccountsQuery);
  const [editor, setEditor] = useState<EditorState>(null);
  const max = LIMITS.PAYMENT_ACCOUNTS_MAX;
  const count = accounts.data?.length ?? 0;
  const full = count >= max;

  let body;
  if (accounts.isPending) body = <PageLoading variant="list" rows={3} />;
  else if (accounts.isError)
    body = (
      <div className={styles.failed} role="alert">
        <span>{t('paymentAccounts.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" loading={accounts.isFetching} onClick={() => void accounts.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (count === 0)
    body = <ErrorBlock className={styles.empty} status="empty" title={t('paymentAccounts.empty')} description={t('paymentAccounts.emptyHint')} />;
  else
    body = (
      <ul className={styles.cards}>
        {accounts.data.map((account) => (
          <AccountCard key={account.id} account={account} onEdit={() => setEditor({ account })} />
        ))}
      </ul>
    );

  return (
    <section id={BANK_ACCOUNTS_SECTION_ID} className={styles.section} aria-labelledby="payment-accounts-title">
      <div className={styles.sectionHead}>
        <h3 id="payment-accounts-title" className={styles.sectionTitle}>
          {t('paymentAccounts.title')}
        </h3>
        {accounts.data ? <span className={styles.count}>{t('paymentAccounts.count', { count, max })}</span> : null}
      </div>
      <p className={styles.hint}>{t('paymentAccounts.hint')}</p>
      {body}
      {accounts.data ? (
        <div className={styles.add}>
          <Button block color="primary" fill="outline" disabled={full} onClick={() => setEditor({ account: null })}>
            {t('paymentAccounts.add')}
          </Button>
          {full ? (
            <p className={styles.limitNote} role="note">
              {errorText(ERROR_CODES.PAYMENT_ACCOUNTS_LIMIT, currentLocale())}
            </p>
          ) : null}
        </div>
      ) : null}
      {editor ? <AccountEditor account={editor.account} onDone={() => setEditor(null)} /> : null}
    </section>
  );
}
