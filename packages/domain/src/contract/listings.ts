// Listing calls: what a store offers in its mall (spec sections 2, 3, 5 and 6; design/domain.md
// "Listing"). The spec does not show them; they follow its style under /api/product/listing/....
// The zod schemas check the shape; checkListingRules checks the rules that have their own codes
// (120014, 99991, 99992 ...), so the panel and the server refuse the same things with the same
// codes. See docs/decisions/006-catalogue.md.
import { z } from 'zod';
import { CARD_TYPES, PAYMENT_TYPES, STOCK_MODES } from '../constants';
import { ERROR_CODES } from '../errors';
import { toMinor } from '../money';
import { LOW_STOCK_DEFAULT, LOW_STOCK_MAX } from '../notifications';
import { checkPriceTiers, COUNT_MAX, discountedMinor, isValidDiscount, minimumQuantity, PRICE_SCALE, TIERS_MAX, type PricingRuleError } from '../pricing';
import { withoutBidiControls } from '../validation';
import { CARD_FIELD_MAX, CATALOGUE_CURRENCIES, currencyCode, requiredIfMissing } from './cards';
import { Page, PageRequest } from './envelope';

/** Who sees a listing: everyone (who follows the store), only the chosen users, or everyone but the chosen users. */
export const LISTING_VISIBILITIES = ['EVERYONE', 'OPEN_TO', 'BLOCKED_FOR'] as const;
export type ListingVisibility = (typeof LISTING_VISIBILITIES)[number];

/** Currencies a buyer can pay in: the catalogue currencies and the crypto stablecoins. */
export const PAYMENT_CURRENCIES = [...CATALOGUE_CURRENCIES, 'USDT', 'USDC'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Most users a listing can be opened to or blocked for. */
export const LISTING_USERS_MAX = 500;

const TOO_LONG = { error: 'validation.tooLong' } as const;
const REQUIRED = { error: 'validation.required' } as const;
const requiredText = (max: number) => z.string(REQUIRED).trim().min(1, REQUIRED).max(max, TOO_LONG);
const THRESHOLD = { error: 'validation.lowStockThreshold' } as const;

/**
 * A listing's low-stock threshold: a whole number of units, 0 (never warn) to LOW_STOCK_MAX; anything
 * else is 4001 (validation.lowStockThreshold). Absent: LOW_STOCK_DEFAULT on a new listing, the saved
 * one on an edit.
 */
export const LowStockThreshold = z.number(THRESHOLD).int(THRESHOLD).min(0, THRESHOLD).max(LOW_STOCK_MAX, THRESHOLD);
export { LOW_STOCK_DEFAULT, LOW_STOCK_MAX };

/** One price tier on the wire: prices are decimal strings; checkPriceTiers checks their values. */
export const PriceTierInput = z.object({
  minCount: z.number(requiredIfMissing).int().min(1).max(COUNT_MAX),
  wholesalePrice: z.string(requiredIfMissing).trim(),
  retailPrice: z.string(requiredIfMissing).trim(),
});

/** The fields of a listing the seller sets (create and edit). */
const listingFields = {
  name: withoutBidiControls(requiredText(CARD_FIELD_MAX.name)),
  /** The card's picture, or the key of an image the caller uploaded (POST /api-auth/s3/upload/image/product). */
  picture: requiredText(CARD_FIELD_MAX.picture),
  /** At most TIERS_MAX (4001 validation.tiersMax, as checkPriceTiers says): a longer list is refused before its items are read. */
  tiers: z.array(PriceTierInput, requiredIfMissing).max(TIERS_MAX, { error: 'validation.tiersMax' }),
  /** Overall discount in percent off the wholesale price, '0' to '99.99'. */
  discount: z.string().trim().default('0'),
  /** Most units one purchase may take; null for no limit but the stock. */
  maxPerPurchase: z
    .number()
    .int()
    .min(1)
    .max(COUNT_MAX)
    .nullish()
    .transform((value) => value ?? null),
  /** Currency of the prices; the card's default currency when absent. */
  currency: currencyCode.nullish().transform((value) => value ?? null),
  /** Accepted payment methods, at least one (99992). */
  paymentMethods: z
    .array(z.enum(PAYMENT_TYPES))
    .max(PAYMENT_TYPES.length * 2)
    .default([]),
  /** Accepted payment currencies, at least one (99991). */
  paymentCurrencies: z
    .array(currencyCode)
    .max(PAYMENT_CURRENCIES.length * 2)
    .default([]),
  /** The online payment policy; must be true when ONLINE is offered. */
  onlinePolicyAccepted: z.boolean().default(false),
  stockMode: z.enum(STOCK_MODES, requiredIfMissing),
  /** LIMITED: how many free units to set aside (required then); ignored for ALL. */
  limitedQuantity: z
    .number()
    .int()
    .min(1)
    .max(COUNT_MAX)
    .nullish()
    .transform((value) => value ?? null),
  /** Below this many units for sale the seller is told, once per crossing; 0 = never (LowStockThreshold). */
  lowStockThreshold: LowStockThreshold.optional(),
  visibility: z.enum(LISTING_VISIBILITIES).default('EVERYONE'),
  /** OPEN_TO / BLOCKED_FOR: the chosen users (user ids of the store's followers), at least one. */
  userIds: z.array(z.uuid()).max(LISTING_USERS_MAX).default([]),
  listed: z.boolean().default(true),
};

/** POST /api/product/listing (/listing/addProduct). */
export const CreateListingRequest = z.object({ cardId: z.uuid(), ...listingFields });
export type CreateListingRequest = z.input<typeof CreateListingRequest>;
export type CreateListing = z.output<typeof CreateListingRequest>;

/** PUT /api/product/listing/{id}: the whole listing again (the card cannot change). */
export const UpdateListingRequest = z.object(listingFields);
export type UpdateListingRequest = z.input<typeof UpdateListingRequest>;
export type UpdateListing = z.output<typeof UpdateListingRequest>;

/** PUT /api/product/listing/{id}/shelf: list or unlist. */
export const ListingShelfRequest = z.object({ listed: z.boolean(requiredIfMissing) });
export type ListingShelfRequest = z.infer<typeof ListingShelfRequest>;

/** Path of the listing calls. */
export const ListingParams = z.object({ id: z.uuid() });

/**
 * The first broken listing rule (spec section 5), or null: the tiers (checkPriceTiers), the
 * discount (no tier's price may come to 0.00 after it: 140003), the maximum per purchase (not under the minimum), the currency (140002), a payment
 * method (99992) and currency (99991), the online payment policy when ONLINE is offered (150001),
 * the quantity of a LIMITED listing (150001), and a chosen user when access is opened or
 * blocked (150001).
 */
export function checkListingRules(input: Omit<UpdateListing, 'name' | 'picture'>): PricingRuleError | null {
  const tiers = checkPriceTiers(input.tiers);
  if (tiers) return tiers;
  if (!isValidDiscount(input.discount)) return { code: ERROR_CODES.PARAM_ERROR, field: 'discount', rule: 'validation.discountInvalid' };
  // A tier whose discounted price rounds to 0.00 would make every order on it fail: refused when saved.
  if (input.tiers.some((tier) => discountedMinor(toMinor(tier.wholesalePrice, PRICE_SCALE), input.discount) <= 0n)) {
    return { code: ERROR_CODES.INCORRECT_PRICE, field: 'discount', rule: 'validation.discountedPriceZero' };
  }
  if (input.maxPerPurchase !== null && input.maxPerPurchase < minimumQuantity(input.tiers)) {
    return { code: ERROR_CODES.PARAM_ERROR, field: 'maxPerPurchase', rule: 'validation.maxUnderMinimum' };
  }
  if (input.currency !== null && !(CATALOGUE_CURRENCIES as readonly string[]).includes(input.currency)) {
    return { code: ERROR_CODES.CURRENCY_NOT_SUPPORTED, field: 'currency', rule: 'validation.currency' };
  }
  if (input.paymentMethods.length === 0)
    return { code: ERROR_CODES.PAYMENT_METHOD_REQUIRED, field: 'paymentMethods', rule: 'validation.paymentMethodRequired' };
  if (input.paymentCurrencies.length === 0) {
    return { code: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, field: 'paymentCurrencies', rule: 'validation.paymentCurrencyRequired' };
  }
  const unsupported = input.paymentCurrencies.findIndex((currency) => !(PAYMENT_CURRENCIES as readonly string[]).includes(currency));
  if (unsupported >= 0) return { code: ERROR_CODES.CURRENCY_NOT_SUPPORTED, field: `paymentCurrencies.${unsupported}`, rule: 'validation.currency' };
  if (input.paymentMethods.includes('ONLINE') && !input.onlinePolicyAccepted) {
    return { code: ERROR_CODES.REQUIRED_FIELDS_MISSING, field: 'onlinePolicyAccepted', rule: 'validation.onlinePolicy' };
  }
  if (input.stockMode === 'LIMITED' && input.limitedQuantity === null) {
    return { code: ERROR_CODES.REQUIRED_FIELDS_MISSING, field: 'limitedQuantity', rule: 'validation.limitedQuantity' };
  }
  if (input.visibility !== 'EVERYONE' && input.userIds.length === 0) {
    return { code: ERROR_CODES.REQUIRED_FIELDS_MISSING, field: 'userIds', rule: 'validation.userRequired' };
  }
  return null;
}

const Tier = z.object({ minCount: z.number().int(), wholesalePrice: z.string(), retailPrice: z.string() });

/** A chosen user of an OPEN_TO / BLOCKED_FOR listing. */
export const ListingUser = z.object({ id: z.string(), uid: z.string(), nickname: z.string(), avatar: z.string().nullable() });
export type ListingUser = z.infer<typeof ListingUser>;

/** A listing as its seller sees it (the list and /productListing). */
export const ListingSummary = z.object({
  id: z.string(),
  card: z.object({
    id: z.string(),
    type: z.enum(CARD_TYPES),
    name: z.string(),
    picture: z.string(),
    brand: z.string().nullable(),
    /** True for union goods: a card of another store, bought from upstream. */
    union: z.boolean(),
  }),
  name: z.string(),
  picture: z.string(),
  tiers: z.array(Tier),
  discount: z.string(),
  minPerPurchase: z.number().int(),
  maxPerPurchase: z.number().int().nullable(),
  currency: z.string(),
  paymentMethods: z.array(z.enum(PAYMENT_TYPES)),
  paymentCurrencies: z.array(z.string()),
  onlinePolicyAccepted: z.boolean(),
  stockMode: z.enum(STOCK_MODES),
  /** LIMITED: the quantity set aside when it was saved (or left when it was unlisted). */
  limitedQuantity: z.number().int().nullable(),
  /** What a buyer can buy now: ALL = the seller's free units; LIMITED = the units still set aside. */
  stock: z.number().int(),
  outOfStock: z.boolean(),
  /** Below this many units for sale (stock) the seller is told; 0 = never. Only the seller's reads carry it. */
  lowStockThreshold: z.number().int(),
  /** Listed, and its stock under lowStockThreshold. */
  lowStock: z.boolean(),
  visibility: z.enum(LISTING_VISIBILITIES),
  userCount: z.number().int(),
  listed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;

/** GET /api/product/listing/{id}, and the answer of create, edit and shelf: with the chosen users. */
export const ListingResponse = ListingSummary.extend({ users: z.array(ListingUser) });
export type ListingResponse = z.infer<typeof ListingResponse>;

/** GET /api/product/listing/list?listed=&keyword=: the caller's listings, listed and unlisted. */
export const MyListingsQuery = PageRequest.extend({
  listed: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  keyword: z.string().trim().max(CARD_FIELD_MAX.keyword, TOO_LONG).optional(),
});
export type MyListingsQuery = z.input<typeof MyListingsQuery>;
export const MyListingsResponse = Page(ListingSummary);
export type MyListingsResponse = z.infer<typeof MyListingsResponse>;
