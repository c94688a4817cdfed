// The VCoin wallet's calls: balance and records, transfers (payment password, idempotency, every
// refusal), paying an order with VCoin (rate, balance, delivery), buying VCoin by bank transfer
// with the operator's decision, and scoping: nobody reads another's wallet, records or top-ups.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { VcoinRecordsResponse, WalletResponse } from '@panel/domain/contract/wallet';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { exchangeRates, ledgerAccounts, orders, paymentAttempts, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { hashPassword } from '../users/passwords';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { buy, createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { uploadVoucherFile } from '../../../test/fixtures/offline-payments.fixtures';
import { platformAccountOf, post, walletOf } from '../ledger/ledger';
import { RECIPIENT_LOOKUP_RULE } from './wallet.service';
import { verifyLedger } from '../ledger/verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = '135790';
const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** An account with a payment password (unless told otherwise). */
async function person({ paymentPassword = PASSWORD }: { paymentPassword?: string | null } = {}) {
  const actor = await createActor(t);
  if (paymentPassword)
    await t.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword(paymentPassword) })
      .where(eq(users.id, actor.user.id));
  return actor;
}

/** Credits `amount` VCoin cents to the actor from the platform's offline top-ups (as a confirmed top-up does). */
const fund = (actor: Actor, amountMinor: bigint) =>
  withTransaction(t.db, async (tx) => {
    const [platform, wallet] = [await platformAccountOf(tx, 'OFFLINE_TOPUP'), await walletOf(tx, actor.user.id)];
    await post(tx, {
      type: 'INCOME',
      legs: [
        { accountId: platform, amountMinor: -amountMinor },
        { accountId: wallet, amountMinor },
      ],
      now: t.clock.now(),
    });
  });

const wallet = async (actor: Actor) => WalletResponse.parse((await as(t, actor, 'GET', '/api/vcoin/wallet')).data);
const records = async (actor: Actor, query = '') => VcoinRecordsResponse.parse((await as(t, actor, 'GET', `/api/vcoin/records${query}`)).data);
const uidOf = async (actor: Actor) => (await t.db.select({ uid: users.uid }).from(users).where(eq(users.id, actor.user.id)))[0]!.uid;
const transferCall = async (
  from: Actor,
  to: Actor | string,
  amount: string,
  { password = PASSWORD, key = randomUUID() }: { password?: string; key?: string } = {},
) => as(t, from, 'POST', '/api/vcoin/transfer', { toUid: typeof to === 'string' ? to : await uidOf(to), amount, paymentPassword: password }, keyed(key));

/** The platform operator, as the `operator grant` command makes one. */
async function operator() {
  const actor = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, actor.user.id));
  return actor;
}

describe('GET /api/vcoin/wallet and /api/vcoin/records', () => {
  it('answers zero and no records for an account that never held VCoin, and tells whether a payment password is set', async () => {
    const fresh = await person({ paymentPassword: null });
    expect(await wallet(fresh)).toEqual({ balance: '0.00', available: '0.00', held: '0.00', incoming: '0.00', hasPaymentPassword: false });
    expect((await records(fresh)).total).toBe(0);
    expect((await wallet(await person())).hasPaymentPassword).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/vcoin/wallet' })).status).toBe(401);
  });
});

describe('POST /api/vcoin/transfer', () => {
  it('moves VCoin to another user: both balances, both records with the counterparty, a receipt, and the ledger stays exact', async () => {
    const [alice, bob] = [await person(), await person()];
    await fund(alice, 10_000n);
    const body = await transferCall(alice, bob, '12,5');
    expect(body.respCode, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ amount: '12.50', balanceAfter: '87.50', to: { uid: await uidOf(bob) } });
    expect(await wallet(alice)).toMatchObject({ balance: '87.50', available: '87.50' });
    expect(await wallet(bob)).toMatchObject({ balance: '12.50' });
    const [mine] = (await records(alice)).list;
    expect(mine).toMatchObject({ id: body.data.recordId, type: 'TRANSFER', amount: '-12.50', balanceAfter: '87.50', counterparty: { uid: await uidOf(bob) } });
    expect((await records(bob)).list[0]).toMatchObject({ type: 'TRANSFER', amount: '+12.50', counterparty: { uid: await uidOf(alice) } });
    expect((await as(t, alice, 'GET', `/api/vcoin/records/${body.data.recordId}`)).data).toMatchObject({ transactionId: body.data.transactionId });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('moves money once for a double tap (the same key), and refuses the key with another request', async () => {
    const [alice, bob] = [await person(), await person()];
    await fund(alice, 5_000n);
    const key = randomUUID();
    const [first, second] = await Promise.all([transferCall(alice, bob, '10', { key }), transferCall(alice, bob, '10', { key })]);
    const answers = [first, second].filter((body) => body.respCode === 200);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const body of [first, second]) expect([200, ERROR_CODES.PROCESS_ALREADY_STARTED]).toContain(body.respCode);
    expect((await transferCall(alice, bob, '10', { key })).data).toEqual(answers[0]!.data);
    expect((await wallet(alice)).balance).toBe('40.00');
    expect((await transferCall(alice, bob, '11', { key })).data).toMatchObject({ field: 'Idempotency-Key', reason: 'KEY_REUSED' });
    expect((await as(t, alice, 'POST', '/api/vcoin/transfer', { toUid: await uidOf(bob), amount: '1', paymentPassword: PASSWORD })).respCode).toBe(
      ERROR_CODES.REQUIRED_FIELDS_MISSING,
    );
  });

  it('refuses more than the available VCoin with 150009 and moves nothing', async () => {
    const [alice, bob] = [await person(), await person()];
    await fund(alice, 1_000n);
    expect((await transferCall(alice, bob, '10.01')).respCode).toBe(ERROR_CODES.INSUFFICIENT_VCOIN);
    expect((await wallet(alice)).balance).toBe('10.00');
    expect((await wallet(bob)).balance).toBe('0.00');
  });

  it('refuses a wrong or missing payment password with 1000064, and makes the account wait after repeated failures', async () => {
    const [alice, bob, nopass] = [await person(), await person(), await person({ paymentPassword: null })];
    await fund(alice, 1_000n);
    expect((await transferCall(nopass, bob, '1')).data).toMatchObject({ reason: 'NOT_SET' });
    // Each wrong one says how many tries are left before the wait.
    for (let i = 1; i < t.config.paymentPasswordMaxFailures; i++) {
      expect(await transferCall(alice, bob, '1', { password: '000000' })).toMatchObject({
        respCode: ERROR_CODES.WRONG_PAYMENT_PASSWORD,
        data: { field: 'paymentPassword', triesLeft: t.config.paymentPasswordMaxFailures - i },
      });
    }
    await transferCall(alice, bob, '1', { password: '000000' });
    // Past the limit even the right password waits.
    expect((await transferCall(alice, bob, '1')).respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect((await wallet(alice)).balance).toBe('10.00');
  });

  it('refuses an unknown recipient, oneself and the operator with 130026, and a zero or malformed amount with 4001', async () => {
    const [alice, bob] = [await person(), await person()];
    await fund(alice, 1_000n);
    expect((await transferCall(alice, '999999999', '1')).respCode).toBe(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND);
    expect((await transferCall(alice, alice, '1')).respCode).toBe(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND);
    expect((await transferCall(alice, await operator(), '1')).respCode).toBe(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND);
    expect((await as(t, alice, 'GET', `/api/vcoin/recipient/${await uidOf(bob)}`)).data).toMatchObject({ uid: await uidOf(bob) });
    for (const amount of ['0', '0.00', '1.234', '-5', 'abc']) expect((await transferCall(alice, bob, amount)).respCode, amount).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await wallet(alice)).balance).toBe('10.00');
  });

  it('counts recipient lookups per account: past the rule every lookup, found or not, is 140029 until the wait ends, and other accounts still look up', async () => {
    const [carol, dave, erin] = [await person(), await person(), await person()];
    const daveUid = await uidOf(dave);
    const lookUp = (who: Actor, uid: string) => as(t, who, 'GET', `/api/vcoin/recipient/${uid}`);
    // Half of them unknown UIDs, as someone listing nicknames would try: they count too, and at once.
    const answers = await Promise.all(Array.from({ length: RECIPIENT_LOOKUP_RULE.max }, (_, i) => lookUp(carol, i % 2 ? daveUid : String(900_000_000 + i))));
    expect(answers.map((answer) => answer.respCode).sort()).toEqual(
      [...Array(RECIPIENT_LOOKUP_RULE.max / 2).fill(200), ...Array(RECIPIENT_LOOKUP_RULE.max / 2).fill(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND)].sort(),
    );
    const refused = await lookUp(carol, daveUid);
    expect(refused.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect((await lookUp(erin, daveUid)).data).toMatchObject({ uid: daveUid });
    t.clock.advance(RECIPIENT_LOOKUP_RULE.blockMinutes * 60_000 + 1000);
    expect((await lookUp(carol, daveUid)).data).toMatchObject({ uid: daveUid });
  });
});

describe('records', () => {
  it('filter by type, page newest first, and another user reading a record by id gets 150004', async () => {
    const [alice, bob] = [await person(), await person()];
    await fund(alice, 3_000n);
    for (const amount of ['1', '2', '3']) await transferCall(alice, bob, amount);
    expect((await records(alice, '?type=TRANSFER')).list.map((r) => r.amount)).toEqual(['-3.00', '-2.00', '-1.00']);
    expect((await records(alice, '?type=INCOME')).list.map((r) => r.amount)).toEqual(['+30.00']);
    expect((await records(alice, '?pageSize=2&pageNum=2')).list.map((r) => r.amount)).toEqual(['-1.00', '+30.00']);
    expect(await records(alice, '?pageSize=2&pageNum=3')).toMatchObject({ list: [], total: 4 });
    expect(await records(bob, '?pageNum=2')).toMatchObject({ list: [], total: 3 });
    const [first] = (await records(alice)).list;
    expect((await as(t, bob, 'GET', `/api/vcoin/records/${first!.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, alice, 'GET', '/api/vcoin/records?type=GIFT')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('paying an order with VCoin', () => {
  const vcoinShop = (listing: object = {}) => orderShop(t, { stock: 20, listing: { paymentMethods: ['OFFLINE', 'VCOIN'], ...listing } });
  const payCall = (buyer: Actor, orderId: string, rate: string, { password = PASSWORD, key = randomUUID() } = {}) =>
    as(t, buyer, 'POST', '/api/order/payment/pay/wallet', { orderId, rate, paymentPassword: password }, keyed(key));
  const withPassword = (actor: Actor) => t.db.update(users).set({ paymentPasswordHash: hashPasswordSync }).where(eq(users.id, actor.user.id));
  let hashPasswordSync: string;
  beforeAll(async () => {
    hashPasswordSync = await hashPassword(PASSWORD);
  });

  it('quotes the due in VCoin, pays it from the wallet to the seller, and delivers the order in the same transaction', async () => {
    const { seller, buyer, listing } = await vcoinShop();
    await withPassword(buyer);
    await fund(buyer, 10_000n);
    const placed = await createOrderCall(t, buyer, orderBody(listing.id, { paymentType: 'VCOIN', quantity: 3 }));
    expect(placed.respCode, JSON.stringify(placed)).toBe(200);
    const quote = (await as(t, buyer, 'GET', `/api/order/payment/wallet/quote/${placed.data.id}`)).data;
    expect(quote).toMatchObject({ amount: '30.00', currency: 'USD', rate: '1', vcoinAmount: '30.00', available: '100.00', hasPaymentPassword: true });
    const paid = await payCall(buyer, placed.data.id, quote.rate);
    expect(paid.respCode, JSON.stringify(paid)).toBe(200);
    expect(paid.data).toMatchObject({ vcoinAmount: '30.00', balanceAfter: '70.00' });
    expect((await as(t, buyer, 'GET', `/api/order/detail/${placed.data.id}`)).data).toMatchObject({
      status: 'DELIVERED',
      paidAmount: '30.00',
      dueAmount: '0.00',
    });
    expect((await records(seller)).list[0]).toMatchObject({ type: 'INCOME', amount: '+30.00', order: { id: placed.data.id } });
    expect((await records(buyer)).list[0]).toMatchObject({ type: 'ORDER_PAYMENT', amount: '-30.00', order: { id: placed.data.id } });
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.data.id));
    expect(attempt).toMatchObject({ type: 'VCOIN', currency: 'VCOIN', amountMinor: 3000n, status: 'SUCCEEDED' });
    // Paid: a new attempt with a new key fails silently (140042); the old key replays the answer.
    expect((await payCall(buyer, placed.data.id, '1')).respCode).toBe(ERROR_CODES.VCOIN_PAYMENT_FAILED);
    expect((await wallet(buyer)).balance).toBe('70.00');
  });

  it('converts another currency at the operator rate, and a changed rate is 150043 until quoted again', async () => {
    const { buyer, listing } = await vcoinShop({ currency: 'BRL', paymentCurrencies: ['BRL'] });
    await withPassword(buyer);
    await fund(buyer, 10_000n);
    await t.db
      .insert(exchangeRates)
      .values({ currency: 'BRL', rateScaled: 500_000_000n })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { rateScaled: 500_000_000n } });
    const placed = await createOrderCall(t, buyer, orderBody(listing.id, { paymentType: 'VCOIN', paymentCurrency: 'BRL', quantity: 3 }));
    expect(placed.respCode, JSON.stringify(placed)).toBe(200);
    const quote = (await as(t, buyer, 'GET', `/api/order/payment/wallet/quote/${placed.data.id}`)).data;
    expect(quote).toMatchObject({ amount: '30.00', currency: 'BRL', rate: '5', vcoinAmount: '6.00' });
    await t.db.update(exchangeRates).set({ rateScaled: 600_000_000n }).where(eq(exchangeRates.currency, 'BRL'));
    const stale = await payCall(buyer, placed.data.id, quote.rate);
    expect(stale).toMatchObject({ respCode: ERROR_CODES.EXCHANGE_RATE_CHANGED, data: { rate: '6' } });
    expect((await wallet(buyer)).balance).toBe('100.00');
    const again = (await as(t, buyer, 'GET', `/api/order/payment/wallet/quote/${placed.data.id}`)).data;
    expect(again.vcoinAmount).toBe('5.00');
    expect((await payCall(buyer, placed.data.id, again.rate)).data).toMatchObject({ vcoinAmount: '5.00', balanceAfter: '95.00' });
  });

  it('refuses without enough VCoin (150009), on an offline order (140064), and on another buyer’s order (150004), moving nothing', async () => {
    const { buyer, listing } = await vcoinShop();
    await withPassword(buyer);
    await fund(buyer, 500n);
    const vcoinOrder = (await createOrderCall(t, buyer, orderBody(listing.id, { paymentType: 'VCOIN', quantity: 2 }))).data;
    expect((await payCall(buyer, vcoinOrder.id, '1')).respCode).toBe(ERROR_CODES.INSUFFICIENT_VCOIN);
    expect((await t.db.select().from(orders).where(eq(orders.id, vcoinOrder.id)))[0]).toMatchObject({ status: 'WAITINGPAYMENT', paidMinor: 0n });
    const offline = await buy(t, buyer, listing.id, 1);
    expect((await payCall(buyer, offline.id, '1')).respCode).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    const stranger = await person();
    await fund(stranger, 10_000n);
    expect((await payCall(stranger, vcoinOrder.id, '1')).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, stranger, 'GET', `/api/order/payment/wallet/quote/${vcoinOrder.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await wallet(buyer)).balance).toBe('5.00');
    expect((await wallet(stranger)).balance).toBe('100.00');
  });

  it('refuses an order whose due converts to 0.00 VCoin with 140064 on the quote and the payment, moving nothing', async () => {
    const { buyer, listing } = await vcoinShop({
      currency: 'BRL',
      paymentCurrencies: ['BRL'],
      tiers: [{ minCount: 1, wholesalePrice: '0.01', retailPrice: '0.02' }],
    });
    await withPassword(buyer);
    await fund(buyer, 1_000n);
    await t.db
      .insert(exchangeRates)
      .values({ currency: 'BRL', rateScaled: 500_000_000n })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { rateScaled: 500_000_000n } });
    const placed = await createOrderCall(t, buyer, orderBody(listing.id, { paymentType: 'VCOIN', paymentCurrency: 'BRL', quantity: 1 }));
    expect(placed.respCode, JSON.stringify(placed)).toBe(200);
    const quote = await as(t, buyer, 'GET', `/api/order/payment/wallet/quote/${placed.data.id}`);
    expect(quote).toMatchObject({ respCode: ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, data: { reason: 'VCOIN_AMOUNT_ZERO' } });
    expect(await payCall(buyer, placed.data.id, '5')).toMatchObject({
      respCode: ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE,
      data: { reason: 'VCOIN_AMOUNT_ZERO' },
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.data.id)))[0]).toMatchObject({ status: 'WAITINGPAYMENT', paidMinor: 0n });
    expect((await wallet(buyer)).balance).toBe('10.00');
  });
});

describe('buying VCoin by bank transfer', () => {
  const bank = {
    recipientBank: 'Example Bank',
    bankAddress: '1 Main St',
    recipientName: 'Platform Ltd',
    recipientAddress: '2 Main St',
    recipientAccount: '123-456',
    swift: 'EXAMHKHH',
    bankCode: '012',
    branchCode: '345',
  };
  let ops: Actor;
  beforeAll(async () => {
    ops = await operator();
  });
  const topUp = (buyer: Actor, amount: string) => as(t, buyer, 'POST', '/api/vcoin/topup', { amount }, keyed());
  async function topUpWaiting(buyer: Actor, amount: string) {
    const created = await topUp(buyer, amount);
    expect(created.respCode, JSON.stringify(created)).toBe(200);
    const file = await uploadVoucherFile(t, buyer);
    const sent = await as(t, buyer, 'POST', `/api/vcoin/topup/${created.data.id}/voucher`, { files: [file] }, keyed());
    expect(sent.respCode, JSON.stringify(sent)).toBe(200);
    return { ...sent.data, file };
  }
  const decide = (id: string, decision: 'confirm' | 'reject', body: object, actor: Actor = ops, key = randomUUID()) =>
    as(t, actor, 'POST', `/api/ops/topups/${id}/${decision}`, body, keyed(key));

  it('is refused with 21008 until the operator sets the platform bank account', async () => {
    const buyer = await person();
    expect((await as(t, buyer, 'GET', '/api/vcoin/topup/bank-info')).respCode).toBe(ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE);
    expect((await topUp(buyer, '10')).respCode).toBe(ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE);
    expect((await as(t, buyer, 'PUT', '/api/ops/bank-account', bank)).respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect((await as(t, ops, 'PUT', '/api/ops/bank-account', bank)).data).toMatchObject({ currency: 'USD', swift: 'EXAMHKHH' });
    expect((await as(t, buyer, 'GET', '/api/vcoin/topup/bank-info')).data).toMatchObject({ recipientAccount: '123-456', bankCode: '012' });
  });

  it('holds the amount as incoming (not spendable) once the voucher is sent, and credits what the operator confirms arrived', async () => {
    const buyer = await person();
    const waiting = await topUpWaiting(buyer, '100');
    expect(waiting).toMatchObject({ status: 'WAITING_REVIEW', amount: '100.00', reference: expect.stringMatching(/^VC\d{14}$/) });
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00', available: '0.00', incoming: '100.00' });
    expect((await transferCall(buyer, await person(), '1')).respCode).toBe(ERROR_CODES.INSUFFICIENT_VCOIN);
    // The operator reads the voucher file; a stranger cannot.
    expect((await as(t, ops, 'GET', `/api/ops/topups/${waiting.id}`)).data).toMatchObject({
      user: { uid: await uidOf(buyer) },
      files: [{ key: waiting.file }],
    });
    const confirmed = await decide(waiting.id, 'confirm', { receivedAmount: '95.50' });
    expect(confirmed.data).toMatchObject({ status: 'CONFIRMED', receivedAmount: '95.50', decidedBy: { uid: await uidOf(ops) } });
    expect(await wallet(buyer)).toMatchObject({ balance: '95.50', available: '95.50', incoming: '0.00' });
    expect((await records(buyer)).list).toMatchObject([{ type: 'INCOME', amount: '+95.50' }]);
    expect((await decide(waiting.id, 'confirm', { receivedAmount: '95.50' })).respCode).toBe(ERROR_CODES.ILLEGAL_ORDER_STATE);
    expect((await as(t, ops, 'GET', '/api/ops/actions')).data.list[0]).toMatchObject({
      action: 'TOP_UP_CONFIRMED',
      target: waiting.reference,
      detail: { received: '95.50' },
    });
  });

  it('credits a surplus too, and a rejection voids the hold with its reason', async () => {
    const buyer = await person();
    const more = await topUpWaiting(buyer, '20');
    expect((await decide(more.id, 'confirm', { receivedAmount: '25' })).data).toMatchObject({ receivedAmount: '25.00' });
    expect((await wallet(buyer)).balance).toBe('25.00');
    const rejected = await topUpWaiting(buyer, '40');
    expect((await decide(rejected.id, 'reject', { reason: 'No transfer arrived' })).data).toMatchObject({ status: 'REJECTED', reason: 'No transfer arrived' });
    expect(await wallet(buyer)).toMatchObject({ balance: '25.00', incoming: '0.00' });
    expect((await as(t, buyer, 'GET', `/api/vcoin/topup/${rejected.id}`)).data).toMatchObject({ status: 'REJECTED', reason: 'No transfer arrived' });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('credits a surplus above the threshold only with the amount typed twice, and logs both amounts', async () => {
    const buyer = await person();
    const waiting = await topUpWaiting(buyer, '10');
    expect((await as(t, ops, 'GET', `/api/ops/topups/${waiting.id}`)).data).toMatchObject({ surplusConfirmAbove: '100.00' });
    expect(await decide(waiting.id, 'confirm', { receivedAmount: '150' })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'confirmedAmount', reason: 'SURPLUS_CONFIRMATION', surplus: '140.00', above: '100.00' },
    });
    expect(await decide(waiting.id, 'confirm', { receivedAmount: '150', confirmedAmount: '105' })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'confirmedAmount', rule: 'validation.amountConfirmMismatch' },
    });
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00', incoming: '10.00' });
    expect((await decide(waiting.id, 'confirm', { receivedAmount: '150', confirmedAmount: '150.00' })).data).toMatchObject({
      status: 'CONFIRMED',
      receivedAmount: '150.00',
    });
    expect((await wallet(buyer)).balance).toBe('150.00');
    expect((await as(t, ops, 'GET', '/api/ops/actions')).data.list[0]).toMatchObject({
      action: 'TOP_UP_CONFIRMED',
      target: waiting.reference,
      detail: { amount: '10.00', received: '150.00', surplus: '140.00', firstAmount: '150.00', confirmedAmount: '150.00' },
    });
    // A surplus of exactly the threshold is credited at once.
    const atThreshold = await topUpWaiting(buyer, '10');
    expect((await decide(atThreshold.id, 'confirm', { receivedAmount: '110' })).data).toMatchObject({ status: 'CONFIRMED', receivedAmount: '110.00' });
    expect((await as(t, ops, 'GET', '/api/ops/actions')).data.list[0].detail).toEqual({ amount: '10.00', received: '110.00' });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('refuses an amount of 20 digits (a top-up, the credit the operator confirms) with 4001, crediting nothing', async () => {
    const huge = '12345678901234567890';
    const buyer = await person();
    expect(await topUp(buyer, huge)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'amount' } });
    const waiting = await topUpWaiting(buyer, '10');
    for (const receivedAmount of [huge, `${huge}.00`, `9${huge}`]) {
      expect(await decide(waiting.id, 'confirm', { receivedAmount }), receivedAmount).toMatchObject({
        respCode: ERROR_CODES.PARAM_ERROR,
        data: { field: 'receivedAmount' },
      });
    }
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00', incoming: '10.00' });
    expect(await transferCall(buyer, await person(), huge)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'amount' } });
  });

  it('is private: another user cannot read, send a voucher for, or decide a top-up', async () => {
    const [buyer, stranger] = [await person(), await person()];
    const created = (await topUp(buyer, '10')).data;
    const file = await uploadVoucherFile(t, stranger);
    expect((await as(t, stranger, 'GET', `/api/vcoin/topup/${created.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, stranger, 'POST', `/api/vcoin/topup/${created.id}/voucher`, { files: [file] }, keyed())).respCode).toBe(
      ERROR_CODES.ORDER_ACCESS_DENIED,
    );
    expect((await decide(created.id, 'confirm', { receivedAmount: '10' }, stranger)).respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect((await as(t, stranger, 'GET', '/api/vcoin/topups')).data.total).toBe(0);
    expect((await as(t, buyer, 'GET', '/api/vcoin/topups')).data.list).toMatchObject([{ id: created.id, status: 'WAITING_VOUCHER' }]);
  });
});

describe('the database itself', () => {
  it('refuses a wallet below zero, an unbalanced transaction at commit, and a change to a ledger entry, whatever code tries', async () => {
    const alice = await person();
    await fund(alice, 100n);
    await expect(t.db.update(ledgerAccounts).set({ postedMinor: -1n }).where(eq(ledgerAccounts.userId, alice.user.id))).rejects.toThrow();
    await expect(t.db.execute(sql`update ledger_entries set amount_minor = 1`)).rejects.toThrow();
    const unbalanced = withTransaction(t.db, async (tx) => {
      const wallet = await walletOf(tx, alice.user.id);
      const id = randomUUID();
      await tx.execute(sql`insert into ledger_transactions (id, type, phase) values (${id}, 'SPEND', 'POSTED')`);
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount_minor, record_type, balance_after_minor, version, posted) values (${id}, ${wallet}, -1, 'SPEND', 99, 9, true)`,
      );
    });
    await expect(unbalanced).rejects.toThrow();
    expect((await wallet(alice)).balance).toBe('1.00');
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
