// An order's history: every move, newest first, with who made it, when, and its note (the seller's
// rejection reason, the amount confirmed).
import List from 'antd-mobile/es/components/list';
import type { OrderEvent } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money/money-amount';
import { OrderStatusTag } from './order-status-tag';
import './orders.css';
import './locales';

type OrderEventsProps = {
  events: readonly OrderEvent[];
  /** The order's currency: a note that is an amount (a voucher's, a confirmed payment's) is shown as money in it. */
  currency?: string;
  header?: ReactNode;
  className?: string;
};

const AMOUNT = /^\d+(\.\d+)?$/;

/** A note as shown: an amount in the order's currency and the language's number style, any other text as written. */
function noteText(note: string, currency: string | undefined): string {
  return currency && AMOUNT.test(note.trim()) ? moneyText(note.trim(), currency) : note;
}

export function OrderEvents({ events, currency, header, className }: OrderEventsProps) {
  const { t } = useTranslation();
  // Oldest first, then reversed: moves made at the same instant keep their order, the last on top.
  const newestFirst = [...events].sort((a, b) => a.at.localeCompare(b.at)).reverse();
  return (
    <List header={header ?? t('orderParts.events.header')} className={className}>
      {newestFirst.length === 0 ? <List.Item>{t('orderParts.events.empty')}</List.Item> : null}
      {newestFirst.map((event, index) => (
        <List.Item
          key={`${event.at}-${index}`}
          data-reason={event.reason}
          extra={<OrderStatusTag status={event.to} />}
          description={
            <>
              <span className="order-events__meta">
                {t(`orderParts.events.actor.${event.actor}`)} · {formatDate(event.at)}
              </span>
              {event.note ? <span className="order-events__note">{noteText(event.note, currency)}</span> : null}
            </>
          }
        >
          {t(`orderParts.events.reason.${event.reason}`)}
        </List.Item>
      ))}
    </List>
  );
}
