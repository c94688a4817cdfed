// /recharge/historyAccount: the accounts the caller recharged recently, newest first, with when;
// tapping one adds it to the recharge being prepared (tapped again, takes it out), up to 20.
import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@panel/domain/constants';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { historyAccountsQuery } from './recharge-api';
import { rechargeDraft, useRechargeDraft } from './recharge-draft';
import { parseAccounts } from './recharge-rules';
import { backToRecharge } from './select-card-screen';
import styles from './recharge.module.css';
import './locales';

const { RECHARGE_ACCOUNTS_MAX } = LIMITS;

export default function HistoryAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(historyAccountsQuery);
  const draft = useRechargeDraft();
  const chosen = parseAccounts(draft.accounts);
  const full = chosen.length >= RECHARGE_ACCOUNTS_MAX;
  const done = (
    <div className={styles.footer}>
      {full ? <p className={styles.failure}>{t('recharge.history.full', { max: RECHARGE_ACCOUNTS_MAX })}</p> : null}
      <Button block color="primary" size="large" className={styles.tall} onClick={() => backToRecharge(navigate)} data-testid="history-done">
        {t('recharge.history.done', { count: chosen.length })}
      </Button>
    </div>
  );

  let body;
  if (query.isPending) body = <PageLoading variant="list" />;
  else if (query.isError) body = <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.length === 0)
    body = (
      <div className={styles.state} data-testid="history-empty">
        <ErrorBlock status="empty" title={t('recharge.history.emptyTitle')} description={t('recharge.history.emptyText')} />
      </div>
    );
  else
    body = (
      <Refreshable onRefresh={() => query.refetch()}>
        <p className={styles.intro}>{t('recharge.history.intro')}</p>
        <CheckList
          className={styles.section}
          multiple
          value={chosen}
          onChange={(values) => {
            const next = values.map(String);
            const toggled = next.find((account) => !chosen.includes(account)) ?? chosen.find((account) => !next.includes(account));
            if (toggled && (next.length < chosen.length || !full)) rechargeDraft.toggleAccount(toggled);
          }}
        >
          {query.data.map(({ account, lastRechargedAt }) => (
            <CheckList.Item
              key={account}
              value={account}
              description={t('recharge.history.lastRecharged', { date: formatDate(lastRechargedAt) })}
              disabled={full && !chosen.includes(account)}
              data-account={account}
            >
              <span className={styles.account}>{account}</span>
            </CheckList.Item>
          ))}
        </CheckList>
        {done}
      </Refreshable>
    );
  return (
    <LocalizedUi>
      <Page title={t('recharge.history.title')} backTo="/recharge">
        {body}
      </Page>
    </LocalizedUi>
  );
}
