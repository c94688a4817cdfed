import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { PUBLIC_UPLOAD_SOURCES, UPLOAD_MIME, type UploadSource, type UploadType } from '@panel/domain/contract/files';
import type { Db } from '../../db/client';
import { files, orders, paymentVouchers, stores, topUps, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../platform/file-storage';
import { EXTENSIONS, sniffContentType } from './content-type';

/** Whether a content type may be shown to anyone from our domain: pictures only. */
export const isImage = (contentType: string) => contentType.startsWith('image/');

/** The sha256 of a file's content in hex: vouchers compare it to find a proof sent on two orders. */
export const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/**
 * Checks an upload by its content and stores it under a generated name, with its content hash. A
 * public source (served by the CDN from our domain) takes pictures only; a document (PDF) is taken
 * as a voucher, which only its owner and the seller of the order it proves payment of can download.
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
  await db.insert(files).values({ key, ownerId: input.ownerId, source: input.source, contentType, size: input.body.length, sha256: sha256Of(input.body) });
  return { key, contentType, size: input.body.length };
}

/** A public file (avatars, store and product pictures) for the CDN route. */
export async function getPublicFile(db: Db, storage: FileStorage, key: string) {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!row || !PUBLIC_UPLOAD_SOURCES.includes(row.source as UploadSource)) return undefined;
  const body = await storage.get(key);
  return body && { body, contentType: row.contentType };
}

/**
 * True when the file is on a voucher its owner sent for an order of the user's store: the seller
 * reviewing the payment may see the proof. Walks the owner's orders (as buyer) to their vouchers.
 */
async function isVoucherOfSellersOrder(db: Db, file: { key: string; ownerId: string }, userId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(paymentVouchers, eq(paymentVouchers.orderId, orders.id))
    .where(
      and(
        eq(orders.buyerId, file.ownerId),
        eq(stores.ownerId, userId),
        eq(paymentVouchers.buyerId, file.ownerId),
        sql`${file.key} = any(${paymentVouchers.fileKeys})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when the file is on a VCoin top-up's voucher and the user is the platform operator, who reviews it. */
async function isTopUpVoucherForOperator(db: Db, file: { key: string; ownerId: string }, userId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(topUps)
    .innerJoin(users, and(eq(users.id, userId), eq(users.platformOperator, true)))
    .where(and(eq(topUps.userId, file.ownerId), sql`${topUps.files} @> ${JSON.stringify([{ key: file.key }])}::jsonb`))
    .limit(1);
  return Boolean(row);
}

/**
 * A file for its owner, any public file, a voucher file for the seller of the order it was sent
 * for, or a top-up voucher for the operator. Anyone else's private file is as missing as an unknown one.
 */
export async function getFileForUser(db: Db, storage: FileStorage, key: string, userId: string) {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!row) return undefined;
  const isPublic = PUBLIC_UPLOAD_SOURCES.includes(row.source as UploadSource);
  const reviewer = row.source === 'voucher' && ((await isVoucherOfSellersOrder(db, row, userId)) || (await isTopUpVoucherForOperator(db, row, userId)));
  if (!isPublic && row.ownerId !== userId && !reviewer) return undefined;
  const body = await storage.get(key);
  return body && { body, contentType: row.contentType };
}
