// The public webhook route against what is not a provider's genuine webhook: a refused one is kept
// as a hash and its first bytes, a repeat counts on its row, a source is limited per minute, the
// records go after their retention, and what cannot be taken answers an HTTP error a provider reads
// (never 200 with a respCode).
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { providerEvents } from '../../db/schema';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { createSandboxDeps } from '../../simulators/payments/server-deps';
import { createSandboxProviders } from '../../simulators/payments';
import { depositAddresses } from '../../simulators/payments/crypto-chain';
import { paymentProviders } from './providers';
import { REJECTED_BODY_KEPT } from './settlement';
import { registerPaymentSweep } from './sync';

const PER_MINUTE = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webhookRejectedPerMinute: PER_MINUTE, webhookRejectedRetentionHours: 72 });
});
afterAll(() => t.close());

/** A PIX webhook with no valid signature, from `ip`. */
const forged = (payload: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/pix',
    payload,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'x-signature': 'f'.repeat(64) },
  });
const bigBody = (tag: string) => JSON.stringify({ tag, filler: 'x'.repeat(20_000) });
const rejectedOf = (body: string) =>
  t.db
    .select()
    .from(providerEvents)
    .where(and(eq(providerEvents.outcome, 'REJECTED'), eq(providerEvents.bodyHash, createHash('sha256').update(body).digest('hex'))));

describe('refused webhooks', () => {
  it('keep the hash and the first bytes of a 20 KB body, and the same body again counts a delivery on the one row', async () => {
    const body = bigBody(randomUUID());
    for (let i = 0; i < 3; i++) expect((await forged(body, '203.0.113.10')).statusCode).toBe(400);
    const rows = await rejectedOf(body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'pix', deliveries: 3, body: body.slice(0, REJECTED_BODY_KEPT) });
    expect(rows[0]!.body.length).toBe(REJECTED_BODY_KEPT);
  });

  it('from one source, past the limit a minute, answer 429 and are not kept; another source still is, and the first is again a minute later', async () => {
    const bodies = Array.from({ length: PER_MINUTE + 2 }, () => bigBody(randomUUID()));
    const answers = [];
    for (const body of bodies) answers.push((await forged(body, '203.0.113.20')).statusCode);
    expect(answers).toEqual([...Array(PER_MINUTE).fill(400), 429, 429]);
    for (const [i, body] of bodies.entries()) expect(await rejectedOf(body)).toHaveLength(i < PER_MINUTE ? 1 : 0);
    const other = bigBody(randomUUID());
    expect((await forged(other, '198.51.100.30')).statusCode).toBe(400);
    expect(await rejectedOf(other)).toHaveLength(1);
    t.clock.advance(2 * 60_000);
    const later = bigBody(randomUUID());
    expect((await forged(later, '203.0.113.20')).statusCode).toBe(400);
    expect(await rejectedOf(later)).toHaveLength(1);
  });

  it('are deleted by the payments task once past WEBHOOK_REJECTED_RETENTION_HOURS, the recent ones kept', async () => {
    const old = bigBody(randomUUID());
    expect((await forged(old, '203.0.113.40')).statusCode).toBe(400);
    t.clock.advance(71 * 3_600_000);
    const recent = bigBody(randomUUID());
    expect((await forged(recent, '203.0.113.41')).statusCode).toBe(400);
    t.clock.advance(2 * 3_600_000);
    const tasks = createTestRunner(t.db, t.clock, `webhooks-${randomUUID()}`);
    const payments = paymentProviders(createSandboxProviders(createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock })), depositAddresses);
    registerPaymentSweep(tasks, { db: t.db, clock: t.clock, payments, config: t.config }, { everySeconds: 15 });
    for (let i = 0; i < 3 && (await tasks.runOnce()) !== undefined; i++);
    expect(await rejectedOf(old)).toHaveLength(0);
    expect(await rejectedOf(recent)).toHaveLength(1);
  });
});

describe('webhook errors', () => {
  it('an unknown provider answers 404 in plain text, not 200 with a respCode', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/nosuchpay',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).not.toContain('respCode');
  });

  it('a body past the largest a provider sends answers 413 in plain text', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/pix',
      payload: 'x'.repeat(70 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).not.toContain('respCode');
  });
});
