// One order in a list (/order for the buyer, /sale/orderList for the seller): the listing's picture
// and name, the status, the other party, quantity and price, the amount, when it was placed, and the
// flags that ask for attention (the pay-by countdown, a rejected voucher, vouchers to review).
import Tag from 'antd-mobile/es/components/tag';
import type { OrderItem } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { CdnPicture } from '../../components/cdn-picture';
import { moneyText } from '../money/money-amount';
import { OrderStatusTag } from './order-status-tag';
import { PayWithin } from './pay-within';
import './orders.css';
import './locales';

/** A listing's picture in an order (public, from the CDN). */
export function OrderPicture({ picture, name, size = 56 }: { picture: string | null; name: string; size?: number }) {
  return <CdnPicture className="order-picture" picture={picture} name={name} size={size} />;
}

type OrderRowProps = {
  order: OrderItem;
  /** Whom the row names: the store (the buyer's list) or the buyer (the seller's list). */
  party: 'store' | 'buyer';
  onOpen: () => void;
};

export function OrderRow({ order, party, onOpen }: OrderRowProps) {
  const { t } = useTranslation();
  const who = party === 'store' ? (order.store.name ?? order.store.uid) : order.buyer.nickname || order.buyer.uid;
  return (
    <button type="button" className="order-row" onClick={onOpen} data-order={order.id} data-order-no={order.orderNo}>
      <OrderPicture picture={order.picture} name={order.name} />
      <span className="order-row__body">
        <span className="order-row__head">
          <span className="order-row__name">{order.name}</span>
          <OrderStatusTag status={order.status} />
        </span>
        <span className="order-row__meta">
          {who} · {t('orderParts.row.orderNo', { orderNo: order.orderNo })}
        </span>
        <span className="order-row__money">
          <span className="order-row__meta">
            {t('orderParts.row.quantityPrice', { quantity: order.quantity, price: moneyText(order.unitPrice, order.currency) })}
          </span>
          <span className="order-row__amount">{moneyText(order.amount, order.currency)}</span>
        </span>
        <span className="order-row__foot">
          <span className="order-row__meta">{formatDate(order.createdAt)}</span>
          <PayWithin payBy={order.payBy} />
        </span>
        {order.hasRejectedVoucher || (party === 'buyer' && order.vouchersWaiting > 0) ? (
          <span className="order-row__flags">
            {order.hasRejectedVoucher ? (
              <Tag color="danger" fill="outline" data-testid="rejected-flag">
                {t('orderParts.rejectedFlag')}
              </Tag>
            ) : null}
            {party === 'buyer' && order.vouchersWaiting > 0 ? (
              <Tag color="warning" fill="outline">
                {t('orderParts.vouchersWaiting', { count: order.vouchersWaiting })}
              </Tag>
            ) : null}
          </span>
        ) : null}
      </span>
    </button>
  );
}
