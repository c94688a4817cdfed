// The recharge form's parts: the card picked, the recently recharged accounts to tap, the summary of units.
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { historyAccountsQuery, rechargeCardQuery } from './recharge-api';
import { parseAccounts, unitsSummary } from './recharge-rules';
import { CardLine } from './recharge-ui';
import styles from './recharge.module.css';

/** Recently recharged accounts offered under the field (all of them on /recharge/historyAccount). */
const OFFERED_ACCOUNTS = 6;

/** The card picked: a row that opens the picker, or why it cannot be used. */
export function CardField({ cardId, onPick }: { cardId: string; onPick: () => void }) {
  const { t } = useTranslation();
  const card = useQuery({ ...rechargeCardQuery(cardId), enabled: cardId !== '' });
  if (cardId === '')
    return (
      <List.Item onClick={onPick} description={t('recharge.start.pickCardHint')} data-testid="pick-card">
        {t('recharge.start.pickCard')}
      </List.Item>
    );
  if (card.isPending) return <PageLoading variant="list" rows={1} />;
  if (card.isError) {
    const missing = card.error instanceof ApiError && card.error.code !== ERROR_CODES.NETWORK && card.error.status < 500;
    return (
      <List.Item
        onClick={missing ? onPick : () => void card.refetch()}
        description={missing ? t('recharge.start.cardMissing') : t('common.retry')}
        data-testid="card-failed"
      >
        {missing ? t('recharge.start.pickCard') : t('recharge.start.cardLoadFailed')}
      </List.Item>
    );
  }
  return <CardLine card={card.data} onOpen={onPick} change={t('recharge.start.changeCard')} />;
}

/** Recently recharged accounts to tap into the list (tapped again, taken out). */
export function OfferedAccounts({ typed, onToggle, onMore }: { typed: string; onToggle: (account: string) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const history = useQuery(historyAccountsQuery);
  const offered = (history.data ?? []).slice(0, OFFERED_ACCOUNTS);
  if (offered.length === 0) return null;
  const chosen = new Set(parseAccounts(typed));
  return (
    <List header={t('recharge.start.recentAccounts')} className={styles.section}>
      <div className={styles.chips} data-testid="offered-accounts">
        {offered.map(({ account }) => (
          <button
            key={account}
            type="button"
            className={styles.chip}
            aria-pressed={chosen.has(account)}
            onClick={() => onToggle(account)}
            data-account={account}
          >
            {account}
          </button>
        ))}
        <button type="button" className={`${styles.chip} ${styles.chipMore}`} onClick={onMore} data-testid="more-accounts">
          {t('recharge.start.recentAccountsMore')}
        </button>
      </div>
    </List>
  );
}

export function Summary({ accounts, quantity, free }: { accounts: string; quantity: string; free: number | undefined }) {
  const { t } = useTranslation();
  const summary = unitsSummary(accounts, quantity, free ?? 0);
  const short = free !== undefined && summary.needed > 0 && !summary.enough;
  return (
    <List header={t('recharge.start.summary')} className={styles.section}>
      <dl className={styles.summary} data-testid="summary">
        <dt>{t('recharge.start.summaryAccounts')}</dt>
        <dd data-testid="summary-accounts">{summary.accounts}</dd>
        <dt>{t('recharge.start.summaryQuantity')}</dt>
        <dd>{summary.quantity || '–'}</dd>
        <dt>{t('recharge.start.summaryNeeded')}</dt>
        <dd className={short ? styles.short : undefined} data-testid="summary-needed">
          {summary.needed}
        </dd>
        <dt>{t('recharge.start.summaryFree')}</dt>
        <dd data-testid="summary-free">{free ?? '–'}</dd>
      </dl>
      {short ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="not-enough">
          {t('recharge.start.notEnough', { needed: summary.needed, free })}
        </p>
      ) : null}
    </List>
  );
}
