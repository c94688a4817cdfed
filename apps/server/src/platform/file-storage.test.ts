// The file storage contract, held by the local folder and by an S3-compatible bucket (s3rver on
// this machine) alike: what is put comes back byte for byte, whole or as a stream with its size; a
// finished local file goes in and leaves the folder (in parts when larger than one); a missing key
// is undefined and its delete no error; a key that could leave its folder or prefix is refused.
// Then the bucket's own: its keys sit under the prefix, requests carry the configured access key,
// and the settings never show the secret.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { loadConfig } from '../config';
import { localFileStorage, type FileStorage } from './file-storage';
import { fileStores } from './file-stores';
import { s3Client, s3FileStorage } from './s3-file-storage';

let s3: TestS3;
let scratch: string;
beforeAll(async () => {
  s3 = await startTestS3();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const streamed = async (body: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A local file of `bytes` random bytes in the scratch folder. */
async function localFile(bytes: number) {
  const file = path.join(scratch, `${randomBytes(6).toString('hex')}.part`);
  const content = randomBytes(bytes);
  await fs.writeFile(file, content);
  return { file, content };
}

const UNSAFE = ['../outside.txt', 'a/../../outside.txt', '/etc/passwd', '.hidden', 'a b.txt', 'a\\b.txt', '', 'x'.repeat(201)];

describe.each([
  { kind: 'local folder', make: async () => localFileStorage(await fs.mkdtemp(path.join(scratch, 'root-'))) },
  {
    kind: 'S3 bucket',
    make: async () => (await fileStores({ dataDir: scratch, s3: s3.settings({ S3_PREFIX: `contract-${randomBytes(3).toString('hex')}` }) })).files,
  },
])('the file storage contract: $kind', ({ make }) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('gives back what was put, whole and as a stream with its size', async () => {
    const body = randomBytes(3000);
    await storage.put('voucher/20260115/one.png', body);
    expect(await storage.get('voucher/20260115/one.png')).toEqual(body);
    const opened = await storage.open('voucher/20260115/one.png');
    expect(opened?.size).toBe(3000);
    expect(await streamed(opened!.body)).toEqual(body);
  });

  it('takes a finished local file in and removes it from the folder, a small one and one larger than an upload part', async () => {
    for (const bytes of [1, 17 * 1024 * 1024 + 5]) {
      const { file, content } = await localFile(bytes);
      await storage.putFile(`exports-${bytes}.csv`, file);
      await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
      const opened = await storage.open(`exports-${bytes}.csv`);
      expect(opened?.size).toBe(bytes);
      expect((await streamed(opened!.body)).equals(content)).toBe(true);
    }
  }, 60_000);

  it('answers undefined for a missing key, and deletes a file once and a missing one without error', async () => {
    expect(await storage.get('nothing/here.png')).toBeUndefined();
    expect(await storage.open('nothing/here.png')).toBeUndefined();
    await storage.put('gone.txt', Buffer.from('bye'));
    await storage.delete('gone.txt');
    expect(await storage.get('gone.txt')).toBeUndefined();
    expect(await storage.open('gone.txt')).toBeUndefined();
    await storage.delete('gone.txt');
  });

  it('refuses every key that could leave its folder or prefix, in every call', async () => {
    const { file } = await localFile(10);
    for (const key of UNSAFE) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.putFile(key, file)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.open(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
    // The refused file was left where it was.
    expect((await fs.stat(file)).size).toBe(10);
  });
});

describe('the bucket', () => {
  it('keeps uploads and exports under the prefix, each under its own name', async () => {
    const stores = await fileStores({ dataDir: scratch, s3: s3.settings({ S3_PREFIX: 'tenant-a/' }) });
    await stores.files.put('avatar/20260115/a.png', Buffer.from('picture'));
    const { file } = await localFile(100);
    await stores.exports.putFile('b.csv', file);
    expect(await s3.keys('tenant-a/')).toEqual(['tenant-a/exports/b.csv', 'tenant-a/files/avatar/20260115/a.png']);
    // The same name in the other store is another object.
    expect(await stores.exports.get('avatar/20260115/a.png')).toBeUndefined();
    stores.close();
  });

  // s3rver checks the access key of a request, not its SigV4 signature: a wrong secret would pass.
  it('sends its requests with the configured access key: an unknown one is refused by the server', async () => {
    const client = await s3Client(s3.settings({ S3_ACCESS_KEY_ID: 'NOT-AN-ACCOUNT' }));
    const storage = s3FileStorage(client, { bucket: s3.bucket, prefix: 'wrong/' });
    await expect(storage.put('a.txt', Buffer.from('x'))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(await s3.keys('wrong/')).toEqual([]);
    client.destroy();
  });
});

describe('S3 settings', () => {
  const env = { S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret' };

  it('keeps files in the data folder when no bucket is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, with the region, path style and prefix defaults', () => {
    const { s3: settings } = loadConfig({ ...env, S3_PREFIX: 'panel//' });
    expect(settings).toMatchObject({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      forcePathStyle: false,
      prefix: 'panel/',
    });
    expect(settings?.secretAccessKey).toBe('wJalrXUtnFEMI-secret');
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('never shows the secret key when the configuration is printed or serialised', () => {
    const config = loadConfig(env);
    expect(JSON.stringify(config)).not.toContain('wJalrXUtnFEMI-secret');
    expect(inspect(config, { depth: 10 })).not.toContain('wJalrXUtnFEMI-secret');
    expect(JSON.stringify(config)).toContain('AKIDEXAMPLE');
  });

  it('refuses settings that cannot be meant: no bucket, one key of two, a bad address, an unsafe prefix', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT set without S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(/http\(s\) address/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_PREFIX: '../other' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/true or false/);
  });
});
