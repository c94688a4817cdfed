// The add-product form's values and the step to the listing request, checked with the contract's
// schema and the domain's listing rules, so the form refuses what the server refuses, with the
// same message keys.
import type { ListingResponse, UpdateListingRequest as UpdateListingBody, ListingVisibility } from '@panel/domain/contract/listings';
import { checkListingRules, LOW_STOCK_DEFAULT, UpdateListingRequest } from '@panel/domain/contract/listings';
import type { CardResponse } from '@panel/domain/contract/cards';
import type { PaymentType, StockMode } from '@panel/domain/constants';
import { amountForInput, typedAmount } from '@panel/domain/format';
import type { Locale } from '@panel/domain/locale';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { pickTypeOf, type ChosenUsers } from './chosen-users';
import { checkTierRows, rowsOfTiers, tiersOfRows, type TierRow } from './tier-editor';

export type ListingValues = {
  name: string;
  picture: string;
  rows: TierRow[];
  discount: string;
  maxPerPurchase: string;
  currency: string;
  paymentMethods: PaymentType[];
  paymentCurrencies: string[];
  onlinePolicyAccepted: boolean;
  stockMode: StockMode;
  limitedQuantity: string;
  /** The low-stock alert's threshold as typed: a whole number of units, 0 for never. */
  lowStockThreshold: string;
  visibility: ListingVisibility;
  listed: boolean;
};

export type ListingField =
  | 'name'
  | 'picture'
  | 'tiers'
  | 'discount'
  | 'maxPerPurchase'
  | 'currency'
  | 'paymentMethods'
  | 'paymentCurrencies'
  | 'onlinePolicyAccepted'
  | 'limitedQuantity'
  | 'lowStockThreshold'
  | 'userIds';

/** The values of a new listing of a card: its name, picture and currency, one tier from 1 unit. */
export function valuesOfCard(card: Pick<CardResponse, 'name' | 'picture' | 'defaultCurrency'>): ListingValues {
  return {
    name: card.name,
    picture: card.picture,
    rows: rowsOfTiers([]),
    discount: '0',
    maxPerPurchase: '',
    currency: card.defaultCurrency,
    paymentMethods: [],
    paymentCurrencies: [card.defaultCurrency],
    onlinePolicyAccepted: false,
    stockMode: 'ALL',
    limitedQuantity: '',
    lowStockThreshold: String(LOW_STOCK_DEFAULT),
    visibility: 'EVERYONE',
    listed: true,
  };
}

/** The values of a saved listing, its amounts in the locale's decimal style. */
export function valuesOfListing(listing: ListingResponse, locale: Locale = 'en'): ListingValues {
  return {
    name: listing.name,
    picture: listing.picture,
    rows: rowsOfTiers(listing.tiers, locale),
    discount: amountForInput(listing.discount, locale),
    maxPerPurchase: listing.maxPerPurchase === null ? '' : String(listing.maxPerPurchase),
    currency: listing.currency,
    paymentMethods: [...listing.paymentMethods],
    paymentCurrencies: [...listing.paymentCurrencies],
    onlinePolicyAccepted: listing.onlinePolicyAccepted,
    stockMode: listing.stockMode,
    limitedQuantity: listing.limitedQuantity === null ? '' : String(listing.limitedQuantity),
    lowStockThreshold: String(listing.lowStockThreshold),
    visibility: listing.visibility,
    listed: listing.listed,
  };
}

const count = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** The threshold typed: digits only (an empty box is no number either, so the contract's message shows). */
const threshold = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request body of the values (the create call adds cardId). */
export function listingBodyOf(values: ListingValues, userIds: readonly string[]): UpdateListingBody {
  return {
    name: values.name,
    picture: values.picture,
    tiers: tiersOfRows(values.rows),
    discount: typedAmount(values.discount) || '0',
    maxPerPurchase: count(values.maxPerPurchase),
    currency: values.currency || null,
    paymentMethods: values.paymentMethods,
    paymentCurrencies: values.paymentCurrencies,
    onlinePolicyAccepted: values.paymentMethods.includes('ONLINE') && values.onlinePolicyAccepted,
    stockMode: values.stockMode,
    limitedQuantity: values.stockMode === 'LIMITED' ? count(values.limitedQuantity) : null,
    lowStockThreshold: threshold(values.lowStockThreshold),
    visibility: values.visibility,
    userIds: values.visibility === 'EVERYONE' ? [] : [...userIds],
    listed: values.listed,
  };
}

export type ListingCheck = {
  /** A message key per field. */
  errors: Partial<Record<ListingField, string>>;
  /** The tier row and box the tier message concerns. */
  tier: { rowKey: number | null; box: string | null } | null;
};

const NUMBER_FIELDS: readonly string[] = ['maxPerPurchase', 'limitedQuantity'];

/** Checks the values as the server will: the tiers first, then the schema, then the listing rules. */
export function checkListing(values: ListingValues, userIds: readonly string[]): ListingCheck {
  const errors: Partial<Record<ListingField, string>> = {};
  const tier = checkTierRows(values.rows);
  if (tier) errors.tiers = tier.rule;
  const body = listingBodyOf(values, userIds);
  const parsed = UpdateListingRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as ListingField;
      if (field === 'tiers') continue;
      const message = issue.message.startsWith('validation.') ? issue.message : NUMBER_FIELDS.includes(field) ? 'validation.quantity' : 'validation.required';
      errors[field] ??= message;
    }
    return { errors, tier };
  }
  if (!tier) {
    const broken = checkListingRules(parsed.data);
    if (broken) {
      const field = (broken.field.startsWith('tiers') ? 'tiers' : broken.field.split('.')[0]) as ListingField;
      errors[field] = broken.rule;
    }
  }
  return { errors, tier };
}

/** What the form checks besides its values: the users chosen on the picker screen, per list. */
export type ListingContext = { users: ChosenUsers };

/** The form field a failure shows at: the tier editor holds the tiers. */
export function listingFieldOf(path: string): ListingField | 'rows' | undefined {
  const field = path.split('.')[0];
  if (field === 'tiers') return 'rows';
  const known: readonly string[] = [
    'name',
    'picture',
    'discount',
    'maxPerPurchase',
    'currency',
    'paymentMethods',
    'paymentCurrencies',
    'onlinePolicyAccepted',
    'limitedQuantity',
    'lowStockThreshold',
    'userIds',
  ];
  return known.includes(field) ? (field as ListingField) : undefined;
}

/**
 * The form's resolver: checkListing (the domain's tier rules, the contract's schema and the listing
 * rules) with the chosen users of the context; the submit gets the request body.
 */
export const listingResolver: Resolver<ListingValues, unknown, UpdateListingBody> = (values, context) => {
  const users = (context as ListingContext | undefined)?.users;
  const pickType = pickTypeOf(values.visibility);
  const userIds = users && pickType ? users[pickType].map((user) => user.id) : [];
  const found = checkListing(values, userIds);
  const failed = Object.entries(found.errors);
  if (failed.length === 0) return { values: listingBodyOf(values, userIds), errors: {} };
  const errors = Object.fromEntries(failed.map(([field, key]) => [listingFieldOf(field) ?? field, { type: 'rule', message: key }]));
  return { values: {}, errors: errors as FieldErrors<ListingValues> };
};
