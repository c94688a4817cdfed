// /goodDetail/:id: everything a buyer needs before buying: picture, name, the tier table, minimum,
// maximum and stock, payment methods and currencies, and the dimensions. The buy button opens the
// order sheet (order-sheet-popup.tsx), which prices the quantity chosen with the domain's checkPurchase,
// the same rules the server checks the order with. 120009 (missing, or not visible to me) is a
// state of the screen.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { lowestPrice } from '@panel/domain/pricing';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { moneyText, percentText } from '../../shared/money/money-amount';
import { mallDetailQuery } from './catalogue-api';
import { CardPicture, DimensionsList } from './catalogue-ui';
import { initialChoice, reviewOrder } from './order-sheet';
import { OrderSheet } from './order-sheet-popup';
import styles from './catalogue.module.css';
import './locales';
import './order-sheet-texts';

function Good({ good }: { good: MallDetailResponse }) {
  const { t } = useTranslation();
  const [ordering, setOrdering] = useState(false);
  // What the sheet would offer first: when even that cannot be ordered (too little stock, no payment
  // method or currency the platform takes), the buy button says why instead of opening the sheet.
  const { problem, check } = reviewOrder(good, initialChoice(good));
  const stopped =
    problem?.kind === 'PURCHASE' && problem.blocker === 'OUT_OF_STOCK'
      ? t('catalogue.good.blocker.OUT_OF_STOCK')
      : problem?.kind === 'NO_PAYMENT_TYPE'
        ? t('orderSheet.noPaymentType')
        : problem?.kind === 'NO_CURRENCY'
          ? t('orderSheet.noCurrency')
          : null;
  // "From": the lowest unit price a quantity gets (a larger tier is cheaper), as the mall's list says.
  const fromPrice = lowestPrice(good.tiers.map((tier) => tier.unitPrice)) ?? check.quote?.unitPrice;
  const hasDiscount = Number(good.discount) > 0;

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroBody}>
          <div className={styles.head}>
            <CardPicture picture={good.picture} name={good.name} size={96} />
            <div>
              <h2 className={styles.headTitle}>{good.name}</h2>
              <div className={styles.itemMeta}>
                <Tag color="primary" fill="outline">
                  {t(`catalogue.cardType.${good.card.type}`)}
                </Tag>
                {good.outOfStock ? <Tag color="danger">{t('catalogue.mall.outOfStock')}</Tag> : <span>{t('catalogue.mall.stock', { count: good.stock })}</span>}
              </div>
              <div className={styles.muted}>{good.store.name ?? good.store.uid}</div>
            </div>
          </div>
        </div>
      </div>

      <List header={t('catalogue.good.tiers')} className={styles.section}>
        <List.Item>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('catalogue.good.quantityCol')}</th>
                <th>{t('catalogue.good.unitCol')}</th>
                <th>{t('catalogue.good.retailCol')}</th>
              </tr>
            </thead>
            <tbody>
              {good.tiers.map((tier) => (
                <tr key={tier.minCount}>
                  <td>
                    {tier.maxCount === null
                      ? t('catalogue.good.rangeOpen', { min: tier.minCount })
                      : t('catalogue.good.range', { min: tier.minCount, max: tier.maxCount })}
                  </td>
                  <td>{moneyText(tier.unitPrice, good.currency)}</td>
                  <td>{moneyText(tier.retailPrice, good.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasDiscount ? <div className={styles.muted}>{t('catalogue.good.discount', { discount: percentText(good.discount) })}</div> : null}
        </List.Item>
      </List>

      <List className={styles.section}>
        <List.Item extra={t('catalogue.good.limits', { min: good.minPerPurchase, max: good.maxPerPurchase ?? t('catalogue.good.noMax') })}>
          {t('catalogue.good.quantity')}
        </List.Item>
        <List.Item extra={good.stock}>{t('catalogue.good.stock')}</List.Item>
        <List.Item extra={<span className={styles.value}>{good.paymentMethods.map((method) => t(`catalogue.payment.${method}`)).join(', ')}</span>}>
          {t('catalogue.good.paymentMethods')}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{good.paymentCurrencies.join(', ')}</span>}>{t('catalogue.good.paymentCurrencies')}</List.Item>
      </List>

      <DimensionsList card={good.card} />

      <div className={styles.footer}>
        {stopped ? (
          <p className={styles.reason} role="note">
            {stopped}
          </p>
        ) : fromPrice ? (
          <p className={styles.reason}>{t('orderSheet.from', { price: moneyText(fromPrice, good.currency) })}</p>
        ) : null}
        <Button block color="primary" size="large" disabled={stopped !== null} onClick={() => setOrdering(true)}>
          {t('catalogue.good.buy')}
        </Button>
      </div>
      <OrderSheet good={good} visible={ordering} onClose={() => setOrdering(false)} />
    </>
  );
}

export default function GoodDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery(mallDetailQuery(id));

  let body;
  if (detail.isPending) body = <PageLoading />;
  else if (detail.isError) {
    const error = detail.error;
    const missing = error instanceof ApiError && (error.code === ERROR_CODES.PRODUCT_NOT_FOUND || error.code === ERROR_CODES.PARAM_ERROR);
    body = missing ? (
      <div className={styles.empty}>
        <ErrorBlock status="empty" title={t('catalogue.good.missingTitle')} description={t('common.missingText')} />
      </div>
    ) : (
      <PageError
        error={detail.error}
        description={error instanceof ApiError ? error.message : undefined}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  } else body = <Good key={detail.data.id} good={detail.data} />;

  return (
    <LocalizedUi>
      <Page title={t('catalogue.good.title')} backTo="/mall">
        {body}
      </Page>
    </LocalizedUi>
  );
}
