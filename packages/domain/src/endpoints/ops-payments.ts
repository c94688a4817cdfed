// The platform operator's payment calls: every attempt and provider event, refunding a paid order,
// crediting a crypto transfer that matched no attempt, and what chargebacks left users owing.
import type { PageRequest } from '../contract/envelope';
import type { OrderParams } from '../contract/orders';
import type * as P from '../contract/payments';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const opsPaymentsEndpoints = {
  payments: endpoint<{ query: typeof P.OpsPaymentsQuery; response: typeof P.OpsPaymentsResponse }>({
    method: 'GET',
    path: '/api/ops/payments',
    access: 'operator',
    summary: 'Every payment attempt, of one status or provider, newest first.',
    errors: [E.NOT_AUTHORIZED],
  }),
  events: endpoint<{ query: typeof P.OpsEventsQuery; response: typeof P.OpsEventsResponse }>({
    method: 'GET',
    path: '/api/ops/payments/events',
    access: 'operator',
    summary: 'Every provider event received, of one outcome, newest first.',
    errors: [E.NOT_AUTHORIZED],
  }),
  payment: endpoint<{ params: typeof P.AttemptParams; response: typeof P.OpsPaymentDetail }>({
    method: 'GET',
    path: '/api/ops/payments/:id',
    access: 'operator',
    summary: 'One payment attempt with its provider events, ledger movements and crypto transfers.',
    errors: [E.NOT_AUTHORIZED, E.NOT_FOUND],
  }),
  refund: endpoint<{ params: typeof OrderParams; body: typeof P.OpsRefundRequest; response: typeof P.OpsRefundResponse }>({
    method: 'POST',
    path: '/api/ops/orders/:id/refund',
    access: 'operator',
    idempotent: true,
    summary: "Refunds a paid order the way it was paid: VCoin back to the wallet, or the provider's refund.",
    errors: [E.NOT_AUTHORIZED, E.NOT_FOUND, E.ILLEGAL_ORDER_STATE, E.PAYMENT_METHOD_UNAVAILABLE, E.EXTERNAL_REQUEST_ERROR],
  }),
  cryptoReview: endpoint<{ query: typeof PageRequest; response: typeof P.OpsCryptoReviewResponse }>({
    method: 'GET',
    path: '/api/ops/crypto/review',
    access: 'operator',
    summary: 'The crypto transfers that matched no attempt, kept for review.',
    errors: [E.NOT_AUTHORIZED],
  }),
  creditReview: endpoint<{ params: typeof P.CryptoReviewParams; body: typeof P.CreditReviewRequest; response: typeof P.CreditReviewResponse }>({
    method: 'POST',
    path: '/api/ops/crypto/review/:id/credit',
    access: 'operator',
    idempotent: true,
    summary: "Credits a reviewed crypto transfer to a user's wallet as VCoin.",
    errors: [E.NOT_AUTHORIZED, E.NOT_FOUND, E.OPERATION_DENIED, E.CLIENT_ACCOUNT_NOT_FOUND],
  }),
  debts: endpoint<{ query: typeof PageRequest; response: typeof P.OpsDebtsResponse }>({
    method: 'GET',
    path: '/api/ops/debts',
    access: 'operator',
    summary: 'What chargebacks left users owing, newest first.',
    errors: [E.NOT_AUTHORIZED],
  }),
};
