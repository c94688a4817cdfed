// The world the route tests call every route in: a seller with a card, a listing and a bank
// account; a buyer following the store with an offline order (a voucher on it), an online order
// (a live payment attempt), a VCoin top-up and a VCoin record; a generation of codes with an export;
// a recharge; the seller's API key; a pending follow request; a rival seller who follows the same store; a stranger with
// no store set up; and the platform operator. Everything is made through the API or the fixtures
// the module tests use, so every id is the id of a real row.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentQuote } from '@panel/domain/contract/payments';
import { follows, sandboxPayments, users, webhookDeliveries } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { hashPassword } from '../src/modules/users/passwords';
import { as, createBuyer, createListing, createSeller, listingInput, setFollow, type Actor } from './fixtures/catalogue.fixtures';
import { codeVault, loadCodesKey } from '../src/modules/codes/code-vault';
import { registerCodeExport } from '../src/modules/codes/code-export';
import { registerCodeGeneration } from '../src/modules/codes/codes.service';
import { createActor } from './fixtures/follows.fixtures';
import { platformAccountOf, post, walletOf } from '../src/modules/ledger/ledger';
import { createOrderCall, orderBody } from './fixtures/orders.fixtures';
import { registerRecharge } from '../src/modules/recharge/recharge.service';
import { addPaymentAccount, placeOfflineOrder, sendVoucher, uploadVoucherFile } from './fixtures/offline-payments.fixtures';
import { createTestRunner } from './fixtures/tasks.fixtures';
import type { TestApp } from './app';

/** The payment password every account of the world has (the stranger's and the rival's too, so that a refusal is about the object). */
export const WORLD_PAYMENT_PASSWORD = '135790';
/** The client account the world's recharge named (it does not exist: the recharge failed for it). */
export const WORLD_RECHARGE_ACCOUNT = 'ROUTES-ACCOUNT-1';

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type Party = 'seller' | 'buyer' | 'rival' | 'stranger' | 'operator';

/** Answers the envelope's data, failing with the whole answer when the call was refused. */
function dataOf<T>(label: string, body: { respCode: number; data: unknown }): T {
  if (body.respCode !== 200) throw new Error(`${label}: ${JSON.stringify(body)}`);
  return body.data as T;
}

const keyed = () => ({ 'idempotency-key': randomUUID() });

async function withPaymentPassword(t: TestApp, actor: Actor) {
  await t.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(WORLD_PAYMENT_PASSWORD) })
    .where(eq(users.id, actor.user.id));
}

/** Runs every due task (codes, their export, recharges) to its end. */
async function runTasks(t: TestApp) {
  const tasks = createTestRunner(t.db, t.clock, `routes-${randomUUID()}`);
  const vault = () => codeVault(loadCodesKey(t.config));
  registerCodeGeneration(tasks, vault);
  registerCodeExport(tasks, { vault, dataDir: t.config.dataDir, ttlHours: t.config.exportTtlHours });
  registerRecharge(tasks);
  while ((await tasks.runOnce()) !== undefined);
}

export async function buildWorld(t: TestApp) {
  const operator = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
  dataOf('platform bank', await as(t, operator, 'PUT', '/api/ops/bank-account', PLATFORM_BANK));

  const seller = await createSeller(t, { stock: 40 });
  const card = seller.card!;
  const listing = await createListing(
    t,
    seller,
    listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] }),
  );
  const paymentAccount = dataOf<{ id: string }>('payment account', await addPaymentAccount(t, seller));
  const buyer = await createBuyer(t, seller);
  const rival = await createSeller(t, { stock: 5 });
  await setFollow(t, rival, seller, 'ACCEPTED');
  const stranger = await createActor(t);
  const pending = await createBuyer(t, seller, 'PENDING');
  for (const actor of [seller, buyer, rival, stranger]) await withPaymentPassword(t, actor);

  // A private file of each account (a voucher picture it uploaded).
  const uploads = {} as Record<Party, string>;
  for (const [party, actor] of Object.entries({ seller, buyer, rival, stranger, operator })) uploads[party as Party] = await uploadVoucherFile(t, actor);

  const [follow] = await t.db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.storeId, seller.store.id), eq(follows.followerId, buyer.user.id)));
  const [followRequest] = await t.db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.storeId, seller.store.id), eq(follows.followerId, pending.user.id)));

  // The buyer's offline order with a voucher (its file is private to the buyer).
  const order = await placeOfflineOrder(t, buyer, listing.id, 2);
  const voucherFile = await uploadVoucherFile(t, buyer);
  const voucher = dataOf<{ id: string }>('voucher', await sendVoucher(t, buyer, order.id, { files: [voucherFile] }));

  // The buyer's order to pay with VCoin.
  const vcoinOrder = dataOf<{ id: string }>('VCoin order', await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1, paymentType: 'VCOIN' })));

  // The buyer's online order with a live card payment attempt.
  const onlineOrder = dataOf<{ id: string }>('online order', await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1, paymentType: 'ONLINE' })));
  const payable = { orderId: onlineOrder.id, method: 'CARD', currency: 'USD' };
  const quote = dataOf<PaymentQuote>('quote', await as(t, buyer, 'POST', '/api/payment/quote', payable));
  const attempt = dataOf<{ id: string }>('attempt', await as(t, buyer, 'POST', '/api/order/payment/pay/v2', { ...payable, rate: quote.rate }, keyed()));
  // And one with no attempt yet.
  const unpaidOnlineOrder = dataOf<{ id: string }>(
    'unpaid online order',
    await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1, paymentType: 'ONLINE' })),
  );
  const [sandboxPayment] = await t.db.select({ id: sandboxPayments.id }).from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attempt.id));

  // The buyer's VCoin: a top-up by bank transfer, and a record of VCoin credited.
  const topUp = dataOf<{ id: string }>('top-up', await as(t, buyer, 'POST', '/api/vcoin/topup', { amount: '10' }, keyed()));
  await withTransaction(t.db, async (tx) => {
    const [platform, wallet] = [await platformAccountOf(tx, 'OFFLINE_TOPUP'), await walletOf(tx, buyer.user.id)];
    await post(tx, {
      type: 'INCOME',
      legs: [
        { accountId: platform, amountMinor: -5_000n },
        { accountId: wallet, amountMinor: 5_000n },
      ],
      now: t.clock.now(),
    });
  });
  const [record] = dataOf<{ list: Array<{ id: string }> }>('records', await as(t, buyer, 'GET', '/api/vcoin/records')).list;

  // The seller's codes (2 units), their export, and a recharge (of an account that does not exist).
  const generation = dataOf<{ taskId: string }>('codes', await as(t, seller, 'POST', '/api/codes/generate', { cardId: card.id, quantity: 2 }, keyed()));
  await runTasks(t);
  const exportTask = dataOf<{ taskId: string }>(
    'export',
    await as(t, seller, 'POST', `/api/codes/records/${generation.taskId}/export`, { format: 'TXT' }, keyed()),
  );
  const recharge = dataOf<{ taskId: string }>(
    'recharge',
    await as(t, seller, 'POST', '/api/recharge', { cardId: card.id, accounts: [WORLD_RECHARGE_ACCOUNT], quantity: 1 }, keyed()),
  );
  await runTasks(t);
  const exported = dataOf<{ result: { downloadId: string } }>('export task', await as(t, seller, 'GET', `/api/task/${exportTask.taskId}`));

  const [buyerRow] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.id, buyer.user.id));

  // The seller's API key.
  const apiKey = dataOf<{ id: string }>('API key', await as(t, seller, 'POST', '/api/api-keys', { name: 'Routes shop', scopes: ['read'] }));
  // The seller's webhook endpoint (a public address: the world's server allows no private target) with a delivery in its log.
  const webhook = dataOf<{ endpoint: { id: string } }>(
    'webhook',
    await as(t, seller, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/routes', events: ['order.created'] }),
  ).endpoint;
  const [webhookDelivery] = await t.db
    .insert(webhookDeliveries)
    .values({ endpointId: webhook.id, messageId: 'evt_routes', eventType: 'order.created', payload: '{}', createdAt: t.clock.now() })
    .returning({ id: webhookDeliveries.id });

  return {
    actors: { seller, buyer, rival, stranger, operator } satisfies Record<Party, Actor>,
    card,
    listing,
    paymentAccount,
    follow: follow!,
    followRequest: followRequest!,
    order,
    voucher,
    voucherFile,
    uploads,
    vcoinOrder,
    onlineOrder,
    unpaidOnlineOrder,
    quote,
    attempt,
    sandboxPayment: sandboxPayment!,
    topUp,
    record: record!,
    buyerUid: buyerRow!.uid,
    generation,
    exportTask,
    download: exported.result.downloadId,
    recharge,
    apiKey,
    webhook,
    webhookDelivery: webhookDelivery!,
  };
}

/** The platform's bank account for VCoin bought by transfer. */
export const PLATFORM_BANK = {
  recipientBank: 'Platform Bank',
  bankAddress: '1 Platform Street',
  recipientName: 'Panel Platform Ltd',
  recipientAddress: '2 Platform Road',
  recipientAccount: '000987654321',
  swift: 'PLATUS33',
};

/**
 * The ids of the world that only their owners (and the operator) may see: no answer to anyone else
 * may carry one of them.
 */
export function privateIdsOf(world: World): Record<string, string> {
  const { seller, buyer } = world.actors;
  return {
    order: world.order.id,
    onlineOrder: world.onlineOrder.id,
    vcoinOrder: world.vcoinOrder.id,
    unpaidOnlineOrder: world.unpaidOnlineOrder.id,
    voucher: world.voucher.id,
    voucherFile: world.voucherFile,
    sellerUpload: world.uploads.seller,
    buyerUpload: world.uploads.buyer,
    attempt: world.attempt.id,
    topUp: world.topUp.id,
    codeTask: world.generation.taskId,
    exportTask: world.exportTask.taskId,
    download: world.download,
    recharge: world.recharge.taskId,
    paymentAccount: world.paymentAccount.id,
    followRequest: world.followRequest.id,
    apiKey: world.apiKey.id,
    webhook: world.webhook.id,
    webhookDelivery: world.webhookDelivery.id,
    sellerEmail: seller.email!,
    buyerEmail: buyer.email!,
  };
}
