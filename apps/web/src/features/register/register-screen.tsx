// /register/:inviteCode? — sign up (become a seller) with an email, or a phone and its country code:
// send a code (with a resend countdown), choose a password, confirm it. Through an invite link the
// inviting store is shown and followed once the account exists. The new account is logged in on
// this device (its token kept as the login keeps it) and goes to the quick-start guide.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountField, accountLabel, accountRequest, EMPTY_ACCOUNT, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { accountFailureText, failureField, isCodeFailure } from '../../shared/accounts/account-errors';
import { CodeField } from '../../shared/accounts/code-field';
import { firstInvalid } from '../../components/form/form-field';
import { PasswordField } from '../../shared/accounts/password-field';
import { initialsOf } from '../../components/profile-avatar';
import { PublicPage, PublicQueries } from '../../components/public-page';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { cdnDomainQuery, cdnUrl } from '../../lib/boot-queries';
import { getFingerprintId } from '../../lib/device';
import { currentLocale } from '../../lib/i18n';
import { saveToken } from '../../lib/session';
import { inviteStoreQuery, sendSignUpCode, signUp, verifySignUpCode } from './register-api';
import { REGISTER_FIELDS, signUpBody, validateRegister, type RegisterErrors, type RegisterField, type RegisterValues } from './register-form';
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

function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const invite = useQuery({ ...inviteStoreQuery(inviteCode ?? ''), enabled: Boolean(inviteCode) });
  const [values, setValues] = useState<RegisterValues>({ account: EMPTY_ACCOUNT, code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const message = (field: RegisterField) => (errors[field] ? t(errors[field]) : undefined);
  const ids = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, `${id}${field}`])) as Record<RegisterField, string>;

  const change = <F extends RegisterField>(field: F) => (value: RegisterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  /** Shows a failed call at its field (account, code) or above the button. */
  const showFailure = (error: unknown) => {
    const text = accountFailureText(error, currentLocale());
    const field = failureField(error);
    if (isCodeFailure(error)) setErrors((current) => ({ ...current, code: text }));
    else if (field === 'account') setErrors((current) => ({ ...current, account: text }));
    else setFailure(text);
  };

  const onSendCode = async () => {
    const invalid = validateAccount(values.account);
    if (invalid) {
      setErrors((current) => ({ ...current, account: invalid }));
      throw new Error('account not valid');
    }
    setFailure(null);
    return sendSignUpCode(accountRequest(values.account));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateRegister(values);
    setErrors(found);
    const invalid = firstInvalid(REGISTER_FIELDS, found);
    if (invalid) {
      document.getElementById(ids[invalid])?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await verifySignUpCode({ ...accountRequest(values.account), code: values.code });
      // An invite that did not check out is left out rather than refusing the sign-up.
      const usableInvite = invite.isError ? undefined : inviteCode;
      const account = await signUp(signUpBody(values, { inviteCode: usableInvite, fingerprintId: getFingerprintId() }));
      saveToken(account.token.access_token, account.token.token_type);
      void navigate('/guide', { replace: true, state: { welcome: true, followed: account.follow?.storeName } });
    } catch (error) {
      showFailure(error);
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {inviteCode ? <InviteBanner inviteCode={inviteCode} /> : null}
      <List>
        <AccountField id={ids.account} value={values.account} onChange={change('account') as (value: AccountValue) => void} error={message('account')} />
        <CodeField
          id={ids.code}
          value={values.code}
          onChange={change('code')}
          error={message('code')}
          hint={sentTo ? t('codeUi.sentTo', { target: sentTo }) : undefined}
          sendButton={{
            onSend: onSendCode,
            onSent: (sent) => setSentTo(sent.target || accountLabel(values.account)),
            onFailure: (error) => (error instanceof ApiError ? showFailure(error) : undefined),
          }}
        />
        <PasswordField
          id={ids.password}
          label={t('register.password')}
          value={values.password}
          onChange={change('password')}
          placeholder={t('register.passwordPlaceholder')}
          hint={t('register.passwordHint')}
          error={message('password')}
          autoComplete="new-password"
        />
        <PasswordField
          id={ids.confirmPassword}
          label={t('register.confirmPassword')}
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          error={message('confirmPassword')}
          autoComplete="new-password"
        />
      </List>
      <div className="public-page__actions">
        {failure ? (
          <p className="public-page__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={submitting} loadingText={t('register.submitting')}>
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
