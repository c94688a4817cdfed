// TRC-20 payments read from TronGrid: the server configured as for mainnet (CRYPTO_ADDRESSES_TRC20,
// CRYPTO_TRONGRID_URL, CRYPTO_TRONGRID_API_KEY) against a real HTTP server answering TronGrid's
// documented list (the recorded answers' shape), orders paid through the API, and the watcher driven
// run by run: a transfer pays its order once however many runs list it, a look-alike token pays
// nothing, what no attempt waits for goes to review, a failed call leaves the cursor where it was and
// says so on the chain's health line, and pages are followed to catch up.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { toMinor } from '@panel/domain/money';
import { CONFIRMATIONS_REQUIRED, CRYPTO_GRACE_HOURS } from '@panel/domain/payments';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../../test/app';
import { chainWatch, cryptoTransfers, exchangeRates, orders, users } from '../../../db/schema';
import { verifyLedger } from '../../ledger/verify';
import { as } from '../../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../../test/fixtures/orders.fixtures';
import { paymentProviders, type PaymentProviders } from '../providers';
import { sweepPayments } from '../sync';
import { chainWatchersOf } from './evm/evm-crypto';
import { chainWatchHealth } from './chain-health';
import { networkClient } from './http-client';
import { createPaymentAdapters } from './index';
import { readPaymentSettings, type PaymentSettings } from './settings';
import type { TronWatcher } from './tron';

const OURS = 'TRqUrxAxPuiJEAhAqoFFaR4N94kLiNV1fw';
const PAYER = 'TNrrTNKgWAQYJqBvE6DCyrs5FeKsHuAwz1';
const LOOK_ALIKE = 'TWWMMNpG1iQ2aUAkydUUg7ijHHY4eLqbYy';
/** The shape of one entry, as recorded from TronGrid. */
const RECORDED = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../../test/recorded/trongrid/page-1.json'), 'utf8')).data[0];

type Row = typeof RECORDED;
let server: http.Server;
/** The confirmed transfers TronGrid knows, oldest first; `failing` makes it answer 503. */
const chain: Row[] = [];
let failing = false;
let calls = 0;
let t: TestApp;
let settings: PaymentSettings;
let payments: PaymentProviders;
let watcher: TronWatcher;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    calls += 1;
    const url = new URL(request.url!, 'http://trongrid.test');
    const address = /\/v1\/accounts\/([^/]+)\//.exec(url.pathname)?.[1];
    if (failing || request.headers['tron-pro-api-key'] !== 'test-key') return void response.writeHead(failing ? 503 : 401).end('{}');
    const since = Number(url.searchParams.get('min_timestamp'));
    const contract = url.searchParams.get('contract_address');
    const rows = chain.filter((row) => row.to === address && row.token_info.address === contract && row.block_timestamp >= since);
    // Pages of two, the fingerprint being where the next one starts.
    const start = Number(url.searchParams.get('fingerprint') ?? 0);
    const page = rows.slice(start, start + 2);
    const meta =
      start + 2 < rows.length ? { at: Date.now(), page_size: page.length, fingerprint: String(start + 2) } : { at: Date.now(), page_size: page.length };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: page, success: true, meta }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = readPaymentSettings({
    CRYPTO_ADDRESSES_TRC20: OURS,
    CRYPTO_TRONGRID_URL: `http://127.0.0.1:${port}/key-in-path`,
    CRYPTO_TRONGRID_API_KEY: 'test-key',
  });
  t = await createTestApp({ payments: settings });
  await t.db.insert(exchangeRates).values([
    { currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 },
    { currency: 'USDC', rateScaled: 100_000_000n, feeBp: 0 },
  ]);
  payments = paymentProviders(createPaymentAdapters(settings, { network: networkClient(), simulator: null }), () => []);
  watcher = chainWatchersOf(payments.get('crypto'))[0] as TronWatcher;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const keyed = () => ({ 'idempotency-key': randomUUID() });
const watch = () => watcher.watch({ db: t.db, clock: t.clock });
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const balanceOf = async (actor: Parameters<typeof as>[1]) => ((await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string }).balance;
let txCount = 0;
/** A confirmed transfer TronGrid lists from now on, in its recorded shape. */
function confirm(
  amount: bigint,
  { to = OURS, contract = settings.tron!.contracts.USDT, at = t.clock.now().getTime() }: { to?: string; contract?: string; at?: number } = {},
) {
  txCount += 1;
  const row = {
    ...RECORDED,
    transaction_id: txCount.toString(16).padStart(64, 'a'),
    from: PAYER,
    to,
    value: String(amount),
    block_timestamp: at,
    token_info: { ...RECORDED.token_info, address: contract },
  };
  chain.push(row);
  return row;
}

/** A CRYPTO order of 2 units at 10 USD (20.00 USDT), and its attempt on TRC20. */
async function tronOrder() {
  const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
  const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'CRYPTO' }))).data as { id: string };
  const q = await as(t, shop.buyer, 'POST', '/api/payment/quote', { orderId: order.id, method: 'CRYPTO', currency: 'USDT' });
  const paid = await as(
    t,
    shop.buyer,
    'POST',
    '/api/order/payment/pay/v2',
    { orderId: order.id, method: 'CRYPTO', currency: 'USDT', chain: 'TRC20', rate: (q.data as PaymentQuote).rate },
    keyed(),
  );
  expect(paid.respCode, JSON.stringify(paid)).toBe(200);
  const attempt = paid.data as PaymentAttemptView;
  return { ...shop, order, attempt, amount: toMinor((attempt.instructions as { amount: string }).amount, 6) };
}

async function freePairs() {
  t.clock.advance((CRYPTO_GRACE_HOURS + 1) * 3_600_000);
  await sweepPayments({ db: t.db, clock: t.clock, payments });
}

describe('TRC-20 through TronGrid', () => {
  it('offers TRC20 alone, at our address, with its depth', async () => {
    const { order, buyer, attempt } = await tronOrder();
    expect(attempt.instructions).toEqual({
      kind: 'CRYPTO',
      chain: 'TRC20',
      token: 'USDT',
      address: OURS,
      amount: '20.00',
      decimals: 6,
      confirmationsRequired: CONFIRMATIONS_REQUIRED.TRC20,
      contract: settings.tron!.contracts.USDT,
    });
    expect((await as(t, buyer, 'GET', `/api/payment/options?orderId=${order.id}`)).data.crypto.chains).toEqual(['TRC20']);
    const rate = (await as(t, buyer, 'POST', '/api/payment/quote', { orderId: order.id, method: 'CRYPTO', currency: 'USDT' })).data.rate as string;
    const other = await as(
      t,
      buyer,
      'POST',
      '/api/order/payment/pay/v2',
      { orderId: order.id, method: 'CRYPTO', currency: 'USDT', chain: 'ERC20', rate },
      keyed(),
    );
    expect(other.respCode).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    expect(payments.describe().crypto).toBe('live');
    await freePairs();
  });

  it('pays an order from its confirmed transfer once, however many runs list it; a look-alike token pays nothing', async () => {
    await freePairs();
    const { seller, order, attempt, amount } = await tronOrder();
    confirm(amount, { contract: LOOK_ALIKE });
    await watch();
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    const paid = confirm(amount);
    for (let run = 0; run < 3; run++) {
      t.clock.advance(15_000);
      await watch();
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(seller)).toBe('20.00');
    expect(await t.db.select().from(cryptoTransfers).where(eq(cryptoTransfers.txHash, paid.transaction_id))).toMatchObject([
      { status: 'CREDITED', attemptId: attempt.id, chain: 'TRC20' },
    ]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('sends a transfer no attempt waits for to review', async () => {
    await freePairs();
    const stray = confirm(1_230_000n);
    t.clock.advance(15_000);
    await watch();
    expect(await t.db.select().from(cryptoTransfers).where(eq(cryptoTransfers.txHash, stray.transaction_id))).toMatchObject([
      { status: 'REVIEW', attemptId: null },
    ]);
  });

  it('keeps its cursor through a failed call, says so on the health line, and reads what it missed once TronGrid answers', async () => {
    await freePairs();
    const { order, amount } = await tronOrder();
    const [before] = await t.db.select().from(chainWatch).where(eq(chainWatch.chain, 'TRC20'));
    failing = true;
    confirm(amount);
    t.clock.advance(15_000);
    await expect(watch()).rejects.toThrow(/503/);
    const [after] = await t.db.select().from(chainWatch).where(eq(chainWatch.chain, 'TRC20'));
    expect(after!.cursor).toBe(before!.cursor);
    expect((await chainWatchHealth(t.db)).find((line) => line.chain === 'TRC20')).toMatchObject({
      lastError: expect.stringMatching(/503/),
      rpcUrl: settings.tron!.url,
    });
    failing = false;
    t.clock.advance(15_000);
    await watch();
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('shows the operator the chain’s line, with the host that answered and never its path (where node providers put keys)', async () => {
    const ops = await createActor(t);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
    const overview = (await as(t, ops, 'GET', '/api/ops/overview')).data as { chains: Array<{ chain: string; host: string; lastError: string | null }> };
    expect(overview.chains).toEqual([expect.objectContaining({ chain: 'TRC20', host: settings.tron!.url.replace('/key-in-path', ''), lastError: null })]);
    expect(JSON.stringify(overview)).not.toContain('key-in-path');
  });

  it('follows the fingerprint pages of a busy address within one run', async () => {
    await freePairs();
    const callsBefore = calls;
    for (let i = 0; i < 5; i++) confirm(BigInt(100_000 + i));
    t.clock.advance(15_000);
    const run = await watch();
    expect(run).toMatchObject({ chain: 'TRC20', reported: 5, complete: true });
    // USDT in three pages of two, and one empty list of USDC.
    expect(calls - callsBefore).toBe(4);
  });
});
