// The sandbox chains and the crypto provider: deposit addresses and tx hashes in each chain's format,
// a payment's instructions, transfers landing in the next block with a webhook per confirmation up
// to the required ones plus one, exact conversion of on-chain amounts (18 decimals on BEP20), and
// the recurring miner stopping once every transfer has its confirmations.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CONFIRMATIONS_REQUIRED, CRYPTO_CHAINS } from '@panel/domain/payments';
import { sandboxChainHeads, sandboxWebhooks } from '../../db/schema';
import { WebhookRejected } from '../../modules/payments/provider-port';
import { bookByRef } from './book';
import { base58, createCryptoSandbox, depositAddresses, mine, mineWhereWaiting, rawAmountText, readChains, sendTransfer, toPanelMinor } from './crypto-chain';
import { paymentInput, testSecret, useSandbox } from '../../../test/fixtures/sandbox.fixtures';
import { signedHeaders } from './signing';
import { deliverDueWebhooks } from './webhook-outbox';

const s = useSandbox();
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

function base58Decode(text: string): Buffer {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.indexOf(char));
  const hex = value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = /^1*/.exec(text)![0].length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

/** The webhooks queued for a transfer, by confirmations. */
const webhooksOf = async (txHash: string) =>
  (await s.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.provider, 'crypto')).orderBy(asc(sandboxWebhooks.id)))
    .map((row) => JSON.parse(row.body) as { txHash: string; confirmations: number; id: string })
    .filter((body) => body.txHash === txHash);

describe('deposit addresses', () => {
  it('are 3 per chain, the same every time, in each chain\u2019s format (Tron base58check, 0x and 40 hex, Solana base58 of 32 bytes)', () => {
    for (const chain of CRYPTO_CHAINS) {
      const addresses = depositAddresses(chain);
      expect(addresses).toHaveLength(3);
      expect(new Set(addresses).size).toBe(3);
      expect(depositAddresses(chain)).toEqual(addresses);
      for (const address of addresses) {
        if (chain === 'TRC20') {
          expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
          const bytes = base58Decode(address);
          expect(bytes[0]).toBe(0x41);
          const sha = (data: Buffer) => createHash('sha256').update(data).digest();
          expect(bytes.subarray(21)).toEqual(sha(sha(bytes.subarray(0, 21))).subarray(0, 4));
        } else if (chain === 'SOLANA') {
          expect(address).toMatch(BASE58);
          expect(address.length).toBeGreaterThanOrEqual(32);
          expect(address.length).toBeLessThanOrEqual(44);
          expect(base58Decode(address)).toHaveLength(32);
        } else {
          expect(address).toMatch(/^0x[0-9a-f]{40}$/);
        }
      }
    }
    expect(depositAddresses('ERC20')).not.toEqual(depositAddresses('BEP20'));
  });

  it('base58 keeps leading zero bytes as 1s', () => {
    expect(base58(Buffer.from([0, 0, 1]))).toBe('112');
    expect(base58(Buffer.from('hello world'))).toBe('StV1DL6CwTryKyV');
  });
});

describe('on-chain amounts', () => {
  it('convert to 6-decimal minor units exactly, on BEP20 (18 decimals) too, and refuse what does not convert', () => {
    expect(toPanelMinor(150_750_000_000_000_000_000n, 18)).toBe(150_750_000n);
    expect(toPanelMinor(1_000_000_000_000n, 18)).toBe(1n);
    expect(toPanelMinor(150_750_000_000_000_000_001n, 18)).toBeUndefined();
    expect(toPanelMinor(999_999_999_999n, 18)).toBeUndefined();
    expect(toPanelMinor(150_750_000n, 6)).toBe(150_750_000n);
    expect(rawAmountText(150_750_000_000_000_000_000n, 18)).toBe('150.75');
    expect(rawAmountText(1_000_000_000_000n, 18)).toBe('0.000001');
    expect(rawAmountText(5n, 6)).toBe('0.000005');
  });
});

describe('the crypto provider', () => {
  it('records the payment the core chose and answers its chain, token, address, 2-decimal amount, decimals and confirmations', async () => {
    const crypto = createCryptoSandbox(s.deps);
    const address = depositAddresses('BEP20')[1]!;
    const input = paymentInput(s.clock, { method: 'CRYPTO', currency: 'USDT', amountMinor: 150_750_000n, crypto: { chain: 'BEP20', token: 'USDT', address } });
    const created = await crypto.createPayment(input);
    expect(created).toEqual({
      providerRef: input.attemptId,
      instructions: {
        kind: 'CRYPTO',
        chain: 'BEP20',
        token: 'USDT',
        address,
        amount: '150.75',
        decimals: 18,
        confirmationsRequired: CONFIRMATIONS_REQUIRED.BEP20,
      },
      expiresAt: input.expiresAt,
    });
    expect(await bookByRef(s.db, 'crypto', input.attemptId)).toMatchObject({
      status: 'CREATED',
      amountMinor: 150_750_000n,
      currency: 'USDT',
      details: { chain: 'BEP20', token: 'USDT', address },
    });
    await expect(crypto.createPayment({ ...input, attemptId: crypto.id + input.attemptId, amountMinor: 150_755_000n })).rejects.toThrow(RangeError);
  });

  it('sees a BEP20 transfer land in the next block, one webhook per block up to 16 confirmations, each parsing to the exact amount', async () => {
    const crypto = createCryptoSandbox(s.deps);
    const address = depositAddresses('BEP20')[0]!;
    const transfer = await sendTransfer(s.deps, { chain: 'BEP20', token: 'USDT', toAddress: address, amount: '150.75' });
    expect(transfer.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(transfer.amountRaw).toBe('150750000000000000000');
    const [head] = await s.db.select().from(sandboxChainHeads).where(eq(sandboxChainHeads.chain, 'BEP20'));
    expect(transfer.blockNumber).toBe(head!.height + 1);
    expect(await webhooksOf(transfer.txHash)).toEqual([]);

    await mine(s.deps, { chain: 'BEP20', blocks: 3 });
    expect((await webhooksOf(transfer.txHash)).map((body) => body.confirmations)).toEqual([1, 2, 3]);
    await mine(s.deps, { blocks: 40 });
    const bodies = await webhooksOf(transfer.txHash);
    expect(bodies.map((body) => body.confirmations)).toEqual(Array.from({ length: CONFIRMATIONS_REQUIRED.BEP20 + 1 }, (_, i) => i + 1));
    expect(bodies[0]!.id).toBe(`BEP20:${transfer.txHash}:1`);

    const from = s.delivered.length;
    while ((await deliverDueWebhooks(s.deps, { limit: 100 })) > 0);
    const parsed = s.delivered
      .slice(from)
      .filter((post) => post.body.includes(transfer.txHash))
      .map((post) => crypto.parseWebhook(post.body, post.headers));
    expect(parsed).toHaveLength(16);
    expect(parsed[2]).toEqual({
      event: {
        kind: 'CRYPTO_TRANSFER',
        eventId: `BEP20:${transfer.txHash}:3`,
        chain: 'BEP20',
        token: 'USDT',
        txHash: transfer.txHash,
        address,
        amountMinor: 150_750_000n,
        confirmations: 3,
      },
      ack: { status: 200, contentType: 'application/json', body: '{"received":true}' },
    });
    expect(s.delivered.at(-1)!.url).toBe('https://panel.test/api/payment/webhook/crypto');
  });

  it('writes tx hashes in each chain\u2019s format', async () => {
    const hashes = await Promise.all(
      (['TRC20', 'ERC20', 'POLYGON', 'SOLANA'] as const).map(
        async (chain) => (await sendTransfer(s.deps, { chain, token: 'USDC', toAddress: depositAddresses(chain)[0]!, amount: '1' })).txHash,
      ),
    );
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toMatch(/^0x[0-9a-f]{64}$/);
    expect(hashes[2]).toMatch(/^0x[0-9a-f]{64}$/);
    expect(hashes[3]).toMatch(BASE58);
    expect(base58Decode(hashes[3]!).length).toBeLessThanOrEqual(64);
  });

  it('refuses a transfer webhook whose amount does not convert exactly, whose decimals are not the chain\u2019s, or that was tampered with', async () => {
    const crypto = createCryptoSandbox(s.deps);
    const body = (fields: Record<string, unknown>) =>
      JSON.stringify({
        id: 'BEP20:0xabc:1',
        type: 'transfer',
        chain: 'BEP20',
        token: 'USDT',
        txHash: '0xabc',
        to: depositAddresses('BEP20')[0],
        amountRaw: '150750000000000000000',
        decimals: 18,
        confirmations: 1,
        ...fields,
      });
    const signed = (text: string) => crypto.parseWebhook(text, signedHeaders(testSecret('crypto'), text, s.clock.now()));
    expect(signed(body({})).event).toMatchObject({ amountMinor: 150_750_000n });
    expect(() => signed(body({ amountRaw: '150750000000000000001' }))).toThrow(WebhookRejected);
    expect(() => signed(body({ decimals: 6 }))).toThrow(WebhookRejected);
    expect(() => signed(body({ amountRaw: '-1' }))).toThrow(WebhookRejected);
    expect(() => signed(body({ chain: 'BITCOIN' }))).toThrow(WebhookRejected);
    const good = body({});
    expect(() => crypto.parseWebhook(good.replace('150750', '250750'), signedHeaders(testSecret('crypto'), good, s.clock.now()))).toThrow(WebhookRejected);
    expect(() => crypto.parseWebhook(good, signedHeaders(testSecret('pix'), good, s.clock.now()))).toThrow(WebhookRejected);
  });

  it('marks a waiting payment paid when a transfer of exactly its amount reaches its address', async () => {
    const crypto = createCryptoSandbox(s.deps);
    const address = depositAddresses('TRC20')[2]!;
    const input = paymentInput(s.clock, { method: 'CRYPTO', currency: 'USDT', amountMinor: 12_340_000n, crypto: { chain: 'TRC20', token: 'USDT', address } });
    await crypto.createPayment(input);
    await sendTransfer(s.deps, { chain: 'TRC20', token: 'USDT', toAddress: address, amount: '12.35' });
    expect((await bookByRef(s.db, 'crypto', input.attemptId))!.status).toBe('CREATED');
    const transfer = await sendTransfer(s.deps, { chain: 'TRC20', token: 'USDT', toAddress: address, amount: '12.34' });
    const row = (await bookByRef(s.db, 'crypto', input.attemptId))!;
    expect(row).toMatchObject({ status: 'PAID', paidMinor: 12_340_000n, details: { txHashes: [transfer.txHash] } });
    expect(await crypto.queryPayment(input.attemptId)).toEqual({ status: 'PAID', paidMinor: 12_340_000n, currency: 'USDT' });
    await mine(s.deps, { chain: 'TRC20', blocks: 1 });
    const [webhook] = await s.db
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.eventId, `TRC20:${transfer.txHash}:1`));
    expect(webhook!.paymentId).toBe(row.id);
  });
});

describe('the recurring miner', () => {
  it('mines one block on each chain where a transfer lacks its confirmations plus one, and stops after', async () => {
    await mine(s.deps, { blocks: 100 }); // every earlier transfer is done
    expect(await mineWhereWaiting(s.deps)).toEqual([]);
    const transfer = await sendTransfer(s.deps, { chain: 'ERC20', token: 'USDC', toAddress: depositAddresses('ERC20')[0]!, amount: '5.5' });
    let runs = 0;
    while ((await mineWhereWaiting(s.deps)).length > 0) runs++;
    expect(runs).toBe(CONFIRMATIONS_REQUIRED.ERC20 + 1);
    expect((await webhooksOf(transfer.txHash)).map((body) => body.confirmations)).toEqual(
      Array.from({ length: CONFIRMATIONS_REQUIRED.ERC20 + 1 }, (_, i) => i + 1),
    );
    const view = await readChains(s.deps);
    expect(view.transfers[0]).toMatchObject({
      txHash: transfer.txHash,
      chain: 'ERC20',
      token: 'USDC',
      amount: '5.50',
      confirmations: CONFIRMATIONS_REQUIRED.ERC20 + 1,
    });
    expect(view.chains.map((chain) => chain.chain)).toEqual([...CRYPTO_CHAINS]);
  });
});
