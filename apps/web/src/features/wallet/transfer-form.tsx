// The transfer's first step: whom to send to and how much.
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { amountForInput } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ControlledField } from '../../components/form/controlled-field';
import { currentLocale } from '../../lib/i18n';
import { PartyCard } from './party-card';
import styles from './wallet.module.css';
import { OVER_AVAILABLE, type TransferFlowState } from './use-transfer-flow';

/** The first step: the recipient's UID (looked up as it is left), the amount and a note. */
export function TransferForm({ flow }: { flow: TransferFlowState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, onNext, ids, shownRecipient, lookUp, lookup, amountError, available } = flow;
  let lookupState = null;
  if (shownRecipient?.data) lookupState = <PartyCard party={shownRecipient.data} />;
  else if (shownRecipient?.isFetching)
    lookupState = (
      <span className={styles.lookupState} role="status">
        <DotLoading /> {t('wallet.transfer.lookingUp')}
      </span>
    );

  return (
    <form id={form.formId} noValidate onSubmit={onNext} data-testid="transfer-form">
      <List>
        <ControlledField
          control={form.control}
          name="toUid"
          id={ids.uid}
          label={t('wallet.transfer.uid')}
          hint={t('wallet.transfer.uidHint')}
          inputExtra={
            <Button size="small" color="primary" fill="outline" loading={shownRecipient?.isFetching} onClick={() => void lookUp(form.getValues('toUid'))}>
              {t('wallet.transfer.lookUp')}
            </Button>
          }
        >
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('wallet.transfer.uidPlaceholder')}
              clearable
              onBlur={() => {
                field.onBlur();
                const uid = form.getValues('toUid');
                if (uid.trim() !== '' && uid.trim() !== lookup) void lookUp(uid);
              }}
            />
          )}
        </ControlledField>
        {lookupState ? <List.Item title={t('wallet.transfer.recipient')}>{lookupState}</List.Item> : null}
      </List>
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="amount"
          id={ids.amount}
          label={t('wallet.transfer.amount')}
          hint={t('wallet.transfer.amountHint', { available })}
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('wallet.transfer.amountPlaceholder', { example: amountForInput('10.50', currentLocale()) })}
              clearable
            />
          )}
        </ControlledField>
        {amountError === OVER_AVAILABLE ? (
          <List.Item>
            <span className={styles.meta}>{t('wallet.transfer.amountHint', { available })}</span>{' '}
            <Button size="small" color="primary" fill="outline" className={styles.buyMore} onClick={() => void navigate('/me/buyVCoin')} data-testid="buy-more">
              {t('wallet.transfer.buyMore')}
            </Button>
          </List.Item>
        ) : null}
        <ControlledField control={form.control} name="note" id={ids.note} label={t('wallet.transfer.note')}>
          {(field) => <Input {...field} maxLength={60} autoComplete="off" placeholder={t('wallet.transfer.notePlaceholder')} clearable />}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <Button block type="submit" color="primary" size="large" className={styles.tall}>
          {t('wallet.transfer.next')}
        </Button>
      </div>
    </form>
  );
}
