// The seller's moves on an order, each in a sheet over the screen: the amount received (confirming a
// voucher, or the payment without one) and the reason of a rejection or of cancelling an unpaid order. Each submit sends one
// idempotency key, the same on every retry of it, so a payment is never confirmed twice. A refusal
// naming the field shows under it; an order that moved meanwhile (130086) is said and reloaded.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { VOUCHER_REASON_MAX, type OrderItem } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { SELLER_CANCEL_REASON_MAX } from '@panel/domain/orders';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSheetSubmit } from '../../components/use-sheet-submit';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm, type AppForm } from '../../components/form/use-app-form';
import '../../lib/antd-react19';
import { currentLocale } from '../../lib/i18n';
import type { MoneyCallStatus } from '../../lib/use-money-call';
import { moneyText } from '../../shared/money/money-amount';
import { amountForInput } from '@panel/domain/format';
import { useCancelSaleOrder, useConfirmOrder, useConfirmVoucher, useRejectVoucher } from './sales-api';
import {
  cancelReasonResolver,
  receivedAmountDefault,
  receivedAmountResolver,
  rejectReasonResolver,
  type ReceivedAmountBody,
  type ReceivedAmountValues,
  type RejectReasonValues,
} from './sale-forms';
import styles from './sales.module.css';
import './locales';

type SheetProps = { onClose: () => void };

/** Codes that mean the order is no longer where the screen showed it. */
const MOVED_ON = new Set<number>([ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.ORDER_NOT_CANCELLABLE]);

/** Asks before a sheet with edits closes (spec section 2: unsaved edits ask first). */
async function closeAsking(dirty: boolean, t: TFunction, close: () => void) {
  if (dirty) {
    const leave = await Dialog.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      confirmText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
    });
    if (!leave) return;
  }
  close();
}

type SheetFormProps<Values extends Record<string, string>, Output> = {
  form: AppForm<Values, Output>;
  title: string;
  note?: ReactNode;
  /** The sheet's money call: pending while it is on its way, and its unknown outcome shown. */
  call: MoneyCallStatus;
  submitLabel: string;
  submittingLabel: string;
  danger?: boolean;
  /** The close button's label (default: cancel). */
  closeLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

function SheetForm<Values extends Record<string, string>, Output>({
  form,
  title,
  note,
  call,
  submitLabel,
  submittingLabel,
  danger,
  closeLabel,
  onSubmit,
  onClose,
  children,
}: SheetFormProps<Values, Output>) {
  const { t } = useTranslation();
  const pending = call.isPending;
  const close = () => {
    if (!pending) void closeAsking(form.formState.isDirty, t, onClose);
  };
  return (
    <Popup visible onMaskClick={close} onClose={close} bodyClassName={styles.sheet} destroyOnClose>
      <form id={form.formId} noValidate onSubmit={onSubmit} aria-label={title}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        {note}
        <List>{children}</List>
        <OutcomeUnknown call={call} />
        <div className={styles.sheetActions}>
          <Button block size="large" disabled={pending} onClick={close}>
            {closeLabel ?? t('sales.amount.cancel')}
          </Button>
          <Button block size="large" type="submit" color={danger ? 'danger' : 'primary'} loading={pending} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

type AmountSheetProps = SheetProps & {
  /** A voucher (its id and the amount the buyer reported), or none: the payment confirmed without one. */
  voucher: { id: string; amount: string | null } | null;
  order: Pick<OrderItem, 'id' | 'amount' | 'dueAmount' | 'currency'>;
};

/** The amount received: prefilled with the voucher's reported amount (when it can be confirmed) or the due. */
export function ReceivedAmountSheet({ voucher, order, onClose }: AmountSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const confirmVoucher = useConfirmVoucher();
  const confirmOrder = useConfirmOrder();
  const move = voucher ? confirmVoucher : confirmOrder;
  const form = useAppForm<ReceivedAmountValues, ReceivedAmountBody>({
    defaultValues: { receivedAmount: amountForInput(receivedAmountDefault(voucher?.amount, order.dueAmount), currentLocale()) },
    resolver: receivedAmountResolver(order),
    guard: false,
  });
  const send = useSheetSubmit(move, { form, onClose, movedOn: MOVED_ON, changed: t('sales.changed') });
  const submit = form.submitWith((body) => (voucher ? send(voucher.id, body, t('sales.amount.doneVoucher')) : send(order.id, body, t('sales.amount.done'))));

  return (
    <SheetForm
      form={form}
      title={voucher ? t('sales.amount.voucherTitle') : t('sales.amount.title')}
      call={move}
      submitLabel={t('sales.amount.submit')}
      submittingLabel={t('sales.amount.submitting')}
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
    >
      <ControlledField
        control={form.control}
        name="receivedAmount"
        id={`${id}amount`}
        label={t('sales.amount.label', { currency: order.currency })}
        hint={t('sales.amount.hint', { due: moneyText(order.dueAmount, order.currency) })}
      >
        {(input) => <Input {...input} inputMode="decimal" autoComplete="off" placeholder={t('sales.amount.placeholder')} clearable />}
      </ControlledField>
    </SheetForm>
  );
}

type ReasonSheetProps = SheetProps & {
  /** The voucher or the order the move acts on. */
  id: string;
  move: ReturnType<typeof useRejectVoucher> | ReturnType<typeof useCancelSaleOrder>;
  resolver: typeof rejectReasonResolver;
  maxLength: number;
  /** The sheet's texts: sales.reject or sales.cancel. */
  texts: 'sales.reject' | 'sales.cancel';
};

/** A reason the buyer reads, asked in a sheet before a refusing move (rejecting a voucher, cancelling the order). */
function ReasonSheet({ id: target, move, resolver, maxLength, texts, onClose }: ReasonSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useAppForm<RejectReasonValues, { reason: string }>({ defaultValues: { reason: '' }, resolver, guard: false });
  const send = useSheetSubmit(move, { form, onClose, movedOn: MOVED_ON, changed: t('sales.changed') });
  const submit = form.submitWith((body) => send(target, body, t(`${texts}.done`)));

  return (
    <SheetForm
      form={form}
      title={t(`${texts}.title`)}
      call={move}
      submitLabel={t(`${texts}.submit`)}
      submittingLabel={t(`${texts}.submitting`)}
      closeLabel={t(`${texts}.cancel`)}
      danger
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
    >
      <ControlledField control={form.control} name="reason" id={`${id}reason`} label={t(`${texts}.label`)} hint={t(`${texts}.hint`)}>
        {(input) => (
          <TextArea {...input} rows={3} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={maxLength} showCount placeholder={t(`${texts}.placeholder`)} />
        )}
      </ControlledField>
    </SheetForm>
  );
}

/** The reason of a rejection, which the buyer reads. */
export function RejectVoucherSheet({ voucherId, onClose }: SheetProps & { voucherId: string }) {
  const reject = useRejectVoucher();
  return <ReasonSheet id={voucherId} move={reject} resolver={rejectReasonResolver} maxLength={VOUCHER_REASON_MAX} texts="sales.reject" onClose={onClose} />;
}

/** "Cancel this unpaid order": the reason the buyer reads on their order; its units go back to the seller's stock. */
export function CancelOrderSheet({ orderId, onClose }: SheetProps & { orderId: string }) {
  const cancel = useCancelSaleOrder();
  return <ReasonSheet id={orderId} move={cancel} resolver={cancelReasonResolver} maxLength={SELLER_CANCEL_REASON_MAX} texts="sales.cancel" onClose={onClose} />;
}

/** Confirming the payment without a voucher asks first, with the spec's warning; true to go on. */
export function confirmWithoutVoucher(t: TFunction): Promise<boolean> {
  return Dialog.confirm({
    title: t('sales.detail.warningTitle'),
    content: t('sales.detail.warning'),
    confirmText: t('sales.detail.warningGo'),
    cancelText: t('sales.detail.warningStay'),
  });
}
