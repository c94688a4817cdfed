// Refunding a paid order from its payment: the reason (required), then asked once more with what
// goes back, then POST /api/ops/orders/{orderId}/refund with the submit's idempotency key (the same
// on every retry of it, so the buyer is never refunded twice). A refusal naming the reason shows
// under it; an order that can no longer be refunded is said and the payment reloaded. A refund the
// provider must confirm is said as requested.
import Dialog from 'antd-mobile/es/components/dialog';
import TextArea from 'antd-mobile/es/components/text-area';
import type { OpsPaymentDetail } from '@panel/domain/contract/payments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import '../../lib/antd-react19';
import { useMoneySubmit } from './money-submit';
import { useRefundOrder, type RefundAnswer } from './ops-payments-api';
import { refundResolver, type RefundValues } from './ops-payments-forms';
import { PaymentSheet } from './payment-sheet';
import { moneyShown } from './payments-parts';
import './locales';

/** The refund's reason as long as the contract takes it. */
const REASON_MAX = 200;

type RefundSheetProps = {
  payment: OpsPaymentDetail & { orderId: string };
  /** With the refund's answer once it went through (REFUND_REQUESTED: the provider still has to confirm it). */
  onClose: (answer?: RefundAnswer) => void;
};

export function RefundSheet({ payment, onClose }: RefundSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const refund = useRefundOrder();
  const form = useAppForm<RefundValues, { reason: string }>({ defaultValues: { reason: '' }, resolver: refundResolver, guard: false });

  const send = useMoneySubmit(refund, form, onClose);
  const submit = form.submitWith(async (body) => {
    const go = await Dialog.confirm({
      title: t('opsPay.refund.askTitle', { reference: payment.reference }),
      content: t('opsPay.refund.ask', { amount: moneyShown(payment.amount, payment.currency) }),
      confirmText: t('opsPay.refund.askGo'),
      cancelText: t('opsPay.refund.askStay'),
    });
    if (!go) return;
    const done = (answer: RefundAnswer) => (answer.status === 'REFUND_REQUESTED' ? t('opsPay.refund.requested') : t('opsPay.refund.done'));
    await send(payment.orderId, body, { done, changed: t('opsPay.refund.changed') });
  });

  return (
    <PaymentSheet
      form={form}
      title={t('opsPay.refund.title')}
      note={`${t('opsPay.payment.order', { reference: payment.reference })} · ${moneyShown(payment.amount, payment.currency)}`}
      pending={refund.isPending}
      moneyCall={refund}
      submitLabel={t('opsPay.refund.submit')}
      submittingLabel={t('opsPay.refund.submitting')}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <ControlledField control={form.control} name="reason" id={`${id}reason`} label={t('opsPay.refund.label')} hint={t('opsPay.refund.hint')}>
        {(input) => (
          <TextArea {...input} rows={3} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={REASON_MAX} showCount placeholder={t('opsPay.refund.placeholder')} />
        )}
      </ControlledField>
    </PaymentSheet>
  );
}
