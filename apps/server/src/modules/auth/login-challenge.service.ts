// A login held back for a code: the security alert (an unknown device) or two-factor
// authentication. The password was right; the token comes only with the code sent to the
// account's email or phone, entered with the challenge id. See docs/decisions/004-accounts.md.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import {
  maskAddress,
  type ContactChannel,
  type LoginChallengeResponse,
  type LoginChallengeState,
  type SendCodeResponse,
} from '@panel/domain/contract/accounts';
import type { TokenResponse } from '@panel/domain/contract/auth';
import type { Locale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { loginChallenges, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import { checkVerificationCode, consumeVerificationCode, issueVerificationCode, type VerificationCodePolicy } from './verification-codes.service';
import { rememberDevice, type SeenDevice } from './devices.service';
import { issueToken, type TokenPolicy } from './tokens.service';
import { withTransaction } from '../../db/transaction';

type User = typeof users.$inferSelect;
export type ChallengePolicy = { challengeMinutes: number; codes: VerificationCodePolicy; tokens: TokenPolicy };
type Log = { error(obj: unknown, msg: string): void };

/** Where a held login's code goes: two-factor uses its chosen channel, the alert the email first. */
export function challengeAddress(
  user: Pick<User, 'email' | 'phone' | 'twoFactorChannel'>,
  state: LoginChallengeState,
): { channel: ContactChannel; target: string } | undefined {
  const email = user.email ? { channel: 'EMAIL' as const, target: user.email.toLowerCase() } : undefined;
  const phone = user.phone ? { channel: 'PHONE' as const, target: user.phone } : undefined;
  if (state === 'TWO_FACTOR' && user.twoFactorChannel === 'PHONE') return phone ?? email;
  return email ?? phone;
}

/** Holds a login: sends the code and answers the challenge (no token). */
export async function startLoginChallenge(
  db: Db,
  messaging: MessageTransport,
  input: { user: User; state: LoginChallengeState; fingerprintHash?: string; deviceId?: string; scope: string; ip: string; locale: Locale; now: Date },
  { policy, log }: { policy: ChallengePolicy; log?: Log },
): Promise<LoginChallengeResponse> {
  const { user, state, now } = input;
  const address = challengeAddress(user, state);
  if (!address) throw new AppError(ERROR_CODES.VERIFICATION_CODE_NOT_SENT, { reason: 'NO_CONTACT' });
  const { codeId } = await issueVerificationCode(
    db,
    messaging,
    {
      purpose: state === 'TWO_FACTOR' ? 'TWO_FACTOR_LOGIN' : 'SECURITY_ALERT',
      channel: address.channel,
      target: address.target,
      userId: user.id,
      ip: input.ip,
      locale: input.locale,
      now,
      cooldown: false,
    },
    { policy: policy.codes, log },
  );
  const expiresAt = new Date(now.getTime() + policy.challengeMinutes * 60_000);
  const [challenge] = await db
    .insert(loginChallenges)
    .values({
      userId: user.id,
      kind: state,
      codeId,
      channel: address.channel,
      fingerprintHash: input.fingerprintHash ?? null,
      deviceId: input.deviceId ?? null,
      scope: input.scope,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: loginChallenges.id });
  return {
    state,
    challengeId: challenge.id,
    channel: address.channel,
    target: maskAddress(address.target),
    expiresIn: policy.challengeMinutes * 60,
  };
}

/** The live (not completed, not expired) challenge, or 710010. */
async function getLiveChallenge(db: Db, challengeId: string, now: Date) {
  const [row] = await db
    .select({ challenge: loginChallenges, user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.id, challengeId), isNull(loginChallenges.completedAt)));
  if (!row || row.challenge.expiresAt <= now) throw new AppError(ERROR_CODES.CODE_EXPIRED);
  return row;
}

/**
 * Completes a held login with its code: remembers the device, issues the token (rotating the
 * device's older ones). A wrong code is 710011 (counted), a dead or expired one 710010.
 */
export async function completeLoginChallenge(
  db: Db,
  { challengeId, code }: { challengeId: string; code: string },
  { seen, now, policy }: { seen?: SeenDevice; now: Date; policy: ChallengePolicy },
): Promise<TokenResponse> {
  const { challenge } = await getLiveChallenge(db, challengeId, now);
  const { id: codeId } = await checkVerificationCode(db, { id: challenge.codeId }, { code, now, source: `challenge:${challengeId}`, policy: policy.codes });
  return withTransaction(db, async (tx) => {
    const [done] = await tx
      .update(loginChallenges)
      .set({ completedAt: now })
      .where(
        and(
          eq(loginChallenges.id, challengeId),
          isNull(loginChallenges.completedAt),
          eq(loginChallenges.codeId, codeId),
          sql`${loginChallenges.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!done) throw new AppError(ERROR_CODES.CODE_EXPIRED);
    await consumeVerificationCode(tx, codeId, now);
    // The account may have been blocked while the code was on its way.
    const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, done.userId));
    if (user.status === 'BLOCKED') throw new AppError(ERROR_CODES.ACCOUNT_BLOCKED);
    if (user.status !== 'ACTIVE') throw new AppError(ERROR_CODES.ACCOUNT_NOT_AVAILABLE);
    if (done.fingerprintHash) await rememberDevice(tx, { userId: done.userId, fingerprintHash: done.fingerprintHash, deviceId: done.deviceId, seen, now });
    const { token, expiresIn } = await issueToken(tx, { userId: done.userId, deviceId: done.deviceId, now, policy: policy.tokens });
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: done.scope };
  });
}

/** Sends a held login's code again (same address; the short resend wait applies). */
export async function resendLoginChallengeCode(
  db: Db,
  messaging: MessageTransport,
  { challengeId, ip, locale, now }: { challengeId: string; ip: string; locale: Locale; now: Date },
  { policy, log }: { policy: ChallengePolicy; log?: Log },
): Promise<SendCodeResponse> {
  const { challenge, user } = await getLiveChallenge(db, challengeId, now);
  const state = challenge.kind as LoginChallengeState;
  const address = challengeAddress(user, state);
  if (!address) throw new AppError(ERROR_CODES.VERIFICATION_CODE_NOT_SENT, { reason: 'NO_CONTACT' });
  const { codeId, sent } = await issueVerificationCode(
    db,
    messaging,
    {
      purpose: state === 'TWO_FACTOR' ? 'TWO_FACTOR_LOGIN' : 'SECURITY_ALERT',
      channel: address.channel,
      target: address.target,
      userId: user.id,
      ip,
      locale,
      now,
    },
    { policy: policy.codes, log },
  );
  await db.update(loginChallenges).set({ codeId }).where(eq(loginChallenges.id, challengeId));
  return sent;
}
