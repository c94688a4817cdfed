// The quick-start guide's calls (spec sections 1 and 7): whether it is still pending and which of
// the two steps are done (step two: the store is set up, name and picture), and its confirmation.
// It opens once, right after sign-up; after that home shows the steps and a way to the guide.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideInfoResponse } from '@panel/domain/contract/accounts';
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { api } from '../../lib/api-client';
import { guideInfoQuery } from '../../shared/accounts/guide-query';

/** POST /api-user/users/guide/confirm: home stops showing the steps (the guide stays reachable from home and me). */
export function confirmGuide(): Promise<GuideInfoResponse> {
  return api.call(accountsEndpoints.confirmGuide, { hide: true });
}

/** Marks the guide as read; keeps the answer. */
export function useConfirmGuide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmGuide, onSuccess: (info) => queryClient.setQueryData(guideInfoQuery.queryKey, info) });
}
