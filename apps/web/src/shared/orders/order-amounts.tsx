// The money of an order as both sides see it: unit price, quantity, the order amount, what was paid
// and what is still due, in the panel language's number style.
import List from 'antd-mobile/es/components/list';
import type { OrderItem } from '@panel/domain/contract/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money/money-amount';
import './orders.css';
import './locales';

export type OrderMoney = Pick<OrderItem, 'unitPrice' | 'quantity' | 'amount' | 'paidAmount' | 'dueAmount' | 'currency'>;

type OrderAmountsProps = {
  order: OrderMoney;
  /** The list's header (default: "Amounts"). */
  header?: ReactNode;
  /** More rows at the end of the block (a screen's own: payment method, payment currency ...). */
  children?: ReactNode;
  className?: string;
};

/** True when the decimal amount is above zero. */
const isPositive = (amount: string) => /[1-9]/.test(amount) && !amount.trim().startsWith('-');

export function OrderAmounts({ order, header, children, className }: OrderAmountsProps) {
  const { t } = useTranslation();
  const money = (amount: string) => moneyText(amount, order.currency);
  return (
    <List header={header ?? t('orderParts.amounts.header')} className={className}>
      <List.Item extra={<span data-testid="order-unit-price">{money(order.unitPrice)}</span>}>{t('orderParts.amounts.unitPrice')}</List.Item>
      <List.Item extra={<span data-testid="order-quantity">{order.quantity}</span>}>{t('orderParts.amounts.quantity')}</List.Item>
      <List.Item
        extra={
          <span className="order-amounts__total" data-testid="order-amount">
            {money(order.amount)}
          </span>
        }
      >
        {t('orderParts.amounts.amount')}
      </List.Item>
      <List.Item extra={<span data-testid="order-paid">{money(order.paidAmount)}</span>}>{t('orderParts.amounts.paid')}</List.Item>
      <List.Item
        extra={
          <span className={isPositive(order.dueAmount) ? 'order-amounts__due' : undefined} data-testid="order-due">
            {money(order.dueAmount)}
          </span>
        }
      >
        {t('orderParts.amounts.due')}
      </List.Item>
      <List.Item extra={order.currency}>{t('orderParts.amounts.currency')}</List.Item>
      {children}
    </List>
  );
}
