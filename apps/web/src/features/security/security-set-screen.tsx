// /securitySet — the login was held for a code: a security alert (a device the account has never
// been verified on) or two-factor authentication. The code sent to the account's email or phone
// completes the login; it can be sent again after a countdown.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { ERROR_CODES } from '@panel/domain/errors';
import { SecurityVerifyRequest } from '@panel/domain/contract/accounts';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeFormField } from '../../shared/accounts/code-field';
import { clearHeldLogin, readHeldLogin, type HeldLogin } from '../../shared/login/login-challenge';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { PublicPage, PublicQueries } from '../../components/public-page';
import { useCountdown } from '../../components/use-countdown';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { resendLoginCode, useVerifyLoginCode } from './security-api';
import styles from './security-set-screen.module.css';
import './locales';

/** Wait before the first resend: the login has just sent the code. */
const FIRST_RESEND_SECONDS = 60;

/** Where to go after the code: the route the login was going to, else home. */
export function afterVerifyPath(from: string | undefined): string {
  return from && from.startsWith('/') && !/^\/(login|securitySet)\b/.test(from) ? from : '/home';
}

/** The held login of the router state (the login just sent it), else the one this tab kept. */
function heldLoginOf(state: unknown): HeldLogin | null {
  const held = state as HeldLogin | null;
  return held?.challenge?.challengeId ? held : readHeldLogin();
}

type CodeValues = { code: string };

function SecurityCodeForm({ held }: { held: HeldLogin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { challenge } = held;
  // The login has just sent the code: the first resend waits.
  const [firstWait] = useState(() => Math.max(0, FIRST_RESEND_SECONDS - Math.floor((Date.now() - held.receivedAt) / 1000)));
  const countdown = useCountdown({ initialSeconds: firstWait });
  const [resolver] = useState(() =>
    domainResolver<CodeValues, unknown>(SecurityVerifyRequest, { toInput: ({ code }) => ({ challengeId: challenge.challengeId, code }) }),
  );
  // Nothing to lose here: leaving does not ask.
  const form = useAppForm<CodeValues, unknown>({ defaultValues: { code: '' }, resolver, guard: false });
  const verify = useVerifyLoginCode();
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const [target, setTarget] = useState(challenge.target);

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    return verify.mutateAsync({ challengeId: challenge.challengeId, code: form.getValues('code') }).then(
      async () => {
        if (held.oldVersion) {
          try {
            const { switchToOldVersion } = await import('../../shared/login/old-version');
            await switchToOldVersion();
            return;
          } catch (handOver) {
            console.error('Could not hand over to the old version', handOver);
          }
        }
        await navigate(afterVerifyPath(held.from), { replace: true });
      },
      (failed: unknown) => {
        const text = accountFailureText(failed, currentLocale());
        const expired = failed instanceof ApiError && failed.code === ERROR_CODES.CODE_EXPIRED;
        if (isCodeFailure(failed) && !expired) {
          const left = (failed as ApiError).data as { attemptsLeft?: unknown } | null;
          const message = typeof left?.attemptsLeft === 'number' ? `${text}. ${t('securitySet.attemptsLeft', { count: left.attemptsLeft })}` : text;
          form.setError('code', { type: SERVER_ERROR, message });
          form.focusInvalid();
        } else {
          setFailure({ text, expired });
        }
      },
    );
  });

  const backToLogin = () => {
    clearHeldLogin();
    void navigate('/login', { replace: true, state: held.from ? { from: held.from } : undefined });
  };

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit}>
      <div className={styles.notice}>
        <span className={challenge.state === 'SECURITY_ALERT' ? `${styles.icon} ${styles.iconAlert}` : styles.icon} aria-hidden="true">
          {challenge.state === 'SECURITY_ALERT' ? <ExclamationShieldOutline /> : <CheckShieldOutline />}
        </span>
        <div>
          <p className={styles.noticeText}>{t(`securitySet.texts.${challenge.state}`, { target })}</p>
          <p className={styles.channel}>{t(`securitySet.channel.${challenge.channel}`)}</p>
        </div>
      </div>
      <List>
        <CodeFormField
          control={form.control}
          name="code"
          id={`${id}code`}
          autoFocus
          onTyped={() => setFailure(null)}
          sendButton={{
            countdown,
            sentBefore: true,
            onSend: () => resendLoginCode(challenge.challengeId),
            onSent: (sent) => {
              setTarget(sent.target);
              Toast.show({ content: t('securitySet.resent') });
            },
            onFailure: (failed) => {
              if (!(failed instanceof ApiError)) return;
              const expired = failed.code === ERROR_CODES.CODE_EXPIRED;
              setFailure({ text: accountFailureText(failed, currentLocale()), expired });
            },
          }}
        />
      </List>
      <div className="public-page__actions">
        {failure ? (
          <div className="public-page__failure" role="alert">
            <p className={styles.failureText}>{failure.expired ? t('securitySet.expiredText') : failure.text}</p>
          </div>
        ) : null}
        {failure?.expired ? (
          <Button block color="primary" size="large" onClick={backToLogin}>
            {t('securitySet.backToLogin')}
          </Button>
        ) : (
          <Button block type="submit" color="primary" size="large" loading={verify.isPending} loadingText={t('securitySet.verifying')}>
            {t('securitySet.verify')}
          </Button>
        )}
      </div>
    </form>
  );
}

export default function SecuritySetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [held] = useState(() => heldLoginOf(location.state));

  if (!held) {
    return (
      <PublicPage title={t('securitySet.checkTitle')}>
        <ErrorBlock status="empty" title={t('securitySet.expiredTitle')} description={t('securitySet.expiredText')} />
        <div className="public-page__actions">
          <Button block color="primary" size="large" onClick={() => void navigate('/login', { replace: true })}>
            {t('securitySet.backToLogin')}
          </Button>
        </div>
      </PublicPage>
    );
  }
  return (
    <PublicQueries>
      <PublicPage title={t(`securitySet.titles.${held.challenge.state}`)}>
        <SecurityCodeForm held={held} />
      </PublicPage>
    </PublicQueries>
  );
}
