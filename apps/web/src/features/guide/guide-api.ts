// The quick-start guide's calls (spec sections 1 and 7): whether it shows and which of the two
// steps are done, and its confirmation. It opens by itself once per tab for an account that has
// not confirmed it yet.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideInfoResponse } from '@panel/domain/contract/accounts';
import { api } from '../../lib/api-client';

export const guideInfoQuery = queryOptions({
  queryKey: ['guide', 'info'],
  // hide: home asks in the background; the guide screen shows its own failure.
  queryFn: ({ signal }) => api.get<GuideInfoResponse>('/api-user/users/guide/info', { signal, hide: true }),
});

/** POST /api-user/users/guide/confirm: the guide no longer opens by itself (it stays reachable from me). */
export function confirmGuide(): Promise<GuideInfoResponse> {
  return api.post<GuideInfoResponse>('/api-user/users/guide/confirm', { hide: true });
}

const shownKey = (userId: string) => `guideShown:${userId}`;

/** True when the guide was already opened for this user in this tab. */
export function wasGuideShown(userId: string, storage: Pick<Storage, 'getItem'> | undefined = safeSession()): boolean {
  try {
    return storage?.getItem(shownKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Remembers (for this tab) that the guide was opened for this user. */
export function markGuideShown(userId: string, storage: Pick<Storage, 'setItem'> | undefined = safeSession()): void {
  try {
    storage?.setItem(shownKey(userId), '1');
  } catch {
    // Without storage the guide may open again after a reload: harmless.
  }
}

function safeSession(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether home should open the guide now: pending for the account and not opened in this tab yet. */
export function shouldOpenGuide(info: GuideInfoResponse | undefined, alreadyShown: boolean): boolean {
  return Boolean(info?.show) && !alreadyShown;
}

/** Marks the guide as read; keeps the answer. */
export function useConfirmGuide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmGuide, onSuccess: (info) => queryClient.setQueryData(guideInfoQuery.queryKey, info) });
}
