// /me/VCoinTransfer: sends VCoin to another user. Without a payment password it leads to
// /me/vcoinPasswordSet first (saying why; that screen comes back here). Then three steps on one
// screen: the recipient's UID (looked up, showing their nickname and picture before anything moves;
// 130026 says no user has it) with the amount (either decimal separator; not zero, not above what is
// available, which offers Buy VCoin) and a note; the confirmation with the 6-digit payment password
// (1000064 clears it and says so, 140029 shows the wait); and the receipt. One Idempotency-Key per
// transfer attempt, the same on a retry after no answer, so a double tap moves the VCoin once.
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import Toast from 'antd-mobile/es/components/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PASSWORD_LENGTH, paymentPasswordSchema } from '@panel/domain/contract/accounts';
import { TransferRequest, type TransferReceipt, type VcoinParty, type WalletResponse } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { amountForInput, formatDate } from '@panel/domain/format';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { useCountdown } from '../../components/use-countdown';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/boot-queries';
import { goBack } from '../../lib/go-back';
import { currentLocale } from '../../lib/i18n';
import { resendWaitSeconds, waitText } from '../../shared/accounts/account-errors';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { vcoinLabel } from '../../shared/wallet/vcoin-label';
import { recipientQuery, useTransfer, walletQuery } from '../../shared/wallet/wallet-api';
import { PartyCard } from './party-card';
import { recipientUidRule, transferAmountRule, transferAmountWire } from './wallet-rules';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { ForgotPaymentPassword, wrongPaymentPasswordText } from '../../shared/accounts/payment-password';
import styles from './wallet.module.css';
import './locales';

type TransferValues = { toUid: string; amount: string; note: string };
type TransferDraft = { toUid: string; amount: string; note: string | null };
type PasswordValues = { paymentPassword: string };

/** Error type of a message key the screen sets itself (translated like a rule's). */
const SCREEN_RULE = 'rule';
const OVER_AVAILABLE = 'wallet.transfer.amountOverAvailable';

const toDraft = ({ toUid, amount, note }: TransferValues): TransferDraft => ({ toUid: toUid.trim(), amount: transferAmountWire(amount), note: note.trim() || null });
const passwordResolver = domainResolver<PasswordValues, PasswordValues>(z.object({ paymentPassword: paymentPasswordSchema }));

function NeedPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="need-payment-password">
      <ErrorBlock status="default" title={t('wallet.transfer.needPasswordTitle')} description={t('wallet.transfer.needPasswordText')} />
      <Button color="primary" className={styles.tall} onClick={() => void navigate('/me/vcoinPasswordSet')}>
        {t('wallet.transfer.setPassword')}
      </Button>
    </div>
  );
}

function Receipt({ receipt }: { receipt: TransferReceipt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="transfer-receipt">
      <Result status="success" title={t('wallet.transfer.doneTitle')} description={vcoinLabel(receipt.amount)} />
      <List className={styles.section}>
        <List.Item extra={<PartyCard party={receipt.to} />}>{t('wallet.transfer.to')}</List.Item>
        <List.Item extra={vcoinLabel(receipt.amount)}>{t('wallet.detail.amount')}</List.Item>
        <List.Item extra={<span data-testid="receipt-balance-after">{vcoinLabel(receipt.balanceAfter)}</span>}>{t('wallet.transfer.balanceAfter')}</List.Item>
        <List.Item extra={formatDate(receipt.createdAt)}>{t('wallet.transfer.time')}</List.Item>
        <List.Item arrow onClick={() => void navigate(`/me/VCoinList/${receipt.recordId}`, { replace: true })}>
          {t('wallet.transfer.viewRecord')}
        </List.Item>
      </List>
      <div className={styles.footer}>
        <Button block color="primary" size="large" className={styles.tall} onClick={() => goBack(navigate, '/me/VCoinList')}>
          {t('wallet.transfer.backToList')}
        </Button>
      </div>
    </div>
  );
}

function TransferFlow({ wallet }: { wallet: WalletResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    resolver: domainResolver<TransferValues, TransferDraft>(TransferRequest.omit({ paymentPassword: true }).transform((body) => ({ ...body, note: body.note ?? null })) as z.ZodType<TransferDraft>, {
      toInput: toDraft,
      rules: (values) => ({ toUid: recipientUidRule(values.toUid, user.uid), amount: transferAmountRule(values.amount, available) }),
    }),
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
      const message = code === ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND ? 'wallet.transfer.uidUnknown' : code === ERROR_CODES.OPERATION_TOO_FREQUENT ? 'wallet.transfer.lookUpTooMany' : 'wallet.transfer.lookUpFailed';
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

  if (step === 'done' && receipt) return <Receipt receipt={receipt} />;

  if (step === 'confirm' && draft && shownRecipient?.data) {
    const after = (vcoinMinor(available) ?? 0n) - (vcoinMinor(draft.amount) ?? 0n);
    return (
      <form id={passwordForm.formId} noValidate onSubmit={onConfirm} data-testid="transfer-confirm">
        <p className={styles.intro}>{t('wallet.transfer.confirmTitle')}</p>
        <List>
          <List.Item extra={<PartyCard party={shownRecipient.data} />}>{t('wallet.transfer.to')}</List.Item>
          <List.Item extra={<strong data-testid="confirm-amount">{vcoinLabel(draft.amount)}</strong>}>{t('wallet.detail.amount')}</List.Item>
          {draft.note ? <List.Item extra={<span className={styles.value}>{draft.note}</span>}>{t('wallet.detail.note')}</List.Item> : null}
          <List.Item extra={vcoinLabel(vcoinText(after))}>{t('wallet.transfer.availableAfter')}</List.Item>
        </List>
        <List className={styles.section}>
          <PasswordFormField
            control={passwordForm.control}
            name="paymentPassword"
            id={ids.password}
            label={t('wallet.transfer.password')}
            placeholder={t('wallet.transfer.passwordPlaceholder')}
            autoComplete="off"
            digits
            maxLength={PAYMENT_PASSWORD_LENGTH}
            onTyped={() => setFailure(null)}
          />
        </List>
        <ForgotPaymentPassword />
        <div className={styles.footer}>
          {wait.running ? (
            <p className={styles.failure} role="alert" data-testid="transfer-wait">
              {waitText(wait.seconds, currentLocale())}
            </p>
          ) : failure ? (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          ) : null}
          <OutcomeUnknown call={transfer} />
          <Button block type="submit" color="primary" size="large" className={styles.tall} loading={transfer.isPending} disabled={wait.running}>
            {t('wallet.transfer.submit')}
          </Button>
          <Button block fill="none" className={styles.tall} disabled={transfer.isPending} onClick={backToForm}>
            {t('wallet.transfer.change')}
          </Button>
        </div>
      </form>
    );
  }

  let lookupState = null;
  if (shownRecipient?.data) lookupState = <PartyCard party={shownRecipient.data} />;
  else if (shownRecipient?.isFetching)
    lookupState = (
      <span className={styles.lookupState} role="status">
        <DotLoading /> {t('wallet.transfer.lookingUp')}
      </span>
    );

  return (
    <form id={form.formId} noValidate onSubmit={onNext} data-testid="transfer-form">
      <List>
        <ControlledField
          control={form.control}
          name="toUid"
          id={ids.uid}
          label={t('wallet.transfer.uid')}
          hint={t('wallet.transfer.uidHint')}
          inputExtra={
            <Button size="small" color="primary" fill="outline" loading={shownRecipient?.isFetching} onClick={() => void lookUp(form.getValues('toUid'))}>
              {t('wallet.transfer.lookUp')}
            </Button>
          }
        >
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('wallet.transfer.uidPlaceholder')}
              clearable
              onBlur={() => {
                field.onBlur();
                const uid = form.getValues('toUid');
                if (uid.trim() !== '' && uid.trim() !== lookup) void lookUp(uid);
              }}
            />
          )}
        </ControlledField>
        {lookupState ? <List.Item title={t('wallet.transfer.recipient')}>{lookupState}</List.Item> : null}
      </List>
      <List className={styles.section}>
        <ControlledField
          control={form.control}
          name="amount"
          id={ids.amount}
          label={t('wallet.transfer.amount')}
          hint={t('wallet.transfer.amountHint', { available })}
        >
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" placeholder={t('wallet.transfer.amountPlaceholder', { example: amountForInput('10.50', currentLocale()) })} clearable />}
        </ControlledField>
        {amountError === OVER_AVAILABLE ? (
          <List.Item>
            <span className={styles.meta}>{t('wallet.transfer.amountHint', { available })}</span>{' '}
            <Button size="small" color="primary" fill="outline" className={styles.buyMore} onClick={() => void navigate('/me/buyVCoin')} data-testid="buy-more">
              {t('wallet.transfer.buyMore')}
            </Button>
          </List.Item>
        ) : null}
        <ControlledField control={form.control} name="note" id={ids.note} label={t('wallet.transfer.note')}>
          {(field) => <Input {...field} maxLength={60} autoComplete="off" placeholder={t('wallet.transfer.notePlaceholder')} clearable />}
        </ControlledField>
      </List>
      <div className={styles.footer}>
        <Button block type="submit" color="primary" size="large" className={styles.tall}>
          {t('wallet.transfer.next')}
        </Button>
      </div>
    </form>
  );
}

export default function TransferScreen() {
  const { t } = useTranslation();
  // Fresh on every visit: coming back from setting the payment password must see it set.
  const wallet = useQuery({ ...walletQuery, refetchOnMount: 'always' });
  let body;
  if (wallet.isPending || (wallet.data && !wallet.data.hasPaymentPassword && wallet.isFetching)) body = <PageLoading />;
  else if (wallet.isError) body = <PageError error={wallet.error} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />;
  else if (!wallet.data.hasPaymentPassword) body = <NeedPassword />;
  else body = <TransferFlow wallet={wallet.data} />;
  return (
    <LocalizedUi>
      <Page title={t('wallet.transfer.title')} backTo="/me/VCoinList">
        {body}
      </Page>
    </LocalizedUi>
  );
}
