// The watcher of one EVM chain (design/payments.md "Crypto: watching the chains"): each run reads
// the head, scans the blocks since its cursor for the tokens' ERC-20 Transfer logs to our addresses
// (bounded ranges, smaller when a node refuses one as too large, several runs to catch up after a
// long stop), and tells the payment core what it sees: each transfer, identified by (chain, tx hash,
// log index), with its confirmations (head - block + 1). A transfer is reported at the chain's depth
// only once its receipt says it succeeded and its block is still the canonical one.
//
// Reorgs: the hashes of the scanned blocks near the head are kept; when one changed (or its block is
// gone), the cursor goes back below it, and the transfers seen above are un-seen (the core then
// leaves nothing paid) and seen again if they reappear in another block. Crediting happens only at
// depth, so only a reorg deeper than the depth can take away a credited transfer: that is logged for
// the operator, and no money is reversed.
import { and, eq, gt, lt } from 'drizzle-orm';
import { tokenDecimals, type CryptoToken } from '@panel/domain/payments';
import type { Db } from '../../../../db/client';
import { chainWatch, chainWatchTransfers } from '../../../../db/schema';
import { withTransaction } from '../../../../db/transaction';
import type { Clock } from '../../../../platform/clock';
import type { ProviderEvent } from '../../provider-port';
import { receiveEvent } from '../../settlement';
import type { EvmChainSettings } from '../settings';
import { RANGE_TOO_LARGE, RpcError, type EvmLog, type EvmRpc } from './rpc';

/** topic0 of ERC-20's Transfer(address indexed from, address indexed to, uint256 value). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** Blocks one eth_getLogs call asks for at most (public nodes refuse much wider ones). */
export const SPAN_MAX = 2_000;
/** Log queries one run makes at most: a watcher far behind catches up over several runs. */
export const QUERIES_PER_RUN = 40;
/** Blocks beyond the depth for which scanned hashes and credited transfers are kept (a reorg that deep is told to the operator). */
export const KEPT_BEYOND_DEPTH = 20;
/** The panel's token amounts have 6 decimals. */
const PANEL_DECIMALS = 6;

export type WatchLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type ChainWatchDeps = { db: Db; clock: Clock; log?: WatchLog };

/** What one run did: the head read, the cursor reached, and the events it gave the core. */
export type WatchRun = { chain: string; head: number; cursor: number; seen: number; reported: number; unseen: number };

type Tracked = typeof chainWatchTransfers.$inferSelect;

/** A token amount in its own decimals as the panel's 6-decimal minor units, exactly (integer arithmetic; below 0.000001 is dropped). */
export function panelMinorOf(raw: bigint, decimals: number): bigint {
  return decimals >= PANEL_DECIMALS ? raw / 10n ** BigInt(decimals - PANEL_DECIMALS) : raw * 10n ** BigInt(PANEL_DECIMALS - decimals);
}

/** An address as a log topic: left-padded to 32 bytes. */
export const addressTopic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;

/** A transfer to one of our addresses of one of the watched tokens, read from a log; undefined for anything else. */
export type SeenTransfer = {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  token: CryptoToken;
  address: string;
  amountMinor: bigint;
};

function transferOf(
  log: EvmLog,
  settings: EvmChainSettings,
  ours: ReadonlyMap<string, string>,
  tokens: ReadonlyMap<string, CryptoToken>,
): SeenTransfer | undefined {
  const token = tokens.get(log.address);
  const address = log.topics[2] === undefined ? undefined : ours.get(log.topics[2]);
  if (log.removed || !token || !address || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC || log.data.length !== 66) return undefined;
  const amountMinor = panelMinorOf(BigInt(log.data), tokenDecimals(settings.chain, token));
  if (amountMinor <= 0n) return undefined;
  return { txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash, token, address, amountMinor };
}

/** The watch of one chain: its settings, its RPC client, and one run at a time. */
export function chainWatcher(settings: EvmChainSettings, rpc: EvmRpc) {
  const chain = settings.chain;
  const depth = settings.confirmations;
  const ours = new Map(settings.addresses.map((address) => [addressTopic(address), address]));
  const tokens = new Map<string, CryptoToken>();
  for (const [token, contract] of Object.entries(settings.contracts) as [CryptoToken, string][])
    if (!tokens.has(contract.toLowerCase())) tokens.set(contract.toLowerCase(), token);
  const keyOf = (row: { txHash: string; logIndex: number }) =>
    and(eq(chainWatchTransfers.chain, chain), eq(chainWatchTransfers.txHash, row.txHash), eq(chainWatchTransfers.logIndex, row.logIndex));

  async function tell(deps: ChainWatchDeps, event: ProviderEvent) {
    const body = JSON.stringify(event, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    return receiveEvent(deps.db, 'crypto', event, body, deps.clock.now());
  }

  const report = (deps: ChainWatchDeps, row: Tracked, confirmations: number) =>
    tell(deps, {
      kind: 'CRYPTO_TRANSFER',
      eventId: `${chain}:${row.txHash}:${row.logIndex}:${row.blockHash}:${confirmations}`,
      chain,
      token: row.token as CryptoToken,
      txHash: row.txHash,
      logIndex: row.logIndex,
      address: row.address,
      amountMinor: row.amountMinor,
      confirmations,
      confirmationsRequired: depth,
    });

  /** A transfer whose block left the chain: un-seen by the core, and no longer followed. */
  async function unsee(deps: ChainWatchDeps, row: Tracked, reason: string) {
    if (row.final) {
      deps.log?.error(
        { chain, txHash: row.txHash, logIndex: row.logIndex, block: row.blockNumber, amountMinor: String(row.amountMinor), address: row.address },
        `crypto ${chain}: a REORG DEEPER THAN ${depth} CONFIRMATIONS removed a transfer that was credited; no money was reversed: check it`,
      );
    }
    await tell(deps, {
      kind: 'CRYPTO_TRANSFER_GONE',
      eventId: `${chain}:${row.txHash}:${row.logIndex}:${row.blockHash}:gone`,
      chain,
      txHash: row.txHash,
      logIndex: row.logIndex,
      reason,
    });
    await deps.db.delete(chainWatchTransfers).where(and(keyOf(row), eq(chainWatchTransfers.blockHash, row.blockHash)));
  }

  /** The highest remembered block still on the chain, when one above it changed; undefined when nothing changed. */
  async function forkPoint(recent: Record<string, string>, head: { number: number; hash: string }): Promise<number | undefined> {
    const numbers = Object.keys(recent)
      .map(Number)
      .sort((a, b) => b - a);
    for (const [i, number] of numbers.entries()) {
      const hash = number === head.number ? head.hash : number > head.number ? undefined : (await rpc.block(number))?.hash;
      if (hash === recent[String(number)]) return i === 0 ? undefined : number;
    }
    return numbers.length ? numbers.at(-1)! - 1 : undefined;
  }

  /** Reads the logs of [from, to], halving the range while the node finds it too large; answers the range read. */
  async function readRange(from: number, span: number, head: number): Promise<{ to: number; logs: EvmLog[]; span: number }> {
    for (;;) {
      const to = Math.min(head, from + span - 1);
      try {
        const logs = await rpc.logs({ fromBlock: from, toBlock: to, address: [...tokens.keys()], topics: [TRANSFER_TOPIC, null, [...ours.keys()]] });
        return { to, logs, span };
      } catch (error) {
        const tooLarge = error instanceof RpcError && (error.code === RANGE_TOO_LARGE || /range|limit|too (many|large)|exceed/i.test(error.message));
        if (!tooLarge || span === 1) throw error;
        span = Math.ceil(span / 2);
      }
    }
  }

  /** One run: reorgs first, then the new blocks, then each followed transfer's confirmations. */
  async function run(deps: ChainWatchDeps): Promise<WatchRun> {
    const { db } = deps;
    const latest = await rpc.block('latest');
    if (!latest) throw new RpcError(0, 'eth_getBlockByNumber: no latest block');
    const head = latest.number;
    const keptFrom = head - depth - KEPT_BEYOND_DEPTH;
    await db
      .insert(chainWatch)
      .values({ chain, cursor: Math.max(-1, head - depth), head, checkedAt: deps.clock.now() })
      .onConflictDoNothing();
    const [state] = await db.select().from(chainWatch).where(eq(chainWatch.chain, chain));
    // A chain whose nodes never answered yet (head -1: only its failures are on its line) starts at the depth below the head.
    let cursor = state!.head < 0 ? Math.max(-1, head - depth) : state!.cursor;
    const recent: Record<string, string> = { ...state!.recentBlocks };
    let [seen, reported, unseen] = [0, 0, 0];

    // 1. A remembered block that changed: read again from below it, and un-see what was seen above.
    const fork = await forkPoint(recent, latest);
    if (fork !== undefined) {
      deps.log?.warn({ chain, fork, cursor, head }, `crypto ${chain}: reorg above block ${fork}`);
      const above = await db
        .select()
        .from(chainWatchTransfers)
        .where(and(eq(chainWatchTransfers.chain, chain), gt(chainWatchTransfers.blockNumber, fork)));
      for (const row of above) {
        await unsee(deps, row, `block ${row.blockNumber} ${row.blockHash} left the chain`);
        unseen += 1;
      }
      cursor = Math.min(cursor, fork);
      for (const number of Object.keys(recent)) if (Number(number) > fork) delete recent[number];
      await db.update(chainWatch).set({ cursor, recentBlocks: recent }).where(eq(chainWatch.chain, chain));
    }

    // 2. The new blocks, range by range; the cursor moves with what each range found.
    let span = SPAN_MAX;
    for (let query = 0; cursor < head && query < QUERIES_PER_RUN; query++) {
      const from = cursor + 1;
      // The last block's hash is read before its logs: a reorg in between shows at the next run.
      const last = Math.min(head, from + span - 1);
      const lastHash = last <= keptFrom ? undefined : last === head ? latest.hash : (await rpc.block(last))?.hash;
      if (last > keptFrom && !lastHash) break;
      const range = await readRange(from, span, head);
      span = range.span;
      if (range.to !== last) {
        // The node took a smaller range: its last block's hash is read now.
        const hash = range.to <= keptFrom ? undefined : (await rpc.block(range.to))?.hash;
        if (range.to > keptFrom && !hash) break;
        if (hash) recent[String(range.to)] = hash;
      } else if (lastHash) recent[String(last)] = lastHash;
      const transfers = range.logs.map((log) => transferOf(log, settings, ours, tokens)).filter((transfer): transfer is SeenTransfer => transfer !== undefined);
      for (const transfer of transfers) {
        // The same transfer followed in another block: that block left the chain.
        const [moved] = await db.select().from(chainWatchTransfers).where(keyOf(transfer));
        if (moved && moved.blockHash !== transfer.blockHash) {
          await unsee(deps, moved, `seen again in block ${transfer.blockNumber} ${transfer.blockHash}`);
          unseen += 1;
        }
        if (transfer.blockNumber > keptFrom) recent[String(transfer.blockNumber)] = transfer.blockHash;
      }
      cursor = range.to;
      await withTransaction(db, async (tx) => {
        if (transfers.length) {
          await tx
            .insert(chainWatchTransfers)
            .values(transfers.map((transfer) => ({ chain, ...transfer, seenAt: deps.clock.now() })))
            .onConflictDoNothing();
        }
        await tx.update(chainWatch).set({ cursor, recentBlocks: recent }).where(eq(chainWatch.chain, chain));
      });
      seen += transfers.length;
    }

    // 3. Each followed transfer's confirmations; at the depth, its receipt and its block checked first.
    const followed = await db
      .select()
      .from(chainWatchTransfers)
      .where(and(eq(chainWatchTransfers.chain, chain), eq(chainWatchTransfers.final, false)));
    const canonical = new Map<number, string | undefined>();
    for (const row of followed.sort((a, b) => a.blockNumber - b.blockNumber)) {
      if (row.blockNumber > cursor) continue;
      const confirmations = head - row.blockNumber + 1;
      if (confirmations < depth) {
        if (confirmations > row.reported) {
          await report(deps, row, confirmations);
          await db.update(chainWatchTransfers).set({ reported: confirmations }).where(keyOf(row));
          reported += 1;
        }
        continue;
      }
      if (!canonical.has(row.blockNumber)) canonical.set(row.blockNumber, (await rpc.block(row.blockNumber))?.hash);
      const receipt = await rpc.receipt(row.txHash);
      if (canonical.get(row.blockNumber) !== row.blockHash || receipt?.blockHash !== row.blockHash) {
        // Its block is no longer the chain's: un-seen, and read again from below it.
        await unsee(deps, row, `block ${row.blockNumber} ${row.blockHash} is no longer canonical`);
        unseen += 1;
        cursor = Math.min(cursor, row.blockNumber - 1);
        for (const number of Object.keys(recent)) if (Number(number) >= row.blockNumber) delete recent[number];
        await db.update(chainWatch).set({ cursor, recentBlocks: recent }).where(eq(chainWatch.chain, chain));
        continue;
      }
      if (!receipt.succeeded) {
        await unsee(deps, row, `transaction ${row.txHash} failed`);
        unseen += 1;
        continue;
      }
      await report(deps, row, confirmations);
      await db.update(chainWatchTransfers).set({ reported: confirmations, final: true }).where(keyOf(row));
      reported += 1;
    }

    // 4. What is deep enough is forgotten; the health line is written.
    await db
      .delete(chainWatchTransfers)
      .where(and(eq(chainWatchTransfers.chain, chain), eq(chainWatchTransfers.final, true), lt(chainWatchTransfers.blockNumber, keptFrom)));
    for (const number of Object.keys(recent)) if (Number(number) < keptFrom) delete recent[number];
    await db
      .update(chainWatch)
      .set({ cursor, head, recentBlocks: recent, rpcUrl: rpc.answering ?? null, lastError: null, lastErrorAt: null, checkedAt: deps.clock.now() })
      .where(eq(chainWatch.chain, chain));
    return { chain, head, cursor, seen, reported, unseen };
  }

  /** One run; a failure is kept on the chain's health line (when and which address) and thrown. */
  async function watch(deps: ChainWatchDeps): Promise<WatchRun> {
    try {
      return await run(deps);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // Kept even for a chain never read yet, so that the operator sees it failing from the first run.
      const failure = { lastError: message, lastErrorAt: deps.clock.now(), rpcUrl: rpc.answering ?? null };
      await deps.db
        .insert(chainWatch)
        .values({ chain, cursor: -1, head: -1, checkedAt: deps.clock.now(), ...failure })
        .onConflictDoUpdate({ target: chainWatch.chain, set: failure });
      deps.log?.warn({ chain, error: message }, `crypto ${chain}: the chain watcher failed`);
      throw error;
    }
  }

  return { chain, settings, rpc, watch };
}

export type ChainWatcher = ReturnType<typeof chainWatcher>;
