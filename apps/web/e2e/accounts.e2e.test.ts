// Accounts and security in the browser: sign-up with a code, the guide, the security alert of a new
// device, two-factor authentication, the wait after five wrong passwords, the captcha, password
// recovery (the old token stops working), sign-up through an invite link, the profile; then every
// screen of the feature in en, es and pt, the forms with their errors. Each test makes the accounts
// it needs (codes are read from the server's development outbox), so it runs alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { messageText } from '@panel/domain/errors';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, enableTwoFactor, newEmail, nextCode, ok, seenMessages, sendFromScreenUntilCode, signUpAccount, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { picture } from './support/images';
import { startServer } from './support/server';
import { fillLogin, goTo, logOut, openAs, shows, useSuite, waitForText } from './support/suite';
import mediaEn from '../src/components/media-texts.en';
import mediaEs from '../src/components/media-texts.es';
import mediaPt from '../src/components/media-texts.pt';
import { accountTexts, en, fieldTexts, guideTexts, recoveryTexts, registerTexts, securityTexts } from './support/texts';

const reg = registerTexts.en.register;
const rec = recoveryTexts.en.recovery;
const sec = securityTexts.en.securitySet;
const gd = guideTexts.en.guide;
const acc = accountTexts.en.account;
const mediaTexts = { en: mediaEn, es: mediaEs, pt: mediaPt };
const fields = fieldTexts.en;
const UI = { accountSecurity: 'Account and security', switch: 'Switch to the old version', stay: 'Stay here', combo: 'Combo' };
const DEMO_STORE = 'Demo Card Store';
const PASSWORD = 'Start1234';
const LOCALES = ['en', 'es', 'pt'] as const;
const BROWSER_LOCALE = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' } as const;

/** A stand-in for the old panel: remembers the cookies each visit brought. */
const oldPanelVisits: string[] = [];
const oldPanel = http.createServer((request, response) => {
  oldPanelVisits.push(request.headers.cookie ?? '');
  response.setHeader('content-type', 'text/html');
  response.end('<!doctype html><title>Old panel</title><h1>Old panel</h1>');
});
let oldPanelUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => oldPanel.listen(0, '127.0.0.1', resolve));
  oldPanelUrl = `http://127.0.0.1:${(oldPanel.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => oldPanel.close(resolve)));

// The old panel's address is known once the hook above has run. A short resend wait (a test sends
// several codes to one address within a minute), and room for the codes of every test's accounts.
const suite = useSuite(() => ({ OLD_PANEL_URL: oldPanelUrl, CODE_RESEND_SECONDS: '3', CODE_MAX_PER_IP: '1000' }));

const alertText = (page: Page) => page.getByRole('alert').first().textContent();
const login = (page: Page, account: string, password: string) => fillLogin(page, suite.server, account, password);

/** Signs up on an open /register page, reading the code from the outbox; lands on /guide. */
async function signUpInBrowser(page: Page, email: string) {
  const seen = await seenMessages(suite.server, email);
  await page.getByPlaceholder(fields.accountField.emailPlaceholder).fill(email);
  await page.getByRole('button', { name: fields.codeUi.send }).click();
  const code = await nextCode(suite.server, email, seen, 'Your sign-up code');
  await page.getByPlaceholder(fields.codeUi.placeholder).fill(code.toLowerCase()); // typed in any case
  await page.getByPlaceholder(reg.passwordPlaceholder).fill(PASSWORD);
  await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill(PASSWORD);
  await page.getByRole('button', { name: reg.submit, exact: true }).click();
  await page.waitForURL(/\/guide$/);
}

/** Logs in from this browser, a new device: passes the security alert with the code it sends. */
async function logInVerified(page: Page, email: string) {
  const seen = await seenMessages(suite.server, email);
  await login(page, email, PASSWORD);
  await page.waitForURL(/\/securitySet$/);
  const code = await nextCode(suite.server, email, seen, 'Security alert: new login');
  await page.getByPlaceholder(fields.codeUi.placeholder).fill(code);
  await page.getByRole('button', { name: sec.verify }).click();
  await page.waitForURL(/\/home$/);
}

/** The seller's invite link. */
async function inviteLink(): Promise<string> {
  const token = await tokenOf(suite.server, 'seller@example.com');
  return ok<string>(suite.server, 'GET', '/api-user/user/invite/query/link?version=1', { token });
}

describe('accounts and security', () => {
  it('signs up with an email and a code, sees the guide, confirms it and logs out', async () => {
    const email = newEmail('member');
    const page = await suite.phone();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: en.login.signUp }).click();
    await page.waitForURL(/\/register$/);
    await expect.poll(() => page.getByRole('heading', { name: reg.title }).isVisible()).toBe(true);

    // The two passwords must match (spec section 5); the first field to fix gets focus.
    await page.getByPlaceholder(reg.passwordPlaceholder).fill(PASSWORD);
    await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill('Other1234');
    await page.getByRole('button', { name: reg.submit, exact: true }).click();
    await waitForText(page, VALIDATION_TEXTS.en['validation.passwordMismatch']);
    await expect.poll(() => page.getByPlaceholder(fields.accountField.emailPlaceholder).evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'register-mismatch-en');
    await page.getByPlaceholder(reg.confirmPasswordPlaceholder).fill('');

    await signUpInBrowser(page, email);
    await waitForText(page, gd.welcome);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeTruthy();
    await waitForText(page, gd.steps.FOLLOW_AND_BUY.title);
    await screenshot(page, 'guide-welcome-en');

    await page.getByRole('button', { name: gd.confirm }).click();
    await page.waitForURL(/\/home$/);
    // Confirmed: home no longer sends the account to the guide, even in a new tab.
    const token = (await page.evaluate(() => localStorage.getItem('Admin-Token')))!;
    expect((await ok<{ show: boolean }>(suite.server, 'GET', '/api-user/users/guide/info', { token })).show).toBe(false);

    // Signing up again with the same email is refused at the account: already registered.
    const again = await suite.phone();
    await again.goto(`${suite.server.url}/register`);
    await again.getByPlaceholder(fields.accountField.emailPlaceholder).fill(email);
    await again.getByRole('button', { name: fields.codeUi.send }).click();
    await waitForText(again, 'This account is already registered');

    await logOut(page, suite.server);
  });

  it('logs in from a new browser, gets the security alert, verifies and reaches home', async () => {
    const account = await signUpAccount(suite.server, { password: PASSWORD });
    const page = await suite.phone();
    const seen = await seenMessages(suite.server, account.email);
    await login(page, account.email, PASSWORD);
    await page.waitForURL(/\/securitySet$/);
    await expect.poll(() => page.getByRole('heading', { name: sec.titles.SECURITY_ALERT }).isVisible()).toBe(true);
    await waitForText(page, new RegExp(`${account.email.slice(0, 2)}\\*\\*\\*@example\\.com`));
    await screenshot(page, 'security-alert-en');

    const code = await nextCode(suite.server, account.email, seen, 'Security alert: new login');
    await page.getByPlaceholder(fields.codeUi.placeholder).fill(code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await page.getByRole('button', { name: sec.verify }).click();
    await waitForText(page, /Wrong code/);
    await page.getByPlaceholder(fields.codeUi.placeholder).fill(code);
    await page.getByRole('button', { name: sec.verify }).click();
    await page.waitForURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeTruthy();
  });

  it(
    'names the trusted devices, marks this one, opens their details and forgets one after a confirmation, in en, es and pt',
    { timeout: 120_000 },
    async () => {
      // Trusted once at sign-up through the API (no browser in its User-Agent: "Unknown device"), then by this browser's security check.
      const account = await signUpAccount(suite.server, { password: PASSWORD });
      const page = await suite.phone();
      const seen = await seenMessages(suite.server, account.email);
      await login(page, account.email, PASSWORD);
      await page.waitForURL(/\/securitySet$/);
      await page.getByPlaceholder(fields.codeUi.placeholder).fill(await nextCode(suite.server, account.email, seen, 'Security alert: new login'));
      await page.getByRole('button', { name: sec.verify }).click();
      await page.waitForURL(/\/home$/);
      for (const locale of LOCALES) {
        const d = accountTexts[locale].account.devices;
        await page.evaluate((language) => localStorage.setItem('locale', language), locale);
        await goTo(page, suite.server, '/me/accountSecurity');
        await page.getByTestId('open-devices').click();
        const rows = page.getByTestId('trusted-device');
        await expect.poll(() => rows.count()).toBe(2);
        // The last used first: this browser, by its name, then the one trusted before it.
        expect(await rows.nth(0).textContent()).toMatch(new RegExp(`^Chrome · Linux ${d.thisDevice}`));
        expect(await rows.nth(1).textContent()).toContain(d.unknown);
        await screenshot(page, `trusted-devices-${locale}`);

        await rows.nth(0).click();
        const details = page.getByTestId('device-details');
        await expect.poll(() => details.textContent()).toContain('127.0.0.1');
        expect(await details.textContent()).toContain(d.thisDevice);
        await screenshot(page, `trusted-device-details-${locale}`);
        await page.getByTestId('devices-back').click();

        await rows.nth(1).click();
        await expect.poll(() => details.textContent()).toContain(d.unknown);
        await page.getByTestId('forget-device').click();
        const dialog = page.locator('.adm-dialog');
        await expect.poll(() => dialog.textContent()).toContain(d.forgetTitle);
        // Shown once it has faded in: every box from its buttons up to the dialog fully opaque.
        const opaque = () =>
          dialog.locator('.adm-dialog-footer').evaluate((footer) => {
            for (let box: Element | null = footer; box && box !== document.body; box = box.parentElement)
              if (getComputedStyle(box).opacity !== '1') return false;
            return true;
          });
        await expect.poll(opaque).toBe(true);
        await screenshot(page, `trusted-device-forget-${locale}`);
        // Kept in en and es; forgotten in pt.
        if (locale !== 'pt') {
          await dialog.getByRole('button', { name: d.keep }).click();
          await expect.poll(() => dialog.count()).toBe(0);
          continue;
        }
        await dialog.getByRole('button', { name: d.forgetConfirm }).click();
        await expect.poll(() => rows.count()).toBe(1);
        await waitForText(page, d.forgotten);
        await expect.poll(() => dialog.count()).toBe(0);
        await screenshot(page, `trusted-device-forgotten-${locale}`);
      }
      const left = await ok<{ name: string | null; current: boolean }[]>(suite.server, 'GET', '/api-user/users/security/devices', { token: account.token });
      expect(left.map((device) => device.name)).toEqual(['Chrome · Linux']);
    },
  );

  it('enables two-factor, logs out, and logs in with the code', async () => {
    const account = await signUpAccount(suite.server, { password: PASSWORD });
    const page = await suite.phone();
    await logInVerified(page, account.email);
    await page.goto(`${suite.server.url}/me`);
    await page.getByText(UI.accountSecurity, { exact: true }).click();
    await page.waitForURL(/\/me\/accountSecurity$/);
    await waitForText(page, account.email);
    await page.getByText(acc.security.twoFactor, { exact: true }).click();
    await page.waitForURL(/\/me\/setTfa$/);
    await waitForText(page, acc.tfa.offTitle);
    await screenshot(page, 'set-tfa-off-en');

    const seen = await seenMessages(suite.server, account.email);
    // The sign-up and security-alert codes went to this address moments ago: their waits are their
    // own, the two-factor code goes out at once.
    await page.getByRole('button', { name: acc.tfa.turnOn }).click();
    await page.waitForURL(/\/me\/emailPhoneVerify$/);
    const code = await nextCode(suite.server, account.email, seen, 'Your two-factor authentication code');
    await page.getByPlaceholder(fields.codeUi.placeholder).fill(code);
    await page.getByRole('button', { name: acc.verify.confirm, exact: true }).click();
    await page.waitForURL(/\/me\/accountSecurity$/);
    await waitForText(page, acc.channelBy.EMAIL);
    await screenshot(page, 'account-security-tfa-on-en');

    await logOut(page, suite.server);
    await login(page, account.email, PASSWORD);
    await page.waitForURL(/\/securitySet$/);
    await expect.poll(() => page.getByRole('heading', { name: sec.titles.TWO_FACTOR }).isVisible()).toBe(true);
    await screenshot(page, 'security-two-factor-en');
    const loginCode = await nextCode(suite.server, account.email, seen, 'Your login code');
    await page.getByPlaceholder(fields.codeUi.placeholder).fill(loginCode);
    await page.getByRole('button', { name: sec.verify }).click();
    await page.waitForURL(/\/home$/);
  });

  it('opens home on the Home tab while the guide is pending, with a way to the guide; switching tabs adds no history', async () => {
    const account = await signUpAccount(suite.server, { guideRead: false });
    const page = await suite.phone();
    await openAs(page, suite.server, account.token, '/home');
    await waitForText(page, en.tabs.home);
    await page.getByTestId('home-open-guide').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    // The guide is one tap away and keeps the tab bar.
    await page.getByTestId('home-open-guide').click();
    await page.waitForURL(/\/guide$/);
    await waitForText(page, gd.steps.FOLLOW_AND_BUY.title);
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.home, { exact: true }).click();
    await page.waitForURL(/\/home$/);
    // Tabs replace one another: Back goes to the page before the tabs (home, where the guide was
    // opened from), not through each tab tapped.
    const tabs = page.getByRole('navigation', { name: en.tabs.label });
    await tabs.getByText(en.tabs.me, { exact: true }).click();
    await page.waitForURL(/\/me$/);
    await tabs.getByText(en.tabs.buy, { exact: true }).click();
    await page.waitForURL(/\/mall$/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/mall');
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  // A server of its own with the real one-minute resend wait.
  it('sends codes for two purposes in a row to one email, and says the real wait of a second code for one purpose', { timeout: 120_000 }, async () => {
    const codesServer = await startServer({ CODE_RESEND_SECONDS: '60' });
    try {
      const account = await signUpAccount(codesServer, { password: PASSWORD });
      const page = await suite.phone();
      const seen = await seenMessages(codesServer, account.email);
      // Two-factor: a code goes out and the screen moves on to it.
      await openAs(page, codesServer, account.token, '/me/setTfa');
      await page.getByRole('button', { name: acc.tfa.turnOn }).click();
      await page.waitForURL(/\/me\/emailPhoneVerify$/);
      await nextCode(codesServer, account.email, seen, 'Your two-factor authentication code');

      // The payment password's code to the same email, at once: it is sent too, and nothing is refused.
      await goTo(page, codesServer, '/me/vcoinPasswordSet');
      await page.getByRole('button', { name: fields.codeUi.send }).click();
      const paymentCode = await nextCode(codesServer, account.email, seen, 'Your payment password code');
      await waitForText(page, fields.codeUi.sentTo.replace('{{target}}', ''));
      expect(await page.getByRole('alert').count()).toBe(0);
      // And it is a live code: it sets the payment password.
      await page.getByPlaceholder(acc.pay.placeholder, { exact: true }).fill('246810');
      await page.getByPlaceholder(acc.pay.confirmPlaceholder).fill('246810');
      await page.getByPlaceholder(fields.codeUi.placeholder).fill(paymentCode);
      await page.getByRole('button', { name: acc.pay.submit }).click();
      await page.waitForURL(/\/me\/accountSecurity$/);

      // A second two-factor code within the minute waits, and the screen says when a new code can be
      // sent, in seconds: a plain wait, not "too many tries".
      await goTo(page, codesServer, '/me/setTfa');
      await page.getByRole('button', { name: acc.tfa.turnOn }).click();
      await expect.poll(() => alertText(page)).toMatch(/^You can send a new code in \d+ s\.$/);
      const seconds = Number((await alertText(page))!.match(/in (\d+) s/)![1]);
      expect(seconds).toBeGreaterThan(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(new URL(page.url()).pathname).toBe('/me/setTfa');
    } finally {
      await codesServer.stop();
    }
  });

  // A server of its own to start: more time than the others.
  it('gives the wait message after five wrong passwords', { timeout: 120_000 }, async () => {
    // A server of its own that never asks for the captcha, so the fifth failure is reached.
    const lockServer = await startServer({ LOGIN_CAPTCHA_AFTER: '0' });
    try {
      const page = await suite.phone();
      await page.goto(`${lockServer.url}/login`);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await fillLogin(page, lockServer, 'buyer@example.com', `Wrong${attempt}234`);
        const expected = attempt < 5 ? /^Wrong account or password$/ : /^Too many attempts, please wait 15 minutes$/;
        await expect.poll(() => alertText(page)).toMatch(expected);
      }
      await screenshot(page, 'login-wait-en');
      // The right password now waits too.
      await fillLogin(page, lockServer, 'buyer@example.com', 'Demo1234');
      await expect.poll(() => alertText(page)).toMatch(/please wait \d+ minutes/);
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await lockServer.stop();
    }
  });

  it('asks for the image captcha after repeated wrong passwords', async () => {
    const page = await suite.phone();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await login(page, 'reseller3@example.com', `Wrong${attempt}234`);
      await expect.poll(() => alertText(page)).toBe('Wrong account or password');
    }
    await login(page, 'reseller3@example.com', 'Demo1234');
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
    const account = await signUpAccount(suite.server, { password: 'Demo1234' });
    const signedIn = await suite.phone();
    await openAs(signedIn, suite.server, account.token, '/home');

    const page = await suite.phone();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: en.login.forgotPassword }).click();
    await page.waitForURL(/\/resetPassword$/);
    // An unknown account: account not found.
    await page.getByPlaceholder(fields.accountField.emailPlaceholder).fill('nobody@example.com');
    await page.getByRole('button', { name: fields.codeUi.send }).click();
    await waitForText(page, 'Account not found');

    const seen = await seenMessages(suite.server, account.email);
    await page.getByPlaceholder(fields.accountField.emailPlaceholder).fill(account.email);
    const code = await sendFromScreenUntilCode(suite.server, account.email, seen, 'Your password reset code', () =>
      page.getByRole('button', { name: fields.codeUi.send }).click(),
    );
    await page.getByPlaceholder(fields.codeUi.placeholder).fill(code);
    await page.getByRole('button', { name: rec.next }).click();
    await page.waitForURL(/\/passwordSet$/);
    await page.getByPlaceholder(rec.passwordPlaceholder).fill('Renewed123');
    await page.getByPlaceholder(rec.confirmPasswordPlaceholder).fill('Renewed123');
    await page.getByRole('button', { name: rec.save }).click();
    await waitForText(page, rec.doneTitle);
    await screenshot(page, 'password-set-done-en');

    // The token from before the reset is refused; the browser holding it is asked to log in again.
    expect((await call(suite.server, 'GET', '/api-user/users/current', { token: account.token })).respCode).toBe(401);
    await signedIn.reload();
    await expect.poll(() => signedIn.getByRole('dialog').getByText(messageText('auth.sessionExpired', 'en')).isVisible()).toBe(true);
    await signedIn.getByRole('dialog').getByRole('button', { name: en.session.logInAgain }).click();
    await signedIn.waitForURL(/\/login$/);

    // The old password no longer works; the new one does.
    const form = { username: account.email, ...PANEL_TOKEN_FIELDS };
    expect((await call(suite.server, 'POST', '/api-auth/oauth/user/token', { form: { ...form, password: 'Demo1234' } })).respCode).not.toBe(200);
    expect((await call(suite.server, 'POST', '/api-auth/oauth/user/token', { form: { ...form, password: 'Renewed123' } })).respCode).toBe(200);
  });

  it('signs up through an invite link and lands as a follower of the inviting store', async () => {
    const link = await inviteLink();
    expect(link).toMatch(/\/register\/[A-Z0-9]+$/);

    const page = await suite.phone();
    await page.goto(link);
    await waitForText(page, reg.invitedBy.replace('{{store}}', DEMO_STORE));
    await screenshot(page, 'register-invite-en');
    await signUpInBrowser(page, newEmail('invited'));
    await waitForText(page, gd.followed.replace('{{store}}', DEMO_STORE));
    // The first step of the guide is done: the account follows the store.
    await waitForText(page, `${gd.stepLabel.replace('{{number}}', '1')} · ${gd.done}`);

    await page.goto(`${suite.server.url}/following`);
    await waitForText(page, DEMO_STORE);
    await screenshot(page, 'invited-following-en');
  });

  it('changes the profile picture in one step (uploaded and saved, no Save tap) and the nickname, asking before leaving unsaved edits', async () => {
    const account = await signUpAccount(suite.server);
    const page = await suite.phone();
    await openAs(page, suite.server, account.token, '/me/profileSetting');
    await page.locator('input[type="file"]').setInputFiles(picture('me.png', [0, 181, 120]));
    await waitForText(page, mediaTexts.en.media.saved);
    await screenshot(page, 'profile-setting-saved-en');
    expect((await ok<{ avatar: string | null }>(suite.server, 'GET', '/api-user/users/current', { token: account.token })).avatar).toBeTruthy();

    await page.getByText(acc.profile.nickname, { exact: true }).click();
    await page.waitForURL(/\/me\/nickNameSetting$/);
    // An empty nickname is refused at the field.
    await page.getByPlaceholder(acc.nickname.placeholder).fill('');
    await page.getByRole('button', { name: acc.save, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    await screenshot(page, 'nickname-setting-errors-en');
    await page.getByPlaceholder(acc.nickname.placeholder).fill('Nova Member');
    await page.locator('.adm-nav-bar-back').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(en.unsaved.title).isVisible()).toBe(true);
    await screenshot(page, 'nickname-unsaved-en');
    await dialog.getByText(en.unsaved.stay).click();
    await page.getByRole('button', { name: acc.save, exact: true }).click();
    await page.waitForURL(/\/me\/profileSetting$/);
    await waitForText(page, 'Nova Member');

    await page.goto(`${suite.server.url}/me`);
    await expect.poll(() => page.getByRole('heading', { name: 'Nova Member' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.adm-avatar img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('shows combo as unavailable and hands the session over to the old version with 10-second cookies', async () => {
    const account = await signUpAccount(suite.server);
    const page = await suite.phone();
    await openAs(page, suite.server, account.token, '/me');
    await page.getByText(UI.combo, { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await waitForText(page, /Combo is not available in this version/);
    await screenshot(page, 'me-combo-en');
    await dialog.getByText(UI.stay).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
    await page.getByText(/^Old version/).click();
    await page.getByRole('dialog').getByText(UI.switch).click();
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Old panel' }).isVisible()).toBe(true);
    expect(oldPanelVisits.at(-1)).toContain(`Admin-Token=${encodeURIComponent(account.token)}`);
    expect(oldPanelVisits.at(-1)).toContain(`deviceId=${deviceId}`);
    const cookies = await page.context().cookies();
    const tokenCookie = cookies.find((cookie) => cookie.name === 'Admin-Token');
    expect(tokenCookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(10_000);
  });
});

describe('every account screen in en, es and pt', () => {
  const challenge = {
    state: 'SECURITY_ALERT',
    challengeId: '00000000-0000-4000-8000-000000000000',
    channel: 'EMAIL',
    target: 'ne***@example.com',
    expiresIn: 600,
  };

  /** Opens a path with a router state (as react-router keeps it in history.state.usr). */
  async function openWithState(page: Page, path: string, state: unknown) {
    await page.evaluate(([target, usr]) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', target as string), [path, state] as const);
    await page.reload();
  }

  it('screenshots the public screens, the forms with their errors', async () => {
    const link = await inviteLink();
    // An account that now needs the image captcha (three wrong passwords).
    const form = { username: 'reseller2@example.com', password: 'Wrong1234', ...PANEL_TOKEN_FIELDS };
    for (let attempt = 0; attempt < 3; attempt++) await call(suite.server, 'POST', '/api-auth/oauth/user/token', { form });
    for (const locale of LOCALES) {
      const page = await suite.phone(BROWSER_LOCALE[locale]);
      await goTo(page, suite.server, '/login');
      await screenshot(page, `login-${locale}`);
      await page.locator('input').nth(0).fill('reseller2@example.com');
      await page.locator('input').nth(1).fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('captcha-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `login-captcha-${locale}`);

      await page.goto(`${suite.server.url}/register`);
      await expect.poll(() => page.getByRole('heading', { name: registerTexts[locale].register.title }).isVisible()).toBe(true);
      await screenshot(page, `register-${locale}`);
      await page.locator('button[type="submit"]').click();
      await waitForText(page, VALIDATION_TEXTS[locale]['validation.required']);
      await screenshot(page, `register-errors-${locale}`);
      await page.locator('.adm-tabs-tab').nth(1).click(); // phone, with the country code of the location
      await expect.poll(() => page.locator('.country-code__value').textContent()).toMatch(/^\+\d+/);
      await screenshot(page, `register-phone-${locale}`);

      await page.goto(link);
      await expect.poll(() => page.getByTestId('invite-store').isVisible()).toBe(true);
      await screenshot(page, `register-invite-${locale}`);
      await page.goto(`${suite.server.url}/register/NOSUCHCODE`);
      await expect.poll(() => page.getByTestId('invite-invalid').isVisible()).toBe(true);
      await screenshot(page, `register-invite-invalid-${locale}`);
      await page.goto(`${suite.server.url}/resetPassword`);
      await expect.poll(() => page.getByRole('heading', { name: recoveryTexts[locale].recovery.title }).isVisible()).toBe(true);
      await screenshot(page, `reset-password-${locale}`);
      await page.goto(`${suite.server.url}/passwordSet`);
      await waitForText(page, recoveryTexts[locale].recovery.missingText);
      await screenshot(page, `password-set-empty-${locale}`);
      await openWithState(page, '/passwordSet', { account: 'ana@example.com', code: 'AB3D', label: 'ana@example.com' });
      await expect.poll(() => page.getByRole('heading', { name: recoveryTexts[locale].recovery.setTitle }).isVisible()).toBe(true);
      await screenshot(page, `password-set-${locale}`);
      await page.evaluate((held) => sessionStorage.setItem('loginChallenge', JSON.stringify(held)), { challenge, receivedAt: Date.now() });
      await page.goto(`${suite.server.url}/securitySet`);
      await expect.poll(() => page.getByRole('heading', { name: securityTexts[locale].securitySet.titles.SECURITY_ALERT }).isVisible()).toBe(true);
      await screenshot(page, `security-set-${locale}`);
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${suite.server.url}/securitySet`);
      await waitForText(page, securityTexts[locale].securitySet.expiredText);
      await screenshot(page, `security-set-expired-${locale}`);
    }
  }, 180_000);

  it('screenshots the logged-in screens, the password form with its errors', async () => {
    const account = await signUpAccount(suite.server, { nickname: 'Screen Member' });
    await enableTwoFactor(suite.server, account);
    const screens: Array<[name: string, path: string, ready: (locale: (typeof LOCALES)[number]) => string]> = [
      ['me', '/me', (l) => ({ en: 'Account and security', es: 'Cuenta y seguridad', pt: 'Conta e segurança' })[l]],
      ['guide', '/guide', (l) => guideTexts[l].guide.steps.FOLLOW_AND_BUY.title],
      ['profile-setting', '/me/profileSetting', (l) => mediaTexts[l].media.pictureHint],
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
      const page = await suite.phone(BROWSER_LOCALE[locale]);
      await openAs(page, suite.server, account.token, '/home', locale);
      for (const [name, path, ready] of screens) {
        await goTo(page, suite.server, path);
        await expect.poll(shows(page, ready(locale)), { timeout: 10_000 }).toBe(true);
        await screenshot(page, `${name}-${locale}`);
        if (name === 'me') {
          const qr = page.getByTestId('me-invite-qr');
          await qr.scrollIntoViewIfNeeded();
          await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          await screenshot(page, `me-invite-${locale}`);
        }
      }
      // The login password form with its errors: nothing typed.
      await goTo(page, suite.server, '/me/resetLoginPassword');
      await page.locator('button[type="submit"]').click();
      await waitForText(page, VALIDATION_TEXTS[locale]['validation.required']);
      await screenshot(page, `reset-login-password-errors-${locale}`);

      const task = { kind: 'CHANGE_EMAIL', email: 'new@example.com', target: 'new@example.com', sentAt: Date.now(), resendIn: 60 };
      await openWithState(page, '/me/emailPhoneVerify', task);
      await waitForText(page, accountTexts[locale].account.verify.titles.CHANGE_EMAIL);
      await screenshot(page, `email-phone-verify-${locale}`);
    }
  }, 180_000);
});
