import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { en, pt } from './support/texts';

const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(page: import('playwright-core').Page, account = BUYER) {
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder(en.login.accountPlaceholder).fill(account.account);
  await page.getByPlaceholder(en.login.passwordPlaceholder).fill(account.password);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.waitForURL(/\/home$/);
}

describe('the panel shell', () => {
  it('sends a visitor without a token from / to /login', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('button', { name: en.login.submit }).isVisible()).toBe(true);
    await screenshot(page, 'login-en');
    await context.close();
  });

  it('logs the demo buyer in to the four tabs, switches to Portuguese, keeps the login over a reload, and logs out', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await logIn(page);
    const tabs = page.getByRole('navigation', { name: en.tabs.label });
    for (const name of [en.tabs.home, en.tabs.buy, en.tabs.stock, en.tabs.me]) {
      await expect.poll(() => tabs.getByText(name, { exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('Demo Buyer').first().isVisible()).toBe(true);
    await screenshot(page, 'home-en');

    await tabs.getByText(en.tabs.me, { exact: true }).click();
    await page.waitForURL(/\/me$/);
    await page.getByRole('radio', { name: 'Português' }).click();
    const ptTabs = page.getByRole('navigation', { name: pt.tabs.label });
    await expect.poll(() => ptTabs.getByText(pt.tabs.home, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(pt.me.logout, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'me-pt');

    await page.reload();
    await expect.poll(() => page.getByText(pt.me.logout, { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/me');

    await page.getByText(pt.me.logout, { exact: true }).click();
    await page.getByRole('dialog').getByText(pt.me.logout, { exact: true }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();
    // The token was revoked on the server too: going back in finds no session.
    await page.goto(`${server.url}/home`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('shows the login-status dialog when the token has expired, then goes to /login', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await logIn(page);
    // The session ends on the server (as when it expires) while the panel still holds the token.
    const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
    expect((await fetch(`${server.url}/api-auth/oauth/remove/token?access_token=${token}`, { method: 'POST' })).ok).toBe(true);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'session-expired-en');
    await dialog.getByRole('button').first().click();
    await page.waitForURL(/\/login$/);
    const stored = await page.evaluate(() => [localStorage.getItem('Admin-Token'), localStorage.getItem('Token-Type'), localStorage.getItem('userInfo')]);
    expect(stored).toEqual([null, null, null]);
    await context.close();
  });

  it('shows a not-found screen for an unknown path', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await logIn(page);
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.getByText(en.notFound.title).isVisible()).toBe(true);
    await screenshot(page, 'not-found-en');
    await context.close();
  });

  it('shows the wrong-password message on the login screen', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder(en.login.accountPlaceholder).fill(BUYER.account);
    await page.getByPlaceholder(en.login.passwordPlaceholder).fill('Wrong1234');
    await page.getByRole('button', { name: en.login.submit }).click();
    await expect.poll(() => page.getByText(/wrong account or password/i).first().isVisible()).toBe(true);
    await screenshot(page, 'login-error-en');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
