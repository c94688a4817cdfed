// Log in with an account (email or phone) and a password; lands on the route the user was
// going to, else /home (spec sections 2 and 4).
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { currentLocale } from '../../lib/i18n';
import { saveToken } from '../../lib/session';
import { loadAuthContract, loginFailureText, requestToken } from './auth-api';
import styles from './login-screen.module.css';

type LoginValues = { account: string; password: string };

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

/** The path the user was sent here from (RequireAuth or the 401 dialog put it in the location state). */
function rememberedPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/home';
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);

  useEffect(() => {
    void loadAuthContract(); // warm up what the submit needs while the user types
  }, []);

  const onFinish = async ({ account, password }: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const token = await requestToken(account.trim(), password);
      saveToken(token.access_token, token.token_type);
      void navigate(rememberedPath(location.state), { replace: true });
    } catch (error) {
      setFailure(loginFailureText(error, currentLocale()));
      setSubmitting(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };

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
        <Form
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={onFinish}
          onValuesChange={() => setFailure(null)}
          footer={
            <>
              {failure ? (
                <p className={styles.failure} role="alert">
                  {failure}
                </p>
              ) : null}
              <Button block type="submit" color="primary" size="large" loading={submitting} loadingText={t('login.submitting')}>
                {t('login.submit')}
              </Button>
            </>
          }
        >
          <Form.Item name="account" label={t('login.account')} rules={[required]}>
            <Input
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              autoCapitalize="off"
              clearable
              aria-label={t('login.account')}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[required]}
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
              type={passwordVisible ? 'text' : 'password'}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              aria-label={t('login.password')}
            />
          </Form.Item>
        </Form>
      </main>

      <footer className={styles.footer}>
        {t('login.agreement')} <Link to="/termsOfUse">{t('login.termsLink')}</Link>
      </footer>
    </div>
  );
}
