// The buyer's side of offline payment: where to pay (bank information), the vouchers sent as proof
// (their files, amount and reuse across orders), and who may see them.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { files, paymentVouchers } from '../../db/schema';
import { localFileStorage } from '../../platform/file-storage';
import { createTestApp, type TestApp } from '../../../test/app';
import { as, createSeller } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import {
  addPaymentAccount,
  confirmWithoutVoucher,
  decideVoucher,
  offlineShop,
  placeOfflineOrder,
  removePaymentAccounts,
  sendPictureVoucher,
  sendVoucher,
  uploadVoucherFile,
  voucherContent,
} from '../../../test/fixtures/offline-payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detailOf = async (buyer: Parameters<typeof as>[1], orderId: string) => (await as(t, buyer, 'GET', `/api/order/detail/${orderId}`)).data;
/** Whether the order's seller is told the voucher carries a file sent on another order. */
const reusedForSeller = async (seller: Parameters<typeof as>[1], voucher: { data: { id: string } }) =>
  (await as(t, seller, 'GET', `/api/order/sale/voucher/${voucher.data.id}`)).data.reused;
const vouchersOf = async (orderId: string) => t.db.select().from(paymentVouchers).where(eq(paymentVouchers.orderId, orderId));

describe('GET /api/order/bank-info/{id}', () => {
  it('answers 21008 once the store has removed its last account, then its accounts, the order number as reference, the due and the pay-by', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id, 2);
    await removePaymentAccounts(t, seller);
    expect(await as(t, buyer, 'GET', `/api/order/bank-info/${order.id}`)).toMatchObject({ respCode: ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE });
    const { data: account } = await addPaymentAccount(t, seller);
    t.clock.advance(1000);
    const { data: hk } = await addPaymentAccount(t, seller, { hongKongLocal: true, bankCode: '004', branchCode: '567' });
    const info = await as(t, buyer, 'GET', `/api/order/bank-info/${order.id}`);
    expect(info).toMatchObject({
      respCode: 200,
      data: {
        orderId: order.id,
        orderNo: order.orderNo,
        reference: order.orderNo,
        currency: 'USD',
        dueAmount: order.amount,
        payBy: order.payBy,
        accounts: [account, hk],
      },
    });
  });

  it('shows what is still due after a part payment, with no pay-by once something is paid', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    await addPaymentAccount(t, seller);
    const order = await placeOfflineOrder(t, buyer, listing.id, 2);
    expect((await confirmWithoutVoucher(t, seller, order.id, '5.00')).respCode).toBe(200);
    const { data } = await as(t, buyer, 'GET', `/api/order/bank-info/${order.id}`);
    expect(data).toMatchObject({ dueAmount: '15.00', payBy: null });
  });

  it("is the buyer's only: the seller, another buyer, a stranger and an unknown id get 150004", async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    await addPaymentAccount(t, seller);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const otherBuyer = (await offlineShop(t)).buyer;
    for (const actor of [seller, otherBuyer, await createActor(t)]) {
      expect((await as(t, actor, 'GET', `/api/order/bank-info/${order.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
    expect((await as(t, buyer, 'GET', `/api/order/bank-info/${randomUUID()}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });
});

describe('POST /api/order/voucher/{id}', () => {
  it('takes pictures with an amount: the voucher waits for the seller and so does the order, with its event', async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id, 2);
    const files = [await uploadVoucherFile(t, buyer), await uploadVoucherFile(t, buyer)];
    const sent = await sendVoucher(t, buyer, order.id, { files, amount: '12.5' });
    expect(sent).toMatchObject({
      respCode: 200,
      data: {
        orderId: order.id,
        orderNo: order.orderNo,
        status: 'WAITING',
        amount: '12.50',
        receivedAmount: null,
        rejectReason: null,
        currency: 'USD',
        reused: false,
        decidedAt: null,
      },
    });
    expect(sent.data.files).toEqual(files.map((key) => ({ key, contentType: 'image/png', size: expect.any(Number) })));
    const detail = await detailOf(buyer, order.id);
    expect(detail).toMatchObject({
      status: 'CONFIRMINGPAYMENT',
      vouchers: 1,
      vouchersWaiting: 1,
      payBy: null,
      actions: ['BANK_INFO', 'UPLOAD_VOUCHER', 'VIEW_VOUCHERS'],
    });
    expect(detail.events.at(-1)).toMatchObject({ from: 'WAITINGPAYMENT', to: 'CONFIRMINGPAYMENT', actor: 'BUYER', reason: 'VOUCHER_UPLOADED', note: '12.50' });
  });

  it('takes one PDF, or up to 9 pictures, with no amount; another voucher while one waits keeps the status and is in the history', async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const pdf = await sendVoucher(t, buyer, order.id, { files: [await uploadVoucherFile(t, buyer, voucherContent('pdf'))] });
    expect(pdf.data).toMatchObject({ amount: null, files: [{ contentType: 'application/pdf' }] });
    const nine = await Promise.all(Array.from({ length: 9 }, () => uploadVoucherFile(t, buyer)));
    expect((await sendVoucher(t, buyer, order.id, { files: nine })).data.files).toHaveLength(9);
    const detail = await detailOf(buyer, order.id);
    expect(detail).toMatchObject({ status: 'CONFIRMINGPAYMENT', vouchersWaiting: 2 });
    expect(detail.events.at(-1)).toMatchObject({ from: 'CONFIRMINGPAYMENT', to: 'CONFIRMINGPAYMENT', reason: 'VOUCHER_UPLOADED', note: null });
  });

  it('refuses no file, a PDF with anything else, two PDFs and more than 9 pictures', async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const pdf = () => uploadVoucherFile(t, buyer, voucherContent('pdf'));
    const cases: [string[], object][] = [
      [[], { field: 'files', rule: 'validation.voucherRequired', reason: 'NONE' }],
      [[await pdf(), await uploadVoucherFile(t, buyer)], { field: 'files', rule: 'validation.voucherRequired', reason: 'PDF_NOT_ALONE' }],
      [[await pdf(), await pdf()], { field: 'files', reason: 'PDF_NOT_ALONE' }],
      [await Promise.all(Array.from({ length: 10 }, () => uploadVoucherFile(t, buyer))), { field: 'files', reason: 'TOO_MANY', max: 9 }],
    ];
    for (const [files, data] of cases) expect(await sendVoucher(t, buyer, order.id, { files })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data });
    expect(await sendVoucher(t, buyer, order.id, {})).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { reason: 'NONE' } });
    expect(await vouchersOf(order.id)).toHaveLength(0);
    expect((await detailOf(buyer, order.id)).status).toBe('WAITINGPAYMENT');
  });

  it("takes only the caller's own voucher uploads: another's file, a product picture, an unknown key or a key twice is a param error", async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const stranger = await createActor(t);
    const own = await uploadVoucherFile(t, buyer);
    const cases: [string[], string][] = [
      [[await uploadVoucherFile(t, stranger)], 'UNKNOWN_FILE'],
      [[await uploadVoucherFile(t, buyer, voucherContent(), 'product')], 'UNKNOWN_FILE'],
      [['voucher/20260115/missing.png'], 'UNKNOWN_FILE'],
      [[own, own], 'DUPLICATE'],
    ];
    for (const [files, reason] of cases)
      expect(await sendVoucher(t, buyer, order.id, { files })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'files', reason } });
    expect(await vouchersOf(order.id)).toHaveLength(0);
  });

  it('checks the amount: a valid decimal, above 0, at most the order amount and the due', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id, 2);
    expect(order.amount).toBe('20.00');
    const send = async (amount: string) => sendVoucher(t, buyer, order.id, { files: [await uploadVoucherFile(t, buyer)], amount });
    const rules: [string, string][] = [
      ['abc', 'validation.amountInvalid'],
      ['1.234', 'validation.amountInvalid'],
      ['-5', 'validation.amountPositive'],
      ['0', 'validation.amountPositive'],
      ['20.01', 'validation.amountOverOrder'],
    ];
    for (const [amount, rule] of rules) expect(await send(amount)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'amount', rule } });
    await confirmWithoutVoucher(t, seller, order.id, '10');
    expect(await send('10.01')).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'amount', rule: 'validation.amountOverDue' } });
    expect((await send('10')).data.amount).toBe('10.00');
  });

  it('answers 130086 when the order takes no voucher: delivered, or cancelled', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const paid = await placeOfflineOrder(t, buyer, listing.id, 1);
    await confirmWithoutVoucher(t, seller, paid.id, paid.amount);
    const cancelled = await placeOfflineOrder(t, buyer, listing.id, 1);
    await as(t, buyer, 'POST', `/api/order/cancel/${cancelled.id}`, undefined, { 'idempotency-key': randomUUID() });
    for (const order of [paid, cancelled]) {
      expect(await sendVoucher(t, buyer, order.id, { files: [await uploadVoucherFile(t, buyer)] })).toMatchObject({
        respCode: ERROR_CODES.ILLEGAL_ORDER_STATE,
      });
      expect(await vouchersOf(order.id)).toHaveLength(0);
    }
  });

  it('answers 130086 past the pay-by while nothing is paid (the order waits for the sweep), and still takes one for a part-paid order', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const unpaid = await placeOfflineOrder(t, buyer, listing.id, 2);
    const part = await placeOfflineOrder(t, buyer, listing.id, 2);
    await confirmWithoutVoucher(t, seller, part.id, '5');
    t.clock.advance(t.config.orderPayWithinHours * 3_600_000);
    const files = [await uploadVoucherFile(t, buyer)];
    expect(await sendVoucher(t, buyer, unpaid.id, { files })).toMatchObject({
      respCode: ERROR_CODES.ILLEGAL_ORDER_STATE,
      data: { status: 'WAITINGPAYMENT', payBy: unpaid.payBy },
    });
    expect(await vouchersOf(unpaid.id)).toHaveLength(0);
    expect((await sendVoucher(t, buyer, part.id, { files })).respCode).toBe(200);
  });

  it("is the order's buyer's only: the seller, another buyer, a stranger and an unknown id get 150004", async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const otherBuyer = (await offlineShop(t)).buyer;
    for (const actor of [seller, otherBuyer, await createActor(t)]) {
      expect(await sendVoucher(t, actor, order.id, { files: [await uploadVoucherFile(t, actor)] })).toMatchObject({
        respCode: ERROR_CODES.ORDER_ACCESS_DENIED,
      });
    }
    expect(await sendVoucher(t, buyer, randomUUID(), { files: [await uploadVoucherFile(t, buyer)] })).toMatchObject({
      respCode: ERROR_CODES.ORDER_ACCESS_DENIED,
    });
    expect(await vouchersOf(order.id)).toHaveLength(0);
  });

  it('sends one voucher when retried with its Idempotency-Key, refuses the key with another request, and needs one', async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const files = [await uploadVoucherFile(t, buyer)];
    const key = randomUUID();
    const first = await sendVoucher(t, buyer, order.id, { files, amount: '5' }, key);
    expect(await sendVoucher(t, buyer, order.id, { files, amount: '5' }, key)).toEqual(first);
    expect(await sendVoucher(t, buyer, order.id, { files, amount: '6' }, key)).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'Idempotency-Key', reason: 'KEY_REUSED' },
    });
    expect(await as(t, buyer, 'POST', `/api/order/voucher/${order.id}`, { files })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'Idempotency-Key' },
    });
    expect(await vouchersOf(order.id)).toHaveLength(1);
    expect((await detailOf(buyer, order.id)).events.filter((e: { reason: string }) => e.reason === 'VOUCHER_UPLOADED')).toHaveLength(1);
  });
});

describe('a file sent again', () => {
  it('marks the voucher reused when its content was sent on another order, and still takes it', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const first = await placeOfflineOrder(t, buyer, listing.id);
    const second = await placeOfflineOrder(t, buyer, listing.id);
    const picture = voucherContent();
    const original = await sendVoucher(t, buyer, first.id, { files: [await uploadVoucherFile(t, buyer, picture)] });
    expect(original.data.reused).toBe(false);
    // The same picture uploaded again is a new file with the same content.
    const again = await sendVoucher(t, buyer, second.id, { files: [await uploadVoucherFile(t, buyer), await uploadVoucherFile(t, buyer, picture)] });
    // Taken, and only the seller is told.
    expect(again).toMatchObject({ respCode: 200, data: { status: 'WAITING', reused: false } });
    expect((await as(t, seller, 'GET', `/api/order/sale/voucher/${again.data.id}`)).data.reused).toBe(true);
    expect((await as(t, buyer, 'GET', `/api/order/voucher/detail/${again.data.id}`)).data.reused).toBe(false);
    expect((await as(t, seller, 'GET', `/api/order/sale/vouchers/${first.id}`)).data[0].reused).toBe(false);
    expect((await as(t, seller, 'GET', `/api/order/sale/detail/${second.id}`)).data.reusedVoucher).toBe(true);
    expect((await as(t, seller, 'GET', `/api/order/sale/detail/${first.id}`)).data.reusedVoucher).toBe(false);
    expect((await as(t, buyer, 'GET', `/api/order/detail/${second.id}`)).data.reusedVoucher).toBe(false);
  });

  it('counts across buyers, but not within one order: a voucher sent again on the same order is not reused', async () => {
    const { buyer, listing, seller } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const picture = voucherContent();
    const { data: rejected } = await sendVoucher(t, buyer, order.id, { files: [await uploadVoucherFile(t, buyer, picture)] });
    await decideVoucher(t, seller, rejected.id, 'reject', { reason: 'Unreadable' });
    expect(await reusedForSeller(seller, await sendVoucher(t, buyer, order.id, { files: [await uploadVoucherFile(t, buyer, picture)] }))).toBe(false);
    const other = await offlineShop(t);
    const otherOrder = await placeOfflineOrder(t, other.buyer, other.listing.id);
    expect(
      await reusedForSeller(other.seller, await sendVoucher(t, other.buyer, otherOrder.id, { files: [await uploadVoucherFile(t, other.buyer, picture)] })),
    ).toBe(true);
  });

  it('hashes a voucher file kept from before hashes were stored, when it is sent', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const [first, second] = [await placeOfflineOrder(t, buyer, listing.id), await placeOfflineOrder(t, buyer, listing.id)];
    const picture = voucherContent();
    const key = `voucher/20250101/${randomUUID()}.png`;
    await localFileStorage(path.join(t.config.dataDir, 'files')).put(key, picture);
    await t.db.insert(files).values({ key, ownerId: buyer.user.id, source: 'voucher', contentType: 'image/png', size: picture.length });
    expect(await reusedForSeller(seller, await sendVoucher(t, buyer, first.id, { files: [key] }))).toBe(false);
    expect((await t.db.select().from(files).where(eq(files.key, key)))[0].sha256).toBe(createHash('sha256').update(picture).digest('hex'));
    expect(await reusedForSeller(seller, await sendVoucher(t, buyer, second.id, { files: [await uploadVoucherFile(t, buyer, picture)] }))).toBe(true);
  });
});

describe('GET /api/order/vouchers/{id} and /api/order/voucher/detail/{voucherId}', () => {
  it('list the order’s vouchers newest first, and one with its order, to the buyer', async () => {
    const { buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const older = await sendPictureVoucher(t, buyer, order.id, '1');
    t.clock.advance(1000);
    const newer = await sendPictureVoucher(t, buyer, order.id);
    expect((await as(t, buyer, 'GET', `/api/order/vouchers/${order.id}`)).data).toEqual([newer, older]);
    const detail = await as(t, buyer, 'GET', `/api/order/voucher/detail/${older.id}`);
    expect(detail).toMatchObject({ respCode: 200, data: { ...older, order: { id: order.id, status: 'CONFIRMINGPAYMENT', vouchersWaiting: 2 } } });
  });

  it('answer 150004 to the seller, another buyer, a stranger, and for unknown ids', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    const order = await placeOfflineOrder(t, buyer, listing.id);
    const voucher = await sendPictureVoucher(t, buyer, order.id);
    const otherSeller = await createSeller(t);
    for (const actor of [seller, otherSeller, (await offlineShop(t)).buyer, await createActor(t)]) {
      expect((await as(t, actor, 'GET', `/api/order/vouchers/${order.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
      expect((await as(t, actor, 'GET', `/api/order/voucher/detail/${voucher.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
    expect((await as(t, buyer, 'GET', `/api/order/vouchers/${randomUUID()}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, buyer, 'GET', `/api/order/voucher/detail/${randomUUID()}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });
});
