// The ways into the account screens from "me": profile, account and security, the quick-start
// guide; "combo", which this version does not have (with the offer to switch to the old version);
// and the old version itself. The old version is offered only while the system configuration's
// newToOldInfo.skipSwitch allows it.
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import Toast from 'antd-mobile/es/components/toast';
import { AppstoreOutline, CompassOutline, LockOutline, RedoOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../lib/antd-react19';
import { useSystemConfig } from '../../lib/boot-queries';
import { addTexts, type Texts } from '../../components/add-texts';

const en = {
  accountEntries: {
    header: 'Account',
    profile: 'Profile',
    security: 'Account and security',
    guide: 'Quick-start guide',
    combo: 'Combo',
    unavailable: 'Not in this version',
    comboText: 'Combo is not available in this version of the panel.',
    comboSwitch: 'Combo is not available in this version of the panel. You can use it in the old version.',
    switch: 'Switch to the old version',
    stay: 'Stay here',
    ok: 'OK',
    oldVersion: 'Old version',
    oldVersionHint: 'The previous version of the panel',
    oldVersionConfirm: 'Open the old version of the panel with this account?',
    switching: 'Opening the old version…',
    switchFailed: 'The old version is not available now',
  },
};
const es: Texts<typeof en> = {
  accountEntries: {
    header: 'Cuenta',
    profile: 'Perfil',
    security: 'Cuenta y seguridad',
    guide: 'Guía de primeros pasos',
    combo: 'Combo',
    unavailable: 'No disponible en esta versión',
    comboText: 'El combo no está disponible en esta versión del panel.',
    comboSwitch: 'El combo no está disponible en esta versión del panel. Puedes usarlo en la versión anterior.',
    switch: 'Cambiar a la versión anterior',
    stay: 'Quedarme aquí',
    ok: 'Aceptar',
    oldVersion: 'Versión anterior',
    oldVersionHint: 'La versión anterior del panel',
    oldVersionConfirm: '¿Abrir la versión anterior del panel con esta cuenta?',
    switching: 'Abriendo la versión anterior…',
    switchFailed: 'La versión anterior no está disponible ahora',
  },
};
const pt: Texts<typeof en> = {
  accountEntries: {
    header: 'Conta',
    profile: 'Perfil',
    security: 'Conta e segurança',
    guide: 'Guia de primeiros passos',
    combo: 'Combo',
    unavailable: 'Indisponível nesta versão',
    comboText: 'O combo não está disponível nesta versão do painel.',
    comboSwitch: 'O combo não está disponível nesta versão do painel. Você pode usá-lo na versão antiga.',
    switch: 'Mudar para a versão antiga',
    stay: 'Ficar aqui',
    ok: 'OK',
    oldVersion: 'Versão antiga',
    oldVersionHint: 'A versão anterior do painel',
    oldVersionConfirm: 'Abrir a versão antiga do painel com esta conta?',
    switching: 'Abrindo a versão antiga…',
    switchFailed: 'A versão antiga não está disponível agora',
  },
};
addTexts({ en, es, pt });

/** Whether the configuration offers the old version. */
export function useOldVersionOffered(): boolean {
  return useSystemConfig().newToOldInfo.skipSwitch;
}

/** Hands the session over to the old version (10-second cookies), or says it is not available. */
export function useSwitchToOldVersion() {
  const { t } = useTranslation();
  return async () => {
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
    if (!offered) {
      await Dialog.alert({ content: t('accountEntries.comboText'), confirmText: t('accountEntries.ok') });
      return;
    }
    const go = await Dialog.confirm({ content: t('accountEntries.comboSwitch'), confirmText: t('accountEntries.switch'), cancelText: t('accountEntries.stay') });
    if (go) await switchToOld();
  };
  const onOldVersion = async () => {
    const go = await Dialog.confirm({ content: t('accountEntries.oldVersionConfirm'), confirmText: t('accountEntries.switch'), cancelText: t('accountEntries.stay') });
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
