// /following/requestList: the requests I sent, pending and answered, newest first; a pending one
// can be withdrawn, a rejected one asked again.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyFollowRequestItem } from '@panel/domain/contract/follows';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { myRequestsQuery } from './follows-api';
import { RelationTag } from './relation-tag';
import { useFollowActions } from './use-follow-actions';
import styles from './follows.module.css';
import './locales';

export default function MyRequestsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(myRequestsQuery);
  const { follow, unfollow, busyStoreId } = useFollowActions();

  const renderItem = (request: MyFollowRequestItem) => {
    const { store } = request;
    const name = store.name ?? store.uid;
    const busy = busyStoreId === store.id;
    let action = null;
    if (request.status === 'PENDING') {
      action = (
        <Button
          size="mini"
          fill="outline"
          loading={busy}
          onClick={(event) => {
            event.stopPropagation();
            void unfollow({ id: store.id, name }, 'withdraw');
          }}
        >
          {t('follows.withdraw.action')}
        </Button>
      );
    } else if (request.status === 'REJECTED') {
      action = (
        <Button
          size="mini"
          color="primary"
          fill="outline"
          loading={busy}
          onClick={(event) => {
            event.stopPropagation();
            void follow({ id: store.id, name });
          }}
        >
          {t('follows.request.askAgain')}
        </Button>
      );
    }
    return (
      <List.Item
        key={request.id}
        prefix={<ProfileAvatar picture={store.avatar} name={name} />}
        description={
          <span className={styles.requestDates}>
            <span>{t('follows.requests.requestedAt', { date: formatDate(request.requestedAt) })}</span>
            {request.decidedAt ? <span>{t('follows.requests.answeredAt', { date: formatDate(request.decidedAt) })}</span> : null}
          </span>
        }
        extra={
          <span className={styles.requestSide}>
            <RelationTag relation={request.status} />
            {action}
          </span>
        }
        onClick={() => void navigate(`/following/store/${store.id}`)}
        arrowIcon={false}
      >
        <span className={styles.rowTitle}>{name}</span>
      </List.Item>
    );
  };

  return (
    <LocalizedUi>
      <Page title={t('follows.requests.title')} backTo="/following">
        <ListRows>
          <PagedList
            query={query}
            renderItem={renderItem}
            emptyTitle={t('follows.requests.emptyTitle')}
            emptyDescription={t('follows.requests.emptyText')}
            emptyAction={
              <Button color="primary" onClick={() => void navigate('/following/search')}>
                {t('follows.following.findStore')}
              </Button>
            }
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
