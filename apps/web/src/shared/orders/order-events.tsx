// An order's history: every move, newest first, with who made it, when, and its note (the seller's
// rejection reason, the amount confirmed).
import List from 'antd-mobile/es/components/list';
import type { OrderEvent } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from './order-status-tag';
import './orders.css';
import './locales';

type OrderEventsProps = { events: readonly OrderEvent[]; header?: ReactNode; className?: string };

export function OrderEvents({ events, header, className }: OrderEventsProps) {
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
              {event.note ? <span className="order-events__note">{event.note}</span> : null}
            </>
          }
        >
          {t(`orderParts.events.reason.${event.reason}`)}
        </List.Item>
      ))}
    </List>
  );
}
