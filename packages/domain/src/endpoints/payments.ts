// Online and crypto payment: what can pay an order or a VCoin purchase, the quote of a method and
// currency, paying (an attempt with a provider), the attempt itself, cancelling it, the card frame's
// report, buying VCoin online or with crypto, and the providers' webhooks.
import type * as P from '../contract/payments';
import type * as W from '../contract/wallet';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

/** What choosing a method and a currency for a payable can be refused with. */
const CHOICE_ERRORS = [E.ORDER_ACCESS_DENIED, E.PAYMENT_METHOD_REQUIRED, E.PAYMENT_CURRENCY_REQUIRED, E.CURRENCY_NOT_SUPPORTED, E.PAYMENT_METHOD_UNAVAILABLE];

export const paymentsEndpoints = {
  types: endpoint<{ response: typeof P.PaymentTypesResponse }>({
    method: 'GET',
    path: '/api/payment/types',
    access: 'user',
    summary: 'The payment types the platform takes now (online and crypto only while a provider of theirs is on).',
  }),
  options: endpoint<{ query: typeof P.PaymentOptionsQuery; response: typeof P.PaymentOptions }>({
    method: 'GET',
    path: '/api/payment/options',
    access: 'user',
    summary: 'What can pay an order or a VCoin purchase: methods, currencies, banks, the amount due and the attempt running.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  quote: endpoint<{ body: typeof P.PaymentQuoteRequest; response: typeof P.PaymentQuote }>({
    method: 'POST',
    path: '/api/payment/quote',
    access: 'user',
    summary: 'The amount to pay with a method and currency, its fee and the VCoin it makes.',
    errors: CHOICE_ERRORS,
  }),
  pay: endpoint<{ body: typeof P.PayOnlineRequest; response: typeof P.PaymentAttemptView }>({
    method: 'POST',
    path: '/api/order/payment/pay/v2',
    access: 'user',
    idempotent: true,
    summary: "Starts paying an order or a VCoin purchase online or with crypto: opens an attempt with the method's provider and answers it.",
    errors: [
      ...CHOICE_ERRORS,
      E.ILLEGAL_ORDER_STATE,
      E.OVER_PAYMENT_LIMIT,
      E.EXCHANGE_RATE_CHANGED,
      E.PROCESS_ALREADY_STARTED,
      E.OPERATION_TOO_FREQUENT,
      E.NAME_LENGTH,
      E.INVALID_EMAIL,
      E.ID_NUMBER_LENGTH,
      E.EXTERNAL_REQUEST_ERROR,
    ],
  }),
  currentAttempt: endpoint<{ query: typeof P.CurrentAttemptQuery; response: typeof P.PaymentAttemptView }>({
    method: 'GET',
    path: '/api/payment/attempt/current',
    access: 'user',
    summary: 'The latest payment attempt of an order or a VCoin purchase, brought up to date with its provider.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  attempt: endpoint<{ params: typeof P.AttemptParams; response: typeof P.PaymentAttemptView }>({
    method: 'GET',
    path: '/api/payment/attempt/:id',
    access: 'user',
    summary: 'One payment attempt of the caller, brought up to date with its provider.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  cancelAttempt: endpoint<{ params: typeof P.AttemptParams; response: typeof P.PaymentAttemptView }>({
    method: 'POST',
    path: '/api/payment/attempt/:id/cancel',
    access: 'user',
    idempotent: true,
    summary: 'Gives up a waiting payment attempt (money that still arrives on it is credited, never lost).',
    errors: [E.ORDER_ACCESS_DENIED, E.OPERATION_DENIED],
  }),
  cardResult: endpoint<{ params: typeof P.AttemptParams; body: typeof P.CardResultRequest; response: typeof P.PaymentAttemptView }>({
    method: 'POST',
    path: '/api/payment/card/:id/result',
    access: 'user',
    summary: "What the card frame reported for an attempt, for the record (only the provider's webhook pays).",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  vcoinPurchase: endpoint<{ body: typeof P.VcoinPurchaseRequest; response: typeof W.TopUp }>({
    method: 'POST',
    path: '/api/vcoin/purchase',
    access: 'user',
    idempotent: true,
    summary: 'Starts buying VCoin online or with crypto: a purchase to pay next with pay/v2.',
    errors: [E.PAYMENT_METHOD_UNAVAILABLE],
  }),
  webhook: endpoint<{ params: typeof P.WebhookParams; response: false }>({
    method: 'POST',
    path: '/api/payment/webhook/:provider',
    access: 'public',
    body: 'raw',
    summary: "A payment provider's webhook: its raw body verified by the provider's adapter, answered in the provider's own terms.",
  }),
  pixWebhook: endpoint<{ response: false }>({
    method: 'POST',
    path: '/api/payment/webhook/pix/pix',
    access: 'public',
    body: 'raw',
    summary: "API Pix's webhook, which it posts to the registered address followed by /pix.",
  }),
};
