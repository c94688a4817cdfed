// A crypto payment that waits for its transfer: what the amount to send is made of (price, fee and
// the payment mark, rows that add up), the chain and token, the exact amount to send (it identifies the payment), the deposit address with its QR code, BEP20's 18 decimals, the time left,
// what arrived against what was asked (short: send the rest or it goes to the wallet; over: the
// surplus goes to the wallet) and the transfers seen with their confirmations (first, once there are some).
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { paymentRequestUri } from '@panel/domain/payment-uri';
import { currentLocale } from '../../lib/i18n';
import { QrCode } from '../../shared/payments/qr-code';
import { amountText, AttemptStatusLine, AttemptSummary, type AttemptWith } from './attempt-page';
import { cryptoBalance, cryptoRows, tokenText } from './attempt-state';
import { CopyField } from './copy-field';
import { CryptoTransfers } from './crypto-transfers';
import styles from './payment-codes.module.css';

/** The chain and token of a crypto payment. */
export function ChainBadges({ chain, token }: { chain: AttemptWith<'CRYPTO'>['instructions']['chain']; token: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.badges} data-testid="crypto-badges">
      <Tag color="primary" fill="outline">
        {t(`paymentCodes.crypto.chainName.${chain}`)}
      </Tag>
      <Tag color="primary" fill="outline">
        {token}
      </Tag>
    </div>
  );
}

/** What arrived against what was asked, said when it is not even. */
function BalanceNotice({ attempt }: { attempt: AttemptWith<'CRYPTO'> }) {
  const { t } = useTranslation();
  const { token } = attempt.instructions;
  const balance = cryptoBalance(attempt);
  if (balance.kind === 'short') {
    const amounts = { received: amountText(attempt.received, token), amount: amountText(attempt.amount, token), rest: amountText(balance.rest, token) };
    // The rest is due by the attempt's own time: said as the hour on this device's clock.
    const time = attempt.expiresAt ? new Date(attempt.expiresAt).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit' }) : null;
    const text = time ? t('paymentCodes.crypto.partialBy', { ...amounts, time }) : t('paymentCodes.crypto.partial', amounts);
    return <NoticeBar className={styles.notice} color="alert" wrap content={text} data-testid="crypto-partial" />;
  }
  if (balance.kind === 'over') {
    return (
      <NoticeBar
        className={styles.notice}
        color="info"
        wrap
        content={t('paymentCodes.crypto.overpaid', { surplus: amountText(balance.surplus, token) })}
        data-testid="crypto-overpaid"
      />
    );
  }
  return null;
}

/** What the amount to send is made of, rows that add up to it: the price, the fee, and the payment mark that tells this payment apart (said why). */
function CryptoSum({ attempt }: { attempt: AttemptWith<'CRYPTO'> }) {
  const { t } = useTranslation();
  const { token } = attempt.instructions;
  const rows = cryptoRows(attempt);
  const row = (key: keyof typeof rows, label: string) => (
    <List.Item extra={<span className={key === 'amount' ? styles.amount : undefined} data-testid={`crypto-sum-${key}`}>{`${rows[key]} ${token}`}</span>}>
      {label}
    </List.Item>
  );
  return (
    <div className={styles.section}>
      <List>
        {row('price', t('paymentCodes.crypto.price'))}
        {row('fee', t('paymentCodes.crypto.fee'))}
        {row('mark', t('paymentCodes.crypto.mark'))}
        {row('amount', t('paymentCodes.crypto.exact'))}
      </List>
      <p className={`${styles.steps} ${styles.sumHint}`} data-testid="crypto-mark-hint">
        {t('paymentCodes.crypto.markHint')}
      </p>
    </div>
  );
}

export function CryptoLive({ attempt, secondsLeft }: { attempt: AttemptWith<'CRYPTO'>; secondsLeft: number | null }) {
  const { t } = useTranslation();
  const { chain, token, address, amount, decimals, contract } = attempt.instructions;
  // Partly paid: what is left goes to the same address.
  const balance = cryptoBalance(attempt);
  const toSend = balance.kind === 'short' ? tokenText(balance.rest) : amount;
  const seen = attempt.transfers.length > 0;
  // The chain's payment request where wallets read one (token, network and amount filled in), else the address.
  const qr = paymentRequestUri({ chain, token, address, amount: toSend, decimals, contract });
  const request = qr !== address;
  return (
    <>
      <AttemptSummary attempt={attempt} amounts={false} />
      <CryptoSum attempt={attempt} />
      <AttemptStatusLine attempt={attempt} secondsLeft={secondsLeft} />
      <div role="status">
        <BalanceNotice attempt={attempt} />
      </div>
      {/* Once money is on its way, its confirmations are what the buyer watches: first. */}
      {seen ? <CryptoTransfers attempt={attempt} /> : null}
      <div className={`${styles.card} ${styles.section}`}>
        <ChainBadges chain={chain} token={token} />
        <CopyField
          label={balance.kind === 'short' ? t('paymentCodes.crypto.rest') : t('paymentCodes.crypto.exact')}
          value={toSend}
          unit={token}
          strong
          testId="crypto-amount"
        />
        <p className={styles.steps}>{t('paymentCodes.crypto.exactHint')}</p>
        {chain === 'BEP20' ? (
          <NoticeBar
            className={styles.notice}
            color="alert"
            wrap
            content={t('paymentCodes.crypto.decimals', { token, amount: toSend, decimals })}
            data-testid="crypto-decimals"
          />
        ) : null}
        <div className={styles.qr} data-testid="crypto-address-qr" data-qr={qr}>
          <QrCode
            text={qr}
            aria-label={
              request
                ? t('paymentCodes.crypto.requestQr', { amount: toSend, token, chain: t(`paymentCodes.crypto.chainName.${chain}`) })
                : t('paymentCodes.crypto.addressQr')
            }
          />
        </div>
        <p className={styles.steps}>{request ? t('paymentCodes.crypto.requestQrHint') : t('paymentCodes.crypto.addressQrHint')}</p>
        <CopyField label={t('paymentCodes.crypto.address')} value={address} code testId="crypto-address" />
      </div>
      {seen ? null : <CryptoTransfers attempt={attempt} />}
    </>
  );
}
