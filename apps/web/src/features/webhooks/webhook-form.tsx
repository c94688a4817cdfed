// The form of /me/webhooks/new and /me/webhooks/:id/edit: an endpoint's address (fixed once made),
// description and events, grouped as the product is (orders, payments, stock and codes, follows). A
// new endpoint's signing secret is shown here once, after it is made, before going on to its screen.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@panel/domain/contract/webhooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { FormActions } from '../../components/form/form-actions';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { SecretCard } from './webhook-parts';
import { useCreateWebhook, useUpdateWebhook } from './webhooks-api';
import styles from './webhooks.module.css';

type Values = { url: string; description: string; events: WebhookEventType[] };

const createResolver = domainResolver<Values, CreateWebhookRequest>(CreateWebhookRequest as never);
const updateResolver = domainResolver<Values, UpdateWebhookRequest>(UpdateWebhookRequest as never, {
  toInput: ({ description, events }) => ({ description, events }),
});

function EventChoices({ value, onChange }: { value: WebhookEventType[]; onChange: (events: WebhookEventType[]) => void }) {
  const { t } = useTranslation();
  const all = value.length === WEBHOOK_EVENT_TYPES.length;
  return (
    <div className={styles.group}>
      <Checkbox checked={all} indeterminate={!all && value.length > 0} onChange={(checked) => onChange(checked ? [...WEBHOOK_EVENT_TYPES] : [])}>
        {t('webhooks.form.all')}
      </Checkbox>
      <Checkbox.Group value={value} onChange={(next) => onChange(WEBHOOK_EVENT_TYPES.filter((type) => next.includes(type)))}>
        {Object.entries(WEBHOOK_EVENT_GROUPS).map(([group, types]) => (
          <fieldset key={group} className={styles.group} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend className={styles.groupTitle}>{t(`webhooks.group.${group as keyof typeof WEBHOOK_EVENT_GROUPS}`)}</legend>
            {types.map((type) => (
              <Checkbox key={type} value={type}>
                {t(`webhooks.event.${type}`)}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </Checkbox.Group>
    </div>
  );
}

export function WebhookForm({ endpoint }: { endpoint: WebhookEndpoint | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateWebhook();
  const update = useUpdateWebhook(endpoint?.id ?? '');
  const [made, setMade] = useState<{ id: string; secret: string } | null>(null);
  const form = useAppForm<Values, CreateWebhookRequest | UpdateWebhookRequest>({
    defaultValues: { url: endpoint?.url ?? 'https://', description: endpoint?.description ?? '', events: endpoint?.events ?? ['order.created', 'order.paid'] },
    resolver: (endpoint ? updateResolver : createResolver) as never,
  });
  const refused = (error: unknown) => {
    if (!form.showServerError(error)) showFailure(error);
  };
  const submit = form.submitWith(async (body) => {
    if (endpoint) {
      await update.mutateAsync(body as UpdateWebhookRequest).then(() => {
        notify(t('webhooks.form.saved'));
        form.leaveAfterSave(() => void navigate(`/me/webhooks/${endpoint.id}`, { replace: true }));
      }, refused);
      return;
    }
    await create.mutateAsync(body as CreateWebhookRequest).then((answer) => {
      form.reset(form.getValues());
      setMade({ id: answer.endpoint.id, secret: answer.secret });
    }, refused);
  });

  if (made) return <SecretCard secret={made.secret} rotated={false} onDone={() => void navigate(`/me/webhooks/${made.id}`, { replace: true })} />;
  return (
    <form id={form.formId} noValidate onSubmit={submit} className={styles.body}>
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="url"
          id={`${id}url`}
          label={t('webhooks.form.url')}
          hint={endpoint ? t('webhooks.form.urlFixed') : t('webhooks.form.urlHint')}
        >
          {(input) => (
            <Input
              {...input}
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={WEBHOOK_URL_MAX}
              readOnly={endpoint !== null}
              clearable={endpoint === null}
            />
          )}
        </ControlledField>
        <ControlledField
          control={form.control}
          name="description"
          id={`${id}description`}
          label={t('webhooks.form.description')}
          hint={t('webhooks.form.descriptionHint')}
        >
          {(input) => <Input {...input} autoComplete="off" maxLength={WEBHOOK_DESCRIPTION_MAX} clearable />}
        </ControlledField>
        <ControlledField control={form.control} name="events" id={`${id}events`} label={t('webhooks.form.events')}>
          {(input) => <EventChoices value={input.value} onChange={input.onChange} />}
        </ControlledField>
      </List>
      <FormActions>
        <Button block color="primary" size="large" type="submit" loading={create.isPending || update.isPending} loadingText={t('webhooks.form.saving')}>
          {endpoint ? t('webhooks.form.save') : t('webhooks.form.create')}
        </Button>
      </FormActions>
    </form>
  );
}
