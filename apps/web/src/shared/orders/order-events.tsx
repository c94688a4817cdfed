// An order's history: every move, newest first, with who made it, when, and its note (the seller's
// rejection reason, the amount confirmed).
import List from 'antd-mobile/es/components/list';
import type { OrderEvent } from '@panel/domain/contract/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '@panel/domain/payments';
import { formatDate } from '@panel/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
const isMethod = (word: string | undefined): word is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(word ?? '');

/**
 * A note as shown, in words: the payment method a payment started or was received with (the server
 * notes its code, and the provider after it), why a payment ended without money, an amount in the
 * order's currency and the language's number style; a person's own words (a seller's reason, a
 * provider's decline) as written. A note that only repeats the move ('refund') is not shown.
 */
function noteText(event: OrderEvent, currency: string | undefined, t: TFunction): string | null {
  const note = event.note?.trim() ?? '';
  if (!note) return null;
  const [first] = note.split(' ');
  if ((event.reason === 'PAYMENT_STARTED' || event.reason === 'RETRY') && isMethod(first))
    return t('orderParts.events.startedWith', { method: t(`orderParts.events.method.${first}`) });
  if (event.reason === 'PAYMENT_SUCCEEDED' && isMethod(first)) return t('orderParts.events.paidBy', { method: t(`orderParts.events.method.${first}`) });
  if (event.reason === 'PAYMENT_FAILED' && (note === 'EXPIRED' || note === 'CANCELLED')) return t(`orderParts.events.ended.${note}`);
  if (event.reason === 'REFUND' && note.toLowerCase() === 'refund') return null;
  return currency && AMOUNT.test(note) ? moneyText(note, currency) : note;
}

export function OrderEvents({ events, currency, header, className }: OrderEventsProps) {
  const { t } = useTranslation();
  // Oldest first, then reversed: moves made at the same instant keep their order, the last on top.
  const newestFirst = [...events].sort((a, b) => a.at.localeCompare(b.at)).reverse();
  return (
    <List header={header ?? t('orderParts.events.header')} className={className}>
      {newestFirst.length === 0 ? <List.Item>{t('orderParts.events.empty')}</List.Item> : null}
      {newestFirst.map((event, index) => {
        const note = noteText(event, currency, t);
        return (
          <List.Item
            key={`${event.at}-${index}`}
            data-reason={event.reason}
            extra={<OrderStatusTag status={event.to} />}
            description={
              <>
                <span className="order-events__meta">
                  {t(`orderParts.events.actor.${event.actor}`)} · {formatDate(event.at)}
                </span>
                {note ? <span className="order-events__note">{note}</span> : null}
              </>
            }
          >
            {t(`orderParts.events.reason.${event.reason}`)}
          </List.Item>
        );
      })}
    </List>
  );
}
