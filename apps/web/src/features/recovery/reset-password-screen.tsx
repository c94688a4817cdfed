// /resetPassword — forgot password, step one: the account (email, or phone with its country code)
// and the code sent to it. A right code leads to /passwordSet, step two.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { VerifyCodeRequest } from '@panel/domain/contract/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountField, accountLabel, accountRequest, EMPTY_ACCOUNT, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { accountFailureText, failureField, failureReason, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeFormField } from '../../shared/accounts/code-field';
import { PublicPage, PublicQueries } from '../../components/public-page';
import { BoundField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { sendResetCode, useVerifyResetCode, type PasswordSetState } from './recovery-api';
import './locales';

type ResetValues = { account: AccountValue; code: string };

const resetResolver = domainResolver<ResetValues, unknown>(VerifyCodeRequest, {
  toInput: (values) => ({ ...accountRequest(values.account), code: values.code, type: 'RESET_PASSWORD' }),
  rules: (values) => ({ account: validateAccount(values.account) }),
});

function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = useAppForm<ResetValues, unknown>({ defaultValues: { account: EMPTY_ACCOUNT, code: '' }, resolver: resetResolver });
  const { control } = form;
  const verify = useVerifyResetCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const showFailure = (error: unknown) => {
    const text = accountFailureText(error, currentLocale());
    const field = isCodeFailure(error) ? 'code' : failureField(error) === 'account' || failureReason(error) === 'ACCOUNT_NOT_FOUND' ? 'account' : null;
    if (field) {
      form.setError(field, { type: SERVER_ERROR, message: text });
      form.focusInvalid();
    } else setFailure(text);
  };

  const onSend = async () => {
    setFailure(null);
    if (!(await form.trigger('account'))) {
      form.focusInvalid();
      throw new Error('account not valid');
    }
    return sendResetCode(accountRequest(form.getValues('account')));
  };

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    const { account, code } = form.getValues();
    const request = accountRequest(account);
    return verify.mutateAsync({ ...request, code }).then(() => {
      const state: PasswordSetState = { ...request, code, label: accountLabel(account) };
      form.leaveAfterSave(() => void navigate('/passwordSet', { state }));
    }, showFailure);
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} onChange={() => setFailure(null)}>
      <List>
        <BoundField control={control} name="account">
          {({ value, onChange, error }) => <AccountField id={`${id}account`} value={value} onChange={onChange} error={error} />}
        </BoundField>
        <CodeFormField
          control={control}
          name="code"
          id={`${id}code`}
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
        <Button block type="submit" color="primary" size="large" loading={verify.isPending} loadingText={t('recovery.checking')}>
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
