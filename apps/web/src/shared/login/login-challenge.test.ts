import { beforeEach, describe, expect, it } from 'vitest';
import { clearHeldLogin, holdLogin, isChallengeAnswer, nextLoginStep, readHeldLogin, SECURITY_SET_PATH } from './login-challenge';

const token = { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, scope: 'all' };
const challenge = { state: 'TWO_FACTOR' as const, challengeId: 'c-1', channel: 'PHONE' as const, target: '+55*******4321', expiresIn: 600 };

beforeEach(() => sessionStorage.clear());

describe('the login answer', () => {
  it('keeps a token, or routes a challenge to /securitySet with where the login was going', () => {
    expect(isChallengeAnswer(token)).toBe(false);
    expect(isChallengeAnswer(challenge)).toBe(true);
    expect(nextLoginStep(token, { from: '/me' })).toEqual({ kind: 'token', token });
    expect(nextLoginStep(challenge, { from: '/me', oldVersion: true, now: 1000 })).toEqual({
      kind: 'challenge',
      path: SECURITY_SET_PATH,
      held: { challenge, receivedAt: 1000, from: '/me', oldVersion: true },
    });
  });

  it('keeps the held login for this tab until it expires or is cleared', () => {
    holdLogin({ challenge, receivedAt: 1_000_000 });
    expect(readHeldLogin(1_000_000 + 599_000)?.challenge.challengeId).toBe('c-1');
    expect(readHeldLogin(1_000_000 + 600_000)).toBeNull();
    clearHeldLogin();
    expect(readHeldLogin(1_000_000)).toBeNull();
    sessionStorage.setItem('loginChallenge', '{not json');
    expect(readHeldLogin()).toBeNull();
  });
});
