// The voucher form of /voucherPayment/{id}: its files (shared/vouchers: pictures up to 9, or one PDF
// alone) and the request it sends, checked with the domain's rules (at least one file; the amount
// optional, else positive and at most the order amount and the due balance: paymentAmountSchema).
import type { UploadVoucherRequest } from '@panel/domain/contract/orders';
import { paymentAmountSchema } from '@panel/domain/validation';
import { z } from 'zod';
import { uploadedKeys, type VoucherDraft } from '../../shared/vouchers/voucher-drafts';
import { typedAmount } from '@panel/domain/format';

export type VoucherFormValues = { files: VoucherDraft[]; amount: string };

/** The request the values stand for: the uploaded files' keys, and the amount when one was typed (a decimal comma read as a point). */
export function toVoucherRequest({ files, amount }: VoucherFormValues): UploadVoucherRequest {
  return { files: uploadedKeys(files), amount: typedAmount(amount) || null };
}

/** The request's rules for this order: at least one file; an amount, when given, positive and at most the order amount and the due. */
export function voucherRequestSchema(order: { amount: string; dueAmount: string }) {
  return z.object({
    files: z.array(z.string()).min(1, { error: 'validation.voucherRequired' }),
    amount: paymentAmountSchema({ orderAmount: order.amount, dueAmount: order.dueAmount }).nullable(),
  });
}

export { takeFiles, voucherFilesRule, type VoucherDraft } from '../../shared/vouchers/voucher-drafts';
