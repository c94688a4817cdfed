// /payment/crypto/:orderId (?topUp=1 for a VCoin purchase): paying with USDT or USDC. Without a live
// crypto attempt the buyer chooses the token and network, reads the quote and gets an address; with
// one, the page shows what to send where, the time left and the transfers seen as they confirm, and
// moves on by itself once paid (the order's success page, or the VCoin records for a purchase). An
// expired or failed attempt says so, with its transfers (a late one is credited to the wallet), a
// new address, or another way to pay.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { AttemptEnded, AttemptPaid, AttemptSummary, loadStateOf, NoAttempt, useAttemptPage, usePayable, type AttemptWith } from './attempt-page';
import { useCodeTitle } from './code-screen';
import { CryptoChooser } from './crypto-chooser';
import { CryptoLive } from './crypto-live';
import { CryptoTransfers } from './crypto-transfers';
import styles from './payment-codes.module.css';
import './locales';

function CryptoBody() {
  const { t } = useTranslation();
  const page = useAttemptPage('CRYPTO');
  const { payable, query, attempt, state } = page;
  // After an ended attempt, the buyer asked for a new address.
  const [choosing, setChoosing] = useState(false);
  if (!payable) return <NoAttempt payable={null} />;
  const loading = loadStateOf(query);
  if (loading) return loading;
  const started = (fresh: unknown) => {
    setChoosing(false);
    if (!fresh) void query.refetch();
  };
  // No attempt yet, or the last one ended and was not crypto (a purchase tried another way first).
  if (!attempt || !state || (state.kind === 'ended' && (choosing || attempt.type !== 'CRYPTO'))) return <CryptoChooser payable={payable} onStarted={started} />;
  if (state.kind === 'paid') return <AttemptPaid />;
  if (state.kind === 'elsewhere') return <PageLoading />;
  if (state.kind === 'ended') {
    const newAddress = (
      <Button block color="primary" className={styles.tall} onClick={() => setChoosing(true)}>
        {t('paymentCodes.crypto.newAddress')}
      </Button>
    );
    return (
      <>
        <AttemptSummary attempt={attempt} />
        <AttemptEnded attempt={attempt} status={state.status} payable={payable} action={newAddress}>
          {attempt.transfers.length > 0 ? <CryptoTransfers attempt={attempt} /> : null}
        </AttemptEnded>
      </>
    );
  }
  return <CryptoLive attempt={attempt as AttemptWith<'CRYPTO'>} secondsLeft={page.secondsLeft} />;
}

export default function CryptoScreen() {
  const title = useCodeTitle('CRYPTO');
  const payable = usePayable();
  const backTo = !payable ? '/order' : payable.topUp ? '/me/buyVCoin' : `/payment/detail/${encodeURIComponent(payable.id)}`;
  return (
    <LocalizedUi>
      <Page title={title} backTo={backTo}>
        <CryptoBody />
      </Page>
    </LocalizedUi>
  );
}
