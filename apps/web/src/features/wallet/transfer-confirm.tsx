// The transfer's confirmation step.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { PAYMENT_PASSWORD_LENGTH } from '@panel/domain/contract/accounts';
import type { VcoinParty } from '@panel/domain/contract/wallet';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import { useTranslation } from 'react-i18next';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { currentLocale } from '../../lib/i18n';
import { waitText } from '../../shared/accounts/account-errors';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { vcoinLabel } from '../../shared/wallet/vcoin-label';
import { PartyCard } from './party-card';
import { ForgotPaymentPassword } from '../../shared/accounts/payment-password';
import styles from './wallet.module.css';
import type { TransferDraft, TransferFlowState } from './use-transfer-flow';

/** The confirmation: whom, how much, the note and what stays available, with the payment password. */
export function TransferConfirm({ flow, draft, recipient }: { flow: TransferFlowState; draft: TransferDraft; recipient: VcoinParty }) {
  const { t } = useTranslation();
  const { available, passwordForm, onConfirm, ids, setFailure, wait, failure, transfer, backToForm } = flow;
  const after = (vcoinMinor(available) ?? 0n) - (vcoinMinor(draft.amount) ?? 0n);
  return (
    <form id={passwordForm.formId} noValidate onSubmit={onConfirm} data-testid="transfer-confirm">
      <p className={styles.intro}>{t('wallet.transfer.confirmTitle')}</p>
      <List>
        <List.Item extra={<PartyCard party={recipient} />}>{t('wallet.transfer.to')}</List.Item>
        <List.Item extra={<strong data-testid="confirm-amount">{vcoinLabel(draft.amount)}</strong>}>{t('wallet.detail.amount')}</List.Item>
        {draft.note ? <List.Item extra={<span className={styles.value}>{draft.note}</span>}>{t('wallet.detail.note')}</List.Item> : null}
        <List.Item extra={vcoinLabel(vcoinText(after))}>{t('wallet.transfer.availableAfter')}</List.Item>
      </List>
      <List className={styles.section}>
        <PasswordFormField
          control={passwordForm.control}
          name="paymentPassword"
          id={ids.password}
          label={t('wallet.transfer.password')}
          placeholder={t('wallet.transfer.passwordPlaceholder')}
          autoComplete="off"
          digits
          maxLength={PAYMENT_PASSWORD_LENGTH}
          onTyped={() => setFailure(null)}
        />
      </List>
      <ForgotPaymentPassword />
      <div className={styles.footer}>
        {wait.running ? (
          <p className={styles.failure} role="alert" data-testid="transfer-wait">
            {waitText(wait.seconds, currentLocale())}
          </p>
        ) : failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <OutcomeUnknown call={transfer} />
        <Button block type="submit" color="primary" size="large" className={styles.tall} loading={transfer.isPending} disabled={wait.running}>
          {t('wallet.transfer.submit')}
        </Button>
        <Button block fill="none" className={styles.tall} disabled={transfer.isPending} onClick={backToForm}>
          {t('wallet.transfer.change')}
        </Button>
      </div>
    </form>
  );
}
