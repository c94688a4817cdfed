import { Suspense } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppStatus } from '../components/app-status';
import { PageLoading } from '../components/page-loading';
import { useAppUpdate } from '../lib/app-updates';

export function RootLayout() {
  return (
    <>
      <AppStatus />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * A screen that failed to load or render (typically a chunk gone after a new release): offer a
 * reload, onto the newer build when one waits (a reload alone would open the build kept offline).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const update = useAppUpdate();
  console.error(error);
  return (
    <div className="route-error" role="alert">
      <h1>{t('common.loadFailed')}</h1>
      <button type="button" className="route-error__retry" onClick={() => (update.ready ? update.apply() : window.location.reload())}>
        {t('common.retry')}
      </button>
    </div>
  );
}
