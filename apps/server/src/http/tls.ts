import fs from 'node:fs';
import tls from 'node:tls';
import type { TlsFiles } from '../config';

/**
 * The HTTPS settings of a server that ends TLS itself: the certificate and key read from their
 * files, checked to make a pair, and HTTP/1.1 accepted beside HTTP/2 (clients that do not offer h2
 * in ALPN). Throws a message naming the setting when a file cannot be read or the two do not match,
 * so the server stops at start instead of failing every handshake.
 */
export function httpsOptions(files: TlsFiles): { cert: Buffer; key: Buffer; allowHTTP1: true } {
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (error) {
      throw new Error(`${name} cannot be read (${file}): ${(error as Error).message}`);
    }
  };
  const cert = read('TLS_CERT_FILE', files.certFile);
  const key = read('TLS_KEY_FILE', files.keyFile);
  try {
    tls.createSecureContext({ cert, key });
  } catch (error) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE do not make a certificate and its key: ${(error as Error).message}`);
  }
  return { cert, key, allowHTTP1: true };
}
