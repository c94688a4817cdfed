// /order: my orders as a buyer, in two tabs (in progress, completed), newest first, with infinite
// scroll and pull to refresh. Each row shows the status, the amount, the pay-by countdown while the
// order waits for my money, and a flag when a voucher of it was rejected.
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderItem } from '@panel/domain/contract/orders';
import { ORDER_TABS, type OrderTab } from '@panel/domain/orders';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { OrderRow } from '../../shared/orders/order-row';
import { orderListQuery } from './orders-api';
import styles from './orders.module.css';
import './locales';

const isTab = (value: string | null): value is OrderTab => (ORDER_TABS as readonly (string | null)[]).includes(value);

export default function OrderListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: OrderTab = isTab(raw) ? raw : 'IN_PROGRESS';
  const query = useInfiniteQuery(orderListQuery(tab));

  return (
    <LocalizedUi>
      <Page title={t('orders.list.title')} backTo="/me">
        <Tabs activeKey={tab} onChange={(key) => setParams(key === 'IN_PROGRESS' ? {} : { tab: key }, { replace: true })} className={styles.tabs}>
          {ORDER_TABS.map((value) => (
            <Tabs.Tab key={value} title={t(`orders.list.tab.${value}`)} />
          ))}
        </Tabs>
        <PagedList
          key={tab}
          query={query}
          renderItem={(order: OrderItem) => <OrderRow key={order.id} order={order} party="store" onOpen={() => void navigate(`/payment/detail/${order.id}`)} />}
          emptyTitle={t(`orders.list.emptyTitle.${tab}`)}
          emptyDescription={t('orders.list.emptyText')}
          emptyAction={
            <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate('/mall')}>
              {t('orders.list.goMall')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
