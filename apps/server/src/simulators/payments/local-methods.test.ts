// The local methods' sandbox adapters: what createPayment answers (PIX is the simulated API Pix's,
// ./pix-api.test; tpaga and PayPal are their simulated APIs', ./tpaga.test and ./paypal.test; the
// wallet's approval page, a prepaid card checked with its PIN), the boleto the simulator opens for
// Onerway's local method (a line that turns back into its barcode), their books and webhooks, and
// parseWebhook refusing a wrong signature, a stale timestamp, a tampered or malformed body.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dueFactor, lineToBarcode } from '@panel/domain/payment-formats/boleto';
import { sandboxPayments } from '../../db/schema';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { WebhookRejected, type CreatePaymentInput, type PaymentProvider } from '../../modules/payments/provider-port';
import { bookByRef, changeBook, queueBookEvent } from './book';
import { createWalletSandbox, openBoletoBook } from './local-methods';
import { paymentInput, testSecret, useSandbox } from '../../../test/fixtures/sandbox.fixtures';
import { sandboxSignature, signedHeaders } from './signing';
import { deliverDueWebhooks } from './webhook-outbox';

const s = useSandbox();
const MINUTE = 60_000;

/** Posts what is due and answers the bodies posted by this call, parsed by `provider`. */
async function deliverTo(provider: PaymentProvider) {
  const from = s.delivered.length;
  await deliverDueWebhooks(s.deps, { limit: 100 });
  return s.delivered.slice(from).map((post) => provider.parseWebhook(post.body, post.headers));
}

describe('boleto', () => {
  it('opens a Banco do Brasil boleto due in 3 days whose typed line turns back into its barcode, with the amount and the next sequence number', async () => {
    const boleto = {
      createPayment: async (input: CreatePaymentInput) => {
        const row = await openBoletoBook(s.deps, input);
        return { providerRef: row.providerRef, instructions: row.details.instructions as PaymentInstructions, expiresAt: row.expiresAt };
      },
    };
    const first = await boleto.createPayment(
      paymentInput(s.clock, {
        method: 'BOLETO',
        currency: 'BRL',
        amountMinor: 15075n,
        payer: { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '123.456.789-09', city: 'Campinas', region: 'SP' },
      }),
    );
    const second = await boleto.createPayment(paymentInput(s.clock, { method: 'BOLETO', currency: 'BRL', amountMinor: 990n }));
    const a = first.instructions as Extract<typeof first.instructions, { kind: 'BOLETO' }>;
    const b = second.instructions as Extract<typeof second.instructions, { kind: 'BOLETO' }>;
    expect(a.kind).toBe('BOLETO');
    expect(lineToBarcode(a.line)).toBe(a.barcode);
    expect(lineToBarcode(a.formattedLine)).toBe(a.barcode);
    expect(a.dueDate).toBe('2026-01-18'); // the test clock is 2026-01-15 10:00 UTC
    expect(a.barcode.slice(0, 4)).toBe('0019');
    expect(a.barcode.slice(5, 9)).toBe(String(dueFactor('2026-01-18')));
    expect(a.barcode.slice(9, 19)).toBe('0000015075');
    // Free field: 000000 + agreement 1234567 + sequence (10) + portfolio 17.
    const [seqA, seqB] = [a.barcode.slice(19), b.barcode.slice(19)].map((free) => {
      expect(free).toMatch(/^0000001234567\d{10}17$/);
      return Number(free.slice(13, 23));
    });
    expect(seqB).toBe(seqA! + 1);
    expect(first.providerRef).toBe(`1234567${a.barcode.slice(32, 42)}`);
    expect(a.documentUrl).toMatch(new RegExp(`^https://panel\\.test/sandbox/boleto/${first.providerRef}/[A-Za-z0-9_-]{24}$`));
    expect(first.expiresAt).toEqual(new Date('2026-01-19T02:59:59Z'));
    const row = (await bookByRef(s.db, 'boleto', first.providerRef))!;
    expect(row.details.payer).toEqual({ name: 'Ana S.', idType: 'CPF', document: '***.***.789-**', address: 'Campinas - SP' });
  });
});

describe('wallet', () => {
  it('sends an e-wallet or bank transfer buyer to the wallet approval page', async () => {
    const ewallet = await createWalletSandbox(s.deps).createPayment(paymentInput(s.clock, { method: 'EWALLET', currency: 'USD', amountMinor: 1000n }));
    expect(ewallet.providerRef).toMatch(/^EW[A-Z0-9]{18}$/);
    expect(ewallet.instructions).toEqual({ kind: 'REDIRECT', url: `https://panel.test/sandbox/approve/wallet/${ewallet.providerRef}` });
    const transfer = await createWalletSandbox(s.deps).createPayment(
      paymentInput(s.clock, { method: 'BANK_TRANSFER', currency: 'BRL', amountMinor: 1000n, payer: { bank: 'Bradesco' } }),
    );
    expect(transfer.instructions).toEqual({ kind: 'REDIRECT', url: `https://panel.test/sandbox/approve/wallet/${transfer.providerRef}` });
  });

  it('pays a prepaid card whose PIN is 1234 at once (a PAID webhook), keeping only its last 4 digits', async () => {
    const wallet = createWalletSandbox(s.deps);
    const created = await wallet.createPayment(
      paymentInput(s.clock, { method: 'PREPAID_CARD', currency: 'MXN', amountMinor: 25_000n, payer: { cardNumber: '5062 1234 5678 4321', pin: '1234' } }),
    );
    expect(created.instructions).toEqual({ kind: 'PENDING' });
    const row = (await bookByRef(s.db, 'wallet', created.providerRef))!;
    expect(row).toMatchObject({ status: 'PAID', paidMinor: 25_000n, method: 'PREPAID_CARD' });
    expect(row.details.last4).toBe('4321');
    const stored = JSON.stringify({ ...row, amountMinor: '', paidMinor: '' }) + JSON.stringify((await s.webhooks(row.id)).map((w) => w.body));
    expect(stored).not.toContain('506212345678');
    expect(stored).not.toContain('"1234"');
    const [parsed] = await deliverTo(wallet);
    expect(parsed!.event).toMatchObject({ kind: 'PAID', providerRef: created.providerRef, amountMinor: 25_000n, currency: 'MXN' });
  });

  it('refuses a prepaid card with another PIN or a number that is not 16 digits (a FAILED webhook)', async () => {
    const wallet = createWalletSandbox(s.deps);
    for (const payer of [
      { cardNumber: '5062123456784321', pin: '9999' },
      { cardNumber: '50621234', pin: '1234' },
    ]) {
      const created = await wallet.createPayment(paymentInput(s.clock, { method: 'PREPAID_CARD', currency: 'USD', amountMinor: 500n, payer }));
      expect((await bookByRef(s.db, 'wallet', created.providerRef))!.status).toBe('FAILED');
    }
    const parsed = await deliverTo(wallet);
    expect(parsed.map((p) => p.event)).toMatchObject([
      { kind: 'FAILED', reason: 'incorrect PIN' },
      { kind: 'FAILED', reason: 'invalid card number' },
    ]);
  });
});

describe('the local providers\u2019 webhook', () => {
  // The wallet's sandbox stands for every local provider here: they share the signed JSON webhook (./book).
  async function paidPayment() {
    const provider = createWalletSandbox(s.deps);
    const input = paymentInput(s.clock, { method: 'EWALLET', currency: 'USD', amountMinor: 15075n });
    const created = await provider.createPayment(input);
    const row = await changeBook(s.db, (await bookByRef(s.db, 'wallet', created.providerRef))!, {
      from: ['CREATED'],
      to: 'PAID',
      paidMinor: 15075n,
      now: s.clock.now(),
    });
    await queueBookEvent(s.db, s.deps, row, { type: 'PAID', amountMinor: 15075n });
    await deliverDueWebhooks(s.deps, { limit: 100 });
    return { provider, input, row, post: s.delivered.at(-1)! };
  }

  it('is signed JSON that parses into the PAID event with its amount, and is acknowledged with {"received":true}', async () => {
    const { provider, input, row, post } = await paidPayment();
    expect(JSON.parse(post.body)).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'PAID',
      reference: row.providerRef,
      merchantReference: input.attemptId,
      amount: '150.75',
      currency: 'USD',
      createdAt: s.clock.now().toISOString(),
    });
    expect(post.url).toBe(input.notifyUrl);
    expect(provider.parseWebhook(post.body, post.headers)).toEqual({
      event: {
        kind: 'PAID',
        eventId: JSON.parse(post.body).id,
        providerRef: row.providerRef,
        attemptId: input.attemptId,
        amountMinor: 15075n,
        currency: 'USD',
      },
      ack: { status: 200, contentType: 'application/json', body: '{"received":true}' },
    });
  });

  it('is refused with a wrong signature, another provider\u2019s secret, a stale or future timestamp, a tampered body or a bad shape', async () => {
    const { provider, post } = await paidPayment();
    const rejected = (body: string, headers: Record<string, string | undefined>) => expect(() => provider.parseWebhook(body, headers)).toThrow(WebhookRejected);
    const timestamp = post.headers['x-sandbox-timestamp']!;
    rejected(post.body, { ...post.headers, 'x-sandbox-signature': 'f'.repeat(64) });
    rejected(post.body, { ...post.headers, 'x-sandbox-signature': sandboxSignature(testSecret('boleto'), timestamp, post.body) });
    rejected(post.body, { ...post.headers, 'x-sandbox-signature': undefined });
    rejected(post.body, { ...post.headers, 'x-sandbox-timestamp': String(Number(timestamp) + 1) });
    rejected(post.body.replace('150.75', '1500.75'), post.headers);
    // Signed right, but not the shape of a webhook.
    const wrongShape = JSON.stringify({ ...JSON.parse(post.body), type: 'SETTLED' });
    rejected(wrongShape, signedHeaders(testSecret('wallet'), wrongShape, s.clock.now()));
    const badAmount = JSON.stringify({ ...JSON.parse(post.body), amount: '150.755' });
    rejected(badAmount, signedHeaders(testSecret('wallet'), badAmount, s.clock.now()));
    rejected('not json', signedHeaders(testSecret('wallet'), 'not json', s.clock.now()));
    // Within 10 minutes it still holds; past them it is stale, and one from the future is refused too.
    s.clock.advance(10 * MINUTE);
    expect(provider.parseWebhook(post.body, post.headers).event.kind).toBe('PAID');
    s.clock.advance(1000);
    rejected(post.body, post.headers);
    const future = signedHeaders(testSecret('wallet'), post.body, new Date(s.clock.now().getTime() + 11 * MINUTE));
    rejected(post.body, future);
  });

  it('is signed again with the time of each try, so a retry hours later still verifies', async () => {
    const { provider, row } = await paidPayment();
    const failing = { ...s.deps, deliver: async () => ({ status: 500, body: 'down' }) };
    await queueBookEvent(s.db, s.deps, row, { type: 'REFUND', amountMinor: 15075n });
    await deliverDueWebhooks(failing, { limit: 100 });
    s.clock.advance(5 * 3600_000);
    for (let i = 0; i < 8; i++) {
      await deliverDueWebhooks(failing, { limit: 100 });
      s.clock.advance(3600_000);
    }
    const [parsed] = await deliverTo(provider);
    expect(parsed!.event).toMatchObject({ kind: 'REFUND', providerRef: row.providerRef, amountMinor: 15075n });
  });

  it('tells a refund of a paid payment with a REFUND webhook and marks the book refunded', async () => {
    const { provider, row } = await paidPayment();
    const { refundRef } = await provider.refund({
      providerRef: row.providerRef,
      amountMinor: 15075n,
      currency: 'USD',
      reason: 'seller asked',
      refundId: 'refund-1',
    });
    expect(refundRef).toMatch(/^rf_/);
    expect((await s.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.id)))[0]!.status).toBe('REFUNDED');
    const [parsed] = await deliverTo(provider);
    expect(parsed!.event).toMatchObject({ kind: 'REFUND', providerRef: row.providerRef, amountMinor: 15075n, currency: 'USD' });
    await expect(provider.refund({ providerRef: row.providerRef, amountMinor: 1n, currency: 'USD', reason: 'again', refundId: 'refund-2' })).rejects.toThrow();
  });

  it('answers the same refund asked twice at once (one refund id) with one refund and one REFUND webhook', async () => {
    const { provider, row } = await paidPayment();
    const ask = () => provider.refund({ providerRef: row.providerRef, amountMinor: 15075n, currency: 'USD', reason: 'operator', refundId: 'refund-twice' });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.refundRef).toMatch(/^rf_/);
    expect(second).toEqual(first);
    expect(await ask()).toEqual(first);
    const events = await deliverTo(provider);
    expect(events.filter((parsed) => parsed?.event.kind === 'REFUND')).toHaveLength(1);
  });
});
