// The notification switches (/me/notifications): for each kind, the inbox, e-mail and push; push on
// this phone turned on or off here; where e-mails go. Decision 031.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useQuery } from '@tanstack/react-query';
import type { NotificationSetting } from '@panel/domain/contract/notifications';
import {
  BUYER_NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  SELLER_NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@panel/domain/notifications';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { currentSubscription, pushState } from '../../lib/push';
import { settingsQuery, usePushDevice, useSetNotification } from './notifications-api';
import { useTurnOnPush } from './push-offer';
import styles from './notifications.module.css';
import './locales';

/** This browser's push subscription's endpoint, once known (null: none). */
function useThisDevice(): [string | null | undefined, (endpoint: string | null) => void] {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => alive && setEndpoint(subscription?.endpoint ?? null));
    return () => {
      alive = false;
    };
  }, []);
  return [endpoint, setEndpoint];
}

function PushOnThisPhone({ pushKey }: { pushKey: string | null }) {
  const { t } = useTranslation();
  const [endpoint, setEndpoint] = useThisDevice();
  const { turnOn, busy } = useTurnOnPush();
  const device = usePushDevice();
  const state = pushState();
  let note: string;
  let action = null;
  if (!pushKey) note = t('notificationSettings.pushNotSetUp');
  else if (state === 'unsupported') note = t('notificationSettings.pushUnsupported');
  else if (state === 'denied') note = t('notificationSettings.pushBlocked');
  else if (state === 'granted' && endpoint) {
    note = t('notificationSettings.pushOnHere');
    action = (
      <Button size="small" fill="outline" onClick={() => void device.unsubscribe(endpoint).then(() => setEndpoint(null))}>
        {t('notificationSettings.pushTurnOff')}
      </Button>
    );
  } else {
    note = t('notificationSettings.pushOffHere');
    action = (
      <Button
        size="small"
        color="primary"
        loading={busy}
        onClick={() => void turnOn(pushKey).then(async (on) => on && setEndpoint((await currentSubscription())?.endpoint ?? null))}
      >
        {t('notificationSettings.pushTurnOn')}
      </Button>
    );
  }
  return (
    <List.Item description={note} extra={action}>
      {t('notificationSettings.pushHere')}
    </List.Item>
  );
}

/** A kind's switches, one per channel this account can be reached on. */
function KindRow({ row, channels }: { row: NotificationSetting; channels: readonly NotificationChannel[] }) {
  const { t } = useTranslation();
  const set = useSetNotification();
  return (
    <List.Item description={t(`notificationSettings.kindHint.${row.kind}`)}>
      <span>{t(`notificationSettings.kind.${row.kind}`)}</span>
      <div className={styles.kindRow} style={{ '--channels': channels.length } as CSSProperties}>
        {channels.map((channel) => (
          <label key={channel} className={styles.channel}>
            <Switch
              checked={row[channel]}
              aria-label={`${t(`notificationSettings.kind.${row.kind}`)}: ${t(`notificationSettings.channel.${channel}`)}`}
              onChange={(enabled) => set.mutate({ kind: row.kind, channel, enabled })}
            />
            <span aria-hidden="true">{t(`notificationSettings.channel.${channel}`)}</span>
          </label>
        ))}
      </div>
    </List.Item>
  );
}

export default function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  if (settings.isPending)
    return (
      <Page title={t('notificationSettings.title')} backTo="/me">
        <PageLoading />
      </Page>
    );
  if (settings.isError)
    return (
      <Page title={t('notificationSettings.title')} backTo="/me">
        <PageError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      </Page>
    );
  const { data } = settings;
  // A channel the account cannot be reached on (no e-mail address, a server without push) has no switches.
  const channels = NOTIFICATION_CHANNELS.filter((channel) => (channel === 'EMAIL' ? data.email !== null : channel === 'PUSH' ? data.pushKey !== null : true));
  const rowsOf = (kinds: readonly NotificationKind[]) =>
    data.settings.filter((row) => kinds.includes(row.kind)).map((row) => <KindRow key={row.kind} row={row} channels={channels} />);
  return (
    <Page title={t('notificationSettings.title')} backTo="/me">
      <List header={t('notificationSettings.channels')}>
        <PushOnThisPhone pushKey={data.pushKey} />
        <List.Item description={data.email ? t('notificationSettings.emailTo', { email: data.email }) : t('notificationSettings.noEmail')}>
          {t('notificationSettings.email')}
        </List.Item>
      </List>
      <List header={t('notificationSettings.selling')} className={styles.section}>
        {rowsOf(SELLER_NOTIFICATION_KINDS)}
      </List>
      <List header={t('notificationSettings.buying')} className={styles.section}>
        {rowsOf(BUYER_NOTIFICATION_KINDS)}
      </List>
      {data.pushKey ? <p className={styles.note}>{t('notificationSettings.devices', { count: data.pushDevices })}</p> : null}
    </Page>
  );
}
