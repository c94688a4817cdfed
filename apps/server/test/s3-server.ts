// An S3-compatible server on this machine for the tests (s3rver: objects in a temporary folder,
// requests signed with its one account checked as S3 checks them), and what the server settings
// of a bucket on it are.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig, type S3Settings } from '../src/config';

/** s3rver's account. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables of the bucket, with a prefix of the test's own. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The settings the server reads from those variables. */
  settings(extra?: Record<string, string>): S3Settings;
  /** Every object key in the bucket under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
};

/** Starts s3rver on a free loopback port with one empty bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-s3-'));
  const bucket = `panel-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = (extra: Record<string, string> = {}) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
    S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    ...extra,
  });
  const lister = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: ACCOUNT });
  return {
    endpoint,
    bucket,
    env,
    settings: (extra) => loadConfig(env(extra)).s3!,
    async keys(prefix = '') {
      const found: string[] = [];
      let token: string | undefined;
      do {
        const page = await lister.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        found.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return found.sort();
    },
    async close() {
      lister.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
