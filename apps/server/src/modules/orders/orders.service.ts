// The buyer's side of an order (spec sections 4 and 9; decision 010): making one, which reserves
// its units, and ending one unpaid, by the buyer's cancel or the pay-by sweep, which gives them
// back. Each runs in one transaction under the locks every stock change takes, in one order:
// the follow, the order, the card, the listing, the units.
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CardType, OrderStatus, PaymentType } from '@panel/domain/constants';
import type { CreateOrder, OrderDetailResponse } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { isDecimalString, normalizeDecimal, toMinor } from '@panel/domain/money';
import { AWAITING_PAYMENT_STATUSES, canBuyerCancel, isExpirable, orderPaymentCurrencies, orderPaymentTypes, UNPAID_ORDER_STATUSES } from '@panel/domain/orders';
import { PRICE_SCALE, type PriceTier } from '@panel/domain/pricing';
import { checkPurchase, PURCHASE_BLOCKER_CODES } from '@panel/domain/purchase';
import type { Db } from '../../db/client';
import { cards, listings, orders, paymentAttempts, stores } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { TaskRunner } from '../../tasks/task-runner';
import { shareCard } from '../cards/cards.service';
import { assertCanBuyFrom } from '../follows/follows.service';
import { checkOfflinePayable } from '../sales/payment-accounts.service';
import { discountOf, findTiers, listingStock, visibleTo } from '../listings/listings.service';
import { closeUnpaid } from './order-payment';
import { countWaitingVouchers, exponentOf, factsOf, orderAccessDenied, readOrderDetail, type OrderSnapshot } from './order-reads';
import { reserveUnits } from './order-stock';
import { lockOrder, recordCreated, type Order } from './order-state';

type Listing = typeof listings.$inferSelect;
type Card = typeof cards.$inferSelect;

/** The rate of a payment in the order's own currency: 1, scaled by 1e8 (money.ts). */
const SAME_CURRENCY_RATE = 100_000_000n;

const UNPAID = UNPAID_ORDER_STATUSES as readonly OrderStatus[] as OrderStatus[];

export type OrderSettings = {
  payWithinHours: number;
  /** Units a buyer may hold in one store's orders not yet paid (ORDER_MAX_UNPAID_UNITS_PER_STORE); absent: no cap (seeds, models). */
  maxUnpaidUnits?: number;
};

/** Units the buyer's orders in the store hold while not paid in full. */
async function unpaidUnitsOf(tx: Tx, { buyerId, storeId }: { buyerId: string; storeId: string }): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.storeId, storeId), inArray(orders.status, UNPAID)));
  return row.units;
}

/**
 * The cap on what one buyer holds unpaid in a store: over it, 150044 with the units still allowed
 * (data.limit, 0 when none) and blocker UNPAID_UNITS. A buyer with nothing unpaid in the store may
 * place one order of any size the listing allows (its maximum per purchase, set by the seller): a
 * bulk purchase is not refused, a pile of unpaid orders is. Counted under the follow lock, so two
 * orders at once cannot both slip under it.
 */
async function assertUnpaidCap(tx: Tx, who: { buyerId: string; storeId: string }, quantity: number, cap: number | undefined) {
  if (cap === undefined) return;
  const held = await unpaidUnitsOf(tx, who);
  if (held > 0 && held + quantity > cap) throw new AppError(ERROR_CODES.OVER_PURCHASE_MAXIMUM, { field: 'quantity', blocker: 'UNPAID_UNITS', limit: Math.max(0, cap - held), held });
}

/** A listing the buyer may see (visibleTo), with its seller and what it can sell now; 120009 otherwise. */
async function readVisibleListing(tx: Tx, listingId: string, buyerId: string) {
  const [row] = await tx
    .select({ listing: listings, sellerId: stores.ownerId, stock: listingStock })
    .from(listings)
    .innerJoin(stores, eq(stores.id, listings.storeId))
    .where(and(eq(listings.id, listingId), visibleTo(buyerId)));
  if (!row) throw new AppError(ERROR_CODES.PRODUCT_NOT_FOUND, { field: 'listingId' });
  return row;
}

/**
 * How the buyer pays: a type the listing takes and the platform takes now (99992 absent, 140064
 * otherwise), in a currency the listing takes for that type (99991 absent, 140002 otherwise: see
 * orderPaymentCurrencies; an offline transfer is in USD, and until exchange rates exist the
 * payment currency is the listing's own).
 */
function assertPayment(listing: Listing, { paymentType, paymentCurrency }: Pick<CreateOrder, 'paymentType' | 'paymentCurrency'>): { type: PaymentType; currency: string } {
  if (!paymentType) throw new AppError(ERROR_CODES.PAYMENT_METHOD_REQUIRED, { field: 'paymentType' });
  if (!orderPaymentTypes(listing.paymentMethods).includes(paymentType)) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field: 'paymentType' });
  if (!paymentCurrency) throw new AppError(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, { field: 'paymentCurrency' });
  if (!orderPaymentCurrencies(listing, paymentType).includes(paymentCurrency)) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { field: 'paymentCurrency' });
  return { type: paymentType, currency: paymentCurrency };
}

/** The price the buyer was shown, when they sent it, must still be the price (140003 with the current one). */
function assertExpectedPrice(expected: string | null | undefined, unitPrice: string) {
  if (expected === null || expected === undefined || expected === '') return;
  if (!isDecimalString(expected, PRICE_SCALE)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'expectedUnitPrice' });
  if (normalizeDecimal(expected, PRICE_SCALE) !== unitPrice) throw new AppError(ERROR_CODES.INCORRECT_PRICE, { field: 'expectedUnitPrice', unitPrice });
}

/** The listing as the buyer saw it, frozen on the order. */
async function snapshotOf(tx: Tx, listing: Listing, card: Card, now: Date, tiers?: PriceTier[]): Promise<OrderSnapshot> {
  return {
    name: listing.name,
    picture: listing.picture,
    description: card.description,
    cardType: card.type as CardType,
    currency: listing.currency,
    discount: discountOf(listing),
    tiers: tiers ?? (await findTiers(tx, [listing.id])).get(listing.id) ?? [],
    maxPerPurchase: listing.maxPerPurchase,
    takenAt: now.toISOString(),
  };
}

/** The next order number: the day (UTC) and the order sequence, 'YYYYMMDD' + 8 digits. */
const orderNumber = (now: Date) => sql<string>`to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('order_no_seq')::text, 8, '0')`;

export type PlaceOrder = {
  listing: Listing;
  card: Card;
  sellerId: string;
  buyerId: string;
  quantity: number;
  /** The unit price the quantity reached, a decimal string of the listing's currency. */
  unitPrice: string;
  payment: { type: PaymentType; currency: string };
  payBy: Date;
  now: Date;
  /** The listing's tiers when already read under the card lock (else read again for the snapshot). */
  tiers?: PriceTier[];
};

/**
 * Writes a new order on a held card whose rules were checked: the order (WAITINGPAYMENT), its
 * payment attempt and its CREATED event; its units are reserved by reserveOrderUnits. Answers the order.
 */
async function writeOrder(tx: Tx, p: PlaceOrder): Promise<Order> {
  const unitPriceMinor = toMinor(p.unitPrice, exponentOf(p.listing.currency));
  const amountMinor = unitPriceMinor * BigInt(p.quantity);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: orderNumber(p.now),
      buyerId: p.buyerId,
      storeId: p.listing.storeId,
      sellerId: p.sellerId,
      listingId: p.listing.id,
      cardId: p.card.id,
      status: 'WAITINGPAYMENT',
      paymentType: p.payment.type,
      currency: p.listing.currency,
      paymentCurrency: p.payment.currency,
      quantity: p.quantity,
      unitPriceMinor,
      amountMinor,
      snapshot: await snapshotOf(tx, p.listing, p.card, p.now, p.tiers),
      payBy: p.payBy,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning();
  // Offline and VCoin orders have their one attempt from the start; an online or crypto attempt is made when the buyer picks a method (payments).
  if (p.payment.type === 'OFFLINE' || p.payment.type === 'VCOIN') {
    await tx.insert(paymentAttempts).values({
      orderId: order.id,
      type: p.payment.type,
      currency: p.payment.currency,
      amountMinor,
      rateScaled: SAME_CURRENCY_RATE,
      createdAt: p.now,
      updatedAt: p.now,
    });
  }
  await recordCreated(tx, order, { userId: p.buyerId, now: p.now });
  return order;
}

/** The order's units: exactly its quantity, else 120035 (data.limit: what could be reserved) and the transaction rolls back. */
async function reserveOrderUnits(tx: Tx, order: Order, p: Pick<PlaceOrder, 'listing' | 'sellerId'>) {
  const reserved = await reserveUnits(tx, { listing: p.listing, sellerId: p.sellerId, orderId: order.id, quantity: order.quantity });
  if (reserved !== order.quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'quantity', limit: reserved });
}

/** Writes a new order and reserves its units (writeOrder, then reserveOrderUnits). Answers the order. */
export async function placeOrder(tx: Tx, p: PlaceOrder): Promise<Order> {
  const order = await writeOrder(tx, p);
  await reserveOrderUnits(tx, order, p);
  return order;
}

/**
 * POST /api/order/create: the buyer orders `quantity` units of a listing they may see (120009),
 * from a store they follow (150004), within the cap on their unpaid units in that store (150044,
 * blocker UNPAID_UNITS), paying a way the listing and the platform take (offline transfer while
 * the store has a bank account: 140064, reason NO_BANK_ACCOUNT, otherwise). Holding the card
 * (shared with its other buyers, exclusive of listing and stock changes), the listing is read
 * again and checked (120035, 150046, 150044, 140068, with data.limit); the units are reserved last,
 * in one statement that skips what other buyers hold, so no two orders get one unit and a buyer
 * whose units were just taken is told 120035 with what was left.
 */
export async function createOrder(tx: Tx, input: CreateOrder, { userId, now, settings }: { userId: string; now: Date; settings: OrderSettings }): Promise<OrderDetailResponse> {
  const peek = await readVisibleListing(tx, input.listingId, userId);
  await assertCanBuyFrom(tx, { buyerId: userId, storeId: peek.listing.storeId }, { lock: true });
  await assertUnpaidCap(tx, { buyerId: userId, storeId: peek.listing.storeId }, input.quantity, settings.maxUnpaidUnits);
  const payment = assertPayment(peek.listing, input);
  // Offline transfer needs a bank account of the store to send the money to (else 21008 after ordering).
  await checkOfflinePayable(tx, peek.listing.storeId, [payment.type], 'paymentType');
  // Buyers of the card hold it together; a listing or stock change (lockCard) waits for them, so the listing holds still.
  const card = await shareCard(tx, peek.listing.cardId);
  const { listing, sellerId, stock } = await readVisibleListing(tx, input.listingId, userId);
  if (!card) throw new AppError(ERROR_CODES.PRODUCT_NOT_FOUND, { field: 'listingId' });
  const tiers = (await findTiers(tx, [listing.id])).get(listing.id) ?? [];
  const check = checkPurchase({ tiers, discount: discountOf(listing), maxPerPurchase: listing.maxPerPurchase, stock, quantity: input.quantity, currency: listing.currency, paymentType: payment.type });
  if (!check.ok) throw new AppError(PURCHASE_BLOCKER_CODES[check.blocker], { field: 'quantity', blocker: check.blocker, limit: check.limit });
  assertExpectedPrice(input.expectedUnitPrice, check.unitPrice);
  const payBy = new Date(now.getTime() + settings.payWithinHours * 3_600_000);
  const placing = { listing, card, sellerId, buyerId: userId, quantity: input.quantity, unitPrice: check.unitPrice, payment, payBy, now, tiers };
  const order = await writeOrder(tx, placing);
  // The answer is read before the units are reserved (it shows none of them): the stock counts the
  // reservation moves are shared by every buyer of the card, and stay locked only from here to the commit.
  const detail = await readOrderDetail(tx, order.id, 'BUYER', userId);
  await reserveOrderUnits(tx, order, placing);
  return detail;
}

/** POST /api/order/cancel/{id}: the buyer cancels while nothing is paid and no voucher waits (140007); the units go back. */
export async function cancelOrder(tx: Tx, id: string, { userId, now }: { userId: string; now: Date }): Promise<OrderDetailResponse> {
  const order = await lockOrder(tx, id);
  if (!order || order.buyerId !== userId) throw orderAccessDenied();
  const facts = factsOf(order, { vouchers: 0, waiting: await countWaitingVouchers(tx, id), rejected: false, reused: false });
  if (!canBuyerCancel(facts)) throw new AppError(ERROR_CODES.ORDER_NOT_CANCELLABLE, { status: order.status });
  await closeUnpaid(tx, order, { actor: 'BUYER', userId, now });
  return readOrderDetail(tx, id, 'BUYER', userId);
}

// --- The pay-by sweep --------------------------------------------------------------------------

const AWAITING = AWAITING_PAYMENT_STATUSES as readonly OrderStatus[] as OrderStatus[];
/** Orders one sweep transaction takes at a time. */
const EXPIRY_BATCH = 50;

/** Unpaid orders past their deadline, after `after` in (pay_by, id) order: the expiry index's rows. */
const pastPayBy = (now: Date, after: { payBy: Date; id: string } | null): SQL | undefined =>
  and(
    // The expiry index's own predicate, written as it is so the planner uses it.
    sql`${orders.status} in ('WAITINGPAYMENT', 'PAYMENTFAILED') and ${orders.paidMinor} = 0`,
    lte(orders.payBy, now),
    after ? or(sql`${orders.payBy} > ${after.payBy.toISOString()}::timestamptz`, and(eq(orders.payBy, after.payBy), sql`${orders.id} > ${after.id}`)) : undefined,
  );

/**
 * Cancels every order past its pay-by deadline that could still be cancelled (isExpirable: nothing
 * paid, no voucher waiting), releasing its units, in batches. Orders another transaction holds are
 * skipped (SKIP LOCKED) and left to the next sweep; each cancel is a compare-and-set, so however
 * many processes sweep, an order is cancelled once. Answers how many it cancelled.
 */
export async function expireOrders(db: Db, now: Date): Promise<number> {
  let cancelled = 0;
  let after: { payBy: Date; id: string } | null = null;
  for (;;) {
    const { due: batch, closed } = await withTransaction(db, async (tx) => {
      let closed = 0;
      const due = await tx.select().from(orders).where(pastPayBy(now, after)).orderBy(asc(orders.payBy), asc(orders.id)).limit(EXPIRY_BATCH).for('update', { skipLocked: true });
      for (const order of due) {
        if (!AWAITING.includes(order.status)) continue;
        if (!isExpirable(factsOf(order, { vouchers: 0, waiting: await countWaitingVouchers(tx, order.id), rejected: false, reused: false }))) continue;
        await closeUnpaid(tx, order, { actor: 'SYSTEM', userId: null, now });
        closed += 1;
      }
      return { due, closed };
    });
    cancelled += closed;
    if (batch.length < EXPIRY_BATCH) return cancelled;
    const last = batch[batch.length - 1];
    after = { payBy: last.payBy, id: last.id };
  }
}

/** The recurring sweep `orders.expire` on the task runner: one queued occurrence across processes. */
export function registerOrderExpiry(tasks: TaskRunner, { everySeconds }: { everySeconds: number }) {
  tasks.registerTaskHandler('orders.expire', async ({ db, now }) => ({ cancelled: await expireOrders(db, now()) }), { everySeconds });
}
