// The price of a listing (spec sections 3 and 5): price tiers (minimum count -> wholesale and
// retail price), an overall discount, and the quantity a buyer picks. Panel and server both use
// these functions, so the price a buyer is shown is the price the server computes. Decimal
// strings in and out, integer minor units inside: no floating point touches a price.
import { ERROR_CODES, type ErrorCode } from './errors';
import { BASIS_POINTS_WHOLE, fromMinor, isDecimalString, percentToBasisPoints, roundDiv, toMinor } from './money';

/** Decimals of every listing price (all catalogue currencies have cents). */
export const PRICE_SCALE = 2;
/** Highest price of one unit. */
export const PRICE_MAX = '99999999.99';
/** Highest overall discount, in percent off (100 would give the goods away). */
export const DISCOUNT_MAX = '99.99';
/** Most price tiers a listing can have. */
export const TIERS_MAX = 20;
/** Highest minimum count of a tier (and highest quantity that can be priced). */
export const COUNT_MAX = 1_000_000;

/** One price tier: from `minCount` units on, each costs `wholesalePrice`; `retailPrice` is the suggested resale price. */
export type PriceTier = { minCount: number; wholesalePrice: string; retailPrice: string };

/** A broken pricing rule: the catalogue code, the field (path) it concerns, and a message key. */
export type PricingRuleError = { code: ErrorCode; field: string; rule: string };

const BASIS = BigInt(BASIS_POINTS_WHOLE);
const priceMax = toMinor(PRICE_MAX, PRICE_SCALE);
const discountMax = toMinor(DISCOUNT_MAX, PRICE_SCALE);

const isCount = (value: number) => Number.isInteger(value) && value >= 1 && value <= COUNT_MAX;

/** True for a price string with at most 2 decimals, above zero and at most PRICE_MAX. */
export function isValidPrice(price: unknown): price is string {
  if (!isDecimalString(price, PRICE_SCALE)) return false;
  const minor = toMinor(price, PRICE_SCALE);
  return minor > 0n && minor <= priceMax;
}

/** True for a discount string ('0' to '99.99' percent off, at most 2 decimals). */
export function isValidDiscount(discount: unknown): discount is string {
  if (!isDecimalString(discount, PRICE_SCALE)) return false;
  const minor = toMinor(discount, PRICE_SCALE);
  return minor >= 0n && minor <= discountMax;
}

/**
 * Checks the tiers of a listing and answers the first broken rule, or null: at least one tier
 * (150001), counts whole and at least 1 (4001), prices valid and positive (140003), minimum
 * counts unique (4001), wholesale != retail (120014).
 */
export function checkPriceTiers(tiers: readonly PriceTier[]): PricingRuleError | null {
  if (tiers.length === 0) return { code: ERROR_CODES.REQUIRED_FIELDS_MISSING, field: 'tiers', rule: 'validation.tiersRequired' };
  if (tiers.length > TIERS_MAX) return { code: ERROR_CODES.PARAM_ERROR, field: 'tiers', rule: 'validation.tiersMax' };
  const seen = new Set<number>();
  for (const [index, tier] of tiers.entries()) {
    if (!isCount(tier.minCount)) return { code: ERROR_CODES.PARAM_ERROR, field: `tiers.${index}.minCount`, rule: 'validation.quantity' };
    for (const field of ['wholesalePrice', 'retailPrice'] as const) {
      if (!isValidPrice(tier[field])) return { code: ERROR_CODES.INCORRECT_PRICE, field: `tiers.${index}.${field}`, rule: 'validation.priceInvalid' };
    }
    if (seen.has(tier.minCount)) {
      return { code: ERROR_CODES.PARAM_ERROR, field: `tiers.${index}.minCount`, rule: 'validation.tierMinCountDuplicate' };
    }
    seen.add(tier.minCount);
    if (toMinor(tier.wholesalePrice, PRICE_SCALE) === toMinor(tier.retailPrice, PRICE_SCALE)) {
      return { code: ERROR_CODES.WHOLESALE_EQUALS_RETAIL, field: `tiers.${index}.retailPrice`, rule: 'validation.wholesaleEqualsRetail' };
    }
  }
  return null;
}

/** The tiers by minimum count, prices rewritten with exactly 2 decimals ('5' -> '5.00'). */
export function normalizeTiers(tiers: readonly PriceTier[]): PriceTier[] {
  return [...tiers]
    .sort((a, b) => a.minCount - b.minCount)
    .map((tier) => ({
      minCount: tier.minCount,
      wholesalePrice: fromMinor(toMinor(tier.wholesalePrice, PRICE_SCALE), PRICE_SCALE),
      retailPrice: fromMinor(toMinor(tier.retailPrice, PRICE_SCALE), PRICE_SCALE),
    }));
}

/** The smallest quantity that can be bought: the lowest minimum count (1 when there are no tiers). */
export function minimumQuantity(tiers: readonly PriceTier[]): number {
  return tiers.length === 0 ? 1 : Math.min(...tiers.map((tier) => tier.minCount));
}

/** The tier a quantity reaches: the one with the highest minimum count not above it; null under the lowest. */
export function applicableTier(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of tiers) {
    if (tier.minCount <= quantity && (!best || tier.minCount > best.minCount)) best = tier;
  }
  return best;
}

/** A price less the overall discount (percent off), rounded to the cent by the money rule (money.ts roundDiv), in minor units. */
export function discountedMinor(priceMinor: bigint, discount: string): bigint {
  const basisPoints = BigInt(percentToBasisPoints(discount)); // '12.5' % -> 1250
  return roundDiv(priceMinor * (BASIS - basisPoints), BASIS);
}

/** The price of one unit in a tier after the overall discount, as a decimal string. */
export function unitPriceOf(tier: PriceTier, discount: string): string {
  return fromMinor(discountedMinor(toMinor(tier.wholesalePrice, PRICE_SCALE), discount), PRICE_SCALE);
}

/** "From": the lowest of unit prices (a larger tier is cheaper, so not the first tier's); null for none. */
export function lowestPrice(prices: readonly string[]): string | null {
  return prices.reduce<string | null>((low, price) => (low === null || toMinor(price, PRICE_SCALE) < toMinor(low, PRICE_SCALE) ? price : low), null);
}

/** A row of the tier table a buyer sees: counts from minCount to maxCount (null: no upper end). */
export type TierRow = PriceTier & { maxCount: number | null; unitPrice: string };

/** The tier table of a listing, by minimum count, with the unit price after the discount. */
export function tierTable(tiers: readonly PriceTier[], discount: string): TierRow[] {
  const sorted = normalizeTiers(tiers);
  return sorted.map((tier, index) => ({
    ...tier,
    maxCount: index + 1 < sorted.length ? sorted[index + 1].minCount - 1 : null,
    unitPrice: unitPriceOf(tier, discount),
  }));
}

/** What a quantity costs: the tier it reaches, the unit price before and after the discount, and the total. */
export type PriceQuote = {
  quantity: number;
  tier: PriceTier;
  /** The tier's wholesale price, before the overall discount. */
  listUnitPrice: string;
  /** What one unit costs the buyer: the wholesale price less the overall discount. */
  unitPrice: string;
  /** The tier's suggested retail price (not discounted). */
  retailUnitPrice: string;
  /** unitPrice x quantity. */
  totalPrice: string;
};

/**
 * Prices `quantity` units: the tier the quantity reaches decides the unit price (the wholesale
 * price, less the overall discount); the total is the unit price times the quantity. Null when the
 * quantity is under the lowest minimum count (or not a whole number from 1 up).
 */
export function quotePrice({ tiers, discount, quantity }: { tiers: readonly PriceTier[]; discount: string; quantity: number }): PriceQuote | null {
  if (!isCount(quantity)) return null;
  const tier = applicableTier(tiers, quantity);
  if (!tier) return null;
  const [normalized] = normalizeTiers([tier]);
  const unitMinor = discountedMinor(toMinor(tier.wholesalePrice, PRICE_SCALE), discount);
  return {
    quantity,
    tier: normalized,
    listUnitPrice: normalized.wholesalePrice,
    unitPrice: fromMinor(unitMinor, PRICE_SCALE),
    retailUnitPrice: normalized.retailPrice,
    totalPrice: fromMinor(unitMinor * BigInt(quantity), PRICE_SCALE),
  };
}
