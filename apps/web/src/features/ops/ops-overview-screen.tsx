// /ops: the platform operator's home: the top-ups waiting for review (a tap opens them), the VCoin
// users hold, the messages kept unsent, the last ledger check, the ways to the other screens (the
// online and crypto payment screens, and the sandbox while the simulator runs), and each payment
// provider's state: live, the simulator (with a warning), or off.
import List from 'antd-mobile/es/components/list';
import Badge from 'antd-mobile/es/components/badge';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import type { OpsOverview } from '@panel/domain/contract/ops';
import { formatDate, formatVcoin } from '@panel/domain/format';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import { CoinIcon, ReceiptIcon } from '../../components/coin-icon';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { overviewQuery } from './ops-api';
import { OpsPage } from './ops-page';
import styles from './ops.module.css';
import './locales';

const STATE_COLOR: Record<OpsOverview['paymentProviders'][number]['state'], 'success' | 'warning' | 'default'> = {
  live: 'success',
  simulator: 'warning',
  off: 'default',
};

function Overview({ overview }: { overview: OpsOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lastVerify } = overview;
  // The sandbox screen exists only while the simulator runs (PAYMENTS_SANDBOX).
  const simulator = overview.paymentProviders.some((row) => row.state === 'simulator');
  return (
    <div className={styles.body}>
      <div className={styles.stats}>
        <button type="button" className={styles.stat} onClick={() => void navigate('/ops/topups')} data-testid="ops-topups-waiting">
          <span className={styles.statLabel}>{t('ops.overview.topUpsWaiting')}</span>
          <span className={`${styles.statValue}${overview.topUpsWaiting > 0 ? ` ${styles.failed}` : ''}`}>{overview.topUpsWaiting}</span>
        </button>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('ops.overview.userTotal')}</span>
          <span className={styles.statValue} data-testid="ops-user-total">
            {formatVcoin(overview.userTotal)}
          </span>
        </div>
        <button type="button" className={styles.stat} onClick={() => void navigate('/ops/messages')}>
          <span className={styles.statLabel}>{t('ops.overview.unsentMessages')}</span>
          <span className={styles.statValue}>{overview.unsentMessages}</span>
        </button>
        <button type="button" className={styles.stat} onClick={() => void navigate('/ops/ledger')} data-testid="ops-last-verify">
          <span className={styles.statLabel}>{t('ops.overview.lastVerify')}</span>
          {lastVerify ? (
            <>
              <span className={`${styles.statValue} ${lastVerify.ok ? styles.ok : styles.failed}`}>
                {lastVerify.ok ? t('ops.overview.verifyOk') : t('ops.overview.verifyFailed')}
              </span>
              <span className={styles.statNote}>{formatDate(lastVerify.at)}</span>
            </>
          ) : (
            <span className={styles.statValue}>{t('ops.never')}</span>
          )}
        </button>
      </div>

      <List header={t('ops.overview.screens')} className={styles.section}>
        <List.Item
          prefix={<CoinIcon />}
          description={t('ops.overview.topUpsWaitingHint')}
          extra={overview.topUpsWaiting > 0 ? <Badge content={overview.topUpsWaiting} /> : undefined}
          onClick={() => void navigate('/ops/topups')}
        >
          {t('ops.overview.topups')}
        </List.Item>
        <List.Item prefix={<HistogramOutline aria-hidden="true" />} description={t('ops.overview.ratesHint')} onClick={() => void navigate('/ops/rates')}>
          {t('ops.overview.rates')}
        </List.Item>
        <List.Item
          prefix={<BankcardOutline aria-hidden="true" />}
          description={t('ops.overview.bankAccountHint')}
          onClick={() => void navigate('/ops/bank-account')}
        >
          {t('ops.overview.bankAccount')}
        </List.Item>
        <List.Item prefix={<FileOutline aria-hidden="true" />} description={t('ops.overview.ledgerHint')} onClick={() => void navigate('/ops/ledger')}>
          {t('ops.overview.ledger')}
        </List.Item>
        <List.Item
          prefix={<MailOutline aria-hidden="true" />}
          description={t('ops.overview.messagesHint')}
          extra={overview.unsentMessages > 0 ? String(overview.unsentMessages) : undefined}
          onClick={() => void navigate('/ops/messages')}
        >
          {t('ops.overview.messages')}
        </List.Item>
        <List.Item
          prefix={<UnorderedListOutline aria-hidden="true" />}
          description={t('ops.overview.actionsHint')}
          onClick={() => void navigate('/ops/actions')}
        >
          {t('ops.overview.actions')}
        </List.Item>
      </List>

      <List header={t('ops.overview.paymentScreens')} className={styles.section}>
        <List.Item prefix={<ReceiptIcon />} description={t('ops.overview.paymentsHint')} onClick={() => void navigate('/ops/payments')}>
          {t('ops.overview.payments')}
        </List.Item>
        <List.Item prefix={<SendOutline aria-hidden="true" />} description={t('ops.overview.eventsHint')} onClick={() => void navigate('/ops/payments/events')}>
          {t('ops.overview.events')}
        </List.Item>
        <List.Item
          prefix={<ExclamationShieldOutline aria-hidden="true" />}
          description={t('ops.overview.cryptoReviewHint')}
          onClick={() => void navigate('/ops/crypto-review')}
        >
          {t('ops.overview.cryptoReview')}
        </List.Item>
        <List.Item prefix={<ReceiptIcon />} description={t('ops.overview.debtsHint')} onClick={() => void navigate('/ops/debts')}>
          {t('ops.overview.debts')}
        </List.Item>
        {simulator ? (
          <List.Item prefix={<AppstoreOutline aria-hidden="true" />} description={t('ops.overview.sandboxHint')} onClick={() => void navigate('/ops/sandbox')}>
            {t('ops.overview.sandbox')}
          </List.Item>
        ) : null}
      </List>

      <List header={t('ops.overview.providers.title')} className={styles.section} data-testid="ops-payment-providers">
        {simulator ? (
          <List.Item>
            <NoticeBar wrap color="alert" content={t('ops.overview.providers.simulatorWarning')} data-testid="ops-simulator-warning" />
          </List.Item>
        ) : null}
        {overview.paymentProviders.map(({ provider, state }) => (
          <List.Item key={provider} data-provider={provider} extra={<Tag color={STATE_COLOR[state]}>{t(`ops.overview.providers.state.${state}`)}</Tag>}>
            {t(`ops.overview.providers.name.${provider}`)}
          </List.Item>
        ))}
        {overview.paymentProviders.some((row) => row.state === 'off') ? (
          <List.Item>
            <span className={styles.statNote}>{t('ops.overview.providers.offNote')}</span>
          </List.Item>
        ) : null}
      </List>

      {overview.chains.length > 0 ? (
        <List header={t('ops.overview.chains.title')} className={styles.section} data-testid="ops-chains">
          {overview.chains.map((line) => (
            <List.Item
              key={line.chain}
              data-chain={line.chain}
              extra={
                <Tag color={line.lastError ? 'danger' : line.lagBlocks > 0 ? 'warning' : 'success'}>
                  {line.lastError
                    ? t('ops.overview.chains.failing')
                    : line.lagBlocks > 0
                      ? t('ops.overview.chains.behind', { count: line.lagBlocks })
                      : t('ops.overview.chains.upToDate')}
                </Tag>
              }
              description={
                <>
                  {[line.host ? t('ops.overview.chains.via', { host: line.host }) : null, t('ops.overview.chains.checked', { at: formatDate(line.checkedAt) })]
                    .filter(Boolean)
                    .join(' · ')}
                  {line.lastError ? (
                    <span className={styles.chainError} data-testid="chain-error">
                      {t('ops.overview.chains.failed', { at: formatDate(line.lastErrorAt ?? line.checkedAt), error: line.lastError })}
                    </span>
                  ) : null}
                </>
              }
            >
              {line.chain}
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}

export default function OpsOverviewScreen() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery);
  return (
    <OpsPage title={t('ops.overview.title')} backTo="/me" query={overview}>
      {(data) => <Overview overview={data} />}
    </OpsPage>
  );
}
