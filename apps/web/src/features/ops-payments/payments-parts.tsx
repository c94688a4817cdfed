// Pieces every operator payment screen shares: a screen of one loaded thing (placeholders, failure
// with a retry, pull to refresh), a row of filter chips kept in the address, the status tags of an
// attempt, a provider event and a sandbox payment, and how amounts read.
import Tag from 'antd-mobile/es/components/tag';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AttemptStatus } from '@panel/domain/contract/payments';
import type { SandboxPaymentStatus } from '@panel/domain/contract/sandbox';
import { formatVcoin } from '@panel/domain/format';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { Refreshable } from '../../components/refreshable';
import { OPS_PAYMENTS_KEY, type EventOutcome } from './ops-payments-api';
import styles from './ops-payments.module.css';
import './locales';

type Color = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** A VCoin amount of the wire ('12.5') as the panel shows it: unformatted, 2 decimals ('12.50'). */
export function vcoinShown(amount: string): string {
  const minor = vcoinMinor(amount);
  return minor === undefined ? formatVcoin(amount) : vcoinText(minor);
}

/**
 * An amount of the wire in its currency's decimals ('0.404000' USDT) as a wallet shows it: trailing
 * zeros past the second decimal dropped ('0.404', '40.40'); the currency's code after it.
 */
export function moneyShown(amount: string, currency: string): string {
  const trimmed = /^(-?\d+)\.(\d{2,}?)0*$/.exec(amount);
  return `${trimmed ? `${trimmed[1]}.${trimmed[2]}` : amount} ${currency}`;
}

type LoadedPageProps<T> = {
  title: string;
  backTo: string;
  query: UseQueryResult<T>;
  /** What shows instead of the failure with a retry, for failures the screen explains itself (null: the usual one). */
  failure?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
};

/** A screen of one thing loaded from the server: placeholders, its failure with a retry, then its content, which a pull refreshes. */
export function LoadedPage<T>({ title, backTo, query, failure, children }: LoadedPageProps<T>) {
  const queryClient = useQueryClient();
  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) body = failure?.(query.error) ?? <PageError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: OPS_PAYMENTS_KEY, type: 'active' })}>{children(query.data)}</Refreshable>;
  return (
    <LocalizedUi>
      <Page title={title} backTo={backTo}>
        {body}
      </Page>
    </LocalizedUi>
  );
}

/** The value of a filter in the address (?name=value), when it is one of `values`; null otherwise. */
export function filterOf<V extends string>(params: URLSearchParams, name: string, values: readonly V[]): V | null {
  const value = params.get(name);
  return (values as readonly string[]).includes(value ?? '') ? (value as V) : null;
}

/** The filter `name` of the address, and a way to set it (null clears it); other filters stay. */
export function useFilterParam<V extends string>(name: string, values: readonly V[]): [V | null, (value: V | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: V | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [filterOf(params, name, values), set];
}

type ChipFilterProps<V extends string> = {
  label: string;
  allLabel: string;
  values: readonly V[];
  value: V | null;
  nameOf: (value: V) => string;
  onChange: (value: V | null) => void;
};

/** A row of chips, "all" first: the one pressed is the filter. */
export function ChipFilter<V extends string>({ label, allLabel, values, value, nameOf, onChange }: ChipFilterProps<V>) {
  const chips: (V | null)[] = [null, ...values];
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button key={chip ?? 'ALL'} type="button" className={styles.chip} aria-pressed={chip === value} onClick={() => onChange(chip)}>
          <span className={styles.chipLabel}>{chip ? nameOf(chip) : allLabel}</span>
        </button>
      ))}
    </div>
  );
}

const ATTEMPT_COLOR: Record<AttemptStatus, Color> = {
  WAITING: 'default',
  CONFIRMING: 'primary',
  PARTIAL: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  EXPIRED: 'default',
  CANCELLED: 'default',
  CHARGEBACK: 'danger',
  REFUNDED: 'warning',
};

export function AttemptStatusTag({ status }: { status: AttemptStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ATTEMPT_COLOR[status]} fill="outline" data-testid="payment-status" data-status={status}>
      {t(`opsPay.status.${status}`)}
    </Tag>
  );
}

const OUTCOME_COLOR: Record<EventOutcome, Color> = { APPLIED: 'success', DUPLICATE: 'default', IGNORED: 'default', REJECTED: 'danger' };

export function OutcomeTag({ outcome }: { outcome: EventOutcome }) {
  const { t } = useTranslation();
  return (
    <Tag color={OUTCOME_COLOR[outcome]} fill="outline" data-testid="event-outcome" data-outcome={outcome}>
      {t(`opsPay.outcome.${outcome}`)}
    </Tag>
  );
}

const SANDBOX_COLOR: Record<SandboxPaymentStatus, Color> = {
  CREATED: 'default',
  PENDING_3DS: 'primary',
  PAID: 'success',
  PARTIAL: 'warning',
  FAILED: 'danger',
  EXPIRED: 'default',
  CANCELLED: 'default',
  CHARGEBACK: 'danger',
  REFUNDED: 'warning',
};

export function SandboxStatusTag({ status }: { status: SandboxPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={SANDBOX_COLOR[status]} fill="outline" data-testid="sandbox-status" data-status={status}>
      {t(`opsPay.sandbox.status.${status}`)}
    </Tag>
  );
}
