// One listing of the store I follow, as a buyer sees it: the same card in the mall (the buy tab) and
// on the store's own products screen. Tapping it opens the goods detail.
import Image from 'antd-mobile/es/components/image';
import Tag from 'antd-mobile/es/components/tag';
import type { MallItem } from '@panel/domain/contract/mall';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { useTranslation } from 'react-i18next';
import { cdnUrl, useCdnDomain } from '../../lib/boot-queries';
import { moneyText } from '../money/money-amount';
import './store-listing-card.css';
import './locales';

export function StoreListingCard({ item, onOpen }: { item: MallItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const domain = useCdnDomain();
  const fallback = <PictureOutline className="store-listing__fallback" />;
  return (
    <button type="button" className="store-listing" onClick={onOpen} data-listing={item.id}>
      <Image
        className="store-listing__picture"
        src={cdnUrl(domain, item.picture)}
        alt={item.name}
        width={64}
        height={64}
        fit="cover"
        lazy={false}
        fallback={fallback}
        placeholder={fallback}
      />
      <span className="store-listing__body">
        <span className="store-listing__title">{item.name}</span>
        <span className="store-listing__meta">
          <Tag color="primary" fill="outline">
            {t(`storeListing.cardType.${item.type}`)}
          </Tag>
          {item.brand ? <span>{item.brand}</span> : null}
        </span>
        <span className="store-listing__price">{t('storeListing.from', { price: moneyText(item.fromPrice, item.currency) })}</span>
        <span className="store-listing__meta">
          {item.outOfStock ? <Tag color="danger">{t('storeListing.outOfStock')}</Tag> : <span>{t('storeListing.stock', { count: item.stock })}</span>}
          <span>{t('storeListing.min', { count: item.minPerPurchase })}</span>
        </span>
      </span>
    </button>
  );
}
