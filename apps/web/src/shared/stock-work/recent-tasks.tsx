// The page of a caller's latest tasks on a card's stock (/generate/recent, /recharge/recent): the
// list or, when there is none, the way to start one; below the list, the way to all of them and to
// a new one.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import styles from './stock-work.module.css';

type RecentTasksProps<T> = {
  query: UseQueryResult<{ list: T[] }>;
  /** The page's title and the screen it goes back to. */
  title: string;
  backTo: string;
  empty: { title: string; text: string };
  start: { label: string; to: string };
  all: { label: string; to: string };
  /** The test id of the list. */
  listId: string;
  row: (item: T) => ReactNode;
};

export function RecentTasks<T>({ query, title, backTo, empty, start, all, listId, row }: RecentTasksProps<T>) {
  const navigate = useNavigate();
  const startButton = (
    <Button color="primary" className={styles.tall} onClick={() => void navigate(start.to)}>
      {start.label}
    </Button>
  );
  let body;
  if (query.isPending) body = <PageLoading variant="list" />;
  else if (query.isError) body = <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.list.length === 0)
    body = (
      <div className={styles.state} data-testid="recent-empty">
        <ErrorBlock status="empty" title={empty.title} description={empty.text} />
        {startButton}
      </div>
    );
  else
    body = (
      <Refreshable onRefresh={() => query.refetch()}>
        <div data-testid={listId}>{query.data.list.map(row)}</div>
        <div className={styles.links}>
          <Button fill="outline" className={styles.tall} onClick={() => void navigate(all.to)}>
            {all.label}
          </Button>
          {startButton}
        </div>
      </Refreshable>
    );
  return (
    <LocalizedUi>
      <Page title={title} backTo={backTo}>
        {body}
      </Page>
    </LocalizedUi>
  );
}
