import { PageRequest } from '../contract/envelope';
import { OrderParams } from '../contract/orders';
import * as P from '../contract/payments';
import { bindSchemas } from './endpoint';
import { opsPaymentsEndpoints } from './ops-payments';

export const opsPaymentsSchemas = bindSchemas(opsPaymentsEndpoints, {
  payments: { query: P.OpsPaymentsQuery, response: P.OpsPaymentsResponse },
  events: { query: P.OpsEventsQuery, response: P.OpsEventsResponse },
  payment: { params: P.AttemptParams, response: P.OpsPaymentDetail },
  refund: { params: OrderParams, body: P.OpsRefundRequest, response: P.OpsRefundResponse },
  cryptoReview: { query: PageRequest, response: P.OpsCryptoReviewResponse },
  creditReview: { params: P.CryptoReviewParams, body: P.CreditReviewRequest, response: P.CreditReviewResponse },
  debts: { query: PageRequest, response: P.OpsDebtsResponse },
});
