// The notice of a voucher the seller rejected, with the reason they gave, on the order and on the
// page where the buyer sends another one: shown while the order takes another voucher and none waits.
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import type { OrderDetailResponse } from '@panel/domain/contract/orders';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';
import './locales';

/** The seller's reason for the last voucher they rejected (the order's history keeps it). */
export const rejectionReasonOf = (events: OrderDetailResponse['events']) =>
  events.findLast((event) => event.reason === 'VOUCHER_REJECTED')?.note?.trim() || null;

/** Says that the seller rejected a voucher and why, while another can be sent. */
export function RejectedVoucherNotice({ order }: { order: OrderDetailResponse }) {
  const { t } = useTranslation();
  if (!order.hasRejectedVoucher || order.vouchersWaiting > 0 || !order.actions.includes('UPLOAD_VOUCHER')) return null;
  const reason = rejectionReasonOf(order.events);
  return (
    <NoticeBar
      className={styles.notice}
      color="error"
      wrap
      content={<span data-testid="rejected-voucher">{reason ? t('orders.detail.rejectedBecause', { reason }) : t('orders.detail.rejected')}</span>}
    />
  );
}
