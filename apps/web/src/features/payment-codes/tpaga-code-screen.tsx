// /payment/tpagaCodePage/:orderId (?topUp=1 for a VCoin purchase): paying with tpaga. What is paid
// and how much, the live status with the time left, the payment link as a QR code to scan with the
// tpaga app and as a button that opens it on this phone. The page moves on by itself once paid.
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../shared/payments/qr-code';
import { CodeScreen } from './code-screen';
import styles from './payment-codes.module.css';

export default function TpagaCodeScreen() {
  const { t } = useTranslation();
  return (
    <CodeScreen kind="PAYMENT_CODE">
      {({ instructions }) => (
        <div className={`${styles.card} ${styles.section}`}>
          <div className={styles.qr} data-testid="tpaga-qr">
            <QrCode text={instructions.url} aria-label={t('paymentCodes.tpaga.qrLabel')} />
          </div>
          <a className={styles.linkButton} data-solid="true" href={instructions.url} target="_blank" rel="noopener noreferrer" data-testid="tpaga-open">
            {t('paymentCodes.tpaga.open')}
          </a>
          <p className={styles.steps}>{t('paymentCodes.tpaga.steps')}</p>
        </div>
      )}
    </CodeScreen>
  );
}
