// /following/search: find a store by UID (exact) or name and request to follow it. Following a
// second store asks first to cancel the current follow (use-follow-actions).
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StoreSearchItem } from '@panel/domain/contract/stores';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useKeywordParam } from '../../components/use-keyword-param';
import { storeSearchQuery } from './follows-api';
import { RelationTag } from './relation-tag';
import { useFollowActions } from './use-follow-actions';
import styles from './follows.module.css';
import './locales';

/** Stores the buyer can ask to follow from the list: no relation yet, or a rejected request. */
const CAN_REQUEST = new Set(['NONE', 'REJECTED']);

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(storeSearchQuery(keyword));
  const { follow, busyStoreId } = useFollowActions();

  const renderItem = (store: StoreSearchItem) => (
    <List.Item
      key={store.id}
      prefix={<ProfileAvatar picture={store.avatar} name={store.name} />}
      description={t('follows.search.uid', { uid: store.uid })}
      extra={
        CAN_REQUEST.has(store.relation) ? (
          <Button
            size="small"
            color="primary"
            loading={busyStoreId === store.id}
            disabled={busyStoreId !== null && busyStoreId !== store.id}
            onClick={(event) => {
              event.stopPropagation();
              void follow({ id: store.id, name: store.name });
            }}
          >
            {store.relation === 'REJECTED' ? t('follows.request.askAgain') : t('follows.request.follow')}
          </Button>
        ) : (
          <RelationTag relation={store.relation} />
        )
      }
      onClick={() => void navigate(`/following/store/${store.id}`)}
      arrowIcon={false}
    >
      <span className={styles.rowTitle}>{store.name}</span>
    </List.Item>
  );

  return (
    <ListRows>
      <PagedList query={query} renderItem={renderItem} emptyTitle={t('follows.search.emptyTitle')} emptyDescription={t('follows.search.emptyText')} />
    </ListRows>
  );
}

export default function StoreSearchScreen() {
  const { t } = useTranslation();
  const { text, setText, keyword, search } = useKeywordParam();

  return (
    <LocalizedUi>
      <Page title={t('follows.search.title')} backTo="/following">
        <div className={styles.searchBar}>
          <SearchBar value={text} onChange={setText} onSearch={search} onClear={() => search('')} placeholder={t('follows.search.placeholder')} />
        </div>
        {keyword ? (
          <SearchResults keyword={keyword} />
        ) : (
          <div className={styles.searchHint}>
            <ErrorBlock status="empty" title={t('follows.search.hintTitle')} description={t('follows.search.hintText')} />
          </div>
        )}
      </Page>
    </LocalizedUi>
  );
}
