// /ops/debts: what chargebacks left users owing (their wallet could not give all of it back), newest
// first: the user, the order and the amount still owed.
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpsDebtsResponse } from '@panel/domain/contract/payments';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { debtsQuery } from './ops-payments-api';
import { vcoinShown } from './payments-parts';
import styles from './ops-payments.module.css';
import './locales';

type Debt = OpsDebtsResponse['list'][number];

function DebtRow({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="ops-debt-row"
      description={
        <span className={styles.rowMain}>
          <span className={styles.rowSub}>{t('opsPay.uid', { uid: debt.user.uid })}</span>
          <span className={styles.rowSub}>
            <span className={styles.mono}>{t('opsPay.debts.order', { orderNo: debt.orderNo })}</span> · {formatDate(debt.at)}
          </span>
        </span>
      }
      extra={<span className={`${styles.amount} ${styles.danger}`}>{t('opsPay.vcoin', { amount: vcoinShown(debt.amount) })}</span>}
    >
      {debt.user.nickname || debt.user.uid}
    </List.Item>
  );
}

export default function DebtsScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(debtsQuery);
  return (
    <LocalizedUi>
      <Page title={t('opsPay.debts.title')} backTo="/ops">
        <ListRows>
          <PagedList
            query={query}
            header={<p className={styles.intro}>{t('opsPay.debts.intro')}</p>}
            renderItem={(debt: Debt) => <DebtRow key={debt.id} debt={debt} />}
            summary={(total) => t('opsPay.debts.total', { count: total })}
            emptyTitle={t('opsPay.debts.emptyTitle')}
            emptyDescription={t('opsPay.debts.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
