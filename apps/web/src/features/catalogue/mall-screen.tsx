// /mall, the buy tab: the listings of the store I follow that I may see, with search and filters
// by product type and brand; stock shown and out-of-stock marked. Following no store shows the
// way to find one.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CARD_TYPES, type CardType } from '@panel/domain/constants';
import type { MallItem } from '@panel/domain/contract/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useKeywordParam } from '../../components/use-keyword-param';
import { StoreListingCard } from '../../shared/follows/store-listing-card';
import { mallBrandsQuery, mallListQuery } from './catalogue-api';
import styles from './catalogue.module.css';
import './locales';

/**
 * The listings drawn with the first answer: those a tall phone shows under the store, the search and
 * the filters (a card is some 110 px tall); the rest of the page follows just after the first paint.
 */
const FIRST_ROWS = 7;

function Chips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className={styles.chip} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          <span className={styles.chipFace}>{option.label}</span>
        </button>
      ))}
    </div>
  );
}

export default function MallScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { text, setText, keyword, search } = useKeywordParam();
  const [type, setType] = useState<CardType | ''>('');
  const [brand, setBrand] = useState('');
  const query = useInfiniteQuery(mallListQuery({ keyword, type, brand }));
  const brands = useQuery(mallBrandsQuery);
  const store = query.data?.pages[0]?.store;
  const filtered = keyword !== '' || type !== '' || brand !== '';

  const noStore = query.isSuccess && store === null;
  const header = noStore ? null : (
    <>
      {/* While the first page (which names the store) and the brands load, their places are kept: the list below does not jump. */}
      {store ? (
        <div className={styles.storeStrip}>
          <ProfileAvatar picture={store.avatar} name={store.name ?? store.uid} size={28} />
          <span>{store.name ?? store.uid}</span>
        </div>
      ) : query.isPending ? (
        <div className={`${styles.storeStrip} ${styles.storeStripLoading}`} aria-hidden="true" />
      ) : null}
      <div className={styles.filters}>
        <SearchBar placeholder={t('catalogue.mall.search')} value={text} onChange={setText} onSearch={search} onClear={() => search('')} />
        <Chips
          label={t('catalogue.mall.type')}
          value={type}
          onChange={setType}
          options={[{ value: '' as const, label: t('catalogue.all') }, ...CARD_TYPES.map((value) => ({ value, label: t(`catalogue.cardType.${value}`) }))]}
        />
        {brands.data && brands.data.length > 0 ? (
          <Chips
            label={t('catalogue.mall.brand')}
            value={brand}
            onChange={setBrand}
            options={[{ value: '', label: t('catalogue.all') }, ...brands.data.map((value) => ({ value, label: value }))]}
          />
        ) : brands.isPending ? (
          <div className={styles.chips} aria-hidden="true">
            <span className={styles.chipLoading} />
          </div>
        ) : null}
      </div>
    </>
  );

  return (
    <LocalizedUi>
      <Page title={t('catalogue.mall.title')}>
        {noStore ? (
          <div className={styles.empty}>
            <ErrorBlock status="empty" title={t('catalogue.mall.noStoreTitle')} description={t('catalogue.mall.noStoreText')} />
            <Button color="primary" onClick={() => void navigate('/following/search')}>
              {t('catalogue.mall.findStore')}
            </Button>
          </div>
        ) : (
          <PagedList
            query={query}
            header={header}
            firstRows={FIRST_ROWS}
            renderItem={(item: MallItem) => <StoreListingCard key={item.id} item={item} onOpen={() => void navigate(`/goodDetail/${item.id}`)} />}
            emptyTitle={t('catalogue.mall.emptyTitle')}
            emptyDescription={filtered ? t('catalogue.mall.emptyFiltered') : t('catalogue.mall.emptyText')}
            emptyAction={
              filtered ? (
                <Button
                  fill="outline"
                  onClick={() => {
                    search('');
                    setType('');
                    setBrand('');
                  }}
                >
                  {t('catalogue.mall.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Page>
    </LocalizedUi>
  );
}
