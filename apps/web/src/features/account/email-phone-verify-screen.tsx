// /me/emailPhoneVerify — the code step of the changes that need one (a new email or phone, two-factor
// on or off): the code sent by the screen before, sent again after a countdown, and the change. A new
// email or phone also asks for the current login password: a session alone (a phone left unlocked,
// a stolen token) cannot move the account to another address.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { ChangeEmailRequest, codeField } from '@panel/domain/contract/accounts';
import { z } from 'zod';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountFailureText, failureField, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeFormField } from '../../shared/accounts/code-field';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useCountdown } from '../../components/use-countdown';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import styles from './account.module.css';
import { needsPassword, resendCode, resendWait, taskTexts, useCompleteTask, verifyTaskOf, type VerifyTask } from './verify-task';
import './locales';

const SECURITY_PATH = '/me/accountSecurity';

type CodeValues = { code: string; password: string };

const codeResolver = domainResolver<CodeValues, unknown>(z.object({ code: codeField }));
const codeAndPasswordResolver = domainResolver<CodeValues, unknown>(ChangeEmailRequest.pick({ code: true, password: true }));

function VerifyForm({ task }: { task: VerifyTask }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [firstWait] = useState(() => resendWait(task));
  const countdown = useCountdown({ initialSeconds: firstWait });
  const [target, setTarget] = useState(task.target);
  // A code is not worth asking about before leaving.
  const withPassword = needsPassword(task);
  const form = useAppForm<CodeValues, unknown>({
    defaultValues: { code: '', password: '' },
    resolver: withPassword ? codeAndPasswordResolver : codeResolver,
    guard: false,
  });
  const complete = useCompleteTask();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = taskTexts(task);

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    const { code, password } = form.getValues();
    return complete.mutateAsync({ task, code, password }).then(
      () => {
        Toast.show({ icon: 'success', content: t(texts.done) });
        // Back past the screen that sent the code, to where the change started (account and security).
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index >= 2) void navigate(-2);
        else void navigate(SECURITY_PATH, { replace: true });
      },
      (failed: unknown) => {
        const text = accountFailureText(failed, currentLocale());
        if (isCodeFailure(failed)) {
          form.setError('code', { type: SERVER_ERROR, message: text });
          form.focusInvalid();
        } else if (withPassword && failureField(failed) === 'password') {
          // 110017 names the "old" password of the password change; here it is the current one.
          form.setError('password', { type: SERVER_ERROR, message: t('account.verify.wrongPassword') });
          form.focusInvalid();
        } else setFailure(text);
      },
    );
  });

  return (
    <form id={form.formId} className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('account.verify.text', { target })}</p>
      <List className={styles.list}>
        <CodeFormField
          control={form.control}
          name="code"
          id={id}
          autoFocus
          onTyped={() => setFailure(null)}
          sendButton={{
            countdown,
            sentBefore: true,
            onSend: () => resendCode(task),
            onSent: (sent) => setTarget(sent.target),
            onFailure: (failed) => (failed instanceof ApiError ? setFailure(accountFailureText(failed, currentLocale())) : undefined),
          }}
        />
        {withPassword ? (
          <PasswordFormField
            control={form.control}
            name="password"
            id={`${id}password`}
            label={t('account.verify.password')}
            placeholder={t('account.verify.passwordPlaceholder')}
            hint={t('account.verify.passwordHint')}
            autoComplete="current-password"
            maxLength={64}
            onTyped={() => setFailure(null)}
          />
        ) : null}
      </List>
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={complete.isPending} loadingText={t('account.verify.confirming')}>
          {t('account.verify.confirm')}
        </Button>
      </div>
    </form>
  );
}

export default function EmailPhoneVerifyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const task = verifyTaskOf(useLocation().state);
  return (
    <LocalizedUi>
      <Page title={task ? t(taskTexts(task).title) : t('codeUi.label')} backTo={SECURITY_PATH}>
        {task ? (
          <VerifyForm task={task} />
        ) : (
          <>
            <ErrorBlock status="empty" title={t('account.verify.missingTitle')} description={t('account.verify.missingText')} />
            <div className={styles.actions}>
              <Button block color="primary" size="large" onClick={() => void navigate(SECURITY_PATH, { replace: true })}>
                {t('account.verify.back')}
              </Button>
            </div>
          </>
        )}
      </Page>
    </LocalizedUi>
  );
}
