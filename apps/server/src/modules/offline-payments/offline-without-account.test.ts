// Offline transfer needs somewhere to send the money: a store with no bank account cannot list with
// it (140064, reason NO_BANK_ACCOUNT, at paymentMethods), buyers are not offered it on a listing that
// kept it after the last account was removed, ordering with it is refused at paymentType, and the
// seller's Home counts such listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { as, createBuyer, createListing, createSeller, listingInput, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createOrderCall, orderBody } from '../../../test/fixtures/orders.fixtures';
import { addPaymentAccount, offlineShop, removePaymentAccounts } from '../../../test/fixtures/offline-payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_BANK_ACCOUNT = (field: string) => ({ respCode: ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, data: { field, reason: 'NO_BANK_ACCOUNT' } });

describe('listing with offline transfer', () => {
  it('is refused at paymentMethods while the store has no bank account, and taken once it has one', async () => {
    const seller = await createSeller(t, { stock: 5, bankAccount: false });
    const input = listingInput(seller.card!.id, seller.card!.picture, { paymentMethods: ['OFFLINE', 'VCOIN'] });
    expect(await as(t, seller, 'POST', '/api/product/listing', input)).toMatchObject(NO_BANK_ACCOUNT('paymentMethods'));
    // Without offline transfer the same listing is taken.
    const vcoinOnly = await createListing(t, seller, { ...input, paymentMethods: ['VCOIN'] });
    expect(await as(t, seller, 'PUT', `/api/product/listing/${vcoinOnly.id}`, input)).toMatchObject(NO_BANK_ACCOUNT('paymentMethods'));
    expect((await addPaymentAccount(t, seller)).respCode).toBe(200);
    const saved = await as(t, seller, 'PUT', `/api/product/listing/${vcoinOnly.id}`, input);
    expect(saved).toMatchObject({ respCode: 200, data: { paymentMethods: ['OFFLINE', 'VCOIN'] } });
  });
});

describe('a listing that kept offline transfer after the last bank account was removed', () => {
  it('is not offered to buyers on its detail, and comes back with an account', async () => {
    const { seller, buyer, listing } = await offlineShop(t);
    await as(
      t,
      seller,
      'PUT',
      `/api/product/listing/${listing.id}`,
      listingInput(seller.card!.id, seller.card!.picture, { paymentMethods: ['OFFLINE', 'VCOIN'] }),
    );
    const detail = async () => (await as(t, buyer, 'GET', `/api/product/mall/detail/${listing.id}`)).data as { paymentMethods: string[] };
    expect((await detail()).paymentMethods).toEqual(['OFFLINE', 'VCOIN']);
    await removePaymentAccounts(t, seller);
    expect((await detail()).paymentMethods).toEqual(['VCOIN']);
    await addPaymentAccount(t, seller);
    expect((await detail()).paymentMethods).toEqual(['OFFLINE', 'VCOIN']);
  });

  it('refuses an offline order at paymentType, and takes another way of paying', async () => {
    const seller = await createSeller(t, { stock: 10 });
    const listing = await createListing(t, seller, listingInput(seller.card!.id, seller.card!.picture, { paymentMethods: ['OFFLINE', 'VCOIN'] }));
    const buyer = await createBuyer(t, seller);
    await removePaymentAccounts(t, seller);
    expect(await createOrderCall(t, buyer, orderBody(listing.id))).toMatchObject(NO_BANK_ACCOUNT('paymentType'));
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { paymentType: 'VCOIN' }))).respCode).toBe(200);
  });

  it("is counted on the seller's Home to-dos while listed, and no longer once an account exists", async () => {
    const { seller, buyer } = await offlineShop(t);
    const todo = async (actor: Actor) =>
      ((await as(t, actor, 'GET', '/api/order/todo')).data as { offlineListingsWithoutAccount: number }).offlineListingsWithoutAccount;
    expect(await todo(seller)).toBe(0);
    await removePaymentAccounts(t, seller);
    expect(await todo(seller)).toBe(1);
    expect(await todo(buyer)).toBe(0);
    await addPaymentAccount(t, seller);
    expect(await todo(seller)).toBe(0);
  });
});
