// Card and stock calls (spec sections 2, 3 and 5; design/domain.md "The reseller chain and
// stock"). The spec does not show them; they follow its style under /api/product/card/... and
// /api/product/stock/.... See docs/decisions/006-catalogue.md.
import { ERROR_CODES } from '../errors';
import { z } from 'zod';
import { CARD_STATUSES, CARD_TYPES, PERIOD_KEYS, SALES_CHANNELS, SERVICE_TYPES } from '../constants';
import { withoutBidiControls } from '../validation';
import { Page, PageRequest } from './envelope';

/** No-permission code (catalogue group) of a card, unit or listing that is not the caller's, or an unknown id. */
export const CATALOGUE_NO_PERMISSION_CODE = ERROR_CODES.CATALOGUE_NO_PERMISSION;
/** No-permission code of listing union goods (a card of another store) by a store that is not usable yet. */
export const UNION_GOODS_DENIED_CODE = ERROR_CODES.UNION_GOODS_DENIED;

/** Currencies a card can be priced in (ISO 4217). Anything else is 140002. */
export const CATALOGUE_CURRENCIES = ['USD', 'EUR', 'BRL', 'MXN'] as const;
export type CatalogueCurrency = (typeof CATALOGUE_CURRENCIES)[number];

/** Upper bounds of the card's text fields (60002 above them) and of the session counts. */
export const CARD_FIELD_MAX = {
  name: 60,
  picture: 200,
  description: 1000,
  currencyUnit: 20,
  dimension: 60,
  salesArea: 200,
  sessions: 1000,
  keyword: 50,
} as const;

/** Most units one stock change mints or retires. */
export const STOCK_CHANGE_MAX = 10_000;

/**
 * Where a unit stands for its owner: FREE (in stock, sellable), RESERVED (held by an order),
 * LISTED (set aside for a LIMITED listing), RETIRED (taken out of stock by the origin store).
 */
/** CODED: turned into an activation code (the code's unit); RECHARGED: spent on recharging a client account. */
export const UNIT_STATES = ['FREE', 'RESERVED', 'LISTED', 'RETIRED', 'CODED', 'RECHARGED'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** Filters of the unit list: a stock state, or LOCKED (status LOCKED, whatever its state). */
export const UNIT_FILTERS = ['FREE', 'RESERVED', 'LISTED', 'LOCKED', 'RETIRED'] as const;
export type UnitFilter = (typeof UNIT_FILTERS)[number];

/** Kinds of stock movement in a card's history. */
export const MOVEMENT_KINDS = ['MINTED', 'BOUGHT', 'SOLD', 'RETIRED', 'CODED', 'RECHARGED', 'RECHARGE_UNDONE'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** OWN: a card the caller's store created (its origin). BOUGHT: a card of another store the caller holds units of (union goods). */
export const STOCK_SOURCES = ['OWN', 'BOUGHT'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

const TOO_LONG = { error: 'validation.tooLong' } as const;
const REQUIRED = { error: 'validation.required' } as const;
/** 'validation.required' when the field is missing (150001), zod's own message otherwise (4001). */
export const requiredIfMissing = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : undefined) };

/** Required text: trimmed, not empty, at most `max`. */
export const requiredText = (max: number) => z.string(REQUIRED).trim().min(1, REQUIRED).max(max, TOO_LONG);
/** Optional text: trimmed, at most `max`; empty or absent becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((value) => (value ? value : null));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullish()
    .transform((value) => value ?? null);
const sessions = z
  .number()
  .int()
  .min(0)
  .max(CARD_FIELD_MAX.sessions)
  .nullish()
  .transform((value) => value ?? null);
/** A three-letter currency code; whether it is supported is checked by the rules (140002). */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,4}$/, { error: 'validation.currency' });

/** The product dimensions of spec section 3. All optional; the period plan is exactly one of the spec's period values. */
export const CardDimensions = z.object({
  brand: optionalText(CARD_FIELD_MAX.dimension),
  serviceType: optionalEnum(SERVICE_TYPES),
  chargingType: optionalText(CARD_FIELD_MAX.dimension),
  periodPlan: optionalEnum(PERIOD_KEYS),
  networkType: optionalText(CARD_FIELD_MAX.dimension),
  cdnIncluded: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  totalSessions: sessions,
  tvSessions: sessions,
  mobileWebSessions: sessions,
  providerPlatform: optionalText(CARD_FIELD_MAX.dimension),
  salesArea: optionalText(CARD_FIELD_MAX.salesArea),
});
export type CardDimensions = z.output<typeof CardDimensions>;

/** POST /api/product/card (/selectCard picks the type, /setCardProperty the rest). Type, name and picture are required. */
export const CreateCardRequest = z.object({
  type: z.enum(CARD_TYPES, requiredIfMissing),
  name: withoutBidiControls(requiredText(CARD_FIELD_MAX.name)),
  /** The key of an image the caller uploaded (POST /api-auth/s3/upload/image/product). */
  picture: requiredText(CARD_FIELD_MAX.picture),
  description: optionalText(CARD_FIELD_MAX.description),
  defaultCurrency: currencyCode.default('USD'),
  /** The unit the card's value is counted in (credits, points ...), free text. */
  currencyUnit: optionalText(CARD_FIELD_MAX.currencyUnit),
  salesChannel: optionalEnum(SALES_CHANNELS),
  ...CardDimensions.shape,
});
export type CreateCardRequest = z.input<typeof CreateCardRequest>;
export type CreateCard = z.output<typeof CreateCardRequest>;

/** PUT /api/product/card/{id}: the origin store edits everything but the type. */
export const UpdateCardRequest = CreateCardRequest.omit({ type: true });
export type UpdateCardRequest = z.input<typeof UpdateCardRequest>;
export type UpdateCard = z.output<typeof UpdateCardRequest>;

/** Path of the card, stock detail, unit and movement calls. */
export const CardParams = z.object({ id: z.uuid() });

/**
 * The caller's units of a card: free + reserved + listed (+ locked) is what they hold; retired
 * units are the ones the origin took out of stock. `minted` and `sold` are the origin's totals
 * (minted: every unit ever made; null for a card of another store).
 */
export const StockCounts = z.object({
  free: z.number().int(),
  reserved: z.number().int(),
  listed: z.number().int(),
  locked: z.number().int(),
  retired: z.number().int(),
  minted: z.number().int().nullable(),
  sold: z.number().int(),
  bought: z.number().int(),
});
export type StockCounts = z.infer<typeof StockCounts>;

/** A card as its origin or a holder sees it. */
export const CardResponse = z.object({
  id: z.string(),
  /** The card's public number; its units' card numbers start with it. */
  code: z.string(),
  type: z.enum(CARD_TYPES),
  name: z.string(),
  picture: z.string(),
  description: z.string().nullable(),
  defaultCurrency: z.string(),
  currencyUnit: z.string().nullable(),
  salesChannel: z.enum(SALES_CHANNELS).nullable(),
  dimensions: z.object({
    brand: z.string().nullable(),
    serviceType: z.enum(SERVICE_TYPES).nullable(),
    chargingType: z.string().nullable(),
    periodPlan: z.enum(PERIOD_KEYS).nullable(),
    networkType: z.string().nullable(),
    cdnIncluded: z.boolean().nullable(),
    totalSessions: z.number().int().nullable(),
    tvSessions: z.number().int().nullable(),
    mobileWebSessions: z.number().int().nullable(),
    providerPlatform: z.string().nullable(),
    salesArea: z.string().nullable(),
  }),
  originStore: z.object({ id: z.string(), uid: z.string(), name: z.string().nullable() }),
  /** OWN for the origin store, BOUGHT for a card of another store (union goods). */
  source: z.enum(STOCK_SOURCES),
  counts: StockCounts,
  /** The caller's listing of this card, if any (one per card). */
  listingId: z.string().nullable(),
  createdAt: z.string(),
});
export type CardResponse = z.infer<typeof CardResponse>;

/** The days the sales of the stock screens look back over. */
export const SALES_WINDOW_DAYS = 7;

/**
 * A card's units for sale against its sales, as its seller (the caller) sees it on the stock screens.
 * `forSale` is what the caller's listing of the card sells now (its stock: the free units, or the
 * ones set aside for a LIMITED listing); 0 without a listed listing. `soldLast7Days`: units of the
 * card in the caller's orders as seller delivered in the last SALES_WINDOW_DAYS days. `coverDays`:
 * forSale / (soldLast7Days / 7), one decimal, null when nothing sold or not listed. `lowStock`: listed and forSale
 * under the listing's threshold (never with a threshold of 0).
 */
export const StockCover = z.object({
  listingId: z.string().nullable(),
  listed: z.boolean(),
  forSale: z.number().int(),
  soldLast7Days: z.number().int(),
  coverDays: z.number().nullable(),
  /** The listing's low-stock threshold; null without a listing. */
  lowStockThreshold: z.number().int().nullable(),
  lowStock: z.boolean(),
});
export type StockCover = z.infer<typeof StockCover>;

/** A card of the stock list with its cover. */
export const StockCard = CardResponse.extend({ cover: StockCover });
export type StockCard = z.infer<typeof StockCard>;

/** GET /api/product/stock/list: the caller's cards (own and bought) with their counts, for /stock and /selectCard. */
export const StockListQuery = PageRequest.extend({
  keyword: z.string().trim().max(CARD_FIELD_MAX.keyword, TOO_LONG).optional(),
  type: z.enum(CARD_TYPES).optional(),
  source: z.enum(STOCK_SOURCES).optional(),
});
export type StockListQuery = z.input<typeof StockListQuery>;
export const StockListResponse = Page(CardResponse);
export type StockListResponse = z.infer<typeof StockListResponse>;
/** The answer of GET /api/product/stock/list: StockListResponse with each card's cover. */
export const StockCardsResponse = Page(StockCard);
export type StockCardsResponse = z.infer<typeof StockCardsResponse>;

/** POST /api/product/stock/change: +N mints N units, -N retires N free units; zero is 120050. Origin store only. */
export const StockChangeRequest = z.object({
  cardId: z.uuid(),
  change: z.number(requiredIfMissing).int().min(-STOCK_CHANGE_MAX).max(STOCK_CHANGE_MAX),
});
export type StockChangeRequest = z.input<typeof StockChangeRequest>;

export const StockChangeResponse = z.object({
  cardId: z.string(),
  change: z.number().int(),
  /** Card numbers of the units minted (first and last), null for a retirement. */
  firstCardNumber: z.string().nullable(),
  lastCardNumber: z.string().nullable(),
  counts: StockCounts,
});
export type StockChangeResponse = z.infer<typeof StockChangeResponse>;

/** GET /api/product/stock/detail/{id}: the card, the caller's counts, and their units by card status. */
export const StockDetailResponse = z.object({
  card: CardResponse,
  /** The caller's units (not retired) by card status. */
  byStatus: z.object({ NORMAL: z.number().int(), ACTIVATED: z.number().int(), LOCKED: z.number().int() }),
  /** Units for sale, sales of the last 7 days and days of cover. */
  cover: StockCover,
});
export type StockDetailResponse = z.infer<typeof StockDetailResponse>;

/** GET /api/product/stock/units/{id}?filter=: the caller's units of a card, by card number. */
export const StockUnitsQuery = PageRequest.extend({ filter: z.enum(UNIT_FILTERS).optional() });
export type StockUnitsQuery = z.input<typeof StockUnitsQuery>;

export const StockUnit = z.object({
  cardNumber: z.string(),
  status: z.enum(CARD_STATUSES),
  state: z.enum(UNIT_STATES),
  /** The LIMITED listing the unit is set aside for. */
  listingId: z.string().nullable(),
  /** The order that moved the unit to its owner; null for a unit the owner minted. */
  acquiredOrderId: z.string().nullable(),
  acquiredAt: z.string(),
});
export type StockUnit = z.infer<typeof StockUnit>;
export const StockUnitsResponse = Page(StockUnit);
export type StockUnitsResponse = z.infer<typeof StockUnitsResponse>;

/** GET /api/product/stock/movements/{id}: the caller's history of a card, newest first. */
export const StockMovement = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  quantity: z.number().int(),
  /** The order behind a BOUGHT or SOLD movement. */
  orderId: z.string().nullable(),
  /** Who did it: the operator of a mint or retirement, the buyer or seller of an order. */
  operator: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  /** The other side of a BOUGHT or SOLD movement. */
  counterparty: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  firstCardNumber: z.string().nullable(),
  lastCardNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;
export const StockMovementsResponse = Page(StockMovement);
export type StockMovementsResponse = z.infer<typeof StockMovementsResponse>;
