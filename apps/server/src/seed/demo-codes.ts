// The demo seller's activation codes: a generation record of the account card whose codes are made
// by the real generation task, a few of them redeemed on the built-in provider platform (so the
// platform has client accounts and the record shows activated codes).
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activationCodes } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { createTaskRunner } from '../tasks/task-runner';
import { systemClock } from '../platform/clock';
import { builtInPlatform } from '../platform/provider-platform';
import type { CodeVault } from '../modules/codes/code-vault';
import { registerCodeGeneration, startGeneration } from '../modules/codes/codes.service';
import { redeemCode } from '../modules/codes/redeem.service';

export const DEMO_CODES = { quantity: 20, activated: 3 } as const;

export async function seedDemoCodes(db: Db, vault: CodeVault, { sellerId, cardId, now }: { sellerId: string; cardId: string; now: Date }) {
  const { taskId } = await withTransaction(db, (tx) =>
    startGeneration(tx, { cardId, quantity: DEMO_CODES.quantity, format: 'STANDARD' }, { userId: sellerId, now }),
  );
  const runner = createTaskRunner({
    db,
    clock: systemClock,
    workerId: `seed-${randomUUID()}`,
    heartbeatSeconds: 10,
    staleSeconds: 60,
    pollMs: 60_000,
    concurrency: 1,
  });
  registerCodeGeneration(runner, () => vault);
  while ((await runner.runOnce()) !== undefined);
  const codes = await db.select().from(activationCodes).orderBy(asc(activationCodes.id)).limit(DEMO_CODES.activated);
  for (const code of codes) {
    await redeemCode(db, { vault, platform: builtInPlatform }, { code: vault.open(code.sealed) }, { ip: 'seed', now, maxTries: 1_000 });
  }
  return taskId;
}
