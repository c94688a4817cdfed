// The seller's way into the store's orders from "me", with the number of payment vouchers waiting
// for review. Shown to sellers only: a buyer's orders are under the buy tab.
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { BillOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsSeller } from '../../shared/follows/follow-entries';
import { orderTodoQuery } from '../../shared/order-todos/order-todo-query';
import './locales';

export function SalesEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  const toReview = useQuery({ ...orderTodoQuery, enabled: isSeller }).data?.vouchersToReview ?? 0;
  if (!isSeller) return null;
  return (
    <List header={t('salesEntries.header')} className={className}>
      <List.Item
        prefix={<BillOutline aria-hidden="true" />}
        description={toReview > 0 ? t('salesEntries.toReview', { count: toReview }) : t('salesEntries.ordersHint')}
        extra={toReview > 0 ? <Badge content={toReview} /> : undefined}
        onClick={() => void navigate('/sale/orderList')}
      >
        <span>{t('salesEntries.orders')}</span>
      </List.Item>
    </List>
  );
}
