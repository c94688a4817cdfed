import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeTask, resendCode, resendWait, startVerifyTask, taskTexts, verifyTaskOf } from './verify-task';

const sent = { channel: 'EMAIL' as const, target: 'an***@example.com', expiresIn: 600, resendIn: 60 };
const realFetch = globalThis.fetch;
let calls: { url: string; method: string; body: unknown }[];

function fakeServer(data: unknown) {
  calls = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ respCode: 200, data, message: 'ok' }));
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the code step of account changes', () => {
  it('keeps where the code went and counts the resend wait from when it was sent', () => {
    const task = startVerifyTask({ kind: 'CHANGE_EMAIL', email: 'ana@example.com' }, sent, 1_000_000);
    expect(task).toEqual({ kind: 'CHANGE_EMAIL', email: 'ana@example.com', target: 'an***@example.com', sentAt: 1_000_000, resendIn: 60 });
    expect(resendWait(task, 1_000_000)).toBe(60);
    expect(resendWait(task, 1_030_500)).toBe(30);
    expect(resendWait(task, 1_090_000)).toBe(0);
  });

  it('reads only real tasks from the router state', () => {
    expect(verifyTaskOf(null)).toBeNull();
    expect(verifyTaskOf({ kind: 'SOMETHING', target: 'x', sentAt: 1 })).toBeNull();
    expect(verifyTaskOf({ kind: 'TWO_FACTOR', enabled: true, channel: 'EMAIL', target: 'x', sentAt: 1, resendIn: 60 })).not.toBeNull();
  });

  it('sends again and completes each kind through its own call', async () => {
    fakeServer(sent);
    await resendCode(startVerifyTask({ kind: 'CHANGE_PHONE', phone: '11987654321', areaCode: '55' }, sent));
    await resendCode(startVerifyTask({ kind: 'TWO_FACTOR', enabled: true, channel: 'PHONE' }, sent));
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api-user/user/verification/change-phone/code', { phone: '11987654321', areaCode: '55' }],
      ['POST', '/api-user/user/verification/security/code', { type: 'TWO_FACTOR', channel: 'PHONE' }],
    ]);

    fakeServer({});
    await completeTask(startVerifyTask({ kind: 'CHANGE_EMAIL', email: 'new@example.com' }, sent), 'AB3D', 'Secret123');
    await completeTask(startVerifyTask({ kind: 'TWO_FACTOR', enabled: false, channel: 'EMAIL' }, sent), 'XY9Z');
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api-user/users/security/email', { email: 'new@example.com', code: 'AB3D', password: 'Secret123' }],
      ['PUT', '/api-user/users/security/tfa', { enabled: false, channel: 'EMAIL', code: 'XY9Z' }],
    ]);
  });

  it('says what was done', () => {
    expect(taskTexts(startVerifyTask({ kind: 'TWO_FACTOR', enabled: false, channel: 'EMAIL' }, sent)).done).toBe('account.verify.done.TWO_FACTOR_OFF');
  });
});
