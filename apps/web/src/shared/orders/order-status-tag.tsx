// The status of an order and of a payment voucher as a coloured tag, the same on the buyer's and the
// seller's screens.
import Tag from 'antd-mobile/es/components/tag';
import type { OrderStatus } from '@panel/domain/constants';
import type { VoucherStatus } from '@panel/domain/contract/orders';
import { useTranslation } from 'react-i18next';
import './locales';

type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** Waiting on someone: warning; under way: primary; done well: success; ended otherwise: default or danger. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, TagColor> = {
  WAITINGPAYMENT: 'warning',
  PAYMENTFAILED: 'danger',
  PAYING: 'primary',
  CONFIRMINGPAYMENT: 'primary',
  PAYMENTSUCCESS: 'primary',
  DELIVERING: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'default',
  CHARGEBACK: 'danger',
  REFUND: 'default',
};

export const VOUCHER_STATUS_COLOR: Record<VoucherStatus, TagColor> = { WAITING: 'warning', CONFIRMED: 'success', REJECTED: 'danger' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_STATUS_COLOR[status]} data-status={status}>
      {t(`orderParts.status.${status}`)}
    </Tag>
  );
}

export function VoucherStatusTag({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={VOUCHER_STATUS_COLOR[status]} fill="outline" data-status={status}>
      {t(`orderParts.voucherStatus.${status}`)}
    </Tag>
  );
}
