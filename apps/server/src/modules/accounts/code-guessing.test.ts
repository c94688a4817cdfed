// Four-character codes are guessable: a stranger's wrong guesses must not burn the owner's live
// code, and all guessers together get a small daily number of wrong guesses per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { lastCodeTo } from '../../../test/fixtures/accounts.fixtures';

const MAX_PER_CODE = 5;
const MAX_PER_DAY = 12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true, codeMaxAttempts: MAX_PER_CODE, codeMaxFailuresPerDay: MAX_PER_DAY });
});
afterAll(() => t.close());

const send = (account: string, ip: string) =>
  call(t.app, { method: 'POST', url: '/api-user/user/verification/reset-password/code', remoteAddress: ip, payload: { account } });
const reset = (account: string, code: string, ip: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/api-user/user/password/reset/outer',
    remoteAddress: ip,
    payload: { account, code, password: 'NewPass123', confirmPassword: 'NewPass123' },
  });
const wrongOf = (code: string) => (code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');

describe('guessing verification codes', () => {
  it("does not let a stranger burn another user's live code", async () => {
    const user = await createUser(t);
    await send(user.email!, '192.0.2.10');
    const code = await lastCodeTo(t, user.email!);
    const stranger = [];
    for (let i = 0; i < MAX_PER_CODE + 1; i++) stranger.push((await reset(user.email!, wrongOf(code), '203.0.113.66')).body.respCode);
    expect(stranger.slice(0, MAX_PER_CODE)).toEqual(Array(MAX_PER_CODE).fill(ERROR_CODES.WRONG_CODE));
    // The stranger is done with this code, even with the right answer...
    expect((await reset(user.email!, code, '203.0.113.66')).body.respCode).toBe(ERROR_CODES.CODE_EXPIRED);
    // ...and the owner, elsewhere, still uses it.
    expect((await reset(user.email!, code, '192.0.2.10')).body.respCode).toBe(200);
  });

  it('caps wrong guesses at an address per day, all sources together, until the day is over', async () => {
    const user = await createUser(t);
    await send(user.email!, '192.0.2.20');
    const code = await lastCodeTo(t, user.email!);
    const answers = [];
    for (let i = 0; i < MAX_PER_DAY + 3; i++) answers.push((await reset(user.email!, wrongOf(code), `198.51.100.${i + 1}`)).body.respCode);
    expect(answers.filter((c) => c === ERROR_CODES.WRONG_CODE)).toHaveLength(MAX_PER_DAY);
    expect(answers.slice(MAX_PER_DAY)).toEqual([ERROR_CODES.OPERATION_TOO_FREQUENT, ERROR_CODES.OPERATION_TOO_FREQUENT, ERROR_CODES.OPERATION_TOO_FREQUENT]);
    // Past the cap even the right code waits: a guess cannot be told from the owner.
    const owner = await reset(user.email!, code, '192.0.2.20');
    expect(owner.body.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(owner.body.data.minutes).toBeGreaterThan(23 * 60);
    // The next day, a new code works.
    t.clock.advance(24 * 3_600_000 + 60_000);
    await send(user.email!, '192.0.2.20');
    expect((await reset(user.email!, await lastCodeTo(t, user.email!), '192.0.2.20')).body.respCode).toBe(200);
  });

  it('counts parallel guesses before comparing them', async () => {
    const user = await createUser(t);
    await send(user.email!, '192.0.2.30');
    const code = await lastCodeTo(t, user.email!);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => reset(user.email!, i === 39 ? code : wrongOf(code), `198.51.101.${i + 1}`)));
    const codes = answers.map((a) => a.body.respCode);
    expect(codes.filter((c) => c === ERROR_CODES.WRONG_CODE).length).toBeLessThanOrEqual(MAX_PER_DAY);
    expect(codes).not.toContain(200);
  });
});
