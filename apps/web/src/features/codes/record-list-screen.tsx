// /generate/list: every generation of the caller, newest first, with infinite scroll and pull to
// refresh; a running one is followed until it is done.
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CodeRecord } from '@panel/domain/contract/codes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { codeRecordsQuery } from './codes-api';
import { RecordRow } from './codes-ui';
import './locales';

export default function RecordListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(codeRecordsQuery);
  return (
    <LocalizedUi>
      <Page title={t('codes.list.title')} backTo="/generate/recent">
        <PagedList
          query={query}
          summary={(total) => t('codes.list.total', { count: total })}
          renderItem={(record: CodeRecord) => <RecordRow key={record.id} record={record} onOpen={() => void navigate(`/generate/detail/${record.taskId}`)} />}
          emptyTitle={t('codes.list.emptyTitle')}
          emptyDescription={t('codes.list.emptyText')}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/generate')}>
              {t('codes.recent.start')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
