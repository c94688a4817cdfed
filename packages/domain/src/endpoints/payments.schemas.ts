import * as P from '../contract/payments';
import * as W from '../contract/wallet';
import { bindSchemas } from './endpoint';
import { paymentsEndpoints } from './payments';

export const paymentsSchemas = bindSchemas(paymentsEndpoints, {
  types: { response: P.PaymentTypesResponse },
  options: { query: P.PaymentOptionsQuery, response: P.PaymentOptions },
  quote: { body: P.PaymentQuoteRequest, response: P.PaymentQuote },
  pay: { body: P.PayOnlineRequest, response: P.PaymentAttemptView },
  currentAttempt: { query: P.CurrentAttemptQuery, response: P.PaymentAttemptView },
  attempt: { params: P.AttemptParams, response: P.PaymentAttemptView },
  cancelAttempt: { params: P.AttemptParams, response: P.PaymentAttemptView },
  cardResult: { params: P.AttemptParams, body: P.CardResultRequest, response: P.PaymentAttemptView },
  vcoinPurchase: { body: P.VcoinPurchaseRequest, response: W.TopUp },
  webhook: { params: P.WebhookParams, response: false },
  pixWebhook: { response: false },
});
