// /payment/snapshot/:id: the listing as it was when I bought it, frozen on the order: name,
// picture, type, price tiers, discount, maximum per purchase and description.
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import type { OrderSnapshotResponse } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { tierTable } from '@panel/domain/pricing';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { moneyText, percentText } from '../../shared/money/money-amount';
import { OrderPicture } from '../../shared/orders/order-row';
import { OrderLoaded } from './order-loaded';
import { orderSnapshotQuery } from './orders-api';
import styles from './orders.module.css';
import './locales';

function Snapshot({ snapshot }: { snapshot: OrderSnapshotResponse }) {
  const { t } = useTranslation();
  const money = (amount: string) => moneyText(amount, snapshot.currency);
  const tiers = tierTable(snapshot.tiers, snapshot.discount);
  const hasDiscount = Number(snapshot.discount) > 0;
  return (
    <>
      <div className={styles.hero}>
        <OrderPicture picture={snapshot.picture} name={snapshot.name} size={96} />
        <div className={styles.heroBody}>
          <h2 className={styles.heroTitle}>{snapshot.name}</h2>
          <div className={styles.heroMeta}>
            <Tag color="primary" fill="outline">
              {t(`orders.snapshot.cardType.${snapshot.cardType}`)}
            </Tag>
          </div>
          <div className={styles.muted}>{t('orders.snapshot.takenAt', { date: formatDate(snapshot.takenAt) })}</div>
        </div>
      </div>

      <List header={t('orders.snapshot.tiers')} className={styles.section}>
        <List.Item>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('orders.snapshot.quantityCol')}</th>
                <th>{t('orders.snapshot.unitCol')}</th>
                <th>{t('orders.snapshot.retailCol')}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.minCount}>
                  <td>{tier.maxCount === null ? t('orders.snapshot.rangeOpen', { min: tier.minCount }) : `${tier.minCount}–${tier.maxCount}`}</td>
                  <td>{money(tier.unitPrice)}</td>
                  <td>{money(tier.retailPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasDiscount ? <div className={styles.muted}>{t('orders.snapshot.discount', { discount: percentText(snapshot.discount) })}</div> : null}
        </List.Item>
        <List.Item extra={snapshot.maxPerPurchase ?? t('orders.snapshot.noMax')}>{t('orders.snapshot.maxPerPurchase')}</List.Item>
      </List>

      <List header={t('orders.snapshot.description')} className={styles.section}>
        <List.Item>
          <span className={styles.description}>{snapshot.description || t('orders.snapshot.noDescription')}</span>
        </List.Item>
      </List>
    </>
  );
}

export default function OrderSnapshotScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(orderSnapshotQuery(id));
  return (
    <LocalizedUi>
      <Page title={t('orders.snapshot.title')} backTo={`/payment/detail/${id}`}>
        <OrderLoaded query={query}>{(snapshot) => <Snapshot snapshot={snapshot} />}</OrderLoaded>
      </Page>
    </LocalizedUi>
  );
}
