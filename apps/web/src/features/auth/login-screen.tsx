// Log in with an account (email or phone) and a password; lands on the route the user was
// going to, else /home (spec sections 2 and 4).
// NOTE: a plain form on antd-mobile's List, Input and Button, not antd-mobile's Form: that one brings
// rc-field-form, async-validator and a popover (about 28 kB gzip) for two required fields.
// The call itself (auth-api: the api client and the error catalogue) loads when the form is first
// used, not with the screen: nothing on screen needs it until then. So do the captcha (after
// repeated failures), reCAPTCHA, the security check (/securitySet, its own route) and the
// hand-over to the old version (docs/decisions/004-accounts.md and 005-login-bundle.md).
import Button from 'antd-mobile/es/components/button';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { currentLocale } from '../../lib/i18n';
import { pathAfterLogin, saveToken } from '../../lib/session';
import styles from './login-screen.module.css';

/** What a submit needs; asked for when the form is first touched or focused, awaited by the submit. */
const loadAuthApi = () => import('./auth-api');
/** The messages of the fields' rules ('validation.required'), loaded like the api: when the form is first used. */
const loadValidationTexts = () => import('../../lib/validation-texts');
const CaptchaField = lazy(() => import('./captcha-field'));

type Field = 'account' | 'password';
type Values = Record<Field, string>;
/** A validation key per field that failed its rule. */
type Errors = Partial<Record<Field, 'validation.required'>>;

const FIELDS: readonly Field[] = ['account', 'password'];

/** Both fields are required and may not be blank (the key is translated when shown). */
function validate(value: string): 'validation.required' | undefined {
  return value.trim() === '' ? 'validation.required' : undefined;
}

/** A small eye (struck through when the password is hidden); drawn here, antd-mobile-icons' eyes weigh 10 kB. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

/** Marks antd-mobile's native input invalid and points it at its message (Input does not pass these on). */
function useInputError(input: RefObject<InputRef | null>, errorId: string | undefined) {
  useEffect(() => {
    const element = input.current?.nativeElement;
    if (!element) return;
    if (errorId) {
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', errorId);
    } else {
      element.removeAttribute('aria-invalid');
      element.removeAttribute('aria-describedby');
    }
  }, [input, errorId]);
}

type FieldItemProps = { id: string; label: string; error: string | undefined; extra?: ReactNode; children: ReactNode };

/** One labelled field in the list: the label above, the input, then its message (antd-mobile's vertical form item). */
function FieldItem({ id, label, error, extra, children }: FieldItemProps) {
  return (
    <List.Item
      title={
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      }
      description={
        error ? (
          <div className={styles.fieldError} id={`${id}-error`}>
            {error}
          </div>
        ) : undefined
      }
      extra={extra}
    >
      {children}
    </List.Item>
  );
}

/** Goes to the old version with this session (cookies of 10 s); false when it is not offered after all. */
async function handOverToOldVersion(): Promise<boolean> {
  try {
    const { switchToOldVersion } = await import('../../shared/login/old-version');
    await switchToOldVersion();
    return true;
  } catch (error) {
    console.error('Could not hand over to the old version', error);
    return false;
  }
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const accountRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const [values, setValues] = useState<Values>({ account: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  /** The image captcha: shown once the server asks for it; stamp renews the image. */
  const [captcha, setCaptcha] = useState({ shown: false, stamp: 0, value: '', error: '' });
  /** Whether the old version is offered (newToOldInfo.skipSwitch), learnt once the form is used. */
  const [oldVersionOffered, setOldVersionOffered] = useState(false);
  const warmedUp = useRef(false);

  const warmUpAuthApi = () => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    void loadValidationTexts();
    loadAuthApi()
      .then((auth) => auth.isOldVersionOffered())
      .then(setOldVersionOffered)
      .catch(() => {}); // a failure shows on submit
  };
  /** Shows the captcha with a new image (an image answers one try). */
  const showCaptcha = () => setCaptcha({ shown: true, stamp: Date.now(), value: '', error: '' });

  const inputs: Record<Field, RefObject<InputRef | null>> = { account: accountRef, password: passwordRef };
  const ids: Record<Field, string> = { account: `${id}account`, password: `${id}password` };
  const errorId = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);
  useInputError(accountRef, errorId('account'));
  useInputError(passwordRef, errorId('password'));

  /** A field changed: keep the value, check it again and drop the last failure. */
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: validate(value) }));
    setFailure(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void logIn(false);
  };

  /** Logs in; oldVersion hands the session over to the old version instead of opening a route. */
  const logIn = async (oldVersion: boolean) => {
    if (submitting) return;
    await loadValidationTexts();
    const found: Errors = { account: validate(values.account), password: validate(values.password) };
    setErrors(found);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    let auth: Awaited<ReturnType<typeof loadAuthApi>>;
    try {
      auth = await loadAuthApi();
    } catch (error) {
      console.error('Could not load the login call', error);
      setFailure(t('common.loadFailed'));
      setSubmitting(false);
      return;
    }
    const { captchaFailureKey, loginFailureText, needsCaptcha, nextLoginStep, prejudgeLogin, requestToken } = auth;
    const username = values.account.trim();
    const stop = (text: string | null) => {
      setFailure(text);
      setSubmitting(false);
    };
    // The pre-check: a wait still running, the captcha or reCAPTCHA this login needs.
    const judge = await prejudgeLogin(username);
    if (judge && judge.waitMinutes > 0) return stop(auth.authText('auth.waitMinutes', currentLocale(), { num: judge.waitMinutes }));
    if (judge?.needCaptcha && !captcha.shown) {
      showCaptcha();
      return stop(t('login.captchaRequired'));
    }
    if ((captcha.shown || judge?.needCaptcha) && !captcha.value.trim()) {
      setCaptcha((current) => ({ ...current, error: t('login.captchaRequired') }));
      document.getElementById(`${id}captcha`)?.focus();
      return stop(null);
    }
    let recaptchaToken: string | undefined;
    if (judge?.needRecaptcha) {
      try {
        recaptchaToken = await (await import('./recaptcha')).getRecaptchaToken();
      } catch (error) {
        console.error('reCAPTCHA could not run', error);
        return stop(auth.authText('auth.recaptchaFailed', currentLocale()));
      }
    }
    try {
      const answer = await requestToken(username, values.password, { captcha: captcha.shown ? captcha.value.trim() : undefined, recaptchaToken });
      const from = pathAfterLogin(location.state);
      const step = nextLoginStep(answer, { from, oldVersion });
      if (step.kind === 'challenge') {
        auth.holdLogin(step.held);
        void navigate(step.path, { replace: true, state: step.held });
        return;
      }
      saveToken(step.token.access_token, step.token.token_type);
      // Loaded once logged in: the analytics code stays out of the login screen's first load.
      void import('../../lib/analytics').then(({ track }) => track('h5-login'));
      if (oldVersion && (await handOverToOldVersion())) return;
      void navigate(from, { replace: true });
    } catch (error) {
      if (needsCaptcha(error) || captcha.shown) showCaptcha();
      const captchaKey = captchaFailureKey(error);
      stop(captchaKey ? t(captchaKey) : loginFailureText(error, currentLocale()));
    }
  };

  const message = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <span className={styles.mark} aria-hidden="true">
          RP
        </span>
        <LanguagePicker compact />
      </header>

      <section className={styles.hero}>
        <h1 className={styles.title}>{t('app.name')}</h1>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </section>

      <main className={styles.card}>
        <h2 className={styles.welcome}>{t('login.welcome')}</h2>
        <form className={styles.form} noValidate onFocus={warmUpAuthApi} onPointerDown={warmUpAuthApi} onSubmit={onSubmit}>
          <List className={styles.list}>
            <FieldItem id={ids.account} label={t('login.account')} error={message('account')}>
              <Input
                ref={accountRef}
                id={ids.account}
                value={values.account}
                onChange={change('account')}
                placeholder={t('login.accountPlaceholder')}
                autoComplete="username"
                autoCapitalize="off"
                clearable
                aria-label={t('login.account')}
              />
            </FieldItem>
            <FieldItem
              id={ids.password}
              label={t('login.password')}
              error={message('password')}
              extra={
                <button
                  type="button"
                  className={styles.eye}
                  aria-label={passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={passwordVisible}
                  onClick={() => setPasswordVisible((visible) => !visible)}
                >
                  <EyeIcon open={passwordVisible} />
                </button>
              }
            >
              <Input
                ref={passwordRef}
                id={ids.password}
                value={values.password}
                onChange={change('password')}
                type={passwordVisible ? 'text' : 'password'}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                aria-label={t('login.password')}
              />
            </FieldItem>
          </List>
          {captcha.shown ? (
            <Suspense fallback={<div className={styles.captcha} aria-busy="true" />}>
              <CaptchaField
                id={`${id}captcha`}
                value={captcha.value}
                onChange={(value) => setCaptcha((current) => ({ ...current, value, error: '' }))}
                stamp={captcha.stamp}
                onRefresh={() => setCaptcha((current) => ({ ...current, stamp: Date.now(), value: '' }))}
                error={captcha.error || undefined}
              />
            </Suspense>
          ) : null}
          <div className={styles.forgot}>
            <Link to="/resetPassword">{t('login.forgotPassword')}</Link>
          </div>
          <div className={styles.formFooter}>
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <Button block type="submit" color="primary" size="large" loading={submitting} loadingText={t('login.submitting')}>
              {t('login.submit')}
            </Button>
            {oldVersionOffered ? (
              <button type="button" className={styles.oldVersion} disabled={submitting} onClick={() => void logIn(true)}>
                {t('login.oldVersion')}
              </button>
            ) : null}
          </div>
        </form>
      </main>

      <p className={styles.signUp}>
        {t('login.noAccount')} <Link to="/register">{t('login.signUp')}</Link>
      </p>

      <footer className={styles.footer}>
        {t('login.agreement')} <Link to="/termsOfUse">{t('login.termsLink')}</Link>
      </footer>
    </div>
  );
}
