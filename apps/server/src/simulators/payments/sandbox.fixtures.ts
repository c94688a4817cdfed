// What the sandbox tests share: the test file's own database, a moved-by-hand clock, and sandbox
// deps whose webhooks are kept (and answered 200) instead of posted to a server.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { manualClock } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { sandboxWebhooks } from '../../db/schema';
import type { CreatePaymentInput } from '../../modules/payments/provider-port';
import type { SandboxDeps } from './deps';

export const testSecret = (provider: string) => createHash('sha256').update(`sandbox test secret:${provider}`).digest('hex');

export type Delivered = { url: string; body: string; headers: Record<string, string> };

export function useSandbox() {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  const clock = manualClock();
  const delivered: Delivered[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  const state = {
    clock,
    delivered,
    get db() {
      if (!database) throw new Error('The test database opens in beforeAll');
      return database.db;
    },
    get deps(): SandboxDeps {
      return {
        db: state.db,
        clock,
        secret: testSecret,
        publicUrl: 'https://panel.test',
        async deliver(url, body, headers) {
          delivered.push({ url, body, headers });
          return { status: 200, body: '{"received":true}' };
        },
      };
    },
    /** The webhooks queued so far for a sandbox payment (or all), oldest first. */
    async webhooks(paymentId?: string) {
      const query = state.db.select().from(sandboxWebhooks).orderBy(asc(sandboxWebhooks.id));
      return paymentId ? query.where(eq(sandboxWebhooks.paymentId, paymentId)) : query;
    },
  };
  return state;
}

/** What the core hands a provider to start a payment. */
export function paymentInput(clock: { now(): Date }, overrides: Partial<CreatePaymentInput> & Pick<CreatePaymentInput, 'method' | 'currency' | 'amountMinor'>): CreatePaymentInput {
  const now = clock.now();
  return {
    attemptId: randomUUID(),
    description: 'Order 20260115000123',
    payer: {},
    notifyUrl: 'https://panel.test/api/payment/webhook/test',
    returnUrl: 'https://panel.test/pay/result',
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    now,
    ...overrides,
  };
}
