// /passwordSet — forgot password, step two: the new password and its confirmation for the account
// whose code /resetPassword checked. The reset ends every session of the account, this device's
// too, so the user logs in again with the new password.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { ResetPasswordRequest } from '@panel/domain/contract/accounts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { fieldErrors, withPasswordMismatch } from '../../components/form/form-field';
import { PasswordField } from '../../shared/accounts/password-field';
import { PublicPage } from '../../components/public-page';
import { currentLocale } from '../../lib/i18n';
import { clearSession } from '../../lib/session';
import { passwordSetState, resetPassword, type PasswordSetState } from './recovery-api';
import './locales';

type Field = 'password' | 'confirmPassword';

function PasswordSetForm({ reset, onDone }: { reset: PasswordSetState; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ text: string; newCode: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const body = { account: reset.account, areaCode: reset.areaCode, code: reset.code, ...values };
    const found = withPasswordMismatch(fieldErrors<Field>(ResetPasswordRequest, body), values);
    setErrors({ password: found.password, confirmPassword: found.confirmPassword });
    if (found.password || found.confirmPassword) {
      document.getElementById(`${id}${found.password ? 'password' : 'confirmPassword'}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await resetPassword(body);
      clearSession(); // the server ended every session of the account
      onDone();
    } catch (error) {
      setFailure({ text: accountFailureText(error, currentLocale()), newCode: isCodeFailure(error) });
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <List>
        <PasswordField
          id={`${id}password`}
          label={t('recovery.password')}
          value={values.password}
          onChange={change('password')}
          placeholder={t('recovery.passwordPlaceholder')}
          hint={t('recovery.passwordHint')}
          error={errors.password ? t(errors.password) : undefined}
          autoComplete="new-password"
        />
        <PasswordField
          id={`${id}confirmPassword`}
          label={t('recovery.confirmPassword')}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          placeholder={t('recovery.confirmPasswordPlaceholder')}
          error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
          autoComplete="new-password"
        />
      </List>
      <div className="public-page__actions">
        {failure ? (
          <p className="public-page__failure" role="alert">
            {failure.text}
            {failure.newCode ? (
              <>
                {' '}
                <Link to="/resetPassword" replace>
                  {t('recovery.newCode')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={saving} loadingText={t('recovery.saving')}>
          {t('recovery.save')}
        </Button>
      </div>
    </form>
  );
}

export default function PasswordSetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const reset = passwordSetState(location.state);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <PublicPage title={t('recovery.setTitle')} backTo="/login">
        <Result status="success" title={t('recovery.doneTitle')} description={t('recovery.doneText')} />
        <div className="public-page__actions">
          <Button block color="primary" size="large" onClick={() => void navigate('/login', { replace: true })}>
            {t('recovery.logIn')}
          </Button>
        </div>
      </PublicPage>
    );
  }
  if (!reset) {
    return (
      <PublicPage title={t('recovery.setTitle')} backTo="/resetPassword">
        <ErrorBlock status="empty" title={t('recovery.missingTitle')} description={t('recovery.missingText')} />
        <div className="public-page__actions">
          <Button block color="primary" size="large" onClick={() => void navigate('/resetPassword', { replace: true })}>
            {t('recovery.startAgain')}
          </Button>
        </div>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('recovery.setTitle')} subtitle={t('recovery.setSubtitle', { account: reset.label })} backTo="/resetPassword">
      <PasswordSetForm
        reset={reset}
        onDone={() => {
          // Forget the code in the history entry: going back here shows the start, not a used code.
          void navigate('.', { replace: true, state: null });
          setDone(true);
        }}
      />
    </PublicPage>
  );
}
