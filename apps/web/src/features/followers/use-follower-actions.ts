// The store owner's actions on a follower or a request: accept and reject (no confirmation), remove,
// block and unblock (each after a confirmation). Every change refreshes all follow data.
import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import type { FollowAction } from '@panel/domain/contract/follows';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { deniedReason, showFailure } from '../../components/api-failure';
import { refreshFollowData } from '../../shared/follows/follow-queries';
import '../../lib/antd-react19';
import { useCurrentUser } from '../../lib/boot-queries';
import { blockFollower, handleFollowRequest, removeFollower, unblockFollower } from './followers-api';
import './locales';

/** A buyer the owner acts on: their user id (the `{a}` of the pair paths) and the name to show. */
export type FollowerRef = { buyerId: string; name: string };

/** The text of a refusal that has its own (4050 NOT_PENDING or BLOCKED); undefined for the catalogue's message. */
export function followerFailureText(error: unknown, t: TFunction): string | undefined {
  const reason = deniedReason(error);
  if (reason === 'NOT_PENDING') return t('followers.actions.notPending');
  if (reason === 'BLOCKED') return t('followers.actions.blockedRemove');
  return undefined;
}

export function useFollowerActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const storeId = useCurrentUser().store?.id ?? '';
  /** What is being done, as `<action>:<id>`, for the loading state of its button. */
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>, doneText: string, onDone?: () => void): Promise<boolean> => {
    setBusy(key);
    try {
      await work();
      notify(doneText);
      onDone?.(); // before the refresh (e.g. leave a detail that no longer exists)
      return true;
    } catch (error) {
      showFailure(error, followerFailureText(error, t));
      return false;
    } finally {
      setBusy(null);
      await refreshFollowData(queryClient);
    }
  };

  const confirm = (kind: 'remove' | 'block' | 'unblock', name: string) =>
    Dialog.confirm({
      title: t(`followers.actions.${kind}Title`, { name }),
      content: t(`followers.actions.${kind}Content`, { name }),
      confirmText: t(kind === 'unblock' ? 'followers.actions.unblock' : `followers.actions.${kind}Confirm`),
      cancelText: t('common.cancel'),
    });

  return {
    busy,
    /** Accepts or rejects a request (its id is the follow row's id). */
    answer: (request: { id: string; name: string }, action: FollowAction) =>
      run(
        `${action}:${request.id}`,
        () => handleFollowRequest(request.id, action),
        t(action === 'ACCEPT' ? 'followers.actions.accepted' : 'followers.actions.rejected', { name: request.name }),
      ),
    remove: async (follower: FollowerRef, onDone?: () => void) =>
      (await confirm('remove', follower.name)) &&
      run(`remove:${follower.buyerId}`, () => removeFollower(follower.buyerId, storeId), t('followers.actions.removed', { name: follower.name }), onDone),
    block: async (follower: FollowerRef) =>
      (await confirm('block', follower.name)) &&
      run(`block:${follower.buyerId}`, () => blockFollower(follower.buyerId, storeId), t('followers.actions.blocked', { name: follower.name })),
    unblock: async (follower: FollowerRef, onDone?: () => void) =>
      (await confirm('unblock', follower.name)) &&
      run(`unblock:${follower.buyerId}`, () => unblockFollower(follower.buyerId, storeId), t('followers.actions.unblocked', { name: follower.name }), onDone),
  };
}
