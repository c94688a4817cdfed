// The demo store's bank accounts and the demo buyer's orders, one in each state the order screens
// show, made through the same services the calls use (so they hold reserved, delivered and released
// units exactly as real orders do).
import { PaymentAccountRequest } from '@panel/domain/contract/orders';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import type { FileStorage } from '../platform/file-storage';
import { storeUpload } from '../modules/files/files.service';
import { cancelOrder, createOrder } from '../modules/orders/orders.service';
import { addAccount } from '../modules/offline-payments/payment-accounts.service';
import { confirmVoucher, rejectVoucher, uploadVoucher } from '../modules/offline-payments/vouchers.service';
import { solidPng } from './png';

/** The demo store's accounts: an international transfer and a Hong Kong local one. */
export const DEMO_PAYMENT_ACCOUNTS: PaymentAccountRequest[] = [
  {
    recipientBank: 'Example International Bank',
    bankAddress: '100 Harbour Road, Miami, FL, USA',
    recipientName: 'Demo Card Store LLC',
    recipientAddress: '1 Demo Street, Miami, FL, USA',
    recipientAccount: '001234567890',
    swiftCode: 'EXAMUS33',
  },
  {
    recipientBank: 'Example Bank (Hong Kong)',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    recipientName: 'Demo Card Store Ltd',
    recipientAccount: '012-345678-901',
    swiftCode: 'EXAMHKHH',
    hongKongLocal: true,
    bankCode: '004',
    branchCode: '123',
  },
];

/** The states of the demo buyer's orders, in the order they are made. */
export const DEMO_ORDER_STATES = ['WAITINGPAYMENT', 'CONFIRMINGPAYMENT', 'REJECTED_VOUCHER', 'DELIVERED', 'CANCELLED'] as const;
export const DEMO_REJECT_REASON = 'The transfer is not on our bank statement yet; please send the bank receipt.';

type Parties = { sellerId: string; buyerId: string; now: Date };
type Colour = [number, number, number];
const SETTINGS = { payWithinHours: 24 };

/** Adds the demo store's bank accounts through the seller's own call, a second apart so they list in this order. */
export async function seedPaymentAccounts(db: Db, { sellerId, now }: Omit<Parties, 'buyerId'>) {
  for (const [index, account] of DEMO_PAYMENT_ACCOUNTS.entries()) {
    const addedAt = new Date(now.getTime() - (DEMO_PAYMENT_ACCOUNTS.length - index) * 1000);
    await addAccount(db, PaymentAccountRequest.parse(account), { userId: sellerId, now: addedAt });
  }
}

/** A picture of a transfer receipt uploaded by the buyer, as the voucher screen uploads it. */
const receipt = (db: Db, storage: FileStorage, buyerId: string, colour: Colour, now: Date) =>
  storeUpload(db, storage, { ownerId: buyerId, type: 'document', source: 'voucher', body: solidPng(96, colour), maxBytes: Number.MAX_SAFE_INTEGER, now });

/** An offline order of the buyer at `now`, and, with a colour, a voucher of its whole amount; answers the order and the voucher's id. */
async function orderWithVoucher(
  db: Db,
  storage: FileStorage,
  { buyerId, now }: Parties,
  { listingId, quantity, colour }: { listingId: string; quantity: number; colour?: Colour },
) {
  const order = await withTransaction(db, (tx) =>
    createOrder(tx, { listingId, quantity, paymentType: 'OFFLINE', paymentCurrency: 'USD' }, { userId: buyerId, now, settings: SETTINGS }),
  );
  if (!colour) return { order, voucherId: '' };
  const file = await receipt(db, storage, buyerId, colour, now);
  const voucher = await withTransaction(db, (tx) =>
    uploadVoucher(tx, storage, { id: order.id, files: [file.key], amount: order.amount }, { userId: buyerId, now }),
  );
  return { order, voucherId: voucher.id };
}

/**
 * The demo buyer's orders from the demo store, one per DEMO_ORDER_STATES: waiting for payment, a
 * voucher waiting for the seller, a rejected voucher (waiting for another), delivered, cancelled.
 */
export async function seedDemoOrders(db: Db, storage: FileStorage, parties: Parties, listings: { recharge: string; licence: string }) {
  // A minute apart, oldest first, so the lists show them in a steady order.
  const at = (minutesAgo: number) => ({ ...parties, now: new Date(parties.now.getTime() - minutesAgo * 60_000) });
  const seller = (minutesAgo: number) => ({ userId: parties.sellerId, now: at(minutesAgo).now });

  await orderWithVoucher(db, storage, at(5), { listingId: listings.recharge, quantity: 2 });
  await orderWithVoucher(db, storage, at(4), { listingId: listings.recharge, quantity: 10, colour: [30, 160, 90] });
  const rejected = await orderWithVoucher(db, storage, at(3), { listingId: listings.licence, quantity: 3, colour: [200, 200, 60] });
  await withTransaction(db, (tx) => rejectVoucher(tx, { voucherId: rejected.voucherId, reason: DEMO_REJECT_REASON }, { ...seller(3), ...SETTINGS }));
  const delivered = await orderWithVoucher(db, storage, at(2), { listingId: listings.licence, quantity: 5, colour: [90, 90, 220] });
  await withTransaction(db, (tx) => confirmVoucher(tx, { voucherId: delivered.voucherId, receivedAmount: delivered.order.amount }, seller(2)));
  const cancelled = await orderWithVoucher(db, storage, at(1), { listingId: listings.recharge, quantity: 1 });
  await withTransaction(db, (tx) => cancelOrder(tx, cancelled.order.id, { userId: parties.buyerId, now: at(1).now }));
}
