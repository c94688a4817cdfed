// Crypto in the simulator, as a deployment runs it: the chains whose node APIs the simulator serves
// (the EVM chains' JSON-RPC, TronGrid: chain-apis.ts) are read by the production watchers, and the
// chain it has no node API of (Solana) is announced by its own webhooks. The simulator's wallet keeps
// every payment it is shown, so that its control page can pay, underpay or overpay it on the chain.
import { CONFIRMATIONS_REQUIRED, type CryptoChain } from '@panel/domain/payments';
import { sharingWatchers } from '../../modules/payments/adapters/evm/evm-crypto';
import { WebhookRejected, type PaymentProvider } from '../../modules/payments/provider-port';
import { bookByRef } from './book';
import { depositAddresses } from './crypto-chain';
import type { SandboxDeps } from './deps';

/** The chains the simulator alone stands for, announced by webhook: no node API of theirs is simulated. */
export const ANNOUNCED_CHAINS: readonly CryptoChain[] = ['SOLANA'];

/** The watched crypto adapter, answering for the announced chains through the simulator's own provider. */
export function withAnnouncedChains(watched: PaymentProvider, simulated: PaymentProvider, deps: SandboxDeps): PaymentProvider {
  const announced = (chain: unknown) => ANNOUNCED_CHAINS.includes(chain as CryptoChain);
  const chainOf = async (providerRef: string) => (await bookByRef(deps.db, 'crypto', providerRef))?.details.chain;
  return sharingWatchers(watched, {
    id: 'crypto',
    environment: watched.environment,
    chains: {
      ...watched.chains,
      ...Object.fromEntries(ANNOUNCED_CHAINS.map((chain) => [chain, { addresses: depositAddresses(chain), confirmations: CONFIRMATIONS_REQUIRED[chain] }])),
    },
    async createPayment(input) {
      const noted = await simulated.createPayment(input);
      return input.crypto && announced(input.crypto.chain) ? noted : watched.createPayment(input);
    },
    parseWebhook(rawBody, headers) {
      const parsed = simulated.parseWebhook(rawBody, headers);
      if (parsed.event.kind === 'CRYPTO_TRANSFER' && !announced(parsed.event.chain))
        throw new WebhookRejected(`transfers on ${parsed.event.chain} are read from the chain, never taken from a webhook`);
      return parsed;
    },
    queryPayment: async (providerRef) => (announced(await chainOf(providerRef)) ? simulated : watched).queryPayment(providerRef),
    refund: (input) => watched.refund(input),
    cancel: (providerRef) => simulated.cancel!(providerRef),
  });
}
