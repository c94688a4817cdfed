// /generate/detail/:taskId: one generation: its record number, operator, time, card, format,
// quantity, the card's free stock after it, how many of its codes are activated and locked, the
// live progress while it runs, and the way to its codes. Another's record (or an unknown one) is
// 150004: the screen says it was not found.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeRecord } from '@panel/domain/contract/codes';
import { formatDate } from '@panel/domain/format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { TaskProgress } from '../../shared/task-progress/task-progress';
import { isFinished, useTaskProgress } from '../../shared/task-progress/use-task-progress';
import { CODES_KEY, codeRecordQuery } from './codes-api';
import { CardRow, isMissingRecord, RecordMissing, RecordProgress, StateTag } from './codes-ui';
import { ExportCodes } from './export-sheet';
import styles from './codes.module.css';
import './locales';

/** The live progress of a running generation; the record is asked again once it is finished. */
function LiveProgress({ taskId }: { taskId: string }) {
  const queryClient = useQueryClient();
  const { task } = useTaskProgress(taskId);
  const finished = task ? isFinished(task.state) : false;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: CODES_KEY });
  }, [finished, queryClient]);
  return <TaskProgress id={taskId} />;
}

function RecordDetail({ record }: { record: CodeRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const running = !isFinished(record.state);
  return (
    <div data-testid="record-detail">
      <List className={styles.section}>
        <List.Item extra={<span className={styles.value}>{record.recordNo}</span>}>{t('codes.detail.recordNo')}</List.Item>
        <List.Item extra={<span className={styles.value}>{`${record.operator.nickname} (${record.operator.uid})`}</span>}>
          {t('codes.detail.operator')}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{formatDate(record.createdAt)}</span>}>{t('codes.detail.time')}</List.Item>
        <List.Item extra={<StateTag state={record.state} />}>{t('codes.detail.progress')}</List.Item>
      </List>
      {running ? (
        // The task counts batches of a thousand codes: the codes-made bar below says how many codes.
        <section className={`${styles.started} ${styles.codesProgress}`}>
          <LiveProgress taskId={record.taskId} />
        </section>
      ) : null}
      <List className={styles.section}>
        <List.Item>
          <RecordProgress record={record} />
        </List.Item>
      </List>
      <List header={t('codes.detail.card')} className={styles.section}>
        <CardRow card={record.card} />
        <List.Item extra={t(`codes.format.${record.format}`)} description={t(`codes.formatHint.${record.format}`)}>
          {t('codes.detail.format')}
        </List.Item>
        <List.Item
          extra={
            <span className={styles.value} data-testid="record-quantity">
              {record.quantity}
            </span>
          }
        >
          {t('codes.detail.quantity')}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{record.stockAfter ?? t('codes.detail.stockPending')}</span>}>
          {t('codes.detail.stockAfter')}
        </List.Item>
        <List.Item
          extra={
            <span className={styles.value} data-testid="record-activated">
              {record.activated}
            </span>
          }
        >
          {t('codes.detail.activated')}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{record.locked}</span>}>{t('codes.detail.locked')}</List.Item>
      </List>
      <div className={styles.footer}>
        <Button block color="primary" size="large" className={styles.tall} onClick={() => void navigate(`/generate/cardNo/${record.taskId}`)}>
          {t('codes.detail.viewCodes')}
        </Button>
        <ExportCodes record={record} />
      </div>
    </div>
  );
}

export default function RecordDetailScreen() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const query = useQuery(codeRecordQuery(taskId));
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = isMissingRecord(query.error) ? (
      <RecordMissing />
    ) : (
      <PageError
        error={query.error}
        description={query.error instanceof ApiError ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <RecordDetail record={query.data} />;
  return (
    <LocalizedUi>
      <Page title={t('codes.detail.title')} backTo="/generate/recent">
        {body}
      </Page>
    </LocalizedUi>
  );
}
