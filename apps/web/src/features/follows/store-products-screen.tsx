// /following/store/products/:id: the store's shop window, the listings of a store I follow that are
// visible to me (GET /api/product/mall/store/{id}), with the mall's cards; a card opens its
// /goodDetail page. Only a follower sees them (spec section 6: a store must be followed before
// buying); a blocked buyer sees none; my own store points to my product listings.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ProfileAvatar } from '../../components/profile-avatar';
import { StoreListingCard } from '../../shared/follows/store-listing-card';
import { storeDetailQuery, storeListingsQuery, type StoreListingItem } from './follows-api';
import styles from './follows.module.css';
import './locales';

function Listings({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(storeListingsQuery(storeId));
  return (
    <PagedList
      query={query}
      renderItem={(item: StoreListingItem) => <StoreListingCard key={item.id} item={item} onOpen={() => void navigate(`/goodDetail/${item.id}`)} />}
      emptyTitle={t('follows.products.emptyTitle')}
      emptyDescription={t('follows.products.emptyText')}
    />
  );
}

export default function StoreProductsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useQuery(storeDetailQuery(id));

  let body;
  if (detail.isPending) body = <PageLoading />;
  else if (detail.isError) body = <PageError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (detail.data.relation === 'ACCEPTED') body = <Listings storeId={id} />;
  else if (detail.data.relation === 'SELF') {
    body = (
      <div className={styles.emptyCard}>
        <ErrorBlock status="empty" title={t('follows.products.ownTitle')} description={t('follows.products.ownText')} />
        <Button color="primary" className={styles.emptyAction} onClick={() => void navigate('/productListing')}>
          {t('follows.products.manage')}
        </Button>
      </div>
    );
  } else {
    const blocked = detail.data.relation === 'BLOCKED';
    body = (
      <div className={styles.emptyCard}>
        <ErrorBlock
          status="empty"
          title={blocked ? t('follows.products.blockedTitle') : t('follows.products.followFirstTitle')}
          description={blocked ? t('follows.store.blockedText') : t('follows.products.followFirstText')}
        />
        {blocked ? null : (
          <Button color="primary" className={styles.emptyAction} onClick={() => void navigate(`/following/store/${id}`)}>
            {t('follows.products.openStore')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <LocalizedUi>
      <Page title={t('follows.products.title')} backTo={`/following/store/${id}`}>
        {detail.data ? (
          <button type="button" className={styles.storeStrip} onClick={() => void navigate(`/following/store/${id}`)}>
            <ProfileAvatar picture={detail.data.avatar} name={detail.data.name} size={32} />
            <span className={styles.rowTitle}>{detail.data.name}</span>
          </button>
        ) : null}
        {body}
      </Page>
    </LocalizedUi>
  );
}
