// How activation codes are kept (docs/decisions/013-codes.md): sealed with AES-256-GCM under a key
// that is not in the database, and found by a keyed hash (HMAC-SHA256) that makes them unique
// without revealing them. The key is CODES_KEY (base64 of 32 bytes), or a file `codes.key` in the
// data directory, made on first use and readable by its owner only. Losing it loses the codes:
// back it up with the database, apart from it.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type CodeVault = {
  /** The code sealed for storage: base64 of iv (12) | tag (16) | ciphertext. */
  seal(code: string): string;
  open(sealed: string): string;
  /** The keyed hash a code is looked up and kept unique by. */
  lookup(code: string): string;
};

const KEY_FILE = 'codes.key';

/** The master key: the setting, or the data directory's key file (created once, mode 0600). */
export function loadCodesKey({ codesKey, dataDir }: { codesKey?: string; dataDir: string }): Buffer {
  if (codesKey) {
    const key = Buffer.from(codesKey, 'base64');
    if (key.length !== 32) throw new Error('CODES_KEY must be the base64 of 32 random bytes');
    return key;
  }
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** A key of its own for one use (`label`), derived from the master key (HKDF-SHA256). */
export const deriveKey = (master: Buffer, label: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), label, 32));

/** Seals text with AES-256-GCM under `key`: base64 of iv (12) | tag (16) | ciphertext. */
export function sealer(key: Buffer): Pick<CodeVault, 'seal' | 'open'> {
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** A vault over a master key: separate sealing and hashing keys derived from it (HKDF-SHA256). */
export function codeVault(master: Buffer): CodeVault {
  const lookupKey = deriveKey(master, 'activation-codes:lookup');
  return {
    ...sealer(deriveKey(master, 'activation-codes:seal')),
    lookup: (code) => createHmac('sha256', lookupKey).update(code).digest('hex'),
  };
}

/** An account card's account id: 10 digits, not starting with 0. */
export const newAccountId = () => `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
