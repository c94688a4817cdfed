// /recharge: recharges 1 to 20 client accounts with units of a recharge card. The card (picked on
// /recharge/selectCard), the accounts (typed one a line or pasted as a list split on commas, spaces
// and new lines; the recently recharged ones offered to tap, all of them on /recharge/historyAccount),
// a quantity per account, and a summary of the units needed (accounts x quantity) against the
// card's free units. Start asks for the recharge with one Idempotency-Key per submit attempt and
// opens its result (/recharge/result/{taskId}). The draft survives the trips to the pickers.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { RECHARGE_QUANTITY_MAX } from '@panel/domain/contract/recharge';
import { LIMITS } from '@panel/domain/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ControlledField } from '../../components/form/controlled-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { accountsRule, parseAccounts } from './recharge-rules';
import styles from './recharge.module.css';
import { CardField, OfferedAccounts, Summary } from './recharge-form-parts';
import { useRechargeForm } from './use-recharge-form';
import './locales';

const { RECHARGE_ACCOUNTS_MAX } = LIMITS;

function RechargeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ids, cardId, picked, failure, start, form, cardError, accounts, quantity, duplicates, onToggle, onSubmit } = useRechargeForm();

  const onPick = () => void navigate('/recharge/selectCard');
  const notRecharge = picked && picked.type !== 'RECHARGE_CARD';
  const count = parseAccounts(accounts).length;

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} data-testid="recharge-form">
      <p className={styles.intro}>{t('recharge.start.intro')}</p>
      <List header={t('recharge.start.card')} className={styles.section}>
        <CardField cardId={cardId} onPick={onPick} />
      </List>
      {cardError?.message ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="card-error">
          {t('recharge.start.pickCardFirst')}
        </p>
      ) : null}
      {notRecharge ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert">
          {t('recharge.start.notRechargeCard')}
        </p>
      ) : null}
      {picked && !notRecharge && picked.counts.free <= 0 ? (
        <p className={`${styles.intro} ${styles.failure}`} role="alert" data-testid="no-free">
          {t('recharge.start.noFree')}
        </p>
      ) : null}
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="accounts"
          id={ids.accounts}
          label={t('recharge.start.accounts')}
          hint={
            duplicates.length > 0
              ? t('recharge.start.duplicates', { accounts: duplicates.join(', ') })
              : t('recharge.start.accountsHint', { count, max: RECHARGE_ACCOUNTS_MAX })
          }
        >
          {(field) => (
            <TextArea
              {...field}
              className={styles.accounts}
              autoSize={{ minRows: 3, maxRows: 10 }}
              autoComplete="off"
              placeholder={t('recharge.start.accountsPlaceholder')}
              // More than 20 or a duplicate is said as it is typed or pasted; once said (or once
              // submitted), each edit checks the list again.
              onChange={(value) => {
                field.onChange(value);
                const refusal = accountsRule(value);
                const live = refusal === 'validation.accountsMax' || refusal === 'validation.accountsDuplicate';
                if (live || form.formState.isSubmitted || form.getFieldState('accounts').error) void form.trigger('accounts');
              }}
            />
          )}
        </ControlledField>
      </List>
      {duplicates.length > 0 && form.formState.errors.accounts ? (
        <p className={`${styles.intro} ${styles.failure}`} data-testid="duplicates">
          {t('recharge.start.duplicates', { accounts: duplicates.join(', ') })}
        </p>
      ) : null}
      <OfferedAccounts typed={accounts} onToggle={onToggle} onMore={() => void navigate('/recharge/historyAccount')} />
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="quantity"
          id={ids.quantity}
          label={t('recharge.start.quantity')}
          hint={t('recharge.start.quantityHint', { max: RECHARGE_QUANTITY_MAX })}
        >
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" placeholder={t('recharge.start.quantityPlaceholder')} clearable />}
        </ControlledField>
      </List>
      <Summary accounts={accounts} quantity={quantity} free={picked?.counts.free} />
      <div className={styles.footer}>
        {failure ? (
          <div role="alert" data-testid="start-failure">
            <p className={styles.failure}>{failure.text}</p>
            {failure.running !== undefined ? (
              <Button
                size="small"
                color="primary"
                fill="outline"
                className={styles.runningLink}
                // The draft stays: coming back to /recharge shows it again.
                onClick={() =>
                  form.leaveAfterSave(
                    () => void navigate(failure.running ? `/recharge/result/${encodeURIComponent(failure.running)}` : '/recharge/list?status=IN_PROGRESS'),
                  )
                }
                data-testid="open-running"
                data-task={failure.running ?? undefined}
              >
                {t('recharge.start.openRunning')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <OutcomeUnknown call={start} />
        <Button block type="submit" color="primary" size="large" className={styles.tall} loading={start.isPending}>
          {t('recharge.start.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function RechargeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LocalizedUi>
      <Page
        title={t('recharge.start.title')}
        backTo="/home"
        right={
          <Button size="small" color="primary" fill="none" onClick={() => void navigate('/recharge/recent')}>
            {t('recharge.start.records')}
          </Button>
        }
      >
        <RechargeForm />
      </Page>
    </LocalizedUi>
  );
}
