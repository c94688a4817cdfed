// /following: the store I follow (UID, nickname, date followed, first and last purchase), with the
// way to its detail and products, unfollow (with a confirmation), the search and my requests.
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@panel/domain/format';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followStatisticsQuery } from '../../shared/follows/follow-queries';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Refreshable } from '../../components/refreshable';
import { followingQuery } from './follows-api';
import { useFollowActions } from './use-follow-actions';
import styles from './follows.module.css';
import './locales';

export default function FollowingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const following = useQuery(followingQuery);
  const statistics = useQuery(followStatisticsQuery).data;
  const { unfollow, busyStoreId } = useFollowActions();
  const date = (value: string | null) => (value ? formatDate(value) : t('ui.notYet'));

  let body;
  if (following.isPending) body = <PageLoading variant="list" />;
  else if (following.isError) body = <PageError error={following.error} onRetry={() => void following.refetch()} retrying={following.isFetching} />;
  else if (following.data === null || following.data === undefined) {
    body = (
      <section className={styles.emptyCard}>
        <ErrorBlock status="empty" title={t('follows.following.emptyTitle')} description={t('follows.following.emptyText')} />
        <Button color="primary" className={styles.emptyAction} onClick={() => void navigate('/following/search')}>
          {t('follows.following.findStore')}
        </Button>
      </section>
    );
  } else {
    const { store, followedAt, firstPurchaseAt, lastPurchaseAt } = following.data;
    const name = store.name ?? store.uid;
    body = (
      <>
        <section className={styles.storeCard} aria-labelledby="following-store-name">
          <button type="button" className={styles.storeHead} onClick={() => void navigate(`/following/store/${store.id}`)}>
            <ProfileAvatar picture={store.avatar} name={name} size={56} />
            <span className={styles.storeHeadText}>
              <span id="following-store-name" className={styles.storeName}>
                {name}
              </span>
              <span className={styles.storeMeta}>{t('follows.search.uid', { uid: store.uid })}</span>
            </span>
          </button>
          <List className={styles.facts}>
            <List.Item extra={store.uid}>{t('follows.following.storeUid')}</List.Item>
            <List.Item extra={store.nickname}>{t('follows.following.nickname')}</List.Item>
            <List.Item extra={date(followedAt)}>{t('follows.following.followedAt')}</List.Item>
            <List.Item extra={date(firstPurchaseAt)}>{t('follows.following.firstPurchase')}</List.Item>
            <List.Item extra={date(lastPurchaseAt)}>{t('follows.following.lastPurchase')}</List.Item>
          </List>
          <div className={styles.actions}>
            <Button color="primary" fill="outline" onClick={() => void navigate(`/following/store/${store.id}`)}>
              {t('follows.following.storeDetail')}
            </Button>
            <Button color="primary" onClick={() => void navigate(`/following/store/products/${store.id}`)}>
              {t('follows.following.products')}
            </Button>
          </div>
          <Button
            block
            color="danger"
            fill="none"
            className={styles.dangerLink}
            loading={busyStoreId === store.id}
            onClick={() => void unfollow({ id: store.id, name })}
          >
            {t('follows.unfollow.action')}
          </Button>
        </section>
        <p className={styles.hint}>{t('follows.following.oneStoreHint')}</p>
      </>
    );
  }

  const myPending = statistics?.myPendingRequests ?? 0;
  return (
    <LocalizedUi>
      <Page
        title={t('follows.following.title')}
        backTo="/me"
        right={
          <button type="button" className={styles.navButton} aria-label={t('follows.following.findStore')} onClick={() => void navigate('/following/search')}>
            <SearchOutline />
          </button>
        }
      >
        <Refreshable onRefresh={() => following.refetch()}>
          {body}
          <List className={styles.links}>
            <List.Item prefix={<SearchOutline aria-hidden="true" />} onClick={() => void navigate('/following/search')}>
              {t('follows.following.findStore')}
            </List.Item>
            <List.Item
              prefix={<ClockCircleOutline aria-hidden="true" />}
              extra={myPending > 0 ? <Badge content={myPending} /> : undefined}
              onClick={() => void navigate('/following/requestList')}
            >
              {t('follows.following.myRequests')}
            </List.Item>
          </List>
        </Refreshable>
      </Page>
    </LocalizedUi>
  );
}
