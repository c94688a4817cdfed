import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import selfsigned from 'selfsigned';

/** A self-signed certificate for localhost and 127.0.0.1, written as PEM files into `dir`. */
export async function selfSignedCertificate(dir: string, name = 'panel') {
  const made = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  const certFile = path.join(dir, `${name}.crt`);
  const keyFile = path.join(dir, `${name}.key`);
  fs.writeFileSync(certFile, made.cert);
  fs.writeFileSync(keyFile, made.private, { mode: 0o600 });
  return { certFile, keyFile, cert: made.cert };
}

/**
 * What Chromium's --ignore-certificate-errors-spki-list takes to trust a certificate (PEM): the
 * base64 SHA-256 of its public key.
 */
export function spkiHash(pem: string): string {
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(spki).digest('base64');
}
