// The sandbox control calls: only the platform operator; each action changes the provider's book
// and queues the provider's own webhook (boleto, wallet: signed JSON; PayPal: its events, signed as
// PayPal signs them; PIX: API Pix's; the card: an Onerway notification; tpaga: none, its status says
// it; crypto: a chain transfer to the payment's address), lists with webhook counts and the actions
// that apply, redelivery, and the chains.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { SandboxCrypto, SandboxPayment, SandboxPaymentsResponse, SandboxWebhooksResponse } from '@panel/domain/contract/sandbox';
import { CONFIRMATIONS_REQUIRED, type PaymentMethod, type PaymentProviderId } from '@panel/domain/payments';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { sandboxChainTransfers, sandboxWebhooks, users } from '../../db/schema';
import { as, createActor, type Actor } from '../../../test/fixtures/follows.fixtures';
import { createPaymentAdapters } from '../../modules/payments/adapters';
import type { CreatePaymentInput, PaymentProvider } from '../../modules/payments/provider-port';
import { MAINNET_CONTRACTS } from '../../modules/payments/adapters/settings';
import { addressTopic, TRANSFER_TOPIC } from '../../modules/payments/adapters/evm/watcher';
import { createSandboxDeps } from './server-deps';
import type { SandboxDeps } from './deps';
import { depositAddresses, GENESIS } from './crypto-chain';
import { simulatorLink } from './link';
import { paypalTransmissionHeaders } from './paypal-webhook-signing';
import { deliverDueWebhooks } from './webhook-outbox';

let t: TestApp;
let deps: SandboxDeps;
let operator: Actor;
let someone: Actor;
beforeAll(async () => {
  t = await createTestApp();
  // The same deps as the server's own sandbox (its secrets), acknowledging every webhook here the way the server does
  // (Onerway's notifications with their transactionId as plain text, the others with HTTP 200).
  const acknowledgement = (body: string) => (JSON.parse(body) as { transactionId?: string }).transactionId ?? '{"received":true}';
  deps = { ...createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock }), deliver: async (_url, body) => ({ status: 200, body: acknowledgement(body) }) };
  operator = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
  someone = await createActor(t);
});
afterAll(() => t.close());

/** The adapters the server picks with the simulator on: the production ones on its wire APIs, else its own. */
const providers = () =>
  createPaymentAdapters({ evm: {} }, { network: () => Promise.reject(new Error('no network in this test')), simulator: simulatorLink(t.app, deps) }) as Record<
    PaymentProviderId,
    PaymentProvider
  >;

const BR_PAYER = {
  firstName: 'Ana',
  lastName: 'Souza',
  idType: 'CPF',
  idNumber: '123.456.789-09',
  email: 'ana@example.com',
  zipCode: '01001-000',
  street: 'Praça da Sé',
  streetNumber: '1',
  neighbourhood: 'Sé',
  city: 'São Paulo',
  region: 'SP',
};

/** Starts a sandbox payment as the core would; answers its sandbox id. */
async function start(method: PaymentMethod, currency: string, amountMinor: bigint, extra: Partial<CreatePaymentInput> = {}) {
  const provider = {
    PIX: 'pix',
    BOLETO: 'boleto',
    TPAGA: 'tpaga',
    EWALLET: 'wallet',
    BANK_TRANSFER: 'wallet',
    PREPAID_CARD: 'wallet',
    PAYPAL: 'paypal',
    CARD: 'onerway',
    CRYPTO: 'crypto',
  } as const;
  const now = t.clock.now();
  const created = await providers()[provider[method]].createPayment({
    attemptId: randomUUID(),
    method,
    currency,
    amountMinor,
    description: 'Order 20260115000042',
    // Onerway's local methods (PIX, boleto) ask for the buyer's billing fields.
    payer: method === 'PIX' || method === 'BOLETO' ? BR_PAYER : {},
    notifyUrl: `/api/payment/webhook/${provider[method]}`,
    returnUrl: 'http://localhost/pay/return',
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    now,
    ...extra,
  });
  const answer = await as(t, operator, 'GET', `/api/sandbox/payments?provider=${provider[method]}&pageSize=100`);
  if (answer.respCode !== 200) throw new Error(JSON.stringify(answer));
  const list = SandboxPaymentsResponse.parse(answer.data).list;
  return list.find((payment) => payment.providerRef === created.providerRef)!;
}

const act = (id: string, action: string, amount?: string) =>
  as(t, operator, 'POST', `/api/sandbox/payments/${id}/action`, { action, ...(amount !== undefined && { amount }) });
const acted = async (id: string, action: string, amount?: string) => {
  const body = await act(id, action, amount);
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return SandboxPayment.parse(body.data);
};

/** The webhooks queued for a sandbox payment, oldest first, with their body read. */
const queued = async (paymentId: string) =>
  (await t.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, paymentId)).orderBy(asc(sandboxWebhooks.id))).map((row) => ({
    ...row,
    json: JSON.parse(row.body) as Record<string, unknown>,
  }));

/** What the provider's own parseWebhook makes of a queued webhook (its signature checked). */
const parsedBy = (provider: keyof ReturnType<typeof providers>, row: { body: string; headers: Record<string, string> }) =>
  providers()[provider].parseWebhook(row.body, row.headers).event;
/** What PayPal's adapter proves of a queued webhook, signed as PayPal signs it when it is sent (an approval is captured by it). */
const verifiedPaypal = async (row: { body: string }) => (await providers().paypal.verifyWebhook!(row.body, paypalTransmissionHeaders(row.body))).events;
/** What API Pix's adapter proves of a queued webhook: each txid it names read back from the simulated PSP. */
const verifiedPix = async (row: { body: string; headers: Record<string, string> }) => (await providers().pix.verifyWebhook!(row.body, row.headers)).events;

describe('who may use the sandbox control', () => {
  it('is the platform operator only: anyone else gets 20003, and no session 401', async () => {
    const payment = await start('PIX', 'BRL', 1000n);
    for (const [method, url] of [
      ['GET', '/api/sandbox/payments'],
      ['GET', '/api/sandbox/webhooks'],
      ['GET', '/api/sandbox/crypto'],
      ['POST', `/api/sandbox/payments/${payment.id}/action`],
      ['POST', '/api/sandbox/crypto/mine'],
    ] as const) {
      expect((await as(t, someone, method, url, method === 'POST' ? { action: 'PAY', blocks: 1 } : undefined)).respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
      expect((await call(t.app, { method, url })).status).toBe(401);
    }
    expect((await act(payment.id, 'PAY')).respCode).toBe(200);
  });
});

describe('actions', () => {
  it('PAY on a PIX payment: the book is paid and one API Pix webhook of the whole amount is queued (what it names is read back from the PSP); the list counts it and, once answered, its acknowledgement', async () => {
    const payment = await start('PIX', 'BRL', 15075n);
    expect(payment).toMatchObject({ status: 'CREATED', amount: '150.75', paid: '0.00', webhooks: 0, acknowledged: 0, actions: ['PAY', 'FAIL', 'EXPIRE'] });
    const paid = await acted(payment.id, 'PAY');
    expect(paid).toMatchObject({ status: 'PAID', paid: '150.75', webhooks: 1, acknowledged: 0, actions: ['REFUND'] });
    const [webhook] = await queued(payment.id);
    // API Pix's webhook: the payment's endToEndId, the charge's txid and the amount, posted to {webhookUrl}/pix.
    expect(webhook!.url).toBe('/api/payment/webhook/pix/pix');
    expect(webhook!.json).toEqual({
      pix: [
        {
          endToEndId: expect.stringMatching(/^E99999008\d{12}[a-z0-9]{11}$/),
          txid: payment.providerRef,
          valor: '150.75',
          horario: t.clock.now().toISOString(),
          devolucoes: [],
        },
      ],
    });
    const [paidEvent] = await verifiedPix(webhook!);
    expect(paidEvent).toEqual({
      kind: 'PAID',
      eventId: (webhook!.json.pix as Array<{ endToEndId: string }>)[0]!.endToEndId,
      providerRef: payment.providerRef,
      attemptId: payment.merchantRef,
      amountMinor: 15075n,
      currency: 'BRL',
    });
    await deliverDueWebhooks(deps, { limit: 100 });
    expect(SandboxPayment.parse((await act(payment.id, 'REFUND')).data)).toMatchObject({ status: 'REFUNDED', webhooks: 2, acknowledged: 1, actions: [] });
    expect(await verifiedPix((await queued(payment.id))[1]!)).toEqual([
      paidEvent,
      expect.objectContaining({ kind: 'REFUND', providerRef: payment.providerRef, amountMinor: 15075n, currency: 'BRL' }),
    ]);
  });

  it('FAIL, EXPIRE, CHARGEBACK and REFUND queue FAILED, EXPIRED, CHARGEBACK and REFUND webhooks', async () => {
    // PayPal: the buyer approves with a funding source that is then declined; the merchant's capture finds it DECLINED.
    const paypal = await start('PAYPAL', 'USD', 2500n);
    await acted(paypal.id, 'FAIL');
    const [approval] = await queued(paypal.id);
    expect(approval!.json).toMatchObject({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: paypal.providerRef, status: 'APPROVED' } });
    expect(await verifiedPaypal(approval!)).toMatchObject([
      { kind: 'INFO', eventId: approval!.json.id },
      { kind: 'FAILED', providerRef: paypal.providerRef, attemptId: paypal.merchantRef, reason: 'Capture DECLINED: DECLINED_BY_RISK_FRAUD_FILTERS' },
    ]);
    const declined = (await queued(paypal.id))[1]!;
    expect(declined.json).toMatchObject({ event_type: 'PAYMENT.CAPTURE.DECLINED', resource: { status: 'DECLINED' } });
    expect(await verifiedPaypal(declined)).toMatchObject([
      { kind: 'FAILED', eventId: declined.json.id, providerRef: paypal.providerRef, attemptId: paypal.merchantRef },
    ]);

    const boleto = await start('BOLETO', 'BRL', 9990n);
    expect((await acted(boleto.id, 'EXPIRE')).status).toBe('EXPIRED');
    // Onerway tells a boleto not paid in its time as a failed sale.
    expect(parsedBy('boleto', (await queued(boleto.id))[0]!)).toMatchObject({ kind: 'FAILED', providerRef: boleto.providerRef, reason: 'Expired' });

    const wallet = await start('EWALLET', 'MXN', 40_000n);
    expect((await acted(wallet.id, 'PAY')).actions).toEqual(['CHARGEBACK', 'REFUND']);
    await acted(wallet.id, 'CHARGEBACK');
    expect(parsedBy('wallet', (await queued(wallet.id))[1]!)).toMatchObject({
      kind: 'CHARGEBACK',
      amountMinor: 40_000n,
      currency: 'MXN',
      reason: expect.stringContaining('Fraudulent'),
    });
  });

  it('PAY_LATE pays a payment past its expiry (PAY no longer applies), and its PAID webhook goes out then', async () => {
    const payment = await start('PIX', 'BRL', 5000n);
    t.clock.advance(31 * 60_000);
    const listed = SandboxPaymentsResponse.parse((await as(t, operator, 'GET', '/api/sandbox/payments?provider=pix&pageSize=100')).data).list.find(
      (row) => row.id === payment.id,
    )!;
    expect(listed.actions).toEqual(['PAY_LATE', 'EXPIRE']);
    expect((await act(payment.id, 'PAY')).respCode).toBe(ERROR_CODES.OPERATION_DENIED);
    expect((await acted(payment.id, 'PAY_LATE')).status).toBe('PAID');
    expect(await verifiedPix((await queued(payment.id))[0]!)).toMatchObject([{ kind: 'PAID', amountMinor: 5000n }]);
  });

  it('tpaga sends no webhook: PAY changes the status its query answers', async () => {
    const payment = await start('TPAGA', 'COP', 3_000_000n);
    await acted(payment.id, 'PAY');
    expect(await queued(payment.id)).toEqual([]);
    expect(await providers().tpaga.queryPayment(payment.providerRef)).toEqual({ status: 'PAID', paidMinor: 3_000_000n, currency: 'COP' });
    expect((await acted(payment.id, 'REFUND')).status).toBe('REFUNDED');
    expect(await queued(payment.id)).toEqual([]);
  });

  it('an action that does not apply now is 4050, an unknown payment 404', async () => {
    const payment = await start('PAYPAL', 'EUR', 1000n);
    for (const action of ['REFUND', 'CHARGEBACK', 'UNDERPAY', 'PAY_LATE'])
      expect((await act(payment.id, action, '1')).respCode).toBe(ERROR_CODES.OPERATION_DENIED);
    expect((await act(randomUUID(), 'PAY')).respCode).toBe(ERROR_CODES.NOT_FOUND);
  });
});

describe('card payments (Onerway)', () => {
  it('PAY, CHARGEBACK and REFUND queue Onerway\u2019s own signed notifications', async () => {
    const paid = await start('CARD', 'USD', 1999n);
    expect(paid.actions).toEqual(['PAY', 'FAIL']);
    expect((await acted(paid.id, 'PAY')).actions).toEqual(['CHARGEBACK', 'REFUND']);
    await acted(paid.id, 'CHARGEBACK');
    const refunded = await start('CARD', 'USD', 500n);
    await acted(refunded.id, 'PAY');
    await acted(refunded.id, 'REFUND');
    const declined = await start('CARD', 'USD', 700n);
    await acted(declined.id, 'FAIL');

    const events = async (id: string) => (await queued(id)).map((row) => parsedBy('onerway', row));
    expect(await events(paid.id)).toMatchObject([
      { kind: 'PAID', providerRef: paid.providerRef, amountMinor: 1999n, currency: 'USD' },
      { kind: 'CHARGEBACK', providerRef: paid.providerRef, amountMinor: 1999n },
    ]);
    expect(await events(refunded.id)).toMatchObject([{ kind: 'PAID' }, { kind: 'REFUND', providerRef: refunded.providerRef, amountMinor: 500n }]);
    expect(await events(declined.id)).toMatchObject([{ kind: 'FAILED', reason: 'Insufficient funds' }]);
  });
});

describe('PayPal orders', () => {
  it('PAY approves (the capture then pays), REFUND refunds the capture and CHARGEBACK opens a dispute, each told by PayPal\u2019s own webhook', async () => {
    const paid = await start('PAYPAL', 'USD', 1999n);
    expect(paid.actions).toEqual(['PAY', 'FAIL', 'EXPIRE']);
    // Approved and not captured: only its expiry applies.
    expect(await acted(paid.id, 'PAY')).toMatchObject({ status: 'CREATED', actions: ['EXPIRE'] });
    expect((await act(paid.id, 'PAY')).respCode).toBe(ERROR_CODES.OPERATION_DENIED);
    expect(await verifiedPaypal((await queued(paid.id))[0]!)).toMatchObject([{ kind: 'INFO' }]);
    const completed = (await queued(paid.id))[1]!;
    expect(completed.json).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { status: 'COMPLETED', custom_id: paid.merchantRef, amount: { currency_code: 'USD', value: '19.99' } },
    });
    expect(await verifiedPaypal(completed)).toEqual([
      { kind: 'PAID', eventId: completed.json.id, providerRef: paid.providerRef, attemptId: paid.merchantRef, amountMinor: 1999n, currency: 'USD' },
    ]);
    const listed = SandboxPaymentsResponse.parse((await as(t, operator, 'GET', '/api/sandbox/payments?provider=paypal&pageSize=100')).data).list.find(
      (row) => row.id === paid.id,
    )!;
    expect(listed).toMatchObject({ status: 'PAID', paid: '19.99', actions: ['CHARGEBACK', 'REFUND'] });
    expect(await acted(paid.id, 'REFUND')).toMatchObject({ status: 'REFUNDED', actions: [] });
    const refunded = (await queued(paid.id))[2]!;
    expect(refunded.json).toMatchObject({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource_type: 'refund' });
    expect(await verifiedPaypal(refunded)).toEqual([
      { kind: 'REFUND', eventId: refunded.json.id, providerRef: expect.any(String), attemptId: paid.merchantRef, amountMinor: 1999n, currency: 'USD' },
    ]);

    const disputed = await start('PAYPAL', 'EUR', 700n);
    await acted(disputed.id, 'PAY');
    await verifiedPaypal((await queued(disputed.id))[0]!);
    expect(await acted(disputed.id, 'CHARGEBACK')).toMatchObject({ status: 'CHARGEBACK' });
    const dispute = (await queued(disputed.id))[2]!;
    expect(dispute.json).toMatchObject({ event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { dispute_amount: { currency_code: 'EUR', value: '7.00' } } });
    expect(await verifiedPaypal(dispute)).toMatchObject([
      {
        kind: 'CHARGEBACK',
        eventId: dispute.json.id,
        attemptId: disputed.merchantRef,
        amountMinor: 700n,
        currency: 'EUR',
        reason: expect.stringContaining('PayPal dispute'),
      },
    ]);
  });

  it('EXPIRE voids an order waiting for the buyer: PayPal sends nothing and its status query says it expired', async () => {
    const payment = await start('PAYPAL', 'USD', 500n);
    expect(await acted(payment.id, 'EXPIRE')).toMatchObject({ status: 'EXPIRED', actions: [] });
    expect(await queued(payment.id)).toEqual([]);
    expect(await providers().paypal.queryPayment(payment.providerRef)).toEqual({ status: 'EXPIRED', paidMinor: 0n, currency: 'USD' });
  });
});

describe('crypto payments', () => {
  it('UNDERPAY (amount required) and OVERPAY send chain transfers of that amount to the payment\u2019s address; PAY sends what is left', async () => {
    const address = depositAddresses('BEP20')[2]!;
    const payment = await start('CRYPTO', 'USDT', 20_000_000n, { crypto: { chain: 'BEP20', token: 'USDT', address } });
    expect(payment.actions).toEqual(['PAY', 'UNDERPAY', 'OVERPAY', 'EXPIRE']);
    expect((await act(payment.id, 'UNDERPAY')).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await act(payment.id, 'UNDERPAY', '25')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await acted(payment.id, 'UNDERPAY', '12.5')).toMatchObject({ status: 'PARTIAL', paid: '12.500000' });
    expect(await acted(payment.id, 'PAY')).toMatchObject({ status: 'PAID', paid: '20.000000', actions: [] });
    const transfers = await t.db
      .select()
      .from(sandboxChainTransfers)
      .where(eq(sandboxChainTransfers.toAddress, address))
      .orderBy(asc(sandboxChainTransfers.id));
    expect(transfers.map((transfer) => [transfer.chain, transfer.token, transfer.amountRaw])).toEqual([
      ['BEP20', 'USDT', '12500000000000000000'],
      ['BEP20', 'USDT', '7500000000000000000'],
    ]);

    const mined = SandboxCrypto.parse((await as(t, operator, 'POST', '/api/sandbox/crypto/mine', { chain: 'BEP20', blocks: 2 })).data);
    expect(mined.transfers.filter((transfer) => transfer.toAddress === address).map((transfer) => [transfer.amount, transfer.confirmations])).toEqual([
      ['7.50', 2],
      ['12.50', 2],
    ]);
    // BSC's node lists both as the token's Transfer logs to the address; no webhook announces them (the watcher reads the chain).
    const rpc = await t.app.inject({
      method: 'POST',
      url: '/sandbox/evm/BEP20',
      payload: {
        jsonrpc: '2.0',
        id: 7,
        method: 'eth_getLogs',
        params: [
          {
            fromBlock: `0x${GENESIS.BEP20.toString(16)}`,
            toBlock: 'latest',
            address: [MAINNET_CONTRACTS.BEP20.USDT],
            topics: [TRANSFER_TOPIC, null, [addressTopic(address)]],
          },
        ],
      },
    });
    const logs = (rpc.json() as { result: { data: string }[] }).result;
    expect(logs.map((log) => BigInt(log.data))).toEqual([12_500_000_000_000_000_000n, 7_500_000_000_000_000_000n]);
    expect(await queued(payment.id)).toHaveLength(0);

    const over = await start('CRYPTO', 'USDC', 5_000_000n, { crypto: { chain: 'SOLANA', token: 'USDC', address: depositAddresses('SOLANA')[0]! } });
    expect(await acted(over.id, 'OVERPAY', '6')).toMatchObject({ status: 'PAID', paid: '6.000000' });
  });

  it('GET /api/sandbox/crypto shows each chain\u2019s height and addresses; a transfer lands unconfirmed and mining confirms it', async () => {
    const before = SandboxCrypto.parse((await as(t, operator, 'GET', '/api/sandbox/crypto')).data);
    expect(before.chains.map((chain) => [chain.chain, chain.addresses.length])).toEqual([
      ['TRC20', 3],
      ['ERC20', 3],
      ['BEP20', 3],
      ['POLYGON', 3],
      ['SOLANA', 3],
    ]);
    const toAddress = before.chains.find((chain) => chain.chain === 'TRC20')!.addresses[0]!;
    const sent = SandboxCrypto.parse(
      (await as(t, operator, 'POST', '/api/sandbox/crypto/transfer', { chain: 'TRC20', token: 'USDT', toAddress, amount: '3.21' })).data,
    );
    expect(sent.transfers[0]).toMatchObject({ chain: 'TRC20', token: 'USDT', toAddress, amount: '3.21', confirmations: 0 });
    const mined = SandboxCrypto.parse((await as(t, operator, 'POST', '/api/sandbox/crypto/mine', { blocks: CONFIRMATIONS_REQUIRED.TRC20 })).data);
    expect(mined.transfers[0]!.confirmations).toBe(CONFIRMATIONS_REQUIRED.TRC20);
    expect((await as(t, operator, 'POST', '/api/sandbox/crypto/transfer', { chain: 'TRC20', token: 'USDT', toAddress, amount: '1.0000001' })).respCode).toBe(
      ERROR_CODES.PARAM_ERROR,
    );
  });
});

describe('webhooks', () => {
  it('are listed newest first (for a payment too) and one can be sent again, counted as a try', async () => {
    const payment = await start('PAYPAL', 'USD', 1200n);
    await acted(payment.id, 'PAY');
    const page = SandboxWebhooksResponse.parse((await as(t, operator, 'GET', `/api/sandbox/webhooks?paymentId=${payment.id}`)).data);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ provider: 'paypal', paymentId: payment.id, tries: 0, ackedAt: null });
    const again = await as(t, operator, 'POST', `/api/sandbox/webhooks/${page.list[0]!.id}/redeliver`);
    expect(again.respCode, JSON.stringify(again)).toBe(200);
    expect(again.data).toMatchObject({ id: page.list[0]!.id, tries: 1 });
    expect((await as(t, operator, 'POST', '/api/sandbox/webhooks/999999999/redeliver')).respCode).toBe(ERROR_CODES.NOT_FOUND);
  });
});
