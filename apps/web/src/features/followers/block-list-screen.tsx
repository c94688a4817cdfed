// /follower/blockList: the buyers my store has blocked, searched by UID or nickname, paged; each
// can be unblocked (after a confirmation), which lets them ask to follow again.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlockedItem } from '@panel/domain/contract/follows';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useKeywordParam } from '../../components/use-keyword-param';
import { blockListQuery } from './followers-api';
import { useFollowerActions } from './use-follower-actions';
import styles from './followers.module.css';
import './locales';

export default function BlockListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(blockListQuery(keyword));
  const { unblock, busy } = useFollowerActions();

  const renderItem = ({ followId, follower, blockedAt }: BlockedItem) => (
    <List.Item
      key={followId}
      prefix={<ProfileAvatar picture={follower.avatar} name={follower.nickname} />}
      description={
        <span className={styles.rowMeta}>
          <span>{t('followers.list.uid', { uid: follower.uid })}</span>
          <span>{t('followers.blockList.blockedAt', { date: formatDate(blockedAt) })}</span>
        </span>
      }
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={busy === `unblock:${follower.id}`}
          onClick={(event) => {
            event.stopPropagation();
            void unblock({ buyerId: follower.id, name: follower.nickname });
          }}
        >
          {t('followers.actions.unblock')}
        </Button>
      }
      onClick={() => void navigate(`/follower/detail?id=${encodeURIComponent(followId)}`)}
      arrowIcon={false}
    >
      <span className={styles.rowTitle}>{follower.nickname}</span>
    </List.Item>
  );

  return (
    <LocalizedUi>
      <Page title={t('followers.blockList.title')} backTo="/follower">
        <div className={styles.searchBar}>
          <SearchBar value={text} onChange={setText} onSearch={search} onClear={() => search('')} placeholder={t('followers.list.searchPlaceholder')} />
        </div>
        <ListRows>
          <PagedList
            query={query}
            renderItem={renderItem}
            emptyTitle={keyword ? t('followers.blockList.noMatchTitle') : t('followers.blockList.emptyTitle')}
            emptyDescription={keyword ? t('followers.list.noMatchText') : t('followers.blockList.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
