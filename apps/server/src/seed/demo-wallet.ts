// The demo VCoin (issue text: "the demo buyer holds VCoin with records of several types; the demo
// seller has income from a VCoin-paid order; one top-up waits for the operator"), made through the
// same services the calls use: the operator, the platform's bank account and rates, the buyer's
// payment password, a confirmed top-up, a transfer, an order paid with VCoin, a waiting top-up.
import { eq } from 'drizzle-orm';
import { SetPlatformBankRequest, SetRateRequest } from '@panel/domain/contract/ops';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { FileStorage } from '../platform/file-storage';
import { hashPassword } from '../modules/users/passwords';
import { storeUpload } from '../modules/files/files.service';
import { recordAction } from '../modules/ops/ops.service';
import { createOrder } from '../modules/orders/orders.service';
import { setRate } from '../modules/rates/rates.service';
import { loadVoucherFiles } from '../modules/offline-payments/voucher-files';
import { confirmTopUp, createTopUp, sendTopUpVoucher, setPlatformBank } from '../modules/wallet/top-ups.service';
import { payWithVcoin } from '../modules/wallet/vcoin-payment';
import { transfer } from '../modules/wallet/wallet.service';
import { createUser } from '../modules/users/users.service';
import { solidPng } from './png';

/** The platform operator of the demo (README). */
export const DEMO_OPERATOR = { email: 'ops@example.com', password: 'Demo1234', nickname: 'Platform Operator' } as const;
/** The demo buyer's 6-digit payment password (README). */
export const DEMO_PAYMENT_PASSWORD = '246810';

export const DEMO_PLATFORM_BANK = {
  recipientBank: 'Example Bank (Hong Kong) Ltd',
  bankAddress: '1 Queen’s Road Central, Hong Kong',
  recipientName: 'Panel Platform Ltd',
  recipientAddress: '88 Harbour Road, Wan Chai, Hong Kong',
  recipientAccount: '012-345678-901',
  swift: 'EXAMHKHHXXX',
  bankCode: '012',
  branchCode: '345',
};

/** Rates against USD and online fees per currency (the spec's maximum fee per currency). */
export const DEMO_RATES: Record<string, { rate: string; feePercent: string; feeFixed: string; feeMax: string | null }> = {
  USD: { rate: '1', feePercent: '2.90', feeFixed: '0.30', feeMax: '50.00' },
  BRL: { rate: '5.40', feePercent: '3.99', feeFixed: '0.50', feeMax: '250.00' },
  MXN: { rate: '18.50', feePercent: '3.50', feeFixed: '3.00', feeMax: '900.00' },
  EUR: { rate: '0.92', feePercent: '2.90', feeFixed: '0.25', feeMax: '45.00' },
  COP: { rate: '4000', feePercent: '3.50', feeFixed: '900.00', feeMax: null },
  USDT: { rate: '1', feePercent: '1.00', feeFixed: '0', feeMax: null },
  USDC: { rate: '1', feePercent: '1.00', feeFixed: '0', feeMax: null },
};

type Parties = { sellerId: string; buyerId: string; resellerId: string; now: Date };
const at = (now: Date, minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

/** A transfer receipt picture uploaded by `userId`, as the voucher screens upload it. */
const receipt = (db: Db, storage: FileStorage, userId: string, colour: [number, number, number], now: Date) =>
  storeUpload(db, storage, { ownerId: userId, type: 'document', source: 'voucher', body: solidPng(96, colour), maxBytes: Number.MAX_SAFE_INTEGER, now });

/** A top-up of `amount` with its voucher sent (a receipt of its own colour: a picture sent before is flagged reused), waiting for the operator; answers its id. */
async function topUpWithVoucher(db: Db, storage: FileStorage, userId: string, amount: string, colour: [number, number, number], now: Date) {
  const topUp = await withTransaction(db, (tx) => createTopUp(tx, { amount }, { userId, now }));
  const file = await receipt(db, storage, userId, colour, now);
  await withTransaction(db, async (tx) => sendTopUpVoucher(tx, topUp.id, await loadVoucherFiles(tx, storage, [file.key], userId), { userId, now }));
  return topUp.id;
}

export async function seedDemoWallet(db: Db, storage: FileStorage, { sellerId, buyerId, resellerId, now }: Parties, listings: { licence: string }) {
  const { user: operator } = await createUser(db, { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, nickname: DEMO_OPERATOR.nickname });
  await db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.id));
  const ops = { operatorId: operator.id };

  await withTransaction(db, async (tx) => {
    const bank = await setPlatformBank(tx, SetPlatformBankRequest.parse(DEMO_PLATFORM_BANK));
    await recordAction(tx, {
      ...ops,
      action: 'BANK_ACCOUNT_SET',
      target: bank.recipientBank,
      detail: { account: bank.recipientAccount, swift: bank.swift },
      now: at(now, 60),
    });
    for (const [currency, setting] of Object.entries(DEMO_RATES)) {
      const row = await setRate(tx, currency, SetRateRequest.parse(setting), { userId: operator.id, now: at(now, 60) });
      await recordAction(tx, {
        ...ops,
        action: 'RATE_SET',
        target: currency,
        detail: { rate: row.rate, feePercent: row.feePercent, feeFixed: row.feeFixed, feeMax: row.feeMax },
        now: at(now, 60),
      });
    }
  });
  await db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD) })
    .where(eq(users.id, buyerId));

  // The buyer bought 500 VCoin by bank transfer; the operator confirmed it.
  const bought = await topUpWithVoucher(db, storage, buyerId, '500.00', [40, 140, 200], at(now, 50));
  await withTransaction(db, async (tx) => {
    const row = await confirmTopUp(tx, bought, { receivedAmount: '500.00' }, { operatorId: operator.id, now: at(now, 45), surplusConfirmAboveMinor: 0n });
    await recordAction(tx, { ...ops, action: 'TOP_UP_CONFIRMED', target: row.reference, detail: { amount: '500.00', received: '500.00' }, now: at(now, 45) });
  });
  // A transfer to a reseller, and an order paid with VCoin (the seller's income).
  const [reseller] = await db.select({ uid: users.uid }).from(users).where(eq(users.id, resellerId));
  await withTransaction(db, (tx) =>
    transfer(tx, { toUid: reseller!.uid, amount: '25.00', note: 'For the StarTV cards' }, { userId: buyerId, now: at(now, 40) }),
  );
  const order = await withTransaction(db, (tx) =>
    createOrder(
      tx,
      { listingId: listings.licence, quantity: 2, paymentType: 'VCOIN', paymentCurrency: 'USD' },
      { userId: buyerId, now: at(now, 35), settings: { payWithinHours: 24 } },
    ),
  );
  await withTransaction(db, (tx) => payWithVcoin(tx, { orderId: order.id, rate: '1' }, { userId: buyerId, now: at(now, 34) }));
  // One more top-up waits for the operator.
  await topUpWithVoucher(db, storage, buyerId, '120.00', [220, 120, 40], at(now, 10));
  return { operatorId: operator.id, sellerId };
}
