import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id cost: memory in KiB and passes. Production keeps OWASP's baseline; tests lower it. */
export type PasswordHashCost = { memoryKib: number; passes: number };

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm is an ambient const enum: 2 = Argon2id.
let options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Sets the cost of new hashes (buildApp does it from PASSWORD_HASH_MEMORY_KIB and
 * PASSWORD_HASH_PASSES). Existing hashes keep the cost they were made with; verifying reads it
 * from the hash.
 */
export function setPasswordHashCost({ memoryKib, passes }: PasswordHashCost) {
  if (memoryKib === options.memoryCost && passes === options.timeCost) return;
  options = { ...options, memoryCost: memoryKib, timeCost: passes };
  decoy = undefined;
}

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => hash(password, options);

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
