// "Me": profile and account security (spec sections 2 and 4). Every call acts on the caller's
// own account only; each change is one transaction.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ContactChannel, ProfileResponse, SecurityInfoResponse, SendCodeResponse } from '@panel/domain/contract/accounts';
import { maskAddress } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import {
  countDevices,
  revokeAllTokens,
  checkVerificationCode,
  consumeVerificationCode,
  issueVerificationCode,
  tooFrequent,
  type VerificationCodePolicy,
  changeNotice,
  type ChangeNoticeKind,
} from '../auth/auth.public';
import { hashPassword, verifyPassword, isUniqueViolation } from '../users/users.public';
import { checkWithinLimit } from '../../platform/rate-limit';
import { requireAccount } from './sign-up.service';
import { withTransaction } from '../../db/transaction';

type User = typeof users.$inferSelect;
type Caller = { userId: string };
type Log = { error(obj: unknown, msg: string): void };
export type SendContext = { ip: string; locale: Locale; now: Date; policy: VerificationCodePolicy; log?: Log };
/** The login password's attempt limit: the same count for every call that checks the current password. */
export type PasswordLimit = { maxFailures: number; lockMinutes: number };
/** How a change tells the account's old address about it. */
export type NoticeContext = { messaging: MessageTransport; locale: Locale; log?: Log };

/**
 * Checks the caller's current login password under its attempt limit (`password:old:<user>`, the
 * same count as the password change): 110017 on `field` when wrong, 140029 once the wrong ones
 * reach the limit (the password is then not even checked).
 */
async function requireCurrentPassword(db: Db, user: User, password: string, field: string, { now, maxFailures, lockMinutes }: PasswordLimit & { now: Date }) {
  const rule = { max: maxFailures, windowMinutes: lockMinutes, blockMinutes: lockMinutes };
  const { outcome, waitMinutes } = await checkWithinLimit(db, `password:old:${user.id}`, rule, now, () => verifyPassword(user.passwordHash, password));
  if (outcome === 'passed') return;
  if (waitMinutes > 0) throw tooFrequent(waitMinutes * 60_000);
  throw new AppError(ERROR_CODES.INCORRECT_OLD_PASSWORD, { field });
}

/**
 * Tells an old address that the account's email, phone or password changed (the new address
 * masked). Sent after the change is saved; a failed send is logged and does not undo the change.
 */
async function notifyOldAddress(notice: NoticeContext, kind: ChangeNoticeKind, to: { channel: ContactChannel; address: string } | null, newAddress?: string) {
  if (!to) return;
  const { subject, text } = changeNotice(kind, notice.locale, newAddress ? maskAddress(newAddress) : '');
  try {
    await notice.messaging.send({ channel: to.channel === 'EMAIL' ? 'email' : 'sms', to: to.address, subject, text, purpose: `NOTICE_${kind}` });
  } catch (error) {
    notice.log?.error({ err: error, kind }, 'could not send a change notice');
  }
}

/** Where the account is told about a change of its password: its email, else its phone. */
function noticeAddressOf(user: Pick<User, 'email' | 'phone'>): { channel: ContactChannel; address: string } | null {
  if (user.email) return { channel: 'EMAIL', address: user.email.toLowerCase() };
  if (user.phone) return { channel: 'PHONE', address: user.phone };
  return null;
}

async function getUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // The session resolved to this account a moment ago.
  if (!user) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
  return user;
}

/** The caller's own email or phone for a channel, or 160009 NO_CONTACT when the account has none. */
function ownAddress(user: Pick<User, 'email' | 'phone'>, channel: ContactChannel): string {
  const address = channel === 'EMAIL' ? user.email?.toLowerCase() : user.phone;
  if (!address) throw new AppError(ERROR_CODES.VERIFICATION_CODE_NOT_SENT, { field: 'channel', reason: 'NO_CONTACT' });
  return address;
}

async function presentSecurity(db: Db, user: User): Promise<SecurityInfoResponse> {
  return {
    email: user.email,
    phone: user.phone,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorChannel: (user.twoFactorChannel as ContactChannel | null) ?? null,
    paymentPasswordSet: user.paymentPasswordHash !== null,
    rememberedDevices: await countDevices(db, user.id),
  };
}

/** The caller's account-security state (/me/accountSecurity). */
export async function getSecurityInfo(db: Db, { userId }: Caller): Promise<SecurityInfoResponse> {
  return presentSecurity(db, await getUser(db, userId));
}

/**
 * Changes the caller's nickname and/or avatar. The avatar must be an image the caller uploaded
 * (or the current avatar, unchanged); anything else is a param error on `avatar`.
 */
export async function updateProfile(db: Db, input: { nickname?: string; avatar?: string }, { userId }: Caller): Promise<ProfileResponse> {
  const user = await getUser(db, userId);
  if (input.avatar !== undefined && input.avatar !== user.avatar) {
    const [file] = await db
      .select({ contentType: files.contentType })
      .from(files)
      .where(and(eq(files.key, input.avatar), eq(files.ownerId, userId), inArray(files.source, ['avatar', 'store'])));
    if (!file || !file.contentType.startsWith('image/')) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'avatar' });
  }
  const [saved] = await db
    .update(users)
    .set({ nickname: input.nickname ?? user.nickname, avatar: input.avatar ?? user.avatar })
    .where(eq(users.id, userId))
    .returning({ id: users.id, nickname: users.nickname, avatar: users.avatar });
  return saved;
}

const alreadyUsed = (field: string) => new AppError(ERROR_CODES.ACCOUNT_ALREADY_USED, { field });

/** 710006 when any account (the caller's included) already has this email or phone. */
async function assertAddressFree(db: Db, channel: ContactChannel, value: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(channel === 'EMAIL' ? eq(sql`lower(${users.email})`, value) : eq(users.phone, value));
  if (taken) throw alreadyUsed(channel === 'EMAIL' ? 'email' : 'phone');
}

/** The new email or phone as stored: a lower-case email, a +digits phone (710005 without a country code). */
function newAddress(channel: ContactChannel, input: { email?: string; phone?: string; areaCode?: string }) {
  if (channel === 'EMAIL') return input.email!.trim().toLowerCase();
  const resolved = requireAccount(input.phone!, input.areaCode);
  if (resolved.channel !== 'PHONE') throw new AppError(ERROR_CODES.ACCOUNT_FORMAT_INCORRECT, { field: 'phone' });
  return resolved.value;
}

/** Sends a CHANGE_EMAIL / CHANGE_PHONE code to the new address; 710006 when it is taken. */
export async function sendChangeContactCode(
  db: Db,
  messaging: MessageTransport,
  channel: ContactChannel,
  input: { email?: string; phone?: string; areaCode?: string },
  { userId }: Caller,
  send: SendContext,
): Promise<SendCodeResponse> {
  const target = newAddress(channel, input);
  await getUser(db, userId);
  await assertAddressFree(db, channel, target);
  const { sent } = await issueVerificationCode(
    db,
    messaging,
    { purpose: channel === 'EMAIL' ? 'CHANGE_EMAIL' : 'CHANGE_PHONE', channel, target, userId, ip: send.ip, locale: send.locale, now: send.now },
    { policy: send.policy, log: send.log },
  );
  return sent;
}

/**
 * Sets or changes the caller's email or phone: the current login password (counted, as the
 * password change counts it) and the code sent to the new address. The old address, if there was
 * one, is told of the change.
 */
export async function changeContact(
  db: Db,
  channel: ContactChannel,
  input: { email?: string; phone?: string; areaCode?: string; code: string; password: string },
  { userId, now, policy, maxFailures, lockMinutes, notice }: Caller & PasswordLimit & { now: Date; policy: VerificationCodePolicy; notice: NoticeContext },
): Promise<SecurityInfoResponse> {
  const target = newAddress(channel, input);
  const purpose = channel === 'EMAIL' ? 'CHANGE_EMAIL' : 'CHANGE_PHONE';
  const before = await getUser(db, userId);
  // The password first: a stolen session without it learns nothing about the code.
  await requireCurrentPassword(db, before, input.password, 'password', { now, maxFailures, lockMinutes });
  const { id: codeId } = await checkVerificationCode(db, { purpose, target, userId }, { code: input.code, now, source: `user:${userId}`, policy });
  let user: User;
  try {
    user = await withTransaction(db, async (tx) => {
      await consumeVerificationCode(tx, codeId, now);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(ne(users.id, userId), channel === 'EMAIL' ? eq(sql`lower(${users.email})`, target) : eq(users.phone, target)));
      if (other) throw alreadyUsed(channel === 'EMAIL' ? 'email' : 'phone');
      const [saved] = await tx
        .update(users)
        .set(channel === 'EMAIL' ? { email: target } : { phone: target })
        .where(eq(users.id, userId))
        .returning();
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyUsed(channel === 'EMAIL' ? 'email' : 'phone');
    throw error;
  }
  const old = channel === 'EMAIL' ? before.email?.toLowerCase() : before.phone;
  if (old && old !== target) await notifyOldAddress(notice, channel, { channel, address: old }, target);
  return presentSecurity(db, user);
}

/**
 * Changes the login password: the old one must be right (110017; after `maxFailures` wrong
 * ones the caller waits, 140029). Every other session of the account ends; the caller's stays
 * (`tokenId`: none when the caller is not a login's session, and then every session ends).
 * The account's email (else phone) is told.
 */
export async function changePassword(
  db: Db,
  { oldPassword, password }: { oldPassword: string; password: string },
  { userId, tokenId, now, maxFailures, lockMinutes, notice }: Caller & PasswordLimit & { tokenId?: string; now: Date; notice: NoticeContext },
): Promise<{ revokedSessions: number }> {
  const user = await getUser(db, userId);
  await requireCurrentPassword(db, user, oldPassword, 'oldPassword', { now, maxFailures, lockMinutes });
  const passwordHash = await hashPassword(password);
  const changed = await withTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return { revokedSessions: await revokeAllTokens(tx, userId, now, { exceptTokenId: tokenId }) };
  });
  await notifyOldAddress(notice, 'PASSWORD', noticeAddressOf(user));
  return changed;
}

/** Sends a TWO_FACTOR or PAYMENT_PASSWORD code to the caller's own email or phone. */
export async function sendSecurityCode(
  db: Db,
  messaging: MessageTransport,
  { type, channel }: { type: 'TWO_FACTOR' | 'PAYMENT_PASSWORD'; channel: ContactChannel },
  { userId }: Caller,
  send: SendContext,
): Promise<SendCodeResponse> {
  const user = await getUser(db, userId);
  const target = ownAddress(user, channel);
  const { sent } = await issueVerificationCode(
    db,
    messaging,
    { purpose: type, channel, target, userId, ip: send.ip, locale: send.locale, now: send.now },
    { policy: send.policy, log: send.log },
  );
  return sent;
}

/** Checks a code of the caller's own address for a purpose; returns its id to use up in the change's transaction. */
export async function checkOwnCode(
  db: Db,
  { purpose, channel, code }: { purpose: 'TWO_FACTOR' | 'PAYMENT_PASSWORD'; channel: ContactChannel; code: string },
  { userId, now, policy }: Caller & { now: Date; policy: VerificationCodePolicy },
) {
  const user = await getUser(db, userId);
  const target = ownAddress(user, channel);
  return checkVerificationCode(db, { purpose, target, userId }, { code, now, source: `user:${userId}`, policy });
}

/** Turns two-factor authentication on (codes go over `channel` at every login) or off, with a TWO_FACTOR code. */
export async function setTwoFactor(
  db: Db,
  { enabled, channel, code }: { enabled: boolean; channel: ContactChannel; code: string },
  caller: Caller & { now: Date; policy: VerificationCodePolicy },
): Promise<SecurityInfoResponse> {
  const { id: codeId } = await checkOwnCode(db, { purpose: 'TWO_FACTOR', channel, code }, caller);
  const user = await withTransaction(db, async (tx) => {
    await consumeVerificationCode(tx, codeId, caller.now);
    const [saved] = await tx
      .update(users)
      .set({ twoFactorEnabled: enabled, twoFactorChannel: enabled ? channel : null })
      .where(eq(users.id, caller.userId))
      .returning();
    return saved;
  });
  return presentSecurity(db, user);
}
