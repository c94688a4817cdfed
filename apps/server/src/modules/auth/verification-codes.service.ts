// Verification codes: 4 random characters, kept only as an argon2id hash, expiring, with a
// limited number of wrong guesses, and sending throttled per address and per source address in
// the database (shared by every server process). See docs/decisions/004-accounts.md.
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { LIMITS } from '@panel/domain/constants';
import type { CodePurpose, ContactChannel, SendCodeResponse } from '@panel/domain/contract/accounts';
import { maskAddress } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import { hashPassword, verifyPassword } from '../users/users.public';
import { blockedMs, giveBackAttempt, hitRateLimit, takeAttempt } from '../../platform/rate-limit';
import { codeMessage } from './messages';
import { withTransaction, type Tx } from '../../db/transaction';

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** How long a code stays usable once the verify call has accepted it (the sign-up form comes after). */
export const VERIFIED_CODE_MINUTES = 30;

export type VerificationCodePolicy = {
  ttlMinutes: number;
  /** Wrong guesses one source may make at one code. */
  maxAttempts: number;
  /** Wrong guesses at an address's codes per day, all sources together. */
  maxFailuresPerDay: number;
  resendSeconds: number;
  maxPerTarget: number;
  maxPerIp: number;
};

export const verificationCodePolicyOf = (config: Config): VerificationCodePolicy => ({
  ttlMinutes: config.codeTtlMinutes,
  maxAttempts: config.codeMaxAttempts,
  maxFailuresPerDay: config.codeMaxFailuresPerDay,
  resendSeconds: config.codeResendSeconds,
  maxPerTarget: config.codeMaxPerTarget,
  maxPerIp: config.codeMaxPerIp,
});

/** A new random code. */
export function generateCode(length: number = LIMITS.VERIFICATION_CODE_LENGTH): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * 140029 with the real wait, as the login does ("wait {num} minutes"). `reason` RESEND_WAIT marks the
 * plain wait between two codes (nothing was overdone: the screen says when a new code can be sent);
 * without it the caller went over a limit (too many tries).
 */
export function tooFrequent(ms: number, reason?: 'RESEND_WAIT') {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { minutes, seconds: Math.ceil(ms / 1000), ...(reason ? { reason } : {}) }, 'auth.waitMinutes', {
    num: minutes,
  });
}

/** The key of the short wait between two codes for one purpose to one address. */
export const resendKey = (purpose: CodePurpose, target: string) => `code:resend:${purpose}:${target}`;

/**
 * Counts one send against the address and the source address, or fails with 140029 (with the
 * longest wait that applies) while either waits. `cooldown` adds the short wait between two codes
 * for the same purpose to the same address: a code for two-factor does not hold back the payment
 * password's code to the same email; the hourly limits count every purpose together.
 */
async function throttleSend(
  db: Db,
  {
    purpose,
    target,
    ip,
    now,
    policy,
    cooldown,
  }: { purpose: CodePurpose; target: string; ip: string; now: Date; policy: VerificationCodePolicy; cooldown: boolean },
) {
  const resendMinutes = policy.resendSeconds / 60;
  const rules = [
    { key: `code:target:${target}`, rule: { max: policy.maxPerTarget, windowMinutes: 60, blockMinutes: 60 } },
    { key: `code:ip:${ip}`, rule: { max: policy.maxPerIp, windowMinutes: 60, blockMinutes: 60 } },
    ...(cooldown && policy.resendSeconds > 0
      ? [{ key: resendKey(purpose, target), rule: { max: 1, windowMinutes: resendMinutes, blockMinutes: resendMinutes } }]
      : []),
  ];
  const waits = await Promise.all(rules.map(({ key }) => blockedMs(db, key, now)));
  const wait = Math.max(...waits);
  // Only the short wait after the last code holds this one back: a plain wait, not too many tries.
  const resendOnly = waits.every((each, i) => each === 0 || rules[i]!.key === resendKey(purpose, target));
  if (wait > 0) throw tooFrequent(wait, resendOnly ? 'RESEND_WAIT' : undefined);
  // The hit that reaches a limit still sends; the next one waits.
  for (const { key, rule } of rules) await hitRateLimit(db, key, rule, now);
}

export type IssueCodeInput = {
  purpose: CodePurpose;
  channel: ContactChannel;
  /** A lower-case email or a +digits phone number. */
  target: string;
  userId?: string | null;
  ip: string;
  locale: Locale;
  now: Date;
  /** False for the login's own codes: a person logging in twice in a minute is not refused. */
  cooldown?: boolean;
};

/**
 * Sends a new code for (purpose, target) and stores its hash. Older live codes of the same
 * purpose and address stop working once the new one is sent. A failed send leaves nothing
 * behind and is 160009. Must not run inside a transaction (the outbox writes through `db`).
 */
export async function issueVerificationCode(
  db: Db,
  messaging: MessageTransport,
  input: IssueCodeInput,
  { policy, log }: { policy: VerificationCodePolicy; log?: { error(obj: unknown, msg: string): void } },
): Promise<{ codeId: string; sent: SendCodeResponse }> {
  const { purpose, channel, target, now } = input;
  await throttleSend(db, { purpose, target, ip: input.ip, now, policy, cooldown: input.cooldown ?? true });
  const code = generateCode();
  const [row] = await db
    .insert(verificationCodes)
    .values({
      purpose,
      target,
      userId: input.userId ?? null,
      codeHash: await hashPassword(code),
      expiresAt: new Date(now.getTime() + policy.ttlMinutes * 60_000),
      createdAt: now,
    })
    .returning({ id: verificationCodes.id });
  try {
    const { subject, text } = codeMessage(purpose, code, input.locale, policy.ttlMinutes);
    await messaging.send({ channel: channel === 'EMAIL' ? 'email' : 'sms', to: target, subject, text, purpose, code });
  } catch (error) {
    log?.error({ err: error, purpose, channel }, 'could not send a verification code');
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    throw new AppError(ERROR_CODES.VERIFICATION_CODE_NOT_SENT);
  }
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt), ne(verificationCodes.id, row.id)),
    );
  return {
    codeId: row.id,
    sent: { channel, target: maskAddress(target), expiresIn: policy.ttlMinutes * 60, resendIn: input.cooldown === false ? 0 : policy.resendSeconds },
  };
}

export type CodeLookup = { id: string } | { purpose: CodePurpose; target: string; userId?: string | null };

export type CheckedCode = { id: string; expiresAt: Date };
type CheckOutcome = { ok: true; code: CheckedCode } | { ok: false; error: AppError };

const DAY_MINUTES = 24 * 60;

/**
 * Checks a typed code against the live code found by `lookup`, without using it up. `source` is
 * who is guessing (the caller's address, or their user id when logged in). Wrong guesses are
 * counted (and committed even though the call fails) per source and code: after `maxAttempts` the
 * code is dead for that source (710010), but a stranger's guesses never burn the owner's code.
 * All sources together get `maxFailuresPerDay` wrong guesses at an address's codes; past it,
 * checks of that address wait until the day is over (140029). With 31^4 codes, that bounds a
 * guesser's odds to about 2 in 100,000 a day. `requireVerified` fails with 710009 unless the
 * verify call accepted this code before. A first right answer marks the code verified and keeps
 * it usable for VERIFIED_CODE_MINUTES. Returns the code's id (for `consumeVerificationCode`) and when it expires.
 */
export async function checkVerificationCode(
  db: Db,
  lookup: CodeLookup,
  {
    code,
    now,
    source,
    policy,
    requireVerified = false,
  }: { code: string; now: Date; source: string; policy: VerificationCodePolicy; requireVerified?: boolean },
): Promise<CheckedCode> {
  const where =
    'id' in lookup
      ? eq(verificationCodes.id, lookup.id)
      : and(
          eq(verificationCodes.purpose, lookup.purpose),
          eq(verificationCodes.target, lookup.target),
          lookup.userId === undefined ? undefined : lookup.userId === null ? isNull(verificationCodes.userId) : eq(verificationCodes.userId, lookup.userId),
        );
  const outcome = await withTransaction(db, async (tx): Promise<CheckOutcome> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(where, isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= now) return { ok: false, error: new AppError(ERROR_CODES.CODE_EXPIRED) };
    if (requireVerified && !row.verifiedAt) return { ok: false, error: new AppError(ERROR_CODES.ACCOUNT_NOT_VERIFIED) };
    // Both counts are taken before the code is compared, so parallel guesses cannot pass them.
    const dayKey = `code:failures:${row.target}`;
    const dayRule = { max: policy.maxFailuresPerDay, windowMinutes: DAY_MINUTES, blockMinutes: DAY_MINUTES };
    const day = await takeAttempt(tx, dayKey, dayRule, now);
    if (!day.allowed) return { ok: false, error: tooFrequent(day.waitMinutes * 60_000) };
    const mineKey = `code:attempts:${row.id}:${source}`;
    const mineRule = { max: policy.maxAttempts, windowMinutes: DAY_MINUTES, blockMinutes: DAY_MINUTES };
    const mine = await takeAttempt(tx, mineKey, mineRule, now);
    if (!mine.allowed) {
      await giveBackAttempt(tx, dayKey, dayRule);
      return { ok: false, error: new AppError(ERROR_CODES.CODE_EXPIRED) };
    }
    if (!(await verifyPassword(row.codeHash, code))) {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return { ok: false, error: new AppError(ERROR_CODES.WRONG_CODE, { attemptsLeft: mine.remaining }) };
    }
    await giveBackAttempt(tx, dayKey, dayRule);
    if (row.verifiedAt) return { ok: true, code: { id: row.id, expiresAt: row.expiresAt } };
    const expiresAt = new Date(now.getTime() + VERIFIED_CODE_MINUTES * 60_000);
    await tx.update(verificationCodes).set({ verifiedAt: now, expiresAt }).where(eq(verificationCodes.id, row.id));
    return { ok: true, code: { id: row.id, expiresAt } };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.code;
}

/** Uses up a checked code inside the operation's transaction; 710010 if it expired or was used meanwhile. */
export async function consumeVerificationCode(tx: Tx, id: string, now: Date) {
  const [used] = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), sql`${verificationCodes.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning({ id: verificationCodes.id });
  if (!used) throw new AppError(ERROR_CODES.CODE_EXPIRED);
}
