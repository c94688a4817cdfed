// At start, each live provider that takes its webhook address by API is told it: API Pix's key gets
// `<PUBLIC_URL>/api/payment/webhook/pix` (the PSP posts to `…/pix`). Done in the background: a PSP
// that does not answer delays nothing, and is told in the log for the operator to retry by hand.
import { PAYMENT_PROVIDERS } from '@panel/domain/payments';
import type { PaymentProviders } from './providers';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Registers the webhook address of every live provider that takes it by API; answers the providers told. */
export async function registerWebhooks(payments: PaymentProviders, publicUrl: string, log: Log): Promise<string[]> {
  const told: string[] = [];
  for (const id of PAYMENT_PROVIDERS) {
    if (!payments.offers(id)) continue;
    const provider = payments.get(id);
    if (!provider.registerWebhook || provider.environment !== 'production') continue;
    const url = `${publicUrl.replace(/\/+$/, '')}/api/payment/webhook/${id}`;
    try {
      await provider.registerWebhook(url);
      told.push(id);
      log.info({ provider: id, url }, `payments: ${id} posts its webhooks to ${url}`);
    } catch (error) {
      log.warn(
        { provider: id, url, error: error instanceof Error ? error.message : String(error) },
        `payments: ${id} could not be given its webhook address; register ${url} at the provider`,
      );
    }
  }
  return told;
}
