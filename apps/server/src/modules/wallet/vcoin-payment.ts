// Paying an order with VCoin (/payment/vcoin/{id}; spec sections 4 and 7; design/domain.md "Orders"):
// the due, converted at the operator's rate for the order's currency, moves from the buyer's wallet
// to the seller's in one ledger transaction, and the order is paid and delivered in the same
// database transaction (orders/order-payment confirmPayment). The quote snapshots the rate; paying
// after it changed is 150043 (quote again).
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { isCurrency, RATE_DECIMALS, roundDiv } from '@panel/domain/money';
import { canPayWithVcoin } from '@panel/domain/orders';
import type { PayWithVcoinResponse, VcoinQuoteResponse } from '@panel/domain/contract/wallet';
import { toVcoin, vcoinText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { post, walletOf } from '../ledger/ledger.public';
import { confirmPayment, amountOf, factsOf, orderAccessDenied, lockOrder, type Order } from '../orders/orders.public';
import { currentRate, sameRate } from '../rates/rates.public';
import { readWallet } from './wallet.service';

const dueOf = (order: Order) => order.amountMinor - order.paidMinor;

/**
 * The order's due in VCoin at the current rate; 140002 when its currency has no rate, 140064 when
 * the due converts to 0.00 VCoin (a ledger movement is never zero, and the goods are not free).
 */
async function quoteOf(db: Db | Tx, order: Order) {
  const rate = await currentRate(db, order.currency);
  if (!rate || !isCurrency(order.currency)) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { currency: order.currency });
  const vcoin = toVcoin({ currency: order.currency, minor: dueOf(order) }, rate.text);
  if (vcoin.minor <= 0n) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { paymentType: 'VCOIN', reason: 'VCOIN_AMOUNT_ZERO' });
  return { rate, vcoinMinor: vcoin.minor };
}

/** The buyer's own VCoin order that can be paid now: 150004 for anyone else's, 140064 for another payment type, 140042 once it cannot be paid. */
function payable(order: Order | undefined, userId: string): Order {
  if (!order || order.buyerId !== userId) throw orderAccessDenied();
  if (order.paymentType !== 'VCOIN') throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { paymentType: order.paymentType });
  if (!canPayWithVcoin(factsOf(order))) throw new AppError(ERROR_CODES.VCOIN_PAYMENT_FAILED, { status: order.status });
  return order;
}

/** GET /api/order/payment/wallet/quote/{id}. */
export async function quoteVcoinPayment(db: Db, orderId: string, userId: string): Promise<VcoinQuoteResponse> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const order = payable(row, userId);
  const [{ rate, vcoinMinor }, wallet] = await Promise.all([quoteOf(db, order), readWallet(db, userId)]);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    amount: amountOf(dueOf(order), order.currency),
    currency: order.currency,
    rate: rate.text,
    vcoinAmount: vcoinText(vcoinMinor),
    available: wallet.available,
    hasPaymentPassword: wallet.hasPaymentPassword,
  };
}

/**
 * POST /api/order/payment/pay/wallet, inside the caller's idempotent transaction (the payment
 * password was checked before it). Locks the order, then the two wallets (the ledger's order).
 */
export async function payWithVcoin(
  tx: Tx,
  input: { orderId: string; rate: string },
  { userId, now }: { userId: string; now: Date },
): Promise<PayWithVcoinResponse> {
  const order = payable(await lockOrder(tx, input.orderId), userId);
  const { rate, vcoinMinor } = await quoteOf(tx, order);
  if (!sameRate(input.rate, rate.scaled)) throw new AppError(ERROR_CODES.EXCHANGE_RATE_CHANGED, { rate: rate.text });
  const [buyer, seller] = [await walletOf(tx, userId), await walletOf(tx, order.sellerId)];
  const { entries } = await post(tx, {
    type: 'ORDER_PAYMENT',
    legs: [
      { accountId: buyer, amountMinor: -vcoinMinor, recordType: 'ORDER_PAYMENT' },
      { accountId: seller, amountMinor: vcoinMinor, recordType: 'INCOME' },
    ],
    orderId: order.id,
    userId,
    now,
  });
  // The attempt records what was paid: VCoin, and the order currency -> VCoin rate used (scaled by 1e8).
  const scale = 10n ** BigInt(RATE_DECIMALS);
  await tx
    .update(paymentAttempts)
    .set({ currency: 'VCOIN', amountMinor: vcoinMinor, rateScaled: roundDiv(scale * scale, rate.scaled), updatedAt: now })
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'WAITING'), eq(paymentAttempts.type, 'VCOIN')));
  await confirmPayment(tx, order, { receivedMinor: dueOf(order), actor: 'BUYER', userId, reason: 'PAYMENT_SUCCEEDED', now });
  const mine = entries[0]!;
  return { orderId: order.id, vcoinAmount: vcoinText(vcoinMinor), balanceAfter: vcoinText(mine.balanceAfterMinor), recordId: String(mine.id) };
}
