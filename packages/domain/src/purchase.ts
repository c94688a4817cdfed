// The rules a purchase must pass (spec sections 6 and 9; design/domain.md "Orders"): enough stock
// for the minimum, the quantity within the listing's minimum and maximum per purchase and within the
// stock, and an online payment within the per-transaction limit of its currency. The buyer's screen
// and the server answer from this one function, so the panel never offers what the server refuses.
import { ONLINE_PAYMENT_LIMITS, type PaymentType } from './constants';
import { ERROR_CODES } from './errors';
import { toMinor } from './money';
import { COUNT_MAX, minimumQuantity, PRICE_SCALE, quotePrice, type PriceQuote, type PriceTier } from './pricing';

/** Why a quantity cannot be bought, most basic first (the first four are the contract's BUY_BLOCKERS). */
export const PURCHASE_BLOCKERS = ['OUT_OF_STOCK', 'UNDER_MINIMUM', 'OVER_MAXIMUM', 'OVER_STOCK', 'OVER_PAYMENT_LIMIT'] as const;
export type PurchaseBlocker = (typeof PURCHASE_BLOCKERS)[number];

/** The catalogue code each blocker answers with. */
export const PURCHASE_BLOCKER_CODES = {
  OUT_OF_STOCK: ERROR_CODES.INSUFFICIENT_STOCK,
  UNDER_MINIMUM: ERROR_CODES.UNDER_PURCHASE_MINIMUM,
  OVER_MAXIMUM: ERROR_CODES.OVER_PURCHASE_MAXIMUM,
  OVER_STOCK: ERROR_CODES.INSUFFICIENT_STOCK,
  OVER_PAYMENT_LIMIT: ERROR_CODES.OVER_PAYMENT_LIMIT,
} as const satisfies Record<PurchaseBlocker, number>;

export type PurchaseInput = {
  /** The listing's price tiers; the lowest minimum count is the minimum per purchase. */
  tiers: readonly PriceTier[];
  /** Overall discount, percent off ('0' when absent). */
  discount?: string;
  /** Most units one purchase may take; null: only the stock limits it. */
  maxPerPurchase: number | null;
  /** Units the listing can sell now. */
  stock: number;
  quantity: number;
  /** Currency of the prices; with an ONLINE payment, its per-transaction limit applies (USD, BRL, MXN). */
  currency?: string;
  /** How the purchase will be paid, when known. */
  paymentType?: PaymentType;
};

/** The smallest and largest quantity a listing lets one purchase take (min = max + 1 when none can be bought). */
export type PurchaseRange = { min: number; max: number };

export type PurchaseCheck =
  | {
      ok: true;
      quote: PriceQuote;
      /** What one unit costs after the discount (quote.unitPrice). */
      unitPrice: string;
      /** unitPrice x quantity (quote.totalPrice). */
      totalPrice: string;
    }
  | {
      ok: false;
      blocker: PurchaseBlocker;
      /** 120035, 150046, 150044 or 140068. */
      code: number;
      /** The bound the quantity or total broke: the minimum, maximum, stock, or the payment limit. */
      limit: number | string;
      /** The price of the quantity when it reaches a tier (shown even when it cannot be bought). */
      quote: PriceQuote | null;
    };

/** The quantities a listing lets one purchase take: from the minimum to the smallest of the maximum, the stock and COUNT_MAX. */
export function purchaseRange({ tiers, maxPerPurchase, stock }: Pick<PurchaseInput, 'tiers' | 'maxPerPurchase' | 'stock'>): PurchaseRange {
  return { min: minimumQuantity(tiers), max: Math.min(maxPerPurchase ?? COUNT_MAX, Math.max(0, stock), COUNT_MAX) };
}

/** The online payment limit per transaction in `currency`, as a decimal string; null when it has none. */
export function onlinePaymentLimit(currency: string | undefined): string | null {
  return currency !== undefined && Object.hasOwn(ONLINE_PAYMENT_LIMITS, currency)
    ? ONLINE_PAYMENT_LIMITS[currency as keyof typeof ONLINE_PAYMENT_LIMITS]
    : null;
}

/**
 * Checks a purchase of `quantity` units and answers the first rule it breaks, in this order: stock
 * under the minimum (120035), quantity under the minimum (150046), over the maximum per purchase
 * (150044), over the stock (120035), an ONLINE total over its currency's limit (140068); else ok
 * with the unit price and the total.
 */
export function checkPurchase(input: PurchaseInput): PurchaseCheck {
  const { tiers, discount = '0', quantity, currency, paymentType } = input;
  const { min, max } = purchaseRange(input);
  const quote = Number.isInteger(quantity) ? quotePrice({ tiers, discount, quantity }) : null;
  const blocked = (blocker: PurchaseBlocker, limit: number | string): PurchaseCheck => ({
    ok: false,
    blocker,
    code: PURCHASE_BLOCKER_CODES[blocker],
    limit,
    quote,
  });

  if (input.stock < min) return blocked('OUT_OF_STOCK', input.stock);
  if (!Number.isInteger(quantity) || quantity < min) return blocked('UNDER_MINIMUM', min);
  const maximum = Math.min(input.maxPerPurchase ?? COUNT_MAX, COUNT_MAX);
  if (quantity > maximum) return blocked('OVER_MAXIMUM', maximum);
  if (quantity > max) return blocked('OVER_STOCK', input.stock);
  if (!quote) return blocked('UNDER_MINIMUM', min);
  const limit = paymentType === 'ONLINE' ? onlinePaymentLimit(currency) : null;
  if (limit !== null && toMinor(quote.totalPrice, PRICE_SCALE) > toMinor(limit, PRICE_SCALE)) return blocked('OVER_PAYMENT_LIMIT', limit);
  return { ok: true, quote, unitPrice: quote.unitPrice, totalPrice: quote.totalPrice };
}
