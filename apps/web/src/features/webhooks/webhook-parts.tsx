// Pieces the webhook screens share: an endpoint loaded (or its loading and failure), a delivery's
// status tag, a time in the reader's language, and the signing secret shown once with Copy.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '@panel/domain/contract/webhooks';
import { INTL_LOCALE } from '@panel/domain/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { copyText } from '../../lib/clipboard';
import { currentLocale } from '../../lib/i18n';
import { webhookQuery } from './webhooks-api';
import styles from './webhooks.module.css';

/** An endpoint of the caller's, given to `children` once loaded; a missing (or another's) one says so. */
export function LoadedEndpoint({ id, children }: { id: string; children: (endpoint: WebhookEndpoint) => ReactNode }) {
  const endpoint = useQuery(webhookQuery(id));
  if (endpoint.isPending) return <PageLoading />;
  if (endpoint.isError) return <PageError error={endpoint.error} onRetry={() => void endpoint.refetch()} retrying={endpoint.isFetching} />;
  return children(endpoint.data);
}

const STATUS_COLORS: Record<WebhookDeliveryStatus, 'warning' | 'success' | 'danger'> = { pending: 'warning', delivered: 'success', failed: 'danger' };

export function StatusTag({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} fill="outline" data-status={status}>
      {t(`webhooks.status.${status}`)}
    </Tag>
  );
}

export const when = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALE[currentLocale()], { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

/** The secret, shown this once: what it is for, the value, Copy, and the way on. */
export function SecretCard({ secret, rotated, onDone }: { secret: string; rotated: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => notify((await copyText(secret)) ? t('webhooks.secret.copied') : t('webhooks.secret.copyFailed'));
  return (
    <section className={styles.secret} aria-label={t('webhooks.secret.title')} data-testid="webhook-secret">
      <p>
        <strong>{t('webhooks.secret.title')}</strong>
        <br />
        {rotated ? t('webhooks.secret.onceRotated') : t('webhooks.secret.onceCreated')}
      </p>
      <code className={styles.secretValue}>{secret}</code>
      <div className={styles.sheetActions}>
        <Button color="primary" fill="outline" onClick={() => void copy()}>
          {t('webhooks.secret.copy')}
        </Button>
        <Button color="primary" onClick={onDone}>
          {t('webhooks.secret.done')}
        </Button>
      </div>
    </section>
  );
}
