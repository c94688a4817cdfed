// Stores, following and followers in the browser, against the built server on a fresh database.
// Each test makes the accounts, stores and follows it needs through the API (demo data: "Demo Card
// Store" of the demo seller, which approves each request), so it runs alone and leaves the others'
// data alone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { block, call, currentUser, follow, ok, openStore, requestFollow, signUpAccount, tokenOf, type Account } from './support/api';
import { screenshot } from './support/browser';
import { picture } from './support/images';
import { goTo, openAs, shows, speak, useSuite, waitForText } from './support/suite';
import { en, followEntryTexts, followersTexts, followsTexts, homeTexts, storeTexts } from './support/texts';

const DEMO_STORE = 'Demo Card Store';

const f = followsTexts.en.follows;
const fr = followersTexts.en.followers;
const st = storeTexts.en.storeSettings;

// Every test signs up its own accounts: more codes from this machine than the default hourly limit.
const suite = useSuite({ CODE_MAX_PER_IP: '1000', CODE_MAX_PER_TARGET: '100' });

const dialog = (page: Page) => page.getByRole('dialog');
/** A row of an antd-mobile list that mentions text. */
const row = (page: Page, text: string) => page.locator('.adm-list-item', { hasText: text });
/** Waits until no toast is on screen. */
const toastGone = (page: Page) => expect.poll(() => page.locator('.adm-toast-mask').count(), { timeout: 6_000 }).toBe(0);
/** Scrolls the screen's content back to the top. */
const scrollTop = (page: Page) => page.getByRole('main').evaluate((element) => element.scrollTo(0, 0));

let stores = 0;
/** A new account with a store of its own (approving each request). */
async function storeOwner(name: string, options: { email?: string } = {}): Promise<Account & { storeId: string; storeName: string }> {
  const owner = await signUpAccount(suite.server, { nickname: `Owner ${++stores}` });
  const storeId = await openStore(suite.server, owner, name, options);
  return { ...owner, storeId, storeName: name };
}

/** The demo seller's token and store. */
async function demoSeller(): Promise<{ token: string; storeId: string }> {
  const token = await tokenOf(suite.server, 'seller@example.com');
  return { token, storeId: (await currentUser(suite.server, token)).store!.id };
}

/** A page of the panel open as the account, on a path. */
async function pageOf(account: Pick<Account, 'token'>, path: string, locale: 'en' | 'es' | 'pt' = 'en'): Promise<Page> {
  const page = await suite.phone({ en: 'en-US', es: 'es-ES', pt: 'pt-BR' }[locale]);
  await openAs(page, suite.server, account.token, path, locale);
  return page;
}

describe('stores, following and followers', () => {
  it('opens a store from the store settings: picture and name required, the first one focused, unsaved edits confirmed', async () => {
    const owner = await signUpAccount(suite.server, { nickname: 'Store Opener' });
    const page = await pageOf(owner, '/me');
    await page.getByText(followEntryTexts.en.followEntries.storeSettings, { exact: true }).click();
    await page.waitForURL(/\/setting\/store$/);
    await waitForText(page, st.notUsable);
    await expect.poll(() => page.getByTestId('invite-qr').isVisible()).toBe(true);
    await screenshot(page, 'store-settings-new-en');

    // Saving without a name or a picture shows both rules; the picture, first on the screen, gets focus.
    await page.getByLabel(st.phone).fill('+55 11 91234 5678');
    await page.getByRole('button', { name: st.save }).click();
    await waitForText(page, st.avatarRequired);
    await waitForText(page, VALIDATION_TEXTS.en['validation.required']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(st.avatarUpload);
    await screenshot(page, 'store-settings-errors-en');

    // Leaving with unsaved edits asks first; staying keeps them.
    await page.locator('.adm-nav-bar-back').click();
    await expect.poll(() => dialog(page).getByText(en.unsaved.title).isVisible()).toBe(true);
    await screenshot(page, 'store-settings-unsaved-en');
    await dialog(page).getByText(en.unsaved.stay, { exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/setting/store');

    const name = 'Second Card Shop';
    await page.locator('input[type=file]').setInputFiles(picture('store.png', [250, 140, 22]));
    await expect.poll(() => page.getByAltText(st.avatarAlt).isVisible()).toBe(true);
    await page.getByLabel(/^Store name/).fill(name);
    await page.getByLabel(st.website).fill('https://second.example.com');
    await page.getByRole('button', { name: st.save }).click();
    await waitForText(page, st.saved);
    await expect.poll(shows(page, st.notUsable)).toBe(false);
    const info = await ok(suite.server, 'GET', '/api/store/info', { token: owner.token });
    expect(info).toMatchObject({ name, phone: '+5511912345678', website: 'https://second.example.com', usable: true });
    await toastGone(page);
    await scrollTop(page);
    await screenshot(page, 'store-settings-en');

    // Saved: leaving no longer asks.
    await page.locator('.adm-nav-bar-back').click();
    await page.waitForURL(/\/me$/);
  });

  it('shows the store settings rules in Spanish, and a refused website at its field', async () => {
    const owner = await signUpAccount(suite.server, { nickname: 'Dueño Nuevo' });
    const page = await pageOf(owner, '/setting/store', 'es');
    const es = storeTexts.es.storeSettings;
    await waitForText(page, es.notUsable);
    await page.getByLabel(es.website).fill('second.example.com');
    await page.getByRole('button', { name: es.save }).click();
    await waitForText(page, es.avatarRequired);
    await waitForText(page, es.websiteInvalid);
    await screenshot(page, 'store-settings-errors-es');
  });

  it('lets a buyer unfollow (after a confirmation), find the demo store and request to follow it', async () => {
    const seller = await demoSeller();
    const buyer = await signUpAccount(suite.server, { nickname: 'Moving Buyer' });
    await follow(suite.server, buyer, seller, seller.storeId);
    const other = await storeOwner('Search Card Shop');

    const page = await pageOf(buyer, '/me');
    await page.getByText(followEntryTexts.en.followEntries.following, { exact: true }).click();
    await page.waitForURL(/\/following$/);
    await waitForText(page, DEMO_STORE);
    await waitForText(page, f.following.followedAt);
    await screenshot(page, 'following-en');

    await page.getByRole('button', { name: f.unfollow.action }).click();
    await expect.poll(() => dialog(page).getByText(`Unfollow ${DEMO_STORE}?`).isVisible()).toBe(true);
    await screenshot(page, 'following-unfollow-confirm-en');
    await dialog(page).getByRole('button', { name: f.unfollow.action }).click();
    await waitForText(page, f.following.emptyTitle);
    await toastGone(page);
    await screenshot(page, 'following-empty-en');

    await page.getByRole('main').getByRole('button', { name: f.following.findStore }).click();
    await page.waitForURL(/\/following\/search$/);
    await waitForText(page, f.search.hintTitle);
    await screenshot(page, 'store-search-start-en');
    await page.getByPlaceholder(f.search.placeholder).fill('card');
    await expect.poll(() => row(page, DEMO_STORE).isVisible()).toBe(true);
    await expect.poll(() => row(page, other.storeName).isVisible()).toBe(true);
    await screenshot(page, 'store-search-en');
    await row(page, DEMO_STORE).getByRole('button', { name: f.request.follow }).click();
    await expect.poll(() => row(page, DEMO_STORE).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);

    await goTo(page, suite.server, '/following/requestList');
    await expect.poll(() => row(page, DEMO_STORE).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'my-requests-en');

    await goTo(page, suite.server, '/home');
    await expect.poll(() => page.getByTestId('todo-my-request').isVisible()).toBe(true);
    await waitForText(page, `Waiting for ${DEMO_STORE} to answer`);
    await screenshot(page, 'home-buyer-en');
  });

  it('shows a store owner the requests on home (with a badge) and lets them accept one', async () => {
    const owner = await storeOwner('Busy Card Shop');
    const [first, second] = await Promise.all([
      signUpAccount(suite.server, { nickname: 'First Asker' }),
      signUpAccount(suite.server, { nickname: 'Second Asker' }),
    ]);
    await requestFollow(suite.server, first, owner.storeId);
    await requestFollow(suite.server, second, owner.storeId);

    const page = await pageOf(owner, '/home');
    await waitForText(page, '2 follow requests to answer');
    await waitForText(page, /First Asker|Second Asker/);
    await expect.poll(() => page.locator('[data-todos="2"] .adm-badge').first().textContent()).toBe('2');
    await screenshot(page, 'home-seller-en');

    await page.getByTestId('todo-follow-requests').click();
    await page.waitForURL(/\/follower\/requestList$/);
    await expect.poll(() => row(page, 'First Asker').isVisible()).toBe(true);
    await screenshot(page, 'follower-requests-en');

    // One request in full (GET .../request/info/{id}).
    await row(page, 'Second Asker').locator('.adm-list-item-content-main').click();
    await expect.poll(shows(page, fr.requests.infoTitle, true)).toBe(true);
    await screenshot(page, 'follower-request-info-en');
    await page.locator('.adm-mask').click({ position: { x: 20, y: 20 } });
    await expect.poll(shows(page, fr.requests.infoTitle, true)).toBe(false);

    await row(page, 'First Asker').getByRole('button', { name: fr.actions.accept }).click();
    await waitForText(page, 'First Asker now follows your store');
    await expect.poll(() => row(page, 'First Asker').count()).toBe(0);
    await page.getByRole('tab', { name: fr.requests.tabs.ACCEPTED }).click();
    await expect.poll(() => row(page, 'First Asker').isVisible()).toBe(true);
  });

  it('shows a buyer the store followed, its detail with contacts, and its products (the demo catalogue)', async () => {
    const seller = await demoSeller();
    const buyer = await signUpAccount(suite.server, { nickname: 'Curious Buyer' });
    await follow(suite.server, buyer, seller, seller.storeId);

    const page = await pageOf(buyer, '/following');
    await waitForText(page, DEMO_STORE);
    await page.getByRole('button', { name: f.following.storeDetail }).click();
    await page.waitForURL(/\/following\/store\/[\w-]+$/);
    await waitForText(page, 'store@example.com');
    await waitForText(page, f.store.viewProducts);
    await screenshot(page, 'store-detail-en');

    await page.getByRole('button', { name: f.store.viewProducts }).click();
    await page.waitForURL(/\/following\/store\/products\/[\w-]+$/);
    // The demo store lists 4 cards for everyone (docs/decisions/006-catalogue.md).
    await waitForText(page, 'StarTV Gold 30 days');
    await expect.poll(() => page.locator('.paged-list__items').getAttribute('data-total')).toBe('4');
    expect(await page.getByText(f.products.emptyTitle).count()).toBe(0);
    // The mall's cards: price from, stock, the picture inside the screen's edges.
    const card = page.locator('[data-listing]', { hasText: 'StarTV Gold 30 days' });
    const cardText = (await card.textContent())!;
    expect(cardText).toMatch(/From [\d.,]+ \w+/);
    expect(cardText).toMatch(/Stock \d+|Out of stock/);
    const picture = (await card.locator('img, .store-listing__picture').first().boundingBox())!;
    expect(picture.x).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'store-products-en');

    const listingId = await card.getAttribute('data-listing');
    await card.click();
    await page.waitForURL(new RegExp(`/goodDetail/${listingId}$`));
    await waitForText(page, 'StarTV Gold 30 days');
    // Back returns to the store's products.
    await page.goBack();
    await page.waitForURL(/\/following\/store\/products\/[\w-]+$/);
    await waitForText(page, 'StarTV Gold 30 days');

    // The seller opening their own store's products is pointed to their listings.
    const own = await pageOf(seller, `/following/store/products/${seller.storeId}`);
    await waitForText(own, f.products.ownTitle);
    await own.getByRole('button', { name: f.products.manage }).click();
    await own.waitForURL(/\/productListing$/);
  });

  it('says a follower page without its follower is not found, with a way to the followers', async () => {
    const seller = await demoSeller();
    const page = await pageOf(seller, '/follower/detail');
    await waitForText(page, fr.detail.missingTitle);
    expect(await page.getByText(en.common.loadFailed).count()).toBe(0);
    await screenshot(page, 'follower-detail-missing-en');
    await page.getByRole('button', { name: fr.detail.toFollowers }).click();
    await page.waitForURL(/\/follower$/);
    await goTo(page, suite.server, '/follower/detail?id=00000000-0000-4000-8000-000000000000');
    await waitForText(page, fr.detail.missingTitle);
  });

  it('lets a store owner find a follower, see them in detail and block them (after a confirmation)', async () => {
    const owner = await storeOwner('Careful Card Shop');
    const [target, other] = await Promise.all([
      signUpAccount(suite.server, { nickname: 'Block Target' }),
      signUpAccount(suite.server, { nickname: 'Other Follower' }),
    ]);
    await follow(suite.server, target, owner, owner.storeId);
    await follow(suite.server, other, owner, owner.storeId);

    const page = await pageOf(owner, '/follower');
    await expect.poll(() => row(page, 'Block Target').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'Other Follower').isVisible()).toBe(true);
    await screenshot(page, 'followers-en');

    await page.getByPlaceholder(fr.list.searchPlaceholder).fill('target');
    await expect.poll(() => row(page, 'Other Follower').count()).toBe(0);
    await waitForText(page, '1 follower');
    await row(page, 'Block Target').click();
    await page.waitForURL(/\/follower\/detail\?id=/);
    await waitForText(page, fr.detail.followedAt);
    await expect.poll(() => page.getByRole('button', { name: fr.actions.remove }).isVisible()).toBe(true);
    await screenshot(page, 'follower-detail-en');

    await page.getByRole('button', { name: fr.actions.block, exact: true }).click();
    await expect.poll(() => dialog(page).getByText('Block Block Target?').isVisible()).toBe(true);
    await screenshot(page, 'follower-block-confirm-en');
    await dialog(page).getByRole('button', { name: fr.actions.blockConfirm }).click();
    await waitForText(page, fr.detail.blockedNote);
    await expect.poll(() => page.getByRole('button', { name: fr.actions.unblock }).isVisible()).toBe(true);
    // The day they were blocked, not "date followed: not yet".
    await expect.poll(() => row(page, fr.detail.blockedAt).textContent()).toMatch(/\d{4}/);
    expect(await row(page, fr.detail.followedAt).count()).toBe(0);
    await screenshot(page, 'follower-detail-blocked-en');
  });

  it('takes the store away from a blocked buyer, and lists them in the block list', async () => {
    const owner = await storeOwner('Strict Card Shop', { email: 'strict@example.com' });
    const buyer = await signUpAccount(suite.server, { nickname: 'Blocked Buyer' });
    await follow(suite.server, buyer, owner, owner.storeId);
    await block(suite.server, owner, buyer.id, owner.storeId);

    const page = await pageOf(buyer, `/following/store/${owner.storeId}`);
    await waitForText(page, f.store.blockedTitle);
    expect(await page.getByText('strict@example.com').count()).toBe(0);
    expect(await page.getByRole('button', { name: f.request.requestToFollow }).count()).toBe(0);
    await screenshot(page, 'store-detail-blocked-en');

    await goTo(page, suite.server, `/following/store/products/${owner.storeId}`);
    await waitForText(page, f.products.blockedTitle);
    await screenshot(page, 'store-products-blocked-en');

    await goTo(page, suite.server, '/following');
    await waitForText(page, f.following.emptyTitle);
    await goTo(page, suite.server, '/following/search?q=Strict%20Card');
    await waitForText(page, f.search.emptyTitle);
    // The server refuses a request too (150004), not only the screens.
    const refused = await call(suite.server, 'POST', '/api-user/user/follow/request', { token: buyer.token, json: { storeId: owner.storeId } });
    expect(refused.respCode).toBe(150004);

    const ownerPage = await pageOf(owner, '/follower/blockList');
    await expect.poll(() => row(ownerPage, 'Blocked Buyer').isVisible()).toBe(true);
    await screenshot(ownerPage, 'block-list-en');
  });

  it('lets a store owner unblock a buyer, who can then request again', async () => {
    const owner = await storeOwner('Forgiving Card Shop', { email: 'forgiving@example.com' });
    const [buyer, still] = await Promise.all([
      signUpAccount(suite.server, { nickname: 'Forgiven Buyer' }),
      signUpAccount(suite.server, { nickname: 'Still Blocked' }),
    ]);
    for (const account of [buyer, still]) {
      await follow(suite.server, account, owner, owner.storeId);
      await block(suite.server, owner, account.id, owner.storeId);
    }

    const page = await pageOf(owner, '/follower/blockList');
    await row(page, 'Forgiven Buyer').getByRole('button', { name: fr.actions.unblock }).click();
    await expect.poll(() => dialog(page).getByText('Unblock Forgiven Buyer?').isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: fr.actions.unblock }).click();
    await expect.poll(() => row(page, 'Forgiven Buyer').count()).toBe(0);
    await expect.poll(() => row(page, 'Still Blocked').isVisible()).toBe(true);

    const buyerPage = await pageOf(buyer, `/following/store/${owner.storeId}`);
    await waitForText(buyerPage, 'forgiving@example.com');
    await buyerPage.getByRole('button', { name: f.request.requestToFollow }).click();
    await waitForText(buyerPage, f.store.pendingText);
    await screenshot(buyerPage, 'store-detail-pending-en');
  });

  it('asks a buyer to cancel the current request before following a second store, and cancels it only on confirm', async () => {
    const first = await storeOwner('First Choice Shop');
    const second = await storeOwner('Second Choice Shop');
    const buyer = await signUpAccount(suite.server, { nickname: 'Undecided Buyer' });
    await requestFollow(suite.server, buyer, first.storeId);

    const page = await pageOf(buyer, `/following/search?q=${encodeURIComponent(second.storeName)}`);
    await row(page, second.storeName).getByRole('button', { name: f.request.follow }).click();
    const confirm = dialog(page);
    await expect.poll(() => confirm.getByText(f.replace.title).isVisible()).toBe(true);
    await expect.poll(() => confirm.getByText(new RegExp(`waiting for ${first.storeName} to answer`)).isVisible()).toBe(true);
    await screenshot(page, 'follow-second-store-confirm-en');

    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: f.replace.keep }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    const pending = async () =>
      (await ok<{ list: { store: { name: string } }[] }>(suite.server, 'GET', '/api/follow/requests/mine?status=PENDING', { token: buyer.token })).list.map(
        (request) => request.store.name,
      );
    expect(await pending()).toEqual([first.storeName]);

    // Confirming cancels the request at the first store and sends the new one.
    await row(page, second.storeName).getByRole('button', { name: f.request.follow }).click();
    await dialog(page).getByRole('button', { name: f.replace.confirm }).click();
    await expect.poll(() => row(page, second.storeName).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);
    expect(await pending()).toEqual([second.storeName]);

    await goTo(page, suite.server, `/following/store/${first.storeId}`);
    await waitForText(page, `You have a request waiting at ${second.storeName}. Following this store cancels that request first.`);
    await screenshot(page, 'store-detail-other-current-en');

    // The second store's owner sees the request on home.
    const ownerPage = await pageOf(second, '/home');
    await waitForText(ownerPage, '1 follow request to answer');
  });

  it('shows every screen in Portuguese and Spanish', async () => {
    const seller = await demoSeller();
    const follower = await signUpAccount(suite.server, { nickname: 'Language Follower' });
    const followId = await follow(suite.server, follower, seller, seller.storeId);
    const owner = await storeOwner('Language Card Shop');
    const buyer = await signUpAccount(suite.server, { nickname: 'Language Buyer' });
    await requestFollow(suite.server, buyer, owner.storeId);

    type Locale = 'pt' | 'es';
    const shots: [Pick<Account, 'token'>, string, string, (locale: Locale) => string][] = [
      [seller, '/home', 'home-seller', (l) => homeTexts[l].homeFollow.quickStart],
      [seller, '/me', 'me-seller', (l) => followEntryTexts[l].followEntries.storeSettings],
      [seller, '/setting/store', 'store-settings', (l) => storeTexts[l].storeSettings.inviteHeader],
      [seller, '/follower', 'followers', (l) => followersTexts[l].followers.list.requests],
      [seller, `/follower/detail?id=${followId}`, 'follower-detail', (l) => followersTexts[l].followers.detail.uid],
      [seller, '/follower/requestList', 'follower-requests', (l) => followersTexts[l].followers.requests.tabs.PENDING],
      [seller, '/follower/blockList', 'block-list', () => 'Reseller Three'],
      [buyer, '/home', 'home-buyer', (l) => homeTexts[l].homeFollow.myRequest],
      [buyer, '/following', 'following-empty', (l) => followsTexts[l].follows.following.emptyTitle],
      [buyer, '/following/search?q=card', 'store-search', () => owner.storeName],
      [buyer, '/following/requestList', 'my-requests', (l) => followsTexts[l].follows.relation.PENDING],
      [buyer, `/following/store/${owner.storeId}`, 'store-detail', (l) => followsTexts[l].follows.store.pendingText],
      [buyer, `/following/store/products/${owner.storeId}`, 'store-products', (l) => followsTexts[l].follows.products.followFirstTitle],
    ];
    for (const locale of ['pt', 'es'] as const) {
      const pages = new Map<string, Page>();
      for (const [account, path, name, ready] of shots) {
        let page = pages.get(account.token);
        if (!page) {
          page = await pageOf(account, path, locale);
          pages.set(account.token, page);
        } else await goTo(page, suite.server, path);
        await expect.poll(shows(page, ready(locale)), { timeout: 10_000 }).toBe(true);
        await screenshot(page, `${name}-${locale}`);
      }
      // Switching language in place keeps the screen and its data.
      const last = pages.get(buyer.token)!;
      await speak(last, 'en');
      await waitForText(last, followsTexts.en.follows.products.followFirstTitle);
    }
  }, 180_000);
});
