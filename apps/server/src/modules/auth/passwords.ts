import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm is an ambient const enum: 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the account does not exist, so both paths take the same time.
let decoy: Promise<string> | undefined;

/** Checks a password against a stored hash (or against a decoy when there is none). */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-0');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
