// What the order sheet of /goodDetail/{id} offers and sends: the quantities, payment types and
// currencies a listing allows, the price and total of the quantity chosen, and why it cannot be
// ordered yet, all from the domain's checkPurchase (the function the server checks the order with),
// so the sheet never sends what the server would refuse.
import type { PaymentType } from '@panel/domain/constants';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import type { CreateOrderRequest } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { orderPaymentCurrencies, orderPaymentTypes } from '@panel/domain/orders';
import { checkPurchase, purchaseRange, type PurchaseBlocker, type PurchaseCheck, type PurchaseRange } from '@panel/domain/purchase';

/** The listing as the sheet needs it. */
export type SheetListing = Pick<
  MallDetailResponse,
  'id' | 'tiers' | 'discount' | 'maxPerPurchase' | 'minPerPurchase' | 'stock' | 'currency' | 'paymentMethods' | 'paymentCurrencies'
>;

/** What the buyer chose in the sheet. */
export type SheetChoice = { quantity: number; paymentType: PaymentType | null; paymentCurrency: string | null };

/** Why the sheet cannot send the order: a purchase rule, or a payment choice missing or impossible. */
export type SheetProblem =
  | { kind: 'PURCHASE'; blocker: PurchaseBlocker; code: number; limit: number | string }
  | { kind: 'NO_PAYMENT_TYPE'; code: number }
  | { kind: 'PAYMENT_TYPE_REQUIRED'; code: number }
  | { kind: 'NO_CURRENCY'; code: number }
  | { kind: 'CURRENCY_REQUIRED'; code: number };

export type SheetReview = {
  /** The payment types offered: the listing's methods the platform takes now. */
  paymentTypes: PaymentType[];
  /** The payment currencies offered: the listing's the payment type takes (domain orderPaymentCurrencies: no conversion yet, offline in USD only). */
  currencies: string[];
  /** The quantities one purchase may take (the stepper's bounds). */
  range: PurchaseRange;
  check: PurchaseCheck;
  /** The first thing that stops the order; null when it can be sent. */
  problem: SheetProblem | null;
  /** The request to send; null while there is a problem. */
  request: CreateOrderRequest | null;
};

/** The sheet's first choice: the minimum quantity, the first payment type, the first currency that type takes. */
export function initialChoice(listing: SheetListing): SheetChoice {
  const paymentType = orderPaymentTypes(listing.paymentMethods)[0] ?? null;
  return { quantity: purchaseRange(listing).min, paymentType, paymentCurrency: orderPaymentCurrencies(listing, paymentType)[0] ?? null };
}

/** Checks the choice against the listing: the price of the quantity and what, if anything, stops the order. */
export function reviewOrder(listing: SheetListing, choice: SheetChoice): SheetReview {
  const paymentTypes = orderPaymentTypes(listing.paymentMethods);
  const paymentType = choice.paymentType && paymentTypes.includes(choice.paymentType) ? choice.paymentType : null;
  const currencies = orderPaymentCurrencies(listing, paymentType);
  const paymentCurrency = choice.paymentCurrency && currencies.includes(choice.paymentCurrency) ? choice.paymentCurrency : null;
  const check = checkPurchase({ ...listing, quantity: choice.quantity, paymentType: paymentType ?? undefined });
  const review = { paymentTypes, currencies, range: purchaseRange(listing), check };

  let problem: SheetProblem | null = null;
  if (!check.ok) problem = { kind: 'PURCHASE', blocker: check.blocker, code: check.code, limit: check.limit };
  else if (paymentTypes.length === 0) problem = { kind: 'NO_PAYMENT_TYPE', code: ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE };
  else if (!paymentType) problem = { kind: 'PAYMENT_TYPE_REQUIRED', code: ERROR_CODES.PAYMENT_METHOD_REQUIRED };
  else if (currencies.length === 0) problem = { kind: 'NO_CURRENCY', code: ERROR_CODES.CURRENCY_NOT_SUPPORTED };
  else if (!paymentCurrency) problem = { kind: 'CURRENCY_REQUIRED', code: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED };
  if (problem || !check.ok) return { ...review, problem, request: null };

  return {
    ...review,
    problem: null,
    request: { listingId: listing.id, quantity: choice.quantity, paymentType, paymentCurrency, expectedUnitPrice: check.unitPrice },
  };
}

/** The current unit price a 140003 refusal carries (the server's `data.unitPrice`), if any. */
export function newUnitPrice(data: unknown): string | null {
  const price = (data as { unitPrice?: unknown } | null)?.unitPrice;
  return typeof price === 'string' && price !== '' ? price : null;
}

/** The units a buyer may still order from the store while their unpaid orders hold the rest (150044 with blocker UNPAID_UNITS: `data.limit`); null for any other refusal. */
export function unpaidUnitsLeft(data: unknown): number | null {
  const { blocker, limit } = (data as { blocker?: unknown; limit?: unknown } | null) ?? {};
  return blocker === 'UNPAID_UNITS' && typeof limit === 'number' ? limit : null;
}
