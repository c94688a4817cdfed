// The seller's side of orders: the store's order list and detail, reviewing vouchers (confirm with
// the amount received, reject with a reason), confirming without a voucher, and what each does to
// the order, its history and both parties' stock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { ORDER_HOLD_MAX_PERIODS } from '@panel/domain/orders';
import { orderEvents, orderUnits, paymentAttempts, paymentVouchers } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { as, createSeller, findStockCountMismatches, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { expireOrders } from '../orders/orders.service';
import {
  confirmWithoutVoucher,
  decideVoucher,
  offlineShop,
  placeOfflineOrder,
  sendPictureVoucher,
  uploadVoucherFile,
  sendVoucher,
  type Shop,
} from '../../../test/fixtures/offline-payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

const saleDetail = async (seller: Actor, orderId: string) => (await as(t, seller, 'GET', `/api/order/sale/detail/${orderId}`)).data;
const unitsOf = async (orderId: string) => (await t.db.select().from(orderUnits).where(eq(orderUnits.orderId, orderId))).length;
const eventsOf = async (orderId: string) => t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const stockCounts = async (actor: Actor, cardId: string) => (await as(t, actor, 'GET', `/api/product/stock/detail/${cardId}`)).data?.card.counts;

/** An order of the shop's buyer with one picture voucher waiting; the amount of 2 units is 20.00. */
async function orderWithVoucher(shop: Shop, quantity = 2) {
  const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, quantity);
  const voucher = await sendPictureVoucher(t, shop.buyer, order.id);
  return { order, voucher };
}

describe('GET /api/order/sale/list', () => {
  it("lists the store's orders newest first, by tab and status, with the buyer", async () => {
    const shop = await offlineShop(t);
    const first = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    t.clock.advance(1000);
    const second = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    t.clock.advance(1000);
    const delivered = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    await confirmWithoutVoucher(t, shop.seller, delivered.id, delivered.amount);
    const list = async (query = '') => (await as(t, shop.seller, 'GET', `/api/order/sale/list${query}`)).data;
    const all = await list();
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(all.list.map((o: { id: string }) => o.id)).toEqual([delivered.id, second.id, first.id]);
    expect(all.list[0].buyer).toEqual({ id: shop.buyer.user.id, uid: expect.any(String), nickname: shop.buyer.user.nickname, avatar: null });
    expect((await list('?tab=IN_PROGRESS')).list.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect((await list('?tab=COMPLETED')).list.map((o: { id: string }) => o.id)).toEqual([delivered.id]);
    expect((await list('?status=DELIVERED')).total).toBe(1);
    expect((await list('?status=CANCELLED')).total).toBe(0);
    expect((await list('?pageSize=1&pageNum=2')).list.map((o: { id: string }) => o.id)).toEqual([second.id]);
  });

  it('finds orders by order number (or part of it), buyer UID or nickname', async () => {
    const shop = await offlineShop(t);
    const mine = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    const other = await createActor(t, { user: { nickname: `Zed ${randomUUID().slice(0, 6)}` } });
    await t.db.execute(
      `insert into follows (store_id, follower_id, status, requested_at, decided_at) values ('${shop.seller.store.id}', '${other.user.id}', 'ACCEPTED', now(), now())`,
    );
    const theirs = await placeOfflineOrder(t, other, shop.listing.id, 1);
    const find = async (keyword: string) =>
      (await as(t, shop.seller, 'GET', `/api/order/sale/list?keyword=${encodeURIComponent(keyword)}`)).data.list.map((o: { id: string }) => o.id);
    expect(await find(mine.orderNo)).toEqual([mine.id]);
    expect(await find(theirs.orderNo.slice(-6))).toEqual([theirs.id]);
    expect(await find(other.user.uid)).toEqual([theirs.id]);
    expect(await find(other.user.nickname.toLowerCase())).toEqual([theirs.id]);
    expect(await find('%')).toEqual([]);
  });

  it("shows nobody else the store's orders: another seller, the buyer and a stranger see their own store's only", async () => {
    const shop = await offlineShop(t);
    await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    for (const actor of [await createSeller(t), shop.buyer, await createActor(t)]) {
      expect((await as(t, actor, 'GET', '/api/order/sale/list')).data).toMatchObject({ total: 0, list: [] });
    }
  });
});

describe('GET /api/order/sale/detail/{id}, /sale/vouchers/{id}, /sale/voucher/{voucherId}', () => {
  it("read the order, its vouchers and one voucher with its order as the store's owner sees them", async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({
      id: order.id,
      status: 'CONFIRMINGPAYMENT',
      canConfirm: false,
      actions: [],
      vouchers: 1,
      vouchersWaiting: 1,
      reusedVoucher: false,
    });
    expect((await as(t, shop.seller, 'GET', `/api/order/sale/vouchers/${order.id}`)).data).toEqual([voucher]);
    expect((await as(t, shop.seller, 'GET', `/api/order/sale/voucher/${voucher.id}`)).data).toMatchObject({
      ...voucher,
      order: { id: order.id, buyer: { id: shop.buyer.user.id } },
    });
  });

  it('answer 150004 to the buyer, another seller, a stranger, and for unknown ids', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    for (const actor of [shop.buyer, await createSeller(t), await createActor(t)]) {
      for (const url of [`/api/order/sale/detail/${order.id}`, `/api/order/sale/vouchers/${order.id}`, `/api/order/sale/voucher/${voucher.id}`]) {
        expect((await as(t, actor, 'GET', url)).respCode, url).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
      }
    }
    for (const url of [`/api/order/sale/detail/${randomUUID()}`, `/api/order/sale/vouchers/${randomUUID()}`, `/api/order/sale/voucher/${randomUUID()}`]) {
      expect((await as(t, shop.seller, 'GET', url)).respCode, url).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
  });
});

describe('the files of a voucher', () => {
  it("are downloaded by their owner and the order's seller; another seller and a third user cannot", async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    const key = await uploadVoucherFile(t, shop.buyer);
    const download = (actor: Actor) => call(t.app, { method: 'POST', url: '/api-auth/s3/download', headers: actor.headers, payload: { key } });
    // Before it is sent on the order, the seller cannot read it either.
    expect((await download(shop.seller)).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    await sendVoucher(t, shop.buyer, order.id, { files: [key] });
    for (const actor of [shop.buyer, shop.seller]) {
      const res = await t.app.inject({ method: 'POST', url: '/api-auth/s3/download', headers: actor.headers, payload: { key } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    for (const actor of [await createSeller(t), await createActor(t), (await offlineShop(t)).buyer]) {
      expect((await download(actor)).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    }
  });
});

describe('POST /api/order/sale/voucher/{voucherId}/confirm', () => {
  it('pays the order in full and delivers it once: the units are the buyer’s (bought) and no longer the seller’s (sold)', async () => {
    const shop = await offlineShop(t, { stock: 10 });
    const { order, voucher } = await orderWithVoucher(shop, 3);
    const key = randomUUID();
    const confirmed = await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '30' }, key);
    expect(confirmed).toMatchObject({
      respCode: 200,
      data: {
        id: voucher.id,
        status: 'CONFIRMED',
        receivedAmount: '30.00',
        decidedAt: expect.any(String),
        order: { status: 'DELIVERED', paidAmount: '30.00', dueAmount: '0.00', vouchersWaiting: 0 },
      },
    });
    // The same key answers the same, and nothing moves again.
    expect(await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '30' }, key)).toEqual(confirmed);
    // Another key is another decision on a voucher already decided.
    expect(await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '30' })).toMatchObject({ respCode: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect(await unitsOf(order.id)).toBe(3);
    expect((await eventsOf(order.id)).map((e) => e.reason)).toEqual(['CREATED', 'VOUCHER_UPLOADED', 'VOUCHER_CONFIRMED', 'DELIVERED']);
    expect(await stockCounts(shop.buyer, shop.card.id)).toMatchObject({ free: 3, bought: 3 });
    expect(await stockCounts(shop.seller, shop.card.id)).toMatchObject({ free: 7, reserved: 0, sold: 3 });
    expect((await as(t, shop.buyer, 'GET', `/api/order/cards/${order.id}`)).data.total).toBe(3);
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('takes a part, the order waiting for more; a second voucher for the rest delivers exactly once', async () => {
    const shop = await offlineShop(t, { stock: 10 });
    const { order, voucher } = await orderWithVoucher(shop, 2);
    const part = await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '8.5' });
    expect(part.data).toMatchObject({
      status: 'CONFIRMED',
      receivedAmount: '8.50',
      order: { status: 'WAITINGPAYMENT', paidAmount: '8.50', dueAmount: '11.50', payBy: null },
    });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMINGPAYMENT',
      toStatus: 'WAITINGPAYMENT',
      actor: 'SELLER',
      reason: 'VOUCHER_CONFIRMED_PART',
      note: '8.50',
    });
    expect(await unitsOf(order.id)).toBe(0);
    expect(await stockCounts(shop.buyer, shop.card.id)).toBeUndefined();
    expect((await as(t, shop.buyer, 'GET', `/api/order/detail/${order.id}`)).data.actions).toEqual(['BANK_INFO', 'UPLOAD_VOUCHER', 'VIEW_VOUCHERS']);

    const rest = await sendPictureVoucher(t, shop.buyer, order.id, '11.50');
    expect(await decideVoucher(t, shop.seller, rest.id, 'confirm', { receivedAmount: '11.51' })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'receivedAmount', rule: 'validation.amountOverDue' },
    });
    const full = await decideVoucher(t, shop.seller, rest.id, 'confirm', { receivedAmount: '11.50' });
    expect(full.data.order).toMatchObject({ status: 'DELIVERED', paidAmount: '20.00', dueAmount: '0.00' });
    expect(await unitsOf(order.id)).toBe(2);
    expect(await stockCounts(shop.buyer, shop.card.id)).toMatchObject({ free: 2, bought: 2 });
    expect(await stockCounts(shop.seller, shop.card.id)).toMatchObject({ free: 8, sold: 2 });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('keeps the order waiting for the seller while another voucher waits', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    await sendPictureVoucher(t, shop.buyer, order.id);
    const part = await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '5' });
    expect(part.data.order).toMatchObject({ status: 'CONFIRMINGPAYMENT', paidAmount: '5.00', vouchersWaiting: 1 });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMINGPAYMENT',
      toStatus: 'CONFIRMINGPAYMENT',
      reason: 'VOUCHER_CONFIRMED_PART',
    });
  });

  it('checks the amount received: given, valid, above 0, at most the due', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    const confirm = (receivedAmount?: string) => decideVoucher(t, shop.seller, voucher.id, 'confirm', receivedAmount === undefined ? {} : { receivedAmount });
    expect(await confirm()).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'receivedAmount' } });
    expect(await confirm('ten')).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'receivedAmount', rule: 'validation.amountInvalid' } });
    expect(await confirm('0.00')).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { rule: 'validation.amountPositive' } });
    expect(await confirm('20.01')).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { rule: 'validation.amountOverOrder' } });
    expect((await saleDetail(shop.seller, order.id)).paidAmount).toBe('0.00');
    expect((await t.db.select().from(paymentVouchers).where(eq(paymentVouchers.id, voucher.id)))[0].status).toBe('WAITING');
  });

  it('runs once when two confirmations of one voucher race: one delivers, the other is 130086', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    const answers = await Promise.all([1, 2, 3].map(() => decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '20' })));
    expect(answers.map((a) => a.respCode).sort((a, b) => a - b)).toEqual([200, ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.ILLEGAL_ORDER_STATE]);
    expect(await unitsOf(order.id)).toBe(2);
    expect((await saleDetail(shop.seller, order.id)).paidAmount).toBe('20.00');
  });
});

describe('POST /api/order/sale/voucher/{voucherId}/reject', () => {
  it('refuses the voucher with the reason; the order waits for another, which the buyer sends and the seller confirms', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    const key = randomUUID();
    const rejected = await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: '  The amount is not on our statement ' }, key);
    expect(rejected.data).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The amount is not on our statement',
      receivedAmount: null,
      order: { status: 'WAITINGPAYMENT', hasRejectedVoucher: true },
    });
    expect(await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: '  The amount is not on our statement ' }, key)).toEqual(rejected);
    expect(await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Again' })).toMatchObject({ respCode: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect(await decideVoucher(t, shop.seller, voucher.id, 'confirm', { receivedAmount: '20' })).toMatchObject({ respCode: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMINGPAYMENT',
      toStatus: 'WAITINGPAYMENT',
      actor: 'SELLER',
      reason: 'VOUCHER_REJECTED',
      note: 'The amount is not on our statement',
    });

    t.clock.advance(1000);
    const again = await sendPictureVoucher(t, shop.buyer, order.id, '20');
    expect((await decideVoucher(t, shop.seller, again.id, 'confirm', { receivedAmount: '20' })).data.order.status).toBe('DELIVERED');
    expect((await as(t, shop.buyer, 'GET', `/api/order/vouchers/${order.id}`)).data.map((v: { status: string }) => v.status)).toEqual([
      'CONFIRMED',
      'REJECTED',
    ]);
  });

  it('gives back the time that was left when the voucher was sent, so the sweep does not cancel the order at once', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 2);
    t.clock.advance(10 * HOUR);
    const voucher = await sendPictureVoucher(t, shop.buyer, order.id); // 14 hours left
    t.clock.advance(20 * HOUR); // past the first deadline while the seller reviews
    await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Blurred' });
    expect(Date.parse((await saleDetail(shop.seller, order.id)).payBy)).toBe(t.clock.now().getTime() + 14 * HOUR);
    await expireOrders(t.db, t.clock.now());
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
  });

  it('gives a voucher sent at the last minute a few hours, never more than one pay-by period, and never past the hold bound', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 2);
    const created = t.clock.now().getTime();
    const period = t.config.orderPayWithinHours * HOUR;
    let payBy = Date.parse(order.payBy!);
    // Each round: a voucher a minute before the deadline, rejected an hour later.
    const deadlines: number[] = [];
    for (let round = 0; round < 60 && payBy > t.clock.now().getTime(); round += 1) {
      t.clock.advance(payBy - t.clock.now().getTime() - MINUTE);
      const voucher = await sendPictureVoucher(t, shop.buyer, order.id);
      t.clock.advance(HOUR);
      await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Not on our statement' });
      const detail = await saleDetail(shop.seller, order.id);
      if (!detail.payBy) break;
      payBy = Date.parse(detail.payBy);
      deadlines.push(payBy);
    }
    expect(deadlines[0]).toBe(created + period - MINUTE + HOUR + 2 * HOUR); // rejected an hour after it was sent, and 2 hours from then
    expect(Math.max(...deadlines)).toBeLessThanOrEqual(created + ORDER_HOLD_MAX_PERIODS * period);
    // At the bound the rejection gives nothing more: past it the voucher is refused and the sweep cancels the order.
    t.clock.advance(Math.max(0, payBy - t.clock.now().getTime()) + 1000);
    expect((await sendVoucher(t, shop.buyer, order.id, { files: [await uploadVoucherFile(t, shop.buyer)] })).respCode).toBe(ERROR_CODES.ILLEGAL_ORDER_STATE);
    await expireOrders(t.db, t.clock.now());
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('keeps the order waiting for the seller while another voucher waits, the rejection in its history', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    await sendPictureVoucher(t, shop.buyer, order.id);
    const rejected = await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Blurred' });
    expect(rejected.data.order).toMatchObject({ status: 'CONFIRMINGPAYMENT', vouchersWaiting: 1, hasRejectedVoucher: true });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMINGPAYMENT',
      toStatus: 'CONFIRMINGPAYMENT',
      reason: 'VOUCHER_REJECTED',
      note: 'Blurred',
    });
  });

  it('needs a reason of at most 200 characters', async () => {
    const shop = await offlineShop(t);
    const { voucher } = await orderWithVoucher(shop);
    expect(await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: ' ' })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'reason' },
    });
    expect(await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'x'.repeat(201) })).toMatchObject({
      respCode: ERROR_CODES.TOO_LONG,
      data: { field: 'reason' },
    });
  });
});

describe('POST /api/order/sale/confirm/{id}', () => {
  it('confirms payment without a voucher: in full it delivers, with its event', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 2);
    const key = randomUUID();
    const confirmed = await confirmWithoutVoucher(t, shop.seller, order.id, '20', key);
    expect(confirmed).toMatchObject({ respCode: 200, data: { id: order.id, status: 'DELIVERED', paidAmount: '20.00', canConfirm: false } });
    expect(confirmed.data.events.map((e: { reason: string }) => e.reason)).toEqual(['CREATED', 'CONFIRMED_WITHOUT_VOUCHER', 'DELIVERED']);
    expect(confirmed.data.events[1]).toMatchObject({ from: 'WAITINGPAYMENT', to: 'PAYMENTSUCCESS', actor: 'SELLER', note: '20.00' });
    expect(await confirmWithoutVoucher(t, shop.seller, order.id, '20', key)).toEqual(confirmed);
    expect(await confirmWithoutVoucher(t, shop.seller, order.id, '20')).toMatchObject({ respCode: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect(await unitsOf(order.id)).toBe(2);
    expect(await stockCounts(shop.buyer, shop.card.id)).toMatchObject({ bought: 2 });
  });

  it('takes a part, the order still waiting for payment; is refused on a cancelled order', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 2);
    const part = await confirmWithoutVoucher(t, shop.seller, order.id, '5');
    expect(part.data).toMatchObject({ status: 'WAITINGPAYMENT', paidAmount: '5.00', dueAmount: '15.00', canConfirm: true });
    expect(part.data.events.at(-1)).toMatchObject({ from: 'WAITINGPAYMENT', to: 'WAITINGPAYMENT', reason: 'CONFIRMED_WITHOUT_VOUCHER', note: '5.00' });
    expect(await confirmWithoutVoucher(t, shop.seller, order.id, '15.01')).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { rule: 'validation.amountOverDue' },
    });
    const cancelled = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    await as(t, shop.buyer, 'POST', `/api/order/cancel/${cancelled.id}`, undefined, { 'idempotency-key': randomUUID() });
    expect(await confirmWithoutVoucher(t, shop.seller, cancelled.id, '10')).toMatchObject({ respCode: ERROR_CODES.ILLEGAL_ORDER_STATE });
  });

  it('is refused while a voucher waits for review (the seller confirms or rejects it first), and offered again after', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'CONFIRMINGPAYMENT', canConfirm: false });
    expect(await confirmWithoutVoucher(t, shop.seller, order.id, '20')).toMatchObject({
      respCode: ERROR_CODES.ILLEGAL_ORDER_STATE,
      data: { vouchersWaiting: 1 },
    });
    expect(await unitsOf(order.id)).toBe(0);
    await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Blurred' });
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'WAITINGPAYMENT', canConfirm: true });
    expect(await confirmWithoutVoucher(t, shop.seller, order.id, '20')).toMatchObject({ respCode: 200, data: { status: 'DELIVERED' } });
  });
});

const cancelSale = (seller: Actor, orderId: string, body: object, key: string = randomUUID()) =>
  as(t, seller, 'POST', `/api/order/sale/cancel/${orderId}`, body, { 'idempotency-key': key });

describe('POST /api/order/sale/cancel/{id}', () => {
  it('cancels an unpaid order with a reason the buyer reads; the units go back and a retry cancels once', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 3);
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'WAITINGPAYMENT', canCancel: true, cancelReason: null });
    expect(await stockCounts(shop.seller, shop.card.id)).toMatchObject({ reserved: 3 });
    const key = randomUUID();
    const cancelled = await cancelSale(shop.seller, order.id, { reason: '  Never paid, sold elsewhere ' }, key);
    expect(cancelled.data).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      cancelReason: 'Never paid, sold elsewhere',
      cancelledAt: t.clock.now().toISOString(),
    });
    expect(cancelled.data.events.at(-1)).toMatchObject({
      from: 'WAITINGPAYMENT',
      to: 'CANCELLED',
      actor: 'SELLER',
      reason: 'SELLER_CANCELLED',
      note: 'Never paid, sold elsewhere',
    });
    expect(await cancelSale(shop.seller, order.id, { reason: '  Never paid, sold elsewhere ' }, key)).toEqual(cancelled);
    expect(await cancelSale(shop.seller, order.id, { reason: 'Again' })).toMatchObject({
      respCode: ERROR_CODES.ORDER_NOT_CANCELLABLE,
      data: { status: 'CANCELLED' },
    });
    expect(await stockCounts(shop.seller, shop.card.id)).toMatchObject({ reserved: 0 });
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'CANCELLED' });
    // The buyer's detail says who cancelled and why.
    const seen = (await as(t, shop.buyer, 'GET', `/api/order/detail/${order.id}`)).data;
    expect(seen).toMatchObject({ status: 'CANCELLED', cancelReason: 'Never paid, sold elsewhere', canCancel: false, actions: [] });
  });

  it('is refused (140007) while a voucher waits or once a part is paid, and offered again after a rejection', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ canCancel: false });
    expect(await cancelSale(shop.seller, order.id, { reason: 'No' })).toMatchObject({
      respCode: ERROR_CODES.ORDER_NOT_CANCELLABLE,
      data: { status: 'CONFIRMINGPAYMENT' },
    });
    await decideVoucher(t, shop.seller, voucher.id, 'reject', { reason: 'Blurred' });
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'WAITINGPAYMENT', canCancel: true });
    const part = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 2);
    await confirmWithoutVoucher(t, shop.seller, part.id, '5');
    expect(await saleDetail(shop.seller, part.id)).toMatchObject({ canCancel: false });
    expect(await cancelSale(shop.seller, part.id, { reason: 'No' })).toMatchObject({ respCode: ERROR_CODES.ORDER_NOT_CANCELLABLE });
    expect(await cancelSale(shop.seller, order.id, { reason: 'Gave up waiting' })).toMatchObject({ respCode: 200, data: { status: 'CANCELLED' } });
  });

  it('needs a reason of at most 200 characters, and moves nothing without one', async () => {
    const shop = await offlineShop(t);
    const order = await placeOfflineOrder(t, shop.buyer, shop.listing.id, 1);
    expect(await cancelSale(shop.seller, order.id, {})).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'reason' } });
    expect(await cancelSale(shop.seller, order.id, { reason: '   ' })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'reason' },
    });
    expect(await cancelSale(shop.seller, order.id, { reason: 'x'.repeat(201) })).toMatchObject({ respCode: ERROR_CODES.TOO_LONG, data: { field: 'reason' } });
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
  });
});

describe('the moving calls refuse anyone but the store owner', () => {
  it('answer 150004 to the buyer, another seller and a stranger, whatever the ids, and move nothing', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    for (const actor of [shop.buyer, await createSeller(t), await createActor(t)]) {
      expect(await decideVoucher(t, actor, voucher.id, 'confirm', { receivedAmount: '20' })).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
      expect(await decideVoucher(t, actor, voucher.id, 'reject', { reason: 'No' })).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
      expect(await confirmWithoutVoucher(t, actor, order.id, '20')).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
      expect(await cancelSale(actor, order.id, { reason: 'No' })).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
    }
    expect(await decideVoucher(t, shop.seller, randomUUID(), 'confirm', { receivedAmount: '20' })).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
    expect(await decideVoucher(t, shop.seller, randomUUID(), 'reject', { reason: 'No' })).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
    expect(await confirmWithoutVoucher(t, shop.seller, randomUUID(), '20')).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED });
    expect(await saleDetail(shop.seller, order.id)).toMatchObject({ status: 'CONFIRMINGPAYMENT', paidAmount: '0.00', vouchersWaiting: 1 });
  });

  it('need an Idempotency-Key', async () => {
    const shop = await offlineShop(t);
    const { order, voucher } = await orderWithVoucher(shop);
    for (const [url, body] of [
      [`/api/order/sale/voucher/${voucher.id}/confirm`, { receivedAmount: '20' }],
      [`/api/order/sale/voucher/${voucher.id}/reject`, { reason: 'No' }],
      [`/api/order/sale/confirm/${order.id}`, { receivedAmount: '20' }],
      [`/api/order/sale/cancel/${order.id}`, { reason: 'No' }],
    ] as const) {
      expect(await as(t, shop.seller, 'POST', url, body)).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'Idempotency-Key' } });
    }
  });
});
