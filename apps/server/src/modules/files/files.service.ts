import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { PUBLIC_UPLOAD_SOURCES, UPLOAD_MIME, type UploadSource, type UploadType } from '@panel/domain/contract/files';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../platform/file-storage';
import { EXTENSIONS, sniffContentType } from './content-type';

/** Whether a content type may be shown to anyone from our domain: pictures only. */
export const isImage = (contentType: string) => contentType.startsWith('image/');

/**
 * Checks an upload by its content and stores it under a generated name. A public source (served
 * by the CDN from our domain) takes pictures only; a document (PDF) is taken as a voucher, which
 * only its owner can download.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  input: { ownerId: string; type: UploadType; source: UploadSource; body: Buffer; maxBytes: number; now: Date },
) {
  if (input.body.length === 0) throw new AppError(ERROR_CODES.IMAGE_UPLOAD_FAILED, { reason: 'EMPTY' });
  if (input.body.length > input.maxBytes) throw new AppError(ERROR_CODES.IMAGE_UPLOAD_FAILED, { reason: 'TOO_LARGE', maxBytes: input.maxBytes });
  const contentType = sniffContentType(input.body.subarray(0, 16));
  const publicSource = PUBLIC_UPLOAD_SOURCES.includes(input.source);
  if (!contentType || !UPLOAD_MIME[input.type].includes(contentType) || (publicSource && !isImage(contentType))) {
    throw new AppError(ERROR_CODES.IMAGE_UPLOAD_FAILED, { reason: 'TYPE', accepted: UPLOAD_MIME[input.type] });
  }
  const day = input.now.toISOString().slice(0, 10).replace(/-/g, '');
  const key = `${input.source}/${day}/${randomUUID()}.${EXTENSIONS[contentType]}`;
  await storage.put(key, input.body);
  await db.insert(files).values({ key, ownerId: input.ownerId, source: input.source, contentType, size: input.body.length });
  return { key, contentType, size: input.body.length };
}

/** A public file (avatars, store and product pictures) for the CDN route. */
export async function getPublicFile(db: Db, storage: FileStorage, key: string) {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!row || !PUBLIC_UPLOAD_SOURCES.includes(row.source as UploadSource)) return undefined;
  const body = await storage.get(key);
  return body && { body, contentType: row.contentType };
}

/** A file for its owner, or any public file. Someone else's private file is as missing as an unknown one. */
export async function getFileForUser(db: Db, storage: FileStorage, key: string, userId: string) {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!row) return undefined;
  const isPublic = PUBLIC_UPLOAD_SOURCES.includes(row.source as UploadSource);
  if (!isPublic && row.ownerId !== userId) return undefined;
  const body = await storage.get(key);
  return body && { body, contentType: row.contentType };
}
