import { Suspense } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/page-loading';

export function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** A screen that failed to load or render (typically a chunk gone after a new release): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="route-error" role="alert">
      <h1>{t('common.loadFailed')}</h1>
      <button type="button" className="route-error__retry" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
