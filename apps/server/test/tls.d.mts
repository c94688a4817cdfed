/** A certificate's PEM files, and the certificate itself for the clients that trust it. */
export type TestCertificate = { certFile: string; keyFile: string; cert: string };
export function selfSignedCertificate(dir: string, name?: string): Promise<TestCertificate>;
export function spkiHash(pem: string): string;
export function answers(url: string, ca: string | undefined): Promise<boolean>;
