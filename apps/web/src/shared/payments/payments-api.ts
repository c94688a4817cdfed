// The buyer's online and crypto payment calls (packages/domain/src/contract/payments.ts): what can pay
// an order or a VCoin purchase, the quote of a method and currency, paying (an attempt), the attempt
// itself (polled while it is live), the current attempt, cancelling it, the card frame's report and
// buying VCoin online or with crypto. Every answer lives under ['payments']; what changes an attempt
// refreshes ['orders'] and ['wallet'] too. Money-moving calls carry their submit's Idempotency-Key.
//
// What is paid is a "payable": an order, or a VCoin purchase (a top-up). The method pages are
// /payment/<page>/{id}, with `?topUp=1` when the id is a top-up's (attemptRoute, payableOf).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_ATTEMPT_STATUSES } from '@panel/domain/contract/orders';
import type { AttemptStatus, CardResultRequest, PaymentAttemptView, PayOnlineRequest, VcoinPurchaseRequest } from '@panel/domain/contract/payments';
import { paymentsEndpoints } from '@panel/domain/endpoints/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentMethod } from '@panel/domain/payments';
import { useEffect, useRef } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { idempotencyHeaders, inFlightRetryDelay, isOutcomeUnknown, isStillInFlight, retryIdempotent } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { WALLET_KEY } from '../wallet/wallet-api';

export const PAYMENTS_KEY = ['payments'] as const;
const ORDERS_KEY = ['orders'] as const;
const enc = (value: string) => encodeURIComponent(value);

/** How often a live attempt is asked again. */
export const ATTEMPT_POLL_MS = 3000;

// --- What is paid -----------------------------------------------------------------------------------

/** An order (topUp false) or a VCoin purchase (topUp true), by its id. */
export type Payable = { id: string; topUp: boolean };

/** The query or body fields naming a payable: { orderId } or { topUpId }. */
export function payableFields(payable: Payable): { orderId: string } | { topUpId: string } {
  return payable.topUp ? { topUpId: payable.id } : { orderId: payable.id };
}

/** The payable of an attempt (or of options): its top-up when it has one, else its order. */
export function payableOfAttempt(attempt: Pick<PaymentAttemptView, 'orderId' | 'topUpId'>): Payable {
  return attempt.topUpId ? { id: attempt.topUpId, topUp: true } : { id: attempt.orderId ?? '', topUp: false };
}

/** The part of a method page's path after its name: the id, and `?topUp=1` for a top-up. */
export function payableSegment(payable: Payable): string {
  return `${enc(payable.id)}${payable.topUp ? '?topUp=1' : ''}`;
}

/**
 * The payable of a method page, read back from its route: the id parameter (`orderId`, else `id`)
 * and `?topUp=1`. Null without an id.
 */
export function payableOf(params: Readonly<Record<string, string | undefined>>, search: URLSearchParams | string): Payable | null {
  const id = params.orderId ?? params.id;
  if (!id) return null;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { id, topUp: query.get('topUp') === '1' };
}

/** Where a paid payable leads: the order's success page, or the VCoin records for a purchase. */
export function paidPath(payable: Payable): string {
  return payable.topUp ? '/me/VCoinList' : `/payment/success/${enc(payable.id)}`;
}

/** The online payment page of a payable (the method list, the live attempt's status). */
export function onlinePath(payable: Payable): string {
  return `/payment/online/${payableSegment(payable)}`;
}

// --- Attempts ---------------------------------------------------------------------------------------

const LIVE: readonly AttemptStatus[] = LIVE_ATTEMPT_STATUSES;

/** An attempt that may still bring money: WAITING, CONFIRMING or PARTIAL. */
export function isLiveAttempt(status: AttemptStatus | undefined | null): boolean {
  return status !== undefined && status !== null && LIVE.includes(status);
}

/** Where an attempt is followed: a screen of the panel, or (REDIRECT) the provider's page. */
export type AttemptRoute = { path: string; external: boolean };

const METHOD_PAGES = {
  CARD_FRAME: 'onerway',
  PIX: 'pixCodePage',
  BOLETO: 'barcodePage',
  PAYMENT_CODE: 'tpagaCodePage',
  CRYPTO: 'crypto',
  PENDING: 'online',
} as const satisfies Record<Exclude<PaymentAttemptView['instructions']['kind'], 'REDIRECT'>, string>;

/**
 * The screen of an attempt by its instructions: CARD_FRAME /payment/onerway/{id}, PIX
 * /payment/pixCodePage/{id}, BOLETO /payment/barcodePage/{id}, PAYMENT_CODE
 * /payment/tpagaCodePage/{id}, CRYPTO /payment/crypto/{id}, PENDING /payment/online/{id}, REDIRECT the
 * provider's URL. {id} is the order's, or the top-up's followed by `?topUp=1`.
 */
export function attemptRoute(attempt: Pick<PaymentAttemptView, 'orderId' | 'topUpId' | 'instructions'>): AttemptRoute {
  const { instructions } = attempt;
  if (instructions.kind === 'REDIRECT') return { path: instructions.url, external: true };
  return { path: `/payment/${METHOD_PAGES[instructions.kind]}/${payableSegment(payableOfAttempt(attempt))}`, external: false };
}

/** Follows an attempt: navigates in the panel, or leaves for the provider's page. */
export function goToAttempt(
  attempt: Pick<PaymentAttemptView, 'orderId' | 'topUpId' | 'instructions'>,
  navigate: (path: string, options?: { replace?: boolean }) => void,
  replace = false,
) {
  const route = attemptRoute(attempt);
  if (route.external) window.location.assign(route.path);
  else navigate(route.path, { replace });
}

// --- Reads ------------------------------------------------------------------------------------------

const payableKey = (payable: Payable) => [payable.topUp ? 'topUp' : 'order', payable.id] as const;

/** GET /api/payment/options?orderId= | ?topUpId=: methods, currencies, banks, the due and the live attempt. Quiet: 150004 is a state of the screen. */
export const paymentOptionsQuery = (payable: Payable) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'options', ...payableKey(payable)],
    queryFn: ({ signal }) => api.call(paymentsEndpoints.options, { query: payableFields(payable), signal, hide: true }),
    staleTime: 0,
    retry: false,
  });

/**
 * POST /api/payment/quote: the amount to pay with a method and currency, its fee and the VCoin it
 * makes (read-only, so a query). Quiet: the screen says why a quote is missing. Disabled until both
 * are chosen (99992 and 99991 are said by the screen before asking).
 */
export const paymentQuoteQuery = (payable: Payable, method: PaymentMethod | null | undefined, currency: string | null | undefined) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'quote', ...payableKey(payable), method ?? null, currency ?? null],
    queryFn: ({ signal }) => api.call(paymentsEndpoints.quote, { body: { ...payableFields(payable), method, currency }, signal, hide: true }),
    enabled: Boolean(method && currency),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

type PollOption = { poll?: boolean };

/** Every 3 s while the attempt is live and polling is asked; never once it ended. */
export function attemptPollInterval(attempt: Pick<PaymentAttemptView, 'status'> | null | undefined, poll: boolean): number | false {
  return poll && attempt && isLiveAttempt(attempt.status) ? ATTEMPT_POLL_MS : false;
}

/** GET /api/payment/attempt/{id}: quiet (a poll never warns; the screen shows a failed first read). */
export const attemptQuery = (attemptId: string, { poll = false }: PollOption = {}) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'attempt', attemptId],
    queryFn: ({ signal }) => api.call(paymentsEndpoints.attempt, { params: { id: attemptId }, signal, hide: true }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => attemptPollInterval(query.state.data, poll),
    refetchIntervalInBackground: false,
  });

/**
 * GET /api/payment/attempt/current?orderId= | ?topUpId=: the latest attempt of a payable, or null
 * when it has none (the server's 150004). Quiet.
 */
export const currentAttemptQuery = (payable: Payable, { poll = false }: PollOption = {}) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'current', ...payableKey(payable)],
    queryFn: async ({ signal }) => {
      try {
        return await api.call(paymentsEndpoints.currentAttempt, { query: payableFields(payable), signal, hide: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === ERROR_CODES.ORDER_ACCESS_DENIED) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => attemptPollInterval(query.state.data, poll),
    refetchIntervalInBackground: false,
  });

/** Refreshes orders and the wallet when an attempt ends (paid, failed ...): what it paid shows everywhere. */
function useRefreshWhenEnded(attempt: PaymentAttemptView | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!attempt || isLiveAttempt(attempt.status)) return;
    const mark = `${attempt.id}:${attempt.status}`;
    if (seen.current === mark) return;
    seen.current = mark;
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
  }, [attempt, queryClient]);
}

/** The current attempt of a payable (null when none), asked again every 3 s while it is live when `poll` is set. */
export function useCurrentAttempt(payable: Payable | null, options: PollOption = {}) {
  const query = useQuery({ ...currentAttemptQuery(payable ?? { id: '', topUp: false }, options), enabled: Boolean(payable) });
  useRefreshWhenEnded(query.data);
  return query;
}

// --- Moves ------------------------------------------------------------------------------------------

/** Puts an attempt in the cache under its id and as its payable's current one. */
function useRememberAttempt() {
  const queryClient = useQueryClient();
  return (attempt: PaymentAttemptView) => {
    queryClient.setQueryData(attemptQuery(attempt.id).queryKey, attempt);
    queryClient.setQueryData(currentAttemptQuery(payableOfAttempt(attempt)).queryKey, attempt);
  };
}

function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'options'] }),
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
}

/**
 * Retry rule of pay/v2 and cancel: once after no answer, with the same key. Never on -5: on these
 * calls it also means another attempt is running, which the screen shows at once.
 */
export function retryPayment(failureCount: number, error: unknown): boolean {
  return !isStillInFlight(error) && retryIdempotent(failureCount, error);
}

export type PayOnlineVariables = { body: PayOnlineRequest; idempotencyKey: string };

/** The api client gives this call the 60 s time-out of spec section 7 (requestTimeoutMs in the domain's constants), the other calls 10 s. */
const payOnline = (body: PayOnlineRequest, idempotencyKey: string) =>
  api.call(paymentsEndpoints.pay, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) });

/**
 * POST /api/order/payment/pay/v2 (60 s time-out): starts an attempt; answers it. Quiet: the screen
 * handles every refusal (99991, 99992, 140064, 140068, 150043, -5 and the billing codes).
 */
export function usePayOnline() {
  const remember = useRememberAttempt();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PayOnlineVariables) => payOnline(body, idempotencyKey),
    retry: retryPayment,
    retryDelay: inFlightRetryDelay,
    onSuccess: (attempt) => remember(attempt),
    // Not awaited: the caller hears the answer at once (it may leave for the provider's page).
    onSettled: () => void refresh(),
  });
}

/**
 * pay/v2 as a money call (the same call as usePayOnline). Its -5 is a known answer: another attempt
 * of this payment is running, which the screen shows.
 */
export function usePayOnlineCall() {
  const remember = useRememberAttempt();
  const refresh = useRefreshPayments();
  return useMoneyCall(payOnline, {
    retry: retryPayment,
    isUnknown: (error) => !isStillInFlight(error) && isOutcomeUnknown(error),
    onSuccess: (attempt) => remember(attempt),
    onSettled: () => void refresh(),
  });
}

export type CancelAttemptVariables = { attemptId: string; idempotencyKey: string };

/** POST /api/payment/attempt/{id}/cancel: gives up a waiting attempt; answers it. Quiet. */
export function useCancelAttempt() {
  const remember = useRememberAttempt();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ attemptId, idempotencyKey }: CancelAttemptVariables) =>
      api.call(paymentsEndpoints.cancelAttempt, { params: { id: attemptId }, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    retry: retryPayment,
    retryDelay: inFlightRetryDelay,
    onSuccess: (attempt) => remember(attempt),
    onSettled: () => refresh(),
  });
}

export type CardResultVariables = { attemptId: string; body: CardResultRequest };

/** POST /api/payment/card/{id}/result: what the card frame reported (informational: only the provider's webhook pays). Quiet. */
export function useCardResult() {
  return useMutation({
    mutationFn: ({ attemptId, body }: CardResultVariables) => api.call(paymentsEndpoints.cardResult, { params: { id: attemptId }, body, hide: true }),
    retry: false,
  });
}

export type VcoinPurchaseVariables = { body: VcoinPurchaseRequest };

/** POST /api/vcoin/purchase: starts a VCoin purchase paid online or with crypto (answers the top-up, WAITING_PAYMENT); then its page pays it (pay/v2 with its topUpId). Quiet. */
export function useVcoinPurchase() {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ body }: VcoinPurchaseVariables, idempotencyKey) =>
      api.call(paymentsEndpoints.vcoinPurchase, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    },
  );
}

/** The path of a VCoin purchase's payment page: online (the method list) or crypto. */
export function purchasePath(topUpId: string, channel: VcoinPurchaseRequest['channel']): string {
  return `/payment/${channel === 'CRYPTO' ? 'crypto' : 'online'}/${payableSegment({ id: topUpId, topUp: true })}`;
}
