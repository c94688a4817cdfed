// /me/webhooks/new: a new endpoint, its secret shown once after it is made.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { WebhookForm } from './webhook-form';
import './locales';

export default function NewWebhookScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('webhooks.form.newTitle')} backTo="/me/webhooks">
      <WebhookForm endpoint={null} />
    </Page>
  );
}
