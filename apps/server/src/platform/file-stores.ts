import path from 'node:path';
import type { Config } from '../config';
import { localFileStorage, type FileStorage } from './file-storage';
import { s3Client, s3FileStorage } from './s3-file-storage';

/** Uploads (vouchers, pictures) and exports of codes, and how to let go of the bucket's connections. */
export type FileStores = { files: FileStorage; exports: FileStorage; close(): void };

/** The local folder exports are written in: the files themselves without a bucket, their temporary `.part` files always. */
export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

/**
 * The stores of the configuration: folders `files/` and `exports/` of the data directory, or, with
 * S3_BUCKET, the same two names as prefixes in the bucket (after S3_PREFIX).
 */
export async function fileStores(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStores> {
  const { s3 } = config;
  if (!s3) return { files: localFileStorage(path.join(config.dataDir, 'files')), exports: localFileStorage(exportsDir(config.dataDir)), close() {} };
  const client = await s3Client(s3);
  return {
    files: s3FileStorage(client, { bucket: s3.bucket, prefix: `${s3.prefix}files/` }),
    exports: s3FileStorage(client, { bucket: s3.bucket, prefix: `${s3.prefix}exports/` }),
    close: () => client.destroy(),
  };
}
