// /me/VCoinList/:id: one record in full: its type, the signed amount, the balance after it, the
// other user (nickname and UID), the order it paid or was paid by (opening the buyer's or, for
// income, the seller's view of it), the note, the time and the ledger transaction's id (copyable,
// for support). A record that is not the caller's, or does not exist, says so.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { VcoinRecordDetail } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { CopyableValue } from '../../shared/orders/copy-text';
import { vcoinLabel } from '../../shared/wallet/vcoin-label';
import { walletRecordQuery } from '../../shared/wallet/wallet-api';
import { PartyCard } from './party-card';
import { recordOrderPath, recordRowView } from './wallet-rules';
import styles from './wallet.module.css';
import './locales';

const MISSING_CODES: readonly number[] = [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.PARAM_ERROR];

function RecordDetail({ record }: { record: VcoinRecordDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = recordRowView(record);
  const orderPath = recordOrderPath(record);
  const party = record.counterparty;
  return (
    <>
      <section className={styles.hero} aria-label={t('wallet.detail.amount')}>
        <span className={styles.meta}>{t(`wallet.types.${record.type}`)}</span>
        <p className={view.direction === 'credit' ? `${styles.heroAmount} ${styles.credit}` : styles.heroAmount} data-testid="record-amount">
          {view.amount}
        </p>
      </section>
      <List className={styles.section}>
        <List.Item extra={t(`wallet.types.${record.type}`)}>{t('wallet.detail.type')}</List.Item>
        <List.Item extra={<span className={styles.value}>{vcoinLabel(view.amount)}</span>}>{t('wallet.detail.amount')}</List.Item>
        <List.Item
          extra={
            <span className={styles.value} data-testid="record-balance-after">
              {vcoinLabel(record.balanceAfter)}
            </span>
          }
        >
          {t('wallet.detail.balanceAfter')}
        </List.Item>
        <List.Item extra={view.time}>{t('wallet.detail.time')}</List.Item>
      </List>
      <List className={styles.section}>
        <List.Item extra={party ? <PartyCard party={party} /> : t('wallet.list.platform')} data-testid="record-counterparty">
          {t('wallet.detail.counterparty')}
        </List.Item>
        {record.order && orderPath ? (
          <List.Item arrow extra={<span className={styles.link}>{record.order.orderNo}</span>} onClick={() => void navigate(orderPath)}>
            {t('wallet.detail.order')}
          </List.Item>
        ) : null}
        {record.note ? <List.Item extra={<span className={styles.value}>{record.note}</span>}>{t('wallet.detail.note')}</List.Item> : null}
        <List.Item extra={<CopyableValue text={record.transactionId} label={t('wallet.detail.transactionId')} testId="record-transaction" />}>
          {t('wallet.detail.transactionId')}
        </List.Item>
      </List>
    </>
  );
}

export default function RecordDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery(walletRecordQuery(id));
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) {
    const error = query.error;
    body =
      error instanceof ApiError && MISSING_CODES.includes(error.code) ? (
        <div className={styles.state}>
          <ErrorBlock status="empty" title={t('wallet.detail.missingTitle')} description={t('wallet.detail.missingText')} />
          <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate('/me/VCoinList', { replace: true })}>
            {t('wallet.detail.backToList')}
          </Button>
        </div>
      ) : (
        <PageError
          error={query.error}
          description={error instanceof ApiError ? error.message : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else body = <RecordDetail record={query.data} />;
  return (
    <LocalizedUi>
      <Page title={t('wallet.detail.title')} backTo="/me/VCoinList">
        {body}
      </Page>
    </LocalizedUi>
  );
}
