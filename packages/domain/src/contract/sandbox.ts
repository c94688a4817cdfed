// The sandbox control page's calls (/ops/sandbox): only while the payment providers run as
// sandboxes, and only for the platform operator (20003 for anyone else; 4004 when the sandbox is
// off). A tester pays, fails, pays late, underpays, overpays, charges back or refunds a sandbox
// payment; the sandbox then sends the provider's webhook, signed, and retries it until acknowledged.
import { z } from 'zod';
import { CRYPTO_CHAINS, CRYPTO_TOKENS, PAYMENT_PROVIDERS } from '../payments';
import { boundedAmount } from './amounts';
import { Page, PageRequest } from './envelope';

/** A payment as the sandbox provider knows it. CREATED waits for the buyer; PENDING_3DS waits for the 3-D Secure step. */
export const SANDBOX_PAYMENT_STATUSES = ['CREATED', 'PENDING_3DS', 'PAID', 'PARTIAL', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGEBACK', 'REFUNDED'] as const;
export type SandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/** GET /api/sandbox/payments: newest first. */
export const SandboxPaymentsQuery = PageRequest.extend({ provider: z.enum(PAYMENT_PROVIDERS).optional() });
export type SandboxPaymentsQuery = z.input<typeof SandboxPaymentsQuery>;

export const SandboxPayment = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerRef: z.string(),
  /** The merchant's reference: the panel's payment attempt id. */
  merchantRef: z.string(),
  method: z.string(),
  currency: z.string(),
  amount: z.string(),
  paid: z.string(),
  status: z.enum(SANDBOX_PAYMENT_STATUSES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Webhooks sent for it, and how many were acknowledged. */
  webhooks: z.number().int(),
  acknowledged: z.number().int(),
  /** The actions that make sense now (the page's buttons). */
  actions: z.array(z.lazy(() => SandboxAction)),
});
export type SandboxPayment = z.infer<typeof SandboxPayment>;
export const SandboxPaymentsResponse = Page(SandboxPayment);
export type SandboxPaymentsResponse = z.infer<typeof SandboxPaymentsResponse>;

/** PAY the whole amount; FAIL (declined); PAY_LATE (after it expired); UNDERPAY / OVERPAY (amount required); CHARGEBACK; REFUND; EXPIRE now. */
export const SandboxAction = z.enum(['PAY', 'FAIL', 'PAY_LATE', 'UNDERPAY', 'OVERPAY', 'CHARGEBACK', 'REFUND', 'EXPIRE']);
export type SandboxAction = z.infer<typeof SandboxAction>;

export const SandboxPaymentParams = z.object({ id: z.uuid() });
/** POST /api/sandbox/payments/{id}/action: answers the payment as it is now. */
export const SandboxActionRequest = z.object({
  action: SandboxAction,
  /** UNDERPAY and OVERPAY: what arrives, in the payment's currency. */
  amount: boundedAmount(z.string().trim().max(24)).nullish(),
});
export type SandboxActionRequest = z.input<typeof SandboxActionRequest>;

/** One webhook the sandbox sent (or is retrying). */
export const SandboxWebhook = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentId: z.string().nullable(),
  eventId: z.string(),
  tries: z.number().int(),
  nextAt: z.string().nullable(),
  ackedAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
});
export type SandboxWebhook = z.infer<typeof SandboxWebhook>;
/** GET /api/sandbox/webhooks?paymentId=: newest first. */
export const SandboxWebhooksQuery = PageRequest.extend({ paymentId: z.uuid().optional() });
export const SandboxWebhooksResponse = Page(SandboxWebhook);
export type SandboxWebhooksResponse = z.infer<typeof SandboxWebhooksResponse>;
/** POST /api/sandbox/webhooks/{id}/redeliver: sends the same webhook once more (a duplicate the panel must ignore). */
export const SandboxWebhookParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/sandbox/crypto: the sandbox chains. */
export const SandboxCrypto = z.object({
  chains: z.array(
    z.object({
      chain: z.enum(CRYPTO_CHAINS),
      height: z.number().int(),
      /** The platform's deposit addresses on this chain. */
      addresses: z.array(z.string()),
    }),
  ),
  transfers: z.array(
    z.object({
      txHash: z.string(),
      chain: z.enum(CRYPTO_CHAINS),
      token: z.enum(CRYPTO_TOKENS),
      toAddress: z.string(),
      /** In the token's units (decimal). */
      amount: z.string(),
      confirmations: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type SandboxCrypto = z.infer<typeof SandboxCrypto>;

/** POST /api/sandbox/crypto/transfer: a transfer lands on a chain (any amount, any chain: a wrong one tests review). */
export const SandboxTransferRequest = z.object({
  chain: z.enum(CRYPTO_CHAINS),
  token: z.enum(CRYPTO_TOKENS),
  toAddress: z.string().trim().min(1).max(80),
  amount: boundedAmount(z.string().trim().min(1).max(40)),
});
export type SandboxTransferRequest = z.input<typeof SandboxTransferRequest>;

/** POST /api/sandbox/crypto/mine: adds blocks (confirmations arrive); every chain when none is named. */
export const SandboxMineRequest = z.object({ chain: z.enum(CRYPTO_CHAINS).nullish(), blocks: z.number().int().min(1).max(500) });
export type SandboxMineRequest = z.input<typeof SandboxMineRequest>;
