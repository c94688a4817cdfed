import * as S from '../contract/sandbox';
import { bindSchemas } from './endpoint';
import { sandboxEndpoints } from './sandbox';

export const sandboxSchemas = bindSchemas(sandboxEndpoints, {
  payments: { query: S.SandboxPaymentsQuery, response: S.SandboxPaymentsResponse },
  action: { params: S.SandboxPaymentParams, body: S.SandboxActionRequest, response: S.SandboxPayment },
  webhooks: { query: S.SandboxWebhooksQuery, response: S.SandboxWebhooksResponse },
  redeliver: { params: S.SandboxWebhookParams, response: S.SandboxWebhook },
  crypto: { response: S.SandboxCrypto },
  transfer: { body: S.SandboxTransferRequest, response: S.SandboxCrypto },
  mine: { body: S.SandboxMineRequest, response: S.SandboxCrypto },
});
