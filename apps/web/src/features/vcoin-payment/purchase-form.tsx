// Buying VCoin online or with crypto: the amount form whose purchase hands over to its payment page.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import type { VcoinPurchaseRequest } from '@panel/domain/contract/payments';
import { amountForInput } from '@panel/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { currentLocale } from '../../lib/i18n';
import { purchasePath, useVcoinPurchase } from '../../shared/payments/payments-api';
import { AMOUNT_TOO_LARGE, toTopUpRequest, topUpSchema, type TopUpValues } from './vcoin-payment-forms';
import styles from './vcoin-payment.module.css';

const purchaseResolver = domainResolver<TopUpValues, z.output<typeof topUpSchema>>(topUpSchema, {
  toInput: toTopUpRequest,
  message: (_field, key) => (key === AMOUNT_TOO_LARGE ? 'vcoinPayment.buy.channel.amountTooLarge' : key),
});

/** Buying VCoin online or with crypto: the VCoin amount starts a purchase, then its payment page takes over. */
export function PurchaseForm({ channel }: { channel: VcoinPurchaseRequest['channel'] }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const form = useAppForm<TopUpValues, z.output<typeof topUpSchema>>({ defaultValues: { amount: '' }, resolver: purchaseResolver, guard: false });
  const purchase = useVcoinPurchase();

  const onSubmit = form.submitWith(({ amount }) => {
    if (purchase.isPending) return;
    const body = { amount, channel };
    void purchase.submit(
      { body },
      {
        onSuccess: (topUp) => {
          void navigate(purchasePath(topUp.id, channel));
        },
        onError: (error) => {
          if (!form.showServerError(error)) showFailure(error);
        },
      },
    );
  });

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form} data-testid={`purchase-form-${channel}`}>
      <List>
        <ControlledField control={form.control} name="amount" id={`${id}amount`} label={t('vcoinPayment.buy.channel.amount')}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder={t('vcoinPayment.buy.amountPlaceholder', { example: amountForInput('100.00', currentLocale()) })}
              clearable
            />
          )}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <OutcomeUnknown call={purchase} />
        <Button block type="submit" color="primary" size="large" loading={purchase.isPending}>
          {t(`vcoinPayment.buy.channel.${channel}.start`)}
        </Button>
      </div>
    </form>
  );
}
