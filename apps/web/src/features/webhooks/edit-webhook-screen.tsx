// /me/webhooks/:id/edit: an endpoint's description and events.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { WebhookForm } from './webhook-form';
import { LoadedEndpoint } from './webhook-parts';
import './locales';

export default function EditWebhookScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Page title={t('webhooks.form.editTitle')} backTo={`/me/webhooks/${id}`}>
      <LoadedEndpoint id={id}>{(endpoint) => <WebhookForm endpoint={endpoint} />}</LoadedEndpoint>
    </Page>
  );
}
