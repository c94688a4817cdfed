// The transfer's steps as state: the recipient's look-up, the amount and note, the confirmation with
// the payment password and what each refusal does to the forms.
import Toast from 'antd-mobile/es/components/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentPasswordSchema } from '@panel/domain/contract/accounts';
import { TransferRequest, type TransferReceipt, type VcoinParty, type WalletResponse } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { useCountdown } from '../../components/use-countdown';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/boot-queries';
import { resendWaitSeconds } from '../../shared/accounts/account-errors';
import { recipientQuery, useTransfer } from '../../shared/wallet/wallet-api';
import { recipientUidRule, transferAmountRule, transferAmountWire } from './wallet-rules';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { wrongPaymentPasswordText } from '../../shared/accounts/payment-password';

type TransferValues = { toUid: string; amount: string; note: string };
export type TransferDraft = { toUid: string; amount: string; note: string | null };
type PasswordValues = { paymentPassword: string };

/** Error type of a message key the screen sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';
export const OVER_AVAILABLE = 'wallet.transfer.amountOverAvailable';

const toDraft = ({ toUid, amount, note }: TransferValues): TransferDraft => ({
  toUid: toUid.trim(),
  amount: transferAmountWire(amount),
  note: note.trim() || null,
});
const passwordResolver = domainResolver<PasswordValues, PasswordValues>(z.object({ paymentPassword: paymentPasswordSchema }));

/** The transfer's state across its steps: the two forms, the recipient looked up, the draft, the submit and how it was refused. */
export function useTransferFlow(wallet: WalletResponse) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const ids = { uid: useId(), amount: useId(), note: useId(), password: useId() };
  const [step, setStep] = useState<'form' | 'confirm' | 'done'>('form');
  const [draft, setDraft] = useState<TransferDraft | null>(null);
  const [receipt, setReceipt] = useState<TransferReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lookup, setLookup] = useState<string | null>(null);
  const available = wallet.available;

  const form = useAppForm<TransferValues, TransferDraft>({
    defaultValues: { toUid: '', amount: '', note: '' },
    resolver: domainResolver<TransferValues, TransferDraft>(
      TransferRequest.omit({ paymentPassword: true }).transform((body) => ({ ...body, note: body.note ?? null })) as z.ZodType<TransferDraft>,
      {
        toInput: toDraft,
        rules: (values) => ({ toUid: recipientUidRule(values.toUid, user.uid), amount: transferAmountRule(values.amount, available) }),
      },
    ),
  });
  const passwordForm = useAppForm<PasswordValues, PasswordValues>({ defaultValues: { paymentPassword: '' }, resolver: passwordResolver, guard: false });
  const transfer = useTransfer();
  const wait = useCountdown();

  const typedUid = form.watch('toUid').trim();
  const recipient = useQuery({ ...recipientQuery(lookup ?? ''), enabled: lookup !== null && lookup === typedUid });
  const shownRecipient = lookup === typedUid ? recipient : null;
  const amountError = form.formState.errors.amount?.message;

  /** Looks the UID up; answers the recipient, or puts why not on the UID field. */
  const lookUp = async (uid: string): Promise<VcoinParty | null> => {
    const refusal = recipientUidRule(uid, user.uid);
    if (refusal) {
      form.setError('toUid', { type: SCREEN_RULE, message: refusal });
      return null;
    }
    setLookup(uid.trim());
    try {
      const found = await queryClient.fetchQuery(recipientQuery(uid.trim()));
      form.clearErrors('toUid');
      return found;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const message =
        code === ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND
          ? 'wallet.transfer.uidUnknown'
          : code === ERROR_CODES.OPERATION_TOO_FREQUENT
            ? 'wallet.transfer.lookUpTooMany'
            : 'wallet.transfer.lookUpFailed';
      form.setError('toUid', { type: SCREEN_RULE, message });
      form.focusInvalid();
      return null;
    }
  };

  const onNext = form.submitWith(async (body) => {
    const found = await lookUp(body.toUid);
    if (!found) return;
    setDraft(body);
    setFailure(null);
    // What the form said is settled: its messages do not follow onto the confirmation.
    Toast.clear();
    passwordForm.reset({ paymentPassword: '' });
    setStep('confirm');
  });

  const backToForm = () => {
    setStep('form');
    setFailure(null);
  };

  // A second tap while the first is on its way sends nothing; one in the same instant carries the
  // same key (the same attempt), so the server answers it with the first one's outcome.
  const onConfirm = passwordForm.submitWith(({ paymentPassword }) => {
    if (!draft || transfer.isPending) return;
    const body = { ...draft, paymentPassword };
    setFailure(null);
    void transfer.submit(body, {
      onSuccess: (done) => {
        Toast.clear();
        setReceipt(done);
        form.leaveAfterSave(() => setStep('done'));
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        switch (code) {
          case ERROR_CODES.WRONG_PAYMENT_PASSWORD:
            passwordForm.setValue('paymentPassword', '');
            passwordForm.setError('paymentPassword', { type: SERVER_ERROR, message: wrongPaymentPasswordText(error, t) });
            passwordForm.focusInvalid();
            return;
          case ERROR_CODES.OPERATION_TOO_FREQUENT:
            wait.start(Math.max(1, resendWaitSeconds(error)));
            return;
          case ERROR_CODES.INSUFFICIENT_VCOIN:
            backToForm();
            form.setError('amount', { type: SCREEN_RULE, message: OVER_AVAILABLE });
            form.focusInvalid();
            return;
          case ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND:
            backToForm();
            form.setError('toUid', { type: SCREEN_RULE, message: 'wallet.transfer.uidUnknown' });
            form.focusInvalid();
            return;
          default:
            if (form.showServerError(error)) return backToForm();
            setFailure(error instanceof ApiError ? error.message : t('common.loadFailed'));
            showFailure(error);
        }
      },
    });
  });

  return {
    step,
    draft,
    receipt,
    failure,
    setFailure,
    lookup,
    available,
    ids,
    form,
    passwordForm,
    transfer,
    wait,
    shownRecipient,
    amountError,
    lookUp,
    onNext,
    onConfirm,
    backToForm,
  };
}

export type TransferFlowState = ReturnType<typeof useTransferFlow>;
