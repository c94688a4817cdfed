// The sandbox as the server registers it: every provider stood for (by its production adapter on
// the simulator's wire API, or by the simulator's own adapter), and the two recurring tasks (webhook
// delivery, the block miner) running on the task runner every 2 seconds.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS_REQUIRED, PAYMENT_PROVIDERS } from '@panel/domain/payments';
import type { AppContext } from '../../context';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { depositAddresses, sendTransfer } from './crypto-chain';
import { createPaymentAdapters } from '../../modules/payments/adapters';
import { registerSandbox, registerSandboxTasks } from './index';
import { simulatorLink } from './link';
import { useSandbox } from '../../../test/fixtures/sandbox.fixtures';
import { queueWebhook } from './webhook-outbox';

const s = useSandbox();

describe('the sandbox', () => {
  it('stands for every provider, each adapter in the sandbox environment', () => {
    const providers = createPaymentAdapters(
      { evm: {} },
      { network: () => Promise.reject(new Error('no network in this test')), simulator: simulatorLink(Fastify(), s.deps) },
    );
    expect(Object.keys(providers).sort()).toEqual([...PAYMENT_PROVIDERS].sort());
    for (const id of PAYMENT_PROVIDERS) expect(providers[id]).toMatchObject({ id, environment: 'sandbox' });
  });

  it('delivers due webhooks and mines blocks on the task runner every 2 seconds while a transfer lacks confirmations', async () => {
    const app = Fastify();
    const tasks = createTestRunner(s.db, s.clock, 'sandbox-runner');
    registerSandbox(app, { db: s.db, clock: s.clock, tasks } as unknown as AppContext, s.deps);
    registerSandboxTasks(tasks, s.deps);
    await queueWebhook(s.db, { provider: 'pix', paymentId: null, eventId: 'evt-task', url: '/api/payment/webhook/pix', body: '{"id":"evt-task"}' });
    const transfer = await sendTransfer(s.deps, { chain: 'ERC20', token: 'USDT', toAddress: depositAddresses('ERC20')[0]!, amount: '2' });

    const ran: string[] = [];
    const step = async () => {
      for (let outcome = await tasks.runOnce(); outcome; outcome = await tasks.runOnce()) ran.push(outcome.outcome);
      s.clock.advance(2000);
    };
    await step();
    expect(s.delivered.map((post) => post.body)).toContain('{"id":"evt-task"}');
    for (let i = 0; i < CONFIRMATIONS_REQUIRED.ERC20 + 3; i++) await step();
    expect(ran.every((outcome) => outcome === 'DONE')).toBe(true);
    const confirmations = s.delivered
      .filter((post) => post.body.includes(transfer.txHash))
      .map((post) => (JSON.parse(post.body) as { confirmations: number }).confirmations);
    expect(confirmations).toEqual(Array.from({ length: CONFIRMATIONS_REQUIRED.ERC20 + 1 }, (_, i) => i + 1));
    await app.close();
  });
});
