// The online payment form: the methods that can pay (icon, name, what it is, its currencies), the
// currency among the chosen method's, the billing fields the method asks, the quote of the method
// and currency (asked again whenever either changes), then Pay at the quote's rate. A method or a
// currency not chosen is said before asking (99992, 99991); the fields are checked as the server
// checks them (99993 to 99996 texts).
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentMethodOption, PaymentOptions } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import { ID_TYPES, idTypesFor, METHOD_FIELDS, TRANSFER_BANKS, type BillingField, type IdType, type PaymentMethod } from '@panel/domain/payments';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import CheckCircleOutline from 'antd-mobile-icons/es/CheckCircleOutline';
import type { TFunction } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { failureFieldPath, SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { DURATIONS_MS } from '@panel/domain/constants';
import { currentUserQuery } from '../../lib/boot-queries';
import { moneyText } from '../../shared/money/money-amount';
import { CountryCodeSelect } from '../../shared/accounts/account-field';
import { paymentQuoteQuery, payableFields, type Payable } from '../../shared/payments/payments-api';
import { billingProblems, choiceProblem, EMPTY_BILLING, failureField, overLimit, toBilling, type BillingValues } from './payment-form';
import { codeText, MethodIcon, PaymentNotice, QuoteFacts } from './payment-parts';
import { useStartPayment } from './use-start-payment';
import { rememberBilling, rememberedBilling } from './billing-memory';
import styles from './online-payment.module.css';
import './locales';

type PayFormProps = {
  payable: Payable;
  options: PaymentOptions;
  /** The attempt was made. */
  onStarted: (attempt: PaymentAttemptView) => void;
  /** -5: read the current attempt again (the screen then shows it). */
  onRunning: () => void;
  /** A method with a page of its own instead of this form (crypto). */
  onElsewhere: (method: PaymentMethod) => void;
};

/** The method's billing fields: the options' list, else the domain's. */
const fieldsOf = (option: PaymentMethodOption | undefined): readonly BillingField[] =>
  option ? (option.fields.length ? (option.fields as BillingField[]) : METHOD_FIELDS[option.method]) : [];

function MethodList({
  methods,
  value,
  onChange,
  error,
}: {
  methods: PaymentMethodOption[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const headerId = useId();
  return (
    <section className={styles.section} data-testid="method-list" data-invalid={error ? 'true' : undefined}>
      <h3 className={styles.listHeader} id={headerId}>
        {t('onlinePayment.method.header')}
      </h3>
      <div className={styles.methods} role="radiogroup" aria-labelledby={headerId}>
        {methods.map((option) => {
          const checked = option.method === value;
          const disabled = option.currencies.length === 0;
          return (
            <button
              key={option.method}
              type="button"
              className={styles.methodRow}
              role="radio"
              aria-checked={checked}
              disabled={disabled}
              data-method={option.method}
              onClick={() => onChange(option.method)}
            >
              <MethodIcon method={option.method} />
              <span className={styles.methodText}>
                <span className={styles.methodName}>{t(`onlinePayment.method.name.${option.method}`)}</span>
                <span className={styles.methodHint}>{t(`onlinePayment.method.hint.${option.method}`)}</span>
                <span className={styles.methodCurrencies}>{disabled ? t('onlinePayment.method.unavailable') : option.currencies.join(' · ')}</span>
              </span>
              {checked ? <CheckCircleFill className={styles.radio} data-checked="true" /> : <CheckCircleOutline className={styles.radio} />}
            </button>
          );
        })}
      </div>
      {error ? (
        <p className={`${styles.choiceError} ${styles.methodError}`} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The currency among the method's (a single one is chosen for the buyer). */
export function CurrencyChoice({
  currencies,
  value,
  onChange,
  error,
}: {
  currencies: readonly string[];
  value: string | null;
  onChange: (currency: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`${styles.section} ${styles.choice}`} data-testid="currency-choice" data-invalid={error ? 'true' : undefined}>
      <h3 className={styles.choiceTitle} id={titleId}>
        {t('onlinePayment.currency.header')}
      </h3>
      <Selector
        aria-labelledby={titleId}
        columns={4}
        options={currencies.map((currency) => ({ value: currency, label: currency }))}
        value={value ? [value] : []}
        onChange={(selected) => onChange(selected[0] ?? null)}
      />
      {error ? (
        <p className={styles.choiceError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Checks only the fields of the method chosen now (the form's context); a code's problem is the catalogue's text. */
const billingResolver: Resolver<BillingValues, unknown> = async (values, context) => {
  const problems = billingProblems((context as readonly BillingField[] | undefined) ?? [], values);
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, problem]) => [
      field,
      'code' in problem ? { type: SERVER_ERROR, message: codeText(problem.code) } : { type: 'rule', message: problem.key },
    ]),
  );
  return { values: {}, errors: errors as FieldErrors<BillingValues> };
};

function idHint(t: TFunction, type: string): string | undefined {
  if (!Object.hasOwn(ID_TYPES, type)) return undefined;
  const [min, max] = ID_TYPES[type as IdType];
  const name = type === 'PASSPORT' ? t('onlinePayment.billing.passport') : type;
  return min === max ? t('onlinePayment.billing.idNumberHintExact', { min, type: name }) : t('onlinePayment.billing.idNumberHint', { min, max, type: name });
}

/** tpaga's country's dial code. */
const COLOMBIA_DIAL_CODE = '+57';

export function PayForm({ payable, options, onStarted, onRunning, onElsewhere }: PayFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const methods = options.methods;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<number | null>(null);
  const option = methods.find((item) => item.method === method);
  const fields = fieldsOf(option);
  // The resolver gets the chosen method's fields as the form's context.
  // The signed-in user as the shell loaded them: what they typed on an earlier payment on this device is offered again (never a card number).
  const userId = useQueryClient().getQueryData(currentUserQuery.queryKey)?.id ?? null;
  const [remembered] = useState(() => ({ ...EMPTY_BILLING, ...(userId ? rememberedBilling(userId) : {}) }));
  const form = useAppForm<BillingValues>({ defaultValues: remembered, resolver: billingResolver, context: fields, guard: false });
  const quote = useQuery(paymentQuoteQuery(payable, method, currency));
  const starter = useStartPayment();
  const idType = form.watch('idType');

  // The document asked is the one of the currency's country (a CPF for Brazil, an RFC or CURP for Mexico ...).
  const fitIdType = (nextCurrency: string | null) => {
    const offered = idTypesFor(nextCurrency);
    if (!offered.includes(form.getValues('idType') as IdType)) form.setValue('idType', offered[0]!);
  };

  const choose = (next: PaymentMethod) => {
    if (next === 'CRYPTO') return onElsewhere(next);
    const nextOption = methods.find((item) => item.method === next);
    setMethod(next);
    // Keep a currency the new method takes too; a method of one currency gets it, else the order's own when the method takes it.
    const takes = (candidate: string | null) => (candidate && nextOption?.currencies.includes(candidate) ? candidate : null);
    const nextCurrency = takes(currency) ?? (nextOption?.currencies.length === 1 ? nextOption.currencies[0]! : takes(options.currency));
    setCurrency(nextCurrency);
    fitIdType(nextCurrency);
    // tpaga pays in Colombia: its phone is Colombian unless the buyer chose a code already.
    if (next === 'TPAGA' && !form.getValues('phoneCountry')) form.setValue('phoneCountry', COLOMBIA_DIAL_CODE);
    setChoiceError(null);
    form.clearErrors();
    starter.setNotice(null);
  };

  const chooseCurrency = (next: string | null) => {
    setCurrency(next);
    fitIdType(next);
    if (next) setChoiceError(null);
    starter.setNotice(null);
  };

  const quoteReady = quote.isSuccess && quote.data.method === method && quote.data.currency === currency;
  const limitExceeded = quoteReady && overLimit(quote.data);

  const pay = form.submitWith((values) => {
    const problem = choiceProblem(method, currency);
    if (problem || !method || !currency) return;
    if (!quoteReady || limitExceeded) return;
    const body = { ...payableFields(payable), method, currency, rate: quote.data.rate, billing: toBilling(fields, values) };
    if (userId) rememberBilling(userId, values);
    void starter.start(body, {
      quote: quote.data,
      onStarted,
      onRunning,
      requote: async () => (await quote.refetch()).data,
      onRefused: (error) => {
        if (error.code === ERROR_CODES.PAYMENT_METHOD_REQUIRED || error.code === ERROR_CODES.PAYMENT_CURRENCY_REQUIRED) return setChoiceError(error.code);
        if (failureFieldPath(error) && form.showServerError(error)) return;
        const field = failureField(error);
        if (field && fields.includes(field)) {
          form.setError(field, { type: SERVER_ERROR, message: codeText(error.code) });
          return form.focusInvalid();
        }
        showFailure(error);
      },
    });
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = choiceProblem(method, currency);
    if (problem) {
      setChoiceError(problem);
      notify(codeText(problem), DURATIONS_MS.WARNING, 'bottom');
      const section = document
        .getElementById(form.formId)
        ?.querySelector(`[data-testid="${problem === ERROR_CODES.PAYMENT_METHOD_REQUIRED ? 'method-list' : 'currency-choice'}"]`);
      section?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    pay(event);
  };

  const text = (
    name: BillingField,
    extra: { inputMode?: 'text' | 'email' | 'numeric' | 'tel'; autoComplete?: string; hint?: ReactNode; type?: string } = {},
  ) => (
    <ControlledField key={name} control={form.control} name={name} id={`${id}${name}`} label={t(`onlinePayment.billing.${name}`)} hint={extra.hint}>
      {(field) => <Input {...field} type={extra.type} inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? 'off'} clearable />}
    </ControlledField>
  );

  const banks = currency ? (options.banks[currency] ?? TRANSFER_BANKS[currency] ?? []) : [];
  const fieldRows: ReactNode[] = [];
  for (const name of fields) {
    switch (name) {
      case 'firstName':
        fieldRows.push(text(name, { autoComplete: 'given-name' }));
        break;
      case 'lastName':
        fieldRows.push(text(name, { autoComplete: 'family-name' }));
        break;
      case 'email':
        fieldRows.push(text(name, { inputMode: 'email', autoComplete: 'email', type: 'email' }));
        break;
      case 'idType':
        fieldRows.push(
          <ControlledField key={name} control={form.control} name="idType" id={`${id}idType`} label={t('onlinePayment.billing.idType')}>
            {(field) => (
              <Selector
                columns={4}
                options={idTypesFor(currency).map((code) => ({ value: code, label: code === 'PASSPORT' ? t('onlinePayment.billing.passport') : code }))}
                value={field.value ? [field.value] : []}
                onChange={(selected) => field.onChange(selected[0] ?? '')}
              />
            )}
          </ControlledField>,
        );
        break;
      case 'idNumber':
        fieldRows.push(text(name, { hint: idHint(t, idType) }));
        break;
      case 'phoneCountry':
        fieldRows.push(
          <ControlledField key={name} control={form.control} name="phoneCountry" id={`${id}phoneCountry`} label={t('onlinePayment.billing.phoneCountry')}>
            {(field) => <CountryCodeSelect id={field.id} value={field.value} onChange={field.onChange} />}
          </ControlledField>,
        );
        break;
      case 'phoneArea':
        fieldRows.push(text(name, { inputMode: 'numeric' }));
        break;
      case 'phoneNumber':
        fieldRows.push(text(name, { inputMode: 'tel', autoComplete: 'tel-national', type: 'tel' }));
        break;
      case 'zipCode':
        fieldRows.push(text(name, { autoComplete: 'postal-code' }));
        break;
      case 'cardNumber':
        fieldRows.push(text(name, { inputMode: 'numeric' }));
        break;
      case 'pin':
        fieldRows.push(
          <ControlledField key={name} control={form.control} name="pin" id={`${id}pin`} label={t('onlinePayment.billing.pin')}>
            {(field) => <Input {...field} type="password" inputMode="numeric" autoComplete="off" clearable />}
          </ControlledField>,
        );
        break;
      case 'bank':
        fieldRows.push(
          <ControlledField
            key={name}
            control={form.control}
            name="bank"
            id={`${id}bank`}
            label={t('onlinePayment.billing.bank')}
            hint={currency && banks.length === 0 ? t('onlinePayment.billing.noBanks') : undefined}
          >
            {(field) => (
              <Selector
                columns={2}
                options={banks.map((bank) => ({ value: bank, label: bank }))}
                value={field.value ? [field.value] : []}
                onChange={(selected) => field.onChange(selected[0] ?? '')}
              />
            )}
          </ControlledField>,
        );
        break;
      default:
        fieldRows.push(text(name));
    }
  }

  const choiceText = choiceError === null ? undefined : codeText(choiceError);
  const payLabel = quoteReady ? t('onlinePayment.pay', { amount: moneyText(quote.data.amount, quote.data.currency) }) : t('onlinePayment.payNoAmount');

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form} data-testid="pay-form">
      <PaymentNotice notice={starter.notice} />
      <MethodList methods={methods} value={method} onChange={choose} error={choiceError === ERROR_CODES.PAYMENT_METHOD_REQUIRED ? choiceText : undefined} />
      {option ? (
        <CurrencyChoice
          currencies={option.currencies}
          value={currency}
          onChange={chooseCurrency}
          error={choiceError === ERROR_CODES.PAYMENT_CURRENCY_REQUIRED ? choiceText : undefined}
        />
      ) : null}
      {fieldRows.length ? (
        <List header={t('onlinePayment.billing.header')} className={styles.section} data-testid="billing">
          {fieldRows}
        </List>
      ) : null}
      <QuoteFacts quote={quote} chosen={Boolean(method && currency)} />
      {limitExceeded ? (
        <PaymentNotice
          notice={{
            text: t('onlinePayment.quote.overLimit', { limit: moneyText(quote.data.limit!, quote.data.currency), currency: quote.data.currency }),
            color: 'error',
          }}
        />
      ) : null}
      <div className={styles.footer}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={starter.pending}
          loadingText={t('onlinePayment.paying')}
          disabled={!starter.pending && Boolean(method && currency) && (!quoteReady || quote.isFetching || limitExceeded)}
          data-testid="pay-submit"
        >
          {payLabel}
        </Button>
      </div>
    </form>
  );
}
