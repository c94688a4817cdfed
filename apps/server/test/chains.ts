// The simulated chains read as the server reads them: each watcher of the crypto adapter the
// simulator's settings build (the EVM chains' JSON-RPC, TronGrid), run once against the test's app,
// as the server's recurring watch would. Tests call it once before their first transfer (the
// watchers run from the server's start) and after mining.
import { watchChainsOnce } from '../src/modules/payments/adapters/evm/evm-crypto';
import type { PaymentProvider } from '../src/modules/payments/provider-port';
import { ANNOUNCED_CHAINS } from '../src/simulators/payments/crypto-join';
import { simulatedPaymentAdapters } from '../src/simulators/payments/link';
import { createSandboxDeps } from '../src/simulators/payments/server-deps';
import type { TestApp } from './app';

/** The crypto adapter of each test app, made on its first watch. */
const cryptoOf = new WeakMap<TestApp, PaymentProvider>();

export async function watchSimulatedChains(t: TestApp): Promise<void> {
  let crypto = cryptoOf.get(t);
  if (!crypto) {
    const deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock, announcedChains: ANNOUNCED_CHAINS });
    crypto = simulatedPaymentAdapters(t.app, deps).crypto!;
    cryptoOf.set(t, crypto);
  }
  await watchChainsOnce(crypto, { db: t.db, clock: t.clock });
}
