// /ops/topups: VCoin top-ups by bank transfer, by status: the ones waiting for review first (oldest
// first, as the server gives them), then waiting for a voucher, confirmed and rejected. Each row
// shows the user, the payment reference, the amount reported (and received) and when, tagged when
// its voucher carries a file already sent as proof. Pull to refresh, more on scrolling; the tab
// lives in the address, so coming back shows the same one.
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpsTopUp } from '@panel/domain/contract/ops';
import { formatDate, formatVcoin } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { OPS_TOP_UP_TABS, topUpsQuery, type OpsTopUpTab } from './ops-api';
import styles from './ops.module.css';
import './locales';

/** The tab in the address (?status=CONFIRMED); the waiting ones by default. */
export function topUpTabOf(params: URLSearchParams): OpsTopUpTab {
  const status = params.get('status');
  return (OPS_TOP_UP_TABS as readonly string[]).includes(status ?? '') ? (status as OpsTopUpTab) : 'WAITING_REVIEW';
}

function TopUpRow({ topUp, onOpen }: { topUp: OpsTopUp; onOpen: () => void }) {
  const { t } = useTranslation();
  const amount = topUp.receivedAmount ?? topUp.amount;
  return (
    <List.Item
      onClick={onOpen}
      data-testid="ops-topup-row"
      description={
        <span className={styles.rowMain}>
          <span className={styles.rowSub}>
            {topUp.reference} · {formatDate(topUp.voucherAt ?? topUp.createdAt)}
          </span>
          {topUp.receivedAmount !== null && topUp.receivedAmount !== topUp.amount ? (
            <span className={styles.rowSub}>{t('ops.topups.reported', { amount: `${formatVcoin(topUp.amount)} VCoin` })}</span>
          ) : null}
          {topUp.reused ? (
            <Tag className={styles.rowTag} color="danger" fill="outline" data-testid="ops-topup-reused-tag">
              {t('ops.topups.reusedTag')}
            </Tag>
          ) : null}
        </span>
      }
      extra={<span className={styles.amount}>{formatVcoin(amount)} VCoin</span>}
    >
      <span className={styles.rowTitle}>
        {topUp.user.nickname || topUp.user.uid} <span className={styles.rowSub}>{t('ops.topup.uid', { uid: topUp.user.uid })}</span>
      </span>
    </List.Item>
  );
}

export default function TopUpListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = topUpTabOf(params);
  const query = useInfiniteQuery(topUpsQuery(status));

  return (
    <LocalizedUi>
      <Page title={t('ops.topups.title')} backTo="/ops">
        <Tabs activeKey={status} onChange={(key) => setParams({ status: key }, { replace: true })} className={styles.tabs}>
          {OPS_TOP_UP_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`ops.topups.tabs.${key}`)} />
          ))}
        </Tabs>
        <ListRows>
          <PagedList
            query={query}
            renderItem={(topUp: OpsTopUp) => <TopUpRow key={topUp.id} topUp={topUp} onOpen={() => void navigate(`/ops/topups/${topUp.id}`)} />}
            summary={(total) => t('ops.topups.total', { count: total })}
            emptyTitle={t(`ops.topups.empty.${status}`)}
            emptyDescription={t(`ops.topups.emptyText.${status}`)}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
