// /goodDetail/:id: everything a buyer needs before buying: picture, name, the tier table, the
// price of the quantity chosen and why it cannot be bought (the domain's checkPurchase, the same
// rules the server checks a purchase with), minimum and maximum, stock, payment methods and the
// dimensions. 120009 (missing, or not visible to me) is a state of the screen. Ordering is later
// work, so the buy button says why it waits.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Stepper from 'antd-mobile/es/components/stepper';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import { checkPurchase, purchaseRange } from '@panel/domain/purchase';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { moneyText } from '../../shared/money/money-amount';
import { mallDetailQuery } from './catalogue-api';
import { CardPicture, DimensionsList } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

function Good({ good }: { good: MallDetailResponse }) {
  const { t } = useTranslation();
  const range = purchaseRange(good);
  const [quantity, setQuantity] = useState(range.min);
  const check = checkPurchase({ ...good, quantity });
  const quote = check.quote;
  const blocker = check.ok ? null : check.blocker;
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
                <tr key={tier.minCount} data-active={quote?.tier.minCount === tier.minCount}>
                  <td>
                    {tier.maxCount === null ? t('catalogue.good.rangeOpen', { min: tier.minCount }) : t('catalogue.good.range', { min: tier.minCount, max: tier.maxCount })}
                  </td>
                  <td>{moneyText(tier.unitPrice, good.currency)}</td>
                  <td>{moneyText(tier.retailPrice, good.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasDiscount ? <div className={styles.muted}>{t('catalogue.good.discount', { discount: good.discount })}</div> : null}
        </List.Item>
      </List>

      <List className={styles.section}>
        <List.Item
          extra={
            <Stepper
              min={range.min}
              max={Math.max(range.min, range.max)}
              digits={0}
              value={quantity}
              onChange={(value) => setQuantity(Math.trunc(value ?? range.min))}
            />
          }
          description={t('catalogue.good.limits', { min: good.minPerPurchase, max: good.maxPerPurchase ?? t('catalogue.good.noMax') })}
        >
          {t('catalogue.good.quantity')}
        </List.Item>
        <List.Item>
          {quote ? (
            <div className={styles.quote} data-testid="quote">
              <div className={styles.quoteRow}>
                <span>{t('catalogue.good.unitPrice')}</span>
                <span data-testid="unit-price">{moneyText(quote.unitPrice, good.currency)}</span>
              </div>
              <div className={styles.quoteRow}>
                <span>{t('catalogue.good.total')}</span>
                <span className={styles.total} data-testid="total-price">
                  {moneyText(quote.totalPrice, good.currency)}
                </span>
              </div>
              <div className={styles.muted}>{t('catalogue.good.suggestedRetail', { price: moneyText(quote.retailUnitPrice, good.currency) })}</div>
            </div>
          ) : (
            <span className={styles.muted}>{t('catalogue.good.blocker.UNDER_MINIMUM')}</span>
          )}
        </List.Item>
        <List.Item extra={good.stock}>{t('catalogue.good.stock')}</List.Item>
        <List.Item extra={<span className={styles.value}>{good.paymentMethods.map((method) => t(`catalogue.payment.${method}`)).join(', ')}</span>}>
          {t('catalogue.good.paymentMethods')}
        </List.Item>
        <List.Item extra={<span className={styles.value}>{good.paymentCurrencies.join(', ')}</span>}>{t('catalogue.good.paymentCurrencies')}</List.Item>
      </List>

      <DimensionsList card={good.card} />

      <div className={styles.footer}>
        <p className={styles.reason} role="note">
          {blocker ? `${t(`catalogue.good.blocker.${blocker}`)} · ` : ''}
          {t('catalogue.good.orderingSoon')}
        </p>
        <Button block color="primary" size="large" disabled>
          {t('catalogue.good.buy')}
        </Button>
      </div>
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
        <ErrorBlock status="empty" title={t('catalogue.good.missingTitle')} description={error.message} />
      </div>
    ) : (
      <PageError description={error instanceof ApiError ? error.message : undefined} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
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
