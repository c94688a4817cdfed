// /me/VCoinTransfer: sends VCoin to another user. Without a payment password it leads to
// /me/vcoinPasswordSet first (saying why; that screen comes back here). Then three steps on one
// screen: the recipient's UID (looked up, showing their nickname and picture before anything moves;
// 130026 says no user has it) with the amount (either decimal separator; not zero, not above what is
// available, which offers Buy VCoin) and a note; the confirmation with the 6-digit payment password
// (1000064 clears it and says so, 140029 shows the wait); and the receipt. One Idempotency-Key per
// transfer attempt, the same on a retry after no answer, so a double tap moves the VCoin once.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { useQuery } from '@tanstack/react-query';
import type { TransferReceipt, WalletResponse } from '@panel/domain/contract/wallet';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { goBack } from '../../lib/go-back';
import { vcoinLabel } from '../../shared/wallet/vcoin-label';
import { walletQuery } from '../../shared/wallet/wallet-api';
import { PartyCard } from './party-card';
import styles from './wallet.module.css';
import { TransferConfirm } from './transfer-confirm';
import { TransferForm } from './transfer-form';
import { useTransferFlow } from './use-transfer-flow';
import './locales';

function NeedPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="need-payment-password">
      <ErrorBlock status="default" title={t('wallet.transfer.needPasswordTitle')} description={t('wallet.transfer.needPasswordText')} />
      <Button color="primary" className={styles.tall} onClick={() => void navigate('/me/vcoinPasswordSet')}>
        {t('wallet.transfer.setPassword')}
      </Button>
    </div>
  );
}

function Receipt({ receipt }: { receipt: TransferReceipt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="transfer-receipt">
      <Result status="success" title={t('wallet.transfer.doneTitle')} description={vcoinLabel(receipt.amount)} />
      <List className={styles.section}>
        <List.Item extra={<PartyCard party={receipt.to} />}>{t('wallet.transfer.to')}</List.Item>
        <List.Item extra={vcoinLabel(receipt.amount)}>{t('wallet.detail.amount')}</List.Item>
        <List.Item extra={<span data-testid="receipt-balance-after">{vcoinLabel(receipt.balanceAfter)}</span>}>{t('wallet.transfer.balanceAfter')}</List.Item>
        <List.Item extra={formatDate(receipt.createdAt)}>{t('wallet.transfer.time')}</List.Item>
        <List.Item arrow onClick={() => void navigate(`/me/VCoinList/${receipt.recordId}`, { replace: true })}>
          {t('wallet.transfer.viewRecord')}
        </List.Item>
      </List>
      <div className={styles.footer}>
        <Button block color="primary" size="large" className={styles.tall} onClick={() => goBack(navigate, '/me/VCoinList')}>
          {t('wallet.transfer.backToList')}
        </Button>
      </div>
    </div>
  );
}

function TransferFlow({ wallet }: { wallet: WalletResponse }) {
  const flow = useTransferFlow(wallet);
  if (flow.step === 'done' && flow.receipt) return <Receipt receipt={flow.receipt} />;
  if (flow.step === 'confirm' && flow.draft && flow.shownRecipient?.data)
    return <TransferConfirm flow={flow} draft={flow.draft} recipient={flow.shownRecipient.data} />;
  return <TransferForm flow={flow} />;
}

export default function TransferScreen() {
  const { t } = useTranslation();
  // Fresh on every visit: coming back from setting the payment password must see it set.
  const wallet = useQuery({ ...walletQuery, refetchOnMount: 'always' });
  let body;
  if (wallet.isPending || (wallet.data && !wallet.data.hasPaymentPassword && wallet.isFetching)) body = <PageLoading />;
  else if (wallet.isError) body = <PageError error={wallet.error} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />;
  else if (!wallet.data.hasPaymentPassword) body = <NeedPassword />;
  else body = <TransferFlow wallet={wallet.data} />;
  return (
    <LocalizedUi>
      <Page title={t('wallet.transfer.title')} backTo="/me/VCoinList">
        {body}
      </Page>
    </LocalizedUi>
  );
}
