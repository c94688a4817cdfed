// Webhook signing secrets and signatures, as Standard Webhooks defines them: a secret is `whsec_`
// and the base64 of 32 random bytes; a signature is `v1,` and the base64 HMAC-SHA256, keyed with the
// secret's bytes, of "<webhook-id>.<webhook-timestamp>.<body>". During a rotation a delivery carries
// both signatures, space-separated, so a receiver with either secret accepts it.
// The secrets are kept sealed (AES-256-GCM) with a key derived from the server's key (CODES_KEY or
// the data directory's codes.key, see code-vault.ts): a copy of the database alone signs nothing.
import { createHmac, randomBytes } from 'node:crypto';
import { deriveKey, sealer } from '../codes/codes.public';

const PREFIX = 'whsec_';

export type SecretBox = { seal(secret: string): string; open(sealed: string): string };

/** Seals and opens webhook secrets with a key of their own, derived from the server's master key. */
export const webhookSecretBox = (master: Buffer): SecretBox => sealer(deriveKey(master, 'webhook-secrets:seal'));

/** A new signing secret. */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** One `v1,<signature>` of a message with one secret. */
export function signature(secret: string, { id, timestamp, body }: { id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one attempt: the webhook-id, the time in seconds and a signature per secret. */
export function signedHeaders(secrets: readonly string[], message: { id: string; timestamp: number; body: string }): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, message)).join(' '),
  };
}
