// A call made with an API key (`Authorization: Bearer rk_...`): the key acts as its user, within
// what it allows. It is refused, in this order, when it is unknown, revoked or expired (401, as a
// session that ended); when it has made too many calls this minute (140029); when the call comes
// from an address outside its allow-list, or its route is not part of the public API or needs a
// scope the key does not hold (20003). `read` allows every GET of the public API; each other scope
// allows its own calls, reads and writes. A route without a scope (the operator's, the sandbox's,
// the development ones, managing keys, every route not yet on the endpoint table) is never a key's.
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Bound } from '@panel/domain/endpoints/endpoint';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { takeAttempt } from '../../platform/rate-limit';
import type { Session } from '../../http/auth-guard';
import { markApiKeyUse, resolveApiKey, type LiveApiKey } from './api-keys.service';

/** True when the key may call the route registered from `entry`. */
export function scopeAllows(scopes: readonly string[], entry: Bound | undefined): boolean {
  if (!entry?.scope || entry.access !== 'user') return false;
  return scopes.includes(entry.scope) || (entry.method === 'GET' && scopes.includes('read'));
}

/** True when `address` is one of the allow-list's addresses or inside one of its networks (an IPv4-mapped IPv6 address counts as its IPv4). */
export function addressAllowed(allowed: readonly string[] | null, address: string): boolean {
  if (!allowed) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [network, prefix] = entry.split('/');
    const family = isIPv4(network!) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network!, family);
    else list.addSubnet(network!, Number(prefix), family);
  }
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

const refused = () => new AppError(ERROR_CODES.NOT_AUTHORIZED);

/** The address as people write it: an IPv4-mapped IPv6 address (a dual-stack socket's ::ffff:192.0.2.1) as its IPv4. */
const plainAddress = (ip: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;

/** Checks a call made with an API key and answers the session it acts as (or throws the refusal). */
export async function authenticateApiKey(ctx: AppContext, request: FastifyRequest, credential: string): Promise<Session> {
  const now = ctx.clock.now();
  const key: LiveApiKey | undefined = await resolveApiKey(ctx.db, credential, now);
  if (!key) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
  // Every call of a live key counts, the refused ones too: a key used from the wrong place still costs the server.
  const rule = { max: ctx.config.apiKeyCallsPerMinute, windowMinutes: 1, blockMinutes: 1 };
  const attempt = await takeAttempt(ctx.db, `api-key:${key.id}`, rule, now);
  if (!attempt.allowed) {
    const minutes = Math.max(attempt.waitMinutes, 1);
    throw new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { minutes }, 'auth.waitMinutes', { num: minutes });
  }
  // The address as Fastify resolved it: X-Forwarded-For only from the proxies TRUST_PROXY names.
  const address = plainAddress(request.ip);
  if (!addressAllowed(key.allowedAddresses, address)) throw refused();
  if (!scopeAllows(key.scopes, request.routeOptions.config.endpoint)) throw refused();
  await markApiKeyUse(ctx.db, key, { now, address });
  return { userId: key.userId, apiKeyId: key.id };
}
