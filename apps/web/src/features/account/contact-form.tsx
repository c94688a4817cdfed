// The first step of setting or changing the account's email or phone: the new address, to which a
// code is sent; /me/emailPhoneVerify takes the code. Leaving with a typed address asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { ContactChannel } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountField, EMPTY_ACCOUNT, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { accountFailureText, failureField } from '../../shared/accounts/account-errors';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { securityInfoQuery, sendChangeEmailCode, sendChangePhoneCode } from './account-api';
import styles from './account.module.css';
import { startVerifyTask, VERIFY_PATH } from './verify-task';
import './locales';

/** The address typed, as the server will store it (lower-case email; phone digits with its country code). */
function normalized(value: AccountValue, channel: ContactChannel): string {
  if (channel === 'EMAIL') return value.email.trim().toLowerCase();
  const digits = value.phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? digits : `+${value.areaCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
}

function ContactForm({ channel, current }: { channel: ContactChannel; current: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState<AccountValue>({ ...EMPTY_ACCOUNT, channel });
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const typed = (channel === 'EMAIL' ? value.email : value.phone).trim();
  useUnsavedChanges(typed !== '' && !sending, { allow: [VERIFY_PATH] });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = validateAccount(value, channel);
    if (invalid) {
      setError(t(invalid));
      document.getElementById(id)?.focus();
      return;
    }
    if (current && normalized(value, channel) === current.toLowerCase()) {
      setError(t('account.contact.same'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const areaCode = value.areaCode.replace(/\D/g, '') || undefined;
      const sent = channel === 'EMAIL' ? await sendChangeEmailCode(value.email.trim()) : await sendChangePhoneCode(value.phone.trim(), areaCode);
      const task =
        channel === 'EMAIL'
          ? startVerifyTask({ kind: 'CHANGE_EMAIL' as const, email: value.email.trim() }, sent)
          : startVerifyTask({ kind: 'CHANGE_PHONE' as const, phone: value.phone.trim(), areaCode }, sent);
      void navigate(VERIFY_PATH, { state: task });
    } catch (failed) {
      const text = accountFailureText(failed, currentLocale());
      const field = failureField(failed);
      const aboutField =
        field === 'email' ||
        field === 'phone' ||
        (failed instanceof ApiError && (failed.code === ERROR_CODES.ACCOUNT_ALREADY_USED || failed.code === ERROR_CODES.ACCOUNT_FORMAT_INCORRECT));
      if (aboutField) setError(text);
      else setFailure(text);
      setSending(false);
    }
  };

  const label = channel === 'EMAIL' ? t('account.contact.newEmail') : t('account.contact.newPhone');
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <List className={styles.list}>
        <List.Item extra={<span className={current ? styles.value : `${styles.value} ${styles.valueMissing}`}>{current ?? t('account.notSet')}</span>}>
          {channel === 'EMAIL' ? t('account.contact.currentEmail') : t('account.contact.currentPhone')}
        </List.Item>
      </List>
      <List className={styles.list}>
        <AccountField
          id={id}
          only={channel}
          label={label}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
            setFailure(null);
          }}
          error={error}
        />
      </List>
      <p className={styles.note}>{channel === 'EMAIL' ? t('account.contact.emailHint') : t('account.contact.phoneHint')}</p>
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={sending} loadingText={t('account.contact.sending')}>
          {t('account.contact.sendCode')}
        </Button>
      </div>
    </form>
  );
}

export function ContactScreen({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation();
  const info = useQuery(securityInfoQuery);
  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <ContactForm channel={channel} current={channel === 'EMAIL' ? info.data.email : info.data.phone} />;
  return (
    <LocalizedUi>
      <Page title={channel === 'EMAIL' ? t('account.contact.emailTitle') : t('account.contact.phoneTitle')} backTo="/me/accountSecurity">
        {body}
      </Page>
    </LocalizedUi>
  );
}
