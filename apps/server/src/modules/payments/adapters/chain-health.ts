// Each watched chain's health line for the operator, as of its watcher's last run: the EVM chains'
// watchers keep block numbers, TRON's keeps times (milliseconds), so its lag is counted in its
// 3-second blocks.
import type { Db } from '../../../db/client';
import { chainWatch } from '../../../db/schema';
import { TRON_BLOCK_MS, TRON_OVERLAP_MS } from './tron';

/** The operator's line of one chain: how far the watcher is, what failed last and which RPC address answered. */
export type ChainHealth = {
  chain: string;
  head: number;
  cursor: number;
  lagBlocks: number;
  rpcUrl: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  checkedAt: string;
};

/** Every watched chain's health line. */
export async function chainWatchHealth(db: Db): Promise<ChainHealth[]> {
  const rows = await db.select().from(chainWatch).orderBy(chainWatch.chain);
  return rows.map((row) => ({
    chain: row.chain,
    head: row.head,
    cursor: row.cursor,
    // TRON's watch keeps times (milliseconds) rather than block numbers: its lag is counted in its 3-second blocks.
    lagBlocks: Math.max(0, row.chain === 'TRC20' ? Math.round((row.head - row.cursor - TRON_OVERLAP_MS) / TRON_BLOCK_MS) : row.head - row.cursor),
    rpcUrl: row.rpcUrl,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    checkedAt: row.checkedAt.toISOString(),
  }));
}
