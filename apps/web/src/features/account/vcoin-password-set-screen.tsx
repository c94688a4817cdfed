// /me/vcoinPasswordSet — the 6-digit payment password (needed to pay with VCoin), set or changed
// with a code sent to the account's own email or phone. Leaving with typed digits asks first.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Toast from 'antd-mobile/es/components/toast';
import { useQuery } from '@tanstack/react-query';
import {
  CONTACT_CHANNELS,
  PAYMENT_PASSWORD_LENGTH,
  PaymentPasswordRequest,
  type ContactChannel,
  type SecurityInfoResponse,
} from '@panel/domain/contract/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeFormField } from '../../shared/accounts/code-field';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { passwordMismatch } from '../../shared/accounts/password-rules';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { PasswordFormField } from '../../shared/accounts/password-field';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { goBack } from '../../lib/go-back';
import { currentLocale } from '../../lib/i18n';
import { securityInfoQuery, sendSecurityCode, useSetPaymentPassword } from './account-api';
import styles from './account.module.css';
import { addressOn, codeChannel } from './contact-channels';
import './locales';

type PaymentValues = { password: string; confirmPassword: string; code: string; channel: ContactChannel | '' };

const paymentResolver = domainResolver<PaymentValues, unknown>(PaymentPasswordRequest, { rules: passwordMismatch });

function PaymentPasswordForm({ info }: { info: SecurityInfoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = useAppForm<PaymentValues, unknown>({
    defaultValues: { password: '', confirmPassword: '', code: '', channel: codeChannel({ ...info, twoFactorEnabled: false }, undefined) ?? '' },
    resolver: paymentResolver,
  });
  const { control } = form;
  const channel = form.watch('channel') || undefined;
  const save = useSetPaymentPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.submitWith(() => {
    if (!channel) return;
    setFailure(null);
    const { password, confirmPassword, code } = form.getValues();
    return save.mutateAsync({ password, confirmPassword, code, channel }).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.pay.done') });
        form.leaveAfterSave(() => goBack(navigate, '/me/accountSecurity'));
      },
      (failed: unknown) => {
        const text = accountFailureText(failed, currentLocale());
        if (isCodeFailure(failed)) {
          form.setError('code', { type: SERVER_ERROR, message: text });
          form.focusInvalid();
        } else if (!form.showServerError(failed, text)) setFailure(text);
      },
    );
  });

  const password = (name: 'password' | 'confirmPassword', label: string, placeholder: string) => (
    <PasswordFormField
      control={control}
      name={name}
      id={`${id}${name}`}
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      digits
      maxLength={PAYMENT_PASSWORD_LENGTH}
      onTyped={() => setFailure(null)}
    />
  );

  const channels = CONTACT_CHANNELS.filter((option) => addressOn(info, option));
  return (
    <form id={form.formId} className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{info.paymentPasswordSet ? t('account.pay.isSet') : t('account.pay.explain')}</p>
      <List className={styles.list}>
        {password('password', t('account.pay.password'), t('account.pay.placeholder'))}
        {password('confirmPassword', t('account.pay.confirm'), t('account.pay.confirmPlaceholder'))}
      </List>
      {channel ? (
        <List className={styles.list}>
          <ControlledField control={control} name="channel" id={`${id}channel`} label={t('account.pay.channel')}>
            {({ value, onChange }) => (
              <Selector
                columns={1}
                value={[value]}
                onChange={(selected) => selected[0] && onChange(selected[0])}
                options={channels.map((option) => ({ label: t(`account.channels.${option}`), value: option, description: addressOn(info, option) ?? '' }))}
              />
            )}
          </ControlledField>
          <CodeFormField
            control={control}
            name="code"
            id={`${id}code`}
            hint={sentTo ? t('codeUi.sentTo', { target: sentTo }) : undefined}
            onTyped={() => setFailure(null)}
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
        <Button block type="submit" color="primary" size="large" disabled={!channel} loading={save.isPending} loadingText={t('account.saving')}>
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
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <PaymentPasswordForm info={info.data} />;
  return (
    <LocalizedUi>
      <Page title={t('account.pay.title')} backTo="/me/accountSecurity">
        {body}
      </Page>
    </LocalizedUi>
  );
}
