// The operator's moves on a top-up waiting for review, each in a sheet over the screen: confirm
// with the amount received (prefilled with the amount reported; asked once more with the amount
// before the wallet is credited, and typed a second time when the surplus over the amount reported
// is above the platform's threshold) or reject with a reason the buyer reads. Each submit sends one
// idempotency key, the same on every retry of it, so a wallet is never credited twice. A refusal
// naming the field shows under it; a top-up decided meanwhile is said and reloaded.
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { TOP_UP_REASON_MAX, type OpsTopUp } from '@panel/domain/contract/ops';
import { ERROR_CODES } from '@panel/domain/errors';
import { amountForInput, formatVcoin } from '@panel/domain/format';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../components/form/controlled-field';
import { useAppForm } from '../../components/form/use-app-form';
import { useSheetSubmit } from '../../components/use-sheet-submit';
import '../../lib/antd-react19';
import { currentLocale } from '../../lib/i18n';
import { useConfirmTopUp, useRejectTopUp } from './ops-api';
import {
  amountAgainResolver,
  asksAmountAgain,
  receivedAmountResolver,
  rejectReasonResolver,
  type AmountAgainValues,
  type ReceivedAmountBody,
  type ReceivedAmountValues,
  type RejectReasonValues,
} from './ops-forms';
import { SheetForm } from './ops-sheet';
import styles from './ops.module.css';
import './locales';

type SheetProps = { topUp: OpsTopUp; onClose: () => void };

/** Codes that mean the top-up is no longer waiting where the screen showed it. */
const MOVED_ON = new Set<number>([ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.ORDER_ACCESS_DENIED]);

/** A VCoin amount of the wire ('12.5') as the panel shows it: unformatted, 2 decimals ('12.50'). */
export function vcoinShown(amount: string): string {
  const minor = vcoinMinor(amount);
  return minor === undefined ? formatVcoin(amount) : vcoinText(minor);
}

/**
 * The second step of confirming a surplus above the threshold: the amount typed again (not
 * prefilled), sent with the first; the server credits only when both agree, and logs both.
 */
function AmountAgainSheet({ topUp, first, onClose }: SheetProps & { first: string }) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirmTopUp();
  const form = useAppForm<AmountAgainValues, { confirmedAmount: string }>({
    defaultValues: { confirmedAmount: '' },
    resolver: amountAgainResolver(first),
    guard: false,
  });
  const send = useSheetSubmit(confirm, { form, onClose, movedOn: MOVED_ON, changed: t('ops.topup.changed') });
  const amount = vcoinShown(first);
  const surplus = vcoinText((vcoinMinor(first) ?? 0n) - (vcoinMinor(topUp.amount) ?? 0n));
  const submit = form.submitWith((body) => send(topUp.id, { receivedAmount: first, confirmedAmount: body.confirmedAmount }, t('ops.confirm.done', { amount })));

  return (
    <SheetForm
      form={form}
      title={t('ops.confirm.againTitle')}
      pending={confirm.isPending}
      moneyCall={confirm}
      submitLabel={t('ops.confirm.againSubmit', { amount })}
      submittingLabel={t('ops.confirm.submitting')}
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
    >
      <p className={styles.sheetNote} data-testid="ops-confirm-again-why">
        {t('ops.confirm.againWhy', { amount, reported: vcoinShown(topUp.amount), surplus, above: vcoinShown(topUp.surplusConfirmAbove) })}
      </p>
      <ControlledField control={form.control} name="confirmedAmount" id={`${id}again`} label={t('ops.confirm.againLabel')} hint={t('ops.confirm.againHint')}>
        {(input) => <Input {...input} inputMode="decimal" autoComplete="off" placeholder={t('ops.confirm.placeholder')} clearable />}
      </ControlledField>
    </SheetForm>
  );
}

/** Confirming: the amount received, prefilled with the amount reported, asked once more before crediting (typed again above the surplus threshold). */
export function ConfirmTopUpSheet({ topUp, onClose }: SheetProps) {
  const [first, setFirst] = useState<string | null>(null);
  if (first !== null) return <AmountAgainSheet topUp={topUp} first={first} onClose={onClose} />;
  return <AmountSheet topUp={topUp} onClose={onClose} onAskAgain={setFirst} />;
}

/** The first step of confirming: the amount received; a surplus above the threshold goes on to AmountAgainSheet. */
function AmountSheet({ topUp, onClose, onAskAgain }: SheetProps & { onAskAgain: (first: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirmTopUp();
  const form = useAppForm<ReceivedAmountValues, ReceivedAmountBody>({
    defaultValues: { receivedAmount: amountForInput(topUp.amount, currentLocale()) },
    resolver: receivedAmountResolver,
    guard: false,
  });
  const send = useSheetSubmit(confirm, { form, onClose, movedOn: MOVED_ON, changed: t('ops.topup.changed') });
  const submit = form.submitWith(async (body) => {
    if (asksAmountAgain(topUp, body.receivedAmount)) {
      onAskAgain(body.receivedAmount);
      return;
    }
    const amount = vcoinShown(body.receivedAmount);
    const go = await Dialog.confirm({
      title: t('ops.confirm.askTitle', { amount }),
      content: t('ops.confirm.ask', { amount, user: topUp.user.nickname || topUp.user.uid }),
      confirmText: t('ops.confirm.askGo'),
      cancelText: t('ops.confirm.askStay'),
    });
    if (go) await send(topUp.id, body, t('ops.confirm.done', { amount }));
  });

  return (
    <SheetForm
      form={form}
      title={t('ops.confirm.title')}
      pending={confirm.isPending}
      moneyCall={confirm}
      submitLabel={t('ops.confirm.submit')}
      submittingLabel={t('ops.confirm.submitting')}
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
        label={t('ops.confirm.label')}
        hint={t('ops.confirm.hint', { amount: `${vcoinShown(topUp.amount)} VCoin` })}
      >
        {(input) => <Input {...input} inputMode="decimal" autoComplete="off" placeholder={t('ops.confirm.placeholder')} clearable />}
      </ControlledField>
    </SheetForm>
  );
}

/** Rejecting: the reason, which the buyer reads. */
export function RejectTopUpSheet({ topUp, onClose }: SheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const reject = useRejectTopUp();
  const form = useAppForm<RejectReasonValues, { reason: string }>({ defaultValues: { reason: '' }, resolver: rejectReasonResolver, guard: false });
  const send = useSheetSubmit(reject, { form, onClose, movedOn: MOVED_ON, changed: t('ops.topup.changed') });
  const submit = form.submitWith((body) => send(topUp.id, body, t('ops.reject.done')));

  return (
    <SheetForm
      form={form}
      title={t('ops.reject.title')}
      pending={reject.isPending}
      moneyCall={reject}
      submitLabel={t('ops.reject.submit')}
      submittingLabel={t('ops.reject.submitting')}
      danger
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      onClose={onClose}
    >
      <ControlledField control={form.control} name="reason" id={`${id}reason`} label={t('ops.reject.label')} hint={t('ops.reject.hint')}>
        {(input) => (
          <TextArea
            {...input}
            rows={3}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={TOP_UP_REASON_MAX}
            showCount
            placeholder={t('ops.reject.placeholder')}
          />
        )}
      </ControlledField>
    </SheetForm>
  );
}
