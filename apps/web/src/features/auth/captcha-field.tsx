// The image captcha of the login (after repeated failures): the server's SVG for this device's
// captcha client id, a new one on tap, and the characters typed. Loaded only when a login needs it.
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@panel/domain/endpoints/auth';
import { fillPath } from '@panel/domain/endpoints/endpoint';
import { getCaptchaClientId } from '../../lib/device';
import styles from './captcha-field.module.css';
import './locales';

// The field's own texts come with it; the login's failure texts are in src/locales.

/** GET /api-auth/validate/code/{clientID}?{timestamp}: the timestamp makes each image new. */
export function captchaImageUrl(clientId: string, stamp: number): string {
  return `${fillPath(authEndpoints.captcha.path, { clientID: clientId })}?${stamp}`;
}

type CaptchaFieldProps = { id: string; value: string; onChange: (value: string) => void; stamp: number; onRefresh: () => void; error?: string };

export default function CaptchaField({ id, value, onChange, stamp, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.captcha}>
      <label className={styles.label} htmlFor={id}>
        {t('loginCaptcha.label')}
      </label>
      <div className={styles.captchaRow}>
        <Input
          id={id}
          value={value}
          onChange={onChange}
          placeholder={t('loginCaptcha.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={16}
          aria-label={t('loginCaptcha.label')}
        />
        <button type="button" className={styles.captchaImage} onClick={onRefresh} aria-label={t('loginCaptcha.refresh')} title={t('loginCaptcha.refresh')}>
          <img src={captchaImageUrl(getCaptchaClientId(), stamp)} alt={t('loginCaptcha.alt')} width={120} height={40} data-testid="captcha-image" />
        </button>
      </div>
      {error ? (
        <div className={styles.fieldError} role="alert">
          {error}
        </div>
      ) : (
        <div className={styles.captchaHint}>{t('loginCaptcha.hint')}</div>
      )}
    </div>
  );
}
