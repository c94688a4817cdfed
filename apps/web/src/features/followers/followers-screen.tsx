// /follower: my store's followers, paged, searched by UID (exact) or nickname, with the ways to the
// follow requests and the block list.
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FollowerItem } from '@panel/domain/contract/follows';
import { formatDate } from '@panel/domain/format';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import StopOutline from 'antd-mobile-icons/es/StopOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followStatisticsQuery } from '../../shared/follows/follow-queries';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useKeywordParam } from '../../components/use-keyword-param';
import { followersQuery } from './followers-api';
import styles from './followers.module.css';
import './locales';

export default function FollowersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(followersQuery(keyword));
  const statistics = useQuery(followStatisticsQuery).data;
  const pending = statistics?.pendingRequests ?? 0;

  const renderItem = ({ followId, follower, followedAt }: FollowerItem) => (
    <List.Item
      key={followId}
      prefix={<ProfileAvatar picture={follower.avatar} name={follower.nickname} />}
      description={
        <span className={styles.rowMeta}>
          <span>{t('followers.list.uid', { uid: follower.uid })}</span>
          <span>{t('followers.list.followedAt', { date: formatDate(followedAt) })}</span>
        </span>
      }
      onClick={() => void navigate(`/follower/detail?id=${encodeURIComponent(followId)}`)}
    >
      <span className={styles.rowTitle}>{follower.nickname}</span>
    </List.Item>
  );

  return (
    <LocalizedUi>
      <Page title={t('followers.list.title')} backTo="/me">
        <List className={styles.shortcuts}>
          <List.Item
            prefix={<ClockCircleOutline aria-hidden="true" />}
            extra={pending > 0 ? <Badge content={pending} /> : undefined}
            onClick={() => void navigate('/follower/requestList')}
          >
            {t('followers.list.requests')}
          </List.Item>
          <List.Item
            prefix={<StopOutline aria-hidden="true" />}
            extra={statistics && statistics.blocked > 0 ? String(statistics.blocked) : undefined}
            onClick={() => void navigate('/follower/blockList')}
          >
            {t('followers.list.blockList')}
          </List.Item>
        </List>
        <div className={`${styles.searchBar} ${styles.listTop}`}>
          <SearchBar value={text} onChange={setText} onSearch={search} onClear={() => search('')} placeholder={t('followers.list.searchPlaceholder')} />
        </div>
        <ListRows>
          <PagedList
            query={query}
            renderItem={renderItem}
            summary={(total) => t('followers.list.total', { count: total })}
            emptyTitle={keyword ? t('followers.list.noMatchTitle') : t('followers.list.emptyTitle')}
            emptyDescription={keyword ? t('followers.list.noMatchText') : t('followers.list.emptyText')}
            emptyAction={
              keyword ? undefined : (
                <Button color="primary" onClick={() => void navigate('/setting/store')}>
                  {t('followers.list.invite')}
                </Button>
              )
            }
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
