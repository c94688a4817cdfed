// The payment providers the server talks to, by id: the sandbox adapters (./sandbox) unless a
// production adapter is configured for a provider. A production adapter implements provider-port's
// PaymentProvider against the provider's real API and is put in this map in place of the sandbox one
// (PAYMENTS_MODE=production then refuses to start until every provider has one).
import { PAYMENT_PROVIDERS, type CryptoChain, type PaymentProviderId } from '@panel/domain/payments';
import type { PaymentProvider } from './provider-port';

export type PaymentProviders = {
  readonly mode: 'sandbox' | 'production';
  get(id: PaymentProviderId): PaymentProvider;
  /** The platform's deposit addresses on a chain (the crypto provider's wallets). */
  depositAddresses(chain: CryptoChain): readonly string[];
};

export function paymentProviders(mode: 'sandbox' | 'production', adapters: Record<PaymentProviderId, PaymentProvider>, addresses: (chain: CryptoChain) => readonly string[]): PaymentProviders {
  for (const id of PAYMENT_PROVIDERS) {
    if (!adapters[id]) throw new Error(`No payment adapter for provider "${id}"`);
    if (mode === 'production' && adapters[id].environment !== 'production') throw new Error(`PAYMENTS_MODE=production needs a production adapter for "${id}"`);
  }
  return { mode, get: (id) => adapters[id], depositAddresses: addresses };
}
