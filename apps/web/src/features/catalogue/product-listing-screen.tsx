// /productListing: my listings, listed and unlisted, with list / unlist, edit, and the card behind each.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingSummary } from '@panel/domain/contract/listings';
import { unitPriceOf } from '@panel/domain/pricing';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { moneyText } from '../../shared/money/money-amount';
import { myListingsQuery, useShelveListing } from './catalogue-api';
import { CardPicture } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

function ListingRow({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shelf = useShelveListing();
  const lowest = [...listing.tiers].sort((a, b) => a.minCount - b.minCount)[0];

  // A failure was shown by the api client.
  const shelve = () =>
    shelf.mutate(
      { listingId: listing.id, listed: !listing.listed },
      { onSuccess: () => notify(listing.listed ? t('catalogue.listing.unlistedDone') : t('catalogue.listing.listedDone')) },
    );
  // Unlisting takes the product out of the buyers' mall at once: asked first.
  const unlist = async () => {
    const confirmed = await Dialog.confirm({
      title: t('catalogue.listing.unlistTitle', { name: listing.name }),
      content: t('catalogue.listing.unlistText'),
      confirmText: t('catalogue.listing.unlistConfirm'),
      cancelText: t('catalogue.listing.keepListed'),
    });
    if (confirmed) shelve();
  };

  return (
    <div key={listing.id} data-listing={listing.id}>
      <button type="button" className={styles.item} style={{ borderBottom: 0 }} onClick={() => void navigate(`/listing/addProduct?id=${listing.id}`)}>
        <CardPicture picture={listing.picture} name={listing.name} />
        <span className={styles.itemBody}>
          <span className={styles.itemTitle}>{listing.name}</span>
          <span className={styles.itemMeta}>
            <Tag color="primary" fill="outline">
              {t(`catalogue.cardType.${listing.card.type}`)}
            </Tag>
            {listing.card.union ? <Tag color="warning">{t('catalogue.listing.union')}</Tag> : null}
            {listing.lowStock ? (
              <Tag color="danger" data-low-stock="">
                {t('catalogue.listing.lowStockTag')}
              </Tag>
            ) : null}
            <span>{t(`catalogue.visibility.${listing.visibility}`)}</span>
            {listing.visibility !== 'EVERYONE' ? <span>({t('catalogue.listing.users', { count: listing.userCount })})</span> : null}
          </span>
          {lowest ? (
            <span className={styles.price}>{t('catalogue.mall.from', { price: moneyText(unitPriceOf(lowest, listing.discount), listing.currency) })}</span>
          ) : null}
          <span className={styles.itemMeta}>
            {!listing.listed ? (
              <Tag color="default">{t('catalogue.listing.unlistedTag')}</Tag>
            ) : listing.outOfStock ? (
              <Tag color="danger">{t('catalogue.mall.outOfStock')}</Tag>
            ) : (
              <span>{t('catalogue.listing.stock', { count: listing.stock })}</span>
            )}
            <span>{t(`catalogue.stockMode.${listing.stockMode}`)}</span>
          </span>
        </span>
      </button>
      <div className={styles.actions}>
        <Button fill="outline" onClick={() => void navigate(`/listing/cardDetail?id=${listing.card.id}`)}>
          {t('catalogue.listing.card')}
        </Button>
        <Button fill="outline" onClick={() => void navigate(`/listing/addProduct?id=${listing.id}`)}>
          {t('catalogue.listing.edit')}
        </Button>
        <Button color={listing.listed ? 'danger' : 'primary'} fill="outline" loading={shelf.isPending} onClick={listing.listed ? () => void unlist() : shelve}>
          {listing.listed ? t('catalogue.listing.unlist') : t('catalogue.listing.list')}
        </Button>
      </div>
    </div>
  );
}

export default function ProductListingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const listed = params.get('tab') !== 'unlisted';
  const query = useInfiniteQuery(myListingsQuery(listed));

  return (
    <LocalizedUi>
      <Page title={t('catalogue.listing.title')} backTo="/stock">
        <Tabs
          className={styles.tabsSticky}
          activeKey={listed ? 'listed' : 'unlisted'}
          onChange={(key) => setParams(key === 'unlisted' ? { tab: key } : {}, { replace: true })}
        >
          <Tabs.Tab key="listed" title={t('catalogue.listing.listed')} />
          <Tabs.Tab key="unlisted" title={t('catalogue.listing.unlisted')} />
        </Tabs>
        <PagedList
          query={query}
          renderItem={(listing: ListingSummary) => <ListingRow key={listing.id} listing={listing} />}
          emptyTitle={listed ? t('catalogue.listing.emptyListed') : t('catalogue.listing.emptyUnlisted')}
          emptyDescription={t('catalogue.listing.emptyText')}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/stock')}>
              {t('catalogue.listing.goStock')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
