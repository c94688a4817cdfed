// The platform operator's payment calls (packages/domain/src/contract/payments.ts "The operator")
// and the sandbox control page's (contract/sandbox.ts). Refunding an order and crediting a crypto
// transfer move money: those carry the submit's Idempotency-Key, the same on every retry. Every
// answer lives under OPS_PAYMENTS_KEY (itself under the operator's ['ops']), so a move refreshes
// all of them, and the operator's own pull to refresh reaches them too.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttemptStatus,
  CreditReviewRequest,
  OpsPaymentDetail,
  OpsRefundRequest,
  OpsRefundResponse,
  ProviderEventView,
} from '@panel/domain/contract/payments';
import type { SandboxAction, SandboxMineRequest, SandboxPayment, SandboxTransferRequest } from '@panel/domain/contract/sandbox';
import { opsPaymentsEndpoints } from '@panel/domain/endpoints/ops-payments';
import { sandboxEndpoints } from '@panel/domain/endpoints/sandbox';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentProviderId } from '@panel/domain/payments';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api, ApiError, isMissingError, type CallOptions } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';

/** The first part of the cache key of every answer of these screens (under the operator's ['ops']). */
export const OPS_PAYMENTS_KEY = ['ops', 'payments'] as const;
const SANDBOX_KEY = [...OPS_PAYMENTS_KEY, 'sandbox'] as const;

export type EventOutcome = ProviderEventView['outcome'];
export const EVENT_OUTCOMES = ['APPLIED', 'DUPLICATE', 'IGNORED', 'REJECTED'] as const satisfies readonly EventOutcome[];

/** The filters of the payments list (null: all). */
export type PaymentsFilter = { status: AttemptStatus | null; provider: PaymentProviderId | null };

/** GET /api/ops/payments: every attempt, newest first, page by page. */
export const paymentsQuery = ({ status, provider }: PaymentsFilter) =>
  infiniteQueryOptions({
    queryKey: [...OPS_PAYMENTS_KEY, 'list', status, provider],
    queryFn: ({ pageParam, signal }) =>
      api.call(opsPaymentsEndpoints.payments, {
        query: { status: status ?? undefined, provider: provider ?? undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** True when the server does not know it (an unknown or malformed id). */
export const isPaymentMissing = isMissingError;

/** While a refund waits for its provider, the payment is asked again this often (ms). */
export const REFUND_POLL_MS = 1500;

/**
 * GET /api/ops/payments/{id}: the attempt with its provider events, ledger movements and crypto
 * transfers (a missing one is said by the screen, not as a warning); asked again while `until`
 * says it is still waiting for something (a refund the provider has not confirmed).
 */
export const paymentQuery = (id: string, until?: (payment: OpsPaymentDetail) => boolean) =>
  queryOptions({
    queryKey: [...OPS_PAYMENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.call(opsPaymentsEndpoints.payment, { params: { id }, signal, hide: true }),
    refetchInterval: (query) => (until && query.state.data && until(query.state.data) ? REFUND_POLL_MS : false),
  });

/** GET /api/ops/payments/events: every provider event received, newest first. */
export const eventsQuery = (outcome: EventOutcome | null) =>
  infiniteQueryOptions({
    queryKey: [...OPS_PAYMENTS_KEY, 'events', outcome],
    queryFn: ({ pageParam, signal }) =>
      api.call(opsPaymentsEndpoints.events, { query: { outcome: outcome ?? undefined, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /api/ops/crypto/review: transfers that matched no attempt. */
export const cryptoReviewQuery = infiniteQueryOptions({
  queryKey: [...OPS_PAYMENTS_KEY, 'crypto-review'],
  queryFn: ({ pageParam, signal }) => api.call(opsPaymentsEndpoints.cryptoReview, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/** GET /api/ops/debts: what chargebacks left users owing. */
export const debtsQuery = infiniteQueryOptions({
  queryKey: [...OPS_PAYMENTS_KEY, 'debts'],
  queryFn: ({ pageParam, signal }) => api.call(opsPaymentsEndpoints.debts, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/** A money move: what it is on and the body. */
export type MoneyMove<Body> = { id: string; body: Body };

function useMoneyMove<Body, Answer>(send: (id: string, body: Body, options: CallOptions) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMoneyCall(({ id, body }: MoneyMove<Body>, idempotencyKey) => send(id, body, { hide: true, headers: idempotencyHeaders(idempotencyKey) }), {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** What a refund answers: done (REFUND), or asked of the provider (REFUND_REQUESTED); contract/payments OpsRefundResponse. */
export type RefundAnswer = OpsRefundResponse;

/** POST /api/ops/orders/{orderId}/refund: refunds a paid order the way it was paid. */
export const useRefundOrder = () =>
  useMoneyMove((id, body: OpsRefundRequest, options) => api.call(opsPaymentsEndpoints.refund, { params: { id }, body, ...options }));

/** POST /api/ops/crypto/review/{id}/credit: credits a reviewed transfer to a user's wallet as VCoin. */
export const useCreditReview = () =>
  useMoneyMove((id, body: CreditReviewRequest, options) => api.call(opsPaymentsEndpoints.creditReview, { params: { id }, body, ...options }));

// --- The sandbox ---------------------------------------------------------------------------------

/** The sandbox answers 4004 (or the route is not there: 404) while the providers are the real ones. */
const SANDBOX_OFF = 4004;
export const isSandboxOff = (error: unknown) =>
  error instanceof ApiError && (error.code === SANDBOX_OFF || error.code === ERROR_CODES.NOT_FOUND || error.status === 404);

/** While a webhook waits for its acknowledgement, the page asks again this often (ms). */
export const SANDBOX_POLL_MS = 1500;

/** True while some webhook of the loaded payments is not acknowledged yet. */
export const webhooksOutstanding = (payments: readonly SandboxPayment[]) => payments.some((payment) => payment.acknowledged < payment.webhooks);

// Sandbox reads are quiet (hide): the page says "the sandbox is off" itself, and any other failure with a retry.

/** GET /api/sandbox/payments: newest first, page by page; asked again while a webhook is on its way. */
export const sandboxPaymentsQuery = (provider: PaymentProviderId | null) =>
  infiniteQueryOptions({
    queryKey: [...SANDBOX_KEY, 'payments', provider],
    queryFn: ({ pageParam, signal }) =>
      api.call(sandboxEndpoints.payments, { query: { provider: provider ?? undefined, pageNum: pageParam, pageSize: PAGE_SIZE }, signal, hide: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    refetchInterval: (query) => (webhooksOutstanding(query.state.data?.pages.flatMap((page) => page.list) ?? []) ? SANDBOX_POLL_MS : false),
  });

/** GET /api/sandbox/webhooks?paymentId=: a payment's webhooks, newest first; asked again while one is not acknowledged. */
export const sandboxWebhooksQuery = (paymentId: string) =>
  queryOptions({
    queryKey: [...SANDBOX_KEY, 'webhooks', paymentId],
    queryFn: ({ signal }) => api.call(sandboxEndpoints.webhooks, { query: { paymentId, pageNum: 1, pageSize: 100 }, signal, hide: true }),
    refetchInterval: (query) => (query.state.data?.list.some((webhook) => !webhook.ackedAt) ? SANDBOX_POLL_MS : false),
  });

/** GET /api/sandbox/crypto: the chains, their deposit addresses and the recent transfers. */
export const sandboxCryptoQuery = queryOptions({
  queryKey: [...SANDBOX_KEY, 'crypto'],
  queryFn: ({ signal }) => api.call(sandboxEndpoints.crypto, { signal, hide: true }),
});

/** After a sandbox move: the sandbox's books and the panel's payments both changed. */
function useSandboxMove<Variables, Answer = unknown>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}

/** POST /api/sandbox/payments/{id}/action: answers the payment as it is now. */
export const useSandboxAction = () =>
  useSandboxMove(({ id, action, amount }: { id: string; action: SandboxAction; amount?: string }) =>
    api.call(sandboxEndpoints.action, { params: { id }, body: amount === undefined ? { action } : { action, amount }, hide: true }),
  );

/** POST /api/sandbox/webhooks/{id}/redeliver: the same webhook once more (a duplicate). */
export const useRedeliverWebhook = () => useSandboxMove((id: string) => api.call(sandboxEndpoints.redeliver, { params: { id }, hide: true }));

/** POST /api/sandbox/crypto/transfer: a transfer lands on a chain. */
export const useSendTransfer = () => useSandboxMove((body: SandboxTransferRequest) => api.call(sandboxEndpoints.transfer, { body, hide: true }));

/** POST /api/sandbox/crypto/mine: adds blocks to one chain, or every chain. */
export const useMineBlocks = () => useSandboxMove((body: SandboxMineRequest) => api.call(sandboxEndpoints.mine, { body, hide: true }));
