// The ways into orders from "me": everyone's own orders (with the number waiting for their
// payment), and for sellers the store's orders (with the number of payment vouchers to review).
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsSeller } from '../../shared/follows/follow-entries';
import { orderTodoQuery } from '../../shared/order-todos/order-todo-query';
import './locales';
import { ReceiptIcon } from '../../components/coin-icon';

export function SalesEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  const todo = useQuery(orderTodoQuery).data;
  const waiting = todo?.waitingPayment ?? 0;
  const toReview = isSeller ? (todo?.vouchersToReview ?? 0) : 0;
  return (
    <List header={t('salesEntries.header')} className={className}>
      <List.Item
        prefix={<UnorderedListOutline aria-hidden="true" />}
        description={waiting > 0 ? t('salesEntries.waiting', { count: waiting }) : t('salesEntries.mineHint')}
        extra={waiting > 0 ? <Badge content={waiting} /> : undefined}
        onClick={() => void navigate('/order')}
      >
        <span>{t('salesEntries.mine')}</span>
      </List.Item>
      {isSeller && (
        <List.Item
          prefix={<ReceiptIcon />}
          description={toReview > 0 ? t('salesEntries.toReview', { count: toReview }) : t('salesEntries.ordersHint')}
          extra={toReview > 0 ? <Badge content={toReview} /> : undefined}
          onClick={() => void navigate('/sale/orderList')}
        >
          <span>{t('salesEntries.orders')}</span>
        </List.Item>
      )}
    </List>
  );
}
