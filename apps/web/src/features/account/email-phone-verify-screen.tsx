// /me/emailPhoneVerify — the code step of the changes that need one (a new email or phone, two-factor
// on or off): the code sent by the screen before, sent again after a countdown, and the change.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { verificationCodeSchema } from '@panel/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeField } from '../../shared/accounts/code-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useCountdown } from '../../components/use-countdown';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { keepSecurityInfo } from './account-api';
import styles from './account.module.css';
import { completeTask, resendCode, resendWait, taskTexts, verifyTaskOf, type VerifyTask } from './verify-task';
import './locales';

const SECURITY_PATH = '/me/accountSecurity';

function VerifyForm({ task }: { task: VerifyTask }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [firstWait] = useState(() => resendWait(task));
  const countdown = useCountdown({ initialSeconds: firstWait });
  const [target, setTarget] = useState(task.target);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const texts = taskTexts(task);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming) return;
    const checked = verificationCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(t(checked.error.issues[0]?.message ?? 'validation.codeLength'));
      document.getElementById(id)?.focus();
      return;
    }
    setConfirming(true);
    setFailure(null);
    try {
      keepSecurityInfo(queryClient, await completeTask(task, code));
      Toast.show({ icon: 'success', content: t(texts.done) });
      // Back past the screen that sent the code, to where the change started (account and security).
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index >= 2) void navigate(-2);
      else void navigate(SECURITY_PATH, { replace: true });
    } catch (failed) {
      const text = accountFailureText(failed, currentLocale());
      if (isCodeFailure(failed)) setError(text);
      else setFailure(text);
      setConfirming(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.intro}>{t('account.verify.text', { target })}</p>
      <List className={styles.list}>
        <CodeField
          id={id}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
            setFailure(null);
          }}
          error={error}
          autoFocus
          sendButton={{
            countdown,
            sentBefore: true,
            onSend: () => resendCode(task),
            onSent: (sent) => setTarget(sent.target),
            onFailure: (failed) => (failed instanceof ApiError ? setFailure(accountFailureText(failed, currentLocale())) : undefined),
          }}
        />
      </List>
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={confirming} loadingText={t('account.verify.confirming')}>
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
