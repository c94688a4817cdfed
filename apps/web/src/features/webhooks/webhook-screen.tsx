// /me/webhooks/:id: one endpoint (its address, events, whether it sends), its actions (edit, rotate
// the secret, delete, each rotation and deletion confirmed), and its delivery log, newest first: a
// row per event with its status, attempts and last HTTP status; a tap shows the answer received and
// the payload, with "Send again".
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@panel/domain/contract/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import { loadDialog } from '../../components/overlays';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { LoadedEndpoint, SecretCard, StatusTag, when } from './webhook-parts';
import { deliveriesQuery, useDeleteWebhook, useResendDelivery, useRotateSecret, useUpdateWebhook } from './webhooks-api';
import styles from './webhooks.module.css';
import './locales';

/** The payload as sent, laid out for reading when it is JSON. */
function readable(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function DeliverySheet({ endpointId, delivery, onClose }: { endpointId: string; delivery: WebhookDelivery | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendDelivery(endpointId);
  if (!delivery) return null;
  const sendAgain = () =>
    resend.mutateAsync(delivery.id).then(() => {
      notify(t('webhooks.delivery.sentAgain'));
      onClose();
    }, showFailure);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className={styles.sheet} role="dialog" aria-label={t(`webhooks.event.${delivery.type as WebhookEventType}`)}>
        <h2>
          {t(`webhooks.event.${delivery.type as WebhookEventType}`)} <StatusTag status={delivery.status} />
        </h2>
        <dl className={styles.facts}>
          <dt>{t('webhooks.delivery.webhookId')}</dt>
          <dd>{delivery.webhookId}</dd>
          <dt>{t('webhooks.delivery.created')}</dt>
          <dd>{when(delivery.createdAt)}</dd>
          {delivery.lastAttemptAt ? (
            <>
              <dt>{t('webhooks.delivery.lastAttempt')}</dt>
              <dd>
                {when(delivery.lastAttemptAt)} · {t('webhooks.delivery.attempts', { count: delivery.attempts })}
              </dd>
            </>
          ) : null}
          {delivery.nextAttemptAt && delivery.attempts > 0 ? (
            <>
              <dt>{t('webhooks.delivery.nextAttempt')}</dt>
              <dd>{when(delivery.nextAttemptAt)}</dd>
            </>
          ) : null}
        </dl>
        <h3>
          {t('webhooks.delivery.answer')}
          {delivery.lastStatus === null ? '' : ` · ${t('webhooks.delivery.httpStatus', { status: delivery.lastStatus })}`}
        </h3>
        <pre className={styles.code} data-testid="delivery-answer">
          {delivery.lastResponse || t('webhooks.delivery.noAnswerText')}
        </pre>
        <h3>{t('webhooks.delivery.payload')}</h3>
        <pre className={styles.code} data-testid="delivery-payload">
          {readable(delivery.payload)}
        </pre>
        <div className={styles.sheetActions}>
          <Button onClick={onClose}>{t('webhooks.delivery.close')}</Button>
          <Button color="primary" loading={resend.isPending} onClick={() => void sendAgain()}>
            {t('webhooks.delivery.sendAgain')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

function DeliveryRow({ delivery, onOpen }: { delivery: WebhookDelivery; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      className={styles.row}
      onClick={onOpen}
      data-testid="delivery-row"
      description={
        <>
          <span className={styles.time}>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</span>
          <br />
          <span className={styles.time}>
            {t('webhooks.delivery.attempts', { count: delivery.attempts })} ·{' '}
            {delivery.lastStatus === null ? t('webhooks.delivery.noAnswer') : t('webhooks.delivery.httpStatus', { status: delivery.lastStatus })}
          </span>
        </>
      }
    >
      <span className={styles.meta}>
        {t(`webhooks.event.${delivery.type as WebhookEventType}`)} <StatusTag status={delivery.status} />
      </span>
    </List.Item>
  );
}

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateWebhook(endpoint.id);
  const rotate = useRotateSecret(endpoint.id);
  const remove = useDeleteWebhook(endpoint.id);
  const deliveries = useInfiniteQuery(deliveriesQuery(endpoint.id));
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);

  const onRotate = async () => {
    const Dialog = await loadDialog();
    const go = await Dialog.confirm({
      content: t('webhooks.endpoint.rotateConfirm'),
      confirmText: t('webhooks.endpoint.rotate'),
      cancelText: t('webhooks.endpoint.cancel'),
    });
    if (go) await rotate.mutateAsync().then((answer) => setSecret(answer.secret), showFailure);
  };
  const onDelete = async () => {
    const Dialog = await loadDialog();
    const go = await Dialog.confirm({
      content: t('webhooks.endpoint.deleteConfirm'),
      confirmText: t('webhooks.endpoint.delete'),
      cancelText: t('webhooks.endpoint.cancel'),
    });
    if (!go) return;
    await remove.mutateAsync().then(() => {
      notify(t('webhooks.endpoint.deleted'));
      void navigate('/me/webhooks', { replace: true });
    }, showFailure);
  };

  return (
    <div className={styles.body}>
      {secret ? <SecretCard secret={secret} rotated onDone={() => setSecret(null)} /> : null}
      <List>
        <List.Item description={endpoint.description || undefined}>
          <span className={styles.url}>{endpoint.url}</span>
        </List.Item>
        <List.Item description={endpoint.events.map((type) => t(`webhooks.event.${type}`)).join(', ')}>
          {t('webhooks.events', { count: endpoint.events.length })}
        </List.Item>
        <List.Item
          description={
            endpoint.previousSecretUntil
              ? t('webhooks.endpoint.rotating', { time: when(endpoint.previousSecretUntil) })
              : t(endpoint.enabled ? 'webhooks.endpoint.onHint' : 'webhooks.endpoint.offHint')
          }
          extra={
            <Switch
              checked={endpoint.enabled}
              loading={update.isPending}
              aria-label={t('webhooks.endpoint.enabled')}
              onChange={(enabled) => update.mutate({ enabled })}
            />
          }
        >
          {t('webhooks.endpoint.enabled')}
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button size="small" onClick={() => void navigate(`/me/webhooks/${endpoint.id}/edit`)}>
          {t('webhooks.endpoint.edit')}
        </Button>
        <Button size="small" loading={rotate.isPending} onClick={() => void onRotate()}>
          {t('webhooks.endpoint.rotate')}
        </Button>
        <Button size="small" color="danger" fill="outline" loading={remove.isPending} onClick={() => void onDelete()}>
          {t('webhooks.endpoint.delete')}
        </Button>
      </div>
      <PagedList
        query={deliveries}
        header={<h2 className={styles.intro}>{t('webhooks.endpoint.log')}</h2>}
        emptyTitle={t('webhooks.endpoint.logEmptyTitle')}
        emptyDescription={t('webhooks.endpoint.logEmptyText')}
        renderItem={(delivery) => <DeliveryRow key={delivery.id} delivery={delivery} onOpen={() => setOpen(delivery)} />}
      />
      <DeliverySheet endpointId={endpoint.id} delivery={open} onClose={() => setOpen(null)} />
    </div>
  );
}

export default function WebhookScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Page title={t('webhooks.title')} backTo="/me/webhooks">
      <LoadedEndpoint id={id}>{(endpoint) => <Endpoint endpoint={endpoint} />}</LoadedEndpoint>
    </Page>
  );
}
