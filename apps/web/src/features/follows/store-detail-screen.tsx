// /following/store/:id: a store as a buyer sees it (public contacts, followers, my relation) with
// the follow action that fits: request (asking first to cancel a current follow), withdraw, view
// products or unfollow. A store that blocked me shows neither contacts nor actions.
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import type { StoreDetailResponse } from '@panel/domain/contract/stores';
import StopOutline from 'antd-mobile-icons/es/StopOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Refreshable } from '../../components/refreshable';
import { storeDetailQuery } from './follows-api';
import { RelationTag } from './relation-tag';
import { StoreContactList } from '../../shared/follows/store-contact-list';
import { useFollowActions } from './use-follow-actions';
import styles from './follows.module.css';
import './locales';

function StoreActions({ store }: { store: StoreDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { follow, unfollow, busyStoreId } = useFollowActions();
  const busy = busyStoreId === store.id;
  const ref = { id: store.id, name: store.name };

  switch (store.relation) {
    case 'SELF':
      return (
        <div className={styles.actionBlock}>
          <p className={styles.note}>{t('follows.store.ownStore')}</p>
          <Button block color="primary" fill="outline" onClick={() => void navigate('/setting/store')}>
            {t('follows.store.editStore')}
          </Button>
        </div>
      );
    case 'BLOCKED':
      return (
        <div className={styles.blocked} role="status">
          <StopOutline className={styles.blockedIcon} aria-hidden="true" />
          <h3 className={styles.blockedTitle}>{t('follows.store.blockedTitle')}</h3>
          <p className={styles.blockedText}>{t('follows.store.blockedText')}</p>
        </div>
      );
    case 'PENDING':
      return (
        <div className={styles.actionBlock}>
          <p className={styles.note}>{t('follows.store.pendingText')}</p>
          <Button block fill="outline" loading={busy} onClick={() => void unfollow(ref, 'withdraw')}>
            {t('follows.withdraw.action')}
          </Button>
        </div>
      );
    case 'ACCEPTED':
      return (
        <div className={styles.actionBlock}>
          <Button block color="primary" onClick={() => void navigate(`/following/store/products/${store.id}`)}>
            {t('follows.store.viewProducts')}
          </Button>
          <Button block color="danger" fill="none" className={styles.dangerLink} loading={busy} onClick={() => void unfollow(ref)}>
            {t('follows.unfollow.action')}
          </Button>
        </div>
      );
    default: {
      const current = store.currentFollow;
      return (
        <div className={styles.actionBlock}>
          {store.relation === 'REJECTED' ? <p className={styles.note}>{t('follows.store.rejectedText')}</p> : null}
          {current ? (
            <p className={styles.note}>
              {t(current.status === 'PENDING' ? 'follows.store.currentPending' : 'follows.store.currentFollowing', {
                store: current.storeName ?? t('follows.replace.anotherStore'),
              })}
            </p>
          ) : null}
          <Button
            block
            color="primary"
            size="large"
            loading={busy}
            onClick={() => void follow(ref, current ? { storeId: current.storeId, storeName: current.storeName, status: current.status } : null)}
          >
            {store.relation === 'REJECTED' ? t('follows.request.askAgain') : t('follows.request.requestToFollow')}
          </Button>
        </div>
      );
    }
  }
}

export default function StoreDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery(storeDetailQuery(id));

  let body;
  if (detail.isPending) body = <PageLoading />;
  else if (detail.isError) body = <PageError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else {
    const store = detail.data;
    body = (
      <Refreshable onRefresh={() => detail.refetch()}>
        <section className={styles.storeCard} aria-labelledby="store-detail-name">
          <div className={styles.storeHead}>
            <ProfileAvatar picture={store.avatar} name={store.name} size={64} />
            <span className={styles.storeHeadText}>
              <h2 id="store-detail-name" className={styles.storeName}>
                {store.name}
              </h2>
              <span className={styles.storeMeta}>{t('follows.search.uid', { uid: store.uid })}</span>
              <span className={styles.storeTags}>
                <RelationTag relation={store.relation} />
                {store.followerCount !== null ? <span className={styles.storeMeta}>{t('follows.store.followers', { count: store.followerCount })}</span> : null}
              </span>
            </span>
          </div>
        </section>
        {store.contacts ? <StoreContactList contacts={store.contacts} className={styles.facts} /> : null}
        <StoreActions store={store} />
      </Refreshable>
    );
  }

  return (
    <LocalizedUi>
      <Page title={t('follows.store.title')} backTo="/following">
        {body}
      </Page>
    </LocalizedUi>
  );
}
