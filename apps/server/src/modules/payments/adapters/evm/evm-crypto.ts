// The crypto provider read from the chains themselves, watch-only: the EVM chains (ERC20, BEP20,
// POLYGON) through their JSON-RPC nodes (./watcher.ts) and TRON's TRC-20 through TronGrid
// (../tron.ts). A payment is our deposit address and the exact amount the core chose, shown with the
// chain's depth; nothing is asked of the chain to start it. What is paid is read by one watcher per
// configured chain, run as a recurring task; there are no webhooks, and no key on the server. Only
// the configured chains are offered, to the addresses configured for them.
import { fromMinor } from '@panel/domain/money';
import { CONFIRMATIONS_REQUIRED, CRYPTO_AMOUNT_STEP, tokenDecimals, type CryptoChain } from '@panel/domain/payments';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import type { Db } from '../../../../db/client';
import type { Clock } from '../../../../platform/clock';
import type { TaskRunner } from '../../../../tasks/task-runner';
import { WebhookRejected, type PaymentProvider, type WatchedChain } from '../../provider-port';
import type { PaymentProviders } from '../../providers';
import type { ProviderLink } from '../index';
import type { EvmChain, PaymentSettings } from '../settings';
import { tronWatcher, type TronWatcher } from '../tron';
import { evmRpc } from './rpc';
import { chainWatcher, type ChainWatchDeps, type ChainWatcher, type WatchLog } from './watcher';

/**
 * Seconds between two runs of a chain's watcher: about a block of each (Ethereum 12 s, BSC 3 s,
 * Polygon 2 s), never under 3; TRON's confirmed list every 15 s (a TronGrid key's daily calls last).
 */
export const WATCH_EVERY_SECONDS: Readonly<Record<EvmChain | 'TRC20', number>> = { ERC20: 12, BEP20: 3, POLYGON: 3, TRC20: 15 };

/** The task kind of a chain's watcher. */
export const watchTaskKind = (chain: EvmChain | 'TRC20') => `payments.chain-watch.${chain}`;

type Watcher = ChainWatcher | TronWatcher;

/** The watchers of each crypto provider built (found again by registerChainWatchers). */
const WATCHERS = new WeakMap<PaymentProvider, readonly Watcher[]>();

/** The chain watchers of a crypto provider; none when it is not this one. */
export const chainWatchersOf = (provider: PaymentProvider): readonly Watcher[] => WATCHERS.get(provider) ?? [];

/** Runs each chain watcher of a crypto provider once, one after the other, as each recurring watch would. */
export async function watchChainsOnce(provider: PaymentProvider, deps: ChainWatchDeps): Promise<void> {
  for (const watcher of chainWatchersOf(provider)) await watcher.watch(deps);
}

/** `provider`, run by the watchers of `base` (a provider that answers for base's chains and more). */
export function sharingWatchers(base: PaymentProvider, provider: PaymentProvider): PaymentProvider {
  WATCHERS.set(provider, chainWatchersOf(base));
  return provider;
}

/** Seconds between two watches of a simulated chain: it makes a block every 2 seconds while a transfer waits. */
export const SIMULATED_WATCH_SECONDS = 2;

/** The crypto provider, when at least one EVM chain or TRON is configured (BUILDERS.crypto). */
export function buildEvmCrypto(settings: PaymentSettings, link: ProviderLink): PaymentProvider | undefined {
  const configured = Object.values(settings.evm);
  if (configured.length === 0 && !settings.tron) return undefined;
  const watchers: Watcher[] = configured.map((chain) => chainWatcher(chain, evmRpc(link.http, chain.rpcUrls)));
  const chains: Partial<Record<CryptoChain, WatchedChain>> = Object.fromEntries(
    configured.map((chain) => [chain.chain, { addresses: chain.addresses, confirmations: chain.confirmations, contracts: chain.contracts }]),
  );
  if (settings.tron) {
    // TronGrid lists solidified blocks only: a transfer it shows has its depth.
    watchers.push(tronWatcher(settings.tron, link.http, { confirmations: CONFIRMATIONS_REQUIRED.TRC20 }));
    chains.TRC20 = { addresses: settings.tron.addresses, confirmations: CONFIRMATIONS_REQUIRED.TRC20, contracts: settings.tron.contracts };
  }
  const provider: PaymentProvider = {
    id: 'crypto',
    environment: link.environment,
    chains,
    async createPayment(input) {
      if (!input.crypto) throw new RangeError('A crypto payment needs its chain, token and address');
      const { chain, token, address } = input.crypto;
      const watched = chains[chain];
      if (!watched) throw new RangeError(`Crypto on ${chain} is not configured`);
      if (!watched.addresses.includes(address)) throw new RangeError(`${address} is not one of our ${chain} addresses`);
      if (input.currency !== token) throw new RangeError(`A ${token} payment is paid in ${token}, not ${input.currency}`);
      if (input.amountMinor <= 0n || input.amountMinor % CRYPTO_AMOUNT_STEP !== 0n) throw new RangeError('A crypto amount steps by 0.01');
      const instructions: PaymentInstructions = {
        kind: 'CRYPTO',
        chain,
        token,
        address,
        amount: fromMinor(input.amountMinor / CRYPTO_AMOUNT_STEP, 2),
        decimals: tokenDecimals(chain, token),
        confirmationsRequired: watched.confirmations,
        // The contract the chain is watched at: the payment's QR names it (EIP-681).
        ...(watched.contracts ? { contract: watched.contracts[token] } : {}),
      };
      return { providerRef: input.attemptId, instructions, expiresAt: input.expiresAt };
    },
    parseWebhook() {
      throw new WebhookRejected('crypto on EVM chains takes no webhooks: the chains are read by the watcher');
    },
    // Nothing to ask: what was paid is what the watcher saw (the payments sweep expires an unpaid attempt at its time).
    queryPayment: async () => ({ status: 'PENDING', paidMinor: 0n, currency: 'USDT' }),
    async refund() {
      throw new RangeError('A crypto transfer cannot be refunded by the chain: refund it in VCoin');
    },
  };
  WATCHERS.set(provider, watchers);
  return provider;
}

/**
 * The recurring watch of each EVM chain the crypto provider is configured for (one task kind per
 * chain, about a block apart); nothing when crypto is off or not the EVM provider. Called once by app.ts.
 */
export function registerChainWatchers(tasks: TaskRunner, ctx: { db: Db; clock: Clock; payments: PaymentProviders }, log?: WatchLog): void {
  if (!ctx.payments.offers('crypto')) return;
  const provider = ctx.payments.get('crypto');
  for (const watcher of chainWatchersOf(provider)) {
    const everySeconds = provider.environment === 'sandbox' ? SIMULATED_WATCH_SECONDS : WATCH_EVERY_SECONDS[watcher.chain];
    tasks.registerTaskHandler(watchTaskKind(watcher.chain), async () => watcher.watch({ db: ctx.db, clock: ctx.clock, log }), { everySeconds, maxAttempts: 1 });
  }
}
