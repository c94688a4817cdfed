// /me/webhooks/:id/edit: an endpoint's description and events.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { WebhookForm } from './webhook-form';
import { webhookQuery } from './webhooks-api';
import './locales';

export default function EditWebhookScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const endpoint = useQuery(webhookQuery(id));
  let body;
  if (endpoint.isPending) body = <PageLoading />;
  else if (endpoint.isError) body = <PageError error={endpoint.error} onRetry={() => void endpoint.refetch()} retrying={endpoint.isFetching} />;
  else body = <WebhookForm endpoint={endpoint.data} />;
  return (
    <Page title={t('webhooks.form.editTitle')} backTo={`/me/webhooks/${id}`}>
      {body}
    </Page>
  );
}
