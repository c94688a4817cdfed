// An operator screen of something loaded from the server: its placeholders, its failure with a
// retry, then its content, which a pull refreshes with every operator answer on screen.
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { OPS_KEY } from './ops-api';

type OpsPageProps<T> = {
  title: string;
  backTo: string;
  query: UseQueryResult<T>;
  /** What shows instead of the failure with a retry, for failures the screen explains itself. */
  failure?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
};

export function OpsPage<T>({ title, backTo, query, failure, children }: OpsPageProps<T>) {
  const queryClient = useQueryClient();
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) body = failure?.(query.error) ?? <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: OPS_KEY, type: 'active' })}>{children(query.data)}</Refreshable>;
  return (
    <LocalizedUi>
      <Page title={title} backTo={backTo}>
        {body}
      </Page>
    </LocalizedUi>
  );
}
