// What the order screens read (spec sections 3 and 4): the buyer's lists, an order's detail with
// its history, the listing frozen on it, and the card numbers it delivered. Every read is scoped in
// its WHERE (the buyer's own orders; for the seller module, its store's), so an order that is not
// the caller's is 150004, exactly like an id that does not exist. The mappers are shared with the
// seller's order screens (modules/offline-payments).
import { and, asc, count, desc, eq, inArray, notInArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CardType, OrderStatus } from '@panel/domain/constants';
import type { PageRequest } from '@panel/domain/contract/envelope';
import type { MallStore } from '@panel/domain/contract/mall';
import type {
  OrderDetailResponse,
  OrderEvent,
  OrderItem,
  OrderListResponse,
  OrderSnapshotResponse,
  OrderCardsResponse,
  OrderTodoResponse,
} from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency } from '@panel/domain/money';
import {
  AWAITING_PAYMENT_STATUSES,
  buyerActions,
  canConfirmWithoutVoucher,
  canSellerCancel,
  COMPLETED_ORDER_STATUSES,
  isExpirable,
  type OrderFacts,
  type OrderTab,
} from '@panel/domain/orders';
import { PRICE_SCALE } from '@panel/domain/pricing';
import type { Db } from '../../db/client';
import { isPanelFirstPage, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { hasPart, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { cardUnits, listings, orderEvents, orders, orderUnits, paymentAccounts, paymentVouchers, stores, topUps, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Order } from './order-state';

/** Whose screen reads an order: the buyer's (/order) or the seller's (/sale/orderList). */
export type OrderView = 'BUYER' | 'SELLER';

/** The listing as the buyer saw it, frozen on the order when it was made (orders.snapshot). */
export type OrderSnapshot = Omit<OrderSnapshotResponse, 'orderId'>;

export const orderAccessDenied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

/** Decimals of an order's amounts: its currency's exponent (catalogue currencies have cents). */
export const exponentOf = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : PRICE_SCALE);

/** An amount of the order's currency as a decimal string ('12.50'). */
export const amountOf = (minor: bigint, currency: string) => fromMinor(minor, exponentOf(currency));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The orders a caller may read in a view: as their buyer, or as the owner of their store. */
export function scopeOf(view: OrderView, userId: string): SQL {
  if (view === 'BUYER') return eq(orders.buyerId, userId);
  return sql`${orders.storeId} in (select s.id from ${stores} s where s.owner_id = ${userId})`;
}

// --- Vouchers, counted per order ---------------------------------------------------------------

export type VoucherStats = { vouchers: number; waiting: number; rejected: boolean; reused: boolean };
export const NO_VOUCHERS: VoucherStats = { vouchers: 0, waiting: 0, rejected: false, reused: false };

/** How many vouchers each order has, how many wait for the seller, and whether one was rejected or reused. */
export async function findVoucherStats(db: Db, orderIds: string[]): Promise<Map<string, VoucherStats>> {
  const stats = new Map<string, VoucherStats>();
  if (orderIds.length === 0) return stats;
  const rows = await db
    .select({
      orderId: paymentVouchers.orderId,
      vouchers: count(),
      waiting: sql<number>`count(*) filter (where ${paymentVouchers.status} = 'WAITING')`.mapWith(Number),
      rejected: sql<boolean>`bool_or(${paymentVouchers.status} = 'REJECTED')`,
      reused: sql<boolean>`bool_or(${paymentVouchers.reused})`,
    })
    .from(paymentVouchers)
    .where(inArray(paymentVouchers.orderId, orderIds))
    .groupBy(paymentVouchers.orderId);
  for (const row of rows)
    stats.set(row.orderId, { vouchers: row.vouchers, waiting: row.waiting, rejected: Boolean(row.rejected), reused: Boolean(row.reused) });
  return stats;
}

/** An order's voucher counts as one column (JSON), so a page of orders reads them in its own query. */
const voucherStatsJson = sql<VoucherStats>`(select json_build_object('vouchers', count(*), 'waiting', count(*) filter (where v.status = 'WAITING'),
    'rejected', coalesce(bool_or(v.status = 'REJECTED'), false), 'reused', coalesce(bool_or(v.reused), false))
  from ${paymentVouchers} v where v.order_id = ${orders.id})`;

/** What the domain's rules need to know of an order (buyerActions, canBuyerCancel, canSellerConfirm ...). */
export const factsOf = (
  order: Pick<Order, 'status' | 'paymentType' | 'paidMinor' | 'amountMinor'>,
  stats: VoucherStats = NO_VOUCHERS,
): OrderFacts & { vouchers: number } => ({
  status: order.status,
  paymentType: order.paymentType,
  paidMinor: order.paidMinor,
  dueMinor: order.amountMinor - order.paidMinor,
  vouchersWaiting: stats.waiting,
  vouchers: stats.vouchers,
});

/** How many vouchers of one order wait for the seller (for the cancel and expiry rules). */
export async function countWaitingVouchers(db: Db, orderId: string): Promise<number> {
  return (await findVoucherStats(db, [orderId])).get(orderId)?.waiting ?? 0;
}

// --- Rows and mappers --------------------------------------------------------------------------

/** An order with its store and buyer, as the lists and the detail read it. */
export const selectOrderRows = (db: Db) =>
  db
    .select({
      order: orders,
      store: { id: stores.id, uid: stores.uid, name: stores.name, avatar: stores.avatar },
      buyer: { id: users.id, uid: users.uid, nickname: users.nickname, avatar: users.avatar },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.buyerId));

/** What a list shows of an order: its columns but the frozen listing, of which only the name and picture. */
export type ListedOrder = Pick<
  Order,
  'id' | 'orderNo' | 'status' | 'paymentType' | 'quantity' | 'currency' | 'unitPriceMinor' | 'amountMinor' | 'paidMinor' | 'createdAt' | 'payBy'
> & {
  snapshot: unknown;
};
export type OrderRow = { order: ListedOrder; store: MallStore; buyer: OrderItem['buyer'] };

/** The columns of ListedOrder (the snapshot cut to the name and picture a list shows). */
const listedOrderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  paymentType: orders.paymentType,
  quantity: orders.quantity,
  currency: orders.currency,
  unitPriceMinor: orders.unitPriceMinor,
  amountMinor: orders.amountMinor,
  paidMinor: orders.paidMinor,
  createdAt: orders.createdAt,
  payBy: orders.payBy,
  snapshot: sql<Pick<OrderSnapshot, 'name' | 'picture'>>`jsonb_build_object('name', ${orders.snapshot}->'name', 'picture', ${orders.snapshot}->'picture')`,
};

/** One order as the lists show it (buyer's and seller's). */
export function presentOrderItem({ order, store, buyer }: OrderRow, stats: VoucherStats = NO_VOUCHERS): OrderItem {
  const snapshot = order.snapshot as Pick<OrderSnapshot, 'name' | 'picture'>;
  const { currency } = order;
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    paymentType: order.paymentType,
    name: snapshot.name,
    picture: snapshot.picture,
    quantity: order.quantity,
    currency,
    unitPrice: amountOf(order.unitPriceMinor, currency),
    amount: amountOf(order.amountMinor, currency),
    paidAmount: amountOf(order.paidMinor, currency),
    dueAmount: amountOf(order.amountMinor - order.paidMinor, currency),
    createdAt: order.createdAt.toISOString(),
    payBy: isExpirable(factsOf(order, stats)) ? order.payBy.toISOString() : null,
    hasRejectedVoucher: stats.rejected,
    vouchersWaiting: stats.waiting,
    store,
    buyer,
  };
}

/**
 * A page of the orders `where` picks, newest first, with their voucher counts and the total: one
 * query. `count` counts the same orders (with the joins its condition needs); the page's bounds
 * are values, or placeholders of a prepared query.
 */
export const selectOrderPage = (
  db: Db,
  where: SQL | undefined,
  count: SQLWrapper,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
) =>
  db
    .select({
      order: listedOrderColumns,
      store: { id: stores.id, uid: stores.uid, name: stores.name, avatar: stores.avatar },
      buyer: { id: users.id, uid: users.uid, nickname: users.nickname, avatar: users.avatar },
      vouchers: voucherStatsJson,
      total: totalColumn(count),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);

/** A page of selectOrderPage's rows as the lists answer it; an empty page past the first asks `count` for the total. */
export async function presentOrderPage(
  rows: Awaited<ReturnType<typeof selectOrderPage>>,
  page: PageRequest,
  count: () => Promise<number>,
): Promise<OrderListResponse> {
  return { list: rows.map((row) => presentOrderItem(row, row.vouchers)), total: await totalOf(rows, page, count), ...page };
}

/** One order's items for a page of rows, with their voucher counts read in one query. */
export async function presentOrderItems(db: Db, rows: OrderRow[]): Promise<OrderItem[]> {
  const stats = await findVoucherStats(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => presentOrderItem(row, stats.get(row.order.id)));
}

/** What an order's history shows of an event. */
type EventRow = Pick<typeof orderEvents.$inferSelect, 'fromStatus' | 'toStatus' | 'actor' | 'reason' | 'note' | 'createdAt'>;

const presentEvent = (event: EventRow): OrderEvent => ({
  from: event.fromStatus,
  to: event.toStatus,
  actor: event.actor,
  reason: event.reason,
  note: event.note,
  at: event.createdAt.toISOString(),
});

/** Reads one order in the caller's scope; 150004 when it is not theirs in this view, or does not exist. */
async function readScoped(db: Db, id: string, view: OrderView, userId: string): Promise<OrderRow & { order: Order }> {
  const [row] = await selectOrderRows(db).where(and(eq(orders.id, id), scopeOf(view, userId)));
  if (!row) throw orderAccessDenied();
  return row;
}

/**
 * An order's detail as its buyer (the buttons they may press) or its store's owner sees it
 * (whether confirming is possible, a reused voucher), with its history oldest first. 150004 when
 * the order is not the caller's in that view.
 */
export async function readOrderDetail(db: Db, id: string, view: OrderView, userId: string): Promise<OrderDetailResponse> {
  const row = await readScoped(db, id, view, userId);
  const stats = (await findVoucherStats(db, [id])).get(id) ?? NO_VOUCHERS;
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  return presentOrderDetail(row, { stats, events, view });
}

/** An order's detail from what was read (or just written) of it: its row with store and buyer, its voucher counts and its history, oldest first. */
export function presentOrderDetail(
  row: OrderRow & { order: Order },
  { stats, events, view }: { stats: VoucherStats; events: EventRow[]; view: OrderView },
): OrderDetailResponse {
  const { order } = row;
  const facts = factsOf(order, stats);
  const snapshot = order.snapshot as OrderSnapshot;
  return {
    ...presentOrderItem(row, stats),
    listingId: order.listingId,
    card: { id: order.cardId, type: snapshot.cardType as CardType },
    paymentCurrency: order.paymentCurrency,
    paidAt: iso(order.paidAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    actions: view === 'BUYER' ? buyerActions(facts) : [],
    canConfirm: view === 'SELLER' && canConfirmWithoutVoucher(facts),
    canCancel: view === 'SELLER' && canSellerCancel(facts),
    cancelReason: events.findLast((event) => event.reason === 'SELLER_CANCELLED')?.note ?? null,
    vouchers: stats.vouchers,
    reusedVoucher: view === 'SELLER' && stats.reused,
    events: events.map(presentEvent),
  };
}

// --- The buyer's reads -------------------------------------------------------------------------

const offset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;
const COMPLETED = COMPLETED_ORDER_STATUSES as readonly OrderStatus[] as OrderStatus[];

/** The statuses of a tab of the order lists. */
export const tabFilter = (tab: OrderTab): SQL => (tab === 'COMPLETED' ? inArray(orders.status, COMPLETED) : notInArray(orders.status, COMPLETED));

/**
 * /order: the caller's orders as a buyer in a tab, newest first. The order (created_at, id) is the
 * buyer index's, so a page reads its rows from the index whatever the number of orders.
 */
const buyerWhere = (userId: Param, tab: OrderTab) => and(eq(orders.buyerId, userId), tabFilter(tab));
const countBuyerOrders = (db: Db, where: SQL | undefined) => db.select({ total: count() }).from(orders).where(where);

/** A page of a buyer's tab, built once per tab (and once more for the first page). */
const buyerOrdersQuery = preparedQuery('buyer_orders', (db, shape: string, name) => {
  const where = buyerWhere(sql.placeholder('userId'), hasPart(shape, 'COMPLETED') ? 'COMPLETED' : 'IN_PROGRESS');
  return selectOrderPage(db, where, countBuyerOrders(db, where), pageBounds(hasPart(shape, 'first'))).prepare(name);
});

export async function findBuyerOrders(db: Db, { tab, ...page }: PageRequest & { tab: OrderTab }, { userId }: { userId: string }): Promise<OrderListResponse> {
  const rows = await buyerOrdersQuery(db, shapeOf({ [tab]: true, first: isPanelFirstPage(page) })).execute({ userId, ...pageValues(page) });
  return presentOrderPage(rows, page, async () => (await countBuyerOrders(db, buyerWhere(userId, tab)))[0].total);
}

/** /payment/snapshot/{id}: the listing as it was when the caller bought it. */
export async function readOrderSnapshot(db: Db, id: string, view: OrderView, userId: string): Promise<OrderSnapshotResponse> {
  const { order } = await readScoped(db, id, view, userId);
  return { orderId: order.id, ...(order.snapshot as OrderSnapshot) };
}

/** The card numbers an order delivered, by number; a page, or all of them. */
const deliveredNumbers = (db: Db, orderId: string) =>
  db
    .select({ cardNumber: cardUnits.cardNumber, status: cardUnits.status })
    .from(orderUnits)
    .innerJoin(cardUnits, eq(cardUnits.id, orderUnits.unitId))
    .where(eq(orderUnits.orderId, orderId))
    .orderBy(asc(cardUnits.cardNumber));

/** /order/cardList/{id}: a page of the card numbers the order delivered. */
export async function findOrderCards(db: Db, { id, ...page }: PageRequest & { id: string }, view: OrderView, userId: string): Promise<OrderCardsResponse> {
  await readScoped(db, id, view, userId);
  const [{ total }] = await db.select({ total: count() }).from(orderUnits).where(eq(orderUnits.orderId, id));
  const list = await deliveredNumbers(db, id).limit(page.pageSize).offset(offset(page));
  return { list, total, ...page };
}

/** "Copy all": every card number the order delivered, one per line. */
export async function readAllOrderCards(db: Db, id: string, view: OrderView, userId: string): Promise<string> {
  await readScoped(db, id, view, userId);
  const rows = await deliveredNumbers(db, id);
  return rows.map((row) => `${row.cardNumber}\n`).join('');
}

/** The home screen's to-dos: the caller's orders waiting for their payment, and vouchers waiting for their store's review. */
export async function readOrderTodo(db: Db, { userId }: { userId: string }): Promise<OrderTodoResponse> {
  // One statement, one round trip: Home asks for it on every visit.
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${orders} where ${orders.buyerId} = ${userId}::uuid and ${inArray(orders.status, AWAITING_PAYMENT_STATUSES as readonly OrderStatus[] as OrderStatus[])}) as "waitingPayment",
      (select count(*)::int from ${paymentVouchers} join ${orders} on ${orders.id} = ${paymentVouchers.orderId}
        where ${paymentVouchers.status} = 'WAITING' and ${scopeOf('SELLER', userId)}) as "vouchersToReview",
      (select count(*)::int from ${orders} where ${scopeOf('SELLER', userId)} and ${orders.status} = 'WAITINGPAYMENT'
        and not exists (select 1 from ${paymentVouchers} v where v.order_id = ${orders.id} and v.status = 'WAITING')) as "storeOrdersWaitingPayment",
      (select count(*)::int from ${topUps} where ${topUps.status} = 'WAITING_REVIEW' and exists (select 1 from ${users} u where u.id = ${userId}::uuid and u.platform_operator)) as "topUpsToReview",
      (select count(*)::int from ${listings} l join ${stores} s on s.id = l.store_id
        where s.owner_id = ${userId}::uuid and l.listed and 'OFFLINE' = any(l.payment_methods)
        and not exists (select 1 from ${paymentAccounts} a where a.store_id = s.id)) as "offlineListingsWithoutAccount"`);
  const [more] = (result as unknown as { rows: Array<Record<keyof OrderTodoResponse, number>> }).rows;
  return {
    waitingPayment: Number(more.waitingPayment),
    vouchersToReview: Number(more.vouchersToReview),
    storeOrdersWaitingPayment: Number(more.storeOrdersWaitingPayment),
    topUpsToReview: Number(more.topUpsToReview),
    offlineListingsWithoutAccount: Number(more.offlineListingsWithoutAccount),
  };
}
