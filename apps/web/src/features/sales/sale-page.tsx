// A seller screen of one thing loaded from the server (an order, a voucher): its spinner, its failure
// with a retry, then its content, which a pull refreshes with every seller answer on screen.
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { SALES_KEY } from './sales-api';

type SalePageProps<T> = { title: string; backTo: string; query: UseQueryResult<T>; children: (data: T) => ReactNode };

export function SalePage<T>({ title, backTo, query, children }: SalePageProps<T>) {
  const queryClient = useQueryClient();
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) body = <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: SALES_KEY, type: 'active' })}>{children(query.data)}</Refreshable>;
  return (
    <LocalizedUi>
      <Page title={title} backTo={backTo}>
        {body}
      </Page>
    </LocalizedUi>
  );
}
