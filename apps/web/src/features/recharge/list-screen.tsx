// /recharge/list: every recharge of the caller, newest first, all or in progress or completed (the
// filter is kept in the address as ?status=), with infinite scroll and pull to refresh; a running
// one is followed until it is done.
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RechargeSummary } from '@panel/domain/contract/recharge';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { rechargeListQuery, type RechargeFilter } from './recharge-api';
import { RechargeRow } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

const FILTERS = ['IN_PROGRESS', 'COMPLETED'] as const;
const ALL = 'ALL';

const asFilter = (value: string | null): RechargeFilter => ((FILTERS as readonly string[]).includes(value ?? '') ? (value as RechargeFilter) : '');

export default function ListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = asFilter(params.get('status'));
  const query = useInfiniteQuery(rechargeListQuery(status));
  return (
    <LocalizedUi>
      <Page title={t('recharge.list.title')} backTo="/recharge/recent">
        <Tabs className={styles.tabs} activeKey={status || ALL} onChange={(key) => setParams(key === ALL ? {} : { status: key }, { replace: true })}>
          <Tabs.Tab key={ALL} title={t('recharge.list.all')} />
          {FILTERS.map((filter) => (
            <Tabs.Tab key={filter} title={t(`recharge.list.${filter}`)} />
          ))}
        </Tabs>
        <PagedList
          key={status}
          query={query}
          summary={(total) => t('recharge.list.total', { count: total })}
          renderItem={(recharge: RechargeSummary) => (
            <RechargeRow key={recharge.taskId} recharge={recharge} onOpen={() => void navigate(`/recharge/detail/${encodeURIComponent(recharge.taskId)}`)} />
          )}
          emptyTitle={t('recharge.list.emptyTitle')}
          emptyDescription={t('recharge.list.emptyText')}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/recharge')}>
              {t('recharge.recent.start')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
