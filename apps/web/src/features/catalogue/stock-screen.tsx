// /stock, the stock tab: my cards, own and bought (union goods), with their counts: free,
// reserved, listed, locked, and their sales: units for sale, sold in 7 days, days of stock, and
// Low stock under the listing's threshold. A card opens its stock detail; a button creates a new card.
//
// NOTE: a tab root, opened first from the bottom tab bar: it imports only what its first screen
// shows. antd-mobile's Tabs animate with react-spring (the motion chunk, 31 KB gzip), the contract's
// STOCK_SOURCES sits in a module of zod schemas (the forms chunk, 47 KB gzip, and what that one
// imports), and catalogue-ui.tsx's picture upload brings the toasts: the stock tab's first visit
// loaded some 175 KB gzip more than the mall's (docs/decisions/029-tab-switch-and-first-screen.md).
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import 'antd-mobile/es/components/tabs/tabs.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockCard, StockSource } from '@panel/domain/contract/cards';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { CodesEntryList } from '../../shared/codes/codes-entry';
import { stockListQuery } from './catalogue-api';
import { CardPicture } from './card-picture';
import { CoverLine, LowStockTag } from './stock-cover';
import styles from './catalogue.module.css';
import './locales';

const COUNTS = ['free', 'reserved', 'listed', 'locked'] as const;

/** The contract's STOCK_SOURCES, in its order: a record, so that a source added there does not compile here until it is named. */
const SOURCES = Object.keys({ OWN: true, BOUGHT: true } satisfies Record<StockSource, true>) as StockSource[];

type SourceKey = StockSource | 'ALL';

/**
 * All, own, bought: antd-mobile's tabs as they look (their class names and style sheet), without
 * their animation library. Arrow keys move between the tabs, as a tab list's do.
 */
function SourceTabs({ value, onChange }: { value: SourceKey; onChange: (key: SourceKey) => void }) {
  const { t } = useTranslation();
  const keys: SourceKey[] = ['ALL', ...SOURCES];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = keys[(keys.indexOf(value) + step + keys.length) % keys.length]!;
    onChange(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-key="${next}"]`)?.focus();
  };
  return (
    <div className={`adm-tabs ${styles.tabsSticky}`}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" onKeyDown={onKeyDown}>
          {keys.map((key) => {
            const active = key === value;
            return (
              <div
                key={key}
                data-key={key}
                className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch"
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                onClick={() => onChange(key)}
              >
                <div className={active ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}>
                  {key === 'ALL' ? t('catalogue.all') : t(`catalogue.source.${key}`)}
                  {active ? <span className="adm-tabs-tab-line" style={{ left: 0, right: 0 }} /> : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function StockRow({ card, onOpen }: { card: StockCard; onOpen: () => void }) {
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
          <LowStockTag cover={card.cover} />
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
        <CoverLine cover={card.cover} />
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
        <SourceTabs value={source || 'ALL'} onChange={(key) => setSource(key === 'ALL' ? '' : key)} />
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
          renderItem={(card: StockCard) => <StockRow key={card.id} card={card} onOpen={() => void navigate(`/stock/detail/${card.id}`)} />}
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
