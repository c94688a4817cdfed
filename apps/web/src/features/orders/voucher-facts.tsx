// A voucher's amounts and reason: the amount reported, the amount the seller confirmed receiving,
// or the seller's reason for rejecting it.
import type { Voucher } from '@panel/domain/contract/orders';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../shared/money/money-amount';
import styles from './orders.module.css';
import './locales';

/** The amounts and the reason of a voucher, as rows of label and value. */
export function VoucherFacts({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const money = (amount: string) => moneyText(amount, voucher.currency);
  return (
    <dl className={styles.facts}>
      <dt>{t('orders.vouchers.reported')}</dt>
      <dd>{voucher.amount ? money(voucher.amount) : t('orders.vouchers.notReported')}</dd>
      {voucher.status === 'CONFIRMED' && voucher.receivedAmount ? (
        <>
          <dt>{t('orders.vouchers.received')}</dt>
          <dd className={styles.received} data-testid="voucher-received">
            {money(voucher.receivedAmount)}
          </dd>
        </>
      ) : null}
      {voucher.status === 'REJECTED' && voucher.rejectReason ? (
        <>
          <dt>{t('orders.vouchers.reason')}</dt>
          <dd className={styles.reason} data-testid="voucher-reason">
            {voucher.rejectReason}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
