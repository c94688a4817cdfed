// The offer of push on this phone, made where it makes sense (the inbox of a seller who has had a
// sale; the settings screen has the same switch), once: "Not now" or an answer to the browser's
// prompt is remembered on this browser.
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@panel/domain/storage-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadToast } from '../../components/overlays';
import { pushState, subscribeToPush } from '../../lib/push';
import { readItem, writeItem } from '../../lib/storage';
import { settingsQuery, usePushDevice } from './notifications-api';
import styles from './notifications.module.css';

/** Turns push on for this browser; answers whether it is on. Shared by the offer and the settings screen. */
export function useTurnOnPush() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const [busy, setBusy] = useState(false);
  const turnOn = async (publicKey: string) => {
    setBusy(true);
    const Toast = await loadToast();
    try {
      const outcome = await subscribeToPush(publicKey);
      if (!outcome.ok) {
        Toast.show({ content: t(`notificationSettings.pushRefused.${outcome.reason}`) });
        return false;
      }
      await device.subscribe(outcome.subscription);
      Toast.show({ icon: 'success', content: t('notificationSettings.pushOn') });
      return true;
    } catch (error) {
      console.error('Could not turn push on', error);
      Toast.show({ content: t('notificationSettings.pushFailed') });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { turnOn, busy };
}

export function PushOffer() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery).data;
  const [answered, setAnswered] = useState(() => readItem(STORAGE_KEYS.pushOffered) !== null);
  const { turnOn, busy } = useTurnOnPush();
  if (answered || !settings?.pushKey || pushState() !== 'default') return null;
  const key = settings.pushKey;
  const done = () => {
    writeItem(STORAGE_KEYS.pushOffered, new Date().toISOString());
    setAnswered(true);
  };
  return (
    <section className={styles.offer} aria-labelledby="push-offer-title">
      <p id="push-offer-title">{t('inbox.pushOffer')}</p>
      <div className={styles.offerActions}>
        <Button size="small" color="primary" loading={busy} onClick={() => void turnOn(key).then(done)}>
          {t('inbox.pushYes')}
        </Button>
        <Button size="small" fill="outline" onClick={done}>
          {t('inbox.pushLater')}
        </Button>
      </div>
    </section>
  );
}
