// The files of a voucher being written (an order's payment voucher, a VCoin purchase's transfer
// voucher): which chosen files it takes (pictures up to 9, or one PDF alone, of the types and size
// the server takes) and the rule a request's schema cannot see (it has the keys only).
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import { VOUCHER_IMAGES_MAX } from '@panel/domain/contract/orders';
import { fitsOrShrinks } from '../../lib/shrink-image';

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

export const PDF = 'application/pdf';
const isPdf = (file: { type: string }) => file.type === PDF;

/** Why some chosen files were left out: text keys of shared/vouchers. */
export type FileRefusal = 'voucherDrafts.fileType' | 'voucherDrafts.fileTooLarge' | 'voucherDrafts.tooMany' | 'voucherDrafts.pdfAlone';

/**
 * The chosen files the voucher can take next to those it has: pictures and PDFs of the server's
 * types and size only; a PDF only alone (nothing before it, nothing with it); pictures up to 9
 * in all. Answers the files taken and, when some were left out, the first reason.
 */
export function takeFiles<F extends { type: string; size: number }>(
  current: readonly { type: string }[],
  chosen: readonly F[],
  maxBytes: number,
): { taken: F[]; refusal: FileRefusal | null } {
  let refusal: FileRefusal | null = null;
  const refuse = (reason: FileRefusal) => (refusal ??= reason);
  const fitting = chosen.filter((file) => {
    if (!UPLOAD_MIME.document.includes(file.type)) return (refuse('voucherDrafts.fileType'), false);
    if (!fitsOrShrinks(file, maxBytes)) return (refuse('voucherDrafts.fileTooLarge'), false);
    return true;
  });
  const pdfs = fitting.filter(isPdf);
  if (pdfs.length > 0) {
    // One PDF, alone: taken only when the voucher is empty and it is the only file chosen.
    if (current.length === 0 && fitting.length === 1) return { taken: pdfs, refusal };
    refuse('voucherDrafts.pdfAlone');
  }
  if (current.some(isPdf)) return { taken: [], refusal: fitting.length > 0 ? 'voucherDrafts.pdfAlone' : refusal };
  const pictures = fitting.filter((file) => !isPdf(file));
  const room = Math.max(0, VOUCHER_IMAGES_MAX - current.length);
  if (pictures.length > room) refuse('voucherDrafts.tooMany');
  return { taken: pictures.slice(0, room), refusal };
}

/** The files rule the request's schema cannot see (it has keys only): one PDF alone, or up to 9 pictures. */
export function voucherFilesRule(files: readonly { type: string }[]): FileRefusal | undefined {
  if (files.some(isPdf) && files.length > 1) return 'voucherDrafts.pdfAlone';
  if (files.length > VOUCHER_IMAGES_MAX) return 'voucherDrafts.tooMany';
  return undefined;
}

/** Whether the voucher can take another file (no PDF in it, fewer than 9 pictures). */
export const roomForMore = (drafts: readonly { type: string }[]) => !drafts.some(isPdf) && drafts.length < VOUCHER_IMAGES_MAX;

/** The keys of the uploaded files, in order. */
export const uploadedKeys = (drafts: readonly VoucherDraft[]) => drafts.flatMap((draft) => (draft.key ? [draft.key] : []));
