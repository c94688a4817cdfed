// The order sheet of /goodDetail/{id}: quantity (the tier price and total follow it), payment method
// (the listing's methods the platform takes) and payment currency (the listing's), the purchase
// limits said before sending, then POST /api/order/create. One Idempotency-Key per submit: asking
// the same order again after an answer that did not say whether it was placed sends the same key,
// so the order is never placed twice. 140003 shows the new price; on success the order's payment
// screen opens.
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import { ERROR_CODES, errorMessage } from '@panel/domain/errors';
import { orderPaymentCurrencies } from '@panel/domain/orders';
import { COUNT_MAX } from '@panel/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { walletQuery } from '../../shared/wallet/wallet-api';
import { mallDetailQuery } from './catalogue-api';
import { initialChoice, newUnitPrice, reviewOrder, unpaidUnitsLeft, type SheetChoice, type SheetProblem } from './order-sheet';
import { useCreateOrder } from './order-sheet-api';
import styles from './catalogue.module.css';
import sheet from './order-sheet.module.css';
import './locales';
import './order-sheet-texts';

type OrderSheetProps = { good: MallDetailResponse; visible: boolean; onClose: () => void };

/** What stops the order, in the catalogue's words: the code's message and the bound it broke. */
function useProblemText() {
  const { t } = useTranslation();
  return (problem: SheetProblem, currency: string): string => {
    const message = errorMessage(problem.code, currentLocale());
    if (problem.kind === 'NO_PAYMENT_TYPE') return t('orderSheet.noPaymentType');
    if (problem.kind === 'NO_CURRENCY') return `${message} · ${t('orderSheet.noCurrency')}`;
    if (problem.kind !== 'PURCHASE') return message;
    const limit = typeof problem.limit === 'string' ? moneyText(problem.limit, currency) : problem.limit;
    return `${message} · ${t(`orderSheet.limit.${problem.blocker}`, { limit })}`;
  };
}

export function OrderSheet({ good, visible, onClose }: OrderSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const problemText = useProblemText();
  const [choice, setChoice] = useState<SheetChoice>(() => initialChoice(good));
  const [refusal, setRefusal] = useState('');
  const review = reviewOrder(good, choice);
  const { check, problem, range } = review;
  const quote = check.quote;
  const money = (amount: string) => moneyText(amount, good.currency);
  // Paying with VCoin: what the wallet holds, read once VCoin is chosen.
  const wallet = useQuery({ ...walletQuery, enabled: visible && choice.paymentType === 'VCOIN' });

  const choose = (next: Partial<SheetChoice>) => {
    setChoice((last) => ({ ...last, ...next }));
    setRefusal('');
  };

  const submit = () => {
    if (!review.request || create.isPending) return;
    const body = review.request;
    void create.submit(
      { body },
      {
        onSuccess: (order) => {
          // An order paid with VCoin opens its payment at once; the others open the order (bank details, voucher).
          void navigate(order.paymentType === 'VCOIN' && order.actions.includes('PAY') ? `/payment/vcoin/${order.id}` : `/payment/detail/${order.id}`);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return setRefusal(errorMessage(ERROR_CODES.NETWORK, currentLocale()));
          const price = failure.code === ERROR_CODES.INCORRECT_PRICE ? newUnitPrice(failure.data) : null;
          // Over the cap on unpaid units in the store: what is still allowed, and how to free the rest.
          const left = failure.code === ERROR_CODES.OVER_PURCHASE_MAXIMUM ? unpaidUnitsLeft(failure.data) : null;
          if (price) setRefusal(t('orderSheet.priceChanged', { price: money(price) }));
          else setRefusal(left === null ? failure.message : `${failure.message} · ${t('orderSheet.unpaidUnits', { count: left })}`);
          // The listing changed under the sheet (price, stock, methods): read it again.
          void queryClient.invalidateQueries({ queryKey: mallDetailQuery(good.id).queryKey });
        },
      },
    );
  };

  const limits = t('orderSheet.limits', { min: good.minPerPurchase, max: good.maxPerPurchase ?? t('catalogue.good.noMax'), stock: good.stock });

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={sheet.body} showCloseButton closeOnMaskClick>
      <section className={sheet.sheet} aria-label={t('orderSheet.title')} data-testid="order-sheet">
        <h2 className={sheet.title}>{t('orderSheet.title')}</h2>
        <p className={styles.muted}>{good.name}</p>

        <div className={sheet.row}>
          <div>
            <div className={sheet.label}>{t('catalogue.good.quantity')}</div>
            <div className={styles.muted} data-testid="order-limits">
              {limits}
            </div>
          </div>
          <Stepper
            className={sheet.stepper}
            // Any count can be typed: one outside the listing's limits is said under the price (150046,
            // 150044, 120035) and cannot be sent, rather than changed silently.
            min={1}
            max={COUNT_MAX}
            digits={0}
            value={choice.quantity}
            onChange={(value) => choose({ quantity: Math.trunc(value ?? range.min) })}
            aria-label={t('catalogue.good.quantity')}
          />
        </div>

        <div className={sheet.quote} data-testid="quote">
          <div className={sheet.quoteRow}>
            <span>{t('catalogue.good.unitPrice')}</span>
            <span data-testid="unit-price">{quote ? money(quote.unitPrice) : '—'}</span>
          </div>
          <div className={sheet.quoteRow}>
            <span>{t('catalogue.good.total')}</span>
            <span className={sheet.total} data-testid="total-price">
              {quote ? money(quote.totalPrice) : '—'}
            </span>
          </div>
          {quote ? <div className={styles.muted}>{t('catalogue.good.suggestedRetail', { price: money(quote.retailUnitPrice) })}</div> : null}
        </div>

        <div className={sheet.label} id="order-sheet-type">
          {t('orderSheet.paymentType')}
        </div>
        {review.paymentTypes.length > 0 ? (
          <Selector
            className={sheet.selector}
            aria-labelledby="order-sheet-type"
            columns={2}
            options={review.paymentTypes.map((type) => ({ value: type, label: t(`catalogue.payment.${type}`) }))}
            value={choice.paymentType ? [choice.paymentType] : []}
            onChange={(selected) => {
              const paymentType = selected[0] ?? null;
              choose({ paymentType, paymentCurrency: orderPaymentCurrencies(good, paymentType)[0] ?? null });
            }}
          />
        ) : null}
        {choice.paymentType === 'OFFLINE' ? <p className={styles.muted}>{t('orderSheet.offlineHint')}</p> : null}
        {choice.paymentType === 'VCOIN' && wallet.data ? (
          <p className={styles.muted} data-testid="order-sheet-balance">
            {t('orderSheet.vcoinBalance', { available: moneyText(wallet.data.available, VCOIN) })}
          </p>
        ) : null}

        <div className={sheet.label} id="order-sheet-currency">
          {t('orderSheet.paymentCurrency')}
        </div>
        <Selector
          className={sheet.selector}
          aria-labelledby="order-sheet-currency"
          columns={3}
          options={review.currencies.map((currency) => ({ value: currency, label: currency }))}
          value={choice.paymentCurrency ? [choice.paymentCurrency] : []}
          onChange={(selected) => choose({ paymentCurrency: selected[0] ?? null })}
        />

        {problem || refusal ? (
          <p className={sheet.problem} role="alert" data-testid="order-problem">
            {refusal || (problem ? problemText(problem, good.currency) : '')}
          </p>
        ) : null}

        <OutcomeUnknown call={create} />
        <Button className={sheet.submit} block color="primary" size="large" disabled={!review.request} loading={create.isPending} onClick={submit}>
          {quote && review.request ? `${t('orderSheet.submit')} · ${money(quote.totalPrice)}` : t('orderSheet.submit')}
        </Button>
      </section>
    </Popup>
  );
}
