// /me/apiKeys: the keys a reseller's own shop, bot or site calls the API with. The list shows each
// key (key-card.tsx); "New key" opens the form (new-key-sheet.tsx), whose answer, the key with its
// secret, is shown once (created-key-sheet.tsx). At API_KEY_LIMITS.LIVE_KEYS_MAX live keys the
// button is off, with a note saying why (the server refuses a key beyond them, 4050).
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useQuery } from '@tanstack/react-query';
import { API_KEY_LIMITS, type CreatedApiKey } from '@panel/domain/contract/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { apiKeysQuery } from './api-keys-api';
import { CreatedKeySheet } from './created-key-sheet';
import { isLive, KeyCard } from './key-card';
import { NewKeySheet } from './new-key-sheet';
import styles from './api-keys.module.css';
import './locales';

export default function ApiKeysScreen() {
  const { t } = useTranslation();
  const keys = useQuery(apiKeysQuery);
  const [sheet, setSheet] = useState<'new' | CreatedApiKey | null>(null);
  // The time the list's states (expired or not) are told at; a new one with each answer.
  const now = keys.dataUpdatedAt;
  const liveCount = keys.data?.filter((key) => isLive(key, now)).length ?? 0;
  const full = liveCount >= API_KEY_LIMITS.LIVE_KEYS_MAX;

  let body;
  if (keys.isPending) body = <PageLoading variant="list" rows={3} />;
  else if (keys.isError) body = <PageError error={keys.error} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />;
  else if (keys.data.length === 0)
    body = (
      <ErrorBlock className={styles.empty} status="empty" title={t('apiKeys.emptyTitle')} description={t('apiKeys.emptyText')} data-testid="api-keys-empty" />
    );
  else
    body = (
      <ul className={styles.cards} aria-label={t('apiKeys.title')}>
        {keys.data.map((key) => (
          <KeyCard key={key.id} apiKey={key} now={now} />
        ))}
      </ul>
    );

  return (
    <Page title={t('apiKeys.title')} backTo="/me">
      <div className={styles.head}>
        <p className={styles.intro}>{t('apiKeys.intro')}</p>
        <Button block color="primary" size="large" disabled={!keys.isSuccess || full} onClick={() => setSheet('new')} data-testid="new-api-key">
          <AddOutline aria-hidden="true" /> {t('apiKeys.new')}
        </Button>
        {full ? <p className={styles.limit}>{t('apiKeys.limit', { max: API_KEY_LIMITS.LIVE_KEYS_MAX })}</p> : null}
      </div>
      {body}
      {sheet === 'new' ? <NewKeySheet onMade={(made) => setSheet(made)} onClose={() => setSheet(null)} /> : null}
      {sheet && sheet !== 'new' ? <CreatedKeySheet made={sheet} onClose={() => setSheet(null)} /> : null}
    </Page>
  );
}
