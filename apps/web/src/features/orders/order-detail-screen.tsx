// /payment/detail/:id: my order in full: what, from which store, the status and the pay-by
// countdown, the order number (copyable), the amounts (order, paid, due, unit price, quantity,
// currency), payment method and currency, the dates, the history, a link to the product as bought,
// the seller's reason when they cancelled it, and the next steps the order allows (its `actions`, from the domain's buyerActions): bank details,
// upload a voucher, cancel (after a confirmation), the vouchers, the cards.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery } from '@tanstack/react-query';
import type { PaymentType } from '@panel/domain/constants';
import type { OrderDetailResponse } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import type { BuyerAction } from '@panel/domain/orders';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { Page } from '../../components/page';
import { CopyableValue } from '../../shared/orders/copy-text';
import { OrderAmounts } from '../../shared/orders/order-amounts';
import { OrderEvents } from '../../shared/orders/order-events';
import { ReversalNotice } from '../../shared/orders/reversal-notice';
import { OrderPicture } from '../../shared/orders/order-row';
import { OrderStatusTag } from '../../shared/orders/order-status-tag';
import { PayWithin } from '../../shared/orders/pay-within';
import { OrderLoaded } from './order-loaded';
import { orderDetailQuery, useCancelOrder } from './orders-api';
import { RejectedVoucherNotice } from './rejected-voucher';
import styles from './orders.module.css';
import './locales';

/** Where a payment of each type is made (spec section 2: the payment routes): online on the methods page, crypto on its own. */
const PAY_PATH: Record<PaymentType, (id: string) => string> = {
  OFFLINE: (id) => `/bankInfo/${id}`,
  VCOIN: (id) => `/payment/vcoin/${id}`,
  ONLINE: (id) => `/payment/online/${id}`,
  CRYPTO: (id) => `/payment/crypto/${id}`,
};

/** The action that moves the order on is the screen's main button; the others are outlined. */
const MAIN_ACTIONS: readonly BuyerAction[] = ['PAY', 'UPLOAD_VOUCHER', 'VIEW_CARDS'];

function OrderActions({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();

  const confirmCancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('orders.detail.cancelTitle'),
      content: t('orders.detail.cancelText'),
      confirmText: <span className={styles.danger}>{t('orders.detail.cancelConfirm')}</span>,
      cancelText: t('orders.detail.cancelKeep'),
    });
    if (!confirmed) return;
    await cancel.submit(order.id, { onSuccess: () => notify(t('orders.detail.cancelled')) });
  };

  const go = (action: BuyerAction) => {
    switch (action) {
      case 'PAY':
        return void navigate(PAY_PATH[order.paymentType](order.id));
      case 'BANK_INFO':
        return void navigate(`/bankInfo/${order.id}`);
      case 'UPLOAD_VOUCHER':
        return void navigate(`/voucherPayment/${order.id}`);
      case 'CANCEL':
        return void confirmCancel().catch(showFailure);
      case 'VIEW_VOUCHERS':
        return void navigate(`/order/paymentVouchers/${order.id}`);
      case 'VIEW_CARDS':
        return void navigate(`/order/cardList/${order.id}`);
    }
  };

  if (order.actions.length === 0) return null;
  return (
    <div className={styles.actions} data-testid="order-actions">
      {order.actions.map((action) => (
        <Button
          key={action}
          className={styles.tall}
          block
          color={action === 'CANCEL' ? 'danger' : 'primary'}
          fill={MAIN_ACTIONS.includes(action) ? 'solid' : 'outline'}
          loading={action === 'CANCEL' && cancel.isPending}
          onClick={() => go(action)}
        >
          {action === 'PAY' && (order.paymentType === 'ONLINE' || order.paymentType === 'CRYPTO')
            ? t(`orders.detail.payWith.${order.paymentType}`)
            : t(`orders.detail.action.${action}`)}
        </Button>
      ))}
      <OutcomeUnknown call={cancel} />
    </div>
  );
}

function OrderDetail({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dates = (
    [
      ['createdAt', order.createdAt],
      ['paidAt', order.paidAt],
      ['completedAt', order.completedAt],
      ['cancelledAt', order.cancelledAt],
    ] as const
  ).filter(([, at]) => at !== null);

  return (
    <>
      <div className={styles.hero} data-status={order.status}>
        <OrderPicture picture={order.picture} name={order.name} size={64} />
        <div className={styles.heroBody}>
          <h2 className={styles.heroTitle}>{order.name}</h2>
          <div className={styles.heroMeta}>
            <OrderStatusTag status={order.status} />
            <PayWithin payBy={order.payBy} />
          </div>
          <div className={styles.muted}>{order.store.name ?? order.store.uid}</div>
        </div>
      </div>
      {order.status === 'CONFIRMINGPAYMENT' ? <NoticeBar className={styles.notice} color="info" wrap content={t('orders.detail.waitingSeller')} /> : null}
      <RejectedVoucherNotice order={order} />

      {order.cancelReason ? (
        <NoticeBar
          className={styles.notice}
          color="alert"
          wrap
          content={
            <span data-testid="cancel-reason">
              {t('orders.detail.cancelledBySeller')} <strong>{order.cancelReason}</strong>
            </span>
          }
        />
      ) : null}

      <ReversalNotice events={order.events} view="BUYER" className={styles.notice} />

      <OrderActions order={order} />

      <List header={t('orders.detail.details')} className={styles.section}>
        <List.Item extra={<CopyableValue text={order.orderNo} label={t('orders.detail.orderNo')} testId="order-no" />}>{t('orders.detail.orderNo')}</List.Item>
        <List.Item extra={order.store.name ?? order.store.uid}>{t('orders.detail.store')}</List.Item>
        <List.Item extra={t(`orderParts.paymentType.${order.paymentType}`)}>{t('orders.detail.paymentMethod')}</List.Item>
        <List.Item extra={order.paymentCurrency}>{t('orders.detail.paymentCurrency')}</List.Item>
        <List.Item arrow onClick={() => void navigate(`/payment/snapshot/${order.id}`)}>
          {t('orders.detail.snapshot')}
        </List.Item>
      </List>

      <OrderAmounts order={order} className={styles.section} />

      <List header={t('orders.detail.dates')} className={styles.section}>
        {dates.map(([key, at]) => (
          <List.Item key={key} extra={formatDate(at!)}>
            {t(`orders.detail.${key}`)}
          </List.Item>
        ))}
      </List>

      <OrderEvents events={order.events} currency={order.currency} className={styles.section} />
    </>
  );
}

export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(orderDetailQuery(id));
  return (
    <LocalizedUi>
      <Page title={t('orders.detail.title')} backTo="/order">
        <OrderLoaded query={query}>{(order) => <OrderDetail order={order} />}</OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
