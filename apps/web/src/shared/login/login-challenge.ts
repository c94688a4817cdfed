// A login held for a code (security alert or two-factor, docs/decisions/004-accounts.md): the login
// screen keeps the challenge for this tab and goes to /securitySet, which completes it. Zod-free and
// small: the login route imports it.
import type { LoginChallengeResponse, LoginResponse } from '@panel/domain/contract/accounts';
import type { TokenResponse } from '@panel/domain/contract/auth';

export const SECURITY_SET_PATH = '/securitySet';
const STORAGE_KEY = 'loginChallenge';

/** What /securitySet needs: the challenge, when it arrived, and where the login was going. */
export type HeldLogin = {
  challenge: LoginChallengeResponse;
  /** Epoch milliseconds the challenge arrived at (it lives challenge.expiresIn seconds). */
  receivedAt: number;
  /** The route to open after the code (the login's remembered route). */
  from?: string;
  /** Hand the session over to the old version instead of opening a route. */
  oldVersion?: boolean;
};

/** True when the login answered a challenge (no token yet); the contract's isLoginChallenge, without zod. */
export function isChallengeAnswer(answer: LoginResponse): answer is LoginChallengeResponse {
  return typeof answer === 'object' && answer !== null && 'challengeId' in answer;
}

export type LoginStep = { kind: 'token'; token: TokenResponse } | { kind: 'challenge'; path: string; held: HeldLogin };

/** What follows a login's answer: keep the token, or enter the code on /securitySet. */
export function nextLoginStep(
  answer: LoginResponse,
  { from, oldVersion, now = Date.now() }: { from?: string; oldVersion?: boolean; now?: number } = {},
): LoginStep {
  if (!isChallengeAnswer(answer)) return { kind: 'token', token: answer };
  return { kind: 'challenge', path: SECURITY_SET_PATH, held: { challenge: answer, receivedAt: now, from, oldVersion } };
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the held login for this tab (a reload of /securitySet still has it). */
export function holdLogin(held: HeldLogin): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(held));
  } catch {
    // Storage refused: the router state still carries it.
  }
}

/** The held login of this tab, if any and not expired. */
export function readHeldLogin(now = Date.now()): HeldLogin | null {
  let held: HeldLogin | null = null;
  try {
    held = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as HeldLogin | null;
  } catch {
    return null;
  }
  if (!held?.challenge?.challengeId || typeof held.receivedAt !== 'number') return null;
  return now < held.receivedAt + held.challenge.expiresIn * 1000 ? held : null;
}

export function clearHeldLogin(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to remove.
  }
}
