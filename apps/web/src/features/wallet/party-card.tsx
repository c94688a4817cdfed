// A user of a transfer or a record: picture, nickname and UID.
import Avatar from 'antd-mobile/es/components/avatar';
import type { VcoinParty } from '@panel/domain/contract/wallet';
import { useTranslation } from 'react-i18next';
import { cdnUrl, useCdnDomain } from '../../lib/boot-queries';
import styles from './wallet.module.css';
import './locales';

export function PartyCard({ party }: { party: VcoinParty }) {
  const { t } = useTranslation();
  const cdnDomain = useCdnDomain();
  return (
    <span className={styles.recipient} data-testid="recipient" data-uid={party.uid}>
      <Avatar src={cdnUrl(cdnDomain, party.avatar) ?? ''} style={{ '--size': '40px', '--border-radius': '50%' }} />
      <span>
        <span className={styles.recipientName}>{party.nickname || party.uid}</span>
        <br />
        <span className={styles.meta}>
          {t('wallet.detail.uid')} {party.uid}
        </span>
      </span>
    </span>
  );
}
