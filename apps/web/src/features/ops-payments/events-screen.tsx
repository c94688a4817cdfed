// /ops/payments/events: every provider event received, newest first, by outcome (the tab lives in
// the address): applied, a duplicate of one seen before, ignored, or rejected (a bad signature or
// body: nothing was done). An event of a known payment opens it.
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProviderEventView } from '@panel/domain/contract/payments';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { EVENT_OUTCOMES, eventsQuery } from './ops-payments-api';
import { EventRow } from './event-row';
import { useFilterParam } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

const ALL = 'ALL';

export default function EventsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useFilterParam('outcome', EVENT_OUTCOMES);
  const query = useInfiniteQuery(eventsQuery(outcome));

  return (
    <LocalizedUi>
      <Page title={t('opsPay.events.title')} backTo="/ops/payments">
        <Tabs
          activeKey={outcome ?? ALL}
          onChange={(key) => setOutcome(key === ALL ? null : (key as (typeof EVENT_OUTCOMES)[number]))}
          className={styles.tabs}
          aria-label={t('opsPay.events.outcomeFilter')}
        >
          <Tabs.Tab key={ALL} title={t('opsPay.all')} />
          {EVENT_OUTCOMES.map((key) => (
            <Tabs.Tab key={key} title={t(`opsPay.outcome.${key}`)} />
          ))}
        </Tabs>
        <ListRows>
          <PagedList
            query={query}
            header={outcome ? null : <p className={styles.intro}>{t('opsPay.events.intro')}</p>}
            renderItem={(event: ProviderEventView) => (
              <EventRow key={event.id} event={event} onOpenPayment={event.attemptId ? () => void navigate(`/ops/payments/${event.attemptId}`) : undefined} />
            )}
            summary={(total) => t('opsPay.events.total', { count: total })}
            emptyTitle={outcome ? t('opsPay.events.noMatchTitle') : t('opsPay.events.emptyTitle')}
            emptyDescription={outcome ? t('opsPay.events.noMatchText') : t('opsPay.events.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
