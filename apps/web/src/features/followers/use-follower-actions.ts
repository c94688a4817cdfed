// The store owner's actions on a follower or a request: accept (at once), and reject, remove, block
// and unblock (each after a confirmation). Every change refreshes all follow data.
import Dialog from 'antd-mobile/es/components/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowAction } from '@panel/domain/contract/follows';
import { ERROR_CODES } from '@panel/domain/errors';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { showFailure } from '../../components/api-failure';
import { ApiError } from '../../lib/api-client';
import { refreshFollowData } from '../../shared/follows/follow-queries';
import '../../lib/antd-react19';
import { useCurrentUser } from '../../lib/boot-queries';
import { blockFollower, handleFollowRequest, removeFollower, unblockFollower } from './followers-api';
import './locales';

/** A buyer the owner acts on: their user id (the `{a}` of the pair paths) and the name to show. */
export type FollowerRef = { buyerId: string; name: string };

/** The `data.reason` of a refused follow change (4050), if the failure is one. */
export function deniedReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.OPERATION_DENIED) return undefined;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The text of a refusal that has its own (4050 NOT_PENDING or BLOCKED); undefined for the catalogue's message. */
export function followerFailureText(error: unknown, t: TFunction): string | undefined {
  const reason = deniedReason(error);
  if (reason === 'NOT_PENDING') return t('followers.actions.notPending');
  if (reason === 'BLOCKED') return t('followers.actions.blockedRemove');
  return undefined;
}

/** One change the owner makes on a follower or a request. */
type FollowerChange = { kind: 'answer'; id: string; action: FollowAction } | { kind: 'remove' | 'block' | 'unblock'; buyerId: string; storeId: string };

function sendChange(change: FollowerChange): Promise<unknown> {
  switch (change.kind) {
    case 'answer':
      return handleFollowRequest(change.id, change.action);
    case 'remove':
      return removeFollower(change.buyerId, change.storeId);
    case 'block':
      return blockFollower(change.buyerId, change.storeId);
    case 'unblock':
      return unblockFollower(change.buyerId, change.storeId);
  }
}

/** The key of a change, for the loading state of its button: `<action>:<id>`. */
const keyOf = (change: FollowerChange) => (change.kind === 'answer' ? `${change.action}:${change.id}` : `${change.kind}:${change.buyerId}`);

export function useFollowerActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const storeId = useCurrentUser().store?.id ?? '';
  const change = useMutation({ mutationFn: sendChange });
  /** What is being done, as `<action>:<id>`, for the loading state of its button. */
  const busy = change.isPending ? keyOf(change.variables) : null;

  const run = (next: FollowerChange, doneText: string, onDone?: () => void): Promise<boolean> =>
    change
      .mutateAsync(next)
      .then(
        () => {
          notify(doneText);
          onDone?.(); // before the refresh (e.g. leave a detail that no longer exists)
          return true;
        },
        (error: unknown) => {
          showFailure(error, followerFailureText(error, t));
          return false;
        },
      )
      .finally(() => refreshFollowData(queryClient));

  const confirm = (kind: 'reject' | 'remove' | 'block' | 'unblock', name: string) =>
    Dialog.confirm({
      title: t(`followers.actions.${kind}Title`, { name }),
      content: t(`followers.actions.${kind}Content`, { name }),
      confirmText: t(kind === 'unblock' ? 'followers.actions.unblock' : `followers.actions.${kind}Confirm`),
      cancelText: t('common.cancel'),
    });

  return {
    busy,
    /** Accepts a request, or rejects it once the seller confirms (its id is the follow row's id). */
    answer: async (request: { id: string; name: string }, action: FollowAction) =>
      (action === 'ACCEPT' || (await confirm('reject', request.name))) &&
      run(
        { kind: 'answer', id: request.id, action },
        t(action === 'ACCEPT' ? 'followers.actions.accepted' : 'followers.actions.rejected', { name: request.name }),
      ),
    remove: async (follower: FollowerRef, onDone?: () => void) =>
      (await confirm('remove', follower.name)) &&
      run({ kind: 'remove', buyerId: follower.buyerId, storeId }, t('followers.actions.removed', { name: follower.name }), onDone),
    block: async (follower: FollowerRef) =>
      (await confirm('block', follower.name)) &&
      run({ kind: 'block', buyerId: follower.buyerId, storeId }, t('followers.actions.blocked', { name: follower.name })),
    unblock: async (follower: FollowerRef, onDone?: () => void) =>
      (await confirm('unblock', follower.name)) &&
      run({ kind: 'unblock', buyerId: follower.buyerId, storeId }, t('followers.actions.unblocked', { name: follower.name }), onDone),
  };
}
