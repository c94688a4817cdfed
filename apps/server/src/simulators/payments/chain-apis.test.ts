// The simulated chains' node APIs: an EVM chain's JSON-RPC and TronGrid's TRC-20 list answer as
// the real ones document (a transfer is in a block once the head reached it, one Transfer log of
// the token's contract, a receipt once mined, TronGrid's confirmed list and its paging), and the
// production watchers read them: an order paid on BSC is seen, counted and credited at its depth,
// one paid on TRON once TronGrid lists it, while a webhook naming a transfer on a watched chain
// moves nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONFIRMATIONS_REQUIRED } from '@panel/domain/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { watchSimulatedChains } from '../../../test/chains';
import { exchangeRates, paymentAttempts, users } from '../../db/schema';
import { as, createActor, type Actor } from '../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { MAINNET_CONTRACTS } from '../../modules/payments/adapters/settings';
import { addressTopic, TRANSFER_TOPIC } from '../../modules/payments/adapters/evm/watcher';
import { depositAddresses, GENESIS, mine, sendTransfer, simulatedPayer } from './crypto-chain';
import { EVM_RPC_PREFIX, SIMULATED_SPAN_MAX, simulatedBlockHash, TRONGRID_PREFIX } from './chain-apis';
import { createSandboxDeps } from './server-deps';
import { signedHeaders } from './signing';
import type { SandboxDeps } from './deps';

let t: TestApp;
let deps: SandboxDeps;
let operator: Actor;
beforeAll(async () => {
  t = await createTestApp();
  deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
  operator = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
  await t.db.insert(exchangeRates).values([{ currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 }]);
  await watchSimulatedChains(t);
});
afterAll(() => t.close());

let id = 0;
async function rpc(chain: string, method: string, params: unknown[] = []) {
  const answer = await t.app.inject({ method: 'POST', url: `${EVM_RPC_PREFIX}/${chain}`, payload: { jsonrpc: '2.0', id: ++id, method, params } });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { id: number; result?: unknown; error?: { code: number; message: string } };
  expect(body.id).toBe(id);
  return body;
}
const hex = (n: number) => `0x${n.toString(16)}`;

describe('an EVM chain’s JSON-RPC', () => {
  it('answers the head, its blocks chained by hash, and no block above it', async () => {
    const head = Number.parseInt((await rpc('POLYGON', 'eth_blockNumber')).result as string, 16);
    expect(head).toBeGreaterThanOrEqual(GENESIS.POLYGON);
    const latest = (await rpc('POLYGON', 'eth_getBlockByNumber', ['latest', false])).result as { number: string; hash: string; parentHash: string };
    expect(latest).toMatchObject({ number: hex(head), hash: simulatedBlockHash('POLYGON', head) });
    const parent = (await rpc('POLYGON', 'eth_getBlockByNumber', [hex(head - 1), false])).result as { hash: string };
    expect(latest.parentHash).toBe(parent.hash);
    expect((await rpc('POLYGON', 'eth_getBlockByNumber', [hex(head + 1), false])).result).toBeNull();
    expect((await rpc('POLYGON', 'eth_sendRawTransaction', ['0x00'])).error).toMatchObject({ code: -32601 });
    expect((await rpc('POLYGON', 'eth_getBlockByNumber', ['soon', false])).error).toMatchObject({ code: -32602 });
    expect(
      (await t.app.inject({ method: 'POST', url: `${EVM_RPC_PREFIX}/SOLANA`, payload: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists a transfer as its token’s Transfer log once mined, filtered by contract and recipient, with its receipt', async () => {
    const [to, other] = depositAddresses('ERC20');
    const usdc = await sendTransfer(deps, { chain: 'ERC20', token: 'USDC', toAddress: to!, amount: '12.34' });
    await sendTransfer(deps, { chain: 'ERC20', token: 'USDT', toAddress: other!, amount: '1.00' });
    const filter = (address: string[], recipients: string[]) => [
      { fromBlock: hex(usdc.blockNumber - 1), toBlock: 'latest', address, topics: [TRANSFER_TOPIC, null, recipients.map(addressTopic)] },
    ];
    // In the next block, not mined yet: no log, no receipt.
    expect((await rpc('ERC20', 'eth_getLogs', filter([MAINNET_CONTRACTS.ERC20.USDC], [to!]))).result).toEqual([]);
    expect((await rpc('ERC20', 'eth_getTransactionReceipt', [usdc.txHash])).result).toBeNull();

    await mine(deps, { chain: 'ERC20', blocks: 1 });
    const logs = (await rpc('ERC20', 'eth_getLogs', filter([MAINNET_CONTRACTS.ERC20.USDC, MAINNET_CONTRACTS.ERC20.USDT], [to!, other!]))).result as Record<
      string,
      unknown
    >[];
    expect(logs).toHaveLength(2);
    expect(logs[0]).toEqual({
      address: MAINNET_CONTRACTS.ERC20.USDC.toLowerCase(),
      topics: [TRANSFER_TOPIC, addressTopic(simulatedPayer('ERC20')), addressTopic(to!)],
      data: `0x${12_340_000n.toString(16).padStart(64, '0')}`,
      blockNumber: hex(usdc.blockNumber),
      blockHash: simulatedBlockHash('ERC20', usdc.blockNumber),
      transactionHash: usdc.txHash,
      transactionIndex: '0x0',
      logIndex: '0x0',
      removed: false,
    });
    expect(logs[1]).toMatchObject({ logIndex: '0x1', address: MAINNET_CONTRACTS.ERC20.USDT.toLowerCase() });
    // Only the contract and the recipient asked for.
    expect((await rpc('ERC20', 'eth_getLogs', filter([MAINNET_CONTRACTS.ERC20.USDT], [to!]))).result).toEqual([]);
    expect((await rpc('ERC20', 'eth_getLogs', filter([MAINNET_CONTRACTS.ERC20.USDC], [other!]))).result).toEqual([]);
    expect((await rpc('ERC20', 'eth_getTransactionReceipt', [usdc.txHash])).result).toMatchObject({
      status: '0x1',
      blockNumber: hex(usdc.blockNumber),
      blockHash: simulatedBlockHash('ERC20', usdc.blockNumber),
    });
    // A range wider than a node serves is refused as public nodes refuse it; the watcher halves it.
    expect(
      (await rpc('ERC20', 'eth_getLogs', [{ fromBlock: hex(usdc.blockNumber - SIMULATED_SPAN_MAX), toBlock: hex(usdc.blockNumber) }])).error,
    ).toMatchObject({ code: -32005 });
  });
});

describe('TronGrid’s TRC-20 list', () => {
  it('lists confirmed transfers only, of the contract asked, oldest first, page after page', async () => {
    const to = depositAddresses('TRC20')[1]!;
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `${TRONGRID_PREFIX}/v1/accounts/${to}/transactions/trc20?${query}` })).json() as {
        success: boolean;
        data: Record<string, unknown>[];
        meta: { fingerprint?: string };
      };
    const since = t.clock.now().getTime();
    const sent = [];
    for (const amount of ['1.00', '2.00', '3.00']) sent.push(await sendTransfer(deps, { chain: 'TRC20', token: 'USDT', toAddress: to, amount }));
    await sendTransfer(deps, { chain: 'TRC20', token: 'USDC', toAddress: to, amount: '9.00' });
    const confirmed = `only_confirmed=true&only_to=true&contract_address=${MAINNET_CONTRACTS.TRC20.USDT}&min_timestamp=${since}`;
    await mine(deps, { chain: 'TRC20', blocks: CONFIRMATIONS_REQUIRED.TRC20 - 1 });
    expect((await list(confirmed)).data).toEqual([]);
    await mine(deps, { chain: 'TRC20', blocks: 1 });
    const first = await list(`${confirmed}&limit=2`);
    expect(first.success).toBe(true);
    expect(first.data[0]).toEqual({
      transaction_id: sent[0]!.txHash,
      token_info: { symbol: 'USDT', address: MAINNET_CONTRACTS.TRC20.USDT, decimals: 6, name: 'Tether USD' },
      block_timestamp: sent[0]!.createdAt.getTime(),
      from: simulatedPayer('TRC20'),
      to,
      type: 'Transfer',
      value: '1000000',
    });
    const next = await list(`${confirmed}&limit=2&fingerprint=${first.meta.fingerprint}`);
    expect([...first.data, ...next.data].map((row) => row.value)).toEqual(['1000000', '2000000', '3000000']);
    expect(next.meta.fingerprint).toBeUndefined();
    expect((await list(`only_confirmed=true&contract_address=TNotAContract000000000000000000000`)).data).toEqual([]);
  });
});

describe('crypto in the simulator, read by the production watchers', () => {
  async function cryptoAttempt(chain: string) {
    const shop = await orderShop(t, {
      stock: 4,
      listing: {
        paymentMethods: ['ONLINE', 'CRYPTO'],
        onlinePolicyAccepted: true,
        paymentCurrencies: ['USD'],
        tiers: [{ minCount: 1, wholesalePrice: '8.00', retailPrice: '16.00' }],
      },
    });
    const order = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 1, paymentType: 'CRYPTO' }));
    expect(order.respCode, JSON.stringify(order)).toBe(200);
    const quote = await as(t, shop.buyer, 'POST', '/api/payment/quote', { orderId: order.data.id, method: 'CRYPTO', currency: 'USDT' });
    expect(quote.respCode, JSON.stringify(quote)).toBe(200);
    const paid = await as(
      t,
      shop.buyer,
      'POST',
      '/api/order/payment/pay/v2',
      { orderId: order.data.id, method: 'CRYPTO', currency: 'USDT', chain, rate: quote.data.rate },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.respCode, JSON.stringify(paid)).toBe(200);
    return {
      ...shop,
      orderId: order.data.id as string,
      attemptId: paid.data.id as string,
      asked: paid.data.instructions as { address: string; amount: string; confirmationsRequired: number },
    };
  }
  const attemptOf = async (attemptId: string) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)))[0]!;
  const orderStatus = async (buyer: Actor, orderId: string) => (await as(t, buyer, 'GET', `/api/order/detail/${orderId}`)).data.status as string;

  it('credits a BSC transfer at its depth: seen in its block, counted, then the order delivered', async () => {
    const paying = await cryptoAttempt('BEP20');
    expect(paying.asked.confirmationsRequired).toBe(CONFIRMATIONS_REQUIRED.BEP20);
    expect(
      (
        await as(t, operator, 'POST', '/api/sandbox/crypto/transfer', {
          chain: 'BEP20',
          token: 'USDT',
          toAddress: paying.asked.address,
          amount: paying.asked.amount,
        })
      ).respCode,
    ).toBe(200);
    await mine(deps, { chain: 'BEP20', blocks: 2 });
    await watchSimulatedChains(t);
    expect(await attemptOf(paying.attemptId)).toMatchObject({ status: 'CONFIRMING' });
    await mine(deps, { chain: 'BEP20', blocks: CONFIRMATIONS_REQUIRED.BEP20 });
    await watchSimulatedChains(t);
    expect(await attemptOf(paying.attemptId)).toMatchObject({ status: 'SUCCEEDED', creditedVcoinMinor: 800n });
    expect(await orderStatus(paying.buyer, paying.orderId)).toBe('DELIVERED');
  });

  it('credits a TRON transfer once TronGrid lists it confirmed', async () => {
    const paying = await cryptoAttempt('TRC20');
    expect(
      (
        await as(t, operator, 'POST', '/api/sandbox/crypto/transfer', {
          chain: 'TRC20',
          token: 'USDT',
          toAddress: paying.asked.address,
          amount: paying.asked.amount,
        })
      ).respCode,
    ).toBe(200);
    await mine(deps, { chain: 'TRC20', blocks: 3 });
    await watchSimulatedChains(t);
    expect(await attemptOf(paying.attemptId)).toMatchObject({ status: 'WAITING' });
    await mine(deps, { chain: 'TRC20', blocks: CONFIRMATIONS_REQUIRED.TRC20 });
    await watchSimulatedChains(t);
    expect(await orderStatus(paying.buyer, paying.orderId)).toBe('DELIVERED');
  });

  it('shows the operator a health line for each simulated chain it watches (not Solana, announced by webhook)', async () => {
    await watchSimulatedChains(t);
    const overview = (await as(t, operator, 'GET', '/api/ops/overview')).data as { chains: { chain: string; host: string | null; lastError: string | null }[] };
    expect(overview.chains.map((line) => line.chain).sort()).toEqual(['BEP20', 'ERC20', 'POLYGON', 'TRC20']);
    expect(overview.chains.every((line) => line.host === 'http://simulator.localhost' && line.lastError === null)).toBe(true);
  });

  it('refuses a webhook naming a transfer on a watched chain, signed as the simulator signs, and moves nothing', async () => {
    const paying = await cryptoAttempt('POLYGON');
    const body = JSON.stringify({
      id: `POLYGON:0x${'1'.repeat(64)}:40`,
      type: 'transfer',
      chain: 'POLYGON',
      token: 'USDT',
      txHash: `0x${'1'.repeat(64)}`,
      to: paying.asked.address,
      amountRaw: '8000000',
      decimals: 6,
      confirmations: 40,
      blockNumber: GENESIS.POLYGON + 1,
      createdAt: t.clock.now().toISOString(),
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/crypto',
      payload: body,
      headers: signedHeaders(deps.secret('crypto'), body, t.clock.now()),
    });
    expect(answer.statusCode).toBe(400);
    expect(await attemptOf(paying.attemptId)).toMatchObject({ status: 'WAITING', creditedVcoinMinor: 0n });
    expect(await orderStatus(paying.buyer, paying.orderId)).toBe('PAYING');
  });
});
