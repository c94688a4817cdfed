// The way into the VCoin wallet from "me": the balance, unformatted ('1234.50 VCoin'), on a row
// that opens /me/VCoinList. While the balance loads the row shows a placeholder bar; when it cannot
// be read the row says so and still opens the wallet (which has its own retry).
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { CoinIcon } from '../../components/coin-icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../components/page-loading.css';
import { vcoinLabel } from './vcoin-label';
import { walletQuery } from './wallet-api';
import './wallet.css';
import './locales';

export function WalletEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useQuery(walletQuery);
  let balance;
  if (wallet.isPending) {
    balance = (
      <span className="wallet-entry__loading" role="status" aria-label={t('walletEntry.loading')}>
        <span className="page-skeleton__block wallet-entry__bar" />
      </span>
    );
  } else if (wallet.data) {
    balance = (
      <span className="wallet-entry__balance" data-testid="wallet-balance">
        {vcoinLabel(wallet.data.balance)}
      </span>
    );
  } else {
    balance = <span className="wallet-entry__failed">{t('walletEntry.failed')}</span>;
  }
  return (
    <List header={t('walletEntry.header')} className={className}>
      <List.Item prefix={<CoinIcon />} description={t('walletEntry.hint')} extra={balance} onClick={() => void navigate('/me/VCoinList')}>
        {t('walletEntry.title')}
      </List.Item>
    </List>
  );
}
