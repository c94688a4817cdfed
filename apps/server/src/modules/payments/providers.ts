// The payment providers the server talks to, by id. A provider with no adapter is off: its methods
// are not offered, and paying with them answers 140064. ./adapters/index.ts picks each adapter: the
// provider's production adapter, talking to the provider itself when its settings are complete, or
// to the simulator's copy of its wire API when PAYMENTS_SANDBOX is on (simulators/payments/;
// docs/decisions/025-payment-rails.md). A crypto adapter that names its chains (the EVM chain
// watcher) is paid only on those, to its addresses.
import { ERROR_CODES } from '@panel/domain/errors';
import {
  CONFIRMATIONS_REQUIRED,
  CRYPTO_CHAINS,
  CRYPTO_METHOD,
  METHOD_PROVIDER,
  ONLINE_METHODS,
  PAYMENT_PROVIDERS,
  type CryptoChain,
  type PaymentProviderId,
} from '@panel/domain/payments';
import { PAYMENT_TYPES, type PaymentType } from '@panel/domain/constants';
import { AppError } from '../../errors';
import type { PaymentProvider } from './provider-port';

export type PaymentProviders = {
  /** Whether the provider has an adapter, so that its methods can be offered. */
  offers(id: PaymentProviderId): boolean;
  /** The provider's adapter; 140064 when it is off. */
  get(id: PaymentProviderId): PaymentProvider;
  /** The platform's deposit addresses on a chain (the crypto provider's wallets); none when crypto is off or does not watch the chain. */
  depositAddresses(chain: CryptoChain): readonly string[];
  /** The chains crypto is paid on: those the crypto provider watches (every chain for the simulator); none when crypto is off. */
  cryptoChains(): readonly CryptoChain[];
  /** The confirmations a transfer needs on a chain: the watched depth, else the platform's default. */
  confirmationsRequired(chain: CryptoChain): number;
  /** Each provider's state, for the start-up log: the simulator, a live adapter, or off. */
  describe(): Record<PaymentProviderId, 'simulator' | 'live' | 'off'>;
};

export function paymentProviders(
  adapters: Partial<Record<PaymentProviderId, PaymentProvider>>,
  addresses: (chain: CryptoChain) => readonly string[],
): PaymentProviders {
  const offers = (id: PaymentProviderId) => adapters[id] !== undefined;
  return {
    offers,
    get(id) {
      const adapter = adapters[id];
      if (!adapter) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { provider: id });
      return adapter;
    },
    depositAddresses: (chain) => {
      const crypto = adapters.crypto;
      if (!crypto) return [];
      return crypto.chains ? (crypto.chains[chain]?.addresses ?? []) : addresses(chain);
    },
    cryptoChains: () => {
      const crypto = adapters.crypto;
      if (!crypto) return [];
      return crypto.chains ? CRYPTO_CHAINS.filter((chain) => crypto.chains![chain] !== undefined) : CRYPTO_CHAINS;
    },
    confirmationsRequired: (chain) => adapters.crypto?.chains?.[chain]?.confirmations ?? CONFIRMATIONS_REQUIRED[chain],
    describe: () =>
      Object.fromEntries(PAYMENT_PROVIDERS.map((id) => [id, !adapters[id] ? 'off' : adapters[id].environment === 'sandbox' ? 'simulator' : 'live'])) as Record<
        PaymentProviderId,
        'simulator' | 'live' | 'off'
      >,
  };
}

/** The payment types with something to pay through: offline and VCoin always, online and crypto while one of their providers is on. */
export function offeredPaymentTypes(providers: PaymentProviders): PaymentType[] {
  const online = ONLINE_METHODS.some((method) => providers.offers(METHOD_PROVIDER[method]));
  return PAYMENT_TYPES.filter((type) => (type === 'ONLINE' ? online : type === 'CRYPTO' ? providers.offers(METHOD_PROVIDER[CRYPTO_METHOD]) : true));
}

/** 140064 (naming `field`) for a payment type nobody could pay through: a listing, an order or a VCoin purchase that would be a dead end. */
export function checkPaymentTypesOffered(providers: PaymentProviders, types: readonly PaymentType[], field: string) {
  const offered = offeredPaymentTypes(providers);
  if (types.some((type) => !offered.includes(type))) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field });
}

/** What the start-up log says of payment: loud while the simulator pays for real orders. */
export function paymentsNotice(providers: PaymentProviders): { level: 'warn' | 'info'; message: string; providers: Record<PaymentProviderId, string> } {
  const states = providers.describe();
  if (Object.values(states).includes('simulator')) {
    return {
      level: 'warn',
      providers: states,
      message:
        'PAYMENT SIMULATOR ON (PAYMENTS_SANDBOX): online and crypto payments are simulated in this server, and anyone signed in pays real orders ' +
        'and buys VCoin with its published test cards and instruments. For trying the product only: set PAYMENTS_SANDBOX=false on a server others use.',
    };
  }
  return { level: 'info', providers: states, message: 'online and crypto payment: only the providers marked live are offered' };
}
