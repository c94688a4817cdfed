// The key just made, shown this once: the whole secret (monospace, selectable), a Copy button that
// reads "Copied" for a moment after it worked, and plainly that it will not be shown again.
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import type { CreatedApiKey } from '@panel/domain/contract/api-keys';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../components/use-copy';
import styles from './api-keys.module.css';

export function CreatedKeySheet({ made, onClose }: { made: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const title = t('apiKeys.created.title');
  return (
    // Closed only by its button: a tap beside it must not lose the key before it is copied.
    <Popup visible bodyClassName={styles.sheet} destroyOnClose aria-label={title}>
      <section className={styles.created} aria-label={title} data-testid="created-api-key">
        <h2 className={styles.sheetTitle}>{title}</h2>
        <p className={styles.createdName}>{made.name}</p>
        <p className={styles.warning} role="alert">
          {t('apiKeys.created.warning')}
        </p>
        <div className={styles.secretBox}>
          <span className={styles.secretLabel}>{t('apiKeys.created.keyLabel')}</span>
          <code className={styles.secret} data-testid="created-api-key-value">
            {made.key}
          </code>
        </div>
        <div className={styles.createdActions}>
          <Button
            block
            size="large"
            color="primary"
            fill="outline"
            aria-label={t('apiKeys.created.copyLabel')}
            onClick={() => void copy(made.key)}
            data-testid="copy-api-key"
          >
            <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
          </Button>
          <Button block size="large" color="primary" onClick={onClose} data-testid="created-api-key-done">
            {t('apiKeys.created.done')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
