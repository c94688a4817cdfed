// Crypto paid on a real EVM chain: anvil with a 6-decimal ERC-20 compiled and deployed here, the
// server configured for it as for mainnet (CRYPTO_RPC_ERC20, CRYPTO_ADDRESSES_ERC20,
// CRYPTO_CONTRACT_ERC20_USDT, CRYPTO_CONFIRMATIONS_ERC20=3), orders paid through the API by real
// `transfer` calls, and the chain watcher driven run by run while blocks are mined: the depth, under-
// and overpayment, late money, transfers matching nothing or sent elsewhere, two transfers in one
// transaction, reorgs before and after the depth, RPC failover, range limits and catching up.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { toMinor } from '@panel/domain/money';
import { CRYPTO_EXPIRY_MINUTES, CRYPTO_GRACE_HOURS } from '@panel/domain/payments';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../../../test/app';
import {
  chainWatch,
  chainWatchTransfers,
  cryptoTransfers,
  exchangeRates,
  orderUnits,
  orders,
  paymentAttempts,
  providerEvents,
  users,
} from '../../../../db/schema';
import { createTaskRunner } from '../../../../tasks/task-runner';
import { verifyLedger } from '../../../ledger/verify';
import { as, type Actor } from '../../../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../../../test/fixtures/orders.fixtures';
import { paymentProviders, type PaymentProviders } from '../../providers';
import { sweepPayments } from '../../sync';
import { networkClient, type HttpClient } from '../http-client';
import { createPaymentAdapters } from '../index';
import { readPaymentSettings, type EvmChainSettings, type PaymentSettings } from '../settings';
import {
  deployToken,
  freePort,
  mined,
  mint,
  prepareSelectors,
  startAnvil,
  transfer,
  transferTwo,
  type Anvil,
} from '../../../../../test/fixtures/anvil.fixtures';
import { buildEvmCrypto, chainWatchersOf, registerChainWatchers, watchTaskKind } from './evm-crypto';
import { evmRpc } from './rpc';
import { chainWatchHealth } from '../chain-health';
import { chainWatcher, type ChainWatcher, type WatchLog } from './watcher';

let anvil: Anvil;
let t: TestApp;
let settings: PaymentSettings;
let payments: PaymentProviders;
let watcher: ChainWatcher;
let ops: Actor;
let [payer, ours, spare, stranger, token] = ['', '', '', '', ''];
const errors: string[] = [];
const log: WatchLog = { info: () => undefined, warn: () => undefined, error: (_obj, message) => void errors.push(message) };

beforeAll(async () => {
  anvil = await startAnvil();
  await prepareSelectors(anvil);
  [payer, ours, spare, stranger] = anvil.accounts as [string, string, string, string];
  token = await deployToken(anvil, payer);
  await mint(anvil, token, payer, payer, 1_000_000_000_000n);
  settings = readPaymentSettings({
    CRYPTO_RPC_ERC20: anvil.url,
    CRYPTO_ADDRESSES_ERC20: `${ours},${spare}`,
    CRYPTO_CONTRACT_ERC20_USDT: token,
    CRYPTO_CONFIRMATIONS_ERC20: '3',
  });
  t = await createTestApp({ payments: settings });
  await t.db.insert(exchangeRates).values([
    { currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 },
    { currency: 'USDC', rateScaled: 100_000_000n, feeBp: 0 },
  ]);
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
  // The server's own crypto adapter, built from the same settings as the app's: its watcher is driven here run by run.
  payments = paymentProviders(createPaymentAdapters(settings, { network: networkClient(), simulator: null }), () => []);
  watcher = chainWatchersOf(payments.get('crypto'))[0] as ChainWatcher;
  await watch();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const keyed = () => ({ 'idempotency-key': randomUUID() });
const watch = (w: ChainWatcher = watcher) => w.watch({ db: t.db, clock: t.clock, log });
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (id: string) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const transfersOf = (txHash: string) => t.db.select().from(cryptoTransfers).where(eq(cryptoTransfers.txHash, txHash));
const balanceOf = async (actor: Actor) => ((await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string }).balance;
const units = (amount: string) => toMinor(amount, 6);

/** Mines `blocks` blocks, then one watcher run. */
async function mineAndWatch(blocks: number, w?: ChainWatcher) {
  if (blocks > 0) await anvil.mine(blocks);
  t.clock.advance(12_000);
  return watch(w);
}

/** A CRYPTO order of 2 units at 10 USD (20.00 USDT), and its attempt on ERC20. */
async function cryptoOrder() {
  const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
  const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'CRYPTO' }))).data as { id: string };
  const q = await as(t, shop.buyer, 'POST', '/api/payment/quote', { orderId: order.id, method: 'CRYPTO', currency: 'USDT' });
  const paid = await as(
    t,
    shop.buyer,
    'POST',
    '/api/order/payment/pay/v2',
    { orderId: order.id, method: 'CRYPTO', currency: 'USDT', chain: 'ERC20', rate: (q.data as PaymentQuote).rate },
    keyed(),
  );
  expect(paid.respCode, JSON.stringify(paid)).toBe(200);
  const attempt = paid.data as PaymentAttemptView;
  const asked = attempt.instructions as { address: string; amount: string };
  return { ...shop, order, attempt, address: asked.address, raw: units(asked.amount) };
}

/** Every (address, amount) pair past its grace is freed, so that the next attempt is its address's only one. */
async function freePairs() {
  t.clock.advance((CRYPTO_GRACE_HOURS + 1) * 3_600_000);
  await sweepPayments({ db: t.db, clock: t.clock, payments });
}

describe('what is offered', () => {
  it('only the configured chain, at our address, with the configured depth; another chain answers 140064', async () => {
    const { buyer, order, attempt } = await cryptoOrder();
    // The token's contract as watched: the payment's QR names it (EIP-681).
    expect(attempt.instructions).toEqual({
      kind: 'CRYPTO',
      chain: 'ERC20',
      token: 'USDT',
      address: ours,
      amount: '20.00',
      decimals: 6,
      confirmationsRequired: 3,
      contract: token,
    });
    const options = await as(t, buyer, 'GET', `/api/payment/options?orderId=${order.id}`);
    expect(options.data.crypto.chains).toEqual(['ERC20']);
    const other = await cryptoOrder();
    const rate = (await as(t, other.buyer, 'POST', '/api/payment/quote', { orderId: other.order.id, method: 'CRYPTO', currency: 'USDT' })).data.rate as string;
    for (const chain of ['TRC20', 'BEP20', 'SOLANA']) {
      expect(
        (await as(t, other.buyer, 'POST', '/api/order/payment/pay/v2', { orderId: other.order.id, method: 'CRYPTO', currency: 'USDT', chain, rate }, keyed()))
          .respCode,
      ).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    }
    expect(payments.describe().crypto).toBe('live');
    await freePairs();
  });
});

describe('paid on the chain', () => {
  it('an exact transfer waits for its 3 confirmations, then delivers the order once however many runs see it; the same amount again is kept in the wallet (late)', async () => {
    await freePairs();
    const { buyer, seller, order, attempt, address, raw } = await cryptoOrder();
    const sent = await transfer(anvil, token, payer, address, raw);
    await mineAndWatch(0);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'CONFIRMING' });
    expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'COUNTING', confirmations: 1, logIndex: 0, attemptId: attempt.id }]);
    const view = await as(t, buyer, 'GET', `/api/payment/attempt/${attempt.id}`);
    expect(view.data.transfers).toMatchObject([{ txHash: sent.txHash, confirmations: 1, status: 'COUNTING', amount: '20.00' }]);
    await mineAndWatch(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(await balanceOf(seller)).toBe('0.00');
    await mineAndWatch(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await t.db.select().from(orderUnits).where(eq(orderUnits.orderId, order.id))).toHaveLength(2);
    expect(await balanceOf(seller)).toBe('20.00');
    for (let run = 0; run < 3; run++) await mineAndWatch(run);
    expect(await balanceOf(seller)).toBe('20.00');
    expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'CREDITED' }]);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'SUCCEEDED', receivedMinor: 20_000_000n });

    // The buyer sends it again after the order was paid: the pair is still theirs, the money goes to their wallet.
    const again = await transfer(anvil, token, payer, address, raw);
    await mineAndWatch(3);
    expect(await transfersOf(again.txHash)).toMatchObject([{ status: 'CREDITED', late: true, attemptId: attempt.id }]);
    expect(await balanceOf(buyer)).toBe('20.00');
    expect(await balanceOf(seller)).toBe('20.00');
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('an underpayment is PARTIAL (its VCoin in the wallet); an overpayment delivers and leaves the excess in the wallet', async () => {
    await freePairs();
    const under = await cryptoOrder();
    await transfer(anvil, token, payer, under.address, units('5.5'));
    await mineAndWatch(3);
    expect(await attemptOf(under.attempt.id)).toMatchObject({ status: 'PARTIAL', creditedVcoinMinor: 550n });
    expect(await balanceOf(under.buyer)).toBe('5.50');
    expect(await orderOf(under.order.id)).toMatchObject({ status: 'PAYING' });

    await freePairs();
    const over = await cryptoOrder();
    await transfer(anvil, token, payer, over.address, units('25'));
    await mineAndWatch(3);
    expect(await orderOf(over.order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(over.buyer)).toBe('5.00');
    expect(await balanceOf(over.seller)).toBe('20.00');
  });

  it('two transfers in one transaction are two payments, told apart by their log index', async () => {
    await freePairs();
    const { order, attempt, address, seller } = await cryptoOrder();
    const sent = await transferTwo(anvil, token, payer, address, units('12'), units('8'));
    await mineAndWatch(3);
    const rows = await transfersOf(sent.txHash);
    expect(rows.map((row) => [row.logIndex, row.amountMinor, row.status]).sort()).toEqual([
      [0, 12_000_000n, 'CREDITED'],
      [1, 8_000_000n, 'CREDITED'],
    ]);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'SUCCEEDED', receivedMinor: 20_000_000n });
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(seller)).toBe('20.00');
  });

  it('money after the attempt expired with nothing seen finds its pair freed: it waits for the operator, who credits it; the order is not paid', async () => {
    await freePairs();
    const { buyer, order, attempt, address, raw } = await cryptoOrder();
    t.clock.advance((CRYPTO_EXPIRY_MINUTES + 1) * 60_000);
    await sweepPayments({ db: t.db, clock: t.clock, payments });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'EXPIRED' });
    const sent = await transfer(anvil, token, payer, address, raw);
    await mineAndWatch(3);
    expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'REVIEW', attemptId: null }]);
    expect(await orderOf(order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
    const review = (await as(t, ops, 'GET', '/api/ops/crypto/review')).data.list as { id: string; txHash: string }[];
    const row = review.find((entry) => entry.txHash === sent.txHash)!;
    const uid = (await t.db.select({ uid: users.uid }).from(users).where(eq(users.id, buyer.user.id)))[0]!.uid;
    expect((await as(t, ops, 'POST', `/api/ops/crypto/review/${row.id}/credit`, { uid }, keyed())).respCode).toBe(200);
    expect(await balanceOf(buyer)).toBe('20.00');
  });

  it('a transfer to our address that matches no attempt waits for the operator; one to an address not ours, or of a look-alike token, is not seen', async () => {
    await freePairs();
    const toSpare = await transfer(anvil, token, payer, spare, units('3'));
    const elsewhere = await transfer(anvil, token, payer, stranger, units('7'));
    // The same code deployed elsewhere: a token calling itself USDT that is not the configured contract.
    const lookAlike = await deployToken(anvil, stranger);
    await mint(anvil, lookAlike, stranger, stranger, units('100'));
    const fake = await transfer(anvil, lookAlike, stranger, ours, units('20'));
    await mineAndWatch(3);
    expect(await transfersOf(toSpare.txHash)).toMatchObject([{ status: 'REVIEW', address: spare, amountMinor: 3_000_000n }]);
    const review = (await as(t, ops, 'GET', '/api/ops/crypto/review')).data.list as { txHash: string; chain: string; amount: string }[];
    expect(review.find((row) => row.txHash === toSpare.txHash)).toMatchObject({ chain: 'ERC20', amount: '3.00' });
    expect(await transfersOf(elsewhere.txHash)).toEqual([]);
    expect(await transfersOf(fake.txHash)).toEqual([]);
    expect(await t.db.select().from(chainWatchTransfers).where(eq(chainWatchTransfers.txHash, elsewhere.txHash))).toEqual([]);
  });
});

describe('reorgs', () => {
  it('a reorg removing the paying block before the depth leaves the order unpaid; the same transfer mined again pays once', async () => {
    await freePairs();
    const { order, attempt, address, raw, seller } = await cryptoOrder();
    const snapshot = await anvil.call<string>('evm_snapshot');
    const sent = await transfer(anvil, token, payer, address, raw);
    const rawTx = await anvil.call<string>('eth_getRawTransactionByHash', [sent.txHash]);
    await mineAndWatch(0);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'CONFIRMING' });

    // The chain goes back before the transfer, and other blocks are mined at its height and above.
    await anvil.call('evm_revert', [snapshot]);
    const run = await mineAndWatch(2);
    expect(run.unseen).toBe(1);
    expect(await transfersOf(sent.txHash)).toEqual([]);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'WAITING', receivedMinor: 0n });
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(
      await t.db
        .select()
        .from(providerEvents)
        .where(and(eq(providerEvents.kind, 'CRYPTO_TRANSFER_GONE'), eq(providerEvents.outcome, 'APPLIED'))),
    ).toHaveLength(1);
    await mineAndWatch(4);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(await balanceOf(seller)).toBe('0.00');

    // The same transaction, mined again in another block: seen again there, and paid once at its depth.
    // (Its receipt once anvil has mined it: the send may answer before the automined block is there.)
    const { blockNumber: block } = await mined(anvil, await anvil.call<string>('eth_sendRawTransaction', [rawTx]));
    expect(block).not.toBe(sent.blockNumber);
    await mineAndWatch(0);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'CONFIRMING' });
    await mineAndWatch(2);
    await mineAndWatch(2);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(seller)).toBe('20.00');
    expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'CREDITED' }]);
  });

  it('a reorg deeper than the depth, taking a credited transfer, reverses nothing and is logged for the operator', async () => {
    await freePairs();
    const { order, address, raw, seller } = await cryptoOrder();
    const snapshot = await anvil.call<string>('evm_snapshot');
    const sent = await transfer(anvil, token, payer, address, raw);
    await mineAndWatch(3);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    errors.length = 0;
    await anvil.call('evm_revert', [snapshot]);
    await mineAndWatch(6);
    expect(errors.some((message) => message.includes('REORG DEEPER THAN 3 CONFIRMATIONS'))).toBe(true);
    const [gone] = await t.db
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.kind, 'CRYPTO_TRANSFER_GONE'), eq(providerEvents.outcome, 'IGNORED')));
    expect(gone?.detail).toContain(sent.txHash);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(seller)).toBe('20.00');
    expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'CREDITED' }]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});

/** An HTTP client that counts the calls per address and the eth_getLogs ranges asked. */
function countingClient() {
  const network = networkClient({ timeoutMs: 2_000 });
  const calls = new Map<string, number>();
  const ranges: number[] = [];
  const client: HttpClient = async (request) => {
    calls.set(request.url, (calls.get(request.url) ?? 0) + 1);
    const body = JSON.parse(request.body ?? '{}') as { method?: string; params?: [{ fromBlock: string; toBlock: string }] };
    if (body.method === 'eth_getLogs') ranges.push(Number.parseInt(body.params![0].toBlock, 16) - Number.parseInt(body.params![0].fromBlock, 16) + 1);
    return network(request);
  };
  return { client, calls, ranges };
}

/** A node in front of anvil that refuses log queries over `maxBlocks` blocks as public nodes do (-32005). */
async function narrowNode(maxBlocks: number) {
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string; params: [{ fromBlock: string; toBlock: string }] };
      if (body.method === 'eth_getLogs' && Number.parseInt(body.params[0].toBlock, 16) - Number.parseInt(body.params[0].fromBlock, 16) + 1 > maxBlocks) {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: -32005, message: `query exceeds the limit of ${maxBlocks} blocks` } }));
        return;
      }
      void fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
        .then(async (answer) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const erc20 = (): EvmChainSettings => settings.evm.ERC20!;

describe('the RPC addresses', () => {
  it('fails over from a dead address to the next, remembers the one that answered, and shows it on the health line', async () => {
    await freePairs();
    const dead = `http://127.0.0.1:${await freePort()}`;
    const counting = countingClient();
    const failover = chainWatcher({ ...erc20(), rpcUrls: [dead, anvil.url] }, evmRpc(counting.client, [dead, anvil.url]));
    const { order, address, raw, seller } = await cryptoOrder();
    await transfer(anvil, token, payer, address, raw);
    await mineAndWatch(3, failover);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await balanceOf(seller)).toBe('20.00');
    expect(counting.calls.get(dead)).toBe(1);
    const anvilCalls = counting.calls.get(anvil.url)!;
    await mineAndWatch(1, failover);
    expect(counting.calls.get(dead)).toBe(1);
    expect(counting.calls.get(anvil.url)!).toBeGreaterThan(anvilCalls);
    expect(await chainWatchHealth(t.db)).toMatchObject([{ chain: 'ERC20', lagBlocks: 0, rpcUrl: anvil.url }]);

    // With no address answering, the run fails and the health line says what and when.
    const down = chainWatcher({ ...erc20(), rpcUrls: [dead] }, evmRpc(networkClient({ timeoutMs: 2_000 }), [dead]));
    await expect(down.watch({ db: t.db, clock: t.clock, log })).rejects.toThrow();
    const [health] = await chainWatchHealth(t.db);
    expect(health).toMatchObject({ rpcUrl: dead, lastErrorAt: t.clock.now().toISOString() });
    expect(health!.lastError).toBeTruthy();
    // A chain whose nodes never answered has its line too, from its first failed run.
    const never = chainWatcher({ ...erc20(), chain: 'BEP20', rpcUrls: [dead] }, evmRpc(networkClient({ timeoutMs: 2_000 }), [dead]));
    await expect(never.watch({ db: t.db, clock: t.clock, log })).rejects.toThrow();
    expect((await chainWatchHealth(t.db)).find((line) => line.chain === 'BEP20')).toMatchObject({ rpcUrl: dead, lagBlocks: 0, lastError: expect.any(String) });
    await t.db.delete(chainWatch).where(eq(chainWatch.chain, 'BEP20'));
  });

  it('a watcher stopped for thousands of blocks catches up in ranges the node accepts (halved on -32005), and pays what was sent meanwhile once', async () => {
    await freePairs();
    const node = await narrowNode(60);
    try {
      const counting = countingClient();
      const narrow = chainWatcher({ ...erc20(), rpcUrls: [node.url] }, evmRpc(counting.client, [node.url]));
      const { order, address, seller } = await cryptoOrder();
      await anvil.mine(1_500);
      const sent = await transfer(anvil, token, payer, address, units('20'));
      await anvil.mine(1_500);
      let runs = 0;
      for (;;) {
        runs += 1;
        const run = await mineAndWatch(0, narrow);
        if (run.cursor === run.head || runs > 10) break;
      }
      expect(runs).toBeGreaterThan(1);
      expect(await chainWatchHealth(t.db)).toMatchObject([{ lagBlocks: 0 }]);
      expect(Math.max(...counting.ranges)).toBeLessThanOrEqual(2_000);
      expect(counting.ranges.filter((blocks) => blocks <= 60).length).toBeGreaterThan(10);
      expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
      expect(await transfersOf(sent.txHash)).toMatchObject([{ status: 'CREDITED', confirmations: 1_501 }]);
      await mineAndWatch(2, narrow);
      expect(await balanceOf(seller)).toBe('20.00');
    } finally {
      await node.close();
    }
  }, 60_000);
});

describe('the recurring task', () => {
  it('registerChainWatchers runs each configured chain\u2019s watcher as its own recurring task', async () => {
    const runner = createTaskRunner({ db: t.db, clock: t.clock, heartbeatSeconds: 30, staleSeconds: 120, pollMs: 1_000, concurrency: 1 });
    registerChainWatchers(runner, { db: t.db, clock: t.clock, payments }, log);
    await anvil.mine(1);
    t.clock.advance(60_000);
    expect(await runner.runOnce()).toMatchObject({ outcome: 'DONE' });
    const [state] = await t.db.select().from(chainWatch).where(eq(chainWatch.chain, 'ERC20'));
    expect(state!.cursor).toBe(await anvil.head());
    expect(watchTaskKind('ERC20')).toBe('payments.chain-watch.ERC20');
    // Without EVM settings there is no EVM provider, and nothing to register.
    expect(buildEvmCrypto({ evm: {} }, { http: networkClient(), environment: 'production' })).toBeUndefined();
  });
});
