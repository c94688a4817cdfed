// The files of a payment voucher (spec section 5: "at least one image or a PDF"): the caller's own
// uploads of source 'voucher', 1 to 9 images or exactly one PDF, each with its content hash (the
// reuse check compares hashes across order vouchers and top-ups).
import { and, arrayOverlaps, eq, inArray, ne } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { VOUCHER_IMAGES_MAX } from '@panel/domain/contract/orders';
import type { Db } from '../../db/client';
import { files, paymentVouchers, topUps } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { FileStorage } from '../../platform/file-storage';
import { isImage, sha256Of } from '../files/files.public';

export type VoucherFileRow = { key: string; contentType: string; size: number; sha256: string };

const refused = (reason: string, extra: object = {}) => new AppError(ERROR_CODES.PARAM_ERROR, { field: 'files', reason, ...extra });

/** 1 to 9 images, or one PDF alone: a PDF mixed with images, or nothing, is the "voucher required" rule. */
function assertComposition(rows: { contentType: string }[]) {
  const pdfs = rows.filter((row) => !isImage(row.contentType)).length;
  if (rows.length === 0) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'files', rule: 'validation.voucherRequired', reason: 'NONE' });
  if (pdfs > 0 && rows.length > 1) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'files', rule: 'validation.voucherRequired', reason: 'PDF_NOT_ALONE' });
  if (rows.length > VOUCHER_IMAGES_MAX) throw refused('TOO_MANY', { max: VOUCHER_IMAGES_MAX });
}

/** A file stored before hashes were kept gets its hash now, from its content. */
async function hashOf(db: Db, storage: FileStorage, row: typeof files.$inferSelect): Promise<string> {
  if (row.sha256) return row.sha256;
  const body = await storage.get(row.key);
  if (!body) throw refused('UNKNOWN_FILE');
  const sha256 = sha256Of(body);
  await db.update(files).set({ sha256 }).where(eq(files.key, row.key));
  return sha256;
}

/**
 * The voucher's files in the order given, each the caller's own upload for a voucher; anything else
 * (someone else's file, a product picture, an unknown key, the same key twice) is a param error on `files`.
 */
export async function loadVoucherFiles(db: Db, storage: FileStorage, keys: string[], ownerId: string): Promise<VoucherFileRow[]> {
  if (new Set(keys).size !== keys.length) throw refused('DUPLICATE');
  const rows = keys.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.key, keys), eq(files.ownerId, ownerId), eq(files.source, 'voucher')))
    : [];
  if (rows.length !== keys.length) throw refused('UNKNOWN_FILE');
  assertComposition(rows);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const ordered: VoucherFileRow[] = [];
  for (const key of keys) {
    const row = byKey.get(key)!;
    ordered.push({ key, contentType: row.contentType, size: row.size, sha256: await hashOf(db, storage, row) });
  }
  return ordered;
}

/** The files of stored vouchers by key, for their answers (key, content type, size). */
export async function describeFiles(db: Db, keys: string[]) {
  const rows = keys.length
    ? await db.select({ key: files.key, contentType: files.contentType, size: files.size }).from(files).where(inArray(files.key, keys))
    : [];
  return new Map(rows.map((row) => [row.key, row]));
}

/** Where a voucher is being sent: an order (its own earlier vouchers do not count) or a top-up. */
export type ProofFor = { orderId: string } | { topUpId: string };

/**
 * True when a file of these content hashes was already sent as proof of a payment: on another
 * order's voucher or on another top-up, whoever sent it.
 */
export async function wasSentBefore(tx: Tx, hashes: string[], proofFor: ProofFor): Promise<boolean> {
  if (hashes.length === 0) return false;
  const orderId = 'orderId' in proofFor ? proofFor.orderId : null;
  const topUpId = 'topUpId' in proofFor ? proofFor.topUpId : null;
  const [onOrder] = await tx
    .select({ id: paymentVouchers.id })
    .from(paymentVouchers)
    .where(and(arrayOverlaps(paymentVouchers.fileHashes, hashes), orderId ? ne(paymentVouchers.orderId, orderId) : undefined))
    .limit(1);
  if (onOrder) return true;
  const [onTopUp] = await tx
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(arrayOverlaps(topUps.fileHashes, hashes), topUpId ? ne(topUps.id, topUpId) : undefined))
    .limit(1);
  return Boolean(onTopUp);
}
