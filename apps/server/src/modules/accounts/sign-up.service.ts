// Sign-up (spec sections 1, 2 and 7): a code to the email or phone, the verify call, then the
// account with its store record, logged in on this device; through an invite it follows the
// inviting store (accepted). See docs/decisions/004-accounts.md.
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { OAUTH } from '@panel/domain/constants';
import { defaultNickname } from '@panel/domain/nicknames';
import {
  resolveAccount,
  type InviteHandleResponse,
  type ResolvedAccount,
  type SendCodeResponse,
  type SignUpResponse,
  type VerifyCodeResponse,
} from '@panel/domain/contract/accounts';
import type { CodePurpose } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import {
  hashFingerprint,
  rememberDevice,
  type SeenDevice,
  issueToken,
  type TokenPolicy,
  checkVerificationCode,
  consumeVerificationCode,
  issueVerificationCode,
  type VerificationCodePolicy,
} from '../auth/auth.public';
import { handleFollowRequest, requestFollow } from '../follows/follows.public';
import { isUsableStore } from '../stores/stores.public';
import { createUser, findUserByAccount, isUniqueViolation } from '../users/users.public';
import { withTransaction } from '../../db/transaction';

type Log = { error(obj: unknown, msg: string): void };
type Sender = { ip: string; locale: Locale; now: Date; policy: VerificationCodePolicy; log?: Log };

/** The account typed (email, or phone with its country code), or 710005. */
export function requireAccount(account: string, areaCode?: string): ResolvedAccount {
  const resolved = resolveAccount(account, areaCode);
  if (!resolved) throw new AppError(ERROR_CODES.ACCOUNT_FORMAT_INCORRECT, { field: 'account' });
  return resolved;
}

const alreadyRegistered = () => new AppError(ERROR_CODES.ACCOUNT_ALREADY_USED, { field: 'account', reason: 'REGISTERED' }, 'auth.accountRegistered');

/** Sends the sign-up code; an account already registered with this email or phone is refused. */
export async function sendSignUpCode(
  db: Db,
  messaging: MessageTransport,
  { account, areaCode }: { account: string; areaCode?: string },
  { ip, locale, now, policy, log }: Sender,
): Promise<SendCodeResponse> {
  const resolved = requireAccount(account, areaCode);
  if (await findUserByAccount(db, resolved.value)) throw alreadyRegistered();
  const { sent } = await issueVerificationCode(
    db,
    messaging,
    { purpose: 'SIGN_UP', channel: resolved.channel, target: resolved.value, userId: null, ip, locale, now },
    { policy, log },
  );
  return sent;
}

/**
 * The verify call: checks the code of (type, account) without using it up, so the next step
 * (sign-up, reset, change) can. 710010 expired or dead, 710011 wrong (counted).
 */
export async function verifyAccountCode(
  db: Db,
  { account, areaCode, code, type }: { account: string; areaCode?: string; code: string; type: CodePurpose },
  { ip, now, policy }: { ip: string; now: Date; policy: VerificationCodePolicy },
): Promise<VerifyCodeResponse> {
  const resolved = requireAccount(account, areaCode);
  const checked = await checkVerificationCode(db, { purpose: type, target: resolved.value }, { code, now, source: `ip:${ip}`, policy });
  return { verified: true, expiresIn: Math.max(0, Math.floor((checked.expiresAt.getTime() - now.getTime()) / 1000)) };
}

/** The usable store of an invite code, with its owner's nickname; anything else is 4001 on `inviteCode`. */
export async function getInviteStore(db: Db, inviteCode: string): Promise<InviteHandleResponse> {
  const [row] = await db
    .select({ store: stores, nickname: users.nickname })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.inviteCode, inviteCode.trim().toUpperCase()));
  if (!row || !isUsableStore(row.store)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'inviteCode' });
  return { storeId: row.store.id, uid: row.store.uid, name: row.store.name ?? '', avatar: row.store.avatar, nickname: row.nickname };
}

export type SignUpInput = {
  account: string;
  areaCode?: string;
  code: string;
  password: string;
  nickname?: string;
  inviteCode?: string;
  fingerprintId?: string;
};

/**
 * Creates the account and its store record in one transaction, after the verify call accepted
 * the code (710009 otherwise): the code is used up, the device is remembered (its later logins
 * pass the security alert), the guide is pending, and through an invite the account follows the
 * inviting store with the request accepted. Logs the new account in on this device.
 */
export async function signUpReseller(
  db: Db,
  input: SignUpInput,
  {
    deviceId,
    seen,
    ip,
    now,
    codePolicy,
    tokenPolicy,
  }: { deviceId?: string; seen?: SeenDevice; ip: string; now: Date; codePolicy: VerificationCodePolicy; tokenPolicy: TokenPolicy },
): Promise<SignUpResponse> {
  const resolved = requireAccount(input.account, input.areaCode);
  const invite = input.inviteCode ? await getInviteStore(db, input.inviteCode) : undefined;
  if (await findUserByAccount(db, resolved.value)) throw alreadyRegistered();
  const { id: codeId } = await checkVerificationCode(
    db,
    { purpose: 'SIGN_UP', target: resolved.value },
    { code: input.code, now, source: `ip:${ip}`, policy: codePolicy, requireVerified: true },
  );
  try {
    return await withTransaction(db, async (tx) => {
      await consumeVerificationCode(tx, codeId, now);
      const { user } = await createUser(tx, {
        email: resolved.channel === 'EMAIL' ? resolved.value : null,
        phone: resolved.channel === 'PHONE' ? resolved.value : null,
        password: input.password,
        nickname: input.nickname || defaultNickname(resolved),
        guidePending: true,
      });
      if (input.fingerprintId) await rememberDevice(tx, { userId: user.id, fingerprintHash: hashFingerprint(input.fingerprintId), deviceId, seen, now });
      let follow: SignUpResponse['follow'] = null;
      if (invite) {
        const request = await requestFollow(tx, { storeId: invite.storeId, replaceCurrent: false }, { userId: user.id, now });
        if (request.status === 'PENDING') {
          const [store] = await tx.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, invite.storeId));
          await handleFollowRequest(tx, { id: request.id, action: 'ACCEPT' }, { userId: store.ownerId, now });
        }
        follow = { storeId: invite.storeId, storeName: invite.name, status: 'ACCEPTED' };
      }
      const { token, expiresIn } = await issueToken(tx, { userId: user.id, deviceId, now, policy: tokenPolicy });
      return {
        id: user.id,
        uid: user.uid,
        nickname: user.nickname,
        token: { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: OAUTH.scope },
        follow,
      };
    });
  } catch (error) {
    // Two sign-ups of one account at once: the unique key lets one through.
    if (isUniqueViolation(error) && (await findUserByAccount(db, resolved.value))) throw alreadyRegistered();
    throw error;
  }
}
