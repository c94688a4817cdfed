// Tap targets on a 390 x 844 phone: the main screens, as the demo seller, buyer and operator, in
// English, Spanish and Portuguese, list every visible control (links, buttons, inputs, selects,
// tabs, checkboxes, radios, switches ...) whose box is under 44 px wide or tall (WCAG 2.5.5); the
// test fails on any. What it allows, and why:
// - a link inside running text (a paragraph's words on either side): WCAG 2.5.8 exempts inline
//   targets, whose size the line of text sets;
// - a checkbox's or radio's own input is measured by the list row that takes its tap (a clickable
//   antd-mobile List.Item, drawn as an anchor) or else by its label, the box a finger presses;
// - a visually hidden file input is measured by nothing: the visible control that opens it is.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { openAs, useSuite } from './support/suite';

const suite = useSuite();

const SCREENS = {
  'seller@example.com': [
    '/home',
    '/me',
    '/me/accountSecurity',
    '/stock',
    '/recharge',
    '/recharge/recent',
    '/generate',
    '/generate/recent',
    '/sale/orderList',
    '/follower',
    '/setting/store',
  ],
  'buyer@example.com': ['/home', '/me', '/mall', '/following', '/order', '/me/VCoinList', '/me/buyVCoin'],
  'ops@example.com': ['/home', '/me'],
} as const;

/** Screens whose small controls were made 44 px tall, screenshotted in each language to see they did not grow bloated. */
const SHOWN = new Set(['/mall', '/following', '/setting/store']);

/** The visible controls under 44 px, as "width x height tag "name"". */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, [role=button], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox], [role=radio], [role=switch], [role=link], [role=menuitem], [role=option], summary';
    const small: { size: string; tag: string; name: string }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (element.matches('input.visually-hidden[type=file]')) continue;
      const choice = element.matches('input[type=checkbox], input[type=radio]');
      const target = choice ? (element.closest<HTMLElement>('a.adm-list-item') ?? element.closest('label') ?? element) : element;
      const style = getComputedStyle(element);
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      const parent = element.parentElement;
      const inline =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        parent !== null &&
        [...parent.childNodes].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''));
      if (inline) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 40);
        small.push({ size: `${Math.round(box.width)}x${Math.round(box.height)}`, tag: element.tagName.toLowerCase(), name });
      }
    }
    return small;
  });
}

/** Waits for a screen opened by openAs (which waits for its network to go quiet) to settle: its loading indicators gone and its chunk drawn. */
async function settled(page: Page) {
  await expect.poll(() => page.locator('.adm-dot-loading, .adm-spin-loading, [data-testid="page-loading"]').count(), { timeout: 15_000 }).toBe(0);
}

describe('tap targets of at least 44 x 44 px', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`in ${locale}: the main screens of the seller, the buyer and the operator`, async () => {
      const found: string[] = [];
      for (const [account, paths] of Object.entries(SCREENS)) {
        const token = await tokenOf(suite.server, account);
        const page = await suite.phone();
        for (const path of paths) {
          await openAs(page, suite.server, token, path, locale);
          await settled(page);
          for (const target of await smallTargets(page)) found.push(`${account} ${path}: ${target.size} ${target.tag} "${target.name}"`);
          if (locale === 'en' && account.startsWith('seller') && path === '/recharge') await screenshot(page, 'tap-targets-recharge-en');
          if (SHOWN.has(path)) await screenshot(page, `tap-targets${path.replaceAll('/', '-')}-${locale}`);
        }
      }
      expect(found).toEqual([]);
    }, 240_000);
  }
});
