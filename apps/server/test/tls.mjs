// A certificate made for a test or a benchmark run, and the two ways its users trust it: Node's
// clients by `ca`, Chromium by the key's hash. Plain JavaScript: the benchmarks import it with node
// alone, the tests through Vitest (types in tls.d.mts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import selfsigned from 'selfsigned';

/** A self-signed certificate for localhost and 127.0.0.1, valid two days, written as PEM files into `dir`. */
export async function selfSignedCertificate(dir, name = 'panel') {
  const made = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const certFile = path.join(dir, `${name}.crt`);
  const keyFile = path.join(dir, `${name}.key`);
  fs.writeFileSync(certFile, made.cert);
  fs.writeFileSync(keyFile, made.private, { mode: 0o600 });
  return { certFile, keyFile, cert: made.cert };
}

/** What Chromium's --ignore-certificate-errors-spki-list takes to trust a certificate (PEM): the base64 SHA-256 of its public key. */
export function spkiHash(pem) {
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(spki).digest('base64');
}

/** Whether `url` answers 200; over HTTPS the server's certificate must be `ca` (Node's fetch takes none). */
export function answers(url, ca) {
  if (!ca) return fetch(url).then((res) => res.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', reject);
  });
}
