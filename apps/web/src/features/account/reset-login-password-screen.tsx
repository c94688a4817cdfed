// /me/resetLoginPassword — change the login password: the current one (checked by the server,
// 110017 when wrong), the new one and its confirmation. The other devices' sessions end.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { ChangePasswordRequest } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountFailureText } from '../../shared/accounts/account-errors';
import { fieldErrors, firstInvalid, withPasswordMismatch } from '../../components/form/form-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PasswordField } from '../../shared/accounts/password-field';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { changePassword } from './account-api';
import styles from './account.module.css';
import './locales';

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export default function ResetLoginPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useUnsavedChanges(!done && FIELDS.some((field) => values[field] !== ''));

  // Leave once the change is saved (and the form no longer counts as unsaved).
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
    if (saving) return;
    const found = withPasswordMismatch(fieldErrors<Field>(ChangePasswordRequest, values), values);
    const translated = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key as string)]));
    setErrors(translated);
    const invalid = firstInvalid(FIELDS, found);
    if (invalid) {
      document.getElementById(`${id}${invalid}`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await changePassword(values);
      Toast.show({ icon: 'success', content: t('account.password.done') });
      setDone(true);
    } catch (failed) {
      const text = accountFailureText(failed, currentLocale());
      if (failed instanceof ApiError && failed.code === ERROR_CODES.INCORRECT_OLD_PASSWORD) {
        setErrors({ oldPassword: text });
        document.getElementById(`${id}oldPassword`)?.focus();
      } else {
        setFailure(text);
      }
      setSaving(false);
    }
  };

  return (
    <LocalizedUi>
      <Page title={t('account.password.title')} backTo="/me/accountSecurity">
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <List className={styles.list}>
            <PasswordField
              id={`${id}oldPassword`}
              label={t('account.password.old')}
              value={values.oldPassword}
              onChange={change('oldPassword')}
              placeholder={t('account.password.oldPlaceholder')}
              error={errors.oldPassword}
              autoComplete="current-password"
            />
            <PasswordField
              id={`${id}password`}
              label={t('account.password.new')}
              value={values.password}
              onChange={change('password')}
              placeholder={t('account.password.newPlaceholder')}
              hint={t('account.password.hint')}
              error={errors.password}
              autoComplete="new-password"
            />
            <PasswordField
              id={`${id}confirmPassword`}
              label={t('account.password.confirm')}
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
              placeholder={t('account.password.confirmPlaceholder')}
              error={errors.confirmPassword}
              autoComplete="new-password"
            />
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
            <Button block type="submit" color="primary" size="large" loading={saving} loadingText={t('account.saving')}>
              {t('account.password.submit')}
            </Button>
          </div>
        </form>
      </Page>
    </LocalizedUi>
  );
}
