// The head of /me/VCoinList: the balance (unformatted, '1234.50 VCoin'), what is available, what is
// held for pending payments and what was bought and waits for confirmation (each only when there is
// some), and the two ways on: transfer and buy VCoin. Placeholders while it loads; a retry when it
// cannot be read (the records below stay usable).
import Button from 'antd-mobile/es/components/button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WalletResponse } from '@panel/domain/contract/wallet';
import { vcoinMinor } from '@panel/domain/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../components/page-loading.css';
import { vcoinLabel } from '../../shared/wallet/vcoin-label';
import styles from './wallet.module.css';
import './locales';

const hasSome = (amount: string) => (vcoinMinor(amount) ?? 0n) > 0n;

function HeadFacts({ wallet }: { wallet: WalletResponse }) {
  const { t } = useTranslation();
  const facts = [
    ['available', wallet.available, true],
    ['held', wallet.held, hasSome(wallet.held)],
    ['incoming', wallet.incoming, hasSome(wallet.incoming)],
  ] as const;
  return (
    <dl className={styles.headFacts}>
      {facts
        .filter(([, , shown]) => shown)
        .map(([key, amount]) => (
          <div key={key} className={styles.headFact} data-testid={`wallet-${key}`}>
            <dt>{t(`wallet.head.${key}`)}</dt>
            <dd>{vcoinLabel(amount)}</dd>
          </div>
        ))}
    </dl>
  );
}

export function WalletHead({ query }: { query: UseQueryResult<WalletResponse> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  let body;
  if (query.isPending) {
    body = (
      <div className={styles.headSkeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <span className="page-skeleton__block" style={{ width: 64, height: 14 }} />
        <span className="page-skeleton__block" style={{ width: 200, height: 30 }} />
        <span className="page-skeleton__block" style={{ width: '100%', height: 14 }} />
      </div>
    );
  } else if (query.data) {
    body = (
      <>
        <p className={styles.headLabel}>{t('wallet.head.balance')}</p>
        <p className={styles.headBalance} data-testid="wallet-head-balance">
          {vcoinLabel(query.data.balance)}
        </p>
        <HeadFacts wallet={query.data} />
      </>
    );
  } else {
    body = (
      <div className={styles.headError} role="alert">
        <span>{t('wallet.head.failed')}</span>
        <Button size="small" color="primary" fill="outline" className={styles.tall} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.head} aria-label={t('wallet.head.balance')}>
      {body}
      <div className={styles.headActions}>
        <Button block color="primary" className={styles.tall} onClick={() => void navigate('/me/VCoinTransfer')}>
          {t('wallet.list.transfer')}
        </Button>
        <Button block color="primary" fill="outline" className={styles.tall} onClick={() => void navigate('/me/buyVCoin')}>
          {t('wallet.list.buy')}
        </Button>
      </div>
    </section>
  );
}
