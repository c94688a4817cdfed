// The crypto provider on EVM chains (ERC20, BEP20, POLYGON): watch-only. A payment is our deposit
// address and the exact amount the core chose, shown with the chain's depth; nothing is asked of the
// chain to start it. What is paid is read from the chains themselves by one watcher per configured
// chain (./watcher.ts), run as a recurring task; there are no webhooks, and no key on the server.
// Only the configured chains are offered, to the addresses configured for them.
import { fromMinor } from '@panel/domain/money';
import { CRYPTO_AMOUNT_STEP, tokenDecimals, type CryptoChain } from '@panel/domain/payments';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import type { Db } from '../../../../db/client';
import type { Clock } from '../../../../platform/clock';
import type { TaskRunner } from '../../../../tasks/task-runner';
import { WebhookRejected, type PaymentProvider, type WatchedChain } from '../../provider-port';
import type { PaymentProviders } from '../../providers';
import type { ProviderLink } from '../index';
import type { EvmChain, PaymentSettings } from '../settings';
import { evmRpc } from './rpc';
import { chainWatcher, type ChainWatcher, type WatchLog } from './watcher';

/** Seconds between two runs of a chain's watcher: about a block of each (Ethereum 12 s, BSC 3 s, Polygon 2 s), never under 3. */
export const WATCH_EVERY_SECONDS: Readonly<Record<EvmChain, number>> = { ERC20: 12, BEP20: 3, POLYGON: 3 };

/** The task kind of a chain's watcher. */
export const watchTaskKind = (chain: EvmChain) => `payments.chain-watch.${chain}`;

/** The watchers of each EVM crypto provider built (found again by registerChainWatchers). */
const WATCHERS = new WeakMap<PaymentProvider, readonly ChainWatcher[]>();

/** The chain watchers of a crypto provider; none when it is not the EVM one. */
export const chainWatchersOf = (provider: PaymentProvider): readonly ChainWatcher[] => WATCHERS.get(provider) ?? [];

/** The EVM crypto provider, when at least one EVM chain is configured (BUILDERS.crypto). */
export function buildEvmCrypto(settings: PaymentSettings, link: ProviderLink): PaymentProvider | undefined {
  const configured = Object.values(settings.evm);
  if (configured.length === 0) return undefined;
  const watchers = configured.map((chain) => chainWatcher(chain, evmRpc(link.http, chain.rpcUrls)));
  const chains: Partial<Record<CryptoChain, WatchedChain>> = Object.fromEntries(configured.map((chain) => [chain.chain, { addresses: chain.addresses, confirmations: chain.confirmations }]));
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
  for (const watcher of chainWatchersOf(ctx.payments.get('crypto'))) {
    tasks.registerTaskHandler(watchTaskKind(watcher.chain), async () => watcher.watch({ db: ctx.db, clock: ctx.clock, log }), { everySeconds: WATCH_EVERY_SECONDS[watcher.chain], maxAttempts: 1 });
  }
}
