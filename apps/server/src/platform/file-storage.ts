import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its content as a stream, and its size in bytes. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded files and exports live: a local folder by default, or an S3-compatible bucket
 * (s3-file-storage.ts). Every key is checked against the same rule in both.
 */
export type FileStorage = {
  /** Stores a file's content under a new key. */
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Stores a finished local file under the key and removes the local file: a large file goes up
   * without being read into memory.
   */
  putFile(key: string, file: string): Promise<void>;
  /** The whole content, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** The content as a stream with its size (a download), or undefined when there is no such file. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Deletes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

/** Refuses a key that could leave its folder or prefix (`..`, a leading slash, anything but letters, digits and `._/-`). */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Stores files under `root`, refusing any key that could leave it. */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, body, { flag: 'wx' });
    },
    async putFile(key, file) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fsp.rename(file, target);
    },
    async get(key) {
      try {
        return await fsp.readFile(resolve(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async open(key) {
      const file = resolve(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      // The size and the stream are of the same open file, even if the name is deleted meanwhile.
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}
