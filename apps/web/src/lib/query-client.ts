import { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { ApiError } from './api-client';

/** Retries once after a network failure; business errors and 401s are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.code === ERROR_CODES.NETWORK && error.status === 0;
}

/** One client per logged-in session (the shell owns it, so logging out drops every cached answer). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is sent even when the browser says it is offline, so that the service
      // worker can answer it with what it last kept (lib/offline-caches.ts); only its retries wait
      // for the network. A change (mutation) waits for the network, then goes once.
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
