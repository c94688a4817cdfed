// The provider platform a card grants access to (a card's "provider platform" dimension): the port
// the product talks to, and its built-in default, a registry of client accounts and devices in our
// own database. A production adapter for a real platform's API implements the same port.
import { eq } from 'drizzle-orm';
import { PERIOD_UNIT_DAYS, PERIOD_VALUES, type CardType } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { clientAccounts, clientDevices } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';

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
};

export type ProviderPlatform = {
  /**
   * Applies one unit of a card for a client, in the caller's transaction: an account card creates
   * `account` (the code's own), a recharge card extends an existing account by the card's period
   * (130026 when there is no such account), a prepaid card adds one credit to an existing account,
   * a device licence binds a device id for the card's period.
   */
  apply(tx: Tx, card: PlatformCard, { account, target, now }: { account: string | null; target: string | null; now: Date }): Promise<PlatformOutcome>;
};

const DAY_MS = 86_400_000;

/** The card's period in milliseconds (30 days when it names none). */
export function periodMs(periodPlan: string | null): number {
  const period = PERIOD_VALUES.find((value) => value.key === periodPlan);
  return (period ? period.amount * PERIOD_UNIT_DAYS[period.unit] : 30) * DAY_MS;
}

const required = (field: string) => new AppError(ERROR_CODES.PARAM_ERROR, { field, rule: 'validation.required' });

/** The built-in platform: client accounts and devices kept in this database. */
export const builtInPlatform: ProviderPlatform = {
  async apply(tx, card, { account, target, now }) {
    const sessions = { total: card.totalSessions ?? 0, tv: card.tvSessions ?? 0, mobileWeb: card.mobileWebSessions ?? 0 };
    if (card.type === 'DEVICE_LICENCE') {
      if (!target) throw required('target');
      const expiresAt = new Date(now.getTime() + periodMs(card.periodPlan));
      await tx
        .insert(clientDevices)
        .values({ deviceId: target, brand: card.brand, expiresAt, boundAt: now })
        .onConflictDoUpdate({ target: clientDevices.deviceId, set: { brand: card.brand, expiresAt, boundAt: now } });
      return { target, expiresAt, credit: null, sessions: null };
    }
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
      const [row] = await tx.update(clientAccounts).set({ credit: existing.credit + 1, updatedAt: now }).where(eq(clientAccounts.accountId, target)).returning();
      return { target, expiresAt: row!.expiresAt, credit: row!.credit, sessions: null };
    }
    // A recharge card extends the plan from its expiry, or from now once it has expired.
    const from = existing.expiresAt && existing.expiresAt > now ? existing.expiresAt : now;
    const expiresAt = new Date(from.getTime() + periodMs(card.periodPlan));
    await tx.update(clientAccounts).set({ expiresAt, plan: card.periodPlan, updatedAt: now }).where(eq(clientAccounts.accountId, target));
    return { target, expiresAt, credit: existing.credit, sessions: { total: existing.sessionsTotal, tv: existing.sessionsTv, mobileWeb: existing.sessionsMobileWeb } };
  },
};
