// The first step of setting or changing the account's email or phone: the new address, to which a
// code is sent; /me/emailPhoneVerify takes the code. Leaving with a typed address asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { ChangeEmailCodeRequest, ChangePhoneCodeRequest, type ContactChannel } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState } from 'react';
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
import { BoundField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { securityInfoQuery, useSendContactCode } from './account-api';
import styles from './account.module.css';
import { startVerifyTask, VERIFY_PATH } from './verify-task';
import './locales';

/** The country code digits of a phone account, if any. */
const areaCodeOf = (account: AccountValue) => account.areaCode.replace(/\D/g, '') || undefined;

/** The address typed, as the server will store it (lower-case email; phone digits with its country code). */
function normalized(value: AccountValue, channel: ContactChannel): string {
  if (channel === 'EMAIL') return value.email.trim().toLowerCase();
  const digits = value.phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? digits : `+${value.areaCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
}

type ContactValues = { account: AccountValue };

function ContactForm({ channel, current }: { channel: ContactChannel; current: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [resolver] = useState(() =>
    domainResolver<ContactValues, unknown>(channel === 'EMAIL' ? ChangeEmailCodeRequest : ChangePhoneCodeRequest, {
      toInput: ({ account }) => (channel === 'EMAIL' ? { email: account.email.trim() } : { phone: account.phone.trim(), areaCode: areaCodeOf(account) }),
      fieldOf: () => 'account',
      rules: ({ account }) => {
        const invalid = validateAccount(account, channel);
        // The address it already has is no change.
        const same = !invalid && current !== null && normalized(account, channel) === current.toLowerCase();
        return { account: invalid ?? (same ? 'account.contact.same' : undefined) };
      },
    }),
  );
  const form = useAppForm<ContactValues, unknown>({ defaultValues: { account: { ...EMPTY_ACCOUNT, channel } }, resolver, allow: [VERIFY_PATH] });
  const send = useSendContactCode();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    const { account } = form.getValues();
    const areaCode = areaCodeOf(account);
    const target = channel === 'EMAIL' ? ({ channel, email: account.email.trim() } as const) : ({ channel, phone: account.phone.trim(), areaCode } as const);
    return send.mutateAsync(target).then(
      (sent) => {
        const task =
          target.channel === 'EMAIL'
            ? startVerifyTask({ kind: 'CHANGE_EMAIL' as const, email: target.email }, sent)
            : startVerifyTask({ kind: 'CHANGE_PHONE' as const, phone: target.phone, areaCode }, sent);
        form.leaveAfterSave(() => void navigate(VERIFY_PATH, { state: task }));
      },
      (failed: unknown) => {
        const text = accountFailureText(failed, currentLocale());
        const field = failureField(failed);
        const aboutField =
          field === 'email' ||
          field === 'phone' ||
          (failed instanceof ApiError && (failed.code === ERROR_CODES.ACCOUNT_ALREADY_USED || failed.code === ERROR_CODES.ACCOUNT_FORMAT_INCORRECT));
        if (aboutField) {
          form.setError('account', { type: SERVER_ERROR, message: text });
          form.focusInvalid();
        } else setFailure(text);
      },
    );
  });

  const label = channel === 'EMAIL' ? t('account.contact.newEmail') : t('account.contact.newPhone');
  return (
    <form id={form.formId} className={styles.form} noValidate onSubmit={onSubmit}>
      <List className={styles.list}>
        <List.Item extra={<span className={current ? styles.value : `${styles.value} ${styles.valueMissing}`}>{current ?? t('account.notSet')}</span>}>
          {channel === 'EMAIL' ? t('account.contact.currentEmail') : t('account.contact.currentPhone')}
        </List.Item>
      </List>
      <List className={styles.list}>
        <BoundField control={form.control} name="account">
          {({ value, onChange, error }) => (
            <AccountField
              id={id}
              only={channel}
              label={label}
              value={value}
              onChange={(next) => {
                onChange(next);
                setFailure(null);
              }}
              error={error}
            />
          )}
        </BoundField>
      </List>
      <p className={styles.note}>{channel === 'EMAIL' ? t('account.contact.emailHint') : t('account.contact.phoneHint')}</p>
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={send.isPending} loadingText={t('account.contact.sending')}>
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
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <ContactForm channel={channel} current={channel === 'EMAIL' ? info.data.email : info.data.phone} />;
  return (
    <LocalizedUi>
      <Page title={channel === 'EMAIL' ? t('account.contact.emailTitle') : t('account.contact.phoneTitle')} backTo="/me/accountSecurity">
        {body}
      </Page>
    </LocalizedUi>
  );
}
