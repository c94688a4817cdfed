// /ops/sandbox: the sandbox control page (contract/sandbox.ts), only while the payment providers run
// as sandboxes: a banner says so; the Payments tab lists the sandbox's payments with the moves each
// allows and their webhooks; the Crypto tab holds the simulated chains. The tab and the provider
// filter live in the address. When the sandbox is off (the calls answer 4004), the page says so.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SandboxCrypto } from '@panel/domain/contract/sandbox';
import { PAYMENT_PROVIDERS } from '@panel/domain/payments';
import { useTranslation } from 'react-i18next';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { isSandboxOff, sandboxCryptoQuery, sandboxPaymentsQuery } from './ops-payments-api';
import { useFilterParam } from './payments-parts';
import { SandboxCryptoPanel } from './sandbox-crypto';
import { SandboxPayments } from './sandbox-payments';
import styles from './ops-payments.module.css';
import './locales';

const TABS = ['payments', 'crypto'] as const;
type Tab = (typeof TABS)[number];

function SandboxOff() {
  const { t } = useTranslation();
  return (
    <div className={styles.notFound} role="status" data-testid="sandbox-off">
      <ErrorBlock status="empty" title={t('opsPay.sandbox.offTitle')} description={t('opsPay.sandbox.offText')} />
    </div>
  );
}

function PaymentsTab() {
  const [provider, setProvider] = useFilterParam('provider', PAYMENT_PROVIDERS);
  const query = useInfiniteQuery(sandboxPaymentsQuery(provider));
  if (query.isError && !query.data && isSandboxOff(query.error)) return <SandboxOff />;
  return <SandboxPayments query={query} provider={provider} onProvider={setProvider} />;
}

function CryptoTab({ query }: { query: UseQueryResult<SandboxCrypto> }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      <SandboxCryptoPanel crypto={query.data} />
    </Refreshable>
  );
}

export default function SandboxScreen() {
  const { t } = useTranslation();
  const [chosen, setTab] = useFilterParam('tab', TABS);
  const tab: Tab = chosen ?? 'payments';
  // The chains are small and asked on either tab: their answer also says whether the sandbox is on.
  const crypto = useQuery(sandboxCryptoQuery);
  const off = crypto.isError && isSandboxOff(crypto.error);
  return (
    <LocalizedUi>
      <Page title={t('opsPay.sandbox.title')} backTo="/ops">
        {off ? (
          <SandboxOff />
        ) : (
          <>
            <p className={styles.banner} role="note" data-testid="sandbox-banner">
              {t('opsPay.sandbox.banner')}
            </p>
            <Tabs activeKey={tab} onChange={(key) => setTab(key === 'crypto' ? 'crypto' : null)} className={styles.tabs}>
              {TABS.map((key) => (
                <Tabs.Tab key={key} title={t(`opsPay.sandbox.tabs.${key}`)} />
              ))}
            </Tabs>
            {tab === 'crypto' ? <CryptoTab query={crypto} /> : <PaymentsTab />}
          </>
        )}
      </Page>
    </LocalizedUi>
  );
}
