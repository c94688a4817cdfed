// /me/webhooks: the account's webhook endpoints, each with its address, how many events it takes,
// whether it is on and how its latest delivery went; with none, what webhooks are and a way to add one.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@panel/domain/contract/webhooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { StatusTag, when } from './webhook-parts';
import { webhooksQuery } from './webhooks-api';
import styles from './webhooks.module.css';
import './locales';

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      onClick={() => void navigate(`/me/webhooks/${endpoint.id}`)}
      description={
        <span className={styles.meta}>
          {endpoint.description ? <span>{endpoint.description} ·</span> : null}
          <span>{t('webhooks.events', { count: endpoint.events.length })}</span>
          {endpoint.enabled ? null : (
            <Tag color="default" fill="outline">
              {t('webhooks.off')}
            </Tag>
          )}
          {endpoint.lastDelivery ? (
            <>
              <StatusTag status={endpoint.lastDelivery.status} />
              <span className={styles.time}>{when(endpoint.lastDelivery.at)}</span>
            </>
          ) : (
            <span className={styles.time}>{t('webhooks.never')}</span>
          )}
        </span>
      }
    >
      <span className={styles.url}>{endpoint.url}</span>
    </List.Item>
  );
}

export default function WebhooksScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endpoints = useQuery(webhooksQuery);
  const full = (endpoints.data?.list.length ?? 0) >= WEBHOOK_ENDPOINTS_MAX;
  const add = endpoints.data?.list.length ? (
    <Button size="small" fill="none" color="primary" disabled={full} onClick={() => void navigate('/me/webhooks/new')}>
      {t('webhooks.add')}
    </Button>
  ) : null;
  let body;
  if (endpoints.isPending) body = <PageLoading variant="list" />;
  else if (endpoints.isError) body = <PageError error={endpoints.error} onRetry={() => void endpoints.refetch()} retrying={endpoints.isFetching} />;
  else if (endpoints.data.list.length === 0)
    body = (
      <div className={styles.empty}>
        <h2>{t('webhooks.emptyTitle')}</h2>
        <p>{t('webhooks.emptyText')}</p>
        <Button color="primary" onClick={() => void navigate('/me/webhooks/new')}>
          {t('webhooks.addFirst')}
        </Button>
      </div>
    );
  else
    body = (
      <Refreshable onRefresh={() => endpoints.refetch()}>
        <List>
          {endpoints.data.list.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} />
          ))}
        </List>
        {full ? <p className={styles.intro}>{t('webhooks.limitReached')}</p> : null}
      </Refreshable>
    );
  return (
    <Page title={t('webhooks.title')} backTo="/me" right={add}>
      {body}
    </Page>
  );
}
