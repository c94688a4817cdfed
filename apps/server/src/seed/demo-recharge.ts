// The demo seller's bulk recharge: client accounts on the built-in provider platform that the demo
// recharge card ("StarTV Gold 30 days": StarTV, MONTH_1, 3 sessions of which 1 TV and 2 mobile and
// web) can recharge, and one recharge run by the real task: two accounts recharged, one that does
// not exist refused (130026). One matching account is left for trying a recharge by hand.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cards, clientAccounts, stores } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { createTaskRunner } from '../tasks/task-runner';
import { registerRecharge, startRecharge } from '../modules/recharge/recharge.service';

const DAY_MS = 86_400_000;

export const DEMO_RECHARGE = {
  card: 'StarTV Gold 30 days',
  /** Client accounts on the platform, with their expiry in days from the seeding (negative: expired). */
  clientAccounts: [
    { accountId: 'STAR-100001', expiresInDays: 12 },
    { accountId: 'STAR-100002', expiresInDays: -3 },
    { accountId: 'STAR-100003', expiresInDays: 4 },
  ],
  /** The recharge: the first two accounts and one that does not exist. */
  accounts: ['STAR-100001', 'STAR-100002', 'STAR-404404'],
  quantity: 1,
} as const;

/** Seeds the client accounts and runs the demo recharge; answers its task id. */
export async function seedDemoRecharge(db: Db, { sellerId, now }: { sellerId: string; now: Date }): Promise<string> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(stores, eq(stores.id, cards.originStoreId))
    .where(and(eq(stores.ownerId, sellerId), eq(cards.type, 'RECHARGE_CARD'), eq(cards.name, DEMO_RECHARGE.card)));
  if (!card) throw new Error(`The demo seller has no card "${DEMO_RECHARGE.card}"`);
  await db.insert(clientAccounts).values(
    DEMO_RECHARGE.clientAccounts.map(({ accountId, expiresInDays }) => ({
      accountId,
      brand: 'StarTV',
      plan: 'MONTH_1',
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      sessionsTotal: 3,
      sessionsTv: 1,
      sessionsMobileWeb: 2,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const { taskId } = await withTransaction(db, (tx) =>
    startRecharge(tx, { cardId: card.id, accounts: [...DEMO_RECHARGE.accounts], quantity: DEMO_RECHARGE.quantity }, { userId: sellerId, now }),
  );
  const runner = createTaskRunner({
    db,
    clock: { now: () => now },
    workerId: `seed-${randomUUID()}`,
    heartbeatSeconds: 10,
    staleSeconds: 60,
    pollMs: 60_000,
    concurrency: 1,
  });
  registerRecharge(runner);
  while ((await runner.runOnce()) !== undefined);
  return taskId;
}
