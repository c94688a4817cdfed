// The model test of the whole economy (economy-model.ts): one seeded stream of operations over the
// real application, with the injected faults, and every invariant of money and stock checked after
// every step. A failure names the seed, the step and the operations before it.
//
//   ECONOMY_SEED=<seed>    replays one stream (the printed seed)
//   ECONOMY_STEPS=<n>      runs longer (400 by default)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { withTransaction } from '../../src/db/transaction';
import { createTestApp, type TestApp } from '../app';
import { checkInvariants, economySummary, EconomyStream, ModelViolation, openWorld, type World } from './economy-model';

let t: TestApp;
let world: World;
beforeAll(async () => {
  // Sessions outlive the clock's jumps (pay-by deadlines, retries of webhooks).
  t = await createTestApp({ tokenIdleMinutes: 10 * 365 * 24 * 60, tokenMaxHours: 10 * 365 * 24 });
  world = await openWorld(t);
});
afterAll(() => t?.close());

const STEPS = Number(process.env.ECONOMY_STEPS ?? 400);
const SEED = process.env.ECONOMY_SEED ? Number(process.env.ECONOMY_SEED) : Math.floor(Math.random() * 2 ** 31);

describe('the economy under a seeded stream of operations and faults', () => {
  it(`keeps money and stock exact after every step (seed ${SEED}, ${STEPS} steps)`, async () => {
    const stream = new EconomyStream(world, SEED, 'model');
    let checking = 0;
    try {
      for (let i = 0; i < STEPS; i++) {
        const op = await stream.step();
        const started = performance.now();
        const violations = await checkInvariants(t.db, t.clock.now());
        checking += performance.now() - started;
        if (violations.length > 0)
          throw new ModelViolation(
            `[seed ${SEED} step ${stream.steps}] after ${op}:\n  ${violations.join('\n  ')}\n  last operations:\n    ${stream.log.slice(-15).join('\n    ')}`,
          );
      }
    } catch (error) {
      console.error(`economy model failed: replay with ECONOMY_SEED=${SEED} ECONOMY_STEPS=${stream.steps}`);
      throw error;
    }
    const summary = await economySummary(t.db);
    // The run did the economy's work, not only refusals: orders delivered and reversed, codes made, payments through providers, faults injected.
    expect(summary.delivered).toBeGreaterThan(0);
    expect(summary.attempts).toBeGreaterThan(0);
    expect(world.stats.injected.aborted + world.stats.injected.badInput + world.stats.injected.webhookFaults).toBeGreaterThan(0);
    console.info(
      `economy model: seed ${SEED}, ${STEPS} steps`,
      JSON.stringify({ summary, injected: world.stats.injected, ops: world.stats.ops, ms: world.stats.ms, checkMs: Math.round(checking) }),
    );
  }, 600_000);
});

/** Damage the checks must see, each made in a transaction that is then rolled back: [what, the check that must report it, the change]. */
const CORRUPTIONS: [string, string, SQL][] = [
  [
    'a minted unit handed to a stranger',
    'a unit never sold is not held by its card’s store',
    sql`update card_units set owner_id = (select id from users where platform_operator) where id = (select min(id) from card_units where acquired_order_id is null) returning id`,
  ],
  [
    'a stock count one off',
    'a stock count differs from its units',
    sql`update stock_counts set units = units + 1 where (card_id, owner_id, state, status) in (select card_id, owner_id, state, status from stock_counts limit 1) returning units`,
  ],
  [
    'a delivered order marked unpaid',
    'an order’s paid amount is out of line with its status',
    sql`update orders set paid_minor = 0 where id = (select id from orders where status = 'DELIVERED' order by order_no limit 1) returning id`,
  ],
  [
    'an order moved without its event',
    'an order’s status is not where its last event moved it',
    sql`update orders set status = 'PAYING' where id = (select id from orders where status = 'CANCELLED' order by order_no limit 1) returning id`,
  ],
  [
    'a delivery rewritten as sold by a stranger',
    'a unit was delivered by someone who did not hold it',
    sql`update orders set seller_id = (select id from users where platform_operator) where id = (select min(order_id::text)::uuid from order_units) returning id`,
  ],
  [
    'a wallet credited outside the ledger',
    'ledger:',
    sql`update ledger_accounts set posted_minor = posted_minor + 1 where id = (select min(id) from ledger_accounts where user_id is not null) returning id`,
  ],
  [
    'a provider payment credited once more',
    'a payment brought more than its provider was paid',
    sql`update payment_attempts set received_minor = received_minor + 1 where id = (select min(a.id::text)::uuid from payment_attempts a join sandbox_payments b on b.merchant_ref = a.id::text where a.provider <> 'crypto' and a.received_minor = b.paid_minor and b.paid_minor > 0) returning id`,
  ],
  [
    'a coded unit freed with its code alive',
    'a unit has other than one code while CODED',
    sql`update card_units set state = 'FREE' where id = (select min(unit_id) from activation_codes) returning id`,
  ],
];

class Rollback extends Error {}

describe('the invariant checks', () => {
  it('report each kind of damage to the world the model built', async () => {
    // A world with deliveries, payments through providers and codes (the test above builds one; alone, this builds its own).
    const stream = new EconomyStream(world, 1, 'checks');
    const ready = async () => (await economySummary(t.db)) as Record<string, number>;
    for (let i = 0; i < 400 && ((await ready()).delivered === 0 || (await ready()).codes === 0 || (await ready()).cancelled === 0); i++) await stream.step();
    expect(await checkInvariants(t.db, t.clock.now())).toEqual([]);
    let made = 0;
    for (const [what, check, change] of CORRUPTIONS) {
      let found: string[] | undefined;
      await withTransaction(t.db, async (tx) => {
        const changed = ((await tx.execute(change)) as unknown as { rows: unknown[] }).rows;
        if (changed.length > 0) found = await checkInvariants(tx, t.clock.now());
        throw new Rollback();
      }).catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
      if (!found) continue;
      made += 1;
      expect(
        found.some((violation) => violation.startsWith(check)),
        `${what}: ${JSON.stringify(found)}`,
      ).toBe(true);
    }
    // The damage that needs only units, deliveries, cancellations and wallets was always made.
    expect(made).toBeGreaterThanOrEqual(6);
    expect(await checkInvariants(t.db, t.clock.now())).toEqual([]);
  }, 300_000);
});
