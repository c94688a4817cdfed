// The trusted devices of the account security screen: the devices whose logins raise no security
// alert, in a sheet opened from their row, each named by its browser and system ("Unknown device"
// when it was trusted before names were kept), the one in hand marked. Tapping one shows its
// details (address, trusted since, last used) and "Forget this device" after a confirmation (its
// next login asks the security check again).
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TrustedDevice } from '@panel/domain/contract/accounts';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import { loadDialog } from '../../components/overlays';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { trustedDevicesQuery, useForgetDevice } from './account-api';
import styles from './account.module.css';

function DeviceName({ device }: { device: TrustedDevice }) {
  const { t } = useTranslation();
  return (
    <>
      {device.name ?? t('account.devices.unknown')}{' '}
      {device.current ? (
        <Tag color="primary" fill="outline" data-testid="this-device">
          {t('account.devices.thisDevice')}
        </Tag>
      ) : null}
    </>
  );
}

function DeviceRow({ device, onOpen }: { device: TrustedDevice; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="trusted-device"
      onClick={onOpen}
      description={
        <>
          <span>{t('account.devices.lastUsed', { date: formatDate(device.lastUsedAt) })}</span>
          <br />
          <span>{t('account.devices.added', { date: formatDate(device.addedAt) })}</span>
        </>
      }
    >
      <DeviceName device={device} />
    </List.Item>
  );
}

function DeviceDetails({ device }: { device: TrustedDevice }) {
  const { t } = useTranslation();
  return (
    <List data-testid="device-details">
      <List.Item extra={<DeviceName device={device} />}>{t('account.devices.name')}</List.Item>
      <List.Item extra={device.address ?? t('account.devices.addressUnknown')}>{t('account.devices.address')}</List.Item>
      <List.Item extra={formatDate(device.addedAt)}>{t('account.devices.trustedSince')}</List.Item>
      <List.Item extra={formatDate(device.lastUsedAt)}>{t('account.devices.lastUsedAt')}</List.Item>
    </List>
  );
}

export function TrustedDevicesSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useQuery({ ...trustedDevicesQuery, enabled: visible });
  const forget = useForgetDevice();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = devices.data?.find((device) => device.id === openId);
  const close = () => {
    setOpenId(null);
    onClose();
  };
  const confirmForget = async (device: TrustedDevice) => {
    const Dialog = await loadDialog();
    const sure = await Dialog.confirm({
      title: t('account.devices.forgetTitle'),
      content: device.current ? t('account.devices.forgetCurrentText') : t('account.devices.forgetText'),
      confirmText: t('account.devices.forgetConfirm'),
      cancelText: t('account.devices.keep'),
    });
    if (!sure) return;
    forget.mutate(device.id, {
      onSuccess: () => {
        setOpenId(null);
        notify(t('account.devices.forgotten'));
      },
      onError: (error) => showFailure(error),
    });
  };
  let body;
  if (devices.isPending) body = <PageLoading />;
  else if (devices.isError) body = <PageError error={devices.error} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />;
  else if (open) body = <DeviceDetails device={open} />;
  else if (devices.data.length === 0) body = <p className={styles.intro}>{t('account.devices.none')}</p>;
  else
    body = (
      <List>
        {devices.data.map((device) => (
          <DeviceRow key={device.id} device={device} onOpen={() => setOpenId(device.id)} />
        ))}
      </List>
    );
  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} destroyOnClose position="bottom">
      <section aria-label={open ? t('account.devices.details') : t('account.security.devices')} data-testid="trusted-devices">
        <h2 className={styles.intro}>{open ? t('account.devices.details') : t('account.security.devices')}</h2>
        {open ? null : <p className={styles.intro}>{t('account.security.devicesHint')}</p>}
        {body}
        <div className={`${styles.actions} ${styles.actionsStack}`}>
          {open ? (
            <Button block color="danger" fill="outline" loading={forget.isPending} onClick={() => void confirmForget(open)} data-testid="forget-device">
              {t('account.devices.forget')}
            </Button>
          ) : null}
          <Button block onClick={open ? () => setOpenId(null) : close} data-testid="devices-back">
            {open ? t('account.devices.back') : t('account.devices.close')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
