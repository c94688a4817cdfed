// /payment/pixCodePage/:orderId (?topUp=1 for a VCoin purchase): paying with PIX. What is paid and
// how much, the live status with the time left (at zero the code is shown expired), the BR Code as a
// QR image and as its "copia e cola" text with a copy button, and what to do in the bank app. The
// page moves on to the success page by itself once the bank pays.
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../shared/payments/qr-code';
import { CodeScreen } from './code-screen';
import { CopyField } from './copy-field';
import styles from './payment-codes.module.css';

export default function PixCodeScreen() {
  const { t } = useTranslation();
  return (
    <CodeScreen kind="PIX">
      {({ instructions }) => (
        <div className={`${styles.card} ${styles.section}`}>
          <div className={styles.qr} data-testid="pix-qr">
            <QrCode text={instructions.brCode} aria-label={t('paymentCodes.pix.qrLabel')} />
          </div>
          <CopyField label={t('paymentCodes.pix.code')} value={instructions.brCode} code testId="pix-code" />
          <p className={styles.steps}>{t('paymentCodes.pix.steps')}</p>
        </div>
      )}
    </CodeScreen>
  );
}
