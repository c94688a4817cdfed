// /sale/orderList: the store's orders, newest first: in progress or completed, filtered by status,
// searched by order number or buyer (uid or nickname). Each row shows its status, the buyer, the
// amount, the pay-by countdown and the flags (vouchers to review, a rejected voucher). Pull to
// refresh, more on scrolling. The tab, the status and the search live in the address, so coming back
// from an order shows the same list.
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@panel/domain/constants';
import type { OrderItem } from '@panel/domain/contract/orders';
import { isCompletedOrder, ORDER_TABS, type OrderTab } from '@panel/domain/orders';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useKeywordParam } from '../../components/use-keyword-param';
import { OrderRow } from '../../shared/orders/order-row';
import { saleListQuery } from './sales-api';
import styles from './sales.module.css';
import './locales';

/** The statuses each tab holds, in the order an order goes through them. */
export const TAB_STATUSES: Record<OrderTab, OrderStatus[]> = {
  IN_PROGRESS: ORDER_STATUSES.filter((status) => !isCompletedOrder(status)),
  COMPLETED: ORDER_STATUSES.filter(isCompletedOrder),
};

/** The tab and status in the address (?tab=COMPLETED&status=DELIVERED); a status outside its tab is ignored. */
export function listFilterOf(params: URLSearchParams): { tab: OrderTab; status: OrderStatus | null } {
  const tabParam = params.get('tab');
  const statusParam = params.get('status');
  const status = (ORDER_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as OrderStatus) : null;
  // A status alone (home's "vouchers to review" link) picks its own tab.
  const tab: OrderTab = (ORDER_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as OrderTab)
    : status && isCompletedOrder(status)
      ? 'COMPLETED'
      : 'IN_PROGRESS';
  return { tab, status: status && TAB_STATUSES[tab].includes(status) ? status : null };
}

export default function SaleOrderListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { tab, status } = listFilterOf(params);
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(saleListQuery({ tab, status, keyword }));
  const chipRow = useRef<HTMLDivElement>(null);

  // The chosen status stays in sight (a link can open the list on one far along the row).
  useEffect(() => {
    const row = chipRow.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && chosen) row.scrollLeft = chosen.offsetLeft - (row.clientWidth - chosen.offsetWidth) / 2;
  }, [tab, status]);

  const setFilter = (next: { tab: OrderTab; status: OrderStatus | null }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next.tab);
        if (next.status) updated.set('status', next.status);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );

  const filtered = Boolean(keyword || status);
  let emptyTitle = t('sales.list.emptyTitle');
  let emptyText = t('sales.list.emptyText');
  if (filtered) {
    emptyTitle = t('sales.list.noMatchTitle');
    emptyText = t('sales.list.noMatchText');
  } else if (tab === 'COMPLETED') {
    emptyTitle = t('sales.list.completedEmptyTitle');
    emptyText = t('sales.list.completedEmptyText');
  }

  const chips: (OrderStatus | null)[] = [null, ...TAB_STATUSES[tab]];
  const header = (
    <div className={styles.listTop}>
      <div className={styles.searchBar}>
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={search}
          onClear={() => search('')}
          placeholder={t('sales.list.searchPlaceholder')}
          aria-label={t('sales.list.searchPlaceholder')}
        />
      </div>
      <Tabs activeKey={tab} onChange={(key) => setFilter({ tab: key as OrderTab, status: null })} className={styles.tabs}>
        {ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`sales.list.tabs.${key}`)} />
        ))}
      </Tabs>
      <div ref={chipRow} className={styles.chips} role="group" aria-label={t('sales.list.statusFilter')}>
        {chips.map((chip) => (
          <button key={chip ?? 'ALL'} type="button" className={styles.chip} aria-pressed={chip === status} onClick={() => setFilter({ tab, status: chip })}>
            <span className={styles.chipLabel}>{chip ? t(`orderParts.status.${chip}`) : t('sales.list.allStatuses')}</span>
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <LocalizedUi>
      <Page title={t('sales.list.title')} backTo="/me">
        {header}
        <PagedList
          query={query}
          renderItem={(order: OrderItem) => (
            <OrderRow key={order.id} order={order} party="buyer" onOpen={() => void navigate(`/sale/orderDetail/${order.id}`)} />
          )}
          summary={(total) => t('sales.list.total', { count: total })}
          emptyTitle={emptyTitle}
          emptyDescription={emptyText}
        />
      </Page>
    </LocalizedUi>
  );
}
