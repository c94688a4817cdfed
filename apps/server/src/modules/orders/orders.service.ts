// The buyer's side of an order (spec sections 4 and 9; decision 010): making one, which reserves
// its units, and ending one unpaid, by the buyer's cancel or the pay-by sweep, which gives them
// back. Each runs in one transaction under the locks every stock change takes, in one order:
// the follow, the order, the card, the listing, the units.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CardType, OrderStatus, PaymentType } from '@panel/domain/constants';
import type { CreateOrder, OrderDetailResponse } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { isDecimalString, normalizeDecimal, toMinor } from '@panel/domain/money';
import { AWAITING_PAYMENT_STATUSES, canBuyerCancel, isExpirable, orderPaymentCurrencies, orderPaymentTypes, UNPAID_ORDER_STATUSES } from '@panel/domain/orders';
import { PRICE_SCALE, type PriceTier } from '@panel/domain/pricing';
import { checkPurchase, PURCHASE_BLOCKER_CODES } from '@panel/domain/purchase';
import type { Db } from '../../db/client';
import { answerOf, preparedStatement, preparedWithNext, rowsOfEach, StatementTemplate } from '../../db/literal';
import { cardUnits, cards, follows, listings, orderEvents, orders, paymentAccounts, paymentAttempts, stores, users } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { TaskRunner } from '../../tasks/task-runner';
import type { KeepAnswer } from '../idempotency/idempotency.public';
import { discountOf, findTiers, listingStock, listingTiersJson, tiersFromJson, visibleTo } from '../listings/listings.public';
import { closeUnpaid } from './order-payment';
import {
  countWaitingVouchers,
  exponentOf,
  factsOf,
  NO_VOUCHERS,
  orderAccessDenied,
  presentOrderDetail,
  readOrderDetail,
  type OrderSnapshot,
} from './order-reads';
import { sellableUnits } from './order-stock';
import { createdEvent, lockOrder, type Order } from './order-state';

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

/**
 * The cap on what one buyer holds unpaid in a store: over it, 150044 with the units still allowed
 * (data.limit, 0 when none) and blocker UNPAID_UNITS. A buyer with nothing unpaid in the store may
 * place one order of any size the listing allows (its maximum per purchase, set by the seller): a
 * bulk purchase is not refused, a pile of unpaid orders is. `held` is counted under the follow
 * lock, so two orders at once cannot both slip under it.
 */
function assertUnpaidCap(held: number, quantity: number, cap: number | undefined) {
  if (cap === undefined) return;
  if (held > 0 && held + quantity > cap)
    throw new AppError(ERROR_CODES.OVER_PURCHASE_MAXIMUM, { field: 'quantity', blocker: 'UNPAID_UNITS', limit: Math.max(0, cap - held), held });
}

/**
 * How the buyer pays: a type the listing takes and the platform takes now (99992 absent, 140064
 * otherwise), in a currency the listing takes for that type (99991 absent, 140002 otherwise: see
 * orderPaymentCurrencies; an offline transfer is in USD, and until exchange rates exist the
 * payment currency is the listing's own).
 */
function assertPayment(
  listing: Listing,
  { paymentType, paymentCurrency }: Pick<CreateOrder, 'paymentType' | 'paymentCurrency'>,
): { type: PaymentType; currency: string } {
  if (!paymentType) throw new AppError(ERROR_CODES.PAYMENT_METHOD_REQUIRED, { field: 'paymentType' });
  if (!orderPaymentTypes(listing.paymentMethods).includes(paymentType)) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field: 'paymentType' });
  if (!paymentCurrency) throw new AppError(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, { field: 'paymentCurrency' });
  if (!orderPaymentCurrencies(listing, paymentType).includes(paymentCurrency))
    throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { field: 'paymentCurrency' });
  return { type: paymentType, currency: paymentCurrency };
}

/** The price the buyer was shown, when they sent it, must still be the price (140003 with the current one). */
function assertExpectedPrice(expected: string | null | undefined, unitPrice: string) {
  if (expected === null || expected === undefined || expected === '') return;
  if (!isDecimalString(expected, PRICE_SCALE)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'expectedUnitPrice' });
  if (normalizeDecimal(expected, PRICE_SCALE) !== unitPrice) throw new AppError(ERROR_CODES.INCORRECT_PRICE, { field: 'expectedUnitPrice', unitPrice });
}

/** The listing as the buyer saw it, frozen on the order. */
async function snapshotOf(tx: Tx, listing: Listing, card: PlaceOrder['card'], now: Date, tiers?: PriceTier[]): Promise<OrderSnapshot> {
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
const orderNumberAt = (now: SQL) => sql<string>`to_char(${now} at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('order_no_seq')::text, 8, '0')`;
const orderNumber = (now: Date) => orderNumberAt(sql`${now.toISOString()}::timestamptz`);

export type PlaceOrder = {
  listing: Listing;
  card: Pick<Card, 'id' | 'type' | 'description'>;
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

/** A new order as it is written (WAITINGPAYMENT, nothing paid), numbered `orderNo` (orderNumber). */
async function newOrder(tx: Tx, p: PlaceOrder, orderNo: string): Promise<Order> {
  const unitPriceMinor = toMinor(p.unitPrice, exponentOf(p.listing.currency));
  return {
    id: randomUUID(),
    orderNo,
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
    amountMinor: unitPriceMinor * BigInt(p.quantity),
    paidMinor: 0n,
    snapshot: await snapshotOf(tx, p.listing, p.card, p.now, p.tiers),
    payBy: p.payBy,
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    createdAt: p.now,
    updatedAt: p.now,
  };
}

/** Every column of an order, by the key the Order object has it under: writeOrder writes them all. */
const ORDER_COLUMNS = Object.entries(getTableColumns(orders)) as [keyof Order, (typeof orders)['_']['columns'][keyof Order]][];

/** The call's answer, kept by the statement that writes the order: the order's detail, or 120035 with what could be reserved. */
type KeptByWrite = { keep: KeepAnswer<OrderDetailResponse>; detail: OrderDetailResponse };

/** 120035: fewer units than the order's quantity could be reserved (data.limit: how many could). */
const shortOfUnits = (reserved: number) => new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'quantity', limit: reserved });

/**
 * Writes a new order on a held card whose rules were checked, in one statement: its units picked
 * first (skipping what other buyers hold); then, when they are exactly its quantity, the order,
 * its payment attempt (offline and VCoin orders have theirs from the start; an online or crypto
 * attempt is made when the buyer picks a method), its CREATED event and the units reserved, last;
 * else nothing. With `kept`, the statement also keeps the call's answer, the order's detail or
 * 120035 (data.limit: what could be reserved), and goes with the COMMIT in one message
 * (preparedWithNext): the seller's stock counts the reservation moves, shared by every buyer of the
 * card, stay locked only while the database runs it and commits, and the outcome is told once it
 * did (keep.settled). Without, 120035 is thrown at once. Written as SQL (every column of the order,
 * from the Order object), prepared once per connection: the ORM's builders cost more to assemble
 * than this statement costs to run, and planning it costs the database as much as running it.
 */
async function writeOrder(tx: Tx, order: Order, p: Pick<PlaceOrder, 'listing' | 'sellerId'>, kept?: KeptByWrite) {
  const template = writeTemplate(p.listing.stockMode, kept?.keep);
  const created = createdEvent(order, { userId: order.buyerId, now: order.createdAt });
  const values: Record<string, unknown> = {
    ...Object.fromEntries(ORDER_COLUMNS.map(([key, column]) => [key, order[key] === null ? null : column.mapToDriverValue(order[key])])),
    listingId: p.listing.id,
    cardId: p.listing.cardId,
    sellerId: p.sellerId,
    withAttempt: order.paymentType === 'OFFLINE' || order.paymentType === 'VCOIN',
    rate: SAME_CURRENCY_RATE,
    eventTo: created.toStatus,
    eventActor: created.actor,
    eventUser: created.userId,
    eventReason: created.reason,
    eventAt: created.createdAt.toISOString(),
    ...kept?.keep.decided(PICKED_ENOUGH, PICKED_UNITS).values(kept.detail, shortOfUnits(0)),
  };
  const unitsOf = (result: unknown) => (result as { rows: { units: number }[] }).rows[0]!.units;
  if (!kept) {
    const reserved = unitsOf(await tx.execute(preparedStatement(template.with(values))));
    if (reserved !== order.quantity) throw shortOfUnits(reserved);
    return;
  }
  const written = answerOf(await tx.execute(preparedWithNext(template.with(values))));
  kept.keep.settled(
    written.then((result) => {
      const reserved = unitsOf(result);
      if (reserved !== order.quantity) throw shortOfUnits(reserved);
      return kept.detail;
    }),
  );
}

/** Whether the units picked are the order's quantity, and how many they are, in writeOrder's statement. */
const PICKED_ENOUGH = sql`(select enough from picking)`;
const PICKED_UNITS = sql`(select units from picking)`;

/** writeOrder's statement by the listing's stock mode and whether it keeps the call's answer: built once each (StatementTemplate). */
const WRITE_TEMPLATES = new Map<string, StatementTemplate>();

function writeTemplate(stockMode: Listing['stockMode'], keep: KeepAnswer<OrderDetailResponse> | undefined): StatementTemplate {
  const shape = `${stockMode}:${keep ? 'kept' : ''}`;
  let template = WRITE_TEMPLATES.get(shape);
  if (template) return template;
  const value = (name: string) => sql.placeholder(name);
  // Every value goes in as text, cast in the statement (preparedStatement: a parameter's type must be clear).
  const at = (name: string) => sql`${value(name)}::text::timestamptz`;
  const quantity = sql`${value('quantity')}::text::int`;
  const answer = keep ? sql`kept as (${keep.decided(PICKED_ENOUGH, PICKED_UNITS).statement}), ` : sql``;
  const units = sellableUnits(
    { id: value('listingId') as unknown as string, cardId: value('cardId') as unknown as string, stockMode },
    value('sellerId') as unknown as string,
  );
  template = new StatementTemplate(sql`
    with picked as (
      select ${cardUnits.id} from ${cardUnits} where ${units}
      order by ${cardUnits.serial} limit ${quantity} for update skip locked),
    picking as (select count(*)::int as units, count(*) = ${quantity} as enough from picked),
    placed as (
      insert into ${orders} (${sql.join(
        ORDER_COLUMNS.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )})
      select ${sql.join(
        ORDER_COLUMNS.map(([key, column]) => sql`${value(key)}::text::${sql.raw(column.getSQLType())}`),
        sql`, `,
      )}
      from picking where enough
      returning id),
    attempt as (
      insert into ${paymentAttempts} (order_id, type, currency, amount_minor, rate_scaled, created_at, updated_at)
      select id, ${value('paymentType')}::text, ${value('paymentCurrency')}::text, ${value('amountMinor')}::text::bigint, ${value('rate')}::text::bigint,
             ${at('createdAt')}, ${at('createdAt')}
      from placed where ${value('withAttempt')}::text::boolean),
    created as (
      insert into ${orderEvents} (order_id, from_status, to_status, actor, user_id, reason, created_at)
      select id, null, ${value('eventTo')}::text, ${value('eventActor')}::text, ${value('eventUser')}::text::uuid, ${value('eventReason')}::text, ${at('eventAt')} from placed),
    ${answer}reserved as (
      update ${cardUnits} set state = 'RESERVED', reserved_order_id = placed.id from placed where ${cardUnits.id} in (select id from picked) returning 1)
    select units from picking`);
  WRITE_TEMPLATES.set(shape, template);
  return template;
}

/** Writes a new order and reserves its units (writeOrder). Answers the order. */
export async function placeOrder(tx: Tx, p: PlaceOrder): Promise<Order> {
  const [{ orderNo }] = await tx.select({ orderNo: orderNumber(p.now) }).from(sql`(select 1) as one`);
  const order = await newOrder(tx, p, orderNo);
  await writeOrder(tx, order, p);
  return order;
}

/** Every column of a listing, by the key the Listing object has it under, to read one from row_to_json (keyed by column names). */
const LISTING_COLUMNS = Object.entries(getTableColumns(listings)) as [keyof Listing, (typeof listings)['_']['columns'][keyof Listing]][];
const listingFromJson = (json: Record<string, unknown>) =>
  Object.fromEntries(
    LISTING_COLUMNS.map(([key, column]) => [key, json[column.name] === null ? null : column.mapFromDriverValue(json[column.name] as never)]),
  ) as Listing;

type Held = { follow_id: string | null; id: string | null; type: Card['type']; description: Card['description'] };
type ReadForOrder = {
  listing: Record<string, unknown>;
  seller_id: string;
  stock: string | number;
  tiers: [number, string, string][];
  unpaid_units: number;
  has_bank_account: boolean;
  store: { id: string; uid: string; name: string; avatar: string | null };
  buyer: { id: string; uid: string; nickname: string; avatar: string | null };
  order_no: string;
};

/** The values of the hold and the read: the listing, the buyer and the time. */
const [LISTING_ID, BUYER_ID, NOW] = [sql.placeholder('listingId'), sql.placeholder('buyerId'), sql.placeholder('now')];

const HOLD = new StatementTemplate(sql`
  select f.id as follow_id, c.id, c.type, c.description
  from ${listings}
  left join lateral (
    select f.id from ${follows} f where f.store_id = ${listings.storeId} and f.follower_id = ${BUYER_ID}::uuid and f.status = 'ACCEPTED' for no key update
  ) f on true
  left join lateral (select c.id, c.type, c.description from ${cards} c where c.id = ${listings.cardId} for share) c on true
  where ${listings.id} = ${LISTING_ID}::uuid and ${visibleTo(sql`${BUYER_ID}::uuid`)}`);

const READ = new StatementTemplate(sql`
  select row_to_json(${listings}) as listing, ${stores.ownerId} as seller_id, ${listingStock} as stock, ${listingTiersJson} as tiers,
    (select coalesce(sum(o.quantity), 0)::int from ${orders} o where o.buyer_id = ${BUYER_ID}::uuid and o.store_id = ${listings.storeId} and o.status in ${UNPAID}) as unpaid_units,
    exists (select 1 from ${paymentAccounts} a where a.store_id = ${listings.storeId}) as has_bank_account,
    json_build_object('id', ${stores.id}, 'uid', ${stores.uid}, 'name', ${stores.name}, 'avatar', ${stores.avatar}) as store,
    json_build_object('id', ${users.id}, 'uid', ${users.uid}, 'nickname', ${users.nickname}, 'avatar', ${users.avatar}) as buyer,
    ${orderNumberAt(sql`${NOW}::text::timestamptz`)} as order_no
  from ${listings}
  join ${stores} on ${stores.id} = ${listings.storeId}
  join ${users} on ${users.id} = ${BUYER_ID}::uuid
  where ${listings.id} = ${LISTING_ID}::uuid and ${visibleTo(sql`${BUYER_ID}::uuid`)}`);

/**
 * Holds what an order needs held, for a listing the buyer may see, and reads what the order is
 * checked and written from, in one round trip of two statements (run by name with their values
 * written in, two ids and the time, as the simple protocol that runs several in one message asks;
 * prepared once per connection, their plans are kept: db/literal.ts).
 *
 * The first holds, in the fixed order: the buyer's follow of the store (FOR NO KEY UPDATE: the
 * unpaid cap is counted under it), then the listing's card (FOR SHARE: held with the card's other
 * buyers, exclusive of listing and stock changes). 120009 when the listing is not the buyer's to
 * see; 150004 when the follow ended while the order waited for it.
 *
 * The second, a statement of its own so that it sees what a listing or stock change committed
 * while the first waited: the listing with its seller, stock and tiers, the units the buyer holds
 * unpaid in the store, whether the store has a bank account, the store and buyer as the order's
 * answer shows them, and the new order's number. 120009 when the listing is no longer the buyer's
 * to see.
 */
async function holdAndReadForOrder(tx: Tx, listingId: string, buyerId: string, now: Date) {
  const values = { listingId, buyerId, now: now.toISOString() };
  const [[held], [row]] = rowsOfEach<[Held, ReadForOrder]>(await tx.execute(preparedStatement(HOLD.with(values), READ.with(values))));
  if (!held || !held.id) throw new AppError(ERROR_CODES.PRODUCT_NOT_FOUND, { field: 'listingId' });
  if (!held.follow_id) throw orderAccessDenied();
  if (!row) throw new AppError(ERROR_CODES.PRODUCT_NOT_FOUND, { field: 'listingId' });
  return {
    card: { id: held.id, type: held.type, description: held.description },
    listing: listingFromJson(row.listing),
    sellerId: row.seller_id,
    stock: Number(row.stock),
    tiers: row.tiers,
    unpaidUnits: Number(row.unpaid_units),
    hasBankAccount: row.has_bank_account,
    store: row.store,
    buyer: row.buyer,
    orderNo: row.order_no,
  };
}

/**
 * POST /api/order/create: the buyer orders `quantity` units of a listing they may see (120009),
 * from a store they follow, within the cap on their unpaid units in that store (150044, blocker
 * UNPAID_UNITS), paying a way the listing and the platform take (offline transfer while the store
 * has a bank account: 140064, reason NO_BANK_ACCOUNT, otherwise). Holding the follow and the card
 * (shared with the card's other buyers, exclusive of listing and stock changes), the listing is
 * read and checked (120035, 150046, 150044, 140068, with data.limit); the order is written, its
 * answer built from what was written and kept (`keep`, the Idempotency-Key's answer), and the units
 * reserved last, in one statement that skips what other buyers hold: the seller's stock counts it
 * moves, shared by every buyer of the card, stay locked only from there to the commit. A buyer
 * whose units were just taken is told 120035 with what was left, and nothing stays.
 */
export async function createOrder(
  tx: Tx,
  input: CreateOrder,
  { userId, now, settings, keep }: { userId: string; now: Date; settings: OrderSettings; keep?: KeepAnswer<OrderDetailResponse> },
): Promise<OrderDetailResponse> {
  const {
    card,
    listing,
    sellerId,
    stock,
    tiers: tierRows,
    unpaidUnits,
    hasBankAccount,
    store,
    buyer,
    orderNo,
  } = await holdAndReadForOrder(tx, input.listingId, userId, now);
  assertUnpaidCap(unpaidUnits, input.quantity, settings.maxUnpaidUnits);
  const payment = assertPayment(listing, input);
  // Offline transfer needs a bank account of the store to send the money to (else 21008 after ordering).
  if (payment.type === 'OFFLINE' && !hasBankAccount)
    throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field: 'paymentType', reason: 'NO_BANK_ACCOUNT' });
  const tiers = tiersFromJson(tierRows);
  const check = checkPurchase({
    tiers,
    discount: discountOf(listing),
    maxPerPurchase: listing.maxPerPurchase,
    stock,
    quantity: input.quantity,
    currency: listing.currency,
    paymentType: payment.type,
  });
  if (!check.ok) throw new AppError(PURCHASE_BLOCKER_CODES[check.blocker], { field: 'quantity', blocker: check.blocker, limit: check.limit });
  assertExpectedPrice(input.expectedUnitPrice, check.unitPrice);
  const payBy = new Date(now.getTime() + settings.payWithinHours * 3_600_000);
  const placing = { listing, card, sellerId, buyerId: userId, quantity: input.quantity, unitPrice: check.unitPrice, payment, payBy, now, tiers };
  const order = await newOrder(tx, placing, orderNo);
  // The answer of a new order (no voucher yet, its one event) is kept in the statement that writes it.
  const detail = presentOrderDetail({ order, store, buyer }, { stats: NO_VOUCHERS, events: [createdEvent(order, { userId, now })], view: 'BUYER' });
  await writeOrder(tx, order, placing, keep && { keep, detail });
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
    after
      ? or(sql`${orders.payBy} > ${after.payBy.toISOString()}::timestamptz`, and(eq(orders.payBy, after.payBy), sql`${orders.id} > ${after.id}`))
      : undefined,
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
      const due = await tx
        .select()
        .from(orders)
        .where(pastPayBy(now, after))
        .orderBy(asc(orders.payBy), asc(orders.id))
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
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
