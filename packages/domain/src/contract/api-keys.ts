// API keys (Me → API keys): a reseller's shop or bot calls the public API with one instead of a
// login. The secret is shown once, when the key is made; the list shows its recognisable prefix,
// what it may do (its scopes), where it may be used from, until when, and its last use. Making and
// revoking keys takes a login: a key cannot manage keys.
import { z } from 'zod';
import { API_SCOPES } from '../endpoints/endpoint';

export const API_KEY_LIMITS = {
  NAME_MAX: 40,
  /** Addresses and networks one key may list. */
  ADDRESSES_MAX: 20,
  /** Keys of one account not revoked and not expired. */
  LIVE_KEYS_MAX: 20,
  /** The furthest expiry, in days from the key's making. */
  EXPIRY_DAYS_MAX: 365,
} as const;

/** What every key starts with, so that a key is told from a session token (and found by secret scanners). */
export const API_KEY_MARK = 'rk_';

const REQUIRED = { error: 'validation.required' } as const;
const TOO_LONG = { error: 'validation.tooLong' } as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** An IPv6 address in any of its written forms (zeros left out with `::`, an IPv4 tail); no zone id. */
function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = [...groupsOf(halves[0]!), ...(halves.length === 2 ? groupsOf(halves[1]!) : [])];
  let count = groups.length;
  // An IPv4 tail stands for the last two groups, and only at the very end.
  const dotted = groups.findIndex((group) => group.includes('.'));
  if (dotted >= 0) {
    if (dotted !== groups.length - 1 || !text.endsWith(groups[dotted]!) || !IPV4.test(groups[dotted]!)) return false;
    groups.pop();
    count += 1;
  }
  if (!groups.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** True for an IPv4 or IPv6 address, or a network of either in CIDR form (`203.0.113.0/24`, `2001:db8::/32`). */
export function isAddressOrNetwork(text: string): boolean {
  const [address, prefix, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const family = IPV4.test(address) ? 4 : isIpv6(address) ? 6 : 0;
  if (!family) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const ApiKeyScope = z.enum(API_SCOPES);

/** One entry of a key's allow-list. */
export const AllowedAddressText = z
  .string(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .max(49, { error: 'apiKeys.rules.address' })
  .refine(isAddressOrNetwork, { error: 'apiKeys.rules.address' });

/** POST /api/api-keys: a new key; its secret is in the answer, and only there. */
export const CreateApiKeyRequest = z.object({
  name: z.string(REQUIRED).trim().min(1, REQUIRED).max(API_KEY_LIMITS.NAME_MAX, TOO_LONG),
  scopes: z
    .array(ApiKeyScope, REQUIRED)
    .min(1, { error: 'apiKeys.rules.scopes' })
    .max(API_SCOPES.length, { error: 'apiKeys.rules.scopes' })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'apiKeys.rules.scopes' }),
  /** Where the key may be used from; none (or an empty list): anywhere. */
  allowedAddresses: z.array(AllowedAddressText).max(API_KEY_LIMITS.ADDRESSES_MAX, { error: 'apiKeys.rules.addressesMax' }).nullish(),
  /** Days until the key stops working; none: it works until revoked. */
  expiresInDays: z.number().int().min(1).max(API_KEY_LIMITS.EXPIRY_DAYS_MAX).nullish(),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** One key as its owner sees it: never its secret. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters (`rk_1a2b3c4d`): enough to tell which key a system holds. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  /** null: usable from any address. */
  allowedAddresses: z.array(z.string()).nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The last call made with it (marked at most once a minute), and the address it came from. */
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** GET /api/api-keys: the caller's keys, newest first, revoked and expired ones included. */
export const ApiKeysResponse = z.array(ApiKey);
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** The answer to making a key: the key, and its secret, shown this once. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyParams = z.object({ id: z.uuid() });
