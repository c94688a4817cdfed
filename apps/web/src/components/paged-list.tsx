// A paged list of the server's `Page` answers (TanStack infinite query): placeholder rows on the first load,
// an error with a retry, an empty state, pull to refresh and infinite scroll.
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@panel/domain/contract/envelope';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from './page-error';
import { PageLoading } from './page-loading';
import { Refreshable } from './refreshable';
import './paged-list.css';
import './ui-texts';

export { PAGE_SIZE } from './page-size';

/** The next page number after `last`, or undefined when it was the last one (TanStack's getNextPageParam). */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return last.pageNum * last.pageSize < last.total && last.list.length > 0 ? last.pageNum + 1 : undefined;
}

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>, Error>;

type PagedListProps<T> = {
  query: PagedQuery<T>;
  /** The rows, each with its key (antd-mobile List.Item or anything else). */
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown under the empty state (a way forward, e.g. a button). */
  emptyAction?: ReactNode;
  /** Shown above the rows (and above the empty state). */
  header?: ReactNode;
  /** A line above the rows, given the total number of rows (not shown when there are none). */
  summary?: (total: number) => ReactNode;
  /**
   * How many rows the list's first answer shows at once (about a screenful): the others, below the
   * fold, are drawn just after the first paint, in the background. All of them when absent.
   */
  firstRows?: number;
};

export function PagedList<T>({ query, renderItem, emptyTitle, emptyDescription, emptyAction, header, summary, firstRows }: PagedListProps<T>) {
  const { t } = useTranslation();
  // The rows render from a deferred copy of the pages: an answer arriving is a synchronous update
  // (the query library's store), and twenty rows drawn in it are one long task that blocks input.
  // Deferred, React draws them in short slices right after, the placeholder showing meanwhile.
  const data = useDeferredValue(query.data);
  // The rows below the first screenful wait for the first rows to be painted: React's slices yield,
  // but its commit (the rows put in the page, then laid out) is one task, as long as the rows are many.
  const [allRows, setAllRows] = useState(firstRows === undefined);
  const rowCount = data?.pages.reduce((count, page) => count + page.list.length, 0) ?? 0;
  const partial = !allRows && rowCount > (firstRows ?? rowCount);
  useEffect(() => {
    if (!partial) return;
    const timer = setTimeout(() => startTransition(() => setAllRows(true)), 0);
    return () => clearTimeout(timer);
  }, [partial]);
  if (query.isError && !query.data) {
    return (
      <>
        {header}
        <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <PageLoading variant="list" />
      </>
    );
  }
  const items = data.pages.flatMap((page) => page.list);
  const shown = allRows ? items : items.slice(0, firstRows);
  const total = data.pages[0]?.total ?? 0;
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry when loadMore rejects.
    if (result.isFetchNextPageError) throw result.error;
  };

  return (
    <Refreshable onRefresh={() => query.refetch()}>
      {header}
      {items.length === 0 ? (
        <div className="paged-list__empty">
          <ErrorBlock status="empty" title={emptyTitle} description={emptyDescription ?? ''} />
          {emptyAction ? <div className="paged-list__empty-action">{emptyAction}</div> : null}
        </div>
      ) : (
        <>
          {summary ? <div className="paged-list__summary">{summary(total)}</div> : null}
          <div className="paged-list__items" data-total={total}>
            {shown.map(renderItem)}
          </div>
          {/* Not before every row is in: on a tall screen the few first rows would ask for the next page. */}
          {shown.length < items.length ? null : (
            <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
              {(hasMore, failed, retry) =>
                failed ? (
                  <span className="paged-list__more">
                    {t('ui.list.loadMoreFailed')}{' '}
                    <button type="button" className="paged-list__retry" onClick={retry}>
                      {t('ui.list.retry')}
                    </button>
                  </span>
                ) : hasMore ? (
                  <span className="paged-list__more">
                    {t('ui.list.loadingMore')}
                    <DotLoading />
                  </span>
                ) : (
                  <span className="paged-list__more">{t('ui.list.noMore')}</span>
                )
              }
            </InfiniteScroll>
          )}
        </>
      )}
    </Refreshable>
  );
}
