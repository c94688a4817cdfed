// One order read on a screen: a spinner while it loads, "not available" for an order that is not
// the caller's or does not exist (150004, or an id that is not one: 4001), a retry for any other
// failure, else the screen's content.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { UseQueryResult } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import styles from './orders.module.css';
import './locales';

const MISSING_CODES: readonly number[] = [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.PARAM_ERROR];

type OrderLoadedProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** The error codes that are a state of this screen, with what to show for them. */
  states?: Partial<Record<number, (error: ApiError) => ReactNode>>;
};

export function OrderLoaded<T>({ query, children, states }: OrderLoadedProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError) {
      const state = states?.[error.code];
      if (state) return <>{state(error)}</>;
      if (MISSING_CODES.includes(error.code)) {
        return (
          <div className={styles.state}>
            <ErrorBlock status="empty" title={t('orders.missingTitle')} description={t('common.missingText')} />
          </div>
        );
      }
    }
    return (
      <PageError
        error={query.error}
        description={error instanceof ApiError ? error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
