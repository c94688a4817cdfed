// /follower/requestList: requests to follow my store, by state (pending first), paged; accept or
// reject in the row, or open one (GET .../request/info/{id}) to see it whole.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReceivedFollowRequestItem } from '@panel/domain/contract/follows';
import { formatDate } from '@panel/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { ListRows } from '../../components/list-rows';
import { PagedList } from '../../components/paged-list';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ProfileAvatar } from '../../components/profile-avatar';
import { RECEIVED_STATUSES, receivedRequestsQuery, requestInfoQuery, type ReceivedStatus } from './followers-api';
import { StatusTag } from './status-tag';
import { useFollowerActions } from './use-follower-actions';
import styles from './followers.module.css';
import './locales';

type Answer = ReturnType<typeof useFollowerActions>['answer'];

function AnswerButtons({ id, name, answer, busy }: { id: string; name: string; answer: Answer; busy: string | null }) {
  const { t } = useTranslation();
  return (
    <span className={styles.rowActions}>
      <Button
        size="small"
        fill="outline"
        loading={busy === `REJECT:${id}`}
        disabled={busy !== null}
        onClick={(event) => {
          event.stopPropagation();
          void answer({ id, name }, 'REJECT');
        }}
      >
        {t('followers.actions.reject')}
      </Button>
      <Button
        size="small"
        color="primary"
        loading={busy === `ACCEPT:${id}`}
        disabled={busy !== null}
        onClick={(event) => {
          event.stopPropagation();
          void answer({ id, name }, 'ACCEPT');
        }}
      >
        {t('followers.actions.accept')}
      </Button>
    </span>
  );
}

/** One request in full, in a sheet from the bottom. */
function RequestInfo({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useQuery(requestInfoQuery(id));
  const { answer, busy } = useFollowerActions();
  const date = (value: string | null) => (value ? formatDate(value) : t('ui.notYet'));

  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else {
    const { requester, status } = info.data;
    body = (
      <>
        <div className={styles.profileText} style={{ alignItems: 'center', marginBottom: 12 }}>
          <ProfileAvatar picture={requester.avatar} name={requester.nickname} size={56} />
          <strong className={styles.name}>{requester.nickname}</strong>
          <StatusTag status={status} />
        </div>
        <List className={styles.popupList}>
          <List.Item extra={requester.uid}>{t('followers.detail.uid')}</List.Item>
          <List.Item extra={requester.storeUid ?? t('followers.detail.noStore')}>{t('followers.detail.storeUid')}</List.Item>
          <List.Item extra={date(info.data.requestedAt)}>{t('followers.detail.requestedAt')}</List.Item>
          {info.data.decidedAt ? <List.Item extra={date(info.data.decidedAt)}>{t('followers.detail.decidedAt')}</List.Item> : null}
        </List>
        <div className={styles.actionRow}>
          {status === 'PENDING' ? (
            <>
              <Button fill="outline" loading={busy === `REJECT:${id}`} onClick={() => void answer({ id, name: requester.nickname }, 'REJECT')}>
                {t('followers.actions.reject')}
              </Button>
              <Button color="primary" loading={busy === `ACCEPT:${id}`} onClick={() => void answer({ id, name: requester.nickname }, 'ACCEPT')}>
                {t('followers.actions.accept')}
              </Button>
            </>
          ) : (
            <>
              <Button fill="outline" onClick={onClose}>
                {t('followers.requests.close')}
              </Button>
              <Button color="primary" onClick={() => void navigate(`/follower/detail?id=${encodeURIComponent(id)}`)}>
                {t('followers.requests.viewFollower')}
              </Button>
            </>
          )}
        </div>
      </>
    );
  }
  return (
    <div className={styles.popup} role="dialog" aria-labelledby="request-info-title">
      <h2 id="request-info-title" className={styles.popupTitle}>
        {t('followers.requests.infoTitle')}
      </h2>
      {body}
    </div>
  );
}

function isReceivedStatus(value: string | null): value is ReceivedStatus {
  return (RECEIVED_STATUSES as readonly (string | null)[]).includes(value);
}

export default function FollowerRequestsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReceivedStatus = isReceivedStatus(statusParam) ? statusParam : 'PENDING';
  const query = useInfiniteQuery(receivedRequestsQuery(status));
  const { answer, busy } = useFollowerActions();
  const [openId, setOpenId] = useState<string | null>(null);

  const renderItem = (request: ReceivedFollowRequestItem) => {
    const { requester } = request;
    return (
      <List.Item
        key={request.id}
        prefix={<ProfileAvatar picture={requester.avatar} name={requester.nickname} />}
        description={
          <span className={styles.rowMeta}>
            <span>{t('followers.list.uid', { uid: requester.uid })}</span>
            <span>
              {request.decidedAt
                ? t('followers.requests.answeredAt', { date: formatDate(request.decidedAt) })
                : t('followers.requests.requestedAt', { date: formatDate(request.requestedAt) })}
            </span>
          </span>
        }
        extra={
          request.status === 'PENDING' ? (
            <AnswerButtons id={request.id} name={requester.nickname} answer={answer} busy={busy} />
          ) : (
            <StatusTag status={request.status} />
          )
        }
        onClick={() => setOpenId(request.id)}
        arrowIcon={false}
      >
        <span className={styles.rowTitle}>{requester.nickname}</span>
      </List.Item>
    );
  };

  return (
    <LocalizedUi>
      <Page title={t('followers.requests.title')} backTo="/follower">
        <Tabs className={styles.tabs} activeKey={status} onChange={(key) => setParams(key === 'PENDING' ? {} : { status: key }, { replace: true })}>
          {RECEIVED_STATUSES.map((key) => (
            <Tabs.Tab key={key} title={t(`followers.requests.tabs.${key}`)} />
          ))}
        </Tabs>
        <ListRows>
          <PagedList
            key={status}
            query={query}
            renderItem={renderItem}
            emptyTitle={t(`followers.requests.empty.${status}`)}
            emptyDescription={t('followers.requests.emptyText')}
          />
        </ListRows>
        <Popup visible={openId !== null} onMaskClick={() => setOpenId(null)} onClose={() => setOpenId(null)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
          {openId ? <RequestInfo id={openId} onClose={() => setOpenId(null)} /> : null}
        </Popup>
      </Page>
    </LocalizedUi>
  );
}
