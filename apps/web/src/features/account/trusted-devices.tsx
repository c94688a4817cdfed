// The trusted devices of the account security screen: the devices whose logins raise no security
// alert, in a sheet opened from their row: each with when it was last used and added, the one in
// hand marked, and "Remove" after a confirmation (its next login asks the security check again).
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Tag from 'antd-mobile/es/components/tag';
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

function DeviceRow({ device, onRemove, removing }: { device: TrustedDevice; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="trusted-device"
      description={
        <>
          <span>{t('account.devices.lastUsed', { date: formatDate(device.lastUsedAt) })}</span>
          <br />
          <span>{t('account.devices.added', { date: formatDate(device.addedAt) })}</span>
        </>
      }
      extra={
        <Button size="small" color="danger" fill="outline" loading={removing} onClick={onRemove} data-testid="remove-device">
          {t('account.devices.remove')}
        </Button>
      }
    >
      {device.current ? t('account.devices.thisDevice') : t('account.devices.other', { id: (device.deviceId ?? device.id).slice(0, 8) })}{' '}
      {device.current ? (
        <Tag color="primary" fill="outline">
          {t('account.devices.current')}
        </Tag>
      ) : null}
    </List.Item>
  );
}

export function TrustedDevicesSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useQuery({ ...trustedDevicesQuery, enabled: visible });
  const forget = useForgetDevice();
  const remove = async (device: TrustedDevice) => {
    const Dialog = await loadDialog();
    const sure = await Dialog.confirm({
      title: t('account.devices.removeTitle'),
      content: device.current ? t('account.devices.removeCurrentText') : t('account.devices.removeText'),
      confirmText: t('account.devices.remove'),
      cancelText: t('account.devices.keep'),
    });
    if (!sure) return;
    forget.mutate(device.id, { onSuccess: () => notify(t('account.devices.removed')), onError: (error) => showFailure(error) });
  };
  let body;
  if (devices.isPending) body = <PageLoading />;
  else if (devices.isError) body = <PageError error={devices.error} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />;
  else if (devices.data.length === 0) body = <p className={styles.intro}>{t('account.devices.none')}</p>;
  else
    body = (
      <List>
        {devices.data.map((device) => (
          <DeviceRow key={device.id} device={device} removing={forget.isPending && forget.variables === device.id} onRemove={() => void remove(device)} />
        ))}
      </List>
    );
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose position="bottom">
      <section aria-label={t('account.security.devices')} data-testid="trusted-devices">
        <h2 className={styles.intro}>{t('account.security.devices')}</h2>
        <p className={styles.intro}>{t('account.security.devicesHint')}</p>
        {body}
        <div className={styles.actions}>
          <Button block onClick={onClose}>
            {t('account.devices.close')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
