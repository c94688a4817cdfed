// tpaga's side of its payment-request API (design/payments.md "tpaga"), as the simulator plays it
// under /sandbox/tpaga/api (the merchants' API address): POST /payment_requests/create (the same
// idempotency_token again answers the request it opened), GET /payment_requests/{token}/info,
// POST /payment_requests/confirm_delivery and POST /payment_requests/refund, each behind the
// merchant's HTTP Basic credentials, errors as { error_code, error_message }. Each payment request is
// a book in sandbox_payments (provider tpaga, its token the reference); the buyer pays it on its
// page (./pages: /sandbox/tpaga/{token}) or the sandbox control page pays, fails or refunds it.
// tpaga sends no webhook: its status says what happened.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toMinor } from '@panel/domain/money';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { sandboxPayments } from '../../db/schema';
import { sqlStateOf } from '../../db/transaction';
import { TPAGA_PATHS, TPAGA_TOKEN, type TpagaStatus } from '../../modules/payments/adapters/tpaga';
import { amountText, bookByRef, changeBook, SandboxConflict, type BookRow } from './book';
import type { SandboxDeps } from './deps';
import { refundBook } from './local-methods';

const TPAGA = 'tpaga';
/** The simulated merchants' API address under the simulator. */
export const TPAGA_API_PREFIX = '/sandbox/tpaga/api';
/** The sandbox merchant's user at tpaga (its password is deps.secret('tpaga')). */
export const TPAGA_SANDBOX_USER = 'vcoin-market-sandbox';

/** tpaga's own status of a payment request from its book. */
export function tpagaStatusOf(row: BookRow, now: Date): TpagaStatus {
  switch (row.status) {
    case 'PAID':
    case 'PARTIAL':
      return row.details.delivered ? 'delivered' : 'paid';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
    case 'CANCELLED':
      return 'expired';
    case 'REFUNDED':
    case 'CHARGEBACK':
      return 'reverted';
    default:
      return row.expiresAt && row.expiresAt <= now ? 'expired' : 'created';
  }
}

/** The payment request as tpaga answers it (create, info, confirm_delivery, refund). */
export function tpagaPaymentRequest(deps: Pick<SandboxDeps, 'clock'>, row: BookRow) {
  return { ...(row.details.request as Record<string, unknown>), status: tpagaStatusOf(row, deps.clock.now()) };
}

type TpagaError = { status: number; code: string; message: string };
const failure = (status: number, code: string, message: string): TpagaError => ({ status, code, message });

/** An address of the merchant's: http(s), or a path on this server (a server with no public address). */
const Address = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/(?!\/))\S*$/);

export const CreateRequest = z.object({
  cost: z.union([z.string().regex(/^\d{1,15}(\.\d{1,2})?$/), z.number().int().positive().max(1e15)]).transform(String),
  purchase_details_url: Address,
  voucher_url: Address.optional(),
  idempotency_token: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100),
  terminal_id: z.string().min(1).max(100),
  purchase_description: z.string().min(1).max(300),
  purchase_items: z.array(z.object({ name: z.string().max(300), value: z.union([z.string().max(30), z.number()]) })).max(50),
  user_ip_address: z.string().max(64).optional(),
  merchant_user_id: z.string().max(100).optional(),
  expires_at: z.string().datetime({ offset: true }),
});
const TokenBody = z.object({ payment_request_token: z.string().regex(TPAGA_TOKEN) });

/** POST /payment_requests/create: a new payment request, or (the same idempotency_token) the one it opened before. */
export async function createTpagaRequest(deps: SandboxDeps, request: z.infer<typeof CreateRequest>): Promise<{ row: BookRow } | { error: TpagaError }> {
  const amountMinor = toMinor(request.cost, 2);
  if (amountMinor <= 0n) return { error: failure(422, 'invalid_cost', 'cost must be above zero') };
  const expiresAt = new Date(request.expires_at);
  const now = deps.clock.now();
  if (expiresAt <= now) return { error: failure(422, 'invalid_expires_at', 'expires_at must be in the future') };
  const [earlier] = await deps.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, TPAGA), eq(sandboxPayments.merchantRef, request.order_id)));
  if (earlier && (earlier.details.request as { idempotency_token?: string }).idempotency_token === request.idempotency_token) {
    return earlier.amountMinor === amountMinor
      ? { row: earlier }
      : { error: failure(422, 'idempotency_conflict', 'idempotency_token already used with another cost') };
  }
  const token = `pr-${randomBytes(16).toString('hex')}`;
  const url = `${deps.publicUrl}/sandbox/tpaga/${token}`;
  const stored = {
    miniapp_user_token: null,
    cost: amountText('COP', amountMinor),
    purchase_details_url: request.purchase_details_url,
    voucher_url: request.voucher_url ?? null,
    idempotency_token: request.idempotency_token,
    order_id: request.order_id,
    terminal_id: request.terminal_id,
    purchase_description: request.purchase_description,
    purchase_items: request.purchase_items,
    user_ip_address: request.user_ip_address ?? null,
    merchant_user_id: request.merchant_user_id ?? null,
    token,
    tpaga_payment_url: url,
    expires_at: expiresAt.toISOString(),
    cancelled_at: null,
    checked_by_merchant_at: null,
    delivery_notification_at: null,
  };
  const instructions: PaymentInstructions = { kind: 'PAYMENT_CODE', url, token };
  try {
    const [row] = await deps.db
      .insert(sandboxPayments)
      .values({
        provider: TPAGA,
        providerRef: token,
        merchantRef: request.order_id,
        method: 'TPAGA',
        currency: 'COP',
        amountMinor,
        status: 'CREATED',
        notifyUrl: '',
        returnUrl: request.purchase_details_url,
        details: { instructions, request: stored, description: request.purchase_description },
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: row! };
  } catch (error) {
    if (sqlStateOf(error) !== '23505') throw error;
    return createTpagaRequest(deps, request);
  }
}

/** POST /payment_requests/confirm_delivery: a paid request is delivered (the same again changes nothing). */
export async function confirmTpagaDelivery(deps: SandboxDeps, token: string): Promise<{ row: BookRow } | { error: TpagaError }> {
  const row = await bookByRef(deps.db, TPAGA, token);
  if (!row) return { error: failure(404, 'not_found', `payment request ${token} not found`) };
  if (row.status === 'PAID' && row.details.delivered) return { row };
  if (row.status !== 'PAID') return { error: failure(422, 'invalid_status', `payment request ${token} is ${tpagaStatusOf(row, deps.clock.now())}, not paid`) };
  const at = deps.clock.now().toISOString();
  try {
    return {
      row: await changeBook(deps.db, row, {
        from: ['PAID'],
        to: 'PAID',
        details: { delivered: true, request: { ...(row.details.request as object), delivery_notification_at: at } },
        now: deps.clock.now(),
      }),
    };
  } catch (error) {
    if (error instanceof SandboxConflict) return confirmTpagaDelivery(deps, token);
    throw error;
  }
}

/** POST /payment_requests/refund: a paid or delivered request is reverted in full (again: the same answer). */
export async function refundTpagaRequest(deps: SandboxDeps, token: string): Promise<{ row: BookRow } | { error: TpagaError }> {
  const row = await bookByRef(deps.db, TPAGA, token);
  if (!row) return { error: failure(404, 'not_found', `payment request ${token} not found`) };
  if (row.status === 'REFUNDED') return { row };
  if (row.status !== 'PAID') return { error: failure(422, 'invalid_status', `payment request ${token} is ${tpagaStatusOf(row, deps.clock.now())}, not paid`) };
  await refundBook(deps, row, { amountMinor: row.paidMinor, refundId: `api-${token}`, reason: 'Refunded by the merchant' });
  return { row: (await bookByRef(deps.db, TPAGA, token))! };
}

function basicHolds(deps: SandboxDeps, header: string | undefined): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = Buffer.from(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8'));
  const expected = Buffer.from(`${TPAGA_SANDBOX_USER}:${deps.secret(TPAGA)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const TokenParams = z.object({ token: z.string().regex(TPAGA_TOKEN) });

export function tpagaApiRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const path = (tail: string) => `${TPAGA_API_PREFIX}${tail}`;
  const sendError = (res: FastifyReply, error: TpagaError) => res.code(error.status).send({ error_code: error.code, error_message: error.message });
  const answer = (res: FastifyReply, outcome: { row: BookRow } | { error: TpagaError }, status = 200) =>
    'error' in outcome ? sendError(res, outcome.error) : res.code(status).send(tpagaPaymentRequest(deps, outcome.row));
  /** The merchant's Basic credentials: none is a malformed request (400), wrong ones 401. */
  const authorized = (request: FastifyRequest, res: FastifyReply) => {
    res.header('cache-control', 'no-store');
    if (basicHolds(deps, request.headers.authorization)) return true;
    void sendError(
      res,
      request.headers.authorization
        ? failure(401, 'unauthorized', 'invalid merchant credentials')
        : failure(400, 'missing_credentials', "the merchant's credentials (HTTP Basic) are required"),
    );
    return false;
  };
  const invalid = (res: FastifyReply, error: z.ZodError) =>
    sendError(
      res,
      failure(
        422,
        'invalid_params',
        error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; '),
      ),
    );

  app.post(path(TPAGA_PATHS.create), async (request, res) => {
    if (!authorized(request, res)) return res;
    const body = CreateRequest.safeParse(request.body);
    return body.success ? answer(res, await createTpagaRequest(deps, body.data), 201) : invalid(res, body.error);
  });

  app.get(path('/payment_requests/:token/info'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = TokenParams.safeParse(request.params);
    const row = params.success ? await bookByRef(deps.db, TPAGA, params.data.token) : undefined;
    return row ? answer(res, { row }) : sendError(res, failure(404, 'not_found', 'payment request not found'));
  });

  app.post(path(TPAGA_PATHS.confirmDelivery), async (request, res) => {
    if (!authorized(request, res)) return res;
    const body = TokenBody.safeParse(request.body);
    return body.success ? answer(res, await confirmTpagaDelivery(deps, body.data.payment_request_token)) : invalid(res, body.error);
  });

  app.post(path(TPAGA_PATHS.refund), async (request, res) => {
    if (!authorized(request, res)) return res;
    const body = TokenBody.safeParse(request.body);
    return body.success ? answer(res, await refundTpagaRequest(deps, body.data.payment_request_token)) : invalid(res, body.error);
  });
}
