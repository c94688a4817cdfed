// /generate/recent: the caller's latest generations (the first page of the records) with their
// state and progress, asked again while one is running; the way to every record and to a new one.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecentTasks } from '../../shared/stock-work/recent-tasks';
import { recentRecordsQuery } from './codes-api';
import { RecordRow } from './codes-ui';
import './locales';

export default function RecentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(recentRecordsQuery);
  return (
    <RecentTasks
      query={query}
      title={t('codes.recent.title')}
      backTo="/generate"
      empty={{ title: t('codes.recent.emptyTitle'), text: t('codes.recent.emptyText') }}
      start={{ label: t('codes.recent.start'), to: '/generate' }}
      all={{ label: t('codes.recent.all'), to: '/generate/list' }}
      listId="recent-records"
      row={(record) => <RecordRow key={record.id} record={record} onOpen={() => void navigate(`/generate/detail/${record.taskId}`)} />}
    />
  );
}
