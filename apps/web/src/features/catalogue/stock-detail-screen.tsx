// /stock/detail/:id: one card of my stock: the card, my counts, its sales (units for sale, sold in
// the last 7 days, days of stock, the low-stock alert), my units by card status and by
// where they stand, the movement history (minted, bought, sold, retired, with the order or the
// operator), and for the store that created it, the stock change: a quantity, then add units (mints)
// or retire units (free ones; 120050 for zero, 120035 for more than are free, shown under the box).
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { UNIT_FILTERS, type CardResponse, type StockCover, type StockMovement, type StockUnit, type UnitFilter } from '@panel/domain/contract/cards';
import { ERROR_CODES, errorMessage } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { stockDetailQuery, stockMovementsQuery, stockUnitsQuery, useChangeStock } from './catalogue-api';
import { CardPicture } from './catalogue-ui';
import { coverText, LowStockTag } from './stock-cover';
import styles from './catalogue.module.css';
import './locales';

const COUNTS = ['free', 'reserved', 'listed', 'locked', 'retired', 'minted', 'sold', 'bought'] as const;
const CARD_STATUSES = ['NORMAL', 'ACTIVATED', 'LOCKED'] as const;

/** The quantity typed in the box: a whole number of units ('50'); null when it is not one. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,6})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

type Direction = 'add' | 'retire';

/**
 * The stock change of the card's origin store: a quantity and two actions, add units (mints) and
 * retire units (free units), so no sign has to be typed (a phone's digits-only keypad has no minus);
 * the call still takes a signed change. Each submit sends one idempotency key, the same on every
 * retry of it (the mutation's own retries, and the user asking the same change again after an answer
 * that did not say whether it was applied), so units are never minted or retired twice.
 */
export function StockChange({ card }: { card: Pick<CardResponse, 'id'> }) {
  const { t } = useTranslation();
  const change = useChangeStock();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [asked, setAsked] = useState<Direction | null>(null);

  const apply = (direction: Direction) => {
    if (change.isPending) return;
    const quantity = parseQuantity(text);
    if (quantity === null) return setError(t('validation.quantity'));
    if (quantity === 0) return setError(errorMessage(ERROR_CODES.STOCK_CHANGE_ZERO, currentLocale()));
    setError('');
    setAsked(direction);
    const body = { cardId: card.id, change: direction === 'add' ? quantity : -quantity };
    void change.submit(
      { body },
      {
        onSuccess: () => {
          setText('');
          notify(direction === 'add' ? t('catalogue.stock.minted50', { count: quantity }) : t('catalogue.stock.retiredN', { count: quantity }));
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.message : errorMessage(ERROR_CODES.NETWORK, currentLocale()));
        },
      },
    );
  };

  return (
    <List header={t('catalogue.stock.change')} className={styles.section}>
      <List.Item
        description={
          error ? (
            <div className={styles.error} role="alert">
              {error}
            </div>
          ) : (
            t('catalogue.stock.quantityHint')
          )
        }
      >
        <Input
          className={styles.changeInput}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={t('catalogue.stock.quantityPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setError('');
          }}
          aria-label={t('catalogue.stock.quantity')}
          aria-invalid={error ? true : undefined}
        />
        <div className={styles.changeButtons}>
          <Button color="primary" loading={change.isPending && asked === 'add'} disabled={change.isPending && asked !== 'add'} onClick={() => apply('add')}>
            {t('catalogue.stock.addUnits')}
          </Button>
          <Button
            color="danger"
            fill="outline"
            loading={change.isPending && asked === 'retire'}
            disabled={change.isPending && asked !== 'retire'}
            onClick={() => apply('retire')}
          >
            {t('catalogue.stock.retireUnits')}
          </Button>
        </div>
        <OutcomeUnknown call={change} />
      </List.Item>
    </List>
  );
}

/** The card's sales: units for sale, sold in the last 7 days, how long the stock lasts, and the listing's low-stock alert. */
function Sales({ cover }: { cover: StockCover }) {
  const { t } = useTranslation();
  const notListed = t('catalogue.stock.notListed');
  const threshold = cover.lowStockThreshold === null ? notListed : cover.lowStockThreshold === 0 ? t('catalogue.stock.thresholdOff') : cover.lowStockThreshold;
  return (
    <List header={t('catalogue.stock.coverTitle')} className={styles.section} data-testid="stock-sales">
      <List.Item extra={cover.listed ? <span data-for-sale="">{cover.forSale}</span> : notListed}>{t('catalogue.stock.forSaleLabel')}</List.Item>
      <List.Item extra={<span data-sold-week="">{cover.soldLast7Days}</span>}>{t('catalogue.stock.soldWeekLabel')}</List.Item>
      <List.Item extra={<span data-cover-days="">{coverText(cover, t)}</span>}>{t('catalogue.stock.coverLabel')}</List.Item>
      <List.Item extra={<span data-threshold="">{threshold}</span>}>{t('catalogue.stock.thresholdLabel')}</List.Item>
    </List>
  );
}

function Units({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<UnitFilter | ''>('');
  const query = useInfiniteQuery(stockUnitsQuery(cardId, filter));
  return (
    <>
      <Tabs activeKey={filter || 'ALL'} onChange={(key) => setFilter(key === 'ALL' ? '' : (key as UnitFilter))} className={styles.tabsSticky}>
        <Tabs.Tab key="ALL" title={t('catalogue.all')} />
        {UNIT_FILTERS.map((value) => (
          <Tabs.Tab key={value} title={t(`catalogue.unitState.${value}`)} />
        ))}
      </Tabs>
      <ListRows>
        <PagedList
          query={query}
          renderItem={(unit: StockUnit) => (
            <List.Item
              key={unit.cardNumber}
              extra={
                <span className={styles.itemMeta}>
                  <Tag fill="outline">{t(`catalogue.unitState.${unit.state}`)}</Tag>
                  <Tag color={unit.status === 'LOCKED' ? 'danger' : unit.status === 'ACTIVATED' ? 'success' : 'default'}>
                    {t(`catalogue.cardStatus.${unit.status}`)}
                  </Tag>
                </span>
              }
              description={formatDate(unit.acquiredAt)}
            >
              {unit.cardNumber}
            </List.Item>
          )}
          emptyTitle={t('catalogue.stock.unitsEmpty')}
        />
      </ListRows>
    </>
  );
}

function Movements({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(stockMovementsQuery(cardId));
  return (
    <ListRows>
      <PagedList
        query={query}
        renderItem={(movement: StockMovement) => {
          const sign = movement.kind === 'MINTED' || movement.kind === 'BOUGHT' ? '+' : '-';
          const who = [
            movement.operator ? t('catalogue.stock.byOperator', { name: movement.operator.nickname }) : null,
            movement.counterparty ? t('catalogue.stock.withCounterparty', { name: movement.counterparty.nickname }) : null,
            movement.orderId ? t('catalogue.stock.order', { id: movement.orderId.slice(0, 8) }) : null,
          ].filter(Boolean);
          return (
            <List.Item
              key={movement.id}
              extra={<span className={styles.countValue}>{`${sign}${movement.quantity}`}</span>}
              description={
                <>
                  <div>{formatDate(movement.createdAt)}</div>
                  {who.length > 0 ? <div>{who.join(' · ')}</div> : null}
                  {movement.firstCardNumber ? (
                    <div>{t('catalogue.stock.range', { first: movement.firstCardNumber, last: movement.lastCardNumber })}</div>
                  ) : null}
                </>
              }
            >
              {t(`catalogue.movement.${movement.kind}`)}
            </List.Item>
          );
        }}
        emptyTitle={t('catalogue.stock.movementsEmpty')}
      />
    </ListRows>
  );
}

export default function StockDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useQuery(stockDetailQuery(id));
  const [section, setSection] = useState('units');

  let body;
  if (detail.isPending) body = <PageLoading />;
  else if (detail.isError) body = <PageError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else {
    const { card, byStatus, cover } = detail.data;
    body = (
      <>
        <div className={styles.card}>
          <div className={styles.head}>
            <CardPicture picture={card.picture} name={card.name} size={72} />
            <div>
              <h2 className={styles.headTitle}>{card.name}</h2>
              <div className={styles.itemMeta}>
                <Tag color="primary" fill="outline">
                  {t(`catalogue.cardType.${card.type}`)}
                </Tag>
                <Tag color={card.source === 'OWN' ? 'success' : 'warning'} fill="outline">
                  {t(`catalogue.source.${card.source}`)}
                </Tag>
                <LowStockTag cover={cover} />
              </div>
              <div className={styles.muted}>
                {t('catalogue.dims.code')} {card.code}
              </div>
            </div>
          </div>
          <div className={styles.counts}>
            {COUNTS.filter((key) => card.counts[key] !== null).map((key) => (
              <span key={key} className={styles.count} data-count={key}>
                <span className={styles.countValue}>{card.counts[key]}</span>
                {t(`catalogue.stock.${key}`)}
              </span>
            ))}
          </div>
        </div>
        <Sales cover={cover} />
        <div className={styles.inlineButtons}>
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => void navigate(card.listingId ? `/listing/addProduct?id=${card.listingId}` : `/listing/addProduct?cardId=${card.id}`)}
          >
            {card.listingId ? t('catalogue.stock.editListing') : t('catalogue.stock.listIt')}
          </Button>
          <Button block fill="outline" onClick={() => void navigate(`/listing/cardDetail?id=${card.id}`)}>
            {t('catalogue.listing.card')}
          </Button>
        </div>
        {card.source === 'OWN' ? <StockChange card={card} /> : <p className={`${styles.muted} ${styles.inlineButtons}`}>{t('catalogue.stock.notOrigin')}</p>}
        <List header={t('catalogue.stock.byStatus')} className={styles.section}>
          {CARD_STATUSES.map((status) => (
            <List.Item key={status} extra={byStatus[status]}>
              {t(`catalogue.cardStatus.${status}`)}
            </List.Item>
          ))}
        </List>
        <Tabs activeKey={section} onChange={setSection} className={`${styles.section} ${styles.tabsSticky}`}>
          <Tabs.Tab key="units" title={t('catalogue.stock.units')} />
          <Tabs.Tab key="movements" title={t('catalogue.stock.movements')} />
        </Tabs>
        {section === 'units' ? <Units cardId={card.id} /> : <Movements cardId={card.id} />}
      </>
    );
  }

  return (
    <LocalizedUi>
      <Page title={t('catalogue.stock.detailTitle')} backTo="/stock">
        {body}
      </Page>
    </LocalizedUi>
  );
}
