// The login session as the spec stores it: token under Admin-Token, its type under Token-Type,
// the current user under userInfo (spec section 3). Logged in means a token exists (section 4).
import { STORAGE_KEYS } from '@panel/domain/storage-keys';
import { OFFLINE_READS_CACHE } from './offline-caches';
import { readItem, removeItem, writeItem } from './storage';

export function getToken(): string | null {
  return readItem(STORAGE_KEYS.token);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

/** Keeps the token and its type (e.g. "bearer") after a login. */
export function saveToken(token: string, tokenType: string): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.tokenType, tokenType);
}

/** The Authorization header value "<Token-Type> <token>", or undefined without a token. */
export function authorizationHeader(): string | undefined {
  const token = getToken();
  if (!token) return undefined;
  return `${readItem(STORAGE_KEYS.tokenType) || 'bearer'} ${token}`;
}

export function saveUserInfo(user: unknown): void {
  writeItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

/** Forgets token, token type and userInfo (logout, or a 401 confirmed by the user). */
export function clearSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.tokenType);
  removeItem(STORAGE_KEYS.userInfo);
  // The reads the service worker kept for offline use are this user's.
  if ('caches' in window) void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined);
}

/**
 * Where a login brings the user: the panel path they were sent to /login from (RequireAuth or the
 * 401 dialog put it in the location state), else Home. Only a path of this panel: never '//host'.
 */
export function pathAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith('/login') ? from : '/home';
}
