// The server's API as the browser tests set up their data: each test creates what it needs (an
// account, a store, a card, a listing, a follow) instead of relying on what an earlier test left.
// Codes are read from the server's development outbox (DEV_OUTBOX=true).
import { randomUUID } from 'node:crypto';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { expect, vi } from 'vitest';
import type { RunningServer } from './server';
import { solidPng } from './images';

export type Envelope<T = any> = { respCode: number; data: T; message: string };
type CallOptions = { token?: string; json?: unknown; form?: Record<string, string>; formData?: FormData; headers?: Record<string, string> };

/** Calls the API and answers the envelope (business errors included; HTTP failures throw). */
export async function call<T = any>(
  server: RunningServer,
  method: string,
  path: string,
  { token, json, form, formData, headers = {} }: CallOptions = {},
): Promise<Envelope<T>> {
  let body: BodyInit | undefined;
  const sent: Record<string, string> = { language: 'en', ...headers };
  if (token) sent.Authorization = `bearer ${token}`;
  if (json !== undefined) {
    body = JSON.stringify(json);
    sent['Content-Type'] = 'application/json';
  } else if (form) {
    body = new URLSearchParams(form);
    sent['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (formData) body = formData;
  const response = await fetch(`${server.url}${path}`, { method, headers: sent, body });
  return (await response.json()) as Envelope<T>;
}

/** Calls the API and fails the test unless it answers 200; resolves the data. */
export async function ok<T = any>(server: RunningServer, method: string, path: string, options?: CallOptions): Promise<T> {
  const answer = await call<T>(server, method, path, options);
  if (answer.respCode !== 200) throw new Error(`${method} ${path} answered ${answer.respCode}: ${answer.message} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/** A token of an account through the login call (accounts without a remembered device get one at once). */
export async function tokenOf(server: RunningServer, account: string, password = 'Demo1234'): Promise<string> {
  const data = await ok<{ access_token: string }>(server, 'POST', '/api-auth/oauth/user/token', {
    form: { username: account, password, ...PANEL_TOKEN_FIELDS },
  });
  return data.access_token;
}

// --- The development outbox -------------------------------------------------------------------

export type OutboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

export async function outbox(server: RunningServer, to: string): Promise<OutboxMessage[]> {
  return ok<OutboxMessage[]>(server, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`);
}

/** The ids of the messages already sent to an address (to tell the next one apart). */
export async function seenMessages(server: RunningServer, to: string): Promise<Set<string>> {
  return new Set((await outbox(server, to)).map((message) => message.id));
}

/** Waits for a new message to the address (with that subject) and reads its 4-character code. */
export async function nextCode(server: RunningServer, to: string, seen: Set<string>, subject?: string): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(server, to)).find((message) => !seen.has(message.id) && (!subject || message.subject === subject));
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  const code = /\b([23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4})\b/.exec(found!.text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/**
 * Presses a screen's "send code" until a new code with `subject` arrives: while the address's
 * resend wait lasts (a code went to it moments before) the server answers 140029 and nothing is
 * sent, and a person would press again. Answers the code.
 */
export async function sendFromScreenUntilCode(
  server: RunningServer,
  to: string,
  seen: Set<string>,
  subject: string,
  press: () => Promise<void>,
): Promise<string> {
  let found: OutboxMessage | undefined;
  await vi.waitFor(
    async () => {
      found = (await outbox(server, to)).find((message) => !seen.has(message.id) && message.subject === subject);
      if (found) return;
      await press();
      await expect
        .poll(async () => (await outbox(server, to)).some((message) => !seen.has(message.id) && message.subject === subject), { timeout: 2_000 })
        .toBe(true);
    },
    { timeout: 30_000, interval: 500 },
  );
  return nextCode(server, to, seen, subject);
}

// --- Accounts -----------------------------------------------------------------------------------

export type Account = { email: string; password: string; token: string; id: string; nickname: string };

let accounts = 0;
/** A new address for an account of this run: `<label>-<n>-<random>@example.com`. */
export const newEmail = (label: string) => `${label}-${++accounts}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Signs up a new account through the API (code from the outbox; a nickname when given); it is
 * logged in by its token. Like the panel, it sends a device fingerprint: logging in from a browser
 * later is a new device (the security alert). The quick-start guide is marked read unless guideRead is false.
 */
export async function signUpAccount(
  server: RunningServer,
  {
    email = newEmail('user'),
    password = 'Start1234',
    nickname,
    guideRead = true,
  }: { email?: string; password?: string; nickname?: string; guideRead?: boolean } = {},
): Promise<Account> {
  const seen = await seenMessages(server, email);
  await sendCode(server, '/api-user/user/verification/sign-up/code', { json: { account: email } });
  const code = await nextCode(server, email, seen, 'Your sign-up code');
  await ok(server, 'POST', '/api-user/user/verification/verify', { json: { account: email, code, type: 'SIGN_UP' } });
  const signedUp = await ok<{ id: string; nickname: string; token: { access_token: string } }>(server, 'POST', '/api-user/user/sign-up/reseller', {
    json: { account: email, code, password, confirmPassword: password, fingerprintId: `e2e-${randomUUID()}` },
  });
  const token = signedUp.token.access_token;
  if (nickname) await ok(server, 'PUT', '/api-user/users/profile', { token, json: { nickname } });
  // A new account is sent to the quick-start guide until it confirms it; most tests start past it.
  if (guideRead) await ok(server, 'POST', '/api-user/users/guide/confirm', { token });
  return { email, password, token, id: signedUp.id, nickname: nickname ?? signedUp.nickname };
}

/** The account behind a token (its id, its store). */
export function currentUser(server: RunningServer, token: string): Promise<{ id: string; nickname: string; store: { id: string } | null }> {
  return ok(server, 'GET', '/api-user/users/current', { token });
}

/** Asks for a code; while the address must still wait before another one (140029), asks again until it may. */
async function sendCode(server: RunningServer, path: string, options: CallOptions): Promise<void> {
  const answer = await vi.waitFor(
    async () => {
      const sent = await call(server, 'POST', path, options);
      if (sent.respCode === 140029) throw new Error('the address must wait before another code');
      return sent;
    },
    { timeout: 90_000, interval: 500 },
  );
  if (answer.respCode !== 200) throw new Error(`POST ${path} answered ${answer.respCode}: ${answer.message}`);
}

/** Turns two-factor authentication on by email (code from the outbox). */
export async function enableTwoFactor(server: RunningServer, account: Pick<Account, 'email' | 'token'>): Promise<void> {
  const seen = await seenMessages(server, account.email);
  await sendCode(server, '/api-user/user/verification/security/code', { token: account.token, json: { type: 'TWO_FACTOR', channel: 'EMAIL' } });
  const code = await nextCode(server, account.email, seen, 'Your two-factor authentication code');
  await ok(server, 'PUT', '/api-user/users/security/tfa', { token: account.token, json: { enabled: true, channel: 'EMAIL', code } });
}

// --- Stores and follows -------------------------------------------------------------------------

/** Uploads a picture of a kind (avatar, store, product) and answers its key. */
export async function uploadPicture(
  server: RunningServer,
  token: string,
  kind: 'avatar' | 'store' | 'product',
  colour: [number, number, number] = [22, 119, 255],
): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(solidPng(64, colour))], { type: 'image/png' }), `${kind}.png`);
  return (await ok<{ key: string }>(server, 'POST', `/api-auth/s3/upload/image/${kind}`, { token, formData: body })).key;
}

/** Gives the account's store a name and a picture (a store is usable then), and contacts when given; answers the store id. */
export async function openStore(
  server: RunningServer,
  account: Pick<Account, 'token'>,
  name: string,
  { autoAccept = false, email }: { autoAccept?: boolean; email?: string } = {},
): Promise<string> {
  const avatar = await uploadPicture(server, account.token, 'store', [250, 140, 22]);
  const store = await ok<{ id: string }>(server, 'PUT', '/api/store/info', { token: account.token, json: { name, avatar, email } });
  if (autoAccept) await ok(server, 'PUT', '/api/store/follow-setting', { token: account.token, json: { autoAccept } });
  return store.id;
}

/** The buyer asks to follow the store; answers the request (its id is the follow's). */
export function requestFollow(server: RunningServer, buyer: Pick<Account, 'token'>, storeId: string): Promise<{ id: string; status: string }> {
  return ok(server, 'POST', '/api-user/user/follow/request', { token: buyer.token, json: { storeId } });
}

/** The store owner answers a request. */
export function answerFollow(server: RunningServer, owner: Pick<Account, 'token'>, requestId: string, action: 'ACCEPT' | 'REJECT' = 'ACCEPT') {
  return ok(server, 'PUT', `/api-user/user/follow/handle?id=${requestId}&action=${action}`, { token: owner.token });
}

/** The buyer follows the store (asked and accepted); answers the follow id. */
export async function follow(server: RunningServer, buyer: Pick<Account, 'token'>, owner: Pick<Account, 'token'>, storeId: string): Promise<string> {
  const request = await requestFollow(server, buyer, storeId);
  if (request.status !== 'ACCEPTED') await answerFollow(server, owner, request.id);
  return request.id;
}

/** The store owner blocks a buyer. */
export function block(server: RunningServer, owner: Pick<Account, 'token'>, buyerId: string, storeId: string) {
  return ok(server, 'POST', `/api-user/user/follow/block/${buyerId}/${storeId}`, { token: owner.token });
}

// --- Catalogue ----------------------------------------------------------------------------------

/** Creates a card of the store (a recharge card by default); answers its id. */
export async function createCard(server: RunningServer, owner: Pick<Account, 'token'>, name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const picture = await uploadPicture(server, owner.token, 'product', [30, 120, 220]);
  const card = await ok<{ id: string }>(server, 'POST', '/api/product/card', {
    token: owner.token,
    json: { type: 'RECHARGE_CARD', name, picture, defaultCurrency: 'USD', ...fields },
  });
  return card.id;
}

/** Mints (+N) or retires (-N) units of a card, with an idempotency key of its own. */
export function changeStock(server: RunningServer, owner: Pick<Account, 'token'>, cardId: string, change: number) {
  return ok(server, 'POST', '/api/product/stock/change', { token: owner.token, json: { cardId, change }, headers: { 'Idempotency-Key': randomUUID() } });
}

export type Tier = { minCount: number; wholesalePrice: string; retailPrice: string };

/** Gives the store a bank account when it has none: offline transfer is listed only by a store that has one. */
export async function ensureBankAccount(server: RunningServer, owner: Pick<Account, 'token'>): Promise<void> {
  const accounts = await ok<unknown[]>(server, 'GET', '/api/store/payment-accounts', { token: owner.token });
  if (accounts.length > 0) return;
  await ok(server, 'POST', '/api/store/payment-accounts', {
    token: owner.token,
    json: {
      recipientBank: 'First Bank',
      bankAddress: '1 Bank Street',
      recipientName: 'Card Store Ltd',
      recipientAddress: '2 Shop Road',
      recipientAccount: '000123456789',
      swiftCode: 'FBNKUS33',
    },
  });
}

/** Lists a card (offline payment in USD, everyone sees it unless userIds open it to them only), giving the store a bank account first when it has none; answers the listing id. */
export async function createListing(
  server: RunningServer,
  owner: Pick<Account, 'token'>,
  cardId: string,
  { name, tiers, openTo }: { name: string; tiers: Tier[]; openTo?: string[] },
): Promise<string> {
  await ensureBankAccount(server, owner);
  const picture = await uploadPicture(server, owner.token, 'product', [30, 120, 220]);
  const listing = await ok<{ id: string }>(server, 'POST', '/api/product/listing', {
    token: owner.token,
    json: {
      cardId,
      name,
      picture,
      tiers,
      paymentMethods: ['OFFLINE'],
      paymentCurrencies: ['USD'],
      currency: 'USD',
      stockMode: 'ALL',
      visibility: openTo ? 'OPEN_TO' : 'EVERYONE',
      userIds: openTo ?? [],
      listed: true,
    },
  });
  return listing.id;
}
