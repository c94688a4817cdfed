// /sale/orderDetail/{id}: one order of the store in full for its seller: the listing, the status
// and pay-by countdown, the buyer, the amounts (unit price, quantity, paid, due), the payment, the
// dates, the vouchers the buyer sent (each opens its review), and the history. A voucher waiting is
// offered for review first; while the payment can be confirmed without one (the server's canConfirm:
// none waits), "confirm payment" asks first with the spec's warning (confirming without having
// received the payment delivers the order), then takes the amount received (the due by default).
// While nothing is paid (the server's canCancel), "cancel order" asks for the reason the buyer reads.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse, Voucher } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProfileAvatar } from '../../components/profile-avatar';
import { moneyText } from '../../shared/money/money-amount';
import { CopyableValue } from '../../shared/orders/copy-text';
import { OrderAmounts } from '../../shared/orders/order-amounts';
import { OrderEvents } from '../../shared/orders/order-events';
import { ReversalNotice } from '../../shared/orders/reversal-notice';
import { OrderPicture } from '../../shared/orders/order-row';
import { OrderStatusTag, VoucherStatusTag } from '../../shared/orders/order-status-tag';
import { PayWithin } from '../../shared/orders/pay-within';
import { CancelOrderSheet, confirmWithoutVoucher, ReceivedAmountSheet } from './sale-actions';
import { SalePage } from './sale-page';
import { saleOrderQuery, saleVouchersQuery } from './sales-api';
import styles from './sales.module.css';
import './locales';

function Vouchers({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vouchers = useQuery(saleVouchersQuery(order.id));
  const row = (voucher: Voucher) => (
    <List.Item
      key={voucher.id}
      data-voucher={voucher.id}
      onClick={() => void navigate(`/sale/voucherOrderDetail/${voucher.id}`)}
      extra={<VoucherStatusTag status={voucher.status} />}
      description={
        <span className={styles.voucherMeta}>
          <span>{t('sales.detail.voucherSent', { date: formatDate(voucher.createdAt) })}</span>
          {voucher.reused ? (
            <Tag color="danger" fill="outline">
              {t('sales.detail.reusedTag')}
            </Tag>
          ) : null}
        </span>
      }
      arrowIcon
    >
      {voucher.amount ? t('sales.detail.voucherAmount', { amount: moneyText(voucher.amount, voucher.currency) }) : t('sales.detail.voucherNoAmount')}
    </List.Item>
  );
  let body;
  if (vouchers.isPending) body = <List.Item>{t('common.loading')}</List.Item>;
  else if (vouchers.isError)
    body = (
      <List.Item
        extra={
          <Button size="small" fill="outline" color="primary" loading={vouchers.isFetching} onClick={() => void vouchers.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('sales.detail.vouchersFailed')}
      </List.Item>
    );
  else if (vouchers.data.length === 0) body = <List.Item>{t('sales.detail.vouchersEmpty')}</List.Item>;
  else body = [...vouchers.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(row);
  return (
    <List header={t('sales.detail.vouchers')} className={styles.section}>
      {body}
    </List>
  );
}

/** The voucher to review first: the oldest one still waiting. */
export function firstWaitingVoucher(vouchers: readonly Voucher[] | undefined): Voucher | undefined {
  return vouchers?.filter((voucher) => voucher.status === 'WAITING').sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
}

function OrderDetail({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<'confirm' | 'cancel' | null>(null);
  const waiting = firstWaitingVoucher(useQuery({ ...saleVouchersQuery(order.id), enabled: order.vouchersWaiting > 0 }).data);
  const dates: [string, string | null][] = [
    [t('sales.detail.createdAt'), order.createdAt],
    [t('sales.detail.payBy'), order.payBy],
    [t('sales.detail.paidAt'), order.paidAt],
    [t('sales.detail.completedAt'), order.completedAt],
    [t('sales.detail.cancelledAt'), order.cancelledAt],
  ];

  const onConfirm = async () => {
    if (await confirmWithoutVoucher(t)) setSheet('confirm');
  };

  return (
    <div className={styles.detail}>
      <section className={styles.head} aria-label={order.name}>
        <OrderPicture picture={order.picture} name={order.name} size={64} />
        <div className={styles.headText}>
          <h2 className={styles.headTitle}>{order.name}</h2>
          <div className={styles.headTags}>
            <OrderStatusTag status={order.status} />
            {order.hasRejectedVoucher ? (
              <Tag color="danger" fill="outline">
                {t('orderParts.rejectedFlag')}
              </Tag>
            ) : null}
          </div>
          <PayWithin payBy={order.payBy} />
        </div>
      </section>

      {order.reusedVoucher ? <NoticeBar className={styles.notice} color="alert" wrap content={t('sales.detail.reusedVoucher')} /> : null}
      <ReversalNotice events={order.events} view="SELLER" className={styles.notice} />

      <List className={styles.section}>
        <List.Item extra={<CopyableValue text={order.orderNo} label={t('sales.detail.orderNoLabel')} testId="order-no" />}>
          {t('sales.detail.orderNo')}
        </List.Item>
      </List>

      <List header={t('sales.detail.buyer')} className={styles.section}>
        <List.Item
          prefix={<ProfileAvatar picture={order.buyer.avatar} name={order.buyer.nickname} />}
          description={t('sales.detail.buyerUid', { uid: order.buyer.uid })}
        >
          <span data-testid="order-buyer">{order.buyer.nickname}</span>
        </List.Item>
      </List>

      <OrderAmounts order={order} className={styles.section}>
        <List.Item extra={t(`orderParts.paymentType.${order.paymentType}`)}>{t('sales.detail.paymentMethod')}</List.Item>
        <List.Item extra={order.paymentCurrency}>{t('sales.detail.paymentCurrency')}</List.Item>
      </OrderAmounts>

      <List header={t('sales.detail.dates')} className={styles.section}>
        {dates
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <List.Item key={label} extra={formatDate(value!)}>
              {label}
            </List.Item>
          ))}
      </List>

      {order.paymentType === 'OFFLINE' || order.vouchers > 0 ? <Vouchers order={order} /> : null}

      <OrderEvents events={order.events} currency={order.currency} className={styles.section} />

      {order.cancelReason ? (
        <List header={t('sales.detail.cancelReason')} className={styles.section}>
          <List.Item>
            <span className={styles.reason} data-testid="cancel-reason">
              {order.cancelReason}
            </span>
          </List.Item>
        </List>
      ) : null}

      {waiting || order.canConfirm || order.canCancel ? (
        <div className={styles.actionBar}>
          <p className={styles.actionHint}>
            {order.vouchersWaiting > 0
              ? t('sales.detail.reviewFirst', { count: order.vouchersWaiting })
              : order.canConfirm
                ? t('sales.detail.confirmHint')
                : t('sales.detail.cancelHint')}
          </p>
          <div className={[waiting, order.canConfirm, order.canCancel].filter(Boolean).length > 1 ? styles.actionPair : undefined}>
            {order.canCancel ? (
              <Button block color="danger" fill="outline" size="large" onClick={() => setSheet('cancel')}>
                {t('sales.detail.cancelOrder')}
              </Button>
            ) : null}
            {order.canConfirm ? (
              <Button block color="primary" fill={waiting ? 'outline' : 'solid'} size="large" onClick={() => void onConfirm()}>
                {t('sales.detail.confirmPayment')}
              </Button>
            ) : null}
            {waiting ? (
              <Button block color="primary" size="large" onClick={() => void navigate(`/sale/voucherOrderDetail/${waiting.id}`)}>
                {t('sales.detail.reviewVoucher')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {sheet === 'confirm' ? <ReceivedAmountSheet voucher={null} order={order} onClose={() => setSheet(null)} /> : null}
      {sheet === 'cancel' ? <CancelOrderSheet orderId={order.id} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

export default function SaleOrderDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useQuery(saleOrderQuery(id));
  return (
    <SalePage title={t('sales.detail.title')} backTo="/sale/orderList" query={order}>
      {(data) => <OrderDetail order={data} />}
    </SalePage>
  );
}
