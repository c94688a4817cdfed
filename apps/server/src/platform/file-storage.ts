import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. The default is a local folder; an S3-compatible bucket fits the same shape. */
export type FileStorage = {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

/** Stores files under `root`, refusing any key that could leave it. */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
