// /ops/bank-account: the platform's bank account, which buyers of VCoin transfer USD to. Until one
// is set, buying VCoin by bank transfer is off (the screen says so). The bank and branch codes are
// for Hong Kong local transfers only. Saving replaces the account; leaving with edits asks first.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQuery } from '@tanstack/react-query';
import type { PlatformBankInfo } from '@panel/domain/contract/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { FormActions } from '../../components/form/form-actions';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { bankAccountQuery, useSetBankAccount } from './ops-api';
import { BANK_FIELD_MAX, bankAccountResolver, type BankAccountBody, type BankAccountValues } from './ops-forms';
import { OpsPage } from './ops-page';
import styles from './ops.module.css';
import './locales';

const valuesOf = (account: PlatformBankInfo | null): BankAccountValues => ({
  recipientBank: account?.recipientBank ?? '',
  bankAddress: account?.bankAddress ?? '',
  recipientName: account?.recipientName ?? '',
  recipientAddress: account?.recipientAddress ?? '',
  recipientAccount: account?.recipientAccount ?? '',
  swift: account?.swift ?? '',
  bankCode: account?.bankCode ?? '',
  branchCode: account?.branchCode ?? '',
});

type TextField = Exclude<keyof BankAccountValues, 'bankAddress' | 'recipientAddress'>;

function BankAccountForm({ account }: { account: PlatformBankInfo | null }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetBankAccount();
  const form = useAppForm<BankAccountValues, BankAccountBody>({ defaultValues: valuesOf(account), resolver: bankAccountResolver });
  const submit = form.submitWith((body) =>
    save.mutateAsync(body).then(
      () => {
        form.reset(valuesOf({ currency: 'USD', ...body, bankCode: body.bankCode ?? null, branchCode: body.branchCode ?? null }));
        notify(t('ops.bank.saved'));
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  const text = (name: TextField, label: string, hint?: string, extra?: { inputMode?: 'numeric'; upper?: boolean }) => (
    <ControlledField control={form.control} name={name} id={`${id}${name}`} label={label} hint={hint}>
      {(input) => (
        <Input
          {...input}
          onChange={(value) => input.onChange(extra?.upper ? value.toUpperCase() : value)}
          maxLength={BANK_FIELD_MAX[name]}
          inputMode={extra?.inputMode}
          autoComplete="off"
          clearable
        />
      )}
    </ControlledField>
  );
  const area = (name: 'bankAddress' | 'recipientAddress', label: string) => (
    <ControlledField control={form.control} name={name} id={`${id}${name}`} label={label}>
      {(input) => <TextArea {...input} autoSize={{ minRows: 2, maxRows: 4 }} maxLength={BANK_FIELD_MAX[name]} />}
    </ControlledField>
  );

  return (
    <form id={form.formId} noValidate onSubmit={submit} aria-label={t('ops.bank.title')}>
      <List className={styles.section} header={t('ops.bank.currency')}>
        {text('recipientBank', t('ops.bank.recipientBank'))}
        {area('bankAddress', t('ops.bank.bankAddress'))}
        {text('recipientName', t('ops.bank.recipientName'))}
        {area('recipientAddress', t('ops.bank.recipientAddress'))}
        {text('recipientAccount', t('ops.bank.recipientAccount'))}
        {text('swift', t('ops.bank.swift'), t('ops.bank.swiftHint'), { upper: true })}
        {text('bankCode', t('ops.bank.bankCode'), t('ops.bank.bankCodeHint'), { inputMode: 'numeric' })}
        {text('branchCode', t('ops.bank.branchCode'), t('ops.bank.branchCodeHint'), { inputMode: 'numeric' })}
      </List>
      <FormActions>
        <Button block color="primary" size="large" type="submit" loading={save.isPending} loadingText={t('ops.bank.saving')}>
          {t('ops.bank.save')}
        </Button>
      </FormActions>
    </form>
  );
}

function BankAccount({ account }: { account: PlatformBankInfo | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      {account === null ? (
        <NoticeBar
          className={styles.notice}
          color="alert"
          wrap
          data-testid="ops-bank-not-set"
          content={
            <>
              <strong>{t('ops.bank.notSet')}</strong> {t('ops.bank.notSetText')}
            </>
          }
        />
      ) : null}
      <p className={styles.intro}>{t('ops.bank.intro')}</p>
      <BankAccountForm account={account} />
    </div>
  );
}

export default function BankAccountScreen() {
  const { t } = useTranslation();
  const account = useQuery(bankAccountQuery);
  return (
    <OpsPage title={t('ops.bank.title')} backTo="/ops" query={account}>
      {(data) => <BankAccount account={data} />}
    </OpsPage>
  );
}
