// The seller's two forms on an order: the amount received (confirming a voucher, or the payment
// without one) and the reason of a rejection. Both are checked with the domain's rules, the ones the
// server applies: an amount valid, above zero, at most the order amount and the due balance (spec
// section 5); a reason required and at most VOUCHER_REASON_MAX characters (the contract).
import { RejectVoucherRequest, SellerCancelRequest, type OrderItem } from '@panel/domain/contract/orders';
import { isDecimalString, toMinor } from '@panel/domain/money';
import { paymentAmountSchema } from '@panel/domain/validation';
import { z } from 'zod';
import { domainResolver } from '../../components/form/domain-resolver';
import { typedAmount } from '@panel/domain/format';

export type ReceivedAmountValues = { receivedAmount: string };
export type ReceivedAmountBody = { receivedAmount: string };
export type RejectReasonValues = { reason: string };

/**
 * What the received amount starts at: the amount the buyer reported when it is one the seller can
 * confirm (above zero, at most the due), else the due balance.
 */
export function receivedAmountDefault(reported: string | null | undefined, dueAmount: string): string {
  if (reported && isDecimalString(reported) && isDecimalString(dueAmount)) {
    const minor = toMinor(reported);
    if (minor > 0n && minor <= toMinor(dueAmount)) return reported;
  }
  return dueAmount;
}

/**
 * The received amount of one order: checked against its amount and its due balance. The due is at
 * most the order amount, so an amount over the order amount is said as over the due: the one limit
 * the seller sees.
 */
export function receivedAmountResolver(order: Pick<OrderItem, 'amount' | 'dueAmount'>) {
  const schema = z.object({ receivedAmount: paymentAmountSchema({ orderAmount: order.amount, dueAmount: order.dueAmount }) });
  return domainResolver<ReceivedAmountValues, ReceivedAmountBody>(schema, {
    toInput: (values) => ({ receivedAmount: typedAmount(values.receivedAmount) }),
    message: (_field, key) => (key === 'validation.amountOverOrder' ? 'validation.amountOverDue' : key),
  });
}

/** The rejection reason: the contract's own schema (required, trimmed, at most VOUCHER_REASON_MAX). */
export const rejectReasonResolver = domainResolver<RejectReasonValues, z.output<typeof RejectVoucherRequest>>(RejectVoucherRequest);
/** The reason of cancelling an unpaid order: the contract's own schema (required, trimmed, at most SELLER_CANCEL_REASON_MAX). */
export const cancelReasonResolver = domainResolver<RejectReasonValues, z.output<typeof SellerCancelRequest>>(SellerCancelRequest);
