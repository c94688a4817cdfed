// Buying VCoin by bank transfer: the amount, the platform's account with the reference to copy, the voucher.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { PlatformBankInfo, TopUp } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { amountForInput } from '@panel/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { useSystemConfig } from '../../lib/boot-queries';
import { currentLocale } from '../../lib/i18n';
import { moneyText } from '../../shared/money/money-amount';
import { CopyButton } from '../../shared/orders/copy-text';
import { uploadedKeys, voucherFilesRule, type VoucherDraft } from '../../shared/vouchers/voucher-drafts';
import { VoucherDraftsField } from '../../shared/vouchers/voucher-drafts-field';
import { useUploadVoucherFile } from '../../shared/vouchers/voucher-upload';
import { platformBankQuery, useCreateTopUp, useSendTopUpVoucher } from './vcoin-payment-api';
import { toTopUpRequest, topUpSchema, type TopUpValues } from './vcoin-payment-forms';
import styles from './vcoin-payment.module.css';
import { USD, TopUpOutcome } from './top-up-views';

const BANK_FIELDS = ['recipientBank', 'bankAddress', 'recipientName', 'recipientAddress', 'recipientAccount', 'swift', 'bankCode', 'branchCode'] as const;

const topUpResolver = domainResolver<TopUpValues, z.output<typeof topUpSchema>>(topUpSchema, { toInput: toTopUpRequest });

function AmountForm({ onStarted }: { onStarted: (topUp: TopUp) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useAppForm<TopUpValues, z.output<typeof topUpSchema>>({ defaultValues: { amount: '' }, resolver: topUpResolver, guard: false });
  const create = useCreateTopUp();

  const onSubmit = form.submitWith((body) => {
    if (create.isPending) return;
    void create.submit(
      { body },
      {
        onSuccess: (topUp) => {
          onStarted(topUp);
        },
        onError: (error) => {
          if (!form.showServerError(error)) showFailure(error);
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form} data-testid="top-up-amount-form">
      <List>
        <ControlledField control={form.control} name="amount" id={`${id}amount`} label={t('vcoinPayment.buy.amount')}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder={t('vcoinPayment.buy.amountPlaceholder', { example: amountForInput('100.00', currentLocale()) })}
              clearable
            />
          )}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <OutcomeUnknown call={create} />
        <Button block type="submit" color="primary" size="large" loading={create.isPending}>
          {t('vcoinPayment.buy.start')}
        </Button>
      </div>
    </form>
  );
}

type CopyRowProps = { label: string; text: string; copy?: string; hint?: string; testId?: string; strong?: boolean };

/** A field as a row: its name above, the value, and its copy button at the end. */
function CopyRow({ label, text, copy, hint, testId, strong }: CopyRowProps) {
  return (
    <List.Item title={label} description={hint} extra={<CopyButton text={copy ?? text} label={label} />}>
      <span className={styles.copyValue} data-strong={strong ? 'true' : 'false'} data-testid={testId}>
        {text}
      </span>
    </List.Item>
  );
}

function TransferDetails({ topUp, bank }: { topUp: TopUp; bank: PlatformBankInfo }) {
  const { t } = useTranslation();
  const fields = BANK_FIELDS.filter((field) => bank[field]);
  return (
    <>
      <List className={styles.section}>
        <CopyRow label={t('vcoinPayment.buy.reference')} text={topUp.reference} hint={t('vcoinPayment.buy.referenceHint')} testId="top-up-reference" strong />
        <CopyRow label={t('vcoinPayment.buy.transfer')} text={moneyText(topUp.amount, USD)} copy={topUp.amount} testId="top-up-amount" strong />
      </List>
      <List header={t('vcoinPayment.buy.bankHeader')} className={styles.section} data-testid="platform-bank">
        {fields.map((field) => (
          <CopyRow key={field} label={t(`vcoinPayment.buy.field.${field}`)} text={bank[field]!} testId={`bank-${field}`} />
        ))}
        {bank.bankCode || bank.branchCode ? <List.Item description={t('vcoinPayment.buy.hongKongLocal')} /> : null}
      </List>
    </>
  );
}

type VoucherValues = { files: VoucherDraft[] };
const voucherResolver = domainResolver<VoucherValues, { files: string[] }>(
  z.object({ files: z.array(z.string()).min(1, { error: 'validation.voucherRequired' }) }),
  {
    toInput: ({ files }) => ({ files: uploadedKeys(files) }),
    rules: ({ files }) => ({ files: voucherFilesRule(files) }),
  },
);

function VoucherForm({ topUp, onSent }: { topUp: TopUp; onSent: (topUp: TopUp) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { uploadMaxBytes } = useSystemConfig();
  const form = useAppForm<VoucherValues, { files: string[] }>({ defaultValues: { files: [] }, resolver: voucherResolver });
  const upload = useUploadVoucherFile();
  const send = useSendTopUpVoucher();
  const uploading = form.watch('files').some((file) => file.key === null);

  const update = (change: (files: VoucherDraft[]) => VoucherDraft[]) =>
    form.setValue('files', change(form.getValues('files')), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.submitWith((body) => {
    if (send.isPending) return;
    void send.submit(
      { topUpId: topUp.id, body },
      {
        onSuccess: (sent) => {
          form.leaveAfterSave(() => onSent(sent));
        },
        onError: (error) => {
          if (!form.showServerError(error)) showFailure(error);
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form} data-testid="top-up-voucher-form">
      <List className={styles.section}>
        <ControlledField control={form.control} name="files" id={`${id}files`} label={t('vcoinPayment.buy.voucher')} hint={t('vcoinPayment.buy.voucherHint')}>
          {(field) => (
            <VoucherDraftsField
              inputId={field.id}
              inputRef={field.ref}
              invalid={field['aria-invalid']}
              describedBy={field['aria-describedby']}
              drafts={field.value}
              update={update}
              current={() => form.getValues('files')}
              upload={(file) => upload.mutateAsync({ file })}
              maxBytes={uploadMaxBytes}
            />
          )}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <OutcomeUnknown call={send} />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          disabled={uploading}
          loading={send.isPending || uploading}
          loadingText={uploading ? t('voucherDrafts.uploading') : undefined}
        >
          {t('vcoinPayment.buy.sendVoucher')}
        </Button>
      </div>
    </form>
  );
}

/** The purchase on screen: a new one's amount, a started one's transfer and voucher, or how it ended. */
export function CurrentStep({ topUp, onChange }: { topUp: TopUp | null; onChange: (topUp: TopUp | null) => void }) {
  const { t } = useTranslation();
  const bank = useQuery(platformBankQuery);
  if (topUp && topUp.status !== 'WAITING_VOUCHER') return <TopUpOutcome topUp={topUp} onNew={() => onChange(null)} />;
  if (bank.isPending) return <PageLoading rows={2} />;
  if (bank.isError) {
    if (bank.error instanceof ApiError && bank.error.code === ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE) {
      return (
        <div className={styles.state} role="alert" data-testid="platform-bank-unavailable">
          <ErrorBlock status="default" title={t('vcoinPayment.buy.noBankTitle')} description={t('vcoinPayment.buy.noBankText')} />
        </div>
      );
    }
    return (
      <PageError
        error={bank.error}
        description={bank.error instanceof ApiError ? bank.error.message : undefined}
        onRetry={() => void bank.refetch()}
        retrying={bank.isFetching}
      />
    );
  }
  if (!topUp) return <AmountForm onStarted={onChange} />;
  return (
    <>
      <TransferDetails topUp={topUp} bank={bank.data} />
      <VoucherForm topUp={topUp} onSent={onChange} />
    </>
  );
}
