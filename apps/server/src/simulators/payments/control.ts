// The sandbox control (contract/sandbox.ts): the tester acts as the provider on one of its
// payments, and the provider's book changes and its own webhook is queued, as the real provider
// would: PAY, FAIL, PAY_LATE (paid after it expired: the webhook arrives late), UNDERPAY and
// OVERPAY (crypto: a transfer of that amount to the payment's address), CHARGEBACK, REFUND, EXPIRE.
// Card payments go through the card sandbox's own functions (./onerway), PayPal orders through
// PayPal's (./paypal: the buyer approves, the merchant captures); tpaga sends no webhook (its status
// says it: the core polls); crypto sends chain transfers, which the miner confirms.
import { count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, isCurrency, toMinor } from '@panel/domain/money';
import type { CryptoChain, CryptoToken, PaymentProviderId } from '@panel/domain/payments';
import type {
  SandboxAction,
  SandboxPayment,
  SandboxPaymentsQuery,
  SandboxPaymentStatus,
  SandboxWebhook,
  SandboxWebhooksResponse,
} from '@panel/domain/contract/sandbox';
import type { PageRequest } from '@panel/domain/contract/envelope';
import { sandboxPayments, sandboxWebhooks } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { amountText, bookById, changeBook, pastExpiry, queueBookEvent, SandboxConflict, type BookRow } from './book';
import { rawAmountText, sendTransfer } from './crypto-chain';
import type { SandboxDeps } from './deps';
import { refundBook } from './local-methods';
import { chargebackOnerwayPayment, expireOnerwayPayment, isOnerwayBook, ONERWAY_REASONS, refundOnerwayPayment, settleOnerwayPayment } from './onerway';
import { paypalAction, paypalActionsFor } from './paypal';
import { isPixApiBook, pixApiAction } from './pix-api';
import { redeliver, WEBHOOK_MAX_TRIES } from './webhook-outbox';

/** Why the sandbox declines, disputes or refunds when the tester does not say. */
export const SANDBOX_REASONS = {
  declined: 'Declined by the payer',
  chargeback: 'Fraudulent transaction (sandbox dispute)',
  refund: 'Refunded from the sandbox',
} as const;

/** Providers whose payments can be disputed (cards, PayPal, wallets); PIX, boleto, tpaga and crypto cannot. */
const DISPUTABLE: ReadonlySet<string> = new Set(['onerway', 'wallet', 'paypal']);

const isWaiting = (row: BookRow) => row.status === 'CREATED' || row.status === 'PENDING_3DS';

/** The actions that make sense on a sandbox payment now (the control page's buttons). */
export function sandboxActionsFor(row: BookRow, now: Date): SandboxAction[] {
  const expired = pastExpiry(row, now);
  const crypto = row.provider === 'crypto';
  const status = row.status as SandboxPaymentStatus;
  const paypal = paypalActionsFor(row);
  if (paypal) return paypal;
  if (isWaiting(row)) {
    const late: SandboxAction[] = crypto ? ['PAY_LATE', 'UNDERPAY', 'OVERPAY'] : ['PAY_LATE'];
    const onTime: SandboxAction[] = crypto ? ['PAY', 'UNDERPAY', 'OVERPAY'] : ['PAY', 'FAIL'];
    // Onerway tells no expiry: its waiting payment is only ever paid or declined.
    return [...(expired ? late : onTime), ...(row.provider === 'onerway' ? [] : (['EXPIRE'] as const))];
  }
  if (status === 'PARTIAL') return expired ? ['PAY_LATE', 'UNDERPAY', 'OVERPAY'] : ['PAY', 'UNDERPAY', 'OVERPAY', 'EXPIRE'];
  if ((status === 'EXPIRED' || status === 'CANCELLED') && row.provider !== 'onerway') return crypto ? ['PAY_LATE', 'UNDERPAY', 'OVERPAY'] : ['PAY_LATE'];
  if (status === 'PAID' && !crypto) return [...(DISPUTABLE.has(row.provider) ? (['CHARGEBACK'] as const) : []), 'REFUND'];
  return [];
}

const denied = (why: string) => new AppError(ERROR_CODES.OPERATION_DENIED, { reason: why });

/** An amount the tester typed, in the payment's currency. */
function amountOf(row: BookRow, amount: string | null | undefined): bigint {
  if (amount === undefined || amount === null || amount === '') throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'amount' });
  try {
    const minor = toMinor(amount.replace(',', '.'), isCurrency(row.currency) ? CURRENCY_EXPONENTS[row.currency] : 2);
    if (minor > 0n) return minor;
  } catch {
    // answered below
  }
  throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount' });
}

/** Crypto: the transfer of `minor` to the payment's address, recorded as the payment's, with the book's new state. */
async function cryptoTransfer(deps: SandboxDeps, row: BookRow, minor: bigint, action: SandboxAction) {
  const remaining = row.amountMinor - row.paidMinor;
  if (action === 'UNDERPAY' && minor >= remaining) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount', rule: 'below what is due' });
  if (action === 'OVERPAY' && minor <= remaining) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount', rule: 'above what is due' });
  const { chain, token, address } = row.details as { chain: CryptoChain; token: CryptoToken; address: string };
  await withTransaction(deps.db, async (tx) => {
    const paid = row.paidMinor + minor;
    await changeBook(tx, row, {
      from: [row.status as SandboxPaymentStatus],
      to: paid >= row.amountMinor ? 'PAID' : 'PARTIAL',
      paidMinor: paid,
      now: deps.clock.now(),
    });
    await sendTransfer(deps, { chain, token, toAddress: address, amount: rawAmountText(minor, CURRENCY_EXPONENTS.USDT) }, { paymentId: row.id, tx });
  });
}

/** Onerway's functions (its cards, and the PIX codes and boletos of its local methods); its refusals become 4050. */
async function onerwayAction(deps: SandboxDeps, row: BookRow, action: SandboxAction) {
  const refused = (result: object) => {
    if ('refused' in result) throw denied(String(result.refused));
  };
  if (action === 'PAY' || action === 'PAY_LATE')
    refused(await settleOnerwayPayment(deps, row.providerRef, 'S', undefined, undefined, { late: action === 'PAY_LATE' }));
  else if (action === 'FAIL') refused(await settleOnerwayPayment(deps, row.providerRef, 'F', ONERWAY_REASONS.INSUFFICIENT_FUNDS));
  else if (action === 'CHARGEBACK') refused(await chargebackOnerwayPayment(deps, row.providerRef, { reason: SANDBOX_REASONS.chargeback }));
  else if (action === 'EXPIRE') refused(await expireOnerwayPayment(deps, row.providerRef));
  else if (action === 'REFUND')
    refused(
      await refundOnerwayPayment(deps, {
        transactionId: row.providerRef,
        merchantTxnId: `sandbox-${row.id}-${row.updatedAt.getTime()}`,
        amount: amountText(row.currency, row.paidMinor),
      }),
    );
  else throw denied(action);
}

/** tpaga and the wallet provider: the book moves and, but for tpaga, the provider's webhook is queued. */
async function localAction(deps: SandboxDeps, row: BookRow, action: SandboxAction) {
  const now = deps.clock.now();
  const webhooks = row.provider !== 'tpaga';
  if (action === 'REFUND') {
    await refundBook(deps, row, { amountMinor: row.paidMinor, refundId: `sandbox-${row.id}`, reason: SANDBOX_REASONS.refund });
    return;
  }
  await withTransaction(deps.db, async (tx) => {
    const from = [row.status as SandboxPaymentStatus];
    if (action === 'PAY' || action === 'PAY_LATE') {
      const changed = await changeBook(tx, row, {
        from,
        to: 'PAID',
        paidMinor: row.amountMinor,
        details: action === 'PAY_LATE' ? { late: true } : undefined,
        now,
      });
      if (webhooks) await queueBookEvent(tx, deps, changed, { type: 'PAID', amountMinor: row.amountMinor });
    } else if (action === 'FAIL') {
      const changed = await changeBook(tx, row, { from, to: 'FAILED', details: { reason: SANDBOX_REASONS.declined }, now });
      if (webhooks) await queueBookEvent(tx, deps, changed, { type: 'FAILED', amountMinor: 0n, reason: SANDBOX_REASONS.declined });
    } else if (action === 'EXPIRE') {
      const changed = await changeBook(tx, row, { from, to: 'EXPIRED', now });
      if (webhooks) await queueBookEvent(tx, deps, changed, { type: 'EXPIRED', amountMinor: 0n });
    } else if (action === 'CHARGEBACK') {
      const changed = await changeBook(tx, row, { from, to: 'CHARGEBACK', details: { reason: SANDBOX_REASONS.chargeback }, now });
      await queueBookEvent(tx, deps, changed, { type: 'CHARGEBACK', amountMinor: row.paidMinor, reason: SANDBOX_REASONS.chargeback });
    } else {
      throw denied(action);
    }
  });
}

/** Acts on a sandbox payment as its provider; answers the payment as it is now. 4050 when the action does not apply to it now. */
export async function applySandboxAction(
  deps: SandboxDeps,
  id: string,
  { action, amount }: { action: SandboxAction; amount?: string | null },
): Promise<SandboxPayment> {
  const row = await bookById(deps.db, id);
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND);
  if (!sandboxActionsFor(row, deps.clock.now()).includes(action)) throw denied(`${action} does not apply to a ${row.status} ${row.provider} payment`);
  try {
    if (isOnerwayBook(row)) await onerwayAction(deps, row, action);
    else if (isPixApiBook(row)) await pixApiAction(deps, row, action);
    else if (row.provider === 'paypal') await paypalAction(deps, row, action, SANDBOX_REASONS);
    else if (row.provider === 'crypto') {
      if (action === 'EXPIRE') await changeBook(deps.db, row, { from: [row.status as SandboxPaymentStatus], to: 'EXPIRED', now: deps.clock.now() });
      else await cryptoTransfer(deps, row, action === 'UNDERPAY' || action === 'OVERPAY' ? amountOf(row, amount) : row.amountMinor - row.paidMinor, action);
    } else await localAction(deps, row, action);
  } catch (error) {
    if (error instanceof SandboxConflict) throw denied(error.message);
    throw error;
  }
  return (await readSandboxPayment(deps, id))!;
}

// --- Reads ----------------------------------------------------------------------------------------

// Written out: inside a subquery, drizzle leaves the outer table's columns unqualified.
const webhookCounts = {
  webhooks: sql<number>`(select count(*)::int from sandbox_webhooks w where w.payment_id = sandbox_payments.id)`,
  acknowledged: sql<number>`(select count(*)::int from sandbox_webhooks w where w.payment_id = sandbox_payments.id and w.acked_at is not null)`,
};

function presentPayment(row: BookRow & { webhooks: number; acknowledged: number }, now: Date): SandboxPayment {
  return {
    id: row.id,
    provider: row.provider as PaymentProviderId,
    providerRef: row.providerRef,
    merchantRef: row.merchantRef,
    method: row.method,
    currency: row.currency,
    amount: amountText(row.currency, row.amountMinor),
    paid: amountText(row.currency, row.paidMinor),
    status: row.status as SandboxPaymentStatus,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    webhooks: Number(row.webhooks),
    acknowledged: Number(row.acknowledged),
    actions: sandboxActionsFor(row, now),
  };
}

export async function readSandboxPayment(deps: SandboxDeps, id: string): Promise<SandboxPayment | undefined> {
  const [row] = await deps.db
    .select({ ...sandboxColumns(), ...webhookCounts })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id));
  return row && presentPayment(row, deps.clock.now());
}

const sandboxColumns = () => {
  const {
    id,
    provider,
    providerRef,
    merchantRef,
    method,
    currency,
    amountMinor,
    paidMinor,
    status,
    notifyUrl,
    returnUrl,
    details,
    expiresAt,
    createdAt,
    updatedAt,
  } = sandboxPayments;
  return {
    id,
    provider,
    providerRef,
    merchantRef,
    method,
    currency,
    amountMinor,
    paidMinor,
    status,
    notifyUrl,
    returnUrl,
    details,
    expiresAt,
    createdAt,
    updatedAt,
  };
};

/** GET /api/sandbox/payments: newest first. */
export async function listSandboxPayments(deps: SandboxDeps, query: SandboxPaymentsQuery & PageRequest) {
  const where = query.provider ? eq(sandboxPayments.provider, query.provider) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ ...sandboxColumns(), ...webhookCounts })
      .from(sandboxPayments)
      .where(where)
      .orderBy(desc(sandboxPayments.createdAt), desc(sandboxPayments.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(sandboxPayments).where(where),
  ]);
  const now = deps.clock.now();
  return { list: rows.map((row) => presentPayment(row, now)), total: total!.n, pageNum: query.pageNum, pageSize: query.pageSize };
}

type WebhookRow = typeof sandboxWebhooks.$inferSelect;

function presentWebhook(row: WebhookRow): SandboxWebhook {
  const retrying = row.ackedAt === null && row.tries < WEBHOOK_MAX_TRIES;
  return {
    id: String(row.id),
    provider: row.provider as PaymentProviderId,
    paymentId: row.paymentId,
    eventId: row.eventId,
    tries: row.tries,
    nextAt: retrying ? row.nextAt.toISOString() : null,
    ackedAt: row.ackedAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastAnswer: row.lastAnswer,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/sandbox/webhooks?paymentId=: newest first. */
export async function listSandboxWebhooks(deps: SandboxDeps, query: PageRequest & { paymentId?: string }): Promise<SandboxWebhooksResponse> {
  const where = query.paymentId ? eq(sandboxWebhooks.paymentId, query.paymentId) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(sandboxWebhooks)
      .where(where)
      .orderBy(desc(sandboxWebhooks.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(sandboxWebhooks).where(where),
  ]);
  return { list: rows.map(presentWebhook), total: total!.n, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** POST /api/sandbox/webhooks/{id}/redeliver: the same webhook once more, now. */
export async function redeliverSandboxWebhook(deps: SandboxDeps, id: number): Promise<SandboxWebhook> {
  const row = await redeliver(deps, id);
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND);
  return presentWebhook(row);
}
