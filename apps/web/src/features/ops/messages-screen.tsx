// /ops/messages: the messages (sign-up codes, alerts) the product could not send because no email
// or SMS provider is configured: kept in the outbox instead. Each shows its channel, recipient,
// subject and time; the body (it holds codes) is never shown.
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { UnsentMessagesResponse } from '@panel/domain/contract/ops';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { messagesQuery } from './ops-api';
import styles from './ops.module.css';
import './locales';

type UnsentMessage = UnsentMessagesResponse['list'][number];

function MessageRow({ message }: { message: UnsentMessage }) {
  const { t } = useTranslation();
  const channel = message.channel.toLowerCase();
  return (
    <List.Item
      data-testid="ops-message-row"
      description={
        <span className={styles.rowMain}>
          <span className={styles.rowSub}>{message.subject}</span>
          <span className={styles.rowSub}>{formatDate(message.createdAt)}</span>
        </span>
      }
      extra={channel === 'email' || channel === 'sms' ? t(`ops.messages.channel.${channel}`) : message.channel}
    >
      <span className={styles.rowTitle}>{message.recipient}</span>
    </List.Item>
  );
}

export default function MessagesScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(messagesQuery);
  return (
    <LocalizedUi>
      <Page title={t('ops.messages.title')} backTo="/ops">
        <NoticeBar className={styles.notice} color="info" wrap content={t('ops.messages.why')} data-testid="ops-messages-why" />
        <ListRows>
          <PagedList
            query={query}
            renderItem={(message: UnsentMessage) => <MessageRow key={message.id} message={message} />}
            summary={(total) => t('ops.messages.total', { count: total })}
            emptyTitle={t('ops.messages.emptyTitle')}
            emptyDescription={t('ops.messages.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
