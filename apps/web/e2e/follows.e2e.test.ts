// Stores, following and followers in the browser: a seller, a buyer and a second store, each in its
// own phone-sized context, against the built server on a fresh database (demo data: the buyer
// follows "Demo Card Store", Reseller Two waits for an answer, Reseller Three is blocked).
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { en, followersTexts, followsTexts, homeTexts, storeTexts, uiTexts } from './support/texts';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const RESELLER1 = { account: 'reseller1@example.com', password: 'Demo1234' };
const DEMO_STORE = 'Demo Card Store';
const SECOND_STORE = 'Second Card Shop';

const f = followsTexts.en.follows;
const fr = followersTexts.en.followers;
const st = storeTexts.en.storeSettings;
const hf = homeTexts.en.homeFollow;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let seller: Page;
let buyer: Page;
let reseller: Page;
/** Filled as the story goes. */
const ids = { demoStore: '', secondStore: '', buyerFollow: '' };

/** A small one-colour PNG, for the store picture upload. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rows.set([r, g, b], y * (1 + size * 3) + 1 + x * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function openPhone(locale = 'en-US'): Promise<Page> {
  const context = await newPhoneContext(browser, locale);
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, account: { account: string; password: string }) {
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder(en.login.accountPlaceholder).fill(account.account);
  await page.getByPlaceholder(en.login.passwordPlaceholder).fill(account.password);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.waitForURL(/\/home$/);
}

/** Calls the API with the page's session, the way the panel does (the envelope comes back whole). */
async function callApi(page: Page, method: string, path: string, json?: unknown): Promise<{ respCode: number; data: any }> {
  const [token, type] = await page.evaluate(() => [localStorage.getItem('Admin-Token'), localStorage.getItem('Token-Type')]);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `${type ?? 'bearer'} ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return (await response.json()) as { respCode: number; data: any };
}

const visible = (page: Page, text: string | RegExp, exact = false) => () => page.getByText(text, { exact }).first().isVisible();
const dialog = (page: Page) => page.getByRole('dialog');
/** A row of an antd-mobile list that mentions text. */
const row = (page: Page, text: string) => page.locator('.adm-list-item', { hasText: text });

async function goTo(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
}

/** Lets toasts and dialogs finish their animation before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(350);
/** Waits until no toast is on screen. */
const toastGone = (page: Page) => expect.poll(() => page.locator('.adm-toast-mask').count(), { timeout: 6_000 }).toBe(0);
/** Scrolls the screen's content back to the top. */
const scrollTop = (page: Page) => page.getByRole('main').evaluate((element) => element.scrollTo(0, 0));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [seller, buyer, reseller] = await Promise.all([openPhone(), openPhone(), openPhone()]);
  await Promise.all([logIn(seller, SELLER), logIn(buyer, BUYER), logIn(reseller, RESELLER1)]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('stores, following and followers', () => {
  it('lets a buyer open a second store from the store settings (picture and name required, unsaved edits confirmed)', async () => {
    const page = reseller;
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.me, { exact: true }).click();
    await page.getByText('Store settings', { exact: true }).click();
    await page.waitForURL(/\/setting\/store$/);
    await expect.poll(visible(page, st.notUsable)).toBe(true);
    await expect.poll(() => page.getByTestId('invite-qr').isVisible()).toBe(true);
    await screenshot(page, 'store-settings-new-en');

    // Saving without a name or a picture shows both rules.
    await page.getByLabel(st.phone).fill('+55 11 91234 5678');
    await page.getByRole('button', { name: st.save }).click();
    await expect.poll(visible(page, st.avatarRequired)).toBe(true);
    await expect.poll(visible(page, 'Please complete this field')).toBe(true);
    await settle(page);
    await screenshot(page, 'store-settings-errors-en');

    // Leaving with unsaved edits asks first; staying keeps them.
    await page.locator('.adm-nav-bar-back').click();
    await expect.poll(() => dialog(page).getByText(en.unsaved.title).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'store-settings-unsaved-en');
    await dialog(page).getByText(en.unsaved.stay, { exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/setting/store');

    await page.locator('input[type=file]').setInputFiles({ name: 'store.png', mimeType: 'image/png', buffer: solidPng(64, [250, 140, 22]) });
    await expect.poll(() => page.getByAltText(st.avatarAlt).isVisible()).toBe(true);
    await page.getByLabel(/^Store name/).fill(SECOND_STORE);
    await page.getByLabel(st.website).fill('https://second.example.com');
    await page.getByRole('button', { name: st.save }).click();
    await expect.poll(visible(page, st.saved)).toBe(true);
    await expect.poll(visible(page, st.notUsable)).toBe(false);
    const info = await callApi(page, 'GET', '/api/store/info');
    expect(info.data).toMatchObject({ name: SECOND_STORE, phone: '+5511912345678', website: 'https://second.example.com', usable: true });
    ids.secondStore = info.data.id;
    await toastGone(page);
    await scrollTop(page);
    await screenshot(page, 'store-settings-en');

    // Saved: leaving no longer asks.
    await page.locator('.adm-nav-bar-back').click();
    await page.waitForURL(/\/me$/);
  });

  it('lets the buyer unfollow (after a confirmation), find the demo store and request to follow it', async () => {
    const page = buyer;
    await goTo(page, '/me');
    await page.getByText('Following', { exact: true }).click();
    await page.waitForURL(/\/following$/);
    await expect.poll(visible(page, DEMO_STORE)).toBe(true);
    await expect.poll(visible(page, f.following.followedAt)).toBe(true);
    await screenshot(page, 'following-en');

    await page.getByRole('button', { name: f.unfollow.action }).click();
    await expect.poll(() => dialog(page).getByText(`Unfollow ${DEMO_STORE}?`).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'following-unfollow-confirm-en');
    await dialog(page).getByRole('button', { name: f.unfollow.action }).click();
    await expect.poll(visible(page, f.following.emptyTitle)).toBe(true);
    await toastGone(page);
    await screenshot(page, 'following-empty-en');

    await page.getByRole('main').getByRole('button', { name: f.following.findStore }).click();
    await page.waitForURL(/\/following\/search$/);
    await expect.poll(visible(page, f.search.hintTitle)).toBe(true);
    await screenshot(page, 'store-search-start-en');
    await page.getByPlaceholder(f.search.placeholder).fill('card');
    await expect.poll(() => row(page, DEMO_STORE).isVisible()).toBe(true);
    await expect.poll(() => row(page, SECOND_STORE).isVisible()).toBe(true);
    await screenshot(page, 'store-search-en');
    await row(page, DEMO_STORE).getByRole('button', { name: f.request.follow }).click();
    await expect.poll(() => row(page, DEMO_STORE).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);

    await goTo(page, '/following/requestList');
    await expect.poll(() => row(page, DEMO_STORE).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'my-requests-en');

    await goTo(page, '/home');
    await expect.poll(() => page.getByTestId('todo-my-request').isVisible()).toBe(true);
    await expect.poll(visible(page, `Waiting for ${DEMO_STORE} to answer`)).toBe(true);
    await screenshot(page, 'home-buyer-en');
  });

  it('shows the seller the request on home (with a badge) and lets them accept it', async () => {
    const page = seller;
    await goTo(page, '/home');
    // Demo Buyer's new request and Reseller Two's from the demo data.
    await expect.poll(visible(page, '2 follow requests to answer')).toBe(true);
    await expect.poll(visible(page, /Demo Buyer, Reseller Two/)).toBe(true);
    await expect.poll(() => page.locator('[data-todos="2"] .adm-badge').first().textContent()).toBe('2');
    await screenshot(page, 'home-seller-en');

    await page.getByTestId('todo-follow-requests').click();
    await page.waitForURL(/\/follower\/requestList$/);
    await expect.poll(() => row(page, 'Demo Buyer').isVisible()).toBe(true);
    await screenshot(page, 'follower-requests-en');

    // One request in full (GET .../request/info/{id}).
    await row(page, 'Reseller Two').locator('.adm-list-item-content-main').click();
    await expect.poll(visible(page, fr.requests.infoTitle, true)).toBe(true);
    await settle(page);
    await screenshot(page, 'follower-request-info-en');
    await page.locator('.adm-mask').click({ position: { x: 20, y: 20 } });
    await expect.poll(visible(page, fr.requests.infoTitle, true)).toBe(false);

    await row(page, 'Demo Buyer').getByRole('button', { name: fr.actions.accept }).click();
    await expect.poll(visible(page, 'Demo Buyer now follows your store')).toBe(true);
    await expect.poll(() => row(page, 'Demo Buyer').count()).toBe(0);
    await page.getByRole('tab', { name: fr.requests.tabs.ACCEPTED }).click();
    await expect.poll(() => row(page, 'Demo Buyer').isVisible()).toBe(true);
  });

  it('shows the buyer the store followed, its detail with contacts, and its products (the demo catalogue)', async () => {
    const page = buyer;
    await goTo(page, '/following');
    await expect.poll(visible(page, DEMO_STORE)).toBe(true);
    await page.getByRole('button', { name: f.following.storeDetail }).click();
    await page.waitForURL(/\/following\/store\/[\w-]+$/);
    ids.demoStore = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(visible(page, 'store@example.com')).toBe(true);
    await expect.poll(visible(page, f.store.viewProducts)).toBe(true);
    await screenshot(page, 'store-detail-en');

    await page.getByRole('button', { name: f.store.viewProducts }).click();
    await page.waitForURL(/\/following\/store\/products\/[\w-]+$/);
    // The demo store lists 4 cards for everyone (docs/decisions/006-catalogue.md).
    await expect.poll(visible(page, 'StarTV Gold 30 days')).toBe(true);
    await expect.poll(() => page.locator('.paged-list__items').getAttribute('data-total')).toBe('4');
    expect(await page.getByText(f.products.emptyTitle).count()).toBe(0);
    await screenshot(page, 'store-products-en');
  });

  it('lets the seller find the follower, see them in detail and block them (after a confirmation)', async () => {
    const page = seller;
    await goTo(page, '/me');
    await page.getByText('Followers', { exact: true }).click();
    await page.waitForURL(/\/follower$/);
    await expect.poll(() => row(page, 'Demo Buyer').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'Reseller One').isVisible()).toBe(true);
    await screenshot(page, 'followers-en');

    await page.getByPlaceholder(fr.list.searchPlaceholder).fill('demo');
    await expect.poll(() => row(page, 'Reseller One').count()).toBe(0);
    await expect.poll(visible(page, '1 follower')).toBe(true);
    await row(page, 'Demo Buyer').click();
    await page.waitForURL(/\/follower\/detail\?id=/);
    ids.buyerFollow = new URL(page.url()).searchParams.get('id')!;
    await expect.poll(visible(page, fr.detail.followedAt)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: fr.actions.remove }).isVisible()).toBe(true);
    await screenshot(page, 'follower-detail-en');

    await page.getByRole('button', { name: fr.actions.block, exact: true }).click();
    await expect.poll(() => dialog(page).getByText('Block Demo Buyer?').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'follower-block-confirm-en');
    await dialog(page).getByRole('button', { name: fr.actions.blockConfirm }).click();
    await expect.poll(visible(page, fr.detail.blockedNote)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: fr.actions.unblock }).isVisible()).toBe(true);
  });

  it('takes the store away from the blocked buyer, and lists them in the block list', async () => {
    const page = buyer;
    await goTo(page, `/following/store/${ids.demoStore}`);
    await expect.poll(visible(page, f.store.blockedTitle)).toBe(true);
    expect(await page.getByText('store@example.com').count()).toBe(0);
    expect(await page.getByRole('button', { name: f.request.requestToFollow }).count()).toBe(0);
    await screenshot(page, 'store-detail-blocked-en');

    await goTo(page, `/following/store/products/${ids.demoStore}`);
    await expect.poll(visible(page, f.products.blockedTitle)).toBe(true);
    await screenshot(page, 'store-products-blocked-en');

    await goTo(page, '/following');
    await expect.poll(visible(page, f.following.emptyTitle)).toBe(true);
    await goTo(page, '/following/search?q=Demo%20Card');
    await expect.poll(visible(page, f.search.emptyTitle)).toBe(true);
    // The server refuses a request too (150004), not only the screens.
    const refused = await callApi(page, 'POST', '/api-user/user/follow/request', { storeId: ids.demoStore });
    expect(refused.respCode).toBe(150004);

    await goTo(seller, '/follower/blockList');
    await expect.poll(() => row(seller, 'Demo Buyer').isVisible()).toBe(true);
    await expect.poll(() => row(seller, 'Reseller Three').isVisible()).toBe(true);
    await screenshot(seller, 'block-list-en');
  });

  it('lets the seller unblock the buyer, who can then request again', async () => {
    const page = seller;
    await row(page, 'Demo Buyer').getByRole('button', { name: fr.actions.unblock }).click();
    await expect.poll(() => dialog(page).getByText('Unblock Demo Buyer?').isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: fr.actions.unblock }).click();
    await expect.poll(() => row(page, 'Demo Buyer').count()).toBe(0);
    await expect.poll(() => row(page, 'Reseller Three').isVisible()).toBe(true);

    await goTo(buyer, `/following/store/${ids.demoStore}`);
    await expect.poll(visible(buyer, 'store@example.com')).toBe(true);
    await buyer.getByRole('button', { name: f.request.requestToFollow }).click();
    await expect.poll(visible(buyer, f.store.pendingText)).toBe(true);
    await screenshot(buyer, 'store-detail-pending-en');
  });

  it('asks the buyer to cancel the current request before following a second store, and cancels it only on confirm', async () => {
    const page = buyer;
    await goTo(page, `/following/search?q=${encodeURIComponent(SECOND_STORE)}`);
    await row(page, SECOND_STORE).getByRole('button', { name: f.request.follow }).click();
    const confirm = dialog(page);
    await expect.poll(() => confirm.getByText(f.replace.title).isVisible()).toBe(true);
    await expect.poll(() => confirm.getByText(new RegExp(`waiting for ${DEMO_STORE} to answer`)).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'follow-second-store-confirm-en');

    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: f.replace.keep }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    let mine = await callApi(page, 'GET', '/api/follow/requests/mine?status=PENDING');
    expect(mine.data.list.map((request: { store: { name: string } }) => request.store.name)).toEqual([DEMO_STORE]);

    // Confirming cancels the request at the demo store and sends the new one.
    await row(page, SECOND_STORE).getByRole('button', { name: f.request.follow }).click();
    await dialog(page).getByRole('button', { name: f.replace.confirm }).click();
    await expect.poll(() => row(page, SECOND_STORE).getByText(f.relation.PENDING, { exact: true }).isVisible()).toBe(true);
    mine = await callApi(page, 'GET', '/api/follow/requests/mine?status=PENDING');
    expect(mine.data.list.map((request: { store: { name: string } }) => request.store.name)).toEqual([SECOND_STORE]);

    await goTo(page, `/following/store/${ids.demoStore}`);
    await expect.poll(visible(page, `You have a request waiting at ${SECOND_STORE}. Following this store cancels that request first.`)).toBe(true);
    await screenshot(page, 'store-detail-other-current-en');

    // The second store's owner sees the request on home.
    await goTo(reseller, '/home');
    await expect.poll(visible(reseller, '1 follow request to answer')).toBe(true);
  });

  it('shows every screen in Portuguese and Spanish', async () => {
    const shots: [Page, string, string, string | RegExp][] = [
      [seller, '/home', 'home-seller', homeTexts.pt.homeFollow.quickStart],
      [seller, '/me', 'me-seller', 'Configurações da loja'],
      [seller, '/setting/store', 'store-settings', storeTexts.pt.storeSettings.inviteHeader],
      [seller, '/follower', 'followers', followersTexts.pt.followers.list.requests],
      [seller, `/follower/detail?id=${ids.buyerFollow}`, 'follower-detail', followersTexts.pt.followers.detail.uid],
      [seller, '/follower/requestList', 'follower-requests', followersTexts.pt.followers.requests.tabs.PENDING],
      [seller, '/follower/blockList', 'block-list', 'Reseller Three'],
      [buyer, '/home', 'home-buyer', homeTexts.pt.homeFollow.myRequest],
      [buyer, '/following', 'following-empty', followsTexts.pt.follows.following.emptyTitle],
      [buyer, '/following/search?q=card', 'store-search', SECOND_STORE],
      [buyer, '/following/requestList', 'my-requests', followsTexts.pt.follows.relation.PENDING],
      [buyer, `/following/store/${ids.secondStore}`, 'store-detail', followsTexts.pt.follows.store.pendingText],
      [buyer, `/following/store/products/${ids.secondStore}`, 'store-products', followsTexts.pt.follows.products.followFirstTitle],
    ];
    for (const [locale, suffix] of [
      ['pt', 'pt'],
      ['es', 'es'],
    ] as const) {
      for (const page of [seller, buyer]) {
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      }
      for (const [page, path, name, expected] of shots) {
        await goTo(page, path);
        if (locale === 'pt') await expect.poll(visible(page, expected), { timeout: 10_000 }).toBe(true);
        else await page.waitForTimeout(300);
        await screenshot(page, `${name}-${suffix}`);
      }
    }
    // Back to English for anything after this.
    for (const page of [seller, buyer]) await page.evaluate(() => localStorage.setItem('locale', 'en'));
    expect(uiTexts.pt.ui.status.BLOCKED).toBe('Bloqueado');
    expect(hf.quickStart).toBe('Quick start');
  });
});
