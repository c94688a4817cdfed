// /payment/success/:id: where the buyer lands after sending a voucher, or after an order was
// delivered: what happened to the order, and the ways on (the order, its cards or its vouchers, my
// orders, the mall). The order is read again, so it says what is true now.
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@panel/domain/contract/orders';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { moneyText } from '../../shared/money/money-amount';
import { OrderLoaded } from './order-loaded';
import { orderDetailQuery } from './orders-api';
import styles from './orders.module.css';
import './locales';

function Outcome({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const delivered = order.status === 'DELIVERED';
  const waiting = order.status === 'CONFIRMINGPAYMENT';
  const title = delivered ? t('orders.success.deliveredTitle') : waiting ? t('orders.success.voucherTitle') : t('orders.success.otherTitle');
  const text = delivered
    ? t('orders.success.deliveredText', { count: order.quantity })
    : waiting
      ? t('orders.success.voucherText')
      : t(`orderParts.status.${order.status}`);
  const go = (path: string) => () => void navigate(path);
  return (
    <div className={styles.result} data-status={order.status}>
      <Result
        status={delivered ? 'success' : waiting ? 'waiting' : 'info'}
        title={title}
        description={
          <>
            <span className={styles.block}>{text}</span>
            <span className={styles.block}>
              {order.name} · {moneyText(order.amount, order.currency)}
            </span>
          </>
        }
      />
      <div className={styles.resultActions}>
        {delivered ? (
          <Button block color="primary" size="large" onClick={go(`/order/cardList/${order.id}`)}>
            {t('orders.success.viewCards')}
          </Button>
        ) : null}
        <Button block color="primary" size="large" fill={delivered ? 'outline' : 'solid'} onClick={go(`/payment/detail/${order.id}`)}>
          {t('orders.success.viewOrder')}
        </Button>
        {order.vouchers > 0 && !delivered ? (
          <Button block color="primary" fill="outline" className={styles.tall} onClick={go(`/order/paymentVouchers/${order.id}`)}>
            {t('orders.success.viewVouchers')}
          </Button>
        ) : null}
        <Button block fill="outline" className={styles.tall} onClick={go('/order')}>
          {t('orders.success.myOrders')}
        </Button>
        <Button block fill="none" className={styles.tall} onClick={go('/mall')}>
          {t('orders.success.mall')}
        </Button>
      </div>
    </div>
  );
}

export default function PaymentSuccessScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(orderDetailQuery(id));
  return (
    <LocalizedUi>
      <Page title={t('orders.success.title')} backTo="/order">
        <OrderLoaded query={query}>{(order) => <Outcome order={order} />}</OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
