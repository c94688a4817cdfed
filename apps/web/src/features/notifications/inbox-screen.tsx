// The inbox (/notifications): what the person was told, newest first, unread marked; a tap marks it
// read and opens its screen. "Mark all read" in the bar. A seller who has had a sale is offered push
// here (push-offer.tsx), not at login. New entries arrive by the live stream (app/live-updates.ts).
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@panel/domain/contract/notifications';
import { INTL_LOCALE } from '@panel/domain/locale';
import { SELLER_NOTIFICATION_KINDS } from '@panel/domain/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { PagedList, type PagedQuery } from '../../components/paged-list';
import { currentLocale } from '../../lib/i18n';
import { inboxQuery, markRead, NOTIFICATIONS_KEY } from '../../shared/notifications/notification-queries';
import { PushOffer } from './push-offer';
import styles from './notifications.module.css';
import './locales';

const SELLER_KINDS: ReadonlySet<string> = new Set(SELLER_NOTIFICATION_KINDS);

function when(iso: string) {
  return new Intl.DateTimeFormat(INTL_LOCALE[currentLocale()], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export default function InboxScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(inboxQuery);
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const hadSale = inbox.data?.pages.some((page) => page.list.some((item) => SELLER_KINDS.has(item.kind))) ?? false;
  const read = useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });

  const open = (item: NotificationItem) => {
    if (!item.read) read.mutate({ ids: [item.id] });
    void navigate(item.link);
  };

  return (
    <Page
      title={t('inbox.title')}
      backTo="/home"
      right={
        unread > 0 ? (
          <Button
            size="small"
            fill="none"
            color="primary"
            loading={read.isPending && read.variables !== undefined && 'all' in read.variables}
            onClick={() => read.mutate({ all: true })}
          >
            {t('inbox.markAll')}
          </Button>
        ) : null
      }
    >
      <PagedList
        query={inbox as unknown as PagedQuery<NotificationItem>}
        header={hadSale ? <PushOffer /> : null}
        emptyTitle={t('inbox.emptyTitle')}
        emptyDescription={t('inbox.emptyText')}
        renderItem={(item) => (
          <List.Item
            key={item.id}
            className={item.read ? styles.read : styles.unread}
            description={
              <>
                <span className={styles.body}>{item.body}</span>
                <time className={styles.time} dateTime={item.createdAt}>
                  {when(item.createdAt)}
                </time>
              </>
            }
            onClick={() => open(item)}
          >
            {item.read ? null : <span className={styles.dot} aria-label={t('inbox.unread')} role="img" />}
            {item.title}
          </List.Item>
        )}
      />
    </Page>
  );
}
