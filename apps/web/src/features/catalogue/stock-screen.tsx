// /stock, the stock tab: my cards, own and bought (union goods), with their counts: free,
// reserved, listed, locked. A card opens its stock detail; a button creates a new card.
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import { STOCK_SOURCES, type CardResponse, type StockSource } from '@panel/domain/contract/cards';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { CodesEntryList } from '../../shared/codes/codes-entry';
import { stockListQuery } from './catalogue-api';
import { CardPicture } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

const COUNTS = ['free', 'reserved', 'listed', 'locked'] as const;

function StockRow({ card, onOpen }: { card: CardResponse; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.item} onClick={onOpen} data-card={card.id}>
      <CardPicture picture={card.picture} name={card.name} />
      <span className={styles.itemBody}>
        <span className={styles.itemTitle}>{card.name}</span>
        <span className={styles.itemMeta}>
          <Tag color="primary" fill="outline">
            {t(`catalogue.cardType.${card.type}`)}
          </Tag>
          <Tag color={card.source === 'OWN' ? 'success' : 'warning'} fill="outline">
            {t(`catalogue.source.${card.source}`)}
          </Tag>
          {card.dimensions.brand ? <span>{card.dimensions.brand}</span> : null}
        </span>
        <span className={styles.counts}>
          {COUNTS.map((key) => (
            <span key={key} className={styles.count} data-count={key}>
              <span className={styles.countValue}>{card.counts[key]}</span>
              {t(`catalogue.stock.${key}`)}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}

export default function StockScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [source, setSource] = useState<StockSource | ''>('');
  const query = useInfiniteQuery(stockListQuery(source));

  return (
    <LocalizedUi>
      <Page
        title={t('catalogue.stock.title')}
        right={
          <Button size="small" color="primary" fill="none" onClick={() => void navigate('/selectCard')} aria-label={t('catalogue.stock.createCard')}>
            <AddOutline fontSize={22} />
          </Button>
        }
      >
        <Tabs className={styles.tabsSticky} activeKey={source || 'ALL'} onChange={(key) => setSource(key === 'ALL' ? '' : (key as StockSource))}>
          <Tabs.Tab key="ALL" title={t('catalogue.all')} />
          {STOCK_SOURCES.map((value) => (
            <Tabs.Tab key={value} title={t(`catalogue.source.${value}`)} />
          ))}
        </Tabs>
        <PagedList
          query={query}
          header={
            <>
              <div className={styles.inlineButtons}>
                <Button block color="primary" onClick={() => void navigate('/selectCard')}>
                  {t('catalogue.stock.createCard')}
                </Button>
                <Button block fill="outline" onClick={() => void navigate('/productListing')}>
                  {t('catalogue.listing.title')}
                </Button>
              </div>
              <CodesEntryList />
            </>
          }
          renderItem={(card: CardResponse) => <StockRow key={card.id} card={card} onOpen={() => void navigate(`/stock/detail/${card.id}`)} />}
          // The bought tab is filled from the mall, not by creating cards.
          emptyTitle={source === 'BOUGHT' ? t('catalogue.stock.boughtEmptyTitle') : t('catalogue.stock.emptyTitle')}
          emptyDescription={source === 'BOUGHT' ? t('catalogue.stock.boughtEmptyText') : t('catalogue.stock.emptyText')}
          emptyAction={
            source === 'BOUGHT' ? (
              <Button color="primary" onClick={() => void navigate('/mall')}>
                {t('catalogue.stock.toMall')}
              </Button>
            ) : (
              <Button color="primary" onClick={() => void navigate('/selectCard')}>
                {t('catalogue.stock.createCard')}
              </Button>
            )
          }
        />
      </Page>
    </LocalizedUi>
  );
}
