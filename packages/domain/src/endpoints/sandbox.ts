// The payment simulators' control calls for the platform operator: what the simulated providers
// hold, and moves a real provider's customer or chain would make (pay, fail, refund, send, mine).
// They exist only while the payment providers run as simulators.
import type * as S from '../contract/sandbox';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const sandboxEndpoints = {
  payments: endpoint<{ query: typeof S.SandboxPaymentsQuery; response: typeof S.SandboxPaymentsResponse }>({
    method: 'GET',
    path: '/api/sandbox/payments',
    access: 'sandbox',
    summary: "The simulated providers' payments, newest first, of one provider or all.",
    errors: [E.NOT_AUTHORIZED],
  }),
  action: endpoint<{ params: typeof S.SandboxPaymentParams; body: typeof S.SandboxActionRequest; response: typeof S.SandboxPayment }>({
    method: 'POST',
    path: '/api/sandbox/payments/:id/action',
    access: 'sandbox',
    summary: 'Acts on a simulated payment as its provider would (capture, fail, refund, charge back ...) and sends the webhook.',
    errors: [E.NOT_AUTHORIZED, E.NOT_FOUND],
  }),
  webhooks: endpoint<{ query: typeof S.SandboxWebhooksQuery; response: typeof S.SandboxWebhooksResponse }>({
    method: 'GET',
    path: '/api/sandbox/webhooks',
    access: 'sandbox',
    summary: "A simulated payment's webhooks to the server, newest first, with whether each was acknowledged.",
    errors: [E.NOT_AUTHORIZED],
  }),
  redeliver: endpoint<{ params: typeof S.SandboxWebhookParams; response: typeof S.SandboxWebhook }>({
    method: 'POST',
    path: '/api/sandbox/webhooks/:id/redeliver',
    access: 'sandbox',
    summary: 'Sends a simulated webhook once more (a duplicate, as real providers do).',
    errors: [E.NOT_AUTHORIZED, E.NOT_FOUND],
  }),
  crypto: endpoint<{ response: typeof S.SandboxCrypto }>({
    method: 'GET',
    path: '/api/sandbox/crypto',
    access: 'sandbox',
    summary: 'The simulated chains: their deposit addresses and recent transfers.',
    errors: [E.NOT_AUTHORIZED],
  }),
  transfer: endpoint<{ body: typeof S.SandboxTransferRequest; response: typeof S.SandboxCrypto }>({
    method: 'POST',
    path: '/api/sandbox/crypto/transfer',
    access: 'sandbox',
    summary: "Lands a transfer on a simulated chain, as a buyer's wallet would send it.",
    errors: [E.NOT_AUTHORIZED],
  }),
  mine: endpoint<{ body: typeof S.SandboxMineRequest; response: typeof S.SandboxCrypto }>({
    method: 'POST',
    path: '/api/sandbox/crypto/mine',
    access: 'sandbox',
    summary: 'Adds blocks to one simulated chain, or to every chain.',
    errors: [E.NOT_AUTHORIZED],
  }),
};
