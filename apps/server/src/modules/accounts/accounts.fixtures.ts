// Test helpers for the account and login API tests (imported by *.test.ts only).
import { desc, eq } from 'drizzle-orm';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { outboxMessages } from '../../db/schema';
import { call, type TestApp } from '../../../test/app';

let accounts = 0;

/** A fresh email address no account has. */
export const newEmail = () => `acct${++accounts}-${Date.now()}@example.com`;

/** The newest message the outbox holds for an address. */
export async function lastMessageTo(t: TestApp, to: string) {
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.seq)).limit(1);
  return row;
}

/** The code of the newest message to an address (4 upper-case letters or digits). */
export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const message = await lastMessageTo(t, to);
  const code = message?.body.match(/\b([2-9A-Z]{4})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** A JSON call with the panel's language header. */
export function json(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  return call(t.app, { method, url, headers: { language: 'en', ...headers }, ...(payload ? { payload } : {}) });
}

/** The login call as the panel sends it (form-encoded), with extra form fields and headers. */
export function loginForm(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(t.app, {
    method: 'POST',
    url: '/api-auth/oauth/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en', ...headers },
    payload: new URLSearchParams({ ...PANEL_TOKEN_FIELDS, ...fields }).toString(),
  });
}

/** Signs an account up through the three calls (code, verify, sign-up) and returns the answer and the password. */
export async function signUpThroughApi(t: TestApp, options: { account?: string; inviteCode?: string; fingerprintId?: string; deviceId?: string; headers?: Record<string, string> } = {}) {
  const account = options.account ?? newEmail();
  const password = 'Secret123';
  t.clock.advance(61_000); // past the resend wait of the previous test's codes
  const sent = await json(t, 'POST', '/api-user/user/verification/sign-up/code', { account });
  if (sent.body.respCode !== 200) throw new Error(`sign-up code failed: ${JSON.stringify(sent.body)}`);
  const code = await lastCodeTo(t, account.toLowerCase());
  await json(t, 'POST', '/api-user/user/verification/verify', { account, code, type: 'SIGN_UP' });
  const res = await json(
    t,
    'POST',
    '/api-user/user/sign-up/reseller',
    { account, code, password, confirmPassword: password, inviteCode: options.inviteCode, fingerprintId: options.fingerprintId },
    { ...(options.deviceId ? { deviceId: options.deviceId } : {}), ...options.headers },
  );
  if (res.body.respCode !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  return { account, password, body: res.body.data, authorization: `Bearer ${res.body.data.token.access_token}` };
}
