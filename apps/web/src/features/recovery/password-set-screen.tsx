// /passwordSet — forgot password, step two: the new password and its confirmation for the account
// whose code /resetPassword checked. The reset ends every session of the account, this device's
// too, so the user logs in again with the new password.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { ResetPasswordRequest } from '@panel/domain/contract/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { passwordMismatch } from '../../shared/accounts/password-rules';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { PublicPage, PublicQueries } from '../../components/public-page';
import { currentLocale } from '../../lib/i18n';
import { passwordSetState, useResetPassword, type PasswordSetState } from './recovery-api';
import './locales';

type PasswordValues = { password: string; confirmPassword: string };

function PasswordSetForm({ reset, onDone }: { reset: PasswordSetState; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [resolver] = useState(() =>
    domainResolver<PasswordValues, unknown>(ResetPasswordRequest, {
      toInput: (values) => ({ account: reset.account, areaCode: reset.areaCode, code: reset.code, ...values }),
      rules: passwordMismatch,
    }),
  );
  const form = useAppForm<PasswordValues, unknown>({ defaultValues: { password: '', confirmPassword: '' }, resolver });
  const { control } = form;
  const save = useResetPassword();
  const failure = save.error ? { text: accountFailureText(save.error, currentLocale()), newCode: isCodeFailure(save.error) } : null;

  const onSubmit = form.submitWith(() =>
    save.mutateAsync({ account: reset.account, areaCode: reset.areaCode, code: reset.code, ...form.getValues() }).then(
      () => form.leaveAfterSave(onDone),
      () => undefined, // shown above the button
    ),
  );

  const password = (name: keyof PasswordValues, label: string, placeholder: string, hint?: string) => (
    <PasswordFormField
      control={control}
      name={name}
      id={`${id}${name}`}
      label={label}
      placeholder={placeholder}
      hint={hint}
      autoComplete="new-password"
      onTyped={save.reset}
    />
  );

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit}>
      <List>
        {password('password', t('recovery.password'), t('recovery.passwordPlaceholder'), t('recovery.passwordHint'))}
        {password('confirmPassword', t('recovery.confirmPassword'), t('recovery.confirmPasswordPlaceholder'))}
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
        <Button block type="submit" color="primary" size="large" loading={save.isPending} loadingText={t('recovery.saving')}>
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
    <PublicQueries>
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
    </PublicQueries>
  );
}
