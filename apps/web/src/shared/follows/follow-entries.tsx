// The ways into the store and follow screens from "me": a seller looks there for the store settings
// and the followers, a buyer for the store they follow.
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/boot-queries';
import { followStatisticsQuery } from './follow-queries';
import './follow-entries.css';
import './locales';

/** True when the current user has a usable store (the server gives such users the SELLER role). */
export function useIsSeller(): boolean {
  return useCurrentUser().roles.some((role) => role.code === 'SELLER');
}

export function FollowEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  const statistics = useQuery(followStatisticsQuery).data;
  const pending = statistics?.pendingRequests ?? 0;
  return (
    <List header={t('followEntries.header')} className={className}>
      <List.Item
        prefix={<ShopbagOutline aria-hidden="true" />}
        description={isSeller ? undefined : t('followEntries.storeSettingsHint')}
        onClick={() => void navigate('/setting/store')}
      >
        <span>{t('followEntries.storeSettings')}</span>
      </List.Item>
      {isSeller ? (
        <List.Item
          prefix={<TeamOutline aria-hidden="true" />}
          extra={pending > 0 ? <Badge content={pending} /> : statistics ? String(statistics.followers) : undefined}
          onClick={() => void navigate('/follower')}
        >
          <span>{t('followEntries.followers')}</span>
        </List.Item>
      ) : null}
      <List.Item prefix={<HeartOutline aria-hidden="true" />} description={t('followEntries.followingHint')} onClick={() => void navigate('/following')}>
        <span>{t('followEntries.following')}</span>
      </List.Item>
    </List>
  );
}

/** The same ways in as a row of big buttons, for home. */
export function FollowShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSeller = useIsSeller();
  const pending = useQuery(followStatisticsQuery).data?.pendingRequests ?? 0;
  const items = [
    { path: '/following', label: t('followEntries.following'), Icon: HeartOutline, badge: 0 },
    ...(isSeller ? [{ path: '/follower', label: t('followEntries.followers'), Icon: TeamOutline, badge: pending }] : []),
    { path: '/setting/store', label: t('followEntries.storeSettings'), Icon: ShopbagOutline, badge: 0 },
  ];
  return (
    <nav className="follow-shortcuts" aria-label={t('followEntries.shortcuts')}>
      {items.map(({ path, label, Icon, badge }) => (
        <button key={path} type="button" className="follow-shortcuts__item" onClick={() => void navigate(path)}>
          <Badge content={badge > 0 ? badge : null}>
            <span className="follow-shortcuts__icon" aria-hidden="true">
              <Icon />
            </span>
          </Badge>
          <span className="follow-shortcuts__label">{label}</span>
        </button>
      ))}
    </nav>
  );
}
