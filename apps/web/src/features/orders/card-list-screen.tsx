// /order/cardList/:id: the card numbers an order delivered to me, each copyable by a tap on its copy
// button, and all at once (GET /api/order/cards/{id}/all, one a line).
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { CopyButton, copyAndTell } from '../../shared/orders/copy-text';
import { orderCardsQuery, readAllCards } from './orders-api';
import styles from './orders.module.css';
import './locales';

export default function CardListScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useInfiniteQuery(orderCardsQuery(id));
  const total = query.data?.pages[0]?.total ?? 0;
  const copyAll = useMutation({
    mutationFn: () => readAllCards(id),
    onSuccess: (text) => copyAndTell(text, { copied: t('orders.cards.copiedAll'), failed: t('common.copyFailed') }),
  });

  return (
    <LocalizedUi>
      <Page title={t('orders.cards.title')} backTo={`/payment/detail/${id}`}>
        <PagedList
          query={query}
          header={
            total > 0 ? (
              <div className={styles.cardsBar}>
                <span className={styles.strong} data-testid="cards-total">
                  {t('orders.cards.total', { count: total })}
                </span>
                <Button color="primary" className={styles.tall} loading={copyAll.isPending} onClick={() => copyAll.mutate()}>
                  {t('orders.cards.copyAll')}
                </Button>
              </div>
            ) : null
          }
          renderItem={(card: { cardNumber: string; status: string }) => (
            <div key={card.cardNumber} className={styles.cardRow}>
              <span className={styles.cardNumber} data-testid="card-number">
                {card.cardNumber}
              </span>
              {card.status === 'LOCKED' ? (
                <Tag color="danger" fill="outline" data-testid="card-locked">
                  {t('orders.cards.locked')}
                </Tag>
              ) : null}
              <CopyButton text={card.cardNumber} label={t('orders.cards.cardNumber', { number: card.cardNumber })} />
            </div>
          )}
          emptyTitle={t('orders.cards.emptyTitle')}
          emptyDescription={t('orders.cards.emptyText')}
        />
      </Page>
    </LocalizedUi>
  );
}
