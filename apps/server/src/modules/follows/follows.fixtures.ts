// Test helpers for the store and follow API tests (imported by *.test.ts only): accounts from
// test/factories.ts, each with the headers of a live session.
import type { NewUser } from '../users/users.service';
import { call, type TestApp } from '../../../test/app';
import { createSeller, createUser, sessionFor, type TestUser } from '../../../test/factories';

export type Actor = Awaited<ReturnType<typeof actorOf>>;

/** An account as the API tests use it: with the Authorization header of a session of its own. */
export async function actorOf(t: TestApp, { user, store, email, password }: TestUser) {
  const { authorization } = await sessionFor(t, { user });
  return { user, store, email, password, headers: { authorization } };
}

/** An account with a session; with `store` its store gets a name and an avatar (usable). */
export async function createActor(t: TestApp, options: { store?: { name?: string; autoAccept?: boolean } | false; user?: Partial<NewUser> } = {}) {
  return actorOf(t, options.store ? await createSeller(t, { store: options.store, user: options.user }) : await createUser(t, options.user));
}

/** Calls the API as an actor (or anonymously) and returns the envelope. */
export function as(t: TestApp, actor: Actor | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  return call(t.app, { method, url, headers: { ...actor?.headers, ...headers }, ...(payload ? { payload } : {}) }).then((res) => res.body);
}

/** The buyer's follow request to a store, as the panel sends it. */
export const requestFollowOf = (t: TestApp, buyer: Actor, store: { id: string }, replaceCurrent?: boolean) =>
  as(t, buyer, 'POST', '/api-user/user/follow/request', { storeId: store.id, ...(replaceCurrent === undefined ? {} : { replaceCurrent }) });
