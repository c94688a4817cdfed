// Test factories for the store and follow API tests (imported by *.test.ts only).
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { NewUser } from '../users/users.service';
import { call, createTestUser, login, type TestApp } from '../../../test/app';

export type Actor = Awaited<ReturnType<typeof createActor>>;

let stores_ = 0;

/** An account logged in through the real token call; with `store` its store gets a name and an avatar (usable). */
export async function createActor(t: TestApp, options: { store?: { name?: string; autoAccept?: boolean } | false; user?: Partial<NewUser> } = {}) {
  const created = await createTestUser(t.db, options.user);
  let store = created.store;
  if (options.store) {
    stores_ += 1;
    [store] = await t.db
      .update(stores)
      .set({
        name: options.store.name ?? `Card Store ${stores_}`,
        avatar: `store/test/${stores_}.png`,
        phone: '+5511999990000',
        email: `store${stores_}@example.com`,
        autoAcceptFollows: options.store.autoAccept ?? false,
      })
      .where(eq(stores.id, created.store.id))
      .returning();
  }
  const { authorization } = await login(t.app, created.email!, created.password);
  return { ...created, store, headers: { authorization } };
}

/** Calls the API as an actor (or anonymously) and returns the envelope. */
export function as(t: TestApp, actor: Actor | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  return call(t.app, { method, url, headers: { ...actor?.headers, ...headers }, ...(payload ? { payload } : {}) }).then((res) => res.body);
}

/** The buyer's follow request to a store, as the panel sends it. */
export const requestFollowOf = (t: TestApp, buyer: Actor, store: { id: string }, replaceCurrent?: boolean) =>
  as(t, buyer, 'POST', '/api-user/user/follow/request', { storeId: store.id, ...(replaceCurrent === undefined ? {} : { replaceCurrent }) });
