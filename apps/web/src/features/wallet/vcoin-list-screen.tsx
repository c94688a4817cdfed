// /me/VCoinList: the wallet. The balance head (balance, available, held, bought and waiting) with
// transfer and buy VCoin, then the records, newest first, filtered by type (all or one of the
// spec's seven), with infinite scroll; pulling down refreshes the balance and the records.
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VcoinRecord } from '@panel/domain/contract/wallet';
import { VCOIN_TX_TYPES, type VcoinTxType } from '@panel/domain/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList, type PagedQuery } from '../../components/paged-list';
import { walletQuery, walletRecordsQuery } from '../../shared/wallet/wallet-api';
import { RecordRow } from './record-row';
import { WalletHead } from './wallet-head';
import styles from './wallet.module.css';
import './locales';

const ALL = 'ALL';
const isType = (value: string | null): value is VcoinTxType => (VCOIN_TX_TYPES as readonly (string | null)[]).includes(value);

export default function VcoinListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = isType(raw) ? raw : undefined;
  const wallet = useQuery(walletQuery);
  const records = useInfiniteQuery(walletRecordsQuery(type));
  // Pulling down refreshes the balance with the records.
  const list: PagedQuery<VcoinRecord> = {
    ...records,
    refetch: (options) => Promise.all([wallet.refetch(), records.refetch(options)]).then(([, refreshed]) => refreshed),
  };

  return (
    <LocalizedUi>
      <Page title={t('wallet.list.title')} backTo="/me">
        <PagedList
          key={type ?? ALL}
          query={list}
          header={
            <>
              <WalletHead query={wallet} />
              <Tabs
                activeKey={type ?? ALL}
                onChange={(key) => setParams(key === ALL ? {} : { type: key }, { replace: true })}
                className={styles.tabs}
                aria-label={t('wallet.list.filter')}
              >
                <Tabs.Tab key={ALL} title={t('wallet.list.all')} />
                {VCOIN_TX_TYPES.map((value) => (
                  <Tabs.Tab key={value} title={t(`wallet.types.${value}`)} />
                ))}
              </Tabs>
            </>
          }
          renderItem={(record: VcoinRecord) => <RecordRow key={record.id} record={record} onOpen={() => void navigate(`/me/VCoinList/${record.id}`)} />}
          emptyTitle={type ? t('wallet.list.emptyTypeTitle', { type: t(`wallet.types.${type}`) }) : t('wallet.list.emptyTitle')}
          emptyDescription={t('wallet.list.emptyText')}
          emptyAction={
            type ? (
              <Button color="primary" fill="outline" className={styles.tall} onClick={() => setParams({}, { replace: true })}>
                {t('wallet.list.all')}
              </Button>
            ) : undefined
          }
        />
      </Page>
    </LocalizedUi>
  );
}
