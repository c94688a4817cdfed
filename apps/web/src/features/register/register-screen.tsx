// /register/:inviteCode? — sign up (become a seller) with an email, or a phone and its country code:
// send a code (with a resend countdown), choose a password, confirm it. Through an invite link the
// inviting store is shown and followed once the account exists. The new account is logged in on
// this device (its token kept as the login keeps it) and goes to the quick-start guide.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountField, accountLabel, accountRequest, EMPTY_ACCOUNT } from '../../shared/accounts/account-field';
import { accountFailureText, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeFormField } from '../../shared/accounts/code-field';
import { BoundField } from '../../components/form/controlled-field';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { initialsOf } from '../../components/profile-avatar';
import { PublicPage, PublicQueries } from '../../components/public-page';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { cdnDomainQuery, cdnUrl } from '../../lib/boot-queries';
import { getFingerprintId } from '../../lib/device';
import { currentLocale } from '../../lib/i18n';
import { saveToken } from '../../lib/session';
import { inviteStoreQuery, sendSignUpCode, useSignUp } from './register-api';
import { registerResolver, signUpBody, type RegisterValues } from './register-form';
import styles from './register-screen.module.css';
import './locales';

/** The inviting store, or why it cannot be shown. */
function InviteBanner({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation();
  const invite = useQuery(inviteStoreQuery(inviteCode));
  const domain = useQuery(cdnDomainQuery).data;

  if (invite.isPending) {
    return (
      <p className={styles.banner} role="status">
        {t('register.inviteChecking')}
      </p>
    );
  }
  if (invite.isError) {
    const invalid = invite.error instanceof ApiError && invite.error.code === ERROR_CODES.PARAM_ERROR;
    return (
      <div className={`${styles.banner} ${styles.bannerWarning}`} role="alert" data-testid="invite-invalid">
        <p>{invalid ? t('register.inviteInvalid') : t('register.inviteFailed')}</p>
        {invalid ? (
          <Link to="/register" replace>
            {t('register.signUpWithout')}
          </Link>
        ) : (
          <Button size="mini" color="primary" fill="outline" onClick={() => void invite.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  const store = invite.data;
  const picture = domain ? cdnUrl(domain, store.avatar) : undefined;
  return (
    <div className={styles.banner} data-testid="invite-store">
      {picture ? (
        <img className={styles.storeAvatar} src={picture} alt="" />
      ) : (
        <span className={styles.storeAvatar} aria-hidden="true">
          {initialsOf(store.name)}
        </span>
      )}
      <div className={styles.storeText}>
        <strong>{t('register.invitedBy', { store: store.name })}</strong>
        <span>{t('register.inviteFollow')}</span>
      </div>
    </div>
  );
}

const EMPTY: RegisterValues = { account: EMPTY_ACCOUNT, code: '', password: '', confirmPassword: '' };

function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const invite = useQuery({ ...inviteStoreQuery(inviteCode ?? ''), enabled: Boolean(inviteCode) });
  const form = useAppForm<RegisterValues, unknown>({ defaultValues: EMPTY, resolver: registerResolver });
  const { control } = form;
  const create = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  /** Shows a failed call at its field (account, code) or above the button. */
  const showFailure = (error: unknown) => {
    const text = accountFailureText(error, currentLocale());
    if (isCodeFailure(error)) {
      form.setError('code', { type: SERVER_ERROR, message: text });
      form.focusInvalid();
    } else if (!form.showServerError(error, text)) setFailure(text);
  };

  const onSendCode = async () => {
    setFailure(null);
    if (!(await form.trigger('account'))) {
      form.focusInvalid();
      throw new Error('account not valid');
    }
    return sendSignUpCode(accountRequest(form.getValues('account')));
  };

  const onSubmit = form.submitWith(() => {
    setFailure(null);
    // An invite that did not check out is left out rather than refusing the sign-up.
    const usableInvite = invite.isError ? undefined : inviteCode;
    return create.mutateAsync(signUpBody(form.getValues(), { inviteCode: usableInvite, fingerprintId: getFingerprintId() })).then((account) => {
      saveToken(account.token.access_token, account.token.token_type);
      form.leaveAfterSave(() => void navigate('/guide', { replace: true, state: { welcome: true, followed: account.follow?.storeName } }));
    }, showFailure);
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} onChange={() => setFailure(null)}>
      {inviteCode ? <InviteBanner inviteCode={inviteCode} /> : null}
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
            onSend: onSendCode,
            onSent: (sent) => setSentTo(sent.target || accountLabel(form.getValues('account'))),
            onFailure: (error) => (error instanceof ApiError ? showFailure(error) : undefined),
          }}
        />
        <PasswordFormField
          control={control}
          name="password"
          id={`${id}password`}
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordFormField
          control={control}
          name="confirmPassword"
          id={`${id}confirmPassword`}
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </List>
      <div className="public-page__actions">
        {failure ? (
          <p className="public-page__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={create.isPending} loadingText={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function RegisterScreen() {
  const { t } = useTranslation();
  const { inviteCode } = useParams();
  return (
    <PublicQueries>
      <PublicPage
        title={t('register.title')}
        subtitle={t('register.subtitle')}
        footer={
          <>
            <p className={styles.footerLine}>
              {t('register.haveAccount')} <Link to="/login">{t('register.logIn')}</Link>
            </p>
            <p className={styles.footerLine}>
              {t('register.agreement')} <Link to="/termsOfUse">{t('register.termsLink')}</Link>
            </p>
          </>
        }
      >
        <RegisterForm key={inviteCode ?? ''} inviteCode={inviteCode} />
      </PublicPage>
    </PublicQueries>
  );
}
