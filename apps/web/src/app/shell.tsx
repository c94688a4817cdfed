// The logged-in shell: owns the session's query cache, waits for the current user, the CDN domain
// and the system configuration (spec section 2) before showing a screen, then loads the invite
// link (a failure there is only logged). Tab roots get the bottom tab bar. On a repeat visit the
// last known start-up data of the same session (boot-cache.ts) shows the screen at once while it
// refreshes in the background.
import { QueryClientProvider, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { preloadOverlays } from '../components/overlays';
import { PageError } from '../components/page-error';
import { PageLoading } from '../components/page-loading';
import '../lib/antd-react19'; // before any logged-in screen shows a Toast or Dialog
import { cdnDomainQuery, currentUserQuery, inviteLinkQuery, systemConfigQuery } from '../lib/boot-queries';
import { KeepAliveOutlet } from '../lib/keep-alive-outlet';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { createQueryClient } from '../lib/query-client';
import { isLoginStatusFailure, persistBootCache, restoreBootCache } from './boot-cache';
import { useLiveUpdates } from './live-updates';
import type { AppRouteHandle } from './route-handle';
import { AppTabBar } from './tab-bar';

/** Shows its children once the session's start-up data is in; a loading or error screen until then. */
export function BootGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const boot = useQueries({ queries: [currentUserQuery, cdnDomainQuery, systemConfigQuery] });
  // Data restored from the last visit counts: a failed refresh of it keeps the screen (a 401 still
  // opens its dialog).
  const ready = boot.every((query) => query.data !== undefined);
  // After the start-up data (spec section 3), and after the first screen has been shown: no screen
  // shows it at once, and starting its call was part of the task that showed the first one.
  const painted = useAfterFirstPaint();
  useQuery({ ...inviteLinkQuery, enabled: ready && painted });

  const failed = boot.filter((query) => query.isError);
  const settled = boot.every((query) => !query.isFetching);
  // A 401 has its own dialog, which leads to /login; keep the loading screen behind it.
  if (!ready && failed.length > 0 && settled && !failed.some((query) => isLoginStatusFailure(query.error))) {
    return (
      <PageError title={t('shell.loadFailedTitle')} description={t('shell.loadFailedText')} onRetry={() => failed.forEach((query) => void query.refetch())} />
    );
  }
  // Until the start-up data is in, the screen is rendered hidden behind the placeholder, so its code
  // and its own data load alongside the start-up data instead of after it (it waits, suspended, for
  // what it needs of that data); the same element then shows, without mounting again.
  return (
    <>
      {ready ? null : <PageLoading label={t('shell.loading')} />}
      <div hidden={!ready} style={ready ? { display: 'contents' } : undefined}>
        <Suspense fallback={ready ? <PageLoading /> : null}>{children}</Suspense>
      </div>
    </>
  );
}

/** A route's page's placeholder while its code loads: a list's rows on the lists (the mall, the stock). */
const pageFallback = (handle: unknown) => <PageLoading variant={(handle as AppRouteHandle | undefined)?.skeleton ?? 'detail'} />;

function ShellLayout() {
  useLiveUpdates();
  const withTabBar = useMatches().some((match) => (match.handle as AppRouteHandle | undefined)?.tabBar);
  // Each page's own boundary shows its placeholder as soon as the address changes
  // (lib/keep-alive-outlet.tsx); this one is for the outlet itself.
  return (
    <div className="app-shell">
      <div className="app-shell__content">
        <Suspense fallback={<PageLoading />}>
          <KeepAliveOutlet fallback={pageFallback} />
        </Suspense>
      </div>
      {withTabBar ? <AppTabBar /> : null}
    </div>
  );
}

/**
 * The cache of the shell being shown, kept outside its state until it has mounted. A first render
 * that suspends (a screen waiting for data) may be thrown away and started again before anything
 * is shown; a cache made in that render's state was made again on each try, and asked for
 * everything again, so that a quick answer started the next try, and so on (dozens of calls for the
 * current user when the answers were already there, see app/first-screen-requests.ts).
 */
let mountingClient: QueryClient | null = null;

export default function Shell() {
  // One cache per logged-in session: leaving the shell (logout, expired session) drops it.
  const [queryClient] = useState(() => {
    if (!mountingClient) {
      mountingClient = createQueryClient();
      restoreBootCache(mountingClient);
    }
    return mountingClient;
  });
  useEffect(
    () => () => {
      if (mountingClient === queryClient) mountingClient = null;
    },
    [queryClient],
  );
  useEffect(() => persistBootCache(queryClient), [queryClient]);
  useEffect(() => preloadOverlays(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate>
        <ShellLayout />
      </BootGate>
    </QueryClientProvider>
  );
}
