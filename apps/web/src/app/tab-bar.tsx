// The bottom navigation: home, buy, stock, me (spec section 2). Home carries a badge with the
// number of to-dos (orders to pay, vouchers to review, follow requests to answer, my own requests
// waiting). Switching tabs replaces the history entry: Back leaves the tabs rather than walking
// back through each tab visited.
//
// A tapped tab shows as current at once: react-router renders a navigation as a transition, and the
// address it gives the tab bar changes only when that commits, so the tab is marked from the tap
// until then (docs/decisions/029-tab-switch-and-first-screen.md). The tap also asks for the next
// screen's code, texts and (on its first visit in this session) its first reads, all at once.
import TabBar from 'antd-mobile/es/components/tab-bar';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { followStatisticsQuery, followTodoCount } from '../shared/follows/follow-queries';
import { orderTodoCount, orderTodoQuery } from '../shared/order-todos/order-todo-query';
import { requestTabScreen } from './first-screen-requests';
import { preloadScreen } from './router';

const TABS = [
  { path: '/home', label: 'tabs.home', Icon: AppOutline },
  { path: '/mall', label: 'tabs.buy', Icon: ShopbagOutline },
  { path: '/stock', label: 'tabs.stock', Icon: UnorderedListOutline },
  { path: '/me', label: 'tabs.me', Icon: UserOutline },
] as const;

type TabPath = (typeof TABS)[number]['path'];

/** The tab whose screen (or one of its pages) is at `pathname`, if any. */
export function tabAt(pathname: string): TabPath | null {
  return TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
}

/**
 * The tabs whose screen this session (this query cache) has shown: their first reads are in the
 * cache, and a tap on them sends none ahead (the screen shows the cached answer at once).
 */
const shownTabs = new WeakMap<QueryClient, Set<TabPath>>();
function shownIn(queryClient: QueryClient): Set<TabPath> {
  let shown = shownTabs.get(queryClient);
  if (!shown) shownTabs.set(queryClient, (shown = new Set()));
  return shown;
}

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The counters (Home's badge) are read once the first screen is up: starting their reads was part
  // of the task that showed it (their answers were sent for at the start, app/first-screen-requests.ts).
  const counted = useAfterFirstPaint();
  const todos =
    followTodoCount(useQuery({ ...followStatisticsQuery, enabled: counted }).data) + orderTodoCount(useQuery({ ...orderTodoQuery, enabled: counted }).data);
  const current = tabAt(pathname);
  // The tab tapped at `from`: current until the router's address leaves `from` (or the navigation
  // did not happen: a screen with unsaved changes kept the user).
  const [tapped, setTapped] = useState<{ path: TabPath; from: string } | null>(null);
  const active = tapped && tapped.from === pathname ? tapped.path : current;
  useEffect(() => {
    if (current) shownIn(queryClient).add(current);
  }, [current, queryClient]);

  const open = (path: TabPath) => {
    if (path === pathname) return;
    const shown = shownIn(queryClient);
    requestTabScreen(path, { reads: !shown.has(path) });
    shown.add(path);
    preloadScreen(path, true);
    setTapped({ path, from: pathname });
    void Promise.resolve(navigate(path, { replace: true })).then(() => {
      if (window.location.pathname !== path) setTapped(null);
    });
  };

  return (
    <nav className="app-tab-bar" aria-label={t('tabs.label')}>
      <TabBar safeArea activeKey={active} onChange={(path) => open(path as TabPath)}>
        {TABS.map(({ path, label, Icon }) => (
          <TabBar.Item
            key={path}
            icon={<Icon />}
            title={t(label)}
            badge={path === '/home' && todos > 0 ? todos : undefined}
            data-todos={path === '/home' ? todos : undefined}
            aria-current={active === path ? 'page' : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
