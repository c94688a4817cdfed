// /recharge/result/:id: a recharge under way followed live (the task's progress), then each
// account's result as it comes: recharged with the new expiry, or the reason it failed in words
// from the error catalogue. Leaving is safe: the recharge goes on and stays under Records.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { RECHARGE_KEY, rechargeDetailQuery } from './recharge-api';
import { CardLine, Counts, isMissingRecharge, RechargeMissing, ResultRow } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

/** Every account's result, asked again while the recharge runs. */
function Results({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(rechargeDetailQuery(taskId));
  if (query.isPending) return <PageLoading variant="list" />;
  if (query.isError)
    return isMissingRecharge(query.error) ? (
      <RechargeMissing />
    ) : (
      <PageError
        error={query.error}
        description={query.error instanceof ApiError ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const recharge = query.data;
  return (
    <>
      <List className={styles.section}>
        <CardLine card={recharge.card} />
        <List.Item description={<Counts recharge={recharge} />}>{t('recharge.perAccount', { count: recharge.quantity })}</List.Item>
      </List>
      <List header={t('recharge.result.accounts')} className={styles.section}>
        <div data-testid="results">
          {recharge.items.map((item) => (
            <ResultRow key={item.account} item={item} />
          ))}
        </div>
      </List>
      <div className={styles.links}>
        <Button
          fill="outline"
          className={styles.tall}
          onClick={() => void navigate(`/recharge/detail/${encodeURIComponent(taskId)}`)}
          data-testid="open-detail"
        >
          {t('recharge.result.detail')}
        </Button>
        <Button color="primary" className={styles.tall} onClick={() => void navigate('/recharge')}>
          {t('recharge.result.again')}
        </Button>
      </div>
    </>
  );
}

export default function ResultScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { task } = useTaskProgress(id);
  const finished = task ? isFinished(task.state) : false;
  // Once finished the results, the recharges and the card's free units have changed.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: RECHARGE_KEY });
  }, [finished, queryClient]);
  return (
    <LocalizedUi>
      <Page title={t('recharge.result.title')} backTo="/recharge/recent">
        <p className={styles.intro}>{t('recharge.result.intro')}</p>
        <div className={styles.progress}>
          <TaskProgress id={id} />
        </div>
        <Results taskId={id} />
      </Page>
    </LocalizedUi>
  );
}
