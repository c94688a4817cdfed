// API Pix's production adapter: the requests it sends (the OAuth token with the client's Basic
// credentials, fetched once and reused until shortly before it ends; the charge with the documented
// body and the bearer token), its reading of the PSP's answers (RFC 7807 problems into clear
// failures, a BR Code that does not ask our amount refused); on the real application with the
// simulator standing for the PSP: a webhook naming a paid charge pays the order once, a forged one
// naming an unpaid charge moves nothing, two payments in one call, a refund; and the live path
// over mutual TLS against an HTTPS server that requires the client certificate.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { buildPixCode, parsePixCode } from '@panel/domain/payment-formats/pix';
import { createTestApp, type TestApp } from '../../../../test/app';
import { exchangeRates, ledgerEntries, orders, providerEvents, sandboxPayments, sandboxWebhooks, users } from '../../../db/schema';
import { injectClient, simulatorLink } from '../../../simulators/payments/link';
import { createSandboxDeps } from '../../../simulators/payments/server-deps';
import { deliverDueWebhooks } from '../../../simulators/payments/webhook-outbox';
import { as, type Actor } from '../../../../test/fixtures/catalogue.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../../test/fixtures/orders.fixtures';
import type { CreatePaymentInput, PaymentProvider } from '../provider-port';
import { paymentProviders } from '../providers';
import { registerWebhooks } from '../webhook-registration';
import { networkClient, ProviderUnreachable, type HttpClient, type HttpRequest, type HttpResponse } from './http-client';
import { buildPixApi, createPixApiAdapter, pixApiNetworkClient, PixApiRefused, pixApiTxid, webhookTxids } from './pix-api';
import { readPaymentSettings, type PixApiSettings } from './settings';

const KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
const SECRET = 'client-secret-of-the-psp';
const settingsFor = (apiUrl: string, files: { cert?: string; key?: string } = {}): PixApiSettings =>
  readPaymentSettings({
    PIX_API_URL: apiUrl,
    PIX_CLIENT_ID: 'vcoin-client',
    PIX_CLIENT_SECRET: SECRET,
    PIX_KEY: KEY,
    ...(files.cert && { PIX_CERT_FILE: files.cert, PIX_KEY_FILE: files.key }),
  }).pix!;
const settings = settingsFor('https://pix.psp.example/api/v2');

const NOW = new Date('2026-01-15T10:00:00Z');
const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  attemptId: '8b3da2f3-9a41-40d1-a91a-bd93113bd441',
  method: 'PIX',
  currency: 'BRL',
  amountMinor: 15_075n,
  description: 'Order 2026011500042',
  payer: {},
  notifyUrl: 'https://panel.example/api/payment/webhook/pix',
  returnUrl: 'https://panel.example/payment/pixCodePage/1',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
  now: NOW,
  ...overrides,
});
const TXID = '8b3da2f39a4140d1a91abd93113bd441';
const BR_CODE = buildPixCode({
  url: 'pix.psp.example/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
  dynamic: true,
  merchantName: 'VCOIN MARKET',
  merchantCity: 'SAO PAULO',
});
const cob = (overrides: Record<string, unknown> = {}) => ({
  calendario: { criacao: NOW.toISOString(), expiracao: 1800 },
  txid: TXID,
  revisao: 0,
  status: 'ATIVA',
  valor: { original: '150.75' },
  chave: KEY,
  pixCopiaECola: BR_CODE,
  ...overrides,
});

/** An HTTP client playing the PSP: a token for the Basic credentials, then the answers the test sets per path. */
function psp() {
  const sent: HttpRequest[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  let tokens = 0;
  const client: HttpClient = async (request) => {
    sent.push(request);
    const { pathname } = new URL(request.url);
    const reply = (status: number, body: unknown, type = 'application/json'): HttpResponse => ({
      status,
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (pathname.endsWith('/oauth/token'))
      return reply(200, { access_token: `token-${++tokens}`, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read pix.read pix.write' });
    const answer = answers.get(`${request.method} ${pathname}`);
    return answer
      ? reply(answer.status, answer.body, answer.status >= 400 ? 'application/problem+json' : 'application/json')
      : reply(404, { type: 'https://pix.bcb.gov.br/api/v2/error/NaoEncontrado', title: 'Not found', status: 404 });
  };
  return {
    client,
    sent,
    on: (key: string, status: number, body: unknown) => answers.set(key, { status, body }),
    calls: () => sent.filter((request) => !request.url.endsWith('/oauth/token')),
  };
}

describe('the requests it sends', () => {
  it('asks a token with the Basic credentials once, then PUTs the charge with the documented body and the bearer token, reusing the token until shortly before it ends', async () => {
    const wire = psp();
    let clock = NOW.getTime();
    const adapter = createPixApiAdapter(settings, { http: wire.client, environment: 'production' }, { now: () => new Date(clock) });
    wire.on(`PUT /api/v2/cob/${TXID}`, 201, cob());
    const created = await adapter.createPayment(input());
    expect(created).toEqual({ providerRef: TXID, instructions: { kind: 'PIX', brCode: BR_CODE }, expiresAt: input().expiresAt });

    const [token, put] = wire.sent;
    expect(token).toMatchObject({ method: 'POST', url: 'https://pix.psp.example/api/v2/oauth/token' });
    expect(token!.headers).toMatchObject({
      Authorization: `Basic ${Buffer.from(`vcoin-client:${SECRET}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({ grant_type: 'client_credentials', scope: 'cob.write cob.read pix.read pix.write' });
    expect(put).toMatchObject({ method: 'PUT', url: `https://pix.psp.example/api/v2/cob/${TXID}` });
    expect(put!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(put!.body!)).toEqual({
      calendario: { expiracao: 1800 },
      valor: { original: '150.75' },
      chave: KEY,
      solicitacaoPagador: 'Order 2026011500042',
    });
    expect(pixApiTxid(input().attemptId)).toMatch(/^[a-zA-Z0-9]{26,35}$/);

    // Reused: three more calls, one token.
    wire.on(`GET /api/v2/cob/${TXID}`, 200, cob());
    await adapter.queryPayment(TXID);
    await adapter.queryPayment(TXID);
    expect(wire.sent.filter((request) => request.url.endsWith('/oauth/token'))).toHaveLength(1);
    expect(wire.calls().map((request) => request.headers!.Authorization)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);
    // 59 minutes later (a minute before it ends) a new one is asked.
    clock += 59 * 60_000;
    await adapter.queryPayment(TXID);
    expect(wire.calls().at(-1)!.headers!.Authorization).toBe('Bearer token-2');
  });

  it('renews a token the PSP no longer takes, once', async () => {
    const wire = psp();
    const adapter = createPixApiAdapter(settings, { http: wire.client, environment: 'production' }, { now: () => NOW });
    wire.on(`GET /api/v2/cob/${TXID}`, 403, {
      type: 'https://pix.bcb.gov.br/api/v2/error/AcessoNegado',
      title: 'Acesso Negado',
      status: 403,
      detail: 'token expirado',
    });
    await expect(adapter.queryPayment(TXID)).rejects.toThrow('API Pix GET /cob refused: 403 AcessoNegado: Acesso Negado token expirado');
    expect(wire.sent.map((request) => request.headers!.Authorization!.split(' ')[1])).toEqual([expect.any(String), 'token-1', expect.any(String), 'token-2']);
  });

  it('reads the status of a charge: waiting, expired by its calendar, paid with what arrived, refunded, removed', async () => {
    const wire = psp();
    const adapter = createPixApiAdapter(settings, { http: wire.client, environment: 'production' }, { now: () => new Date(NOW.getTime() + 10 * 60_000) });
    const paid = { endToEndId: 'E12345678202601151000abcdefghijk', txid: TXID, valor: '150.75', horario: NOW.toISOString() };
    const status = async (answer: object) => {
      wire.on(`GET /api/v2/cob/${TXID}`, 200, answer);
      return adapter.queryPayment(TXID);
    };
    expect(await status(cob())).toEqual({ status: 'PENDING', paidMinor: 0n, currency: 'BRL' });
    expect(await status(cob({ calendario: { criacao: NOW.toISOString(), expiracao: 60 } }))).toEqual({ status: 'EXPIRED', paidMinor: 0n, currency: 'BRL' });
    expect(await status(cob({ status: 'CONCLUIDA', pix: [paid] }))).toEqual({ status: 'PAID', paidMinor: 15_075n, currency: 'BRL' });
    expect(
      await status(
        cob({
          status: 'CONCLUIDA',
          pix: [{ ...paid, devolucoes: [{ id: 'R1', rtrId: 'D12345678202601151000abcdefghijk', valor: '150.75', status: 'DEVOLVIDO' }] }],
        }),
      ),
    ).toMatchObject({ status: 'REFUNDED' });
    expect(await status(cob({ status: 'REMOVIDA_PELO_PSP' }))).toMatchObject({ status: 'FAILED', reason: 'Removed by the PSP' });
  });
});

describe('the webhook address', () => {
  it('is registered for the key by PUT /webhook/{chave} with the documented body (204, no body); the application tells live providers only, at its public address', async () => {
    const wire = psp();
    const adapter = createPixApiAdapter(settings, { http: wire.client, environment: 'production' });
    wire.on(`PUT /api/v2/webhook/${KEY}`, 204, '');
    const lines: string[] = [];
    const log = { info: (_: object, msg: string) => void lines.push(msg), warn: (_: object, msg: string) => void lines.push(msg) };
    const payments = paymentProviders({ pix: adapter, onerway: { ...adapter, id: 'onerway', environment: 'sandbox' } as PaymentProvider }, () => []);
    expect(await registerWebhooks(payments, 'https://panel.example/', log)).toEqual(['pix']);
    const [put] = wire.calls();
    expect(put).toMatchObject({ method: 'PUT', url: `https://pix.psp.example/api/v2/webhook/${KEY}` });
    expect(put!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(put!.body!)).toEqual({ webhookUrl: 'https://panel.example/api/payment/webhook/pix' });
    // The simulator's provider (sandbox) is never told; a PSP that refuses is told in the log, and nothing throws.
    expect(wire.calls()).toHaveLength(1);
    wire.on(`PUT /api/v2/webhook/${KEY}`, 400, {
      type: 'https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida',
      title: 'Webhook inválido',
      status: 400,
      detail: 'A URL deve usar HTTPS',
    });
    expect(await registerWebhooks(payments, 'https://panel.example', log)).toEqual([]);
    expect(lines.at(-1)).toBe('payments: pix could not be given its webhook address; register https://panel.example/api/payment/webhook/pix at the provider');
  });
});

describe('the answers it reads', () => {
  const adapterOn = (status: number, body: unknown) => {
    const wire = psp();
    wire.on(`PUT /api/v2/cob/${TXID}`, status, body);
    return createPixApiAdapter(settings, { http: wire.client, environment: 'production' });
  };

  it('reads a problem document into a clear failure, naming its type, detail and violations', async () => {
    const refused = adapterOn(400, {
      type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
      title: 'Cobrança inválida.',
      status: 400,
      detail: 'A requisição que busca alterar ou criar uma cobrança não respeita o schema.',
      violacoes: [{ razao: 'O campo cob.chave não respeita o schema.', propriedade: 'cob.chave' }],
    });
    const error = await refused.createPayment(input()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PixApiRefused);
    expect(error).toMatchObject({ status: 400, problem: 'CobOperacaoInvalida' });
    expect((error as Error).message).toBe(
      'API Pix PUT /cob refused: 400 CobOperacaoInvalida: Cobrança inválida. A requisição que busca alterar ou criar uma cobrança não respeita o schema. (cob.chave: O campo cob.chave não respeita o schema.)',
    );
  });

  it('knows nothing of the outcome on a server error, an answer that is not JSON or too large', async () => {
    await expect(
      adapterOn(503, { type: 'https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel', title: 'Serviço Indisponível', status: 503 }).createPayment(input()),
    ).rejects.toThrow(ProviderUnreachable);
    await expect(adapterOn(201, 'not json').createPayment(input())).rejects.toThrow(ProviderUnreachable);
    await expect(adapterOn(201, { ...cob(), filler: 'x'.repeat(300_000) }).createPayment(input())).rejects.toThrow(/over/);
  });

  it('refuses a charge that is not ours waiting, and a BR Code whose CRC fails or that asks another amount', async () => {
    await expect(adapterOn(201, cob({ status: 'CONCLUIDA' })).createPayment(input())).rejects.toThrow(/not our waiting charge/);
    await expect(adapterOn(201, cob({ valor: { original: '15.07' } })).createPayment(input())).rejects.toThrow(/not our waiting charge/);
    await expect(adapterOn(201, cob({ pixCopiaECola: `${BR_CODE.slice(0, -1)}0` })).createPayment(input())).rejects.toThrow(/no BR Code/);
    const otherAmount = buildPixCode({ key: KEY, amount: '1.00', merchantName: 'VCOIN MARKET', merchantCity: 'SAO PAULO', dynamic: true });
    await expect(adapterOn(201, cob({ pixCopiaECola: otherAmount })).createPayment(input())).rejects.toThrow(/no BR Code/);
    await expect(adapterOn(201, cob({ pixCopiaECola: undefined })).createPayment(input())).rejects.toThrow(/no BR Code/);
    // A BR Code that names our amount is taken as well as one whose payload holds it.
    const withAmount = buildPixCode({ key: KEY, amount: '150.75', merchantName: 'VCOIN MARKET', merchantCity: 'SAO PAULO', dynamic: true });
    expect((await adapterOn(201, cob({ pixCopiaECola: withAmount })).createPayment(input())).instructions).toEqual({ kind: 'PIX', brCode: withAmount });
  });

  it('takes PIX in BRL only', async () => {
    await expect(adapterOn(201, cob()).createPayment(input({ currency: 'USD' }))).rejects.toThrow(/BRL/);
  });
});

describe('webhook bodies', () => {
  const entry = (txid: string, endToEndId = 'E12345678202601151000abcdefghijk') => ({ endToEndId, txid, valor: '1.00', horario: NOW.toISOString() });
  it('names the txids of {"pix":[...]}, each once; anything else is refused', () => {
    const other = '0123456789abcdef0123456789abcdef';
    expect(webhookTxids(JSON.stringify({ pix: [entry(TXID), entry(other), entry(TXID, 'E12345678202601151000zzzzzzzzzzz')] }))).toEqual([TXID, other]);
    for (const body of [
      'not json',
      '[]',
      '{}',
      '{"pix":[]}',
      JSON.stringify({ pix: [{ ...entry(TXID), txid: 'short' }] }),
      JSON.stringify({ pix: [{ ...entry(TXID), endToEndId: 'E1' }] }),
      JSON.stringify({ pix: [entry(TXID), 'x'] }),
    ]) {
      expect(() => webhookTxids(body), body).toThrow(/API Pix webhook/);
    }
  });

  it('bounds the charges one call may name and the payments it may list', () => {
    const txids = Array.from({ length: 21 }, (_, index) => `${String(index).padStart(2, '0')}${'a'.repeat(30)}`);
    expect(() => webhookTxids(JSON.stringify({ pix: txids.map((txid) => entry(txid)) }))).toThrow(/more than 20/);
    expect(() => webhookTxids(JSON.stringify({ pix: Array.from({ length: 101 }, () => entry(TXID)) }))).toThrow(/1 to 100/);
  });
});

describe('on the application (the simulator stands for the PSP)', () => {
  let t: TestApp;
  let deps: ReturnType<typeof createSandboxDeps>;
  let operator: Actor;
  /** Charges read at the simulated PSP (GET /cob), counted as they reach it. */
  let pspReads = 0;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.url.startsWith('/sandbox/pix/cob/')) pspReads += 1;
    });
    deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
    // 5 BRL to the USD, 1% fee: PIX is quoted in BRL.
    await t.db.insert(exchangeRates).values({ currency: 'BRL', rateScaled: 500_000_000n, feeBp: 100 }).onConflictDoNothing();
    const shop = await orderShop(t);
    operator = shop.seller;
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
  });
  afterAll(() => t.close());

  const webhook = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/pix/pix',
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const ledgerRows = async () => (await t.db.select({ n: count() }).from(ledgerEntries))[0]!.n;
  const wallet = async (actor: Actor) => ((await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string }).balance;
  const bookOf = async (attemptId: string) => (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attemptId)))[0]!;
  const queuedOf = async (paymentId: string) => t.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, paymentId)).orderBy(sandboxWebhooks.id);
  /** The PSP marks a charge paid (the sandbox control page), without its webhook being posted yet. */
  const payAtPsp = async (attemptId: string) =>
    expect((await as(t, operator, 'POST', `/api/sandbox/payments/${(await bookOf(attemptId)).id}/action`, { action: 'PAY' })).respCode).toBe(200);
  const BILLING = { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '123.456.789-09', email: 'ana@example.com' };

  async function pixAttempt() {
    const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
    const created = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'ONLINE' }));
    expect(created.respCode, JSON.stringify(created)).toBe(200);
    const order = created.data as { id: string };
    const body = { orderId: order.id, method: 'PIX', currency: 'BRL' };
    const quote = (await as(t, shop.buyer, 'POST', '/api/payment/quote', body)).data as PaymentQuote;
    const res = await as(
      t,
      shop.buyer,
      'POST',
      '/api/order/payment/pay/v2',
      { ...body, rate: quote.rate, billing: BILLING },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.respCode, JSON.stringify(res)).toBe(200);
    return { ...shop, order, attempt: res.data as PaymentAttemptView };
  }

  it('shows the charge’s BR Code; a webhook naming the paid txid pays the order once, and its redelivery moves nothing', async () => {
    const { seller, order, attempt } = await pixAttempt();
    const txid = attempt.id.replace(/-/g, '');
    const book = await bookOf(attempt.id);
    expect(book).toMatchObject({ provider: 'pix', providerRef: txid, status: 'CREATED' });
    const brCode = (attempt.instructions as { brCode: string }).brCode;
    expect(parsePixCode(brCode)).toMatchObject({ dynamic: true, key: '123e4567-e12b-12d1-a456-426655440000', amount: attempt.amount });

    await payAtPsp(attempt.id);
    const [queued] = await queuedOf(book.id);
    const before = { ledger: await ledgerRows(), seller: await wallet(seller) };
    const first = await webhook(queued!.body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await orderOf(order.id)).status).toBe('DELIVERED');
    const after = { ledger: await ledgerRows(), seller: await wallet(seller) };
    expect(after.seller).not.toBe(before.seller);
    const endToEndId = (JSON.parse(queued!.body) as { pix: Array<{ endToEndId: string }> }).pix[0]!.endToEndId;
    expect(
      await t.db
        .select()
        .from(providerEvents)
        .where(and(eq(providerEvents.provider, 'pix'), eq(providerEvents.eventId, endToEndId))),
    ).toMatchObject([{ outcome: 'APPLIED', kind: 'PAID', attemptId: attempt.id }]);

    // Again: answered 200, nothing moves; the event counts a second delivery.
    expect((await webhook(queued!.body)).statusCode).toBe(200);
    expect({ ledger: await ledgerRows(), seller: await wallet(seller) }).toEqual(after);
    expect(
      await t.db
        .select()
        .from(providerEvents)
        .where(and(eq(providerEvents.provider, 'pix'), eq(providerEvents.eventId, endToEndId))),
    ).toMatchObject([{ deliveries: 2 }]);
  });

  it('moves nothing on a forged webhook naming a charge not paid at the PSP, or one the PSP does not know; a body of another shape is 400', async () => {
    const { seller, order, attempt } = await pixAttempt();
    const txid = attempt.id.replace(/-/g, '');
    const before = { status: (await orderOf(order.id)).status, ledger: await ledgerRows(), seller: await wallet(seller) };
    const forged = {
      pix: [
        { endToEndId: 'E12345678202601151000forgedpay01', txid, valor: attempt.amount, horario: NOW.toISOString() },
        { endToEndId: 'E12345678202601151000forgedpay02', txid: 'f'.repeat(32), valor: '999.00', horario: NOW.toISOString() },
      ],
    };
    const answer = await webhook(forged);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await webhook({ something: 'else' })).statusCode).toBe(400);
    // A body naming only charges we never opened is refused, kept as refused (so counted against its
    // sender), and the PSP is asked nothing: a stranger cannot spend our calls to it.
    // (Our own charge named above was read back from the PSP.)
    expect(pspReads).toBeGreaterThan(0);
    const readsBefore = pspReads;
    const strangers = { pix: [{ endToEndId: 'E12345678202601151000forgedpay03', txid: 'e'.repeat(32), valor: '10.00', horario: NOW.toISOString() }] };
    expect((await webhook(strangers)).statusCode).toBe(400);
    expect(pspReads).toBe(readsBefore);
    const refused = await t.db.select().from(providerEvents).where(eq(providerEvents.outcome, 'REJECTED'));
    expect(refused.map((row) => row.detail)).toContain('The API Pix webhook names no charge of ours');
    expect({ status: (await orderOf(order.id)).status, ledger: await ledgerRows(), seller: await wallet(seller) }).toEqual(before);
    expect(before.status).toBe('PAYING');
  });

  it('pays two charges named in one webhook call, each once', async () => {
    const one = await pixAttempt();
    const two = await pixAttempt();
    await payAtPsp(one.attempt.id);
    await payAtPsp(two.attempt.id);
    const entries = await Promise.all(
      [one, two].map(async ({ attempt }) => (JSON.parse((await queuedOf((await bookOf(attempt.id)).id))[0]!.body) as { pix: unknown[] }).pix[0]),
    );
    const answer = await webhook({ pix: entries });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await orderOf(one.order.id)).status).toBe('DELIVERED');
    expect((await orderOf(two.order.id)).status).toBe('DELIVERED');
    // The simulator's own deliveries of the same payments then move nothing.
    const ledger = await ledgerRows();
    await deliverDueWebhooks(deps, { limit: 100 });
    expect(await ledgerRows()).toBe(ledger);
  });

  it('ends an attempt whose charge expired at the PSP while the buyer watches, but takes a payment only from the webhook', async () => {
    const expired = await pixAttempt();
    expect((await as(t, operator, 'POST', `/api/sandbox/payments/${(await bookOf(expired.attempt.id)).id}/action`, { action: 'EXPIRE' })).respCode).toBe(200);
    const seen = (await as(t, expired.buyer, 'GET', `/api/payment/attempt/${expired.attempt.id}`)).data as PaymentAttemptView;
    expect(seen.status).toBe('EXPIRED');

    // Paid at the PSP with its webhook not yet here: the buyer's screen asking does not pay the order.
    const paid = await pixAttempt();
    await payAtPsp(paid.attempt.id);
    const asked = (await as(t, paid.buyer, 'GET', `/api/payment/attempt/${paid.attempt.id}`)).data as PaymentAttemptView;
    expect(asked.status).toBe('WAITING');
    expect((await orderOf(paid.order.id)).status).toBe('PAYING');
  });

  it('refunds a paid order through a devolução: the PSP’s webhook of it reverses the payment once', async () => {
    const { order, attempt } = await pixAttempt();
    await payAtPsp(attempt.id);
    await deliverDueWebhooks(deps, { limit: 100 });
    expect((await orderOf(order.id)).status).toBe('DELIVERED');
    const admin = await as(t, operator, 'POST', `/api/ops/orders/${order.id}/refund`, { reason: 'Refund asked' }, { 'idempotency-key': randomUUID() });
    expect(admin.respCode, JSON.stringify(admin)).toBe(200);
    const book = await bookOf(attempt.id);
    expect(book.status).toBe('REFUNDED');
    const [, refundHook] = await queuedOf(book.id);
    const body = JSON.parse(refundHook!.body) as { pix: Array<{ devolucoes: Array<{ id: string; status: string; valor: string }> }> };
    expect(body.pix[0]!.devolucoes).toMatchObject([{ status: 'DEVOLVIDO', valor: attempt.amount }]);
    const refunds = () =>
      t.db
        .select()
        .from(providerEvents)
        .where(and(eq(providerEvents.provider, 'pix'), eq(providerEvents.kind, 'REFUND')));
    const already = (await refunds()).length;
    await deliverDueWebhooks(deps, { limit: 100 });
    expect((await refunds()).length).toBe(already + 1);
    expect((await orderOf(order.id)).status).not.toBe('DELIVERED');
    // Asked again with the same refund: the same devolução, no second one.
    const adapter = buildPixApi({ evm: {}, pix: simulatorLink(t.app, deps).settings.pix }, { http: injectClient(t.app), environment: 'sandbox' })!;
    const again = await adapter.refund({ providerRef: book.providerRef, amountMinor: 1n, currency: 'BRL', reason: 'again', refundId: `refund-${attempt.id}` });
    expect(again.refundRef).toMatch(/^D99999008/);
    expect(((await bookOf(attempt.id)).details as { pix: Array<{ devolucoes: unknown[] }> }).pix[0]!.devolucoes).toHaveLength(1);
  });
});

describe('live, over mutual TLS (an HTTPS server that requires the client certificate)', () => {
  let dir: string;
  let server: https.Server;
  let ca: Buffer;
  let apiUrl: string;
  const presented: Array<string | undefined> = [];
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pix-mtls-'));
    // A CA, the PSP's server certificate for 127.0.0.1, and the client certificate the PSP issued us.
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=Test PSP CA');
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
    fs.writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n');
    openssl(
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    );
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=vcoin-client');
    openssl('x509', '-req', '-in', 'client.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'client.crt', '-days', '2');
    ca = fs.readFileSync(path.join(dir, 'ca.crt'));
    server = https.createServer(
      {
        key: fs.readFileSync(path.join(dir, 'server.key')),
        cert: fs.readFileSync(path.join(dir, 'server.crt')),
        ca,
        requestCert: true,
        rejectUnauthorized: true,
      },
      (request, response) => {
        presented.push(String((request.socket as TLSSocket).getPeerCertificate().subject?.CN));
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
          if (request.url === '/oauth/token') return json(200, { access_token: 'live-token', token_type: 'Bearer', expires_in: 3600 });
          if (request.method === 'PUT' && request.url === `/cob/${TXID}` && request.headers.authorization === 'Bearer live-token') {
            const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { valor: { original: string } };
            return json(201, cob({ valor: asked.valor }));
          }
          return json(404, { type: 'https://pix.bcb.gov.br/api/v2/error/NaoEncontrado', title: 'Not found', status: 404 });
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('presents the certificate of PIX_CERT_FILE and PIX_KEY_FILE and creates the charge', async () => {
    const live = settingsFor(apiUrl, { cert: path.join(dir, 'client.crt'), key: path.join(dir, 'client.key') });
    const adapter: PaymentProvider = createPixApiAdapter(live, { http: pixApiNetworkClient(live, { ca, timeoutMs: 5000 })!, environment: 'production' });
    const created = await adapter.createPayment(input());
    expect(created).toMatchObject({ providerRef: TXID, instructions: { kind: 'PIX', brCode: BR_CODE } });
    expect(presented).toEqual(['vcoin-client', 'vcoin-client']);
  });

  it('fails clearly without the certificate: the PSP closes the connection, nothing is known', async () => {
    const without = settingsFor(apiUrl);
    expect(pixApiNetworkClient(without)).toBeUndefined();
    const adapter = createPixApiAdapter(without, { http: networkClient({ tls: { cert: '', key: '', ca }, timeoutMs: 5000 }), environment: 'production' });
    await expect(adapter.createPayment(input())).rejects.toThrow(ProviderUnreachable);
  });

  it('builds the live client from the settings’ files, and says which one it cannot read', () => {
    expect(() =>
      buildPixApi(
        { evm: {}, pix: settingsFor(apiUrl, { cert: path.join(dir, 'missing.crt'), key: path.join(dir, 'client.key') }) },
        { http: async () => ({ status: 0, headers: {}, body: '' }), environment: 'production' },
      ),
    ).toThrow(/PIX_CERT_FILE: cannot read/);
    expect(
      buildPixApi(
        { evm: {}, pix: settingsFor(apiUrl, { cert: path.join(dir, 'client.crt'), key: path.join(dir, 'client.key') }) },
        { http: async () => ({ status: 0, headers: {}, body: '' }), environment: 'production' },
      ),
    ).toMatchObject({ id: 'pix', environment: 'production' });
  });
});
