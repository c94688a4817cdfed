// /me/accountSecurity — phone, email, login password, two-factor authentication and payment
// password, each leading to its own screen; the trusted devices, opened in a sheet where one can be removed.
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import PhonebookOutline from 'antd-mobile-icons/es/PhonebookOutline';
import { CoinIcon } from '../../components/coin-icon';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { securityInfoQuery } from './account-api';
import { TrustedDevicesSheet } from './trusted-devices';
import styles from './account.module.css';
import './locales';

function Value({ text, tone }: { text: string; tone?: 'on' | 'missing' }) {
  let className = styles.value;
  if (tone === 'on') className = `${styles.value} ${styles.valueOn}`;
  if (tone === 'missing') className = `${styles.value} ${styles.valueMissing}`;
  return <span className={className}>{text}</span>;
}

export default function AccountSecurityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useQuery(securityInfoQuery);
  const [devicesOpen, setDevicesOpen] = useState(false);

  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else {
    const security = info.data;
    const notSet = <Value text={t('account.notSet')} tone="missing" />;
    const twoFactor = security.twoFactorEnabled ? <Value text={t('account.security.on')} tone="on" /> : <Value text={t('account.security.off')} />;
    const twoFactorChannel = security.twoFactorEnabled && security.twoFactorChannel ? t(`account.channelBy.${security.twoFactorChannel}`) : undefined;
    body = (
      <>
        <List header={t('account.security.signIn')} className={styles.list}>
          <List.Item
            prefix={<PhonebookOutline aria-hidden="true" />}
            extra={security.phone ? <Value text={security.phone} /> : notSet}
            onClick={() => void navigate('/me/setPhone')}
          >
            {t('account.security.phone')}
          </List.Item>
          <List.Item
            prefix={<MailOutline aria-hidden="true" />}
            extra={security.email ? <Value text={security.email} /> : notSet}
            onClick={() => void navigate('/me/setEmail')}
          >
            {t('account.security.email')}
          </List.Item>
          <List.Item
            prefix={<LockOutline aria-hidden="true" />}
            extra={<Value text={t('account.security.change')} />}
            onClick={() => void navigate('/me/resetLoginPassword')}
          >
            {t('account.security.loginPassword')}
          </List.Item>
          <List.Item
            prefix={<CheckShieldOutline aria-hidden="true" />}
            description={twoFactorChannel}
            extra={twoFactor}
            onClick={() => void navigate('/me/setTfa')}
          >
            {t('account.security.twoFactor')}
          </List.Item>
          <List.Item
            prefix={<UserContactOutline aria-hidden="true" />}
            description={t('account.security.devicesHint')}
            extra={<Value text={String(security.rememberedDevices)} />}
            onClick={() => setDevicesOpen(true)}
            data-testid="open-devices"
          >
            {t('account.security.devices')}
          </List.Item>
        </List>
        <List header={t('account.security.payments')} className={styles.list}>
          <List.Item
            prefix={<CoinIcon />}
            extra={security.paymentPasswordSet ? <Value text={t('account.security.set')} tone="on" /> : notSet}
            onClick={() => void navigate('/me/vcoinPasswordSet')}
          >
            {t('account.security.paymentPassword')}
          </List.Item>
        </List>
      </>
    );
  }
  return (
    <LocalizedUi>
      <Page title={t('account.security.title')} backTo="/me">
        {body}
        <TrustedDevicesSheet visible={devicesOpen} onClose={() => setDevicesOpen(false)} />
      </Page>
    </LocalizedUi>
  );
}
