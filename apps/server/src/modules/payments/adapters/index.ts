// Which adapter each payment provider gets. A provider whose settings are complete gets its
// production adapter, talking to the provider's host. Otherwise, with the payment simulator on
// (PAYMENTS_SANDBOX), the same production adapter talks to the simulator's copy of the provider's
// wire API; a provider the simulator alone stands for (e-wallets, Solana) gets the simulator's own
// adapter. Otherwise the provider is off: its methods are not offered.
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '@panel/domain/payments';
import type { PaymentProvider } from '../provider-port';
import { buildEvmCrypto } from './evm/evm-crypto';
import type { HttpClient } from './http-client';
import { buildOnerway, buildOnerwayLocal } from './onerway';
import { buildPaypal } from './paypal';
import { buildPixApi } from './pix-api';
import type { PaymentSettings } from './settings';
import { buildTpaga } from './tpaga';

/** How an adapter reaches its provider, and whether that is the real one. */
export type ProviderLink = {
  http: HttpClient;
  environment: 'sandbox' | 'production';
  /**
   * Whether we opened a payment with this reference at this provider: an adapter that reads a
   * webhook's payments back from the provider asks only about those, so that a stranger's webhook
   * cannot make the server call the provider for references it made up.
   */
  opened?: (providerRef: string) => Promise<boolean>;
};

/** What the payment simulator offers the adapters (simulators/payments, wired by app.ts only). */
export type SimulatorLink = {
  /** Settings of each provider whose wire API the simulator speaks, pointing at the simulator. */
  settings: PaymentSettings;
  /** Reaches the simulator's wire API. */
  http: HttpClient;
  /** Providers the simulator alone stands for, as its own adapters. */
  providers: Partial<Record<PaymentProviderId, PaymentProvider>>;
  /**
   * Providers the simulator's wire APIs stand for in part: the adapter built on its settings, given
   * what the simulator alone adds (crypto: the chains it has no node API of).
   */
  join?: Partial<Record<PaymentProviderId, (adapter: PaymentProvider) => PaymentProvider>>;
};

type Builder = (settings: PaymentSettings, link: ProviderLink) => PaymentProvider | undefined;

/**
 * The production adapters of each provider id, tried in order: the first whose settings are there
 * serves it (PIX from the central bank's API where the PSP offers it, else from the card acquirer's
 * local methods).
 */
const BUILDERS: Partial<Record<PaymentProviderId, readonly Builder[]>> = {
  onerway: [buildOnerway],
  pix: [buildPixApi, buildOnerwayLocal('PIX')],
  boleto: [buildOnerwayLocal('Boleto')],
  crypto: [buildEvmCrypto],
  paypal: [buildPaypal],
  tpaga: [buildTpaga],
};

const built = (builders: readonly Builder[] | undefined, settings: PaymentSettings, link: ProviderLink) => {
  for (const build of builders ?? []) {
    const adapter = build(settings, link);
    if (adapter) return adapter;
  }
  return undefined;
};

/** A provider with no settings of its own, while the simulator is on. */
function simulated(id: PaymentProviderId, simulator: SimulatorLink, opened: ProviderLink['opened']): PaymentProvider | undefined {
  const adapter = built(BUILDERS[id], simulator.settings, { http: simulator.http, environment: 'sandbox', opened });
  if (!adapter) return simulator.providers[id];
  const join = simulator.join?.[id];
  return join ? join(adapter) : adapter;
}

export function createPaymentAdapters(
  settings: PaymentSettings,
  {
    network,
    simulator,
    opened,
  }: { network: HttpClient; simulator: SimulatorLink | null; opened?: (provider: PaymentProviderId, providerRef: string) => Promise<boolean> },
): Partial<Record<PaymentProviderId, PaymentProvider>> {
  const adapters: Partial<Record<PaymentProviderId, PaymentProvider>> = {};
  for (const id of PAYMENT_PROVIDERS) {
    const ours = opened && ((providerRef: string) => opened(id, providerRef));
    const adapter =
      built(BUILDERS[id], settings, { http: network, environment: 'production', opened: ours }) ?? (simulator ? simulated(id, simulator, ours) : undefined);
    if (adapter) adapters[id] = adapter;
  }
  return adapters;
}
