// One provider event as received: its kind and outcome, the provider and its event id, how many
// times the provider sent it (a redelivery moved nothing again), what the panel made of it (a
// rejected signature, an event with nothing to do) and when it first arrived.
import List from 'antd-mobile/es/components/list';
import type { ProviderEventView } from '@panel/domain/contract/payments';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { OutcomeTag } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

export function EventRow({ event, onOpenPayment }: { event: ProviderEventView; onOpenPayment?: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="provider-event"
      data-deliveries={event.deliveries}
      onClick={onOpenPayment}
      description={
        <span className={styles.rowMain}>
          <span className={styles.rowSub}>
            {t(`opsPay.provider.${event.provider}`)} · <span className={styles.mono}>{event.eventId ?? t('opsPay.event.noEventId')}</span>
          </span>
          {event.detail ? <span className={`${styles.rowSub}${event.outcome === 'REJECTED' ? ` ${styles.danger}` : ''}`}>{event.detail}</span> : null}
          {event.deliveries > 1 ? <span className={styles.rowSub}>{t('opsPay.event.redelivered')}</span> : null}
          <span className={styles.rowSub}>{formatDate(event.receivedAt)}</span>
        </span>
      }
      extra={
        <span className={styles.rowEnd}>
          <OutcomeTag outcome={event.outcome} />
          <span className={styles.rowSub} data-testid="event-deliveries">
            {t('opsPay.event.deliveries', { count: event.deliveries })}
          </span>
        </span>
      }
    >
      <span className={styles.mono}>{event.kind}</span>
    </List.Item>
  );
}
