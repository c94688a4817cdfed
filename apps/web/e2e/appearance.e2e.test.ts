// The dark theme in the browser: a phone set to dark gets the panel dark from its first screen (the
// page behind and the text, as computed), QR codes stay dark on white, and Me's Appearance choice
// "Light" overrides the phone's setting, also after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import meEn from '../src/features/me/locales.en';
import { tokenOf } from './support/api';
import { PHONE, screenshot } from './support/browser';
import { openAs, useSuite } from './support/suite';
import { en } from './support/texts';

const suite = useSuite();

/** A phone-sized page whose system colour scheme is `colorScheme`, closed with its context after `use`. */
async function withPhone(colorScheme: 'light' | 'dark', use: (page: Page) => Promise<void>) {
  const context = await suite.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', colorScheme });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await use(page);
  } finally {
    await context.close();
  }
}

/** Relative luminance (0 black to 1 white) of what getComputedStyle answers for `property` of `selector`. */
function luminance(page: Page, selector: string, property: 'backgroundColor' | 'color') {
  return page.evaluate(
    ([target, name]) => {
      const value = getComputedStyle(document.querySelector(target)!)[name];
      const [r, g, b] = (value.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    },
    [selector, property] as const,
  );
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.prefersColorScheme);

describe('the dark theme', () => {
  it('shows the login dark on a dark phone: a dark page, light text, the dark theme-color', async () => {
    await withPhone('dark', async (page) => {
      await page.goto(`${suite.server.url}/login`);
      await expect.poll(() => page.getByRole('button', { name: en.login.submit }).isVisible()).toBe(true);
      expect(await scheme(page)).toBe('dark');
      expect(await luminance(page, 'body', 'backgroundColor')).toBeLessThan(0.05);
      expect(await luminance(page, 'body', 'color')).toBeGreaterThan(0.6);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content))).toEqual([
        '#1a1a1a',
        '#1a1a1a',
      ]);
      await screenshot(page, 'login-dark-en');
    });
  });

  it('keeps the invite QR code dark on white, and the Appearance choice Light overrides a dark phone, also after a reload', async () => {
    const token = await tokenOf(suite.server, 'seller@example.com');
    await withPhone('dark', async (page) => {
      await openAs(page, suite.server, token, '/me');
      const qr = page.getByRole('img', { name: meEn.inviteCard.qrAlt });
      await expect.poll(() => qr.isVisible()).toBe(true);
      expect(await scheme(page)).toBe('dark');
      expect(await luminance(page, '.page', 'backgroundColor')).toBeLessThan(0.05);
      expect(await luminance(page, '.invite-card__qr', 'backgroundColor')).toBe(1);

      const appearance = page.getByRole('radiogroup', { name: meEn.appearance.label });
      await appearance.scrollIntoViewIfNeeded();
      expect(await appearance.getByRole('radio', { name: meEn.appearance.system }).getAttribute('aria-checked')).toBe('true');
      await screenshot(page, 'me-dark-en');

      await appearance.getByRole('radio', { name: meEn.appearance.light }).click();
      await expect.poll(() => scheme(page)).toBe('light');
      expect(await luminance(page, 'body', 'backgroundColor')).toBeGreaterThan(0.8);
      expect(await luminance(page, 'body', 'color')).toBeLessThan(0.1);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

      await page.reload();
      await expect.poll(() => page.getByRole('radiogroup', { name: meEn.appearance.label }).isVisible()).toBe(true);
      expect(await scheme(page)).toBe('light');
      expect(await luminance(page, '.page', 'backgroundColor')).toBeGreaterThan(0.8);

      await page.getByRole('radiogroup', { name: meEn.appearance.label }).getByRole('radio', { name: meEn.appearance.system }).click();
      await expect.poll(() => scheme(page)).toBe('dark');
    });
  });

  it('turns dark while open when the phone does, on "Match the system"', async () => {
    await withPhone('light', async (page) => {
      await page.goto(`${suite.server.url}/login`);
      await expect.poll(() => page.getByRole('button', { name: en.login.submit }).isVisible()).toBe(true);
      expect(await scheme(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => scheme(page)).toBe('dark');
      expect(await luminance(page, 'body', 'backgroundColor')).toBeLessThan(0.05);
    });
  });
});
