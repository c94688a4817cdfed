// The bell in a screen's bar: the unread count of the inbox, kept current by the live stream; a tap
// opens the inbox.
import Badge from 'antd-mobile/es/components/badge';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unreadQuery } from './notification-queries';
import './notification-bell.css';
import './locales';

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  return (
    <button
      type="button"
      className="notification-bell"
      aria-label={unread > 0 ? t('notificationBell.labelUnread', { count: unread }) : t('notificationBell.label')}
      onClick={() => void navigate('/notifications')}
    >
      <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
        <BellOutline aria-hidden="true" />
      </Badge>
    </button>
  );
}
