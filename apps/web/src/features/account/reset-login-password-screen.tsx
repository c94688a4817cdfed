// /me/resetLoginPassword — change the login password: the current one (checked by the server,
// 110017 when wrong), the new one and its confirmation. The other devices' sessions end.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { ChangePasswordRequest } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountFailureText } from '../../shared/accounts/account-errors';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { passwordMismatch } from '../../shared/accounts/password-rules';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PasswordFormField } from '../../shared/accounts/password-field';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { goBack } from '../../lib/go-back';
import { currentLocale } from '../../lib/i18n';
import { useChangePassword } from './account-api';
import styles from './account.module.css';
import './locales';

type PasswordValues = ChangePasswordRequest;

const passwordResolver = domainResolver<PasswordValues, unknown>(ChangePasswordRequest, { rules: passwordMismatch });

export default function ResetLoginPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = useAppForm<PasswordValues, unknown>({ defaultValues: { oldPassword: '', password: '', confirmPassword: '' }, resolver: passwordResolver });
  const { control } = form;
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    return change.mutateAsync(form.getValues()).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.password.done') });
        form.leaveAfterSave(() => goBack(navigate, '/me/accountSecurity'));
      },
      (failed: unknown) => {
        const text = accountFailureText(failed, currentLocale());
        if (failed instanceof ApiError && failed.code === ERROR_CODES.INCORRECT_OLD_PASSWORD) {
          form.setError('oldPassword', { type: SERVER_ERROR, message: text });
          form.focusInvalid();
        } else if (!form.showServerError(failed, text)) setFailure(text);
      },
    );
  });

  const password = (name: keyof PasswordValues, label: string, placeholder: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <PasswordFormField
      control={control}
      name={name}
      id={`${id}${name}`}
      label={label}
      placeholder={placeholder}
      hint={hint}
      autoComplete={autoComplete}
      onTyped={() => setFailure(null)}
    />
  );

  return (
    <LocalizedUi>
      <Page title={t('account.password.title')} backTo="/me/accountSecurity">
        <form id={form.formId} className={styles.form} noValidate onSubmit={onSubmit}>
          <List className={styles.list}>
            {password('oldPassword', t('account.password.old'), t('account.password.oldPlaceholder'), 'current-password')}
            {password('password', t('account.password.new'), t('account.password.newPlaceholder'), 'new-password', t('account.password.hint'))}
            {password('confirmPassword', t('account.password.confirm'), t('account.password.confirmPlaceholder'), 'new-password')}
          </List>
          <p className={styles.note}>
            <Link to="/resetPassword">{t('login.forgotPassword')}</Link>
          </p>
          <div className={styles.actions}>
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <Button block type="submit" color="primary" size="large" loading={change.isPending} loadingText={t('account.saving')}>
              {t('account.password.submit')}
            </Button>
          </div>
        </form>
      </Page>
    </LocalizedUi>
  );
}
