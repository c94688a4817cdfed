// The ways into the account screens from "me": profile, account and security, notifications, API keys, webhooks, the quick-start
// guide; "combo", which this version does not have (with the offer to switch to the old version);
// and the old version itself. The old version is offered only while the system configuration's
// newToOldInfo.skipSwitch allows it.
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import KeyOutline from 'antd-mobile-icons/es/KeyOutline';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import RedoOutline from 'antd-mobile-icons/es/RedoOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadDialog, loadToast } from '../../components/overlays';
import { useSystemConfig } from '../../lib/boot-queries';
import './locales';

/** Whether the configuration offers the old version. */
export function useOldVersionOffered(): boolean {
  return useSystemConfig().newToOldInfo.skipSwitch;
}

/** Hands the session over to the old version (10-second cookies), or says it is not available. */
export function useSwitchToOldVersion() {
  const { t } = useTranslation();
  return async () => {
    const Toast = await loadToast();
    const toast = Toast.show({ icon: 'loading', content: t('accountEntries.switching'), duration: 0 });
    try {
      const { switchToOldVersion } = await import('../../shared/login/old-version');
      await switchToOldVersion();
    } catch (error) {
      console.error('Could not hand over to the old version', error);
      toast.close();
      Toast.show({ content: t('accountEntries.switchFailed') });
    }
  };
}

export function AccountEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offered = useOldVersionOffered();
  const switchToOld = useSwitchToOldVersion();

  const onCombo = async () => {
    const Dialog = await loadDialog();
    if (!offered) {
      await Dialog.alert({ content: t('accountEntries.comboText'), confirmText: t('accountEntries.ok') });
      return;
    }
    const go = await Dialog.confirm({
      content: t('accountEntries.comboSwitch'),
      confirmText: t('accountEntries.switch'),
      cancelText: t('accountEntries.stay'),
    });
    if (go) await switchToOld();
  };
  const onOldVersion = async () => {
    const Dialog = await loadDialog();
    const go = await Dialog.confirm({
      content: t('accountEntries.oldVersionConfirm'),
      confirmText: t('accountEntries.switch'),
      cancelText: t('accountEntries.stay'),
    });
    if (go) await switchToOld();
  };

  return (
    <List header={t('accountEntries.header')} className={className}>
      <List.Item prefix={<UserOutline aria-hidden="true" />} onClick={() => void navigate('/me/profileSetting')}>
        {t('accountEntries.profile')}
      </List.Item>
      <List.Item prefix={<LockOutline aria-hidden="true" />} onClick={() => void navigate('/me/accountSecurity')}>
        {t('accountEntries.security')}
      </List.Item>
      <List.Item
        prefix={<BellOutline aria-hidden="true" />}
        description={t('accountEntries.notificationsHint')}
        onClick={() => void navigate('/me/notifications')}
      >
        {t('accountEntries.notifications')}
      </List.Item>
      <List.Item prefix={<KeyOutline aria-hidden="true" />} description={t('accountEntries.apiKeysHint')} onClick={() => void navigate('/me/apiKeys')}>
        {t('accountEntries.apiKeys')}
      </List.Item>
      <List.Item prefix={<LinkOutline aria-hidden="true" />} description={t('accountEntries.webhooksHint')} onClick={() => void navigate('/me/webhooks')}>
        {t('accountEntries.webhooks')}
      </List.Item>
      <List.Item prefix={<CompassOutline aria-hidden="true" />} onClick={() => void navigate('/guide')}>
        {t('accountEntries.guide')}
      </List.Item>
      <List.Item
        prefix={<AppstoreOutline aria-hidden="true" />}
        extra={
          <Tag color="default" fill="outline">
            {t('accountEntries.unavailable')}
          </Tag>
        }
        onClick={() => void onCombo()}
      >
        {t('accountEntries.combo')}
      </List.Item>
      {offered ? (
        <List.Item prefix={<RedoOutline aria-hidden="true" />} description={t('accountEntries.oldVersionHint')} onClick={() => void onOldVersion()}>
          {t('accountEntries.oldVersion')}
        </List.Item>
      ) : null}
    </List>
  );
}
