// A server with no payment provider on (PAYMENTS_SANDBOX=false, as on a deployment without payment
// settings): offline transfer and VCoin are all that is offered. The seller's listing form lists
// those two alone for a demo listing saved with all four, the buyer's listing detail shows those
// two, and buying VCoin is bank transfer alone, without tabs.
import { describe, expect, it } from 'vitest';
import catalogueEn from '../src/features/catalogue/locales.en';
import vcoinEn from '../src/features/vcoin-payment/locales.en';
import { ok, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { openAs, useSuite, waitForText } from './support/suite';

const suite = useSuite({ PAYMENTS_SANDBOX: 'false' });
const pay = catalogueEn.catalogue.payment;
const buy = vcoinEn.vcoinPayment.buy;

/** The demo listing saved with every payment type (apps/server/src/seed/demo.ts). */
async function allTypesListing(seller: string) {
  const listings = await ok<{ list: Array<{ id: string; name: string; paymentMethods: string[] }> }>(
    suite.server,
    'GET',
    '/api/product/listing/list?pageNum=1&pageSize=50',
    { token: seller },
  );
  const listing = listings.list.find((item) => item.paymentMethods.length === 4);
  expect(listing, 'a demo listing with all four payment types').toBeDefined();
  return listing!;
}

describe('payments with no provider on', () => {
  it('offers offline transfer and VCoin alone: the listing form, the listing detail and buying VCoin', async () => {
    const seller = await tokenOf(suite.server, 'seller@example.com');
    const buyer = await tokenOf(suite.server, 'buyer@example.com');
    expect((await ok<{ paymentTypes: string[] }>(suite.server, 'GET', '/api/payment/types', { token: buyer })).paymentTypes).toEqual(['OFFLINE', 'VCOIN']);
    const listing = await allTypesListing(seller);

    const sellerPage = await suite.phone();
    await openAs(sellerPage, suite.server, seller, `/listing/addProduct?id=${listing.id}`);
    await waitForText(sellerPage, pay.OFFLINE, true);
    const choices = async () => (await sellerPage.locator('.adm-selector-item').allTextContents()).map((text) => text.trim());
    await expect.poll(choices).not.toContain(pay.ONLINE);
    expect(await choices()).toEqual(expect.arrayContaining([pay.OFFLINE, pay.VCOIN]));
    expect(await choices()).not.toContain(pay.CRYPTO);
    await sellerPage.getByText(pay.OFFLINE, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(sellerPage, 'payments-off-listing-form-en');

    const buyerPage = await suite.phone();
    await openAs(buyerPage, suite.server, buyer, `/goodDetail/${listing.id}`);
    await waitForText(buyerPage, `${pay.OFFLINE}, ${pay.VCOIN}`, true);
    await screenshot(buyerPage, 'payments-off-good-detail-en');

    await openAs(buyerPage, suite.server, buyer, '/me/buyVCoin?tab=ONLINE');
    await waitForText(buyerPage, buy.methodText);
    expect(await buyerPage.locator('.adm-tabs').count()).toBe(0);
    expect(await buyerPage.getByTestId('purchase-form-ONLINE').count()).toBe(0);
    await screenshot(buyerPage, 'payments-off-buy-vcoin-en');
  });
});
