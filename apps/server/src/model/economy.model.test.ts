// The model test of the whole economy (economy-model.ts): one seeded stream of operations over the
// real application, with the injected faults, and every invariant of money and stock checked after
// every step. A failure names the seed, the step and the operations before it.
//
//   ECONOMY_SEED=<seed>    replays one stream (the printed seed)
//   ECONOMY_STEPS=<n>      runs longer (400 by default)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
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
        if (violations.length > 0) throw new ModelViolation(`[seed ${SEED} step ${stream.steps}] after ${op}:\n  ${violations.join('\n  ')}\n  last operations:\n    ${stream.log.slice(-15).join('\n    ')}`);
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
    console.info(`economy model: seed ${SEED}, ${STEPS} steps`, JSON.stringify({ summary, injected: world.stats.injected, ops: world.stats.ops, ms: world.stats.ms, checkMs: Math.round(checking) }));
  }, 600_000);
});
