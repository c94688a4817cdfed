// Sending a follow request when the buyer may already follow (or wait at) another store: a buyer
// follows one store at a time, so the current follow is cancelled only after a confirmation, in
// the same call that sends the new request (replaceCurrent: true; see docs/decisions/003).
import type { FollowRequestRequest, FollowRequestResponse, FollowStatus } from '@panel/domain/contract/follows';
import { ApiError } from '../../lib/api-client';

/** The follow (or pending request) the buyer has at another store. */
export type CurrentFollow = { storeId: string; storeName: string | null; status: FollowStatus };

export type FollowFlowDeps = {
  send: (body: FollowRequestRequest) => Promise<FollowRequestResponse>;
  /** Asks whether to cancel the current follow for the new one; resolves true to go on. */
  confirmReplace: (current: CurrentFollow) => Promise<boolean>;
  /** The name of the current store, when the server's refusal only gives its id. */
  findStoreName?: (storeId: string) => Promise<string | null>;
};

export type FollowFlowResult = { outcome: 'sent'; request: FollowRequestResponse } | { outcome: 'kept' };

/** The current follow of a 4050 FOLLOWING_ANOTHER_STORE refusal, or null for any other failure. */
export function followingAnotherStore(error: unknown): CurrentFollow | null {
  if (!(error instanceof ApiError) || error.code !== 4050) return null;
  const data = error.data as { reason?: unknown; current?: { storeId?: unknown; status?: unknown } } | null;
  if (data?.reason !== 'FOLLOWING_ANOTHER_STORE' || typeof data.current?.storeId !== 'string') return null;
  return { storeId: data.current.storeId, storeName: null, status: data.current.status as FollowStatus };
}

/**
 * Requests to follow `storeId`. With a known current follow at another store, asks first; else
 * sends, and if the server answers that the buyer follows another store, asks then. Nothing is
 * cancelled unless the buyer confirms; declining leaves everything as it was ('kept').
 */
export async function requestFollowFlow(storeId: string, known: CurrentFollow | null, deps: FollowFlowDeps): Promise<FollowFlowResult> {
  const replace = async (current: CurrentFollow): Promise<FollowFlowResult> => {
    if (!(await deps.confirmReplace(current))) return { outcome: 'kept' };
    return { outcome: 'sent', request: await deps.send({ storeId, replaceCurrent: true }) };
  };

  if (known && known.storeId !== storeId) return replace(known);
  try {
    return { outcome: 'sent', request: await deps.send({ storeId, replaceCurrent: false }) };
  } catch (error) {
    const current = followingAnotherStore(error);
    if (!current) throw error;
    const storeName = deps.findStoreName ? await deps.findStoreName(current.storeId).catch(() => null) : null;
    return replace({ ...current, storeName });
  }
}
