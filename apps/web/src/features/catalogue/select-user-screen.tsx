// /listing/addProduct/selectUser?type=open|block: picks the users a listing is opened to or
// blocked for, from my followers. The choice goes to the shared chosen-users store, which the
// add-product screen (kept alive behind this one) reads.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FollowerItem } from '@panel/domain/contract/follows';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useKeywordParam } from '../../components/use-keyword-param';
import { followersPickQuery } from './catalogue-api';
import { chosenUsers, PICK_TYPES, useChosenUsers, type PickType } from './chosen-users';
import styles from './catalogue.module.css';
import './locales';

export default function SelectUserScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type: PickType = PICK_TYPES.find((value) => value === params.get('type')) ?? 'open';
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(followersPickQuery(keyword));
  const chosen = useChosenUsers()[type];
  const chosenIds = new Set(chosen.map((user) => user.id));

  const done = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/productListing', { replace: true });
  };

  return (
    <LocalizedUi>
      <Page
        title={t(`catalogue.listing.pickTitle.${type}`)}
        backTo="/productListing"
        right={
          <Button size="small" color="primary" fill="none" onClick={done}>
            {t('catalogue.listing.pickDone', { count: chosen.length })}
          </Button>
        }
      >
        <div className={styles.filters}>
          <SearchBar placeholder={t('catalogue.listing.pickSearch')} value={text} onChange={setText} onSearch={search} onClear={() => search('')} />
        </div>
        <ListRows>
          <PagedList
            query={query}
            renderItem={({ follower }: FollowerItem) => {
              const user = { id: follower.id, uid: follower.uid, nickname: follower.nickname, avatar: follower.avatar };
              return (
                <List.Item
                  key={follower.id}
                  prefix={<ProfileAvatar picture={follower.avatar} name={follower.nickname} size={36} />}
                  description={`UID ${follower.uid}`}
                  extra={<Checkbox checked={chosenIds.has(follower.id)} aria-label={follower.nickname} />}
                  onClick={() => chosenUsers.toggle(type, user)}
                >
                  {follower.nickname}
                </List.Item>
              );
            }}
            emptyTitle={t('catalogue.listing.pickEmpty')}
            emptyDescription={t('catalogue.listing.pickEmptyText')}
          />
        </ListRows>
        <div className={styles.formActions}>
          <Button block color="primary" size="large" onClick={done}>
            {t('catalogue.listing.pickDone', { count: chosen.length })}
          </Button>
        </div>
      </Page>
    </LocalizedUi>
  );
}
