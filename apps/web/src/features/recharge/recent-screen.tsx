// /recharge/recent: the caller's latest recharges (the first page of the list) with their state and
// counts, asked again while one runs; the way to every recharge and to a new one.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecentTasks } from '../../shared/stock-work/recent-tasks';
import { recentRechargesQuery } from './recharge-api';
import { RechargeRow } from './recharge-ui';
import './locales';

export default function RecentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(recentRechargesQuery);
  return (
    <RecentTasks
      query={query}
      title={t('recharge.recent.title')}
      backTo="/recharge"
      empty={{ title: t('recharge.recent.emptyTitle'), text: t('recharge.recent.emptyText') }}
      start={{ label: t('recharge.recent.start'), to: '/recharge' }}
      all={{ label: t('recharge.recent.all'), to: '/recharge/list' }}
      listId="recent-recharges"
      row={(recharge) => (
        <RechargeRow key={recharge.taskId} recharge={recharge} onOpen={() => void navigate(`/recharge/detail/${encodeURIComponent(recharge.taskId)}`)} />
      )}
    />
  );
}
