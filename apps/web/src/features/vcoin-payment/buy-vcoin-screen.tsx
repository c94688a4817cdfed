// /me/buyVCoin: buying VCoin, in three tabs (spec sections 1, 3 and 9). Online and Crypto: the VCoin
// amount (2 decimals, above zero, at most VCOIN_AMOUNT_MAX) starts a purchase (POST /api/vcoin/purchase
// with the channel) and its payment page takes over (/payment/online/{id}?topUp=1 or
// /payment/crypto/{id}?topUp=1). Bank transfer, in USD: the amount (not zero, either decimal separator) starts a purchase (POST
// /api/vcoin/topup) that answers its payment reference; the platform's bank account (GET
// /api/vcoin/topup/bank-info; 21008 while none is set) shows with the reference and the amount, each
// copyable; then the transfer's voucher (1 to 9 pictures or one PDF) is sent, and the purchase waits
// for the platform. My purchases are listed under the tabs with their state; an unfinished one is
// continued from there (one waiting for its online or crypto payment on its payment page). Every move carries its submit's Idempotency-Key.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VcoinPurchaseRequest } from '@panel/domain/contract/payments';
import type { PlatformBankInfo, TopUp } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { amountForInput, formatDate } from '@panel/domain/format';
import type { TopUpStatus } from '@panel/domain/wallet';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { PagedList } from '../../components/paged-list';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { useSystemConfig } from '../../lib/boot-queries';
import { currentLocale } from '../../lib/i18n';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { CopyButton } from '../../shared/orders/copy-text';
import { onlinePath, purchasePath, useVcoinPurchase } from '../../shared/payments/payments-api';
import { uploadedKeys, voucherFilesRule, type VoucherDraft } from '../../shared/vouchers/voucher-drafts';
import { VoucherDraftsField } from '../../shared/vouchers/voucher-drafts-field';
import { useUploadVoucherFile } from '../../shared/vouchers/voucher-upload';
import { useOfferedPaymentTypes } from '../../shared/payments/payment-types';
import { walletQuery } from '../../shared/wallet/wallet-api';
import { platformBankQuery, topUpsQuery, useCreateTopUp, useSendTopUpVoucher } from './vcoin-payment-api';
import { AMOUNT_TOO_LARGE, toTopUpRequest, topUpSchema, type TopUpValues } from './vcoin-payment-forms';
import styles from './vcoin-payment.module.css';
import './locales';

const USD = 'USD';
const BANK_FIELDS = ['recipientBank', 'bankAddress', 'recipientName', 'recipientAddress', 'recipientAccount', 'swift', 'bankCode', 'branchCode'] as const;
const STATUS_COLOR: Record<TopUpStatus, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  WAITING_VOUCHER: 'warning',
  WAITING_REVIEW: 'primary',
  CONFIRMED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
  WAITING_PAYMENT: 'warning',
};

/** The tabs: how the VCoin is paid for. */
const CHANNELS = ['BANK', 'ONLINE', 'CRYPTO'] as const;
type Channel = (typeof CHANNELS)[number];
const channelOf = (value: string | null): Channel => (CHANNELS as readonly string[]).includes(value ?? '') ? (value as Channel) : 'BANK';

function Balance() {
  const { t } = useTranslation();
  const wallet = useQuery(walletQuery);
  const value = (amount: string | undefined) => (amount === undefined ? '—' : moneyText(amount, VCOIN));
  return (
    <div className={styles.balance} data-testid="vcoin-balance">
      <div>
        <span className={styles.balanceLabel}>{t('vcoinPayment.buy.balance')}</span>
        <span className={styles.balanceValue} data-testid="balance-available">
          {value(wallet.data?.available)}
        </span>
      </div>
      <div>
        <span className={styles.balanceLabel}>{t('vcoinPayment.buy.incoming')}</span>
        <span className={styles.balanceValue} data-pending="true" data-testid="balance-incoming">
          {value(wallet.data?.incoming)}
        </span>
      </div>
    </div>
  );
}

export function TopUpStatusTag({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {t(`vcoinPayment.buy.status.${status}`)}
    </Tag>
  );
}

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
          {(field) => <Input {...field} inputMode="decimal" placeholder={t('vcoinPayment.buy.amountPlaceholder', { example: amountForInput('100.00', currentLocale()) })} clearable />}
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
const voucherResolver = domainResolver<VoucherValues, { files: string[] }>(z.object({ files: z.array(z.string()).min(1, { error: 'validation.voucherRequired' }) }), {
  toInput: ({ files }) => ({ files: uploadedKeys(files) }),
  rules: ({ files }) => ({ files: voucherFilesRule(files) }),
});

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
        <Button block type="submit" color="primary" size="large" disabled={uploading} loading={send.isPending || uploading} loadingText={uploading ? t('voucherDrafts.uploading') : undefined}>
          {t('vcoinPayment.buy.sendVoucher')}
        </Button>
      </div>
    </form>
  );
}

/** A purchase past its voucher: waiting for the platform, credited, rejected with the reason, or cancelled. */
function TopUpOutcome({ topUp, onNew }: { topUp: TopUp; onNew: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = {
    WAITING_VOUCHER: null,
    WAITING_PAYMENT: { status: 'waiting', title: t('vcoinPayment.buy.step.WAITING_PAYMENT'), text: t('vcoinPayment.buy.waitingPaymentText') },
    WAITING_REVIEW: { status: 'waiting', title: t('vcoinPayment.buy.waitingTitle'), text: t('vcoinPayment.buy.waitingText') },
    CONFIRMED: { status: 'success', title: t('vcoinPayment.buy.confirmedTitle'), text: t('vcoinPayment.buy.confirmedText', { amount: moneyText(topUp.receivedAmount ?? topUp.amount, VCOIN) }) },
    REJECTED: { status: 'error', title: t('vcoinPayment.buy.rejectedTitle'), text: topUp.reason ? `${t('vcoinPayment.buy.reason')}: ${topUp.reason}` : '' },
    CANCELLED: { status: 'info', title: t('vcoinPayment.buy.cancelledTitle'), text: '' },
  } as const;
  const shown = outcome[topUp.status];
  if (!shown) return null;
  return (
    <div className={styles.result} data-testid="top-up-outcome" data-status={topUp.status}>
      <Result
        status={shown.status}
        title={shown.title}
        description={
          <>
            <span className={styles.reason}>{shown.text}</span>
            <br />
            <span className={styles.muted}>
              {moneyText(topUp.amount, topUp.channel === 'BANK' ? USD : VCOIN)} · {topUp.reference}
            </span>
          </>
        }
      />
      <div className={styles.resultActions}>
        {topUp.status === 'WAITING_PAYMENT' ? (
          <Button color="primary" className={styles.tall} onClick={() => void navigate(onlinePath({ id: topUp.id, topUp: true }))}>
            {t('vcoinPayment.buy.continuePayment')}
          </Button>
        ) : null}
        <Button color="primary" fill="outline" className={styles.tall} onClick={onNew}>
          {topUp.status === 'WAITING_REVIEW' || topUp.status === 'CONFIRMED' ? t('vcoinPayment.buy.buyMore') : t('vcoinPayment.buy.newPurchase')}
        </Button>
      </div>
    </div>
  );
}

const purchaseResolver = domainResolver<TopUpValues, z.output<typeof topUpSchema>>(topUpSchema, {
  toInput: toTopUpRequest,
  message: (_field, key) => (key === AMOUNT_TOO_LARGE ? 'vcoinPayment.buy.channel.amountTooLarge' : key),
});

/** Buying VCoin online or with crypto: the VCoin amount starts a purchase, then its payment page takes over. */
function PurchaseForm({ channel }: { channel: VcoinPurchaseRequest['channel'] }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const form = useAppForm<TopUpValues, z.output<typeof topUpSchema>>({ defaultValues: { amount: '' }, resolver: purchaseResolver, guard: false });
  const purchase = useVcoinPurchase();

  const onSubmit = form.submitWith(({ amount }) => {
    if (purchase.isPending) return;
    const body = { amount, channel };
    void purchase.submit(
      { body },
      {
        onSuccess: (topUp) => {
          void navigate(purchasePath(topUp.id, channel));
        },
        onError: (error) => {
          if (!form.showServerError(error)) showFailure(error);
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form} data-testid={`purchase-form-${channel}`}>
      <List>
        <ControlledField control={form.control} name="amount" id={`${id}amount`} label={t('vcoinPayment.buy.channel.amount')}>
          {(field) => <Input {...field} inputMode="decimal" placeholder={t('vcoinPayment.buy.amountPlaceholder', { example: amountForInput('100.00', currentLocale()) })} clearable />}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <OutcomeUnknown call={purchase} />
        <Button block type="submit" color="primary" size="large" loading={purchase.isPending}>
          {t(`vcoinPayment.buy.channel.${channel}.start`)}
        </Button>
      </div>
    </form>
  );
}

/** The purchase on screen: a new one's amount, a started one's transfer and voucher, or how it ended. */
function CurrentStep({ topUp, onChange }: { topUp: TopUp | null; onChange: (topUp: TopUp | null) => void }) {
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
    return <PageError error={bank.error} description={bank.error instanceof ApiError ? bank.error.message : undefined} onRetry={() => void bank.refetch()} retrying={bank.isFetching} />;
  }
  if (!topUp) return <AmountForm onStarted={onChange} />;
  return (
    <>
      <TransferDetails topUp={topUp} bank={bank.data} />
      <VoucherForm topUp={topUp} onSent={onChange} />
    </>
  );
}

function TopUpRow({ topUp, onOpen }: { topUp: TopUp; onOpen: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      key={topUp.id}
      className={styles.topUpItem}
      arrow
      // One waiting for its online or crypto payment is continued on its payment page.
      onClick={topUp.status === 'WAITING_PAYMENT' ? () => void navigate(onlinePath({ id: topUp.id, topUp: true })) : onOpen}
      data-top-up={topUp.id}
      data-status={topUp.status}
      description={
        <span className={styles.topUpRow}>
          <span>
            {topUp.reference} · {formatDate(topUp.createdAt)}
          </span>
          {topUp.status === 'CONFIRMED' && topUp.receivedAmount ? <span data-testid="top-up-received">{t('vcoinPayment.buy.received', { amount: moneyText(topUp.receivedAmount, VCOIN) })}</span> : null}
          {topUp.status === 'REJECTED' && topUp.reason ? (
            <span className={styles.reason} data-testid="top-up-reason">
              {t('vcoinPayment.buy.reason')}: {topUp.reason}
            </span>
          ) : null}
        </span>
      }
    >
      <span className={styles.topUpHead}>
        <span className={styles.strong}>{moneyText(topUp.amount, topUp.channel === 'BANK' ? USD : VCOIN)}</span>
        <TopUpStatusTag status={topUp.status} />
      </span>
    </List.Item>
  );
}

export default function BuyVcoinScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const offered = useOfferedPaymentTypes();
  // Bank transfer always; online and crypto while a provider of theirs is on.
  const channels = CHANNELS.filter((key) => key === 'BANK' || offered.includes(key));
  const asked = channelOf(search.get('tab'));
  const channel = channels.includes(asked) ? asked : 'BANK';
  const topUps = useInfiniteQuery(topUpsQuery);
  const [chosen, setChosen] = useState<TopUp | null>(null);
  // The purchase on screen as the list has it now (its state moves on when the platform decides).
  const current = useMemo(() => {
    if (!chosen) return null;
    return topUps.data?.pages.flatMap((page) => page.list).find((item) => item.id === chosen.id && item.status !== chosen.status) ?? chosen;
  }, [chosen, topUps.data]);

  const open = (topUp: TopUp | null) => {
    if (topUp && channel !== 'BANK') setSearch({}, { replace: true });
    setChosen(topUp);
    document.querySelector('.page__body')?.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <LocalizedUi>
      <Page title={t('vcoinPayment.buy.title')} backTo="/me">
        <PagedList
          query={topUps}
          header={
            <>
              <Balance />
              {channels.length > 1 ? (
                <Tabs style={{ background: 'var(--adm-color-background, #fff)', borderTop: '1px solid var(--adm-color-border, #eee)' }} activeKey={channel} onChange={(key) => setSearch(key === 'BANK' ? {} : { tab: key }, { replace: true })}>
                  {channels.map((key) => (
                    <Tabs.Tab key={key} title={t(`vcoinPayment.buy.tabs.${key}`)} />
                  ))}
                </Tabs>
              ) : null}
              {channel === 'BANK' ? (
                <>
                  <section className={styles.method} aria-label={t('vcoinPayment.buy.method')}>
                    <h2 className={styles.methodTitle}>{current ? t(`vcoinPayment.buy.step.${current.status}`) : t('vcoinPayment.buy.method')}</h2>
                    <p className={styles.methodText}>{t('vcoinPayment.buy.methodText')}</p>
                  </section>
                  <CurrentStep topUp={current} onChange={open} />
                </>
              ) : (
                <>
                  <section className={styles.method} aria-label={t(`vcoinPayment.buy.channel.${channel}.title`)}>
                    <h2 className={styles.methodTitle}>{t(`vcoinPayment.buy.channel.${channel}.title`)}</h2>
                    <p className={styles.methodText}>{t(`vcoinPayment.buy.channel.${channel}.text`)}</p>
                  </section>
                  <PurchaseForm key={channel} channel={channel} />
                </>
              )}
              <h2 className={styles.historyHeader}>{t('vcoinPayment.buy.history')}</h2>
            </>
          }
          renderItem={(topUp: TopUp) => <TopUpRow key={topUp.id} topUp={topUp} onOpen={() => open(topUp)} />}
          emptyTitle={t('vcoinPayment.buy.emptyTitle')}
          emptyDescription={t('vcoinPayment.buy.emptyText')}
        />
      </Page>
    </LocalizedUi>
  );
}
