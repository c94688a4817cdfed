// A file sent again as proof of a payment, across order vouchers and VCoin top-ups: a top-up whose
// voucher carries a file already sent (on an order or another top-up, by anyone) is still taken and
// flagged to the operator only; an order voucher carrying a file sent for a top-up is flagged to
// its seller only; a file never sent before flags nothing.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { topUps, users } from '../../db/schema';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { offlineShop, placeOfflineOrder, sendVoucher, uploadVoucherFile, voucherContent } from '../../../test/fixtures/offline-payments.fixtures';

let t: TestApp;
let ops: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
  const bank = {
    recipientBank: 'Example Bank',
    bankAddress: '1 Main St',
    recipientName: 'Platform Ltd',
    recipientAddress: '2 Main St',
    recipientAccount: '123-456',
    swift: 'EXAMHKHH',
  };
  expect((await as(t, ops, 'PUT', '/api/ops/bank-account', bank)).respCode).toBe(200);
});
afterAll(() => t.close());

const keyed = () => ({ 'idempotency-key': randomUUID() });

/** The buyer starts a top-up and sends these pictures as its voucher; answers the buyer's answer to the voucher. */
async function topUpWith(buyer: Actor, pictures: Buffer[]) {
  const created = await as(t, buyer, 'POST', '/api/vcoin/topup', { amount: '50' }, keyed());
  expect(created.respCode, JSON.stringify(created)).toBe(200);
  const files = [];
  for (const picture of pictures) files.push(await uploadVoucherFile(t, buyer, picture));
  const sent = await as(t, buyer, 'POST', `/api/vcoin/topup/${created.data.id}/voucher`, { files }, keyed());
  expect(sent.respCode, JSON.stringify(sent)).toBe(200);
  return sent.data;
}

/** The buyer sends these pictures as a voucher of a new order of a shop; answers the voucher's id and the shop's seller. */
async function orderVoucherWith(pictures: Buffer[]) {
  const { seller, buyer, listing } = await offlineShop(t);
  const order = await placeOfflineOrder(t, buyer, listing.id);
  const files = [];
  for (const picture of pictures) files.push(await uploadVoucherFile(t, buyer, picture));
  const sent = await sendVoucher(t, buyer, order.id, { files });
  expect(sent.respCode, JSON.stringify(sent)).toBe(200);
  return { id: sent.data.id as string, seller, buyer };
}

/** Whether the operator is told the top-up's voucher carries a file already sent, on its page and in the queue. */
async function reusedForOperator(id: string) {
  const one = (await as(t, ops, 'GET', `/api/ops/topups/${id}`)).data.reused;
  const queue = (await as(t, ops, 'GET', '/api/ops/topups?status=WAITING_REVIEW&pageSize=100')).data.list.find((row: { id: string }) => row.id === id);
  expect(queue.reused).toBe(one);
  return one as boolean;
}

const reusedForSeller = async (voucher: { id: string; seller: Actor }) =>
  (await as(t, voucher.seller, 'GET', `/api/order/sale/voucher/${voucher.id}`)).data.reused as boolean;

describe('a top-up voucher with a file already sent', () => {
  it('is flagged to the operator when the file was sent on an order by someone else, and still taken; the buyer never sees the flag', async () => {
    const picture = voucherContent();
    await orderVoucherWith([picture]);
    const buyer = await createActor(t);
    const sent = await topUpWith(buyer, [voucherContent(), picture]);
    expect(sent).toMatchObject({ status: 'WAITING_REVIEW' });
    expect(sent).not.toHaveProperty('reused');
    expect(await reusedForOperator(sent.id)).toBe(true);
    expect((await as(t, buyer, 'GET', '/api/vcoin/wallet')).data).toMatchObject({ incoming: '50.00' });
    expect((await as(t, buyer, 'GET', `/api/vcoin/topup/${sent.id}`)).data).not.toHaveProperty('reused');
    expect((await as(t, buyer, 'GET', '/api/vcoin/topups')).data.list[0]).not.toHaveProperty('reused');
    // The operator still decides it, and the answer keeps the flag.
    expect((await as(t, ops, 'POST', `/api/ops/topups/${sent.id}/reject`, { reason: 'Voucher sent before' }, keyed())).data).toMatchObject({
      status: 'REJECTED',
      reused: true,
    });
  });

  it('is flagged when the file was sent for another top-up, the first one not; the hashes are kept in file order', async () => {
    const picture = voucherContent();
    const other = voucherContent();
    const first = await topUpWith(await createActor(t), [picture]);
    const again = await topUpWith(await createActor(t), [other, picture]);
    expect(await reusedForOperator(first.id)).toBe(false);
    expect(await reusedForOperator(again.id)).toBe(true);
    const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
    const [row] = await t.db.select().from(topUps).where(eq(topUps.id, again.id));
    expect(row).toMatchObject({ fileHashes: [sha(other), sha(picture)], reused: true });
  });

  it('is not flagged for a file never sent before, whatever was sent earlier', async () => {
    const buyer = await createActor(t);
    await topUpWith(buyer, [voucherContent()]);
    await orderVoucherWith([voucherContent()]);
    const fresh = await topUpWith(buyer, [voucherContent()]);
    expect(await reusedForOperator(fresh.id)).toBe(false);
  });
});

describe('an order voucher with a file sent for a top-up', () => {
  it('is flagged to the seller only', async () => {
    const picture = voucherContent();
    await topUpWith(await createActor(t), [picture]);
    const voucher = await orderVoucherWith([picture]);
    expect(await reusedForSeller(voucher)).toBe(true);
    expect((await as(t, voucher.buyer, 'GET', `/api/order/voucher/detail/${voucher.id}`)).data.reused).toBe(false);
  });

  it('is not flagged for a file no top-up or order carried', async () => {
    await topUpWith(await createActor(t), [voucherContent()]);
    expect(await reusedForSeller(await orderVoucherWith([voucherContent()]))).toBe(false);
  });
});
