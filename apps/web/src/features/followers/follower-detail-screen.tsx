// /follower/detail?id=<follow id>: one buyer of my store (UID, store UID, nickname, date followed,
// first and last purchase) and what I can do about them: answer a request, remove (with a
// confirmation), block, unblock.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { FollowerDetailResponse } from '@panel/domain/contract/follows';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Refreshable } from '../../components/refreshable';
import { ApiError } from '../../lib/api-client';
import { followerDetailQuery } from './followers-api';
import { StatusTag } from './status-tag';
import { useFollowerActions } from './use-follower-actions';
import styles from './followers.module.css';
import './locales';

function FollowerActions({ detail }: { detail: FollowerDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { answer, remove, block, unblock, busy } = useFollowerActions();
  const { follower, followId, status } = detail;
  const ref = { buyerId: follower.id, name: follower.nickname };
  const blockButton = (
    <Button block color="danger" fill="none" loading={busy === `block:${follower.id}`} onClick={() => void block(ref)}>
      {t('followers.actions.block')}
    </Button>
  );

  switch (status) {
    case 'PENDING':
      return (
        <div className={styles.actions}>
          <div className={styles.actionRow}>
            <Button fill="outline" loading={busy === `REJECT:${followId}`} onClick={() => void answer({ id: followId, name: ref.name }, 'REJECT')}>
              {t('followers.actions.reject')}
            </Button>
            <Button color="primary" loading={busy === `ACCEPT:${followId}`} onClick={() => void answer({ id: followId, name: ref.name }, 'ACCEPT')}>
              {t('followers.actions.accept')}
            </Button>
          </div>
          {blockButton}
        </div>
      );
    case 'ACCEPTED':
      return (
        <div className={styles.actions}>
          <Button
            block
            color="danger"
            fill="outline"
            loading={busy === `remove:${follower.id}`}
            onClick={() => void remove(ref, () => void navigate('/follower', { replace: true }))}
          >
            {t('followers.actions.remove')}
          </Button>
          {blockButton}
        </div>
      );
    case 'BLOCKED':
      return (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            fill="outline"
            loading={busy === `unblock:${follower.id}`}
            onClick={() => void unblock(ref, () => void navigate('/follower/blockList', { replace: true }))}
          >
            {t('followers.actions.unblock')}
          </Button>
        </div>
      );
    default:
      return <div className={styles.actions}>{blockButton}</div>;
  }
}

/** The server answered that this follower is not one of my store's (or no follower was named). */
function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.missing}>
      <ErrorBlock status="empty" title={t('followers.detail.missingTitle')} description={t('followers.detail.missingText')} />
      <Button color="primary" onClick={() => void navigate('/follower', { replace: true })}>
        {t('followers.detail.toFollowers')}
      </Button>
    </div>
  );
}

export default function FollowerDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...followerDetailQuery(id), enabled: id !== '' });
  const date = (value: string | null) => (value ? formatDate(value) : t('ui.notYet'));

  let body;
  if (id === '' || isNotFound(detail.error)) body = <NotFound />;
  else if (detail.isError)
    body = <PageError error={detail.error} description={detail.error.message} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (detail.isPending) body = <PageLoading />;
  else {
    const { follower, status, followedAt, decidedAt } = detail.data;
    body = (
      <Refreshable onRefresh={() => detail.refetch()}>
        <section className={styles.profile} aria-labelledby="follower-name">
          <ProfileAvatar picture={follower.avatar} name={follower.nickname} size={56} />
          <div className={styles.profileText}>
            <h2 id="follower-name" className={styles.name}>
              {follower.nickname}
            </h2>
            <StatusTag status={status} />
          </div>
        </section>
        <List className={styles.facts}>
          <List.Item extra={follower.uid}>{t('followers.detail.uid')}</List.Item>
          <List.Item extra={follower.storeUid ?? t('followers.detail.noStore')}>{t('followers.detail.storeUid')}</List.Item>
          <List.Item extra={follower.nickname}>{t('followers.detail.nickname')}</List.Item>
          <List.Item extra={date(detail.data.requestedAt)}>{t('followers.detail.requestedAt')}</List.Item>
          {/* The date followed only while they follow; a blocked or rejected user has the day it happened. */}
          {status === 'ACCEPTED' ? <List.Item extra={date(followedAt)}>{t('followers.detail.followedAt')}</List.Item> : null}
          {status === 'BLOCKED' && decidedAt ? <List.Item extra={formatDate(decidedAt)}>{t('followers.detail.blockedAt')}</List.Item> : null}
          {status === 'REJECTED' && decidedAt ? <List.Item extra={formatDate(decidedAt)}>{t('followers.detail.decidedAt')}</List.Item> : null}
          <List.Item extra={date(detail.data.firstPurchaseAt)}>{t('followers.detail.firstPurchase')}</List.Item>
          <List.Item extra={date(detail.data.lastPurchaseAt)}>{t('followers.detail.lastPurchase')}</List.Item>
        </List>
        {status === 'BLOCKED' ? <p className={styles.note}>{t('followers.detail.blockedNote')}</p> : null}
        {status === 'REJECTED' ? <p className={styles.note}>{t('followers.detail.rejectedNote')}</p> : null}
        <FollowerActions detail={detail.data} />
      </Refreshable>
    );
  }

  return (
    <LocalizedUi>
      <Page title={t('followers.detail.title')} backTo="/follower">
        {body}
      </Page>
    </LocalizedUi>
  );
}
