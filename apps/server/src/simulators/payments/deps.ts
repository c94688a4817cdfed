// What the sandbox providers are given: the database holding their books, the clock, each
// provider's signing secret, the way their webhooks reach the server, and the server's public URL.
import type { Db } from '../../db/client';
import type { CryptoChain } from '@panel/domain/payments';
import type { Clock } from '../../platform/clock';

export type SandboxDeps = {
  db: Db;
  clock: Clock;
  /** The provider's signing secret, as hex (derived from the server's key: never a constant in code). */
  secret(provider: string): string;
  /** Posts a webhook to the server (in-process) and answers what it answered. */
  deliver(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
  /** The server's public URL ('' when none): the sandbox pages' links start with it. */
  publicUrl: string;
  /**
   * The chains whose transfers the simulator announces by webhook to its own crypto provider; the
   * others are read by the production watchers from the chains' node APIs (chain-apis.ts). Every
   * chain when absent.
   */
  announcedChains?: readonly CryptoChain[];
};
