// reCAPTCHA for the login, when the server asks for it (prejudge needRecaptcha): the site key from
// GET /api-auth/oauth/site/key, Google's script loaded once, and a token for the "login" action.
// Loaded only when a login needs it.
import { authEndpoints } from '@panel/domain/endpoints/auth';
import { api } from '../../lib/api-client';

type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

const SCRIPT_TIMEOUT_MS = 10_000;
let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's reCAPTCHA script for this site key (once per page). */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('reCAPTCHA did not load')), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA is missing'));
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // try again on the next login
    throw error;
  });
  return loading;
}

/** A reCAPTCHA token for the login; rejects when reCAPTCHA is not configured or cannot run. */
export async function getRecaptchaToken(): Promise<string> {
  const { siteKey, enabled } = await api.call(authEndpoints.siteKey, { hide: true });
  if (!enabled || !siteKey) throw new Error('reCAPTCHA is not configured');
  const grecaptcha = await loadScript(siteKey);
  return grecaptcha.execute(siteKey, { action: 'login' });
}
