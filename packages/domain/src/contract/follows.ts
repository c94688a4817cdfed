// Follow calls (spec section 7, paths to the letter; the others in the same style) and the
// follow relation (spec sections 3 and 4). `{a}/{b}` in a path is always
// `{buyer's user id}/{store id}`: see docs/decisions/003-follow-paths.md.
import { ERROR_CODES } from '../errors';
import { z } from 'zod';
import { Page, PageRequest } from './envelope';

/** States of a follow relation. No relation at all (never requested, unfollowed, removed, unblocked) has no row. */
export const FOLLOW_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'BLOCKED'] as const;
export const FollowStatus = z.enum(FOLLOW_STATUSES);
export type FollowStatus = z.infer<typeof FollowStatus>;

/** A buyer's relation to a store: NONE or one of the follow states. */
export const FOLLOW_RELATIONS = ['NONE', ...FOLLOW_STATUSES] as const;
export const FollowRelation = z.enum(FOLLOW_RELATIONS);
export type FollowRelation = z.infer<typeof FollowRelation>;

/** Answer to a follow request by the store's owner. */
export const FOLLOW_ACTIONS = ['ACCEPT', 'REJECT'] as const;
export type FollowAction = (typeof FOLLOW_ACTIONS)[number];

/**
 * No-permission code of every follow call (catalogue no-permission group): the caller is not
 * the buyer or the store owner the call is about, whatever ids were sent.
 */
export const FOLLOW_NO_PERMISSION_CODE = ERROR_CODES.FOLLOW_NO_PERMISSION;

/**
 * A follow change refused by the relation's state is 4050 (operation denied) with
 * `data.reason` one of these:
 * - FOLLOWING_ANOTHER_STORE: the buyer follows or waits at another store; send again with
 *   `replaceCurrent: true` after the confirmation (data.current says which store).
 * - NOT_PENDING: the request was already answered (or changed) before this answer.
 * - BLOCKED: remove on a blocked buyer (use unblock).
 */
export const FOLLOW_DENIED_CODE = 4050;
export const FOLLOW_DENIED_REASONS = ['FOLLOWING_ANOTHER_STORE', 'NOT_PENDING', 'BLOCKED'] as const;
export type FollowDeniedReason = (typeof FOLLOW_DENIED_REASONS)[number];

const KEYWORD_MAX = 50;
/** 'validation.required' when the field is missing, zod's own message otherwise. */
const requiredIfMissing = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : undefined) };
const isoDate = z.string();

/** A store as shown in follow lists. */
export const FollowStoreRef = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type FollowStoreRef = z.infer<typeof FollowStoreRef>;

/** A buyer as shown to a store owner: account UID, the buyer's own store UID, nickname, avatar. */
export const FollowUserRef = z.object({
  id: z.string(),
  uid: z.string(),
  storeUid: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type FollowUserRef = z.infer<typeof FollowUserRef>;

/** Data of a FOLLOWING_ANOTHER_STORE refusal. */
export const FollowingAnotherStoreData = z.object({
  reason: z.literal('FOLLOWING_ANOTHER_STORE'),
  current: z.object({ followId: z.string(), storeId: z.string(), status: FollowStatus }),
});
export type FollowingAnotherStoreData = z.infer<typeof FollowingAnotherStoreData>;

// --- Requests ----------------------------------------------------------------------------

/** POST /api-user/user/follow/request (the panel reads the whole body of this call). */
export const FollowRequestRequest = z.object({
  storeId: z.uuid(),
  /** Cancel the current follow or pending request at another store in the same change (after the panel's confirmation). */
  replaceCurrent: z.boolean().default(false),
});
export type FollowRequestRequest = z.input<typeof FollowRequestRequest>;

/** A request as its sender sees it. */
export const MyFollowRequestItem = z.object({
  id: z.string(),
  status: FollowStatus,
  requestedAt: isoDate,
  decidedAt: isoDate.nullable(),
  store: FollowStoreRef,
});
export type MyFollowRequestItem = z.infer<typeof MyFollowRequestItem>;

/** Data of POST /api-user/user/follow/request: the request, PENDING or (auto-accepting store) ACCEPTED. */
export const FollowRequestResponse = MyFollowRequestItem;
export type FollowRequestResponse = z.infer<typeof FollowRequestResponse>;

/** Statuses a request can be listed with (a block is not a request the buyer sent, so it is not listed). */
export const REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const RequestStatus = z.enum(REQUEST_STATUSES);

/** GET /api/follow/requests/mine?status=&pageNum=&pageSize= : the caller's requests, newest first; no status = pending and answered. */
export const MyFollowRequestsQuery = PageRequest.extend({ status: RequestStatus.optional() });
export type MyFollowRequestsQuery = z.input<typeof MyFollowRequestsQuery>;
export const MyFollowRequestsResponse = Page(MyFollowRequestItem);
export type MyFollowRequestsResponse = z.infer<typeof MyFollowRequestsResponse>;

/** GET /api-user/user/follow/request/receiver?status=&pageNum=&pageSize= : requests to the caller's store (default PENDING). */
export const ReceivedFollowRequestsQuery = PageRequest.extend({
  status: RequestStatus.default('PENDING'),
});
export type ReceivedFollowRequestsQuery = z.input<typeof ReceivedFollowRequestsQuery>;

/** A request as the store owner sees it. */
export const ReceivedFollowRequestItem = z.object({
  id: z.string(),
  status: FollowStatus,
  requestedAt: isoDate,
  decidedAt: isoDate.nullable(),
  requester: FollowUserRef,
});
export type ReceivedFollowRequestItem = z.infer<typeof ReceivedFollowRequestItem>;
export const ReceivedFollowRequestsResponse = Page(ReceivedFollowRequestItem);
export type ReceivedFollowRequestsResponse = z.infer<typeof ReceivedFollowRequestsResponse>;

/** Path of GET /api-user/user/follow/request/info/{id} */
export const FollowRequestInfoParams = z.object({ id: z.uuid() });

/** GET /api-user/user/follow/request/info/{id} : for the store's owner or the requester. */
export const FollowRequestInfoResponse = z.object({
  id: z.string(),
  status: FollowStatus,
  requestedAt: isoDate,
  decidedAt: isoDate.nullable(),
  store: FollowStoreRef,
  requester: FollowUserRef,
});
export type FollowRequestInfoResponse = z.infer<typeof FollowRequestInfoResponse>;

/** PUT /api-user/user/follow/handle?id=&action=ACCEPT|REJECT (query parameters) */
export const HandleFollowRequestQuery = z.object({
  id: z.uuid(),
  action: z.enum(FOLLOW_ACTIONS, requiredIfMissing),
});
export type HandleFollowRequestQuery = z.infer<typeof HandleFollowRequestQuery>;
export const HandleFollowRequestResponse = ReceivedFollowRequestItem;
export type HandleFollowRequestResponse = z.infer<typeof HandleFollowRequestResponse>;

// --- Followers and the block list (the store owner) ---------------------------------------

/** Body of POST /api-user/user/follow/buyers/v2 and /api-user/user/follow/block/list/v2 : keyword = UID (exact) or nickname (contains). */
export const FollowerSearchRequest = PageRequest.extend({
  keyword: z.string().trim().max(KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export type FollowerSearchRequest = z.input<typeof FollowerSearchRequest>;

/** One follower (ACCEPTED) of the caller's store: the follow relation of spec section 3. */
export const FollowerItem = z.object({
  followId: z.string(),
  follower: FollowUserRef,
  followedAt: isoDate,
  /** Null until the buyer has bought from the store. */
  firstPurchaseAt: isoDate.nullable(),
  lastPurchaseAt: isoDate.nullable(),
});
export type FollowerItem = z.infer<typeof FollowerItem>;
export const FollowersResponse = Page(FollowerItem);
export type FollowersResponse = z.infer<typeof FollowersResponse>;

/** Path of GET /api/follow/follower/{followId} */
export const FollowerDetailParams = z.object({ followId: z.uuid() });

/** GET /api/follow/follower/{followId} : one relation of the caller's store, in any state. */
export const FollowerDetailResponse = z.object({
  followId: z.string(),
  status: FollowStatus,
  follower: FollowUserRef,
  requestedAt: isoDate,
  /** The date followed when ACCEPTED; null otherwise. */
  followedAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
  firstPurchaseAt: isoDate.nullable(),
  lastPurchaseAt: isoDate.nullable(),
});
export type FollowerDetailResponse = z.infer<typeof FollowerDetailResponse>;

/** One entry of the caller's block list. */
export const BlockedItem = z.object({
  followId: z.string(),
  follower: FollowUserRef,
  blockedAt: isoDate,
});
export type BlockedItem = z.infer<typeof BlockedItem>;
export const BlockListResponse = Page(BlockedItem);
export type BlockListResponse = z.infer<typeof BlockListResponse>;

/** Path `{a}/{b}` = `{buyer's user id}/{store id}` of the buyer/, block/ and followed/ calls. */
export const FollowPairParams = z.object({ a: z.uuid(), b: z.uuid() });
export type FollowPairParams = z.infer<typeof FollowPairParams>;

/** The relation of one buyer and one store after a change. */
export const FollowPairState = z.object({ followerId: z.string(), storeId: z.string(), relation: FollowRelation });
export type FollowPairState = z.infer<typeof FollowPairState>;

/**
 * DELETE /api-user/user/follow/buyer/{a}/{b} : unfollow (by buyer a) or remove (by b's owner);
 * the panel reads the whole body. The relation is NONE afterwards, also when there was none.
 */
export const EndFollowResponse = FollowPairState;
export type EndFollowResponse = z.infer<typeof EndFollowResponse>;

/** POST /api-user/user/follow/block/{a}/{b} : by b's owner, whatever the relation was. */
export const BlockFollowerResponse = BlockedItem;
export type BlockFollowerResponse = z.infer<typeof BlockFollowerResponse>;

/** DELETE /api-user/user/follow/block/{a}/{b} : by b's owner; NONE afterwards, or the relation unchanged when it was not a block. */
export const UnblockFollowerResponse = FollowPairState;
export type UnblockFollowerResponse = z.infer<typeof UnblockFollowerResponse>;

// --- Counters and the buyer's side -------------------------------------------------------

/** GET /api-user/user/follow/statistics : for home and its to-do lists. */
export const FollowStatisticsResponse = z.object({
  /** ACCEPTED followers of the caller's store. */
  followers: z.number().int(),
  /** Requests waiting for the caller's answer. */
  pendingRequests: z.number().int(),
  /** Entries of the caller's block list. */
  blocked: z.number().int(),
  /** 1 when the caller follows a store (ACCEPTED), else 0. */
  following: z.number().int(),
  /** The caller's own requests waiting for an answer (0 or 1). */
  myPendingRequests: z.number().int(),
});
export type FollowStatisticsResponse = z.infer<typeof FollowStatisticsResponse>;

/** GET /api-user/user/follow/followed/{a}/{b} : whether buyer a follows (ACCEPTED) store b; for a or b's owner. */
export const FollowedResponse = z.boolean();
export type FollowedResponse = z.infer<typeof FollowedResponse>;

/** GET /api/follow/following : the store the caller follows, or null. */
export const FollowingResponse = z
  .object({
    followId: z.string(),
    store: FollowStoreRef.extend({ nickname: z.string() }),
    followedAt: isoDate,
    firstPurchaseAt: isoDate.nullable(),
    lastPurchaseAt: isoDate.nullable(),
  })
  .nullable();
export type FollowingResponse = z.infer<typeof FollowingResponse>;
