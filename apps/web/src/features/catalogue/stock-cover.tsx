// A card's cover on the stock screens (the contract's StockCover): what its listing has for sale,
// what sold in the last 7 days, how many days the units for sale last at that pace, and the Low
// stock tag when they are under the listing's threshold.
import Tag from 'antd-mobile/es/components/tag';
import type { StockCover } from '@panel/domain/contract/cards';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './stock-cover.module.css';
import './locales';

/** How long the units for sale last, in words: not for sale, no sales, nothing left, under a day, or about N days. */
export function coverText(cover: StockCover, t: TFunction): string {
  if (!cover.listed) return t('catalogue.stock.notForSale');
  if (cover.soldLast7Days === 0 || cover.coverDays === null) return t('catalogue.stock.noSales');
  if (cover.forSale === 0) return t('catalogue.stock.soldOut');
  if (cover.coverDays < 1) return t('catalogue.stock.coverUnderDay');
  return t('catalogue.stock.coverDays', { count: Math.round(cover.coverDays) });
}

/** The Low stock tag, when the card's units for sale are under its listing's threshold. */
export function LowStockTag({ cover }: { cover: StockCover }) {
  const { t } = useTranslation();
  if (!cover.lowStock) return null;
  return (
    <Tag color="danger" data-low-stock="">
      {t('catalogue.stock.lowStock')}
    </Tag>
  );
}

/** The stock list's line: units for sale, sold in 7 days (when any), and the days of stock. */
export function CoverLine({ cover }: { cover: StockCover }) {
  const { t } = useTranslation();
  return (
    <span className={styles.cover} data-cover="">
      {cover.listed ? (
        <>
          <span className={cover.lowStock ? styles.low : undefined}>{t('catalogue.stock.forSale', { count: cover.forSale })}</span>
          {/* With no sales the days of stock say so. */}
          {cover.soldLast7Days > 0 ? <span>{t('catalogue.stock.soldWeek', { count: cover.soldLast7Days })}</span> : null}
        </>
      ) : null}
      <span className={styles.days} data-cover-days="">
        {coverText(cover, t)}
      </span>
    </span>
  );
}
