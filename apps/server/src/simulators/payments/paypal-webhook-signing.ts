// How the simulated PayPal signs the webhooks it sends (SHA256withRSA over transmission id, time,
// webhook id and the body's CRC32, with the key whose certificate it serves under PAYPAL_CERTS_PATH):
// kept apart from paypal.ts so the webhook outbox, which signs each try again, does not import the
// provider whose webhooks it queues.
import { randomUUID, sign } from 'node:crypto';
import { PAYPAL_AUTH_ALGO, PAYPAL_HEADERS, paypalSignedString } from '../../modules/payments/adapters/paypal-signature';
import { SIMULATOR_ORIGIN } from './origin';
import { paypalIdentity } from './paypal-certificate';

export const PAYPAL_CERTS_PATH = '/sandbox/paypal/certs';
export const PAYPAL_SANDBOX_WEBHOOK_ID = '1JE4291016473214C';

/** The address of the simulator's signing certificate. */
export const paypalCertUrl = () => `${SIMULATOR_ORIGIN}${PAYPAL_CERTS_PATH}/${paypalIdentity().certId}`;

/** The headers PayPal sends a webhook body with, signed now (a new transmission each try, as PayPal's retries are). */
export function paypalTransmissionHeaders(body: string, at: Date = new Date()): Record<string, string> {
  const transmissionId = randomUUID();
  const transmissionTime = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const signed = paypalSignedString({ transmissionId, transmissionTime, webhookId: PAYPAL_SANDBOX_WEBHOOK_ID, rawBody: body });
  return {
    'content-type': 'application/json',
    [PAYPAL_HEADERS.transmissionId]: transmissionId,
    [PAYPAL_HEADERS.transmissionTime]: transmissionTime,
    [PAYPAL_HEADERS.transmissionSig]: sign('sha256', Buffer.from(signed, 'utf8'), paypalIdentity().privateKey).toString('base64'),
    [PAYPAL_HEADERS.certUrl]: paypalCertUrl(),
    [PAYPAL_HEADERS.authAlgo]: PAYPAL_AUTH_ALGO,
  };
}

/** Whether a queued webhook is PayPal's (the outbox signs it again at each try). */
export const isPaypalWebhook = (headers: Record<string, string>) => headers[PAYPAL_HEADERS.authAlgo] === PAYPAL_AUTH_ALGO;
