// /ops/payments/:id: one payment attempt with everything the panel knows of it: its payer, method,
// provider and the provider's reference, the amount, fee, rate and VCoin (quoted and credited), its
// times and a failure's reason; then its crypto transfers, the ledger movements it caused and the
// provider's events (each stored once: a redelivered webhook counts its deliveries and moved nothing). When it paid an order that is paid now, the operator can refund the order.
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { OpsPaymentDetail } from '@panel/domain/contract/payments';
import { formatDate } from '@panel/domain/format';
import { canMoveOrder } from '@panel/domain/orders';
import { CONFIRMATIONS_REQUIRED } from '@panel/domain/payments';
import { VCOIN_TX_TYPES } from '@panel/domain/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../shared/orders/copy-text';
import { OrderStatusTag } from '../../shared/orders/order-status-tag';
import { isPaymentMissing, paymentQuery, type RefundAnswer } from './ops-payments-api';
import { AttemptStatusTag, LoadedPage, moneyShown, vcoinShown } from './payments-parts';
import { EventRow } from './event-row';
import { RefundSheet } from './refund-sheet';
import styles from './ops-payments.module.css';
import './locales';

/** True when the attempt paid an order that can be refunded now (paid, delivering or delivered). */
export const canRefund = (payment: Pick<OpsPaymentDetail, 'orderId' | 'orderStatus'>): payment is typeof payment & { orderId: string } =>
  payment.orderId !== null && payment.orderStatus !== null && canMoveOrder(payment.orderStatus, 'REFUND');

function Amounts({ payment }: { payment: OpsPaymentDetail }) {
  const { t } = useTranslation();
  const money = (amount: string) => moneyShown(amount, payment.currency);
  return (
    <List className={styles.section}>
      <List.Item
        extra={
          <span className={styles.amount} data-testid="payment-amount">
            {money(payment.amount)}
          </span>
        }
      >
        {t('opsPay.payment.amount')}
      </List.Item>
      <List.Item extra={money(payment.fee)}>{t('opsPay.payment.fee')}</List.Item>
      <List.Item extra={t('opsPay.payment.ratePerUsd', { rate: payment.rate, currency: payment.currency })}>{t('opsPay.payment.rate')}</List.Item>
      <List.Item extra={t('opsPay.vcoin', { amount: vcoinShown(payment.vcoin) })}>{t('opsPay.payment.vcoin')}</List.Item>
      <List.Item extra={money(payment.received)}>{t('opsPay.payment.received')}</List.Item>
      <List.Item
        extra={
          <span className={styles.amount} data-testid="payment-credited">
            {t('opsPay.vcoin', { amount: vcoinShown(payment.vcoinCredited) })}
          </span>
        }
      >
        {t('opsPay.payment.vcoinCredited')}
      </List.Item>
    </List>
  );
}

function Movements({ payment }: { payment: OpsPaymentDetail }) {
  const { t } = useTranslation();
  const nameOf = (type: string) =>
    (VCOIN_TX_TYPES as readonly string[]).includes(type) ? t(`opsPay.movement.${type as (typeof VCOIN_TX_TYPES)[number]}`) : type;
  return (
    <List header={t('opsPay.payment.settlements')} className={styles.section}>
      {payment.settlements.length === 0 ? <List.Item>{t('opsPay.payment.noSettlements')}</List.Item> : null}
      {payment.settlements.map((movement) => (
        <List.Item
          key={movement.transactionId}
          data-testid="payment-movement"
          data-type={movement.type}
          description={
            <span className={styles.rowMain}>
              <span className={`${styles.rowSub} ${styles.mono}`}>{movement.transactionId}</span>
              <span className={styles.rowSub}>{formatDate(movement.at)}</span>
            </span>
          }
          extra={<span className={styles.amount}>{t('opsPay.vcoin', { amount: vcoinShown(movement.amount) })}</span>}
        >
          {nameOf(movement.type)}
        </List.Item>
      ))}
    </List>
  );
}

function Transfers({ payment }: { payment: OpsPaymentDetail }) {
  const { t } = useTranslation();
  if (payment.transfers.length === 0) return null;
  return (
    <List header={t('opsPay.payment.transfers')} className={styles.section}>
      {payment.transfers.map((transfer) => (
        <List.Item
          key={transfer.txHash}
          data-testid="payment-transfer"
          description={
            <span className={styles.rowMain}>
              <span className={`${styles.rowSub} ${styles.mono}`}>{transfer.txHash}</span>
              <span className={styles.rowSub}>
                {t('opsPay.payment.confirmations', { count: transfer.confirmations, required: CONFIRMATIONS_REQUIRED[transfer.chain] })} ·{' '}
                {formatDate(transfer.at)}
              </span>
              {transfer.late ? <span className={`${styles.rowSub} ${styles.danger}`}>{t('opsPay.payment.late')}</span> : null}
            </span>
          }
          extra={<span className={styles.rowSub}>{t(`opsPay.transferStatus.${transfer.status}`)}</span>}
        >
          <span className={styles.amount}>{moneyShown(transfer.amount, transfer.token)}</span> <span className={styles.rowSub}>{transfer.chain}</span>
        </List.Item>
      ))}
    </List>
  );
}

function PaymentDetail({
  payment,
  refundRequested,
  onRefundRequested,
}: {
  payment: OpsPaymentDetail;
  refundRequested: boolean;
  onRefundRequested: () => void;
}) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const closeRefund = (answer?: RefundAnswer) => {
    setRefunding(false);
    if (answer?.status === 'REFUND_REQUESTED') onRefundRequested();
  };
  const paying = payment.orderId ? t('opsPay.payment.order', { reference: payment.reference }) : t('opsPay.payment.topUp', { reference: payment.reference });

  return (
    <div className={styles.body}>
      <List className={styles.section}>
        <List.Item extra={<AttemptStatusTag status={payment.status} />}>{t('opsPay.payment.status')}</List.Item>
        <List.Item
          description={
            <span className={styles.mono} data-testid="payment-reference">
              {paying}
            </span>
          }
          extra={<CopyButton text={payment.reference} label={t('opsPay.payment.reference')} />}
        >
          {t('opsPay.payment.paying')}
        </List.Item>
        {payment.orderStatus ? (
          <List.Item
            extra={
              <span data-testid="payment-order-status">
                <OrderStatusTag status={payment.orderStatus} />
              </span>
            }
          >
            {t('opsPay.payment.orderStatus')}
          </List.Item>
        ) : null}
        <List.Item extra={payment.payer.nickname || payment.payer.uid} description={t('opsPay.uid', { uid: payment.payer.uid })}>
          {t('opsPay.payment.payer')}
        </List.Item>
        <List.Item extra={t(`opsPay.method.${payment.method}`)}>{t('opsPay.payment.method')}</List.Item>
        <List.Item extra={t(`opsPay.provider.${payment.provider}`)}>{t('opsPay.payment.provider')}</List.Item>
        <List.Item
          description={
            <span className={styles.mono} data-testid="payment-provider-ref">
              {payment.providerRef ?? t('opsPay.payment.none')}
            </span>
          }
          extra={payment.providerRef ? <CopyButton text={payment.providerRef} label={t('opsPay.payment.providerRef')} /> : undefined}
        >
          {t('opsPay.payment.providerRef')}
        </List.Item>
        {payment.failure ? <List.Item description={<span className={styles.text}>{payment.failure}</span>}>{t('opsPay.payment.failure')}</List.Item> : null}
        <List.Item extra={formatDate(payment.createdAt)}>{t('opsPay.payment.createdAt')}</List.Item>
        {payment.expiresAt ? <List.Item extra={formatDate(payment.expiresAt)}>{t('opsPay.payment.expiresAt')}</List.Item> : null}
      </List>

      <Amounts payment={payment} />

      <Transfers payment={payment} />
      <Movements payment={payment} />

      <List header={t('opsPay.payment.events')} className={styles.section}>
        {payment.events.length === 0 ? <List.Item>{t('opsPay.payment.noEvents')}</List.Item> : null}
        {payment.events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </List>

      {canRefund(payment) && refundRequested ? (
        <div className={styles.actionBar}>
          <div className={styles.actionHint} role="status" data-testid="refund-requested">
            <DotLoading /> {t('opsPay.refund.waiting')}
          </div>
        </div>
      ) : null}
      {canRefund(payment) && !refundRequested ? (
        <div className={styles.actionBar}>
          <p className={styles.actionHint}>{t('opsPay.payment.refundHint')}</p>
          <Button block size="large" color="danger" fill="outline" onClick={() => setRefunding(true)}>
            {t('opsPay.payment.refund')}
          </Button>
          {refunding ? <RefundSheet payment={payment} onClose={closeRefund} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function PaymentMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.notFound} role="alert">
      <ErrorBlock status="empty" title={t('opsPay.payment.notFound')} description={t('opsPay.payment.notFoundText')} />
      <div className={styles.button}>
        <Button block color="primary" fill="outline" onClick={() => void navigate('/ops/payments', { replace: true })}>
          {t('opsPay.payment.backToList')}
        </Button>
      </div>
    </div>
  );
}

export default function PaymentDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // A refund the provider must confirm: the payment is asked again until its order is no longer refundable.
  const [refundRequested, setRefundRequested] = useState(false);
  const payment = useQuery(paymentQuery(id, (data) => refundRequested && canRefund(data)));
  return (
    <LoadedPage
      title={t('opsPay.payment.title')}
      backTo="/ops/payments"
      query={payment}
      failure={(error) => (isPaymentMissing(error) ? <PaymentMissing /> : null)}
    >
      {(data) => <PaymentDetail payment={data} refundRequested={refundRequested} onRefundRequested={() => setRefundRequested(true)} />}
    </LoadedPage>
  );
}
