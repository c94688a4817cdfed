// The simulated chains read as the server reads them: each watcher of the crypto adapter the
// simulator's settings build (the EVM chains' JSON-RPC, TronGrid), run once against the test's app,
// as the server's recurring watch would. Tests call it once before their first transfer (the
// watchers run from the server's start) and after mining.
import { createPaymentAdapters } from '../src/modules/payments/adapters';
import { chainWatchersOf } from '../src/modules/payments/adapters/evm/evm-crypto';
import { networkClient } from '../src/modules/payments/adapters/http-client';
import { ANNOUNCED_CHAINS } from '../src/simulators/payments/crypto-join';
import { simulatorLink } from '../src/simulators/payments/link';
import { createSandboxDeps } from '../src/simulators/payments/server-deps';
import type { TestApp } from './app';

export async function watchSimulatedChains(t: TestApp): Promise<void> {
  const deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock, announcedChains: ANNOUNCED_CHAINS });
  const adapters = createPaymentAdapters({ evm: {} }, { network: networkClient(), simulator: simulatorLink(t.app, deps) });
  for (const watcher of chainWatchersOf(adapters.crypto!)) await watcher.watch({ db: t.db, clock: t.clock });
}
