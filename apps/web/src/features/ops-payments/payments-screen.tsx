// /ops/payments: every payment attempt, newest first, filtered by status and by provider (both in
// the address, so coming back from a payment shows the same list). Each row: the order number or
// VCoin purchase reference, the payer, the method, the amount in its currency, the VCoin it makes
// (credited once settled), the status and when it started. A tap opens the payment.
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ATTEMPT_STATUSES, type OpsPaymentRow } from '@panel/domain/contract/payments';
import { formatDate } from '@panel/domain/format';
import { PAYMENT_PROVIDERS } from '@panel/domain/payments';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { paymentsQuery } from './ops-payments-api';
import { AttemptStatusTag, ChipFilter, moneyShown, useFilterParam, vcoinShown } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

/** The VCoin a payment makes: what was credited once settled, else what the quote promised. */
export const vcoinOf = (payment: Pick<OpsPaymentRow, 'status' | 'vcoin' | 'vcoinCredited'>) =>
  vcoinShown(payment.status === 'SUCCEEDED' || payment.status === 'PARTIAL' ? payment.vcoinCredited : payment.vcoin);

function PaymentRow({ payment, onOpen }: { payment: OpsPaymentRow; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      onClick={onOpen}
      data-testid="ops-payment-row"
      data-id={payment.id}
      description={
        <span className={styles.rowMain}>
          <span className={styles.rowSub}>
            {payment.payer.nickname || payment.payer.uid} · {t('opsPay.uid', { uid: payment.payer.uid })}
          </span>
          <span className={styles.rowSub}>
            {t(`opsPay.method.${payment.method}`)} · {formatDate(payment.createdAt)}
          </span>
        </span>
      }
      extra={
        <span className={styles.rowEnd}>
          <span className={styles.amount}>{moneyShown(payment.amount, payment.currency)}</span>
          <span className={styles.rowSub}>{t('opsPay.vcoin', { amount: vcoinOf(payment) })}</span>
        </span>
      }
    >
      <span className={styles.rowHead}>
        <span className={styles.mono}>{payment.reference}</span>
        <AttemptStatusTag status={payment.status} />
      </span>
    </List.Item>
  );
}

export default function PaymentsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useFilterParam('status', ATTEMPT_STATUSES);
  const [provider, setProvider] = useFilterParam('provider', PAYMENT_PROVIDERS);
  const query = useInfiniteQuery(paymentsQuery({ status, provider }));
  const filtered = Boolean(status || provider);

  return (
    <LocalizedUi>
      <Page
        title={t('opsPay.payments.title')}
        backTo="/ops"
        right={
          <button type="button" className={styles.linkButton} onClick={() => void navigate('/ops/payments/events')}>
            {t('opsPay.payments.events')}
          </button>
        }
      >
        <div className={styles.filters}>
          <ChipFilter
            label={t('opsPay.payments.statusFilter')}
            allLabel={t('opsPay.payments.allStatuses')}
            values={ATTEMPT_STATUSES}
            value={status}
            nameOf={(value) => t(`opsPay.status.${value}`)}
            onChange={setStatus}
          />
          <ChipFilter
            label={t('opsPay.payments.providerFilter')}
            allLabel={t('opsPay.payments.allProviders')}
            values={PAYMENT_PROVIDERS}
            value={provider}
            nameOf={(value) => t(`opsPay.provider.${value}`)}
            onChange={setProvider}
          />
        </div>
        <ListRows>
          <PagedList
            query={query}
            renderItem={(payment: OpsPaymentRow) => (
              <PaymentRow key={payment.id} payment={payment} onOpen={() => void navigate(`/ops/payments/${payment.id}`)} />
            )}
            summary={(total) => t('opsPay.payments.total', { count: total })}
            emptyTitle={filtered ? t('opsPay.payments.noMatchTitle') : t('opsPay.payments.emptyTitle')}
            emptyDescription={filtered ? t('opsPay.payments.noMatchText') : t('opsPay.payments.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
