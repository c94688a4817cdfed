// Accounts and security in the browser (issue 3): sign-up with a code, the guide, the security
// alert of a new device, two-factor authentication, the wait after five wrong passwords, password
// recovery (the old token stops working), sign-up through an invite link; then every screen of the
// feature in en, es and pt. Codes are read from the server's development outbox.
import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { messageText } from '@panel/domain/errors';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { accountTexts, en, guideTexts, recoveryTexts, registerTexts, securityTexts } from './support/texts';

const reg = registerTexts.en.register;
const rec = recoveryTexts.en.recovery;
const sec = securityTexts.en.securitySet;
const gd = guideTexts.en.guide;
const acc = accountTexts.en.account;
// Texts of shared components (their modules bring antd-mobile; the words are repeated here).
const UI = {
  sendCode: 'Send code',
  codePlaceholder: '4 characters',
  emailPlaceholder: 'name@example.com',
  accountSecurity: 'Account and security',
  switch: 'Switch to the old version',
  stay: 'Stay here',
  combo: 'Combo',
};
const DEMO_STORE = 'Demo Card Store';
const PASSWORD = 'Start1234';
const LOCALES = ['en', 'es', 'pt'] as const;

let server: RunningServer;
let lockServer: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A stand-in for the old panel: remembers the cookies each visit brought. */
const oldPanelVisits: string[] = [];
const oldPanel = http.createServer((request, response) => {
  oldPanelVisits.push(request.headers.cookie ?? '');
  response.setHeader('content-type', 'text/html');
  response.end('<!doctype html><title>Old panel</title><h1>Old panel</h1>');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => oldPanel.listen(0, '127.0.0.1', resolve));
  const oldPanelUrl = `http://127.0.0.1:${(oldPanel.address() as AddressInfo).port}/`;
  [server, lockServer, browser] = await Promise.all([
    // A short resend wait: the story sends several codes to one address within a minute.
    startServer({ OLD_PANEL_URL: oldPanelUrl, CODE_RESEND_SECONDS: '3' }),
    startServer({ LOGIN_CAPTCHA_AFTER: '0' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await Promise.all([server?.stop(), lockServer?.stop()]);
  await new Promise((resolve) => oldPanel.close(resolve));
});

async function openPhone(locale = 'en-US'): Promise<Page> {
  const context = await newPhoneContext(browser, locale);
  contexts.push(context);
  return context.newPage();
}

type OutboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

async function outbox(to: string, base = server): Promise<OutboxMessage[]> {
  const response = await fetch(`${base.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { respCode: number; data: OutboxMessage[] };
  expect(body.respCode).toBe(200);
  return body.data;
}

/** The ids of the messages already sent to an address (to tell the next one apart). */
async function seenMessages(to: string): Promise<Set<string>> {
  return new Set((await outbox(to)).map((message) => message.id));
}

/** Waits for a new message to the address and reads its 4-character code. */
async function nextCode(to: string, seen: Set<string>, subject?: string): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(to)).find((message) => !seen.has(message.id) && (!subject || message.subject === subject));
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  const code = /\b([23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4})\b/.exec(found!.text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/** A token through the API (the seeded accounts have no remembered device: no security check). */
async function apiToken(account: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api-auth/oauth/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account, password, ...PANEL_TOKEN_FIELDS }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

const alertText = (page: Page) => page.getByRole('alert').first().textContent();

async function fillLogin(page: Page, account: string, password: string, base = server) {
  if (!page.url().endsWith('/login')) await page.goto(`${base.url}/login`);
  await page.getByPlaceholder(en.login.accountPlaceholder).fill(account);
  await page.getByPlaceholder(en.login.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
}

async function logOut(page: Page) {
  await page.goto(`${server.url}/me`);
  await page.getByText(en.me.logout, { exact: true }).click();
  await page.getByRole('dialog').getByText(en.me.logout, { exact: true }).click();
  await page.waitForURL(/\/login$/);
}

/** Signs up on an open /register page, reading the code from the outbox; lands on /guide. */
async function signUp(page: Page, email: string) {
  const seen = await seenMessages(email);
  await page.getByPlaceholder(UI.emailPlaceholder).fill(email);
  await page.getByRole('button', { name: UI.sendCode }).click();
  const code = await nextCode(email, seen, 'Your sign-up code');
  await page.getByPlaceholder(UI.codePlaceholder).fill(code.toLowerCase()); // typed in any case
  await page.getByPlaceholder(reg.passwordPlaceholder).fill(PASSWORD);
  await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill(PASSWORD);
  await page.getByRole('button', { name: reg.submit, exact: true }).click();
  await page.waitForURL(/\/guide$/);
}

/** A small one-colour PNG, for the avatar upload. */
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

const MEMBER = { email: 'new.member@example.com' };
/** The member's browser after the security check (its device is remembered from then on). */
let member: Page;

describe('accounts and security', () => {
  it('signs up with an email and a code, sees the guide, confirms it and logs out', async () => {
    const page = await openPhone();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: en.login.signUp }).click();
    await page.waitForURL(/\/register$/);
    await expect.poll(() => page.getByRole('heading', { name: reg.title }).isVisible()).toBe(true);

    // The two passwords must match (spec section 5).
    await page.getByPlaceholder(reg.passwordPlaceholder).fill(PASSWORD);
    await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill('Other1234');
    await page.getByRole('button', { name: reg.submit, exact: true }).click();
    await expect.poll(() => page.getByText('The two passwords are inconsistent').isVisible()).toBe(true);
    await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill('');

    await signUp(page, MEMBER.email);
    await expect.poll(() => page.getByText(gd.welcome).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeTruthy();
    await expect.poll(() => page.getByText(gd.steps.FOLLOW_AND_BUY.title).isVisible()).toBe(true);
    await screenshot(page, 'guide-welcome-en');

    await page.getByRole('button', { name: gd.confirm }).click();
    await page.waitForURL(/\/home$/);
    // Confirmed: home no longer sends the account to the guide, even in a new tab.
    const info = await page.evaluate(async () => {
      const response = await fetch('/api-user/users/guide/info', { headers: { Authorization: `Bearer ${localStorage.getItem('Admin-Token')}` } });
      return ((await response.json()) as { data: { show: boolean } }).data;
    });
    expect(info.show).toBe(false);

    // Signing up again with the same email is refused: account already registered.
    const again = await openPhone();
    await again.goto(`${server.url}/register`);
    await again.getByPlaceholder(UI.emailPlaceholder).fill(MEMBER.email);
    await again.getByRole('button', { name: UI.sendCode }).click();
    await expect.poll(() => again.getByText('This account is already registered').isVisible()).toBe(true);

    await logOut(page);
  });

  it('logs in from a new browser context, gets the security alert, verifies and reaches home', async () => {
    member = await openPhone();
    const seen = await seenMessages(MEMBER.email);
    await fillLogin(member, MEMBER.email, PASSWORD);
    await member.waitForURL(/\/securitySet$/);
    await expect.poll(() => member.getByRole('heading', { name: sec.titles.SECURITY_ALERT }).isVisible()).toBe(true);
    await expect.poll(() => member.getByText(/ne\*\*\*@example\.com/).isVisible()).toBe(true);
    await screenshot(member, 'security-alert-en');

    const code = await nextCode(MEMBER.email, seen, 'Security alert: new login');
    await member.getByPlaceholder(UI.codePlaceholder).fill('ZZZZ' === code ? 'YYYY' : 'ZZZZ');
    await member.getByRole('button', { name: sec.verify }).click();
    await expect.poll(() => member.getByText(/Wrong code/).isVisible()).toBe(true);
    await member.getByPlaceholder(UI.codePlaceholder).fill(code);
    await member.getByRole('button', { name: sec.verify }).click();
    await member.waitForURL(/\/home$/);
    expect(await member.evaluate(() => localStorage.getItem('Admin-Token'))).toBeTruthy();
  });

  it('enables two-factor, logs out, and logs in with the code', async () => {
    await member.goto(`${server.url}/me`);
    await member.getByText(UI.accountSecurity, { exact: true }).click();
    await member.waitForURL(/\/me\/accountSecurity$/);
    await expect.poll(() => member.getByText(MEMBER.email).isVisible()).toBe(true);
    await member.getByText(acc.security.twoFactor, { exact: true }).click();
    await member.waitForURL(/\/me\/setTfa$/);
    await expect.poll(() => member.getByText(acc.tfa.offTitle).isVisible()).toBe(true);
    await screenshot(member, 'set-tfa-off-en');

    const seen = await seenMessages(MEMBER.email);
    await member.getByRole('button', { name: acc.tfa.turnOn }).click();
    await member.waitForURL(/\/me\/emailPhoneVerify$/);
    const code = await nextCode(MEMBER.email, seen, 'Your two-factor authentication code');
    await member.getByPlaceholder(UI.codePlaceholder).fill(code);
    await member.getByRole('button', { name: acc.verify.confirm, exact: true }).click();
    await member.waitForURL(/\/me\/accountSecurity$/);
    await expect.poll(() => member.getByText(acc.channelBy.EMAIL).isVisible()).toBe(true);
    await screenshot(member, 'account-security-tfa-on-en');

    await logOut(member);
    await fillLogin(member, MEMBER.email, PASSWORD);
    await member.waitForURL(/\/securitySet$/);
    await expect.poll(() => member.getByRole('heading', { name: sec.titles.TWO_FACTOR }).isVisible()).toBe(true);
    await screenshot(member, 'security-two-factor-en');
    const loginCode = await nextCode(MEMBER.email, seen, 'Your login code');
    await member.getByPlaceholder(UI.codePlaceholder).fill(loginCode);
    await member.getByRole('button', { name: sec.verify }).click();
    await member.waitForURL(/\/home$/);
  });

  it('gives the wait message after five wrong passwords', async () => {
    const page = await openPhone();
    await page.goto(`${lockServer.url}/login`);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, 'buyer@example.com', `Wrong${attempt}234`, lockServer);
      const expected = attempt < 5 ? /^Wrong account or password$/ : /^Too many attempts, please wait 15 minutes$/;
      await expect.poll(() => alertText(page)).toMatch(expected);
    }
    await screenshot(page, 'login-wait-en');
    // The right password now waits too.
    await fillLogin(page, 'buyer@example.com', 'Demo1234', lockServer);
    await expect.poll(() => alertText(page)).toMatch(/please wait \d+ minutes/);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('asks for the image captcha after repeated wrong passwords', async () => {
    const page = await openPhone();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fillLogin(page, 'reseller3@example.com', `Wrong${attempt}234`);
      await expect.poll(() => alertText(page)).toBe('Wrong account or password');
    }
    await fillLogin(page, 'reseller3@example.com', 'Demo1234');
    const image = page.getByTestId('captcha-image');
    await expect.poll(() => image.isVisible()).toBe(true);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await alertText(page)).toBe(en.login.captchaRequired);
    await screenshot(page, 'login-captcha-en');
    // Tapping the image shows another one.
    const before = await image.getAttribute('src');
    await image.click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
  });

  it('resets the password; the old token stops working', async () => {
    const account = 'reseller1@example.com';
    const signedIn = await openPhone();
    await fillLogin(signedIn, account, 'Demo1234');
    await signedIn.waitForURL(/\/home$/);
    const oldToken = await signedIn.evaluate(() => localStorage.getItem('Admin-Token'));

    const page = await openPhone();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: en.login.forgotPassword }).click();
    await page.waitForURL(/\/resetPassword$/);
    // An unknown account: account not found.
    await page.getByPlaceholder(UI.emailPlaceholder).fill('nobody@example.com');
    await page.getByRole('button', { name: UI.sendCode }).click();
    await expect.poll(() => page.getByText('Account not found').isVisible()).toBe(true);

    const seen = await seenMessages(account);
    await page.getByPlaceholder(UI.emailPlaceholder).fill(account);
    await page.getByRole('button', { name: UI.sendCode }).click();
    const code = await nextCode(account, seen, 'Your password reset code');
    await page.getByPlaceholder(UI.codePlaceholder).fill(code);
    await page.getByRole('button', { name: rec.next }).click();
    await page.waitForURL(/\/passwordSet$/);
    await page.getByPlaceholder(rec.passwordPlaceholder).fill('Renewed123');
    await page.getByPlaceholder(rec.confirmPasswordPlaceholder).fill('Renewed123');
    await page.getByRole('button', { name: rec.save }).click();
    await expect.poll(() => page.getByText(rec.doneTitle).isVisible()).toBe(true);
    await screenshot(page, 'password-set-done-en');

    // The token from before the reset is refused; the browser holding it is asked to log in again.
    const current = await fetch(`${server.url}/api-user/users/current`, { headers: { Authorization: `Bearer ${oldToken}` } });
    expect(current.status).toBe(401);
    await signedIn.reload();
    await expect.poll(() => signedIn.getByRole('dialog').getByText(messageText('auth.sessionExpired', 'en')).isVisible()).toBe(true);
    await signedIn.getByRole('dialog').getByRole('button', { name: en.session.logInAgain }).click();
    await signedIn.waitForURL(/\/login$/);

    // The old password no longer works; the new one does.
    await page.getByRole('button', { name: rec.logIn }).click();
    await page.waitForURL(/\/login$/);
    await fillLogin(page, account, 'Demo1234');
    await expect.poll(() => alertText(page)).toBe('Wrong account or password');
    await fillLogin(page, account, 'Renewed123');
    await page.waitForURL(/\/home$/);
  });

  it('signs up through an invite link and lands as a follower of the inviting store', async () => {
    const sellerToken = await apiToken('seller@example.com', 'Demo1234');
    const linkAnswer = await fetch(`${server.url}/api-user/user/invite/query/link?version=1`, { headers: { Authorization: `Bearer ${sellerToken}` } });
    const link = ((await linkAnswer.json()) as { data: string }).data;
    expect(link).toMatch(/\/register\/[A-Z0-9]+$/);

    const page = await openPhone();
    await page.goto(link);
    await expect.poll(() => page.getByText(reg.invitedBy.replace('{{store}}', DEMO_STORE)).isVisible()).toBe(true);
    await screenshot(page, 'register-invite-en');
    await signUp(page, 'invited.buyer@example.com');
    await expect.poll(() => page.getByText(gd.followed.replace('{{store}}', DEMO_STORE)).isVisible()).toBe(true);
    // The first step of the guide is done: the account follows the store.
    await expect.poll(() => page.getByText(`${gd.stepLabel.replace('{{number}}', '1')} · ${gd.done}`).isVisible()).toBe(true);

    await page.goto(`${server.url}/following`);
    await expect.poll(() => page.getByText(DEMO_STORE).first().isVisible()).toBe(true);
    await screenshot(page, 'invited-following-en');
  });

  it('changes the profile picture and the nickname, asking before leaving unsaved edits', async () => {
    await member.goto(`${server.url}/me/profileSetting`);
    await member.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [0, 181, 120]) });
    await expect.poll(() => member.getByText(acc.profile.pending).isVisible()).toBe(true);
    await screenshot(member, 'profile-setting-pending-en');
    await member.getByRole('button', { name: acc.save, exact: true }).click();
    await expect.poll(() => member.getByText(acc.profile.pending).count()).toBe(0);

    await member.getByText(acc.profile.nickname, { exact: true }).click();
    await member.waitForURL(/\/me\/nickNameSetting$/);
    await member.getByPlaceholder(acc.nickname.placeholder).fill('Nova Member');
    await member.locator('.adm-nav-bar-back').click();
    const dialog = member.getByRole('dialog');
    await expect.poll(() => dialog.getByText(en.unsaved.title).isVisible()).toBe(true);
    await member.waitForTimeout(400); // the dialog's opening animation
    await screenshot(member, 'nickname-unsaved-en');
    await dialog.getByText(en.unsaved.stay).click();
    await member.getByRole('button', { name: acc.save, exact: true }).click();
    await member.waitForURL(/\/me\/profileSetting$/);
    await expect.poll(() => member.getByText('Nova Member').isVisible()).toBe(true);

    await member.goto(`${server.url}/me`);
    await expect.poll(() => member.getByRole('heading', { name: 'Nova Member' }).isVisible()).toBe(true);
    await expect.poll(() => member.locator('.adm-avatar img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('shows combo as unavailable and hands the session over to the old version with 10-second cookies', async () => {
    await member.goto(`${server.url}/me`);
    await member.getByText(UI.combo, { exact: true }).click();
    const dialog = member.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/Combo is not available in this version/).isVisible()).toBe(true);
    await member.waitForTimeout(400); // the dialog's opening animation
    await screenshot(member, 'me-combo-en');
    await dialog.getByText(UI.stay).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const token = await member.evaluate(() => localStorage.getItem('Admin-Token'));
    const deviceId = await member.evaluate(() => localStorage.getItem('deviceId'));
    await member.getByText(/^Old version/).click();
    await member.getByRole('dialog').getByText(UI.switch).click();
    await member.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => member.getByRole('heading', { name: 'Old panel' }).isVisible()).toBe(true);
    expect(oldPanelVisits.at(-1)).toContain(`Admin-Token=${encodeURIComponent(token!)}`);
    expect(oldPanelVisits.at(-1)).toContain(`deviceId=${deviceId}`);
    const cookies = await member.context().cookies();
    const tokenCookie = cookies.find((cookie) => cookie.name === 'Admin-Token');
    expect(tokenCookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(10_000);
  });
});

describe('every account screen in en, es and pt', () => {
  const challenge = { state: 'SECURITY_ALERT', challengeId: '00000000-0000-4000-8000-000000000000', channel: 'EMAIL', target: 'ne***@example.com', expiresIn: 600 };

  /** Opens a path with a router state (as react-router keeps it in history.state.usr). */
  async function openWithState(page: Page, path: string, state: unknown) {
    await page.evaluate(([target, usr]) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', target as string), [path, state] as const);
    await page.reload();
  }

  it('screenshots the public screens', async () => {
    const sellerToken = await apiToken('seller@example.com', 'Demo1234');
    const linkAnswer = await fetch(`${server.url}/api-user/user/invite/query/link?version=1`, { headers: { Authorization: `Bearer ${sellerToken}` } });
    const link = ((await linkAnswer.json()) as { data: string }).data;
    for (const locale of LOCALES) {
      const page = await openPhone({ en: 'en-US', es: 'es-ES', pt: 'pt-BR' }[locale]);
      await page.goto(`${server.url}/login`);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `login-${locale}`);
      // The account of the captcha test still needs the image.
      await page.locator('input').nth(0).fill('reseller3@example.com');
      await page.locator('input').nth(1).fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('captcha-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `login-captcha-${locale}`);
      await page.goto(`${server.url}/register`);
      await expect.poll(() => page.getByRole('heading', { name: registerTexts[locale].register.title }).isVisible()).toBe(true);
      await screenshot(page, `register-${locale}`);
      await page.locator('.adm-tabs-tab').nth(1).click(); // phone, with the country code of the location
      await expect.poll(() => page.locator('.country-code__value').textContent()).toMatch(/^\+\d+/);
      await screenshot(page, `register-phone-${locale}`);
      await page.goto(link);
      await expect.poll(() => page.getByTestId('invite-store').isVisible()).toBe(true);
      await screenshot(page, `register-invite-${locale}`);
      await page.goto(`${server.url}/register/NOSUCHCODE`);
      await expect.poll(() => page.getByTestId('invite-invalid').isVisible()).toBe(true);
      await screenshot(page, `register-invite-invalid-${locale}`);
      await page.goto(`${server.url}/resetPassword`);
      await expect.poll(() => page.getByRole('heading', { name: recoveryTexts[locale].recovery.title }).isVisible()).toBe(true);
      await screenshot(page, `reset-password-${locale}`);
      await page.goto(`${server.url}/passwordSet`);
      await expect.poll(() => page.getByText(recoveryTexts[locale].recovery.missingText).isVisible()).toBe(true);
      await screenshot(page, `password-set-empty-${locale}`);
      await openWithState(page, '/passwordSet', { account: 'ana@example.com', code: 'AB3D', label: 'ana@example.com' });
      await expect.poll(() => page.getByRole('heading', { name: recoveryTexts[locale].recovery.setTitle }).isVisible()).toBe(true);
      await screenshot(page, `password-set-${locale}`);
      await page.evaluate((held) => sessionStorage.setItem('loginChallenge', JSON.stringify(held)), { challenge, receivedAt: Date.now() });
      await page.goto(`${server.url}/securitySet`);
      await expect.poll(() => page.getByRole('heading', { name: securityTexts[locale].securitySet.titles.SECURITY_ALERT }).isVisible()).toBe(true);
      await screenshot(page, `security-set-${locale}`);
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${server.url}/securitySet`);
      await expect.poll(() => page.getByText(securityTexts[locale].securitySet.expiredText).first().isVisible()).toBe(true);
      await screenshot(page, `security-set-expired-${locale}`);
    }
  });

  it('screenshots the logged-in screens', async () => {
    const screens: Array<[name: string, path: string, ready: (locale: (typeof LOCALES)[number]) => string]> = [
      ['me', '/me', (l) => ({ en: 'Account and security', es: 'Cuenta y seguridad', pt: 'Conta e segurança' })[l]],
      ['guide', '/guide', (l) => guideTexts[l].guide.steps.FOLLOW_AND_BUY.title],
      ['profile-setting', '/me/profileSetting', (l) => accountTexts[l].account.profile.avatarHint.replace(/\{\{size\}\}.*/, '')],
      ['nickname-setting', '/me/nickNameSetting', (l) => accountTexts[l].account.nickname.hint],
      ['account-security', '/me/accountSecurity', (l) => accountTexts[l].account.security.devicesHint],
      ['set-phone', '/me/setPhone', (l) => accountTexts[l].account.contact.phoneHint],
      ['set-email', '/me/setEmail', (l) => accountTexts[l].account.contact.emailHint],
      ['email-phone-verify-empty', '/me/emailPhoneVerify', (l) => accountTexts[l].account.verify.missingText],
      ['reset-login-password', '/me/resetLoginPassword', (l) => accountTexts[l].account.password.hint],
      ['set-tfa', '/me/setTfa', (l) => accountTexts[l].account.tfa.onTitle],
      ['vcoin-password-set', '/me/vcoinPasswordSet', (l) => accountTexts[l].account.pay.explain],
    ];
    for (const locale of LOCALES) {
      await member.goto(`${server.url}/home`);
      await member.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      for (const [name, path, ready] of screens) {
        await member.goto(`${server.url}${path}`);
        await expect.poll(() => member.getByText(ready(locale), { exact: false }).first().isVisible(), { timeout: 10_000 }).toBe(true);
        await screenshot(member, `${name}-${locale}`);
        if (name === 'me') {
          const qr = member.getByTestId('me-invite-qr');
          await qr.scrollIntoViewIfNeeded();
          await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          await screenshot(member, `me-invite-${locale}`);
        }
      }
      const task = { kind: 'CHANGE_EMAIL', email: 'new@example.com', target: 'new@example.com', sentAt: Date.now(), resendIn: 60 };
      await openWithState(member, '/me/emailPhoneVerify', task);
      await expect.poll(() => member.getByText(accountTexts[locale].account.verify.titles.CHANGE_EMAIL).first().isVisible()).toBe(true);
      await screenshot(member, `email-phone-verify-${locale}`);
    }
    await member.evaluate(() => localStorage.setItem('locale', 'en'));
  });
});
