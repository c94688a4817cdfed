// /me/setTfa — two-factor authentication: on or off, each only after a code sent to the account's
// email or phone (spec section 4). Turning it on chooses where the login codes go.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_CHANNELS, type ContactChannel, type SecurityInfoResponse } from '@panel/domain/contract/accounts';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountFailureText } from '../../shared/accounts/account-errors';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { currentLocale } from '../../lib/i18n';
import { securityInfoQuery, useSendSecurityCode } from './account-api';
import styles from './account.module.css';
import { addressOn, codeChannel } from './contact-channels';
import { startVerifyTask, VERIFY_PATH } from './verify-task';
import './locales';

function TwoFactorForm({ info }: { info: SecurityInfoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ContactChannel | undefined>(() => codeChannel(info, undefined));
  const send = useSendSecurityCode();
  const failure = send.error ? accountFailureText(send.error, currentLocale()) : null;
  const on = info.twoFactorEnabled;
  const channel = codeChannel(info, chosen);

  const onToggle = () => {
    if (!channel || send.isPending) return;
    send.mutate(
      { type: 'TWO_FACTOR', channel },
      { onSuccess: (sent) => void navigate(VERIFY_PATH, { state: startVerifyTask({ kind: 'TWO_FACTOR' as const, enabled: !on, channel }, sent) }) },
    );
  };

  const channelName = (value: ContactChannel) => t(`account.channels.${value}`);
  return (
    <>
      <section className={on ? `${styles.status} ${styles.statusOn}` : styles.status} aria-live="polite">
        <span className={styles.statusIcon} aria-hidden="true">
          <CheckShieldOutline />
        </span>
        <div>
          <h2 className={styles.statusTitle}>{on ? t('account.tfa.onTitle') : t('account.tfa.offTitle')}</h2>
          <p className={styles.statusText}>{on && info.twoFactorChannel ? t(`account.channelBy.${info.twoFactorChannel}`) : t('account.tfa.explain')}</p>
        </div>
      </section>

      {on ? null : (
        <List header={t('account.tfa.channel')} className={styles.list}>
          <Radio.Group value={chosen ?? null} onChange={(value) => setChosen(value as ContactChannel)}>
            {CONTACT_CHANNELS.map((option) => {
              const address = addressOn(info, option);
              return (
                <List.Item
                  key={option}
                  prefix={<Radio value={option} disabled={!address} aria-label={channelName(option)} />}
                  description={address ?? t('account.tfa.missing')}
                  disabled={!address}
                  onClick={() => address && setChosen(option)}
                  arrowIcon={false}
                >
                  {channelName(option)}
                </List.Item>
              );
            })}
          </Radio.Group>
        </List>
      )}

      <p className={styles.note}>{channel ? t('account.tfa.confirmCode') : t('account.tfa.noAddress')}</p>
      <div className={styles.actions}>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        {channel ? (
          <Button
            block
            color={on ? 'danger' : 'primary'}
            fill={on ? 'outline' : 'solid'}
            size="large"
            loading={send.isPending}
            loadingText={t('account.tfa.sending')}
            onClick={onToggle}
          >
            {on ? t('account.tfa.turnOff') : t('account.tfa.turnOn')}
          </Button>
        ) : (
          <Button block color="primary" size="large" onClick={() => void navigate('/me/setEmail')}>
            {t('account.tfa.addAddress')}
          </Button>
        )}
      </div>
    </>
  );
}

export default function SetTfaScreen() {
  const { t } = useTranslation();
  const info = useQuery(securityInfoQuery);
  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <TwoFactorForm key={String(info.data.twoFactorEnabled)} info={info.data} />;
  return (
    <LocalizedUi>
      <Page title={t('account.tfa.title')} backTo="/me/accountSecurity">
        {body}
      </Page>
    </LocalizedUi>
  );
}
