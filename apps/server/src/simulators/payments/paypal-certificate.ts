// The simulated PayPal's signing identity: an RSA key made with node:crypto at first use (per
// process: the simulator signs and serves its certificate in the same process that delivers its
// webhooks) and a self-signed X.509 certificate of it, written in DER by the small ASN.1 writer
// below (node:crypto reads certificates but does not make them, and the simulator runs where only
// the server's own dependencies are installed). The certificate is served under
// /sandbox/paypal/certs/{id}, the address PAYPAL-CERT-URL names, as PayPal serves its own.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// --- A minimal DER writer --------------------------------------------------------------------------

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** A DER element: its tag, its length, its content. */
export const der = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};

export const sequence = (...items: Buffer[]) => der(0x30, ...items);
const set = (...items: Buffer[]) => der(0x31, ...items);
const nullValue = () => der(0x05);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const printable = (text: string) => der(0x13, Buffer.from(text, 'ascii'));
/**
 * A non-negative INTEGER from its big-endian bytes, in DER's one encoding: no leading zero byte
 * unless the next has its top bit set (which would read as negative). OpenSSL refuses any other
 * padding ("illegal padding"), so a random serial starting 00 0x..7f made an unreadable certificate.
 */
export function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const minimal = bytes.subarray(start);
  return der(0x02, minimal[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}
const bitString = (bytes: Buffer) => der(0x03, Buffer.from([0]), bytes);
const explicit = (tagNumber: number, item: Buffer) => der(0xa0 | tagNumber, item);

/** An OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first! + second!];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift(value % 128 | (groups.length ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
function time(at: Date): Buffer {
  const iso = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return at.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(`${iso.slice(2)}Z`, 'ascii')) : der(0x18, Buffer.from(`${iso}Z`, 'ascii'));
}

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const NAME_OIDS = { C: '2.5.4.6', O: '2.5.4.10', CN: '2.5.4.3' } as const;

/** A distinguished name: country, organisation, common name. */
function name({ C, O, CN }: { C: string; O: string; CN: string }): Buffer {
  return sequence(set(sequence(oid(NAME_OIDS.C), printable(C))), set(sequence(oid(NAME_OIDS.O), utf8(O))), set(sequence(oid(NAME_OIDS.CN), utf8(CN))));
}

/**
 * A self-signed X.509 v3 certificate (DER) of `publicKey`, signed with `privateKey` (RSA,
 * SHA-256), valid from `notBefore` to `notAfter`.
 */
export function selfSignedCertificate({
  publicKey,
  privateKey,
  subject,
  notBefore,
  notAfter,
  serial = randomBytes(16),
}: {
  publicKey: KeyObject;
  privateKey: KeyObject;
  subject: { C: string; O: string; CN: string };
  notBefore: Date;
  notAfter: Date;
  serial?: Buffer;
}): Buffer {
  const algorithm = sequence(oid(SHA256_WITH_RSA), nullValue());
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    algorithm,
    name(subject),
    sequence(time(notBefore), time(notAfter)),
    name(subject),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  return sequence(tbs, algorithm, bitString(sign('sha256', tbs, privateKey)));
}

/** A DER certificate as PEM. */
export const pemOf = (certificate: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${certificate
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

// --- The simulated PayPal's identity ---------------------------------------------------------------

export type PaypalIdentity = { privateKey: KeyObject; pem: string; certId: string };

let identity: PaypalIdentity | undefined;

/**
 * The simulator's signing key and certificate, made on first use: valid from 2000 to ten years from
 * now, so a webhook signed at any time of the simulator's clock (which tests and the economy model
 * set months away from today) verifies, as a live PayPal certificate does within its dates.
 */
export function paypalIdentity(): PaypalIdentity {
  if (identity) return identity;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const certificate = selfSignedCertificate({
    publicKey,
    privateKey,
    subject: { C: 'US', O: 'VCoin Market payment simulator', CN: 'messageverificationcerts.sandbox.paypal.simulator' },
    notBefore: new Date('2000-01-01T00:00:00Z'),
    notAfter: new Date(now + 10 * 365 * 24 * 3600_000),
  });
  identity = { privateKey, pem: pemOf(certificate), certId: `CERT-${createHash('sha256').update(certificate).digest('hex').slice(0, 32)}` };
  return identity;
}
