// /generate/recent: the caller's latest generations (the first page of the records) with their
// state and progress, asked again while one is running; the way to every record and to a new one.
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
import { recentRecordsQuery } from './codes-api';
import { RecordRow } from './codes-ui';
import styles from './codes.module.css';
import './locales';

export default function RecentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(recentRecordsQuery);
  let body;
  if (query.isPending) body = <PageLoading variant="list" />;
  else if (query.isError) body = <PageError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.list.length === 0)
    body = (
      <div className={styles.state} data-testid="recent-empty">
        <ErrorBlock status="empty" title={t('codes.recent.emptyTitle')} description={t('codes.recent.emptyText')} />
        <Button color="primary" className={styles.tall} onClick={() => void navigate('/generate')}>
          {t('codes.recent.start')}
        </Button>
      </div>
    );
  else
    body = (
      <Refreshable onRefresh={() => query.refetch()}>
        <div data-testid="recent-records">
          {query.data.list.map((record) => (
            <RecordRow key={record.id} record={record} onOpen={() => void navigate(`/generate/detail/${record.taskId}`)} />
          ))}
        </div>
        <div className={styles.links}>
          <Button fill="outline" className={styles.tall} onClick={() => void navigate('/generate/list')}>
            {t('codes.recent.all')}
          </Button>
          <Button color="primary" className={styles.tall} onClick={() => void navigate('/generate')}>
            {t('codes.recent.start')}
          </Button>
        </div>
      </Refreshable>
    );
  return (
    <LocalizedUi>
      <Page title={t('codes.recent.title')} backTo="/generate">
        {body}
      </Page>
    </LocalizedUi>
  );
}
