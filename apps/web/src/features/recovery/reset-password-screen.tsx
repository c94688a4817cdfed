// /resetPassword — forgot password, step one: the account (email, or phone with its country code)
// and the code sent to it. A right code leads to /passwordSet, step two.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { verificationCodeSchema } from '@panel/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountField, accountLabel, accountRequest, EMPTY_ACCOUNT, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { accountFailureText, failureField, failureReason, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeField } from '../../shared/accounts/code-field';
import { PublicPage, PublicQueries } from '../../components/public-page';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { sendResetCode, verifyResetCode, type PasswordSetState } from './recovery-api';
import './locales';

type Errors = { account?: string; code?: string };

function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const showFailure = (error: unknown) => {
    const text = accountFailureText(error, currentLocale());
    if (isCodeFailure(error)) setErrors((current) => ({ ...current, code: text }));
    else if (failureField(error) === 'account' || failureReason(error) === 'ACCOUNT_NOT_FOUND') setErrors((current) => ({ ...current, account: text }));
    else setFailure(text);
  };

  const onSend = async () => {
    const invalid = validateAccount(account);
    if (invalid) {
      setErrors((current) => ({ ...current, account: invalid }));
      throw new Error('account not valid');
    }
    setFailure(null);
    return sendResetCode(accountRequest(account));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const codeCheck = verificationCodeSchema.safeParse(code);
    const found: Errors = { account: validateAccount(account), code: codeCheck.success ? undefined : codeCheck.error.issues[0]?.message };
    setErrors(found);
    if (found.account || found.code) {
      document.getElementById(found.account ? `${id}account` : `${id}code`)?.focus();
      return;
    }
    setChecking(true);
    setFailure(null);
    try {
      const request = accountRequest(account);
      await verifyResetCode({ ...request, code });
      const state: PasswordSetState = { ...request, code, label: accountLabel(account) };
      void navigate('/passwordSet', { state });
    } catch (error) {
      showFailure(error);
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <List>
        <AccountField
          id={`${id}account`}
          value={account}
          onChange={(value) => {
            setAccount(value);
            setErrors((current) => ({ ...current, account: undefined }));
            setFailure(null);
          }}
          error={errors.account ? t(errors.account) : undefined}
        />
        <CodeField
          id={`${id}code`}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code ? t(errors.code) : undefined}
          hint={sentTo ? t('codeUi.sentTo', { target: sentTo }) : undefined}
          sendButton={{
            onSend,
            onSent: (sent) => setSentTo(sent.target),
            onFailure: (error) => (error instanceof ApiError ? showFailure(error) : undefined),
          }}
        />
      </List>
      <div className="public-page__actions">
        {failure ? (
          <p className="public-page__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={checking} loadingText={t('recovery.checking')}>
          {t('recovery.next')}
        </Button>
      </div>
    </form>
  );
}

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  return (
    <PublicQueries>
      <PublicPage
        title={t('recovery.title')}
        subtitle={t('recovery.subtitle')}
        footer={
          <p>
            {t('recovery.remembered')} <Link to="/login">{t('recovery.logIn')}</Link>
          </p>
        }
      >
        <ResetPasswordForm />
      </PublicPage>
    </PublicQueries>
  );
}
