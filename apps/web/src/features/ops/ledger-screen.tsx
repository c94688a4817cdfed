// /ops/ledger: the ledger at a glance: the VCoin users hold, how many wallets, the platform's own
// accounts (posted, and pending out and in), and the last check of the ledger's invariants with
// what was wrong. "Verify now" runs the check (it reads every transaction: it may take a while)
// and shows its result.
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { LedgerOverview, LedgerVerifyResult } from '@panel/domain/contract/ops';
import { formatDate, formatVcoin } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { PLATFORM_ACCOUNTS, type PlatformAccount } from '@panel/domain/wallet';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import { ledgerQuery, useVerifyLedger } from './ops-api';
import { OpsPage } from './ops-page';
import styles from './ops.module.css';
import './locales';

function LastVerify({ result }: { result: LedgerVerifyResult | null }) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <List header={t('ops.ledger.lastVerify')} className={styles.section}>
        <List.Item data-testid="ops-ledger-never">{t('ops.ledger.never')}</List.Item>
      </List>
    );
  }
  return (
    <List header={t('ops.ledger.lastVerify')} className={styles.section}>
      <List.Item
        extra={
          <strong className={result.ok ? styles.ok : styles.failed} data-testid="ops-ledger-result">
            {result.ok ? t('ops.ledger.ok') : t('ops.ledger.failed')}
          </strong>
        }
      >
        {t('ops.ledger.checkedAt')} {formatDate(result.at)}
      </List.Item>
      <List.Item extra={result.transactions}>{t('ops.ledger.transactions')}</List.Item>
      <List.Item extra={result.accounts}>{t('ops.ledger.accounts')}</List.Item>
      {result.violations.length > 0 ? (
        <List.Item
          description={
            <ul className={styles.violations} data-testid="ops-ledger-violations">
              {result.violations.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          }
        >
          {t('ops.ledger.violations')}
        </List.Item>
      ) : null}
    </List>
  );
}

function Ledger({ ledger }: { ledger: LedgerOverview }) {
  const { t } = useTranslation();
  const verify = useVerifyLedger();
  const run = () =>
    verify.mutate(undefined, {
      onSuccess: (result) => notify(result.ok ? t('ops.ledger.verifiedOk') : t('ops.ledger.verifiedFailed')),
      onError: (error) => showFailure(error),
    });
  return (
    <div className={styles.body}>
      <List className={styles.section}>
        <List.Item
          extra={
            <span className={styles.amount} data-testid="ops-ledger-user-total">
              {formatVcoin(ledger.userTotal)} VCoin
            </span>
          }
        >
          {t('ops.ledger.userTotal')}
        </List.Item>
        <List.Item extra={ledger.wallets}>{t('ops.ledger.wallets')}</List.Item>
      </List>

      <List header={t('ops.ledger.platformAccounts')} className={styles.section}>
        {ledger.platformAccounts.length === 0 ? <List.Item>{t('ops.ledger.noAccounts')}</List.Item> : null}
        {ledger.platformAccounts.map((account) => (
          <List.Item
            key={account.code}
            description={t('ops.ledger.pending', { debit: formatVcoin(account.pendingDebit), credit: formatVcoin(account.pendingCredit) })}
            extra={<span className={styles.amount}>{formatVcoin(account.posted)}</span>}
          >
            {isPlatformAccount(account.code) ? t(`ops.ledger.accountNames.${account.code}`) : <span className={styles.mono}>{account.code}</span>}
          </List.Item>
        ))}
      </List>

      <LastVerify result={verify.data ?? ledger.lastVerify} />

      {verify.isPending ? (
        <p className={styles.progress} role="status" data-testid="ops-ledger-verifying">
          <DotLoading /> {t('ops.ledger.verifying')}
        </p>
      ) : null}
      <div className={styles.button}>
        <Button block color="primary" size="large" loading={verify.isPending} loadingText={t('ops.ledger.verifying')} onClick={run}>
          {t('ops.ledger.verifyNow')}
        </Button>
      </div>
    </div>
  );
}

const isPlatformAccount = (code: string): code is PlatformAccount => (PLATFORM_ACCOUNTS as readonly string[]).includes(code);

export default function LedgerScreen() {
  const { t } = useTranslation();
  const ledger = useQuery(ledgerQuery);
  return (
    <OpsPage title={t('ops.ledger.title')} backTo="/ops" query={ledger}>
      {(data) => <Ledger ledger={data} />}
    </OpsPage>
  );
}
