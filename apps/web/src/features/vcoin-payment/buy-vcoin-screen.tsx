// /me/buyVCoin: buying VCoin, in three tabs (spec sections 1, 3 and 9). Online and Crypto: the VCoin
// amount (2 decimals, above zero, at most VCOIN_AMOUNT_MAX) starts a purchase (POST /api/vcoin/purchase
// with the channel) and its payment page takes over (/payment/online/{id}?topUp=1 or
// /payment/crypto/{id}?topUp=1). Bank transfer, in USD: the amount (not zero, either decimal separator) starts a purchase (POST
// /api/vcoin/topup) that answers its payment reference; the platform's bank account (GET
// /api/vcoin/topup/bank-info; 21008 while none is set) shows with the reference and the amount, each
// copyable; then the transfer's voucher (1 to 9 pictures or one PDF) is sent, and the purchase waits
// for the platform. My purchases are listed under the tabs with their state; an unfinished one is
// continued from there (one waiting for its online or crypto payment on its payment page). Every move carries its submit's Idempotency-Key.
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TopUp } from '@panel/domain/contract/wallet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { useOfferedPaymentTypes } from '../../shared/payments/payment-types';
import { walletQuery } from '../../shared/wallet/wallet-api';
import { topUpsQuery } from './vcoin-payment-api';
import styles from './vcoin-payment.module.css';
import { TopUpRow } from './top-up-views';
import { CurrentStep } from './bank-transfer';
import { PurchaseForm } from './purchase-form';
import './locales';

/** The tabs: how the VCoin is paid for. */
const CHANNELS = ['BANK', 'ONLINE', 'CRYPTO'] as const;
type Channel = (typeof CHANNELS)[number];
const channelOf = (value: string | null): Channel => ((CHANNELS as readonly string[]).includes(value ?? '') ? (value as Channel) : 'BANK');

function Balance() {
  const { t } = useTranslation();
  const wallet = useQuery(walletQuery);
  const value = (amount: string | undefined) => (amount === undefined ? '—' : moneyText(amount, VCOIN));
  return (
    <div className={styles.balance} data-testid="vcoin-balance">
      <div>
        <span className={styles.balanceLabel}>{t('vcoinPayment.buy.balance')}</span>
        <span className={styles.balanceValue} data-testid="balance-available">
          {value(wallet.data?.available)}
        </span>
      </div>
      <div>
        <span className={styles.balanceLabel}>{t('vcoinPayment.buy.incoming')}</span>
        <span className={styles.balanceValue} data-pending="true" data-testid="balance-incoming">
          {value(wallet.data?.incoming)}
        </span>
      </div>
    </div>
  );
}

export default function BuyVcoinScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const offered = useOfferedPaymentTypes();
  // Bank transfer always; online and crypto while a provider of theirs is on.
  const channels = CHANNELS.filter((key) => key === 'BANK' || offered.includes(key));
  const asked = channelOf(search.get('tab'));
  const channel = channels.includes(asked) ? asked : 'BANK';
  const topUps = useInfiniteQuery(topUpsQuery);
  const [chosen, setChosen] = useState<TopUp | null>(null);
  // The purchase on screen as the list has it now (its state moves on when the platform decides).
  const current = useMemo(() => {
    if (!chosen) return null;
    return topUps.data?.pages.flatMap((page) => page.list).find((item) => item.id === chosen.id && item.status !== chosen.status) ?? chosen;
  }, [chosen, topUps.data]);

  const open = (topUp: TopUp | null) => {
    if (topUp && channel !== 'BANK') setSearch({}, { replace: true });
    setChosen(topUp);
    document.querySelector('.page__body')?.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <LocalizedUi>
      <Page title={t('vcoinPayment.buy.title')} backTo="/me">
        <PagedList
          query={topUps}
          header={
            <>
              <Balance />
              {channels.length > 1 ? (
                <Tabs
                  style={{ background: 'var(--adm-color-background, #fff)', borderTop: '1px solid var(--adm-color-border, #eee)' }}
                  activeKey={channel}
                  onChange={(key) => setSearch(key === 'BANK' ? {} : { tab: key }, { replace: true })}
                >
                  {channels.map((key) => (
                    <Tabs.Tab key={key} title={t(`vcoinPayment.buy.tabs.${key}`)} />
                  ))}
                </Tabs>
              ) : null}
              {channel === 'BANK' ? (
                <>
                  <section className={styles.method} aria-label={t('vcoinPayment.buy.method')}>
                    <h2 className={styles.methodTitle}>{current ? t(`vcoinPayment.buy.step.${current.status}`) : t('vcoinPayment.buy.method')}</h2>
                    <p className={styles.methodText}>{t('vcoinPayment.buy.methodText')}</p>
                  </section>
                  <CurrentStep topUp={current} onChange={open} />
                </>
              ) : (
                <>
                  <section className={styles.method} aria-label={t(`vcoinPayment.buy.channel.${channel}.title`)}>
                    <h2 className={styles.methodTitle}>{t(`vcoinPayment.buy.channel.${channel}.title`)}</h2>
                    <p className={styles.methodText}>{t(`vcoinPayment.buy.channel.${channel}.text`)}</p>
                  </section>
                  <PurchaseForm key={channel} channel={channel} />
                </>
              )}
              <h2 className={styles.historyHeader}>{t('vcoinPayment.buy.history')}</h2>
            </>
          }
          renderItem={(topUp: TopUp) => <TopUpRow key={topUp.id} topUp={topUp} onOpen={() => open(topUp)} />}
          emptyTitle={t('vcoinPayment.buy.emptyTitle')}
          emptyDescription={t('vcoinPayment.buy.emptyText')}
        />
      </Page>
    </LocalizedUi>
  );
}
