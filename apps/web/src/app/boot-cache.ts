// The start-up data of the last session (current user, CDN domain, system configuration), kept in
// localStorage so that a repeat visit shows the shell at once with what was last known while the
// same queries refresh in the background. The copy belongs to one token: another login (another
// user, or the same one again) starts without it, a 401 or a logout forgets it. Only these answers
// are kept, never the token itself: the copy carries a fingerprint of it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import { isLoginStatusError } from '@panel/domain/errors';
import { ApiError } from '../lib/api-client';
import { cdnDomainQuery, currentUserQuery, systemConfigQuery } from '../lib/boot-queries';
import { getToken } from '../lib/session';
import { readItem, removeItem, writeItem } from '../lib/storage';

export const BOOT_CACHE_KEY = 'bootCache';
const VERSION = 1;
/** The queries kept: what the shell waits for before showing a screen. */
const KEPT: readonly QueryKey[] = [currentUserQuery.queryKey, cdnDomainQuery.queryKey, systemConfigQuery.queryKey];
const KEPT_HASHES = new Set(KEPT.map((key) => hashKey(key)));

type Entry = { key: QueryKey; data: unknown; updatedAt: number };
type Stored = { version: number; owner: string; entries: Entry[] };

/** A fingerprint of the token (FNV-1a, 2 x 32 bits): tells whose copy it is without storing the token again. */
export function tokenFingerprint(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x811c9dc5) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

function read(): Stored | null {
  const text = readItem(BOOT_CACHE_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Stored;
    return stored?.version === VERSION && typeof stored.owner === 'string' && Array.isArray(stored.entries) ? stored : null;
  } catch {
    return null;
  }
}

export function clearBootCache(): void {
  removeItem(BOOT_CACHE_KEY);
}

/**
 * Puts the stored start-up data of the logged-in token into client, marked out of date so that the
 * shell refreshes it as soon as it shows. A copy of another token is dropped. True when restored.
 */
export function restoreBootCache(client: QueryClient): boolean {
  const token = getToken();
  const stored = read();
  if (!stored) return false;
  if (!token || stored.owner !== tokenFingerprint(token)) {
    clearBootCache();
    return false;
  }
  let restored = 0;
  for (const entry of stored.entries) {
    if (entry.data === undefined || !KEPT_HASHES.has(hashKey(entry.key))) continue;
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    void client.invalidateQueries({ queryKey: entry.key, exact: true, refetchType: 'none' });
    restored += 1;
  }
  return restored > 0;
}

function save(client: QueryClient): void {
  const token = getToken();
  if (!token) return clearBootCache();
  const entries: Entry[] = [];
  for (const key of KEPT) {
    const state = client.getQueryState(key);
    if (state?.data !== undefined) entries.push({ key, data: state.data, updatedAt: state.dataUpdatedAt });
  }
  const stored: Stored = { version: VERSION, owner: tokenFingerprint(token), entries };
  writeItem(BOOT_CACHE_KEY, JSON.stringify(stored));
}

/**
 * Keeps the stored copy up to date with each new answer of the start-up queries, and forgets it on
 * a 401. Returns the unsubscribe, which also forgets the copy when the session is gone (logout).
 */
export function persistBootCache(client: QueryClient): () => void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !KEPT_HASHES.has(event.query.queryHash)) return;
    if (event.action.type === 'success') save(client);
    else if (event.action.type === 'error' && isLoginStatusFailure(event.action.error)) clearBootCache();
  });
  return () => {
    unsubscribe();
    if (!getToken()) clearBootCache();
  };
}

export function isLoginStatusFailure(error: unknown): boolean {
  return error instanceof ApiError && isLoginStatusError({ status: error.status, respCode: error.code });
}
