// Mall calls (buyer side, spec sections 2 and 6): the listings of the store the caller follows
// that are visible to them. Designed in the spec's style under /api/product/mall/.... A listing
// that does not exist or that the caller may not see is 120009, whichever call asks.
import { z } from 'zod';
import { CARD_TYPES, PAYMENT_TYPES, SALES_CHANNELS, STOCK_MODES } from '../constants';
import { CardResponse, CARD_FIELD_MAX } from './cards';
import { Page, PageRequest } from './envelope';

const TOO_LONG = { error: 'validation.tooLong' } as const;

/** Search and filters of the mall lists: keyword (name or brand), product type, brand (exact, any case). */
export const MallListQuery = PageRequest.extend({
  keyword: z.string().trim().max(CARD_FIELD_MAX.keyword, TOO_LONG).optional(),
  type: z.enum(CARD_TYPES).optional(),
  brand: z.string().trim().max(CARD_FIELD_MAX.dimension, TOO_LONG).optional(),
});
export type MallListQuery = z.input<typeof MallListQuery>;

/** The store a mall list belongs to. */
export const MallStore = z.object({ id: z.string(), uid: z.string(), name: z.string().nullable(), avatar: z.string().nullable() });
export type MallStore = z.infer<typeof MallStore>;

/** One listing in the mall (the buy tab) and on /following/store/products/{id}. */
export const MallItem = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  type: z.enum(CARD_TYPES),
  brand: z.string().nullable(),
  currency: z.string(),
  /** The unit price of the lowest tier after the overall discount ("from"). */
  fromPrice: z.string(),
  minPerPurchase: z.number().int(),
  maxPerPurchase: z.number().int().nullable(),
  stock: z.number().int(),
  /** Fewer units in stock than the minimum purchase. */
  outOfStock: z.boolean(),
  storeId: z.string(),
});
export type MallItem = z.infer<typeof MallItem>;

/** GET /api/product/mall/list: the store the caller follows (null when none) and its listings visible to the caller. */
export const MallListResponse = Page(MallItem).extend({ store: MallStore.nullable() });
export type MallListResponse = z.infer<typeof MallListResponse>;

/** GET /api/product/mall/brands: the brands of the listings the caller sees, for the filter. */
export const MallBrandsResponse = z.array(z.string());
export type MallBrandsResponse = z.infer<typeof MallBrandsResponse>;

/** Path of GET /api/product/mall/store/{storeId} (for /following/store/products/{id}). */
export const MallStoreParams = z.object({ storeId: z.uuid() });
/** GET /api/product/mall/store/{storeId}: the store's listings visible to the caller (150004 unless the caller follows it). */
export const MallStoreListResponse = Page(MallItem);
export type MallStoreListResponse = z.infer<typeof MallStoreListResponse>;

/** Path and query of GET /api/product/mall/detail/{id}?quantity= (/goodDetail/{id}). */
export const MallDetailParams = z.object({ id: z.uuid() });
export const MallDetailQuery = z.object({ quantity: z.coerce.number().int().min(1).max(1_000_000).optional() });
export type MallDetailQuery = z.input<typeof MallDetailQuery>;

const TierRow = z.object({
  minCount: z.number().int(),
  maxCount: z.number().int().nullable(),
  wholesalePrice: z.string(),
  retailPrice: z.string(),
  /** What one unit costs in this tier after the overall discount. */
  unitPrice: z.string(),
});

/** The price of a quantity (pricing.ts quotePrice). */
export const MallQuote = z.object({
  quantity: z.number().int(),
  tier: z.object({ minCount: z.number().int(), wholesalePrice: z.string(), retailPrice: z.string() }),
  listUnitPrice: z.string(),
  unitPrice: z.string(),
  retailUnitPrice: z.string(),
  totalPrice: z.string(),
});

/** Why the buy button cannot go on: not enough stock, or the quantity is outside minimum..maximum. */
export const BUY_BLOCKERS = ['OUT_OF_STOCK', 'UNDER_MINIMUM', 'OVER_MAXIMUM', 'OVER_STOCK'] as const;

/** GET /api/product/mall/detail/{id}: everything a buyer needs on /goodDetail/{id}. */
export const MallDetailResponse = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  store: MallStore,
  card: z.object({
    id: z.string(),
    type: z.enum(CARD_TYPES),
    name: z.string(),
    description: z.string().nullable(),
    defaultCurrency: z.string(),
    currencyUnit: z.string().nullable(),
    salesChannel: z.enum(SALES_CHANNELS).nullable(),
    dimensions: CardResponse.shape.dimensions,
  }),
  currency: z.string(),
  discount: z.string(),
  tiers: z.array(TierRow),
  minPerPurchase: z.number().int(),
  /** The maximum per purchase the seller set (null: only the stock limits it). */
  maxPerPurchase: z.number().int().nullable(),
  stockMode: z.enum(STOCK_MODES),
  stock: z.number().int(),
  outOfStock: z.boolean(),
  paymentMethods: z.array(z.enum(PAYMENT_TYPES)),
  paymentCurrencies: z.array(z.string()),
  /** The price of the quantity asked (?quantity=, else the minimum); null when it is under the minimum. */
  quote: MallQuote.nullable(),
  /** Why the quantity asked cannot be bought now; null when it can. */
  buyBlocker: z.enum(BUY_BLOCKERS).nullable(),
});
export type MallDetailResponse = z.infer<typeof MallDetailResponse>;
