// /payment/barcodePage/:orderId (?topUp=1 for a VCoin purchase): paying with a boleto. What is paid
// and how much, the live status (a boleto takes up to 3 business days to clear), the due date, the
// typed line with a copy button (the digits alone are copied), the barcode, and the boleto's
// document to download. The page moves on to the success page by itself once the boleto clears.
import { useTranslation } from 'react-i18next';
import { ItfBarcode } from '../../shared/payments/itf-barcode';
import { CodeScreen } from './code-screen';
import { CopyField } from './copy-field';
import { dateText } from './date-text';
import styles from './payment-codes.module.css';

export default function BarcodeScreen() {
  const { t } = useTranslation();
  return (
    <CodeScreen kind="BOLETO" clock={false}>
      {({ instructions }) => (
        <>
          <p className={`${styles.muted} ${styles.note}`} data-testid="boleto-clearing">
            {t('paymentCodes.boleto.clearing')}
          </p>
          <div className={`${styles.card} ${styles.section}`}>
            <div className={styles.copyField}>
              <span className={styles.fieldLabel}>{t('paymentCodes.boleto.dueDate')}</span>
              <span className={styles.amount} data-testid="boleto-due">
                {dateText(instructions.dueDate)}
              </span>
            </div>
            <CopyField label={t('paymentCodes.boleto.line')} value={instructions.formattedLine} copy={instructions.line} code testId="boleto-line" />
            <div className={styles.barcode} data-testid="boleto-barcode">
              <ItfBarcode digits={instructions.barcode} label={t('paymentCodes.boleto.barcodeLabel')} />
            </div>
            <a className={styles.linkButton} href={instructions.documentUrl} target="_blank" rel="noopener noreferrer" data-testid="boleto-download">
              {t('paymentCodes.boleto.download')}
            </a>
            <p className={styles.steps}>{t('paymentCodes.boleto.steps')}</p>
          </div>
        </>
      )}
    </CodeScreen>
  );
}
