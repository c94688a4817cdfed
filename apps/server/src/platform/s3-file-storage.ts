// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...), for servers that share their
// uploads and exports: every server on one PostgreSQL reads what any of them stored.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Parts of a large upload (S3's smallest part is 5 MiB), and how many go up at once. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/**
 * The SDK, loaded when a bucket is first used: a server without one does not load it at start
 * (a quarter of a second).
 */
async function loadSdk() {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const { S3Client, GetObjectCommand, PutObjectCommand, DeleteObjectCommand } = s3;
  return { S3Client, GetObjectCommand, PutObjectCommand, DeleteObjectCommand, Upload: storage.Upload };
}
let loaded: ReturnType<typeof loadSdk> | undefined;
const sdk = () => (loaded ??= loadSdk());

/**
 * The bucket's client. The SDK's default checksums (a CRC32 on every upload, sent as an
 * `aws-chunked` body with a trailer when the body is a stream) are asked for only where S3
 * requires them: servers that implement S3 without them store such a body with its chunk framing
 * in it. Signed requests still carry the SHA-256 of a body held in memory.
 */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { accessKeyId, secretAccessKey } = settings;
  const { S3Client } = await sdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** True for the bucket's "no such key" (a GET answers NoSuchKey, a HEAD a bare 404). */
const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** Stores files as objects of `bucket` under `prefix` (which ends with `/`, or is empty), refusing unsafe keys as the local folder does. */
export function s3FileStorage(client: S3Client, { bucket, prefix }: { bucket: string; prefix: string }): FileStorage {
  const objectKey = (key: string) => `${prefix}${assertSafeKey(key)}`;
  const open = async (key: string) => {
    const Key = objectKey(key);
    const { GetObjectCommand } = await sdk();
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`The bucket answered ${Key} without a body`);
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    async put(key, body) {
      const { PutObjectCommand } = await sdk();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentLength: body.length }));
    },
    async putFile(key, file) {
      const Key = objectKey(key);
      const { Upload } = await sdk();
      // One PUT for a small file; a large one goes up in parts, read from the file as they are sent.
      const upload = new Upload({ client, params: { Bucket: bucket, Key, Body: fs.createReadStream(file) }, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE });
      await upload.done();
      await fsp.rm(file, { force: true });
    },
    async get(key) {
      const found = await open(key);
      if (!found) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    open,
    async delete(key) {
      const { DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
