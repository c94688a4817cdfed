// The one interface every payment provider sits behind (design/payments.md "Providers: one port, a
// sandbox for each"). Each provider's production adapter (./adapters) implements it against the
// provider's documented API; the demo and the tests run that same adapter against the simulator's
// copy of the API (simulators/payments/), and ./adapters/index.ts decides which host it talks to.
// The core (payments.service, settlement) never knows which.
import type { CryptoChain, CryptoToken, PaymentMethod, PaymentProviderId } from '@panel/domain/payments';
import type { PaymentInstructions } from '@panel/domain/contract/payments';

/** The payer's details the method asks for (domain METHOD_FIELDS), already validated. Card numbers and PINs go to the provider only. */
export type PayerDetails = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'idType'
    | 'idNumber'
    | 'email'
    | 'phone'
    | 'zipCode'
    | 'street'
    | 'streetNumber'
    | 'neighbourhood'
    | 'city'
    | 'region'
    | 'cardNumber'
    | 'pin'
    | 'bank',
    string
  >
>;

export type CreatePaymentInput = {
  /** Our attempt id: the merchant's transaction reference the provider echoes in its webhooks. */
  attemptId: string;
  method: PaymentMethod;
  currency: string;
  /** In minor units of `currency` (USDT and USDC at 6 decimals). */
  amountMinor: bigint;
  /** Shown on the provider's pages (order number or VCoin purchase reference). */
  description: string;
  payer: PayerDetails;
  /** Where the provider sends its webhooks (absolute URL of POST /api/payment/webhook/{provider}). */
  notifyUrl: string;
  /** Where a redirect method brings the buyer back (absolute URL of the panel's payment screen). */
  returnUrl: string;
  expiresAt: Date;
  /** Crypto: the chain and token asked, the address and the exact amount chosen by the core (unique pair). */
  crypto?: { chain: CryptoChain; token: CryptoToken; address: string };
  now: Date;
};

export type CreatedPayment = {
  /** The provider's reference (Onerway's 19-digit transaction id, tpaga's pr-<hex> token, ...). */
  providerRef: string;
  instructions: PaymentInstructions;
  expiresAt?: Date;
};

/** What a verified webhook says, in the core's terms. */
export type ProviderEvent =
  | { kind: 'PAID'; eventId: string; providerRef: string; attemptId: string | null; amountMinor: bigint; currency: string }
  | { kind: 'FAILED'; eventId: string; providerRef: string; attemptId: string | null; reason: string }
  | { kind: 'EXPIRED'; eventId: string; providerRef: string; attemptId: string | null }
  | { kind: 'CHARGEBACK'; eventId: string; providerRef: string; attemptId: string | null; amountMinor: bigint; currency: string; reason: string }
  | { kind: 'REFUND'; eventId: string; providerRef: string; attemptId: string | null; amountMinor: bigint; currency: string }
  /**
   * A transfer seen on a chain (each status of it is its own event: eventId = txHash + confirmations).
   * logIndex tells apart several transfers of one transaction (0 when the chain has no logs);
   * confirmationsRequired is the depth the chain is watched at (CONFIRMATIONS_REQUIRED when absent).
   */
  | {
      kind: 'CRYPTO_TRANSFER';
      eventId: string;
      chain: CryptoChain;
      token: CryptoToken;
      txHash: string;
      logIndex?: number;
      address: string;
      amountMinor: bigint;
      confirmations: number;
      confirmationsRequired?: number;
    }
  /**
   * A transfer seen before is no longer on the chain (a reorg replaced its block): not yet credited, it
   * is seen no more; already credited (a reorg deeper than the depth), nothing is reversed and the
   * operator is told.
   */
  | { kind: 'CRYPTO_TRANSFER_GONE'; eventId: string; chain: CryptoChain; txHash: string; logIndex?: number; reason: string }
  /** Something the provider tells that moves nothing (a 3-D Secure step, a status we do not act on). */
  | { kind: 'INFO'; eventId: string; providerRef: string | null; attemptId: string | null; detail: string };

/** A webhook whose signature or body is wrong: stored as REJECTED, answered 400, nothing moves. */
export class WebhookRejected extends Error {}

export type ParsedWebhook = {
  event: ProviderEvent;
  /** The answer that acknowledges it the provider's way (Onerway: the transactionId as plain text). */
  ack: { status: number; contentType: string; body: string };
};

/**
 * What an asynchronously verified webhook says: the events it proves (several when the provider
 * batches them, none when it only announces something), and the answer that acknowledges it.
 */
export type VerifiedWebhook = { events: ProviderEvent[]; ack: ParsedWebhook['ack'] };

/** The provider's view of a payment (status query). */
export type ProviderStatus = {
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'CHARGEBACK';
  paidMinor: bigint;
  currency: string;
  reason?: string;
};

/** A chain a crypto provider watches: our deposit addresses on it and the confirmations a transfer needs there. */
/** A chain a crypto provider watches: our deposit addresses, the depth, and the token contracts (a payment's QR names its token's). */
export type WatchedChain = { addresses: readonly string[]; confirmations: number; contracts?: Readonly<Record<CryptoToken, string>> };

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** sandbox or production: shown to the operator and passed to the card frame. */
  readonly environment: 'sandbox' | 'production';
  /**
   * Crypto: the chains this provider watches, the only ones offered. Absent when it stands for every
   * chain with the platform's own deposit addresses and depths (the simulator).
   */
  readonly chains?: Partial<Record<CryptoChain, WatchedChain>>;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Verifies (signature, shape) and parses a webhook from its raw body; throws WebhookRejected. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): ParsedWebhook;
  /**
   * Verification that must ask the outside first (fetch the signing certificate, read the payment
   * back from the provider): used in place of parseWebhook when present. Throws WebhookRejected.
   */
  verifyWebhook?(rawBody: string, headers: Record<string, string | undefined>): Promise<VerifiedWebhook>;
  /** Asks the provider where a payment stands; the core settles from it as from a webhook. */
  queryPayment(providerRef: string): Promise<ProviderStatus>;
  /** Asks the provider to refund; the refund itself arrives as a REFUND webhook. */
  refund(input: { providerRef: string; amountMinor: bigint; currency: string; reason: string; refundId: string }): Promise<{ refundRef: string }>;
  /** Tells the provider the buyer gave up (a waiting payment is cancelled on its side when it can be). */
  cancel?(providerRef: string): Promise<void>;
  /** Tells the provider where to post its webhooks, for a provider that takes that by API (API Pix: PUT /webhook/{chave}). */
  registerWebhook?(url: string): Promise<void>;
}
