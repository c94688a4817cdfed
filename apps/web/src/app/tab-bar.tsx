// The bottom navigation: home, buy, stock, me (spec section 2). Home carries a badge with the
// number of to-dos (orders to pay, vouchers to review, follow requests to answer, my own requests
// waiting). Switching tabs replaces the history entry: Back leaves the tabs rather than walking
// back through each tab visited.
import TabBar from 'antd-mobile/es/components/tab-bar';
import { useQuery } from '@tanstack/react-query';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { followStatisticsQuery, followTodoCount } from '../shared/follows/follow-queries';
import { orderTodoCount, orderTodoQuery } from '../shared/order-todos/order-todo-query';

const TABS = [
  { path: '/home', label: 'tabs.home', Icon: AppOutline },
  { path: '/mall', label: 'tabs.buy', Icon: ShopbagOutline },
  { path: '/stock', label: 'tabs.stock', Icon: UnorderedListOutline },
  { path: '/me', label: 'tabs.me', Icon: UserOutline },
] as const;

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const todos = followTodoCount(useQuery(followStatisticsQuery).data) + orderTodoCount(useQuery(orderTodoQuery).data);
  const active = TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? null;
  return (
    <nav className="app-tab-bar" aria-label={t('tabs.label')}>
      <TabBar safeArea activeKey={active} onChange={(path) => (path === pathname ? undefined : void navigate(path, { replace: true }))}>
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
