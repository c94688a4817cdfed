// The stored start-up data: restored for the token it was saved with only, kept up to date with
// each answer, forgotten on a logout and on a 401.
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@panel/domain/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { cdnDomainQuery, currentUserQuery, inviteLinkQuery, systemConfigQuery } from '../lib/boot-queries';
import { clearSession, saveToken } from '../lib/session';
import { BOOT_CACHE_KEY, persistBootCache, restoreBootCache } from './boot-cache';

const USER = { id: 'u1', uid: '100200', nickname: 'Ana Reseller' };
const CONFIG = { supportEmail: 'help@example.com', uploadMaxBytes: 1 };

let stops: Array<() => void> = [];

/** A session's client that keeps its start-up data, as the shell makes one. */
function sessionClient(): QueryClient {
  const client = new QueryClient();
  restoreBootCache(client);
  stops.push(persistBootCache(client));
  return client;
}

/** Answers the start-up queries of client as the server would. */
async function load(client: QueryClient, user = USER) {
  await client.fetchQuery({ ...currentUserQuery, queryFn: () => Promise.resolve(user as never) });
  await client.fetchQuery({ ...cdnDomainQuery, queryFn: () => Promise.resolve('http://cdn.test') });
  await client.fetchQuery({ ...systemConfigQuery, queryFn: () => Promise.resolve(CONFIG as never) });
}

beforeEach(() => {
  localStorage.clear();
  saveToken('token-of-ana', 'bearer');
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the stored start-up data', () => {
  it('comes back on the next visit of the same session, to be refreshed', async () => {
    await load(sessionClient());

    const next = sessionClient();
    expect(next.getQueryData(currentUserQuery.queryKey)).toEqual(USER);
    expect(next.getQueryData(cdnDomainQuery.queryKey)).toBe('http://cdn.test');
    expect(next.getQueryData(systemConfigQuery.queryKey)).toEqual(CONFIG);
    // Out of date at once: the shell shows it and asks the server again.
    expect(next.getQueryState(currentUserQuery.queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the newest answer', async () => {
    const client = sessionClient();
    await load(client);
    await client.fetchQuery({ ...currentUserQuery, staleTime: 0, queryFn: () => Promise.resolve({ ...USER, nickname: 'Ana B.' } as never) });

    expect(sessionClient().getQueryData(currentUserQuery.queryKey)).toMatchObject({ nickname: 'Ana B.' });
  });

  it('is not shown to another login, and is dropped', async () => {
    await load(sessionClient());
    saveToken('token-of-bruno', 'bearer');

    const next = sessionClient();
    expect(next.getQueryData(currentUserQuery.queryKey)).toBeUndefined();
    expect(next.getQueryData(systemConfigQuery.queryKey)).toBeUndefined();
    expect(localStorage.getItem(BOOT_CACHE_KEY)).toBeNull();
  });

  it('keeps only the start-up answers, and not the token', async () => {
    const client = sessionClient();
    await load(client);
    await client.fetchQuery({ ...inviteLinkQuery, queryFn: () => Promise.resolve('http://panel.test/register/ABC') });

    const stored = localStorage.getItem(BOOT_CACHE_KEY)!;
    expect(stored).toContain('Ana Reseller');
    expect(stored).not.toContain('register/ABC');
    expect(stored).not.toContain('token-of-ana');
  });

  it('is forgotten when the user logs out and leaves the shell', async () => {
    const client = sessionClient();
    await load(client);
    clearSession();
    stops.pop()!();

    expect(localStorage.getItem(BOOT_CACHE_KEY)).toBeNull();
    saveToken('token-of-ana', 'bearer');
    expect(sessionClient().getQueryData(currentUserQuery.queryKey)).toBeUndefined();
  });

  it('stays when the shell is left with the session still there', async () => {
    await load(sessionClient());
    stops.pop()!();

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-of-ana');
    expect(sessionClient().getQueryData(currentUserQuery.queryKey)).toEqual(USER);
  });

  it('is forgotten on a 401', async () => {
    const client = sessionClient();
    await load(client);
    await client
      .fetchQuery({ ...currentUserQuery, staleTime: 0, retry: false, queryFn: () => Promise.reject(new ApiError(401, 'expired', null, 401)) })
      .catch(() => {});

    expect(localStorage.getItem(BOOT_CACHE_KEY)).toBeNull();
  });
});
