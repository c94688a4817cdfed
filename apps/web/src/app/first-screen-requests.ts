// What the screen at the opened address needs from the network as it first renders, asked for as
// soon as the address is known with a stored session (main.tsx), while the shell's and the screen's
// code are still on their way: its texts in the panel's language, and its reads (the api client then
// takes these answers instead of asking again, lib/early-requests.ts). Both used to wait for the
// screen's code (its modules ask for their texts when they run) and the reads for its first render
// too; on a slow network each is a round trip after the page's first script instead
// (docs/decisions/016).
import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { mediaTexts } from '../components/media-text-files';
import { uiTexts } from '../components/ui-text-files';
import { MALL_BRANDS_READ, mallListRead } from '../features/catalogue/mall-requests';
import { catalogueTexts } from '../features/catalogue/locale-files';
import { stockListRead } from '../features/catalogue/stock-requests';
import { homeTexts } from '../features/home/locale-files';
import { meTexts } from '../features/me/locale-files';
import { CDN_DOMAIN_READ, CURRENT_USER_READ, SYSTEM_CONFIG_READ } from '../lib/boot-requests';
import type { ApiRead } from '../lib/client-headers';
import { sendEarly } from '../lib/early-requests';
import { currentLocale } from '../lib/i18n';
import type { TextLoaders } from '../lib/texts';
import { GUIDE_INFO_READ } from '../shared/accounts/guide-request';
import { codesEntryTexts } from '../shared/codes/locale-files';
import { FOLLOW_STATISTICS_READ } from '../shared/follows/follow-requests';
import { followTexts } from '../shared/follows/locale-files';
import { opsEntryTexts } from '../shared/ops/locale-files';
import { ORDER_TODO_READ } from '../shared/order-todos/order-todo-request';
import { rechargeEntryTexts } from '../shared/recharge/locale-files';
import { walletEntryTexts } from '../shared/wallet/locale-files';
import { WALLET_READ } from '../shared/wallet/wallet-request';
import { RequireAuth } from './require-auth';
import type { AppRouteHandle } from './route-handle';
import { routes } from './router';

type FirstScreen = {
  /** The texts of the modules the screen shows at once. */
  texts: TextLoaders[];
  /** The reads it makes as it first renders. */
  reads: (search: URLSearchParams) => ApiRead[];
};

/** The screens a user opens first (the tab roots), by route id. */
const FIRST_SCREENS: Record<string, FirstScreen> = {
  home: { texts: [homeTexts, followTexts, rechargeEntryTexts], reads: () => [GUIDE_INFO_READ] },
  mall: {
    texts: [catalogueTexts, followTexts, uiTexts, mediaTexts],
    // The search box keeps its keyword in the address (components/use-keyword-param.ts).
    reads: (search) => [mallListRead({ keyword: search.get('q') ?? '', type: '', brand: '' }, 1), MALL_BRANDS_READ],
  },
  stock: { texts: [catalogueTexts, codesEntryTexts, uiTexts], reads: () => [stockListRead('', 1)] },
  me: { texts: [meTexts, followTexts, walletEntryTexts, opsEntryTexts, uiTexts], reads: () => [WALLET_READ] },
};

/**
 * Asks for the texts and sends the reads of the logged-in screen at `pathname`: its own, the
 * start-up data's and, on a tab root, the tab bar's. Nothing for an address outside the login check.
 */
export function requestFirstScreen({ pathname, search }: { pathname: string; search: string }): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (!matches.some((match) => (match.route.element as ReactElement | undefined)?.type === RequireAuth)) return;
  const screens = matches.flatMap((match) => FIRST_SCREENS[match.route.id ?? ''] ?? []);
  const locale = currentLocale();
  // Each group in a task of its own, the screen's first: every call and every text file costs the
  // main thread a millisecond or more to start on a phone (more on a busy one), and the seven calls
  // with the texts made one of the longest tasks before the mall's first paint.
  // A failed text file is the screen's to show: its module asks for the same file again.
  const steps = [
    () =>
      sendEarly(
        screens.flatMap((screen) => screen.reads(new URLSearchParams(search))),
        locale,
      ),
    () => sendEarly([CURRENT_USER_READ, CDN_DOMAIN_READ, SYSTEM_CONFIG_READ], locale),
    () => {
      for (const texts of new Set(screens.flatMap((screen) => screen.texts))) texts[locale]().catch(() => undefined);
    },
    ...(matches.some((match) => (match.route.handle as AppRouteHandle | undefined)?.tabBar)
      ? [() => sendEarly([FOLLOW_STATISTICS_READ, ORDER_TODO_READ], locale)]
      : []),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  next();
}

/**
 * As a bottom tab is tapped (app/tab-bar.tsx): asks for the texts of the tab root at `pathname` and,
 * with `reads`, sends its own reads (not the start-up data's nor the tab bar's, which are in), so
 * that they travel with the screen's code instead of after it.
 */
export function requestTabScreen(pathname: string, { reads }: { reads: boolean }): void {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap((match) => FIRST_SCREENS[match.route.id ?? ''] ?? []);
  const locale = currentLocale();
  for (const texts of new Set(screens.flatMap((screen) => screen.texts))) texts[locale]().catch(() => undefined);
  if (reads)
    sendEarly(
      screens.flatMap((screen) => screen.reads(new URLSearchParams())),
      locale,
    );
}
