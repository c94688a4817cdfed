// How a VCoin purchase shows: its status tag, its row in the list of purchases, how it ended.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import Tag from 'antd-mobile/es/components/tag';
import type { TopUp } from '@panel/domain/contract/wallet';
import { formatDate } from '@panel/domain/format';
import type { TopUpStatus } from '@panel/domain/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { onlinePath } from '../../shared/payments/payments-api';
import styles from './vcoin-payment.module.css';

export const USD = 'USD';

const STATUS_COLOR: Record<TopUpStatus, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  WAITING_VOUCHER: 'warning',
  WAITING_REVIEW: 'primary',
  CONFIRMED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
  WAITING_PAYMENT: 'warning',
};

export function TopUpStatusTag({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {t(`vcoinPayment.buy.status.${status}`)}
    </Tag>
  );
}

/** A purchase past its voucher: waiting for the platform, credited, rejected with the reason, or cancelled. */
export function TopUpOutcome({ topUp, onNew }: { topUp: TopUp; onNew: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = {
    WAITING_VOUCHER: null,
    WAITING_PAYMENT: { status: 'waiting', title: t('vcoinPayment.buy.step.WAITING_PAYMENT'), text: t('vcoinPayment.buy.waitingPaymentText') },
    WAITING_REVIEW: { status: 'waiting', title: t('vcoinPayment.buy.waitingTitle'), text: t('vcoinPayment.buy.waitingText') },
    CONFIRMED: {
      status: 'success',
      title: t('vcoinPayment.buy.confirmedTitle'),
      text: t('vcoinPayment.buy.confirmedText', { amount: moneyText(topUp.receivedAmount ?? topUp.amount, VCOIN) }),
    },
    REJECTED: { status: 'error', title: t('vcoinPayment.buy.rejectedTitle'), text: topUp.reason ? `${t('vcoinPayment.buy.reason')}: ${topUp.reason}` : '' },
    CANCELLED: { status: 'info', title: t('vcoinPayment.buy.cancelledTitle'), text: '' },
  } as const;
  const shown = outcome[topUp.status];
  if (!shown) return null;
  return (
    <div className={styles.result} data-testid="top-up-outcome" data-status={topUp.status}>
      <Result
        status={shown.status}
        title={shown.title}
        description={
          <>
            <span className={styles.reason}>{shown.text}</span>
            <br />
            <span className={styles.muted}>
              {moneyText(topUp.amount, topUp.channel === 'BANK' ? USD : VCOIN)} · {topUp.reference}
            </span>
          </>
        }
      />
      <div className={styles.resultActions}>
        {topUp.status === 'WAITING_PAYMENT' ? (
          <Button color="primary" className={styles.tall} onClick={() => void navigate(onlinePath({ id: topUp.id, topUp: true }))}>
            {t('vcoinPayment.buy.continuePayment')}
          </Button>
        ) : null}
        <Button color="primary" fill="outline" className={styles.tall} onClick={onNew}>
          {topUp.status === 'WAITING_REVIEW' || topUp.status === 'CONFIRMED' ? t('vcoinPayment.buy.buyMore') : t('vcoinPayment.buy.newPurchase')}
        </Button>
      </div>
    </div>
  );
}

export function TopUpRow({ topUp, onOpen }: { topUp: TopUp; onOpen: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      key={topUp.id}
      className={styles.topUpItem}
      arrow
      // One waiting for its online or crypto payment is continued on its payment page.
      onClick={topUp.status === 'WAITING_PAYMENT' ? () => void navigate(onlinePath({ id: topUp.id, topUp: true })) : onOpen}
      data-top-up={topUp.id}
      data-status={topUp.status}
      description={
        <span className={styles.topUpRow}>
          <span>
            {topUp.reference} · {formatDate(topUp.createdAt)}
          </span>
          {topUp.status === 'CONFIRMED' && topUp.receivedAmount ? (
            <span data-testid="top-up-received">{t('vcoinPayment.buy.received', { amount: moneyText(topUp.receivedAmount, VCOIN) })}</span>
          ) : null}
          {topUp.status === 'REJECTED' && topUp.reason ? (
            <span className={styles.reason} data-testid="top-up-reason">
              {t('vcoinPayment.buy.reason')}: {topUp.reason}
            </span>
          ) : null}
        </span>
      }
    >
      <span className={styles.topUpHead}>
        <span className={styles.strong}>{moneyText(topUp.amount, topUp.channel === 'BANK' ? USD : VCOIN)}</span>
        <TopUpStatusTag status={topUp.status} />
      </span>
    </List.Item>
  );
}
