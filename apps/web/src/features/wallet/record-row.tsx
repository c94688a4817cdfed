// One record in /me/VCoinList: its type, the other user or the order (the platform when neither),
// the time, and the signed amount (green for money in, plain for money out); it opens the record.
import type { VcoinRecord } from '@panel/domain/contract/wallet';
import { useTranslation } from 'react-i18next';
import { recordRowView } from './wallet-rules';
import styles from './wallet.module.css';
import './locales';

export function RecordRow({ record, onOpen }: { record: VcoinRecord; onOpen: () => void }) {
  const { t } = useTranslation();
  const view = recordRowView(record);
  const parts = [view.counterparty, view.orderNo ? t('wallet.list.orderNo', { orderNo: view.orderNo }) : null].filter(Boolean);
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-record={record.id} data-type={record.type}>
      <span className={styles.rowBody}>
        <span className={styles.rowType}>{t(`wallet.types.${record.type}`)}</span>
        <span className={styles.meta}>{parts.length > 0 ? parts.join(' · ') : t('wallet.list.platform')}</span>
        <span className={styles.meta}>{view.time}</span>
      </span>
      <span
        className={view.direction === 'credit' ? `${styles.amount} ${styles.credit}` : styles.amount}
        data-direction={view.direction}
        data-testid="record-amount"
      >
        {view.amount}
      </span>
    </button>
  );
}
