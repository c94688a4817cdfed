// The sandbox's payments (the Payments tab of /ops/sandbox): newest first, by provider. Each card
// shows the sandbox's own books of it (status, amount, what was paid, its webhooks and how many the
// panel acknowledged) and the buttons of the moves that make sense now; UNDERPAY and OVERPAY ask the
// amount that arrives first. A move makes the sandbox send the provider's signed webhook; the list
// asks again until every webhook is acknowledged. "Webhooks" opens the payment's webhooks, each with
// "Redeliver" (a duplicate the panel must ignore).
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useQuery, type UseInfiniteQueryResult, type InfiniteData } from '@tanstack/react-query';
import type { SandboxAction, SandboxPayment, SandboxPaymentsResponse, SandboxWebhook } from '@panel/domain/contract/sandbox';
import { formatDate } from '@panel/domain/format';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, type PaymentMethod, type PaymentProviderId } from '@panel/domain/payments';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { PagedList } from '../../components/paged-list';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import '../../lib/antd-react19';
import { sandboxWebhooksQuery, useRedeliverWebhook, useSandboxAction } from './ops-payments-api';
import { partialAmountResolver, type PartialAmountValues } from './ops-payments-forms';
import { ChipFilter, moneyShown, SandboxStatusTag } from './payments-parts';
import { PaymentSheet } from './payment-sheet';
import styles from './ops-payments.module.css';
import './locales';

type AmountAction = Extract<SandboxAction, 'UNDERPAY' | 'OVERPAY'>;
const asksAmount = (action: SandboxAction): action is AmountAction => action === 'UNDERPAY' || action === 'OVERPAY';

/** UNDERPAY or OVERPAY: the amount that arrives, in the payment's currency. */
function AmountSheet({ payment, action, onClose }: { payment: SandboxPayment; action: AmountAction; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const move = useSandboxAction();
  const form = useAppForm<PartialAmountValues, { amount: string }>({
    defaultValues: { amount: '' },
    resolver: partialAmountResolver(action, payment.amount, payment.currency),
    guard: false,
  });
  const name = t(`opsPay.sandbox.action.${action}`);
  const submit = form.submitWith(({ amount }) =>
    move.mutateAsync({ id: payment.id, action, amount }).then(
      () => {
        notify(t('opsPay.sandbox.actionDone', { action: name }));
        onClose();
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );
  return (
    <PaymentSheet
      form={form}
      title={t('opsPay.sandbox.amountTitle', { action: name })}
      note={payment.merchantRef}
      pending={move.isPending}
      submitLabel={t('opsPay.sandbox.send')}
      submittingLabel={t('opsPay.sandbox.sending')}
      onSubmit={submit}
      onClose={onClose}
    >
      <ControlledField
        control={form.control}
        name="amount"
        id={`${id}amount`}
        label={t('opsPay.sandbox.amountLabel', { currency: payment.currency })}
        hint={t('opsPay.sandbox.amountHint', { amount: moneyShown(payment.amount, payment.currency) })}
      >
        {(input) => <Input {...input} inputMode="decimal" autoComplete="off" placeholder={t('opsPay.sandbox.amountPlaceholder')} clearable />}
      </ControlledField>
    </PaymentSheet>
  );
}

function WebhookItem({ webhook }: { webhook: SandboxWebhook }) {
  const { t } = useTranslation();
  const redeliver = useRedeliverWebhook();
  const send = () =>
    redeliver.mutate(webhook.id, {
      onSuccess: () => notify(t('opsPay.webhooks.redelivered')),
      onError: (error) => showFailure(error),
    });
  return (
    <div className={styles.webhook} data-testid="sandbox-webhook" data-acked={webhook.ackedAt ? 'true' : 'false'}>
      <div className={styles.cardHead}>
        <span className={styles.mono}>{webhook.eventId}</span>
        <span className={`${styles.rowSub} ${styles.nowrap}`}>{t('opsPay.webhooks.tries', { count: webhook.tries })}</span>
      </div>
      <p className={styles.rowSub}>{t('opsPay.webhooks.sent', { at: formatDate(webhook.createdAt) })}</p>
      <p className={`${styles.rowSub} ${webhook.ackedAt ? styles.ok : ''}`}>
        {webhook.ackedAt ? t('opsPay.webhooks.acked', { at: formatDate(webhook.ackedAt) }) : t('opsPay.webhooks.notAcked')}
        {!webhook.ackedAt && webhook.nextAt ? ` · ${t('opsPay.webhooks.nextTry', { at: formatDate(webhook.nextAt) })}` : ''}
      </p>
      <p className={`${styles.rowSub} ${styles.mono}`}>
        {webhook.lastStatus === null
          ? t('opsPay.webhooks.noAnswer')
          : t('opsPay.webhooks.lastAnswer', { status: webhook.lastStatus, answer: webhook.lastAnswer ?? '' }).trim()}
      </p>
      <div className={styles.cardActions}>
        <Button size="small" color="primary" fill="outline" loading={redeliver.isPending} onClick={send}>
          {t('opsPay.webhooks.redeliver')}
        </Button>
      </div>
    </div>
  );
}

/** A payment's webhooks in a sheet, newest first. */
function WebhooksSheet({ payment, onClose }: { payment: SandboxPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const webhooks = useQuery(sandboxWebhooksQuery(payment.id));
  let body;
  if (webhooks.isPending) body = <PageLoading variant="list" rows={2} />;
  else if (webhooks.isError) body = <PageError error={webhooks.error} onRetry={() => void webhooks.refetch()} retrying={webhooks.isFetching} />;
  else if (webhooks.data.list.length === 0) body = <p className={styles.intro}>{t('opsPay.webhooks.empty')}</p>;
  else body = webhooks.data.list.map((webhook) => <WebhookItem key={webhook.id} webhook={webhook} />);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <section aria-label={t('opsPay.webhooks.title')} data-testid="sandbox-webhooks">
        <h2 className={styles.sheetTitle}>{t('opsPay.webhooks.title')}</h2>
        <p className={`${styles.sheetNote} ${styles.mono}`}>{payment.merchantRef}</p>
        {body}
        <div className={styles.button} style={{ paddingBottom: 'calc(12px + env(safe-area-inset-bottom))' }}>
          <Button block size="large" onClick={onClose}>
            {t('opsPay.close')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}

type CardProps = { payment: SandboxPayment; onAmount: (action: AmountAction) => void; onWebhooks: () => void };

function PaymentCard({ payment, onAmount, onWebhooks }: CardProps) {
  const { t } = useTranslation();
  /** The method, and the provider when it says more (a card through Onerway; an e-wallet through the wallets' provider). */
  const titleOf = ({ method, provider }: SandboxPayment) => {
    const methodName = (PAYMENT_METHODS as readonly string[]).includes(method) ? t(`opsPay.method.${method as PaymentMethod}`) : method;
    const providerName = t(`opsPay.provider.${provider}`);
    return methodName === providerName ? methodName : `${methodName} · ${providerName}`;
  };
  const move = useSandboxAction();
  const run = (action: SandboxAction) => {
    if (asksAmount(action)) {
      onAmount(action);
      return;
    }
    move.mutate(
      { id: payment.id, action },
      {
        onSuccess: () => notify(t('opsPay.sandbox.actionDone', { action: t(`opsPay.sandbox.action.${action}`) })),
        onError: (error) => showFailure(error),
      },
    );
  };
  return (
    <article className={styles.card} data-testid="sandbox-payment" data-id={payment.id} data-merchant-ref={payment.merchantRef}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{titleOf(payment)}</h3>
        <SandboxStatusTag status={payment.status} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('opsPay.sandbox.amount')}</dt>
        <dd className={styles.amount}>{moneyShown(payment.amount, payment.currency)}</dd>
        <dt>{t('opsPay.sandbox.paid')}</dt>
        <dd data-testid="sandbox-paid">{moneyShown(payment.paid, payment.currency)}</dd>
        <dt>{t('opsPay.sandbox.webhooks')}</dt>
        <dd data-testid="sandbox-webhook-count" data-webhooks={payment.webhooks} data-acknowledged={payment.acknowledged}>
          {payment.webhooks === 0
            ? t('opsPay.sandbox.noWebhooks')
            : t('opsPay.sandbox.webhookCount', { count: payment.webhooks, acknowledged: payment.acknowledged })}
        </dd>
      </dl>
      <p className={`${styles.rowSub} ${styles.mono}`}>{t('opsPay.sandbox.attempt', { ref: payment.merchantRef })}</p>
      <p className={styles.rowSub}>
        {t('opsPay.sandbox.created', { at: formatDate(payment.createdAt) })}
        {payment.expiresAt ? ` · ${t('opsPay.sandbox.expires', { at: formatDate(payment.expiresAt) })}` : ''}
      </p>
      {payment.actions.length === 0 ? <p className={styles.rowSub}>{t('opsPay.sandbox.noActions')}</p> : null}
      <div className={styles.cardActions}>
        {payment.actions.map((action) => (
          <Button
            key={action}
            size="small"
            color={action === 'PAY' || action === 'PAY_LATE' ? 'primary' : action === 'FAIL' || action === 'CHARGEBACK' ? 'danger' : 'default'}
            fill={action === 'PAY' ? 'solid' : 'outline'}
            loading={move.isPending && move.variables.action === action}
            disabled={move.isPending}
            onClick={() => run(action)}
          >
            {t(`opsPay.sandbox.action.${action}`)}
          </Button>
        ))}
        {payment.webhooks > 0 ? (
          <Button size="small" fill="none" color="primary" onClick={onWebhooks}>
            {t('opsPay.sandbox.webhooks')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

type SandboxPaymentsProps = {
  query: UseInfiniteQueryResult<InfiniteData<SandboxPaymentsResponse, unknown>, Error>;
  provider: PaymentProviderId | null;
  onProvider: (provider: PaymentProviderId | null) => void;
};

export function SandboxPayments({ query, provider, onProvider }: SandboxPaymentsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ payment: SandboxPayment; action: AmountAction } | null>(null);
  const [webhooksOf, setWebhooksOf] = useState<SandboxPayment | null>(null);
  return (
    <>
      <div className={styles.filters}>
        <ChipFilter
          label={t('opsPay.sandbox.providerFilter')}
          allLabel={t('opsPay.sandbox.allProviders')}
          values={PAYMENT_PROVIDERS}
          value={provider}
          nameOf={(value) => t(`opsPay.provider.${value}`)}
          onChange={onProvider}
        />
      </div>
      <div className={styles.cards}>
        <PagedList
          query={query}
          renderItem={(payment: SandboxPayment) => (
            <PaymentCard key={payment.id} payment={payment} onAmount={(action) => setAsking({ payment, action })} onWebhooks={() => setWebhooksOf(payment)} />
          )}
          summary={(total) => t('opsPay.sandbox.total', { count: total })}
          emptyTitle={provider ? t('opsPay.sandbox.noMatchTitle') : t('opsPay.sandbox.emptyTitle')}
          emptyDescription={provider ? t('opsPay.sandbox.noMatchText') : t('opsPay.sandbox.emptyText')}
        />
      </div>
      {asking ? <AmountSheet payment={asking.payment} action={asking.action} onClose={() => setAsking(null)} /> : null}
      {webhooksOf ? <WebhooksSheet payment={webhooksOf} onClose={() => setWebhooksOf(null)} /> : null}
    </>
  );
}
