// One key of the list: its name and state, its prefix (monospace), its scopes as tags, where it may
// be used from, its expiry and its last use (time and address, or never), and Revoke, after a
// confirmation, while it is live.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import type { ApiKey } from '@panel/domain/contract/api-keys';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import '../../lib/antd-react19';
import { useRevokeApiKey } from './api-keys-api';
import styles from './api-keys.module.css';

/** Whether the key still works at `now` (not revoked, not past its expiry). */
export const isLive = (key: ApiKey, now: number) => !key.revokedAt && !(key.expiresAt && new Date(key.expiresAt).getTime() <= now);

export function KeyCard({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const live = isLive(apiKey, now);
  let state = null;
  if (apiKey.revokedAt) state = t('apiKeys.state.revoked');
  else if (!live) state = t('apiKeys.state.expired');

  const onRevoke = async () => {
    const sure = await Dialog.confirm({
      title: t('apiKeys.revokeTitle'),
      content: t('apiKeys.revokeText', { name: apiKey.name, prefix: apiKey.prefix }),
      confirmText: t('apiKeys.revoke'),
      cancelText: t('apiKeys.keep'),
    });
    if (!sure) return;
    revoke.mutate(apiKey.id, { onSuccess: () => notify(t('apiKeys.revoked')), onError: (error) => showFailure(error) });
  };

  const facts: Array<[string, string]> = [
    [t('apiKeys.allowedFrom'), apiKey.allowedAddresses?.join(', ') ?? t('apiKeys.anyAddress')],
    [t('apiKeys.expires'), apiKey.expiresAt ? formatDate(apiKey.expiresAt) : t('apiKeys.noExpiry')],
    [
      t('apiKeys.lastUsed'),
      apiKey.lastUsedAt ? t('apiKeys.lastUsedFrom', { date: formatDate(apiKey.lastUsedAt), address: apiKey.lastUsedAddress ?? '' }) : t('apiKeys.neverUsed'),
    ],
    [t('apiKeys.madeOn'), formatDate(apiKey.createdAt)],
  ];
  return (
    <li className={styles.card} data-live={live} data-testid="api-key">
      <div className={styles.cardHead}>
        <h3 className={styles.keyName}>{apiKey.name}</h3>
        {state ? (
          <Tag color={apiKey.revokedAt ? 'danger' : 'warning'} fill="outline" data-testid="api-key-state">
            {state}
          </Tag>
        ) : null}
      </div>
      <code className={styles.prefix}>{apiKey.prefix}…</code>
      <ul className={styles.scopes} aria-label={t('apiKeys.form.scopes')}>
        {apiKey.scopes.map((scope) => (
          <li key={scope}>
            <Tag color="primary" fill="outline">
              {t(`apiKeys.scope.${scope}`)}
            </Tag>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {live ? (
        <div className={styles.cardActions}>
          <Button
            size="middle"
            fill="outline"
            color="danger"
            loading={revoke.isPending}
            onClick={() => void onRevoke()}
            aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
            data-testid="revoke-api-key"
          >
            {t('apiKeys.revoke')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
