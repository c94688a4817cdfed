// How a PayPal webhook proves it comes from PayPal (design/payments.md "PayPal Orders v2"), checked
// offline: PayPal signs `transmission_id|transmission_time|webhook_id|crc32` (the CRC32 of the raw
// body in decimal; webhook_id the id of the webhook configured at PayPal, so a webhook sent to
// another merchant's listener does not verify here) with SHA256withRSA, and names the certificate
// holding its public key in PAYPAL-CERT-URL. That address must be one of PayPal's own hosts over
// https (the settings' certHosts; the simulator's host with it), the certificate is fetched once per
// address (a bounded cache) and must be within its validity dates, and a transmission older than a
// few minutes (or from the future) is refused: an old signed webhook replayed moves nothing.
import { verify, X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { WebhookRejected } from '../provider-port';
import { ProviderUnreachable, type HttpClient } from './http-client';

/** The headers PayPal signs a webhook with (lower case, as Node reads them). */
export const PAYPAL_HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;

/** The one signature algorithm PayPal uses (its PAYPAL-AUTH-ALGO). */
export const PAYPAL_AUTH_ALGO = 'SHA256withRSA';
/** How far a transmission's time may be from our clock, either way. */
export const PAYPAL_TRANSMISSION_TOLERANCE_MS = 5 * 60_000;
/** Certificates kept (one per address PayPal names; it changes them rarely). */
const CERT_CACHE_MAX = 16;
const CERT_MAX_CHARS = 64 * 1024;
const PEM_BEGIN = '-----BEGIN CERTIFICATE-----';
const PEM_END = '-----END CERTIFICATE-----';

/** The string PayPal signs for a webhook body. */
export function paypalSignedString({
  transmissionId,
  transmissionTime,
  webhookId,
  rawBody,
}: {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  rawBody: string;
}): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(rawBody, 'utf8'))}`;
}

type Transmission = { id: string; time: string; signature: Buffer; certUrl: URL };

const header = (headers: Record<string, string | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** The signing headers of a webhook, each well-formed; WebhookRejected otherwise. */
export function readTransmission(
  headers: Record<string, string | undefined>,
  { certHosts, httpsOnly, now }: { certHosts: readonly string[]; httpsOnly: boolean; now: Date },
): Transmission {
  const id = header(headers, PAYPAL_HEADERS.transmissionId);
  const time = header(headers, PAYPAL_HEADERS.transmissionTime);
  const signature = header(headers, PAYPAL_HEADERS.transmissionSig);
  const certUrl = header(headers, PAYPAL_HEADERS.certUrl);
  const algo = header(headers, PAYPAL_HEADERS.authAlgo);
  if (!id || !/^[\w-]{1,50}$/.test(id)) throw new WebhookRejected('PayPal webhook: no well-formed paypal-transmission-id');
  if (algo?.toLowerCase() !== PAYPAL_AUTH_ALGO.toLowerCase())
    throw new WebhookRejected(`PayPal webhook: paypal-auth-algo ${String(algo).slice(0, 40)} is not ${PAYPAL_AUTH_ALGO}`);
  if (!signature || signature.length > 1024 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature))
    throw new WebhookRejected('PayPal webhook: no well-formed paypal-transmission-sig');
  const at = time && time.length <= 40 ? Date.parse(time) : NaN;
  if (!Number.isFinite(at)) throw new WebhookRejected('PayPal webhook: no well-formed paypal-transmission-time');
  if (Math.abs(now.getTime() - at) > PAYPAL_TRANSMISSION_TOLERANCE_MS)
    throw new WebhookRejected('PayPal webhook: the transmission is more than 5 minutes away from now');
  let url: URL;
  try {
    url = new URL(certUrl && certUrl.length <= 500 ? certUrl : '');
  } catch {
    throw new WebhookRejected('PayPal webhook: no well-formed paypal-cert-url');
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:'))
    throw new WebhookRejected('PayPal webhook: the certificate is not served over https');
  if (!certHosts.includes(url.hostname) || url.username || url.password || (url.port && url.port !== '443'))
    throw new WebhookRejected(`PayPal webhook: the certificate's host ${url.hostname.slice(0, 100)} is not PayPal's`);
  return { id, time: time!, signature: Buffer.from(signature, 'base64'), certUrl: url };
}

/** The first certificate of a PEM text (the signing one; the chain may follow it). */
export function firstCertificate(pem: string): X509Certificate {
  const start = pem.indexOf(PEM_BEGIN);
  const end = start < 0 ? -1 : pem.indexOf(PEM_END, start);
  if (end < 0) throw new WebhookRejected('PayPal webhook: the certificate address holds no PEM certificate');
  try {
    return new X509Certificate(pem.slice(start, end + PEM_END.length));
  } catch {
    throw new WebhookRejected('PayPal webhook: the certificate cannot be read');
  }
}

/**
 * The certificates PayPal signs with, by address: fetched through `http` once (the same address
 * asked twice at once is fetched once), the oldest forgotten past CERT_CACHE_MAX. A failure is not kept.
 */
export function paypalCertificates(http: HttpClient, { max = CERT_CACHE_MAX }: { max?: number } = {}) {
  const cache = new Map<string, Promise<X509Certificate>>();
  async function fetchCertificate(url: string): Promise<X509Certificate> {
    const answer = await http({ method: 'GET', url, headers: { Accept: 'application/x-pem-file, text/plain, */*' } });
    if (answer.status >= 500 || answer.status === 0) throw new ProviderUnreachable(`PayPal certificate: answer ${answer.status}`);
    if (answer.status !== 200) throw new WebhookRejected(`PayPal webhook: the certificate address answered ${answer.status}`);
    if (answer.body.length > CERT_MAX_CHARS) throw new WebhookRejected('PayPal webhook: the certificate is too large');
    return firstCertificate(answer.body);
  }
  return {
    get(url: string): Promise<X509Certificate> {
      let entry = cache.get(url);
      if (!entry) {
        entry = fetchCertificate(url);
        entry.catch(() => cache.delete(url));
        cache.set(url, entry);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return entry;
    },
  };
}

export type PaypalCertificates = ReturnType<typeof paypalCertificates>;

/**
 * Verifies a webhook's signature: its headers well-formed and fresh, the certificate from PayPal's
 * host and valid now, an RSA key, and the signature over the signed string holding. WebhookRejected
 * otherwise (ProviderUnreachable when the certificate could not be fetched: PayPal sends again).
 */
export async function verifyPaypalSignature(
  rawBody: string,
  headers: Record<string, string | undefined>,
  {
    webhookId,
    certHosts,
    httpsOnly,
    certificates,
    now,
  }: { webhookId: string; certHosts: readonly string[]; httpsOnly: boolean; certificates: PaypalCertificates; now: Date },
): Promise<void> {
  const transmission = readTransmission(headers, { certHosts, httpsOnly, now });
  const certificate = await certificates.get(transmission.certUrl.href);
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  if (!(from <= now.getTime() && now.getTime() <= to)) throw new WebhookRejected('PayPal webhook: the certificate is not valid now');
  if (certificate.publicKey.asymmetricKeyType !== 'rsa') throw new WebhookRejected('PayPal webhook: the certificate holds no RSA key');
  const signed = paypalSignedString({ transmissionId: transmission.id, transmissionTime: transmission.time, webhookId, rawBody });
  if (!verify('sha256', Buffer.from(signed, 'utf8'), certificate.publicKey, transmission.signature))
    throw new WebhookRejected('PayPal webhook: the signature does not hold');
}
