// /me/vcoinPasswordSet — the 6-digit payment password (needed to pay with VCoin), set or changed
// with a code sent to the account's own email or phone. Leaving with typed digits asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Toast from 'antd-mobile/es/components/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACT_CHANNELS, PAYMENT_PASSWORD_LENGTH, PaymentPasswordRequest, type ContactChannel, type SecurityInfoResponse } from '@panel/domain/contract/accounts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeField } from '../../shared/accounts/code-field';
import { FormField, fieldErrors, firstInvalid, withPasswordMismatch } from '../../components/form/form-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { PasswordField } from '../../shared/accounts/password-field';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { keepSecurityInfo, securityInfoQuery, sendSecurityCode, setPaymentPassword } from './account-api';
import styles from './account.module.css';
import { addressOn, codeChannel } from './contact-channels';
import './locales';

const FIELDS = ['password', 'confirmPassword', 'code'] as const;
type Field = (typeof FIELDS)[number];

function PaymentPasswordForm({ info }: { info: SecurityInfoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '', code: '' });
  const [channel, setChannel] = useState<ContactChannel | undefined>(() => codeChannel({ ...info, twoFactorEnabled: false }, undefined));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useUnsavedChanges(!done && FIELDS.some((field) => values[field] !== ''));

  useEffect(() => {
    if (!done) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/me/accountSecurity', { replace: true });
  }, [done, navigate]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !channel) return;
    const body = { ...values, channel };
    const found = withPasswordMismatch(fieldErrors<Field>(PaymentPasswordRequest, body), values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key as string)])));
    const invalid = firstInvalid(FIELDS, found);
    if (invalid) {
      document.getElementById(`${id}${invalid}`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      keepSecurityInfo(queryClient, await setPaymentPassword(body));
      Toast.show({ icon: 'success', content: t('account.pay.done') });
      setDone(true);
    } catch (failed) {
      const text = accountFailureText(failed, currentLocale());
      if (isCodeFailure(failed)) setErrors({ code: text });
      else setFailure(text);
      setSaving(false);
    }
  };

  const channels = CONTACT_CHANNELS.filter((option) => addressOn(info, option));
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.intro}>{info.paymentPasswordSet ? t('account.pay.isSet') : t('account.pay.explain')}</p>
      <List className={styles.list}>
        <PasswordField
          id={`${id}password`}
          label={t('account.pay.password')}
          value={values.password}
          onChange={change('password')}
          placeholder={t('account.pay.placeholder')}
          error={errors.password}
          autoComplete="off"
          digits
          maxLength={PAYMENT_PASSWORD_LENGTH}
        />
        <PasswordField
          id={`${id}confirmPassword`}
          label={t('account.pay.confirm')}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          placeholder={t('account.pay.confirmPlaceholder')}
          error={errors.confirmPassword}
          autoComplete="off"
          digits
          maxLength={PAYMENT_PASSWORD_LENGTH}
        />
      </List>
      {channel ? (
        <List className={styles.list}>
          <FormField id={`${id}channel`} label={t('account.pay.channel')}>
            <Selector
              columns={1}
              value={[channel]}
              onChange={(value) => value[0] && setChannel(value[0])}
              options={channels.map((option) => ({ label: t(`account.channels.${option}`), value: option, description: addressOn(info, option) ?? '' }))}
            />
          </FormField>
          <CodeField
            id={`${id}code`}
            value={values.code}
            onChange={change('code')}
            error={errors.code}
            hint={sentTo ? t('codeUi.sentTo', { target: sentTo }) : undefined}
            sendButton={{
              onSend: () => sendSecurityCode('PAYMENT_PASSWORD', channel),
              onSent: (sent) => setSentTo(sent.target),
              onFailure: (failed) => (failed instanceof ApiError ? setFailure(accountFailureText(failed, currentLocale())) : undefined),
            }}
          />
        </List>
      ) : (
        <p className={styles.note}>{t('account.pay.noAddress')}</p>
      )}
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" disabled={!channel} loading={saving} loadingText={t('account.saving')}>
          {t('account.pay.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function VcoinPasswordSetScreen() {
  const { t } = useTranslation();
  const info = useQuery(securityInfoQuery);
  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <PaymentPasswordForm info={info.data} />;
  return (
    <LocalizedUi>
      <Page title={t('account.pay.title')} backTo="/me/accountSecurity">
        {body}
      </Page>
    </LocalizedUi>
  );
}
