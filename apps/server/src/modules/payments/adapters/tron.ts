// TRC-20 payments on TRON, read from TronGrid's HTTP API (design/payments.md "Crypto: watching the
// chains"): the confirmed TRC-20 transfers to each of our addresses, of the tokens' own contracts,
// oldest first from a time on, page after page by the fingerprint TronGrid hands back. TronGrid
// lists a transfer as confirmed once its block is solidified (about 19 blocks, a minute), so what
// this reads never goes away again: no reorg to follow. Watch-only: no key is needed or held.
import { eq } from 'drizzle-orm';
import { CRYPTO_TOKENS, tokenDecimals, type CryptoToken } from '@panel/domain/payments';
import { chainWatch } from '../../../db/schema';
import type { ProviderEvent } from '../provider-port';
import { receiveEvent } from '../settlement';
import { panelMinorOf, type ChainWatchDeps } from './evm/watcher';
import { jsonOf, ProviderUnreachable, type HttpClient } from './http-client';
import type { TronSettings } from './settings';

/** TronGrid's largest page. */
const PAGE_LIMIT = 200;
/** Pages one read follows at most; the rest waits for the next read (from the newest time reached). */
export const MAX_PAGES = 25;

/** A confirmed TRC-20 transfer to one of our addresses. */
export type TronTransfer = {
  txId: string;
  from: string;
  to: string;
  token: CryptoToken;
  /** In the token's own units (USDT and USDC on TRON: 6 decimals). */
  rawValue: bigint;
  /** Milliseconds since 1970: the time of its block. */
  blockTimestamp: number;
};

/** One entry of GET /v1/accounts/{address}/transactions/trc20, as TronGrid documents it. */
type Trc20Row = {
  transaction_id?: unknown;
  token_info?: { address?: unknown; decimals?: unknown; symbol?: unknown };
  block_timestamp?: unknown;
  from?: unknown;
  to?: unknown;
  type?: unknown;
  value?: unknown;
};
type Trc20Page = { success?: unknown; data?: unknown; meta?: { fingerprint?: unknown } };

const TX_ID = /^[0-9a-f]{64}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** A uint256 in decimal: at most 78 digits. */
const UINT = /^\d{1,78}$/;
const FINGERPRINT = /^[0-9A-Za-z_-]{1,512}$/;

/**
 * An entry as a transfer to `address` of `token`, or undefined when it is not one: another
 * contract (a look-alike token calling itself USDT), an outgoing transfer, an approval, or a
 * malformed entry. The token is told by its contract address, never by the symbol it gives itself.
 */
export function transferOf(row: Trc20Row, { address, token, contract }: { address: string; token: CryptoToken; contract: string }): TronTransfer | undefined {
  if (row.token_info?.address !== contract || row.type !== 'Transfer' || row.to !== address) return undefined;
  if (typeof row.transaction_id !== 'string' || !TX_ID.test(row.transaction_id)) return undefined;
  if (typeof row.from !== 'string' || !TRON_ADDRESS.test(row.from)) return undefined;
  if (typeof row.value !== 'string' || !UINT.test(row.value)) return undefined;
  if (typeof row.block_timestamp !== 'number' || !Number.isSafeInteger(row.block_timestamp) || row.block_timestamp < 0) return undefined;
  const rawValue = BigInt(row.value);
  if (rawValue === 0n) return undefined;
  return { txId: row.transaction_id, from: row.from, to: address, token, rawValue, blockTimestamp: row.block_timestamp };
}

/** The address of one page: confirmed transfers to `address` of `contract`, oldest first, from `since`. */
export function trc20PageUrl(
  settings: Pick<TronSettings, 'url'>,
  { address, contract, since, fingerprint }: { address: string; contract: string; since: number; fingerprint?: string },
): string {
  const query = new URLSearchParams({
    only_confirmed: 'true',
    only_to: 'true',
    contract_address: contract,
    limit: String(PAGE_LIMIT),
    order_by: 'block_timestamp,asc',
    min_timestamp: String(since),
  });
  if (fingerprint) query.set('fingerprint', fingerprint);
  return `${settings.url}/v1/accounts/${address}/transactions/trc20?${query}`;
}

/**
 * The confirmed transfers of `token` to `address` from `since` (milliseconds), oldest first, and
 * the newest block time read (`since` when none). `complete` is false when the pages ran out before
 * the list did: read again from `newest`.
 */
export async function readTronTransfers(
  http: HttpClient,
  settings: TronSettings,
  { address, token, since, maxPages = MAX_PAGES }: { address: string; token: CryptoToken; since: number; maxPages?: number },
): Promise<{ transfers: TronTransfer[]; newest: number; complete: boolean }> {
  const contract = settings.contracts[token];
  const headers: Record<string, string> = { accept: 'application/json', ...(settings.apiKey ? { 'TRON-PRO-API-KEY': settings.apiKey } : {}) };
  const transfers: TronTransfer[] = [];
  let newest = since;
  let fingerprint: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await http({ method: 'GET', url: trc20PageUrl(settings, { address, contract, since, fingerprint }), headers });
    if (answer.status !== 200) throw new ProviderUnreachable(`TronGrid answered ${answer.status} for ${address}`);
    const body = jsonOf<Trc20Page>(answer, 'TronGrid');
    if (body.success !== true || !Array.isArray(body.data)) throw new ProviderUnreachable(`TronGrid: not a list of transfers for ${address}`);
    for (const row of body.data as Trc20Row[]) {
      if (typeof row.block_timestamp === 'number' && Number.isSafeInteger(row.block_timestamp)) newest = Math.max(newest, row.block_timestamp);
      const transfer = transferOf(row, { address, token, contract });
      if (transfer) transfers.push(transfer);
    }
    const next = body.meta?.fingerprint;
    if (typeof next !== 'string' || !FINGERPRINT.test(next) || body.data.length === 0) return { transfers, newest, complete: true };
    fingerprint = next;
  }
  return { transfers, newest, complete: false };
}

// --- The watch ---------------------------------------------------------------------------------

/** A transfer confirmed at or after the cursor may be listed a little after: each run reads back this far (applied once by its event id). */
export const TRON_OVERLAP_MS = 10 * 60_000;
/** How far back the first run of a new installation reads. */
export const TRON_FIRST_LOOKBACK_MS = 24 * 3_600_000;
/** A TRON block every 3 seconds: the health line's lag in blocks. */
export const TRON_BLOCK_MS = 3_000;

/** What one run did: the cursor reached (milliseconds since 1970) and the transfers told to the core. */
export type TronWatchRun = { chain: 'TRC20'; cursor: number; reported: number; complete: boolean };

/**
 * The watch of TRC-20 payments: each run reads, for each of our addresses and each token, the
 * confirmed transfers since the cursor (less an overlap), and tells the core each one once at the
 * chain's depth (TronGrid lists solidified blocks only). The cursor is kept in chain_watch: the run's
 * start less the overlap when every list was read to its end, else the oldest point a list stopped
 * at, so that nothing is skipped.
 */
export function tronWatcher(settings: TronSettings, http: HttpClient, { confirmations }: { confirmations: number }) {
  const chain = 'TRC20' as const;

  async function run(deps: ChainWatchDeps): Promise<TronWatchRun> {
    const { db } = deps;
    const started = deps.clock.now().getTime();
    const [state] = await db.select().from(chainWatch).where(eq(chainWatch.chain, chain));
    const since = state ? state.cursor : started - TRON_FIRST_LOOKBACK_MS;
    let next = started - TRON_OVERLAP_MS;
    let [reported, complete] = [0, true];
    for (const address of settings.addresses) {
      for (const token of CRYPTO_TOKENS) {
        const read = await readTronTransfers(http, settings, { address, token, since });
        for (const transfer of read.transfers) {
          const event: ProviderEvent = {
            kind: 'CRYPTO_TRANSFER',
            eventId: `${chain}:${transfer.txId}:${transfer.to}:${token}`,
            chain,
            token,
            txHash: transfer.txId,
            address: transfer.to,
            amountMinor: panelMinorOf(transfer.rawValue, tokenDecimals(chain, token)),
            confirmations,
            confirmationsRequired: confirmations,
          };
          const received = await receiveEvent(db, 'crypto', event, JSON.stringify({ ...event, amountMinor: String(event.amountMinor) }), deps.clock.now());
          if (received.outcome !== 'DUPLICATE') reported += 1;
        }
        if (!read.complete) {
          complete = false;
          next = Math.min(next, read.newest);
        }
      }
    }
    // Never behind where this run started reading, never ahead of what every list was read to.
    const cursor = Math.max(since, next);
    const values = { cursor, head: started, rpcUrl: settings.url, lastError: null, lastErrorAt: null, checkedAt: deps.clock.now() };
    await db
      .insert(chainWatch)
      .values({ chain, ...values })
      .onConflictDoUpdate({ target: chainWatch.chain, set: values });
    return { chain, cursor, reported, complete };
  }

  /** One run; a failure is kept on the chain's health line and thrown, the cursor where it was. */
  async function watch(deps: ChainWatchDeps): Promise<TronWatchRun> {
    try {
      return await run(deps);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const now = deps.clock.now();
      await deps.db
        .insert(chainWatch)
        .values({
          chain,
          cursor: now.getTime() - TRON_FIRST_LOOKBACK_MS,
          head: now.getTime(),
          rpcUrl: settings.url,
          lastError: message,
          lastErrorAt: now,
          checkedAt: now,
        })
        .onConflictDoUpdate({ target: chainWatch.chain, set: { lastError: message, lastErrorAt: now, rpcUrl: settings.url } });
      deps.log?.warn({ chain, error: message }, 'crypto TRC20: the TronGrid watcher failed');
      throw error;
    }
  }

  return { chain, watch };
}

export type TronWatcher = ReturnType<typeof tronWatcher>;
