// The provider platform a card grants access to (a card's "provider platform" dimension): the port
// the product talks to, and its built-in default, a registry of client accounts and devices in our
// own database. A production adapter for a real platform's API implements the same port.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEVICE_SECRET_FORMAT, isDeviceId, normalizeCode } from '@panel/domain/codes';
import { PERIOD_UNIT_DAYS, PERIOD_VALUES, type CardType } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { clientAccounts, clientDevices } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { newCode } from './random-codes';

export type PlatformCard = {
  type: CardType;
  brand: string | null;
  periodPlan: string | null;
  totalSessions: number | null;
  tvSessions: number | null;
  mobileWebSessions: number | null;
};

/** What applying a card did to the client's side. */
export type PlatformOutcome = {
  target: string;
  expiresAt: Date | null;
  credit: number | null;
  sessions: { total: number; tv: number; mobileWeb: number } | null;
  /** A device licence that bound its device (first redemption): the device secret, shown once. */
  deviceSecret?: string;
};

/** Who applies a unit: the code's own account, the account or device typed, the device secret given. */
export type PlatformRequest = { account: string | null; target: string | null; now: Date; deviceSecret?: string | null };

export type ProviderPlatform = {
  /**
   * Applies one unit of a card for a client, in the caller's transaction: an account card creates
   * `account` (the code's own), a recharge card extends an existing account by the card's period
   * (130026 when there is no such account), a prepaid card adds one credit to an existing account,
   * a device licence binds a device id for the card's period, or extends the licence running on it
   * (bindDevice).
   */
  apply(tx: Tx, card: PlatformCard, request: PlatformRequest): Promise<PlatformOutcome>;
};

const DAY_MS = 86_400_000;

/** The card's period in milliseconds (30 days when it names none). */
export function periodMs(periodPlan: string | null): number {
  const period = PERIOD_VALUES.find((value) => value.key === periodPlan);
  return (period ? period.amount * PERIOD_UNIT_DAYS[period.unit] : 30) * DAY_MS;
}

const required = (field: string) => new AppError(ERROR_CODES.PARAM_ERROR, { field, rule: 'validation.required' });

const secretHash = (secret: string) => createHash('sha256').update(normalizeCode(secret)).digest();

/**
 * A device licence for a device id. An unknown device is bound and gets a device secret (the answer
 * carries it, the database keeps its hash); a known one takes the unit only with its secret (4001 on
 * `deviceSecret`: required, or WRONG), and only as an extension: while a licence runs, another brand
 * is 130066 and another plan of the brand 130028 (recharge's rules), and the same is added to its
 * expiry. Once expired, any licence starts from now. A device bound before secrets existed gets one
 * on its next redemption. Device ids are the domain's safe alphabet (4001 reason DEVICE_ID).
 */
async function bindDevice(tx: Tx, card: PlatformCard, { target, now, deviceSecret }: PlatformRequest): Promise<PlatformOutcome> {
  if (!target) throw required('target');
  if (!isDeviceId(target)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'target', reason: 'DEVICE_ID' });
  const period = periodMs(card.periodPlan);
  const secret = newCode(DEVICE_SECRET_FORMAT);
  const [bound] = await tx
    .insert(clientDevices)
    .values({
      deviceId: target,
      brand: card.brand,
      plan: card.periodPlan,
      expiresAt: new Date(now.getTime() + period),
      boundAt: now,
      secretHash: secretHash(secret).toString('hex'),
    })
    .onConflictDoNothing()
    .returning();
  if (bound) return { target, expiresAt: bound.expiresAt, credit: null, sessions: null, deviceSecret: secret };
  // Known: a concurrent first redemption has committed by now (the insert waited for it).
  const [device] = await tx.select().from(clientDevices).where(eq(clientDevices.deviceId, target)).for('update');
  if (device!.secretHash !== null) {
    if (!deviceSecret) throw required('deviceSecret');
    if (!timingSafeEqual(secretHash(deviceSecret), Buffer.from(device!.secretHash, 'hex')))
      throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'deviceSecret', reason: 'WRONG' });
  }
  const running = device!.expiresAt !== null && device!.expiresAt > now;
  if (running && device!.brand !== card.brand)
    throw new AppError(ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND, { field: 'target', expiresAt: device!.expiresAt!.toISOString() });
  if (running && device!.plan !== null && device!.plan !== card.periodPlan)
    throw new AppError(ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES, { field: 'target', expiresAt: device!.expiresAt!.toISOString() });
  const expiresAt = new Date((running ? device!.expiresAt! : now).getTime() + period);
  const newSecret = device!.secretHash === null ? secret : undefined;
  await tx
    .update(clientDevices)
    .set({ brand: card.brand, plan: card.periodPlan, expiresAt, ...(newSecret ? { secretHash: secretHash(newSecret).toString('hex') } : {}) })
    .where(eq(clientDevices.deviceId, target));
  return { target, expiresAt, credit: null, sessions: null, ...(newSecret ? { deviceSecret: newSecret } : {}) };
}

/**
 * The built-in platform's rules for recharging an account with a card, checked before the card is
 * applied, wherever it is applied (a seller's recharge, a code on the public redeem page): the brand must match (130066); a plan other than the card's must have expired (130028),
 * and so must sessions other than the card's (130027); a card without sessions cannot serve an
 * account that has some (120046), nor a card with fewer sessions than the account's TV and mobile
 * sessions together (120048).
 */
export function checkRechargeRules(card: PlatformCard, account: typeof clientAccounts.$inferSelect, now: Date) {
  const running = account.expiresAt !== null && account.expiresAt > now;
  if (account.brand !== card.brand) throw new AppError(ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND, { account: account.accountId });
  if (running && account.plan !== null && account.plan !== card.periodPlan)
    throw new AppError(ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES, { account: account.accountId });
  const sameSessions =
    (card.totalSessions ?? 0) === account.sessionsTotal &&
    (card.tvSessions ?? 0) === account.sessionsTv &&
    (card.mobileWebSessions ?? 0) === account.sessionsMobileWeb;
  if (running && !sameSessions) throw new AppError(ERROR_CODES.CLIENT_ACCOUNT_NOT_EXPIRED, { account: account.accountId });
  const cardSessions = card.totalSessions ?? 0;
  if (cardSessions === 0 && account.sessionsTotal > 0) throw new AppError(ERROR_CODES.SESSION_PRODUCT_REQUIRED, { account: account.accountId });
  if (account.sessionsTv + account.sessionsMobileWeb > cardSessions)
    throw new AppError(ERROR_CODES.SESSION_PRODUCTS_OVER_LIMIT, { account: account.accountId });
}

/** The built-in platform: client accounts and devices kept in this database. */
export const builtInPlatform: ProviderPlatform = {
  async apply(tx, card, request) {
    const { account, target, now } = request;
    const sessions = { total: card.totalSessions ?? 0, tv: card.tvSessions ?? 0, mobileWeb: card.mobileWebSessions ?? 0 };
    if (card.type === 'DEVICE_LICENCE') return bindDevice(tx, card, request);
    if (card.type === 'ACCOUNT_CARD') {
      const id = account ?? target;
      if (!id) throw required('target');
      const expiresAt = new Date(now.getTime() + periodMs(card.periodPlan));
      await tx.insert(clientAccounts).values({
        accountId: id,
        brand: card.brand,
        plan: card.periodPlan,
        expiresAt,
        sessionsTotal: sessions.total,
        sessionsTv: sessions.tv,
        sessionsMobileWeb: sessions.mobileWeb,
        createdAt: now,
        updatedAt: now,
      });
      return { target: id, expiresAt, credit: 0, sessions };
    }
    if (!target) throw required('target');
    const [existing] = await tx.select().from(clientAccounts).where(eq(clientAccounts.accountId, target)).for('update');
    if (!existing) throw new AppError(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND, { field: 'target' });
    if (card.type === 'PREPAID_CARD') {
      const [row] = await tx
        .update(clientAccounts)
        .set({ credit: existing.credit + 1, updatedAt: now })
        .where(eq(clientAccounts.accountId, target))
        .returning();
      return { target, expiresAt: row!.expiresAt, credit: row!.credit, sessions: null };
    }
    // A recharge card extends the plan from its expiry, or from now once it has expired.
    checkRechargeRules(card, existing, now);
    const from = existing.expiresAt && existing.expiresAt > now ? existing.expiresAt : now;
    const expiresAt = new Date(from.getTime() + periodMs(card.periodPlan));
    await tx.update(clientAccounts).set({ expiresAt, plan: card.periodPlan, updatedAt: now }).where(eq(clientAccounts.accountId, target));
    return {
      target,
      expiresAt,
      credit: existing.credit,
      sessions: { total: existing.sessionsTotal, tv: existing.sessionsTv, mobileWeb: existing.sessionsMobileWeb },
    };
  },
};
