// The transfers the chain has shown for a crypto payment: each one's amount, state and
// confirmations (a bar towards those its chain requires), and what it means when it arrived late
// (credited to the VCoin wallet) or on another chain (the platform reviews it).
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import type { CryptoTransferView, PaymentAttemptView } from '@panel/domain/contract/payments';
import { CONFIRMATIONS_REQUIRED } from '@panel/domain/payments';
import { useTranslation } from 'react-i18next';
import { amountText } from './attempt-page';
import { confirmationPercent } from './attempt-state';
import styles from './payment-codes.module.css';

const TRANSFER_COLOR = { COUNTING: 'warning', CREDITED: 'success', REVIEW: 'danger' } as const;

function TransferRow({ transfer, required }: { transfer: CryptoTransferView; required: number }) {
  const { t } = useTranslation();
  const shown = Math.min(transfer.confirmations, required);
  return (
    <li className={styles.transfer} data-testid="crypto-transfer" data-status={transfer.status}>
      <div className={styles.transferHead}>
        <span className={styles.amount}>{amountText(transfer.amount, transfer.token)}</span>
        <Tag color={TRANSFER_COLOR[transfer.status]}>{t(`paymentCodes.crypto.transferStatus.${transfer.status}`)}</Tag>
      </div>
      {transfer.status === 'REVIEW' ? null : (
        <>
          <ProgressBar percent={confirmationPercent(transfer.confirmations, required)} aria-hidden="true" />
          <span className={styles.muted} data-testid="crypto-confirmations">
            {t('paymentCodes.crypto.confirmations', { count: shown, required })}
          </span>
        </>
      )}
      {transfer.late ? <span className={styles.muted}>{t('paymentCodes.crypto.late')}</span> : null}
      {transfer.status === 'REVIEW' ? <span className={styles.muted}>{t('paymentCodes.crypto.review')}</span> : null}
      <span className={styles.hash}>
        {t(`paymentCodes.crypto.chainName.${transfer.chain}`)} · {transfer.txHash}
      </span>
    </li>
  );
}

/** The attempt's transfers, newest as the server lists them; a line saying none arrived yet while it waits. */
export function CryptoTransfers({ attempt }: { attempt: PaymentAttemptView }) {
  const { t } = useTranslation();
  const instructions = attempt.instructions.kind === 'CRYPTO' ? attempt.instructions : null;
  const requiredOn = (transfer: CryptoTransferView) =>
    instructions && transfer.chain === instructions.chain ? instructions.confirmationsRequired : CONFIRMATIONS_REQUIRED[transfer.chain];
  return (
    <section className={styles.section} aria-labelledby="crypto-transfers">
      <h2 className={styles.header} id="crypto-transfers">
        {t('paymentCodes.crypto.transfers')}
      </h2>
      {attempt.transfers.length === 0 ? (
        <p className={`${styles.card} ${styles.steps}`} data-testid="crypto-no-transfers">
          {/* TronGrid lists a TRC-20 transfer only once its block is solidified: nothing shows while it confirms. */}
          {instructions?.chain === 'TRC20' ? t('paymentCodes.crypto.noTransfersConfirmedOnly') : t('paymentCodes.crypto.noTransfers')}
        </p>
      ) : (
        <ul className={styles.transfers}>
          {attempt.transfers.map((transfer) => (
            <TransferRow key={transfer.txHash} transfer={transfer} required={requiredOn(transfer)} />
          ))}
        </ul>
      )}
    </section>
  );
}
