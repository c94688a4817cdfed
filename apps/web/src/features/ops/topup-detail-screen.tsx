// /ops/topups/:id: one VCoin top-up: its user, payment reference, the amount reported (and
// received), its dates and the transfer voucher (pictures in a viewer, a PDF to download: private
// files fetched with the session). A voucher carrying a file already sent as proof (on an order or
// another top-up) is flagged first. While it waits for review the operator confirms it with the
// amount received or rejects it with a reason.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsTopUp } from '@panel/domain/contract/ops';
import { formatDate } from '@panel/domain/format';
import type { TopUpStatus } from '@panel/domain/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../shared/orders/copy-text';
import { VoucherFiles } from '../../shared/orders/voucher-files';
import { cachedTopUp, isTopUpMissing, topUpQuery } from './ops-api';
import { OpsPage } from './ops-page';
import { ConfirmTopUpSheet, RejectTopUpSheet, vcoinShown } from './topup-actions';
import styles from './ops.module.css';
import './locales';

type Sheet = 'confirm' | 'reject' | null;

const STATUS_COLOR: Record<TopUpStatus, 'warning' | 'primary' | 'success' | 'danger' | 'default'> = {
  WAITING_PAYMENT: 'default',
  WAITING_VOUCHER: 'default',
  WAITING_REVIEW: 'warning',
  CONFIRMED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
};

export function TopUpStatusTag({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="ops-topup-status">
      {t(`ops.status.${status}`)}
    </Tag>
  );
}

function TopUpDetail({ topUp }: { topUp: OpsTopUp }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet>(null);
  const waiting = topUp.status === 'WAITING_REVIEW';

  return (
    <div className={styles.body}>
      {topUp.reused ? <NoticeBar className={styles.notice} color="alert" wrap content={t('ops.topup.reused')} data-testid="ops-topup-reused" /> : null}

      <List className={styles.section}>
        <List.Item extra={<TopUpStatusTag status={topUp.status} />}>{t('ops.topup.status')}</List.Item>
        <List.Item
          extra={<span data-testid="ops-topup-user">{topUp.user.nickname || topUp.user.uid}</span>}
          description={t('ops.topup.uid', { uid: topUp.user.uid })}
        >
          {t('ops.topup.user')}
        </List.Item>
        <List.Item
          description={
            <span className={styles.mono} data-testid="ops-topup-reference">
              {topUp.reference}
            </span>
          }
          extra={<CopyButton text={topUp.reference} label={t('ops.topup.reference')} />}
        >
          {t('ops.topup.reference')}
        </List.Item>
        <List.Item
          extra={
            <span className={styles.amount} data-testid="ops-topup-amount">
              {vcoinShown(topUp.amount)} VCoin
            </span>
          }
        >
          {t('ops.topup.reported')}
        </List.Item>
        {topUp.receivedAmount !== null ? (
          <List.Item
            extra={
              <span className={styles.amount} data-testid="ops-topup-received">
                {vcoinShown(topUp.receivedAmount)} VCoin
              </span>
            }
          >
            {t('ops.topup.received')}
          </List.Item>
        ) : null}
        {topUp.reason ? (
          <List.Item
            description={
              <span className={styles.reason} data-testid="ops-topup-reason">
                {topUp.reason}
              </span>
            }
          >
            {t('ops.topup.reason')}
          </List.Item>
        ) : null}
        <List.Item extra={formatDate(topUp.createdAt)}>{t('ops.topup.createdAt')}</List.Item>
        {topUp.voucherAt ? <List.Item extra={formatDate(topUp.voucherAt)}>{t('ops.topup.voucherAt')}</List.Item> : null}
        {topUp.decidedAt ? <List.Item extra={formatDate(topUp.decidedAt)}>{t('ops.topup.decidedAt')}</List.Item> : null}
        {topUp.decidedBy ? <List.Item extra={topUp.decidedBy.nickname || topUp.decidedBy.uid}>{t('ops.topup.decidedBy')}</List.Item> : null}
      </List>

      <section className={styles.card} aria-labelledby="ops-topup-files">
        <h3 id="ops-topup-files" className={styles.cardTitle}>
          {t('ops.topup.files')}
        </h3>
        {topUp.files.length > 0 ? <VoucherFiles files={topUp.files} /> : <p className={styles.muted}>{t('ops.topup.noFiles')}</p>}
      </section>

      {topUp.status === 'WAITING_VOUCHER' ? <p className={styles.intro}>{t('ops.topup.voucherHint')}</p> : null}

      {waiting ? (
        <div className={styles.actionBar}>
          <p className={styles.actionHint}>{t('ops.topup.waitingHint')}</p>
          <div className={styles.actionPair}>
            <Button block size="large" color="danger" fill="outline" onClick={() => setSheet('reject')}>
              {t('ops.topup.reject')}
            </Button>
            <Button block size="large" color="primary" onClick={() => setSheet('confirm')}>
              {t('ops.topup.confirm')}
            </Button>
          </div>
        </div>
      ) : null}

      {sheet === 'confirm' ? <ConfirmTopUpSheet topUp={topUp} onClose={() => setSheet(null)} /> : null}
      {sheet === 'reject' ? <RejectTopUpSheet topUp={topUp} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

function TopUpMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.body} role="alert">
      <ErrorBlock status="empty" title={t('ops.topup.notFound')} description={t('ops.topup.notFoundText')} />
      <div className={styles.button}>
        <Button block color="primary" fill="outline" onClick={() => void navigate('/ops/topups', { replace: true })}>
          {t('ops.topup.backToList')}
        </Button>
      </div>
    </div>
  );
}

export default function TopUpDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const topUp = useQuery({ ...topUpQuery(id), placeholderData: () => cachedTopUp(queryClient, id) });
  return (
    <OpsPage title={t('ops.topup.title')} backTo="/ops/topups" query={topUp} failure={(error) => (isTopUpMissing(error) ? <TopUpMissing /> : null)}>
      {(data) => <TopUpDetail topUp={data} />}
    </OpsPage>
  );
}
