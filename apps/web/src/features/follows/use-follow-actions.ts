// The buyer's follow actions, shared by the search, the store detail and the request list:
// request to follow (with the confirmation to cancel a current follow), unfollow and withdraw
// (each with its confirmation). Every change refreshes all follow data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { loadDialog } from '../../components/overlays';
import { showFailure } from '../../components/api-failure';
import { refreshFollowData } from '../../shared/follows/follow-queries';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/boot-queries';
import { requestFollowFlow, type CurrentFollow } from './follow-request-flow';
import { findStoreName, sendFollowRequest, unfollowStore } from './follows-api';
import './locales';

export type StoreRef = { id: string; name: string };

export function useFollowActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const request = useMutation({
    mutationFn: ({ store, known }: { store: StoreRef; known: CurrentFollow | null }) =>
      requestFollowFlow(store.id, known, {
        send: sendFollowRequest,
        findStoreName,
        confirmReplace: async (current) =>
          (await loadDialog()).confirm({
            title: t('follows.replace.title'),
            content: t(current.status === 'PENDING' ? 'follows.replace.pending' : 'follows.replace.following', {
              current: current.storeName ?? t('follows.replace.anotherStore'),
              next: store.name,
            }),
            confirmText: t('follows.replace.confirm'),
            cancelText: t('follows.replace.keep'),
          }),
      }),
  });
  const end = useMutation({ mutationFn: (store: StoreRef) => unfollowStore(user.id, store.id) });
  const busyStoreId = request.isPending ? request.variables.store.id : end.isPending ? end.variables.id : null;

  /** Requests to follow a store; 'sent', 'kept' (the buyer kept the current follow) or 'failed'. */
  const follow = (store: StoreRef, known: CurrentFollow | null = null) =>
    request
      .mutateAsync({ store, known })
      .then(
        (result) => {
          if (result.outcome === 'sent') {
            const key = result.request.status === 'ACCEPTED' ? 'follows.request.followed' : 'follows.request.sent';
            notify(t(key, { store: store.name }));
          }
          return result.outcome;
        },
        (error: unknown) => {
          // 150004: the store has blocked the buyer.
          const blocked = error instanceof ApiError && error.code === ERROR_CODES.ORDER_ACCESS_DENIED;
          showFailure(error, blocked ? t('follows.request.blocked') : undefined);
          return 'failed' as const;
        },
      )
      .finally(() => refreshFollowData(queryClient));

  /** Ends the follow of a store (unfollow) or withdraws a pending request, after a confirmation; true when done. */
  const unfollow = async (store: StoreRef, kind: 'unfollow' | 'withdraw' = 'unfollow') => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      title: t(`follows.${kind}.title`, { store: store.name }),
      content: t(`follows.${kind}.content`, { store: store.name }),
      confirmText: kind === 'unfollow' ? t('follows.unfollow.action') : t('follows.withdraw.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return false;
    return end
      .mutateAsync(store)
      .then(
        () => {
          notify(t(`follows.${kind}.done`, { store: store.name }));
          return true;
        },
        () => false, // the api client has shown the reason
      )
      .finally(() => refreshFollowData(queryClient));
  };

  return { follow, unfollow, busyStoreId };
}
