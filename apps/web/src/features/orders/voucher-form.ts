// The voucher form of /voucherPayment/{id}: which files it takes (pictures up to 9, or one PDF
// alone, of the types and size the server takes) and the request it sends, checked with the
// domain's rules (at least one file; the amount optional, else positive and at most the order
// amount and the due balance: paymentAmountSchema).
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import { VOUCHER_IMAGES_MAX, type UploadVoucherRequest } from '@panel/domain/contract/orders';
import { paymentAmountSchema } from '@panel/domain/validation';
import { z } from 'zod';
import { fitsOrShrinks } from '../../lib/shrink-image';
import { typedAmount } from '@panel/domain/format';

/** A file of the voucher being written: shown at once, its key once uploaded. */
export type VoucherDraft = {
  id: string;
  name: string;
  type: string;
  size: number;
  /** A data: address of a picture to preview; null for a PDF. */
  preview: string | null;
  /** The stored file's key; null while it uploads. */
  key: string | null;
};

export type VoucherFormValues = { files: VoucherDraft[]; amount: string };

export const PDF = 'application/pdf';
const isPdf = (file: { type: string }) => file.type === PDF;

/** Why some chosen files were left out; the text keys of the voucher screen. */
export type FileRefusal = 'orders.voucher.fileType' | 'orders.voucher.fileTooLarge' | 'orders.voucher.tooMany' | 'orders.voucher.pdfAlone';

/**
 * The chosen files the voucher can take next to those it has: pictures and PDFs of the server's
 * types and size only; a PDF only alone (nothing before it, nothing with it); pictures up to 9
 * in all. Answers the files taken and, when some were left out, the first reason.
 */
export function takeFiles<F extends { type: string; size: number }>(current: readonly { type: string }[], chosen: readonly F[], maxBytes: number): { taken: F[]; refusal: FileRefusal | null } {
  let refusal: FileRefusal | null = null;
  const refuse = (reason: FileRefusal) => (refusal ??= reason);
  const fitting = chosen.filter((file) => {
    if (!UPLOAD_MIME.document.includes(file.type)) return refuse('orders.voucher.fileType'), false;
    if (!fitsOrShrinks(file, maxBytes)) return refuse('orders.voucher.fileTooLarge'), false;
    return true;
  });
  const pdfs = fitting.filter(isPdf);
  if (pdfs.length > 0) {
    // One PDF, alone: taken only when the voucher is empty and it is the only file chosen.
    if (current.length === 0 && fitting.length === 1) return { taken: pdfs, refusal };
    refuse('orders.voucher.pdfAlone');
  }
  if (current.some(isPdf)) return { taken: [], refusal: fitting.length > 0 ? 'orders.voucher.pdfAlone' : refusal };
  const pictures = fitting.filter((file) => !isPdf(file));
  const room = Math.max(0, VOUCHER_IMAGES_MAX - current.length);
  if (pictures.length > room) refuse('orders.voucher.tooMany');
  return { taken: pictures.slice(0, room), refusal };
}

/** The files rule the request's schema cannot see (it has keys only): one PDF alone, or up to 9 pictures. */
export function voucherFilesRule(files: readonly { type: string }[]): FileRefusal | undefined {
  if (files.some(isPdf) && files.length > 1) return 'orders.voucher.pdfAlone';
  if (files.length > VOUCHER_IMAGES_MAX) return 'orders.voucher.tooMany';
  return undefined;
}

/** The request the values stand for: the uploaded files' keys, and the amount when one was typed (a decimal comma read as a point). */
export function toVoucherRequest({ files, amount }: VoucherFormValues): UploadVoucherRequest {
  return { files: files.flatMap((file) => (file.key ? [file.key] : [])), amount: typedAmount(amount) || null };
}

/** The request's rules for this order: at least one file; an amount, when given, positive and at most the order amount and the due. */
export function voucherRequestSchema(order: { amount: string; dueAmount: string }) {
  return z.object({
    files: z.array(z.string()).min(1, { error: 'validation.voucherRequired' }),
    amount: paymentAmountSchema({ orderAmount: order.amount, dueAmount: order.dueAmount }).nullable(),
  });
}
