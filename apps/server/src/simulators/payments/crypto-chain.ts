// The sandbox chains (TRC20, ERC20, BEP20, Polygon, Solana) and the crypto provider that watches
// them. The platform has 3 deposit addresses per chain, in each chain's own format. A transfer
// lands in the chain's next block; each new block gives every transfer up to its required
// confirmations plus one a signed webhook (./signing):
//   { "id": "<chain>:<txHash>:<confirmations>", "type": "transfer", "chain": "BEP20", "token": "USDT",
//     "txHash": "0x…", "to": "0x…", "amountRaw": "150750000000000000000", "decimals": 18,
//     "confirmations": 3, "blockNumber": 45000001, "createdAt": <ISO time> }
// amountRaw is in the chain's own decimals (18 on BEP20, else 6); the adapter turns it into 6-decimal
// minor units exactly, or refuses the webhook. A payment's book only records what the core chose
// (chain, token, address, amount): the chain does not know about payments.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromMinor, toMinor } from '@panel/domain/money';
import { CONFIRMATIONS_REQUIRED, CRYPTO_CHAINS, CRYPTO_TOKENS, tokenDecimals, type CryptoChain, type CryptoToken } from '@panel/domain/payments';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { sandboxChainHeads, sandboxChainTransfers, sandboxPayments } from '../../db/schema';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import { WebhookRejected, type PaymentProvider } from '../../modules/payments/provider-port';
import { bookByRef, cancelBook, changeBook, insertBook, JSON_ACK, newBook, providerStatusOf, type BookRow } from './book';
import type { SandboxDeps } from './deps';
import { signedHeaders, verifiedJson } from './signing';
import { queueWebhook } from './webhook-outbox';

/** USDT and USDC amounts in the panel: 6 decimals. */
const PANEL_DECIMALS = 6;
/** Crypto instructions show 2 decimals (the core steps amounts by 0.01). */
const SHOWN_DECIMALS = 2;
const ADDRESSES_PER_CHAIN = 3;
/** Where each sandbox chain starts (a height like the real one's). */
export const GENESIS: Readonly<Record<CryptoChain, number>> = {
  TRC20: 68_000_000,
  ERC20: 21_500_000,
  BEP20: 45_000_000,
  POLYGON: 66_000_000,
  SOLANA: 310_000_000,
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin's alphabet) of bytes; leading zero bytes become '1'. */
export function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A Tron address: base58check of 0x41 and 20 bytes ('T' and 33 more characters). */
function tronAddress(body20: Buffer): string {
  const payload = Buffer.concat([Buffer.from([0x41]), body20]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** The platform's deposit addresses on a chain (the same 3 every time). */
export function depositAddresses(chain: CryptoChain): readonly string[] {
  return Array.from({ length: ADDRESSES_PER_CHAIN }, (_, index) => {
    const seed = sha256(`sandbox deposit address:${chain}:${index}`);
    if (chain === 'TRC20') return tronAddress(seed.subarray(0, 20));
    if (chain === 'SOLANA') return base58(seed);
    return `0x${seed.subarray(0, 20).toString('hex')}`;
  });
}

/** The address the simulated transfers come from (one wallet per chain, in the chain's format). */
export function simulatedPayer(chain: CryptoChain): string {
  const seed = sha256(`sandbox payer:${chain}`);
  if (chain === 'TRC20') return tronAddress(seed.subarray(0, 20));
  if (chain === 'SOLANA') return base58(seed);
  return `0x${seed.subarray(0, 20).toString('hex')}`;
}

/** A new transaction hash in the chain's format. */
function newTxHash(chain: CryptoChain): string {
  if (chain === 'SOLANA') return base58(randomBytes(64));
  const hex = randomBytes(32).toString('hex');
  return chain === 'TRC20' ? hex : `0x${hex}`;
}

/** 6-decimal minor units of an amount in `decimals`, when it converts exactly; undefined otherwise. */
export function toPanelMinor(raw: bigint, decimals: number): bigint | undefined {
  if (decimals <= PANEL_DECIMALS) return raw * 10n ** BigInt(PANEL_DECIMALS - decimals);
  const scale = 10n ** BigInt(decimals - PANEL_DECIMALS);
  return raw % scale === 0n ? raw / scale : undefined;
}

/** A raw on-chain amount as a decimal of the token, with at least 2 decimals ('150.75', '0.000001'). */
export function rawAmountText(raw: bigint, decimals: number): string {
  const text = fromMinor(raw, decimals);
  return text.replace(/(\.\d{2}\d*?)0+$/, '$1');
}

/** A chain's height as it stands (its genesis before its first block). */
export async function chainHeight(db: Db, chain: CryptoChain): Promise<number> {
  const [head] = await db.select().from(sandboxChainHeads).where(eq(sandboxChainHeads.chain, chain));
  return head?.height ?? GENESIS[chain];
}

/** A chain's height, its row locked for a new block. */
const heightOf = async (tx: Tx, chain: CryptoChain) => {
  await tx.insert(sandboxChainHeads).values({ chain, height: GENESIS[chain] }).onConflictDoNothing();
  const [head] = await tx.select().from(sandboxChainHeads).where(eq(sandboxChainHeads.chain, chain)).for('update');
  return head!.height;
};

export type ChainTransfer = typeof sandboxChainTransfers.$inferSelect;

/** The crypto book that expects exactly this transfer, or that sent it (its tx hashes). */
const bookDetails = (chain: CryptoChain, token: CryptoToken, address: string) =>
  and(
    eq(sandboxPayments.provider, 'crypto'),
    sql`${sandboxPayments.details}->>'chain' = ${chain}`,
    sql`${sandboxPayments.details}->>'token' = ${token}`,
    sql`${sandboxPayments.details}->>'address' = ${address}`,
  );

/**
 * Sends a transfer: it lands in the chain's next block (0 confirmations until that block is mined).
 * With `paymentId`, it is recorded as that sandbox payment's (the control's pay, underpay, overpay);
 * without, a waiting payment of exactly that chain, token, address and amount is marked paid by it.
 */
export async function sendTransfer(
  deps: SandboxDeps,
  input: { chain: CryptoChain; token: CryptoToken; toAddress: string; amount: string },
  { paymentId, tx: outer }: { paymentId?: string; tx?: Tx } = {},
): Promise<ChainTransfer> {
  const decimals = tokenDecimals(input.chain, input.token);
  const raw = toMinor(input.amount, decimals);
  if (raw <= 0n) throw new RangeError('A transfer needs an amount above zero');
  const work = async (tx: Tx) => {
    const height = await heightOf(tx, input.chain);
    const txHash = newTxHash(input.chain);
    const [transfer] = await tx
      .insert(sandboxChainTransfers)
      .values({
        chain: input.chain,
        token: input.token,
        txHash,
        toAddress: input.toAddress,
        amountRaw: raw.toString(),
        blockNumber: height + 1,
        createdAt: deps.clock.now(),
      })
      .returning();
    const hashes = sql`coalesce(${sandboxPayments.details}->'txHashes', '[]'::jsonb) || jsonb_build_array(${txHash}::text)`;
    if (paymentId) {
      await tx
        .update(sandboxPayments)
        .set({ details: sql`jsonb_set(${sandboxPayments.details}, '{txHashes}', ${hashes})` })
        .where(eq(sandboxPayments.id, paymentId));
    } else {
      const minor = toPanelMinor(raw, decimals);
      const [waiting] =
        minor === undefined
          ? []
          : await tx
              .select()
              .from(sandboxPayments)
              .where(and(bookDetails(input.chain, input.token, input.toAddress), eq(sandboxPayments.status, 'CREATED'), eq(sandboxPayments.amountMinor, minor)))
              .orderBy(desc(sandboxPayments.createdAt))
              .limit(1);
      if (waiting) {
        await changeBook(tx, waiting, {
          from: ['CREATED'],
          to: 'PAID',
          paidMinor: minor,
          details: { txHashes: [...((waiting.details.txHashes as string[]) ?? []), txHash] },
          now: deps.clock.now(),
        });
      }
    }
    return transfer!;
  };
  return outer ? work(outer) : withTransaction(deps.db, work);
}

/** The webhook body of a transfer at some confirmations. */
function transferBody(transfer: ChainTransfer, confirmations: number, now: Date) {
  const chain = transfer.chain as CryptoChain;
  return JSON.stringify({
    id: `${chain}:${transfer.txHash}:${confirmations}`,
    type: 'transfer',
    chain,
    token: transfer.token,
    txHash: transfer.txHash,
    to: transfer.toAddress,
    amountRaw: transfer.amountRaw,
    decimals: tokenDecimals(chain, transfer.token as CryptoToken),
    confirmations,
    blockNumber: transfer.blockNumber,
    createdAt: now.toISOString(),
  });
}

/** Mines `blocks` blocks on one chain or on every chain; each transfer gets a webhook per new block up to its required confirmations plus one. Answers the new heights. */
export async function mine(
  deps: SandboxDeps,
  { chain, blocks }: { chain?: CryptoChain | null; blocks: number },
): Promise<Array<{ chain: CryptoChain; height: number }>> {
  if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError('Mine at least one block');
  const heights: Array<{ chain: CryptoChain; height: number }> = [];
  for (const each of chain ? [chain] : CRYPTO_CHAINS) {
    heights.push(
      await withTransaction(deps.db, async (tx) => {
        const old = await heightOf(tx, each);
        const top = old + blocks;
        const last = CONFIRMATIONS_REQUIRED[each] + 1;
        // Only the chains the simulator announces get webhooks; the others are read from their node APIs.
        const announced = deps.announcedChains?.includes(each) ?? true;
        const transfers = announced
          ? await tx
              .select()
              .from(sandboxChainTransfers)
              .where(
                and(
                  eq(sandboxChainTransfers.chain, each),
                  gte(sandboxChainTransfers.blockNumber, old + 2 - last),
                  sql`${sandboxChainTransfers.blockNumber} <= ${top}`,
                ),
              )
          : [];
        const books = await booksOf(tx, transfers);
        const now = deps.clock.now();
        const url = `${deps.publicUrl}/api/payment/webhook/crypto`;
        // Block by block, each transfer's confirmations at that height.
        for (let height = old + 1; height <= top; height++) {
          for (const transfer of transfers) {
            const confirmations = height - transfer.blockNumber + 1;
            if (confirmations < 1 || confirmations > last) continue;
            const body = transferBody(transfer, confirmations, now);
            await queueWebhook(tx, {
              provider: 'crypto',
              paymentId: books.get(transfer.txHash) ?? null,
              eventId: `${each}:${transfer.txHash}:${confirmations}`,
              url,
              body,
              headers: signedHeaders(deps.secret('crypto'), body, now),
            });
          }
        }
        await tx.update(sandboxChainHeads).set({ height: top }).where(eq(sandboxChainHeads.chain, each));
        return { chain: each, height: top };
      }),
    );
  }
  return heights;
}

/** The sandbox payment each transfer was sent for, by tx hash. */
async function booksOf(tx: Tx, transfers: readonly ChainTransfer[]): Promise<Map<string, string>> {
  if (transfers.length === 0) return new Map();
  const hashes = transfers.map((transfer) => transfer.txHash);
  const rows = await tx
    .select({ id: sandboxPayments.id, hashes: sql<string[]>`${sandboxPayments.details}->'txHashes'` })
    .from(sandboxPayments)
    // Tx hashes are letters and digits: a comma-separated list is safe.
    // The provider written out, not bound: the partial index (sandbox_payments_crypto_hashes_idx) is
    // chosen by it.
    .where(sql`${sandboxPayments.provider} = 'crypto' and ${sandboxPayments.details}->'txHashes' ?| string_to_array(${hashes.join(',')}, ',')`);
  return new Map(rows.flatMap((row) => row.hashes.map((hash) => [hash, row.id] as const)));
}

/** The recurring miner's step: one block on each chain where a transfer still lacks its confirmations (plus one); answers those chains. */
export async function mineWhereWaiting(deps: SandboxDeps): Promise<CryptoChain[]> {
  const [tops, heads] = await Promise.all([
    deps.db
      .select({ chain: sandboxChainTransfers.chain, block: max(sandboxChainTransfers.blockNumber) })
      .from(sandboxChainTransfers)
      .groupBy(sandboxChainTransfers.chain),
    deps.db.select().from(sandboxChainHeads),
  ]);
  const heightOfChain = new Map(heads.map((head) => [head.chain, head.height]));
  const waiting = tops
    .filter((top): top is { chain: CryptoChain; block: number } => (CRYPTO_CHAINS as readonly string[]).includes(top.chain) && top.block !== null)
    .filter((top) => (heightOfChain.get(top.chain) ?? 0) - Number(top.block) + 1 <= CONFIRMATIONS_REQUIRED[top.chain])
    .map((top) => top.chain);
  for (const chain of waiting) await mine(deps, { chain, blocks: 1 });
  return waiting;
}

/** The chains (height, deposit addresses) and the newest transfers, for the sandbox control page. */
export async function readChains(deps: SandboxDeps, { limit = 50 }: { limit?: number } = {}) {
  const heads = await deps.db
    .select()
    .from(sandboxChainHeads)
    .where(inArray(sandboxChainHeads.chain, [...CRYPTO_CHAINS]));
  const heightOfChain = new Map(heads.map((head) => [head.chain, head.height]));
  const transfers = await deps.db.select().from(sandboxChainTransfers).orderBy(desc(sandboxChainTransfers.id)).limit(limit);
  return {
    chains: CRYPTO_CHAINS.map((chain) => ({ chain, height: heightOfChain.get(chain) ?? GENESIS[chain], addresses: [...depositAddresses(chain)] })),
    transfers: transfers.map((transfer) => {
      const chain = transfer.chain as CryptoChain;
      const height = heightOfChain.get(chain) ?? GENESIS[chain];
      return {
        txHash: transfer.txHash,
        chain,
        token: transfer.token as CryptoToken,
        toAddress: transfer.toAddress,
        amount: rawAmountText(BigInt(transfer.amountRaw), tokenDecimals(chain, transfer.token as CryptoToken)),
        confirmations: Math.max(0, height - transfer.blockNumber + 1),
        createdAt: transfer.createdAt.toISOString(),
      };
    }),
  };
}

// --- The crypto provider ----------------------------------------------------------------------------

const TransferWebhook = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('transfer'),
  chain: z.enum(CRYPTO_CHAINS),
  token: z.enum(CRYPTO_TOKENS),
  txHash: z.string().min(1).max(120),
  to: z.string().min(1).max(80),
  amountRaw: z.string().regex(/^\d{1,78}$/),
  decimals: z.number().int().min(0).max(36),
  confirmations: z.number().int().min(0),
});

/** The crypto amount an attempt shows (2 decimals) from its 6-decimal minor units; RangeError when it has more. */
export function shownCryptoAmount(amountMinor: bigint): string {
  const scale = 10n ** BigInt(PANEL_DECIMALS - SHOWN_DECIMALS);
  if (amountMinor <= 0n || amountMinor % scale !== 0n) throw new RangeError(`A crypto amount steps by 0.01: ${fromMinor(amountMinor, PANEL_DECIMALS)}`);
  return fromMinor(amountMinor / scale, SHOWN_DECIMALS);
}

export function createCryptoSandbox(deps: SandboxDeps): PaymentProvider {
  const book = async (providerRef: string): Promise<BookRow> => {
    const row = await bookByRef(deps.db, 'crypto', providerRef);
    if (!row) throw new RangeError(`The crypto sandbox has no payment ${providerRef}`);
    return row;
  };
  return {
    id: 'crypto',
    environment: 'sandbox',
    async createPayment(input) {
      if (!input.crypto) throw new RangeError('A crypto payment needs its chain, token and address');
      const { chain, token, address } = input.crypto;
      if (input.currency !== token) throw new RangeError(`A ${token} payment is paid in ${token}, not ${input.currency}`);
      const instructions: PaymentInstructions = {
        kind: 'CRYPTO',
        chain,
        token,
        address,
        amount: shownCryptoAmount(input.amountMinor),
        decimals: tokenDecimals(chain, token),
        confirmationsRequired: CONFIRMATIONS_REQUIRED[chain],
      };
      const existing = await bookByRef(deps.db, 'crypto', input.attemptId);
      if (existing)
        return {
          providerRef: existing.providerRef,
          instructions: existing.details.instructions as PaymentInstructions,
          expiresAt: existing.expiresAt ?? undefined,
        };
      await insertBook(
        deps,
        newBook('crypto', input, input.attemptId, { details: { instructions, chain, token, address, txHashes: [] }, expiresAt: input.expiresAt }),
      );
      return { providerRef: input.attemptId, instructions, expiresAt: input.expiresAt };
    },
    parseWebhook(rawBody, headers) {
      const parsed = TransferWebhook.safeParse(verifiedJson(deps.secret('crypto'), rawBody, headers, deps.clock.now()));
      if (!parsed.success) throw new WebhookRejected('webhook body does not have the transfer shape');
      const body = parsed.data;
      if (body.decimals !== tokenDecimals(body.chain, body.token))
        throw new WebhookRejected(`${body.token} on ${body.chain} has ${tokenDecimals(body.chain, body.token)} decimals, not ${body.decimals}`);
      const amountMinor = toPanelMinor(BigInt(body.amountRaw), body.decimals);
      if (amountMinor === undefined) throw new WebhookRejected(`amount ${body.amountRaw} does not convert exactly to ${PANEL_DECIMALS} decimals`);
      return {
        event: {
          kind: 'CRYPTO_TRANSFER',
          eventId: body.id,
          chain: body.chain,
          token: body.token,
          txHash: body.txHash,
          address: body.to,
          amountMinor,
          confirmations: body.confirmations,
        },
        ack: { ...JSON_ACK },
      };
    },
    queryPayment: async (providerRef) => providerStatusOf(await book(providerRef), deps.clock.now()),
    async refund() {
      throw new RangeError('A crypto transfer cannot be refunded by the chain: refund it in VCoin');
    },
    cancel: async (providerRef) => cancelBook(deps, await book(providerRef)),
  };
}
