// Store calls (spec sections 2, 3 and 6; the spec does not show them, so they follow the
// style of section 7): the seller's store settings, and the public store detail and search
// for buyers.
import { z } from 'zod';
import { isValidPhone, nameSchema, normalizePhone } from '../validation';
import { Page, PageRequest } from './envelope';
import { FOLLOW_RELATIONS, FollowStatus } from './follows';

/** Upper bounds of the store's free-text fields (60002 above them). */
export const STORE_FIELD_MAX = { avatar: 200, phone: 30, email: 100, website: 200, social: 100, keyword: 50 } as const;

const TOO_LONG = { error: 'validation.tooLong' } as const;
const REQUIRED = { error: 'validation.required' } as const;

/**
 * Message key of a website that is not an http(s) address. It is not among the domain's
 * VALIDATION_KEYS yet: the panel translates it with its own texts.
 */
export const WEBSITE_INVALID_KEY = 'validation.website';

/** An optional text field: trimmed, at most `max` characters, passing `valid` when given; empty or absent becomes null. */
const optionalText = (max: number, valid?: { test: (value: string) => boolean; error: string }) => {
  const text = z.string().trim().max(max, TOO_LONG);
  const checked = valid ? text.refine((value) => value === '' || valid.test(value), { error: valid.error }) : text;
  return checked.nullish().transform((value) => (value ? value : null));
};

const isEmail = (value: string) => z.email().safeParse(value).success;
const isWebUrl = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** PUT /api/store/info: name and avatar required (spec section 5), contacts optional. */
export const UpdateStoreInfoRequest = z.object({
  name: nameSchema,
  /** The key of an image the caller uploaded (POST /api-auth/s3/upload/image/store). */
  avatar: z.string(REQUIRED).trim().min(1, REQUIRED).max(STORE_FIELD_MAX.avatar, TOO_LONG),
  phone: optionalText(STORE_FIELD_MAX.phone, { test: isValidPhone, error: 'validation.phone' }).transform((value) => (value ? normalizePhone(value) : null)),
  email: optionalText(STORE_FIELD_MAX.email, { test: isEmail, error: 'validation.email' }),
  /** An http(s) address. */
  website: optionalText(STORE_FIELD_MAX.website, { test: isWebUrl, error: WEBSITE_INVALID_KEY }),
  telegram: optionalText(STORE_FIELD_MAX.social),
  facebook: optionalText(STORE_FIELD_MAX.social),
  instagram: optionalText(STORE_FIELD_MAX.social),
});
/** What the panel sends. */
export type UpdateStoreInfoRequest = z.input<typeof UpdateStoreInfoRequest>;
/** What the server works with once the request is parsed (trimmed, empty contacts as null). */
export type UpdateStoreInfo = z.output<typeof UpdateStoreInfoRequest>;

/** GET /api/store/info and PUT /api/store/info: the caller's own store. */
export const StoreInfoResponse = z.object({
  id: z.string(),
  /** The store's public UID, read-only. */
  uid: z.string(),
  /** The owner's nickname, read-only. */
  nickname: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  telegram: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  /** Follow-me setting: true = anyone who requests is accepted at once; false = the owner approves. */
  autoAccept: z.boolean(),
  /** A store is usable (listed, followable) once it has a name and an avatar. */
  usable: z.boolean(),
});
export type StoreInfoResponse = z.infer<typeof StoreInfoResponse>;

/** PUT /api/store/follow-setting */
export const FollowSettingRequest = z.object({
  autoAccept: z.boolean({ error: (issue) => (issue.input === undefined ? 'validation.required' : undefined) }),
});
export type FollowSettingRequest = z.infer<typeof FollowSettingRequest>;
export const FollowSettingResponse = FollowSettingRequest;
export type FollowSettingResponse = z.infer<typeof FollowSettingResponse>;

/** Path of GET /api/store/detail/{storeId} */
export const StoreDetailParams = z.object({ storeId: z.uuid() });

/** The caller's relation to a store: NONE, a follow status, or SELF for the caller's own store. */
export const StoreRelation = z.enum([...FOLLOW_RELATIONS, 'SELF']);
export type StoreRelation = z.infer<typeof StoreRelation>;

/** The store contacts a buyer sees; null for a buyer the store has blocked. */
export const StoreContacts = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  telegram: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type StoreContacts = z.infer<typeof StoreContacts>;

/** GET /api/store/detail/{storeId} */
export const StoreDetailResponse = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Null when the store has blocked the caller (the private parts of the detail). */
  contacts: StoreContacts.nullable(),
  /** Null when the store has blocked the caller. */
  followerCount: z.number().int().nullable(),
  relation: StoreRelation,
  /** The id of the caller's follow row with this store, when there is one. */
  followId: z.string().nullable(),
  /**
   * The caller's current follow or pending request at another store: requesting this one then
   * needs `replaceCurrent: true` (the panel asks for confirmation first).
   */
  currentFollow: z.object({ storeId: z.string(), storeName: z.string().nullable(), status: FollowStatus }).nullable(),
});
export type StoreDetailResponse = z.infer<typeof StoreDetailResponse>;

/** GET /api/store/search?keyword=&pageNum=&pageSize= : by UID (exact) or name (contains, any case). */
export const StoreSearchQuery = PageRequest.extend({
  keyword: z.string(REQUIRED).trim().min(1, REQUIRED).max(STORE_FIELD_MAX.keyword, TOO_LONG),
});
export type StoreSearchQuery = z.input<typeof StoreSearchQuery>;

export const StoreSearchItem = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  relation: StoreRelation,
});
export type StoreSearchItem = z.infer<typeof StoreSearchItem>;

export const StoreSearchResponse = Page(StoreSearchItem);
export type StoreSearchResponse = z.infer<typeof StoreSearchResponse>;
