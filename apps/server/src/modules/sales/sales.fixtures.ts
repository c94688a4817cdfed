// Test helpers for the offline-payment and seller order tests (imported by *.test.ts only).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OrderDetailResponse, PaymentAccountRequest, UploadVoucherRequest, Voucher } from '@panel/domain/contract/orders';
import { solidPng } from '../../seed/png';
import { call, type TestApp } from '../../../test/app';
import { as, createBuyer, createListing, createSeller, listingInput, type Actor } from '../cards/catalogue.fixtures';

export const PAYMENT_ACCOUNTS_URL = '/api/store/payment-accounts';

/** A bank account request with every field but the Hong Kong codes. */
export const accountInput = (overrides: Partial<PaymentAccountRequest> = {}): PaymentAccountRequest => ({
  recipientBank: 'First Bank',
  bankAddress: '1 Bank Street',
  recipientName: 'Card Store Ltd',
  recipientAddress: '2 Shop Road',
  recipientAccount: '000123456789',
  swiftCode: 'fbnkusny',
  ...overrides,
});

/** Adds a bank account to the actor's store through the API; answers the envelope. */
export const addPaymentAccount = (t: TestApp, actor: Actor, overrides: Partial<PaymentAccountRequest> = {}) => as(t, actor, 'POST', PAYMENT_ACCOUNTS_URL, accountInput(overrides));

/** Removes every bank account of the actor's store through the API (as a seller who stops taking transfers would). */
export async function removePaymentAccounts(t: TestApp, actor: Actor) {
  const { data: accounts } = (await as(t, actor, 'GET', PAYMENT_ACCOUNTS_URL)) as { data: Array<{ id: string }> };
  for (const account of accounts) expect((await as(t, actor, 'DELETE', `${PAYMENT_ACCOUNTS_URL}/${account.id}`)).respCode).toBe(200);
}

/** A seller with `stock` units of a card listed for offline payment (tiers 1 -> 10/15), and a buyer following the store. */
export async function offlineShop(t: TestApp, { stock = 50 }: { stock?: number } = {}) {
  const seller = await createSeller(t, { stock });
  const card = seller.card!;
  const listing = await createListing(t, seller, listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'] }));
  const buyer = await createBuyer(t, seller);
  return { seller, buyer, card, listing };
}

export type Shop = Awaited<ReturnType<typeof offlineShop>>;

/** An offline order of `quantity` units made by the buyer through POST /api/order/create; answers its detail. */
export async function placeOfflineOrder(t: TestApp, buyer: Actor, listingId: string, quantity = 2) {
  const body = await as(t, buyer, 'POST', '/api/order/create', { listingId, quantity, paymentType: 'OFFLINE', paymentCurrency: 'USD' }, { 'idempotency-key': randomUUID() });
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as OrderDetailResponse;
}

/** A multipart body with one file, as the panel's FormData sends it. */
function multipart(content: Buffer) {
  const boundary = '----voucherboundary7';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let pictures = 0;
/** A picture nobody sent before (a colour of its own), or a PDF with `pdf`. */
export function voucherContent(kind: 'image' | 'pdf' = 'image') {
  pictures += 1;
  if (kind === 'pdf') return Buffer.from(`%PDF-1.4\n% transfer ${pictures} ${randomUUID()}\n%%EOF\n`);
  return solidPng(4, [pictures % 256, Math.floor(pictures / 256) % 256, 77]);
}

/** Uploads a voucher file as the actor (POST /api-auth/s3/upload/document/{source}); answers its key. */
export async function uploadVoucherFile(t: TestApp, actor: Actor, content: Buffer = voucherContent(), source = 'voucher') {
  const { payload, headers } = multipart(content);
  const res = await call(t.app, { method: 'POST', url: `/api-auth/s3/upload/document/${source}`, payload, headers: { ...headers, ...actor.headers } });
  expect(res.body.respCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.key as string;
}

/** Sends a voucher for the order (POST /api/order/voucher/{id}) with a key of its own unless given; answers the envelope. */
export const sendVoucher = (t: TestApp, buyer: Actor, orderId: string, body: UploadVoucherRequest, key: string = randomUUID()) =>
  as(t, buyer, 'POST', `/api/order/voucher/${orderId}`, body, { 'idempotency-key': key });

/** Uploads one picture and sends it as a voucher of the order; answers the voucher (expects success). */
export async function sendPictureVoucher(t: TestApp, buyer: Actor, orderId: string, amount?: string) {
  const files = [await uploadVoucherFile(t, buyer)];
  const body = await sendVoucher(t, buyer, orderId, { files, amount });
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as Voucher;
}

/** A seller's decision with a key of its own unless given: confirm (receivedAmount) or reject (reason) a voucher; answers the envelope. */
export const decideVoucher = (t: TestApp, seller: Actor, voucherId: string, decision: 'confirm' | 'reject', body: object, key: string = randomUUID()) =>
  as(t, seller, 'POST', `/api/order/sale/voucher/${voucherId}/${decision}`, body, { 'idempotency-key': key });

/** The seller confirms payment of the order without a voucher; answers the envelope. */
export const confirmWithoutVoucher = (t: TestApp, seller: Actor, orderId: string, receivedAmount: string, key: string = randomUUID()) =>
  as(t, seller, 'POST', `/api/order/sale/confirm/${orderId}`, { receivedAmount }, { 'idempotency-key': key });
