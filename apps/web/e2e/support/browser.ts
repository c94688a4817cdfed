import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'test-results', 'screens');

/**
 * The browser the tests drive: `CHROMIUM_PATH`, else Debian's headless shell (`chromium-headless-shell`:
 * Chromium's engine without the desktop browser around it, which a whole browser run spent half its
 * Chromium CPU on), else Debian's Chromium.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium';
}

/** Debian's Chromium, headless, with the flags this network needs and `args` after them. */
export async function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}

/**
 * A phone-sized browser context in a given browser language. Without the panel's service worker unless
 * asked for: a worker that answers from its caches would hide requests from the tests that watch or
 * hold them, and the one test of the worker asks for it.
 */
export function newPhoneContext(
  browser: Browser,
  locale = 'en-US',
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, serviceWorkers });
}

/**
 * Waits until nothing on the page moves: antd-mobile animates dialogs, toasts and popups in
 * JavaScript (react-spring), and the pull to refresh's head eases back in CSS, so this compares their
 * opacity, transform and place over two animation frames until they hold still, and waits for the
 * pictures on screen to load.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const snapshot = () =>
          [
            ...document.querySelectorAll<HTMLElement>(
              '.adm-mask, .adm-center-popup-wrap, .adm-popup-body, .adm-toast-main, .refreshable__head, .adm-swiper-track-inner',
            ),
          ]
            .map((element) => {
              const style = getComputedStyle(element);
              const box = element.getBoundingClientRect();
              return `${style.opacity}|${style.transform}|${Math.round(box.top)}|${Math.round(box.height)}`;
            })
            .join(';');
        const before = snapshot();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const images = [...document.images].filter((image) => image.getBoundingClientRect().height > 0);
            resolve(before === snapshot() && images.every((image) => image.complete));
          }),
        );
      }),
    undefined,
    { polling: 50 },
  );
}

/** Whether this run saves its screenshots: asked for with E2E_SCREENSHOTS=1 (they are for people to look at, not checked). */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, saves a screenshot to test-results/screens/<name>.png for review, once the
 * page holds still; otherwise does nothing (a test never leans on the time one takes).
 */
export async function screenshot(page: Page, name: string) {
  if (!SAVE_SCREENSHOTS) return;
  await untilStill(page);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
