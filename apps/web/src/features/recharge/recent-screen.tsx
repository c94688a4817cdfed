// /recharge/recent: the caller's latest recharges (the first page of the list) with their state and
// counts, asked again while one runs; the way to every recharge and to a new one.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { recentRechargesQuery } from './recharge-api';
import { RechargeRow } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

export default function RecentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(recentRechargesQuery);
  const start = (
    <Button color="primary" className={styles.tall} onClick={() => void navigate('/recharge')}>
      {t('recharge.recent.start')}
    </Button>
  );
  let body;
  if (query.isPending) body = <PageLoading variant="list" />;
  else if (query.isError) body = <PageError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.list.length === 0)
    body = (
      <div className={styles.state} data-testid="recent-empty">
        <ErrorBlock status="empty" title={t('recharge.recent.emptyTitle')} description={t('recharge.recent.emptyText')} />
        {start}
      </div>
    );
  else
    body = (
      <Refreshable onRefresh={() => query.refetch()}>
        <div data-testid="recent-recharges">
          {query.data.list.map((recharge) => (
            <RechargeRow key={recharge.taskId} recharge={recharge} onOpen={() => void navigate(`/recharge/detail/${encodeURIComponent(recharge.taskId)}`)} />
          ))}
        </div>
        <div className={styles.links}>
          <Button fill="outline" className={styles.tall} onClick={() => void navigate('/recharge/list')}>
            {t('recharge.recent.all')}
          </Button>
          {start}
        </div>
      </Refreshable>
    );
  return (
    <LocalizedUi>
      <Page title={t('recharge.recent.title')} backTo="/recharge">
        {body}
      </Page>
    </LocalizedUi>
  );
}
