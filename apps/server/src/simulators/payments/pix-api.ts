// The simulator's copy of the central bank's API Pix (design/payments.md "PIX through the central
// bank's API Pix"), served under /sandbox/pix as a PSP serves it under its API address: the OAuth2
// token (client credentials checked from the Basic header), immediate charges (PUT, GET and PATCH
// /cob/{txid}) and refunds (PUT /pix/{e2eid}/devolucao/{id}), errors as RFC 7807 problem documents.
// Each charge is a book in sandbox_payments (provider pix, its txid the reference). When one is paid
// (the sandbox control page) or refunded, the PSP's webhook body {"pix":[...]} is posted to the
// webhook registered for the sandbox key, {webhookUrl}/pix. The real PSP authenticates that call by
// mutual TLS; the simulator cannot, which is why the adapter believes only what GET /cob answers.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildPixCode } from '@panel/domain/payment-formats/pix';
import type { SandboxAction, SandboxPaymentStatus } from '@panel/domain/contract/sandbox';
import { sandboxPayments } from '../../db/schema';
import { sqlStateOf, withTransaction, type Tx } from '../../db/transaction';
import {
  attemptIdOfTxid,
  PIX_API_PATHS,
  PIX_API_SCOPES,
  PIX_DEVOLUCAO_ID,
  PIX_END_TO_END_ID,
  PIX_TXID,
  PIX_VALOR,
  type CobStatus,
  type PixDevolucao,
  type PixPayment,
} from '../../modules/payments/adapters/pix-api';
import { amountText, bookByRef, changeBook, SandboxConflict, type BookRow } from './book';
import type { SandboxDeps } from './deps';
import { PIX_MERCHANT, pixTxid } from './local-methods';
import { queueWebhook } from './webhook-outbox';

export const PIX_API_PREFIX = '/sandbox/pix';
/** The sandbox client's id at the simulated PSP (its secret is deps.secret('pix')). */
export const PIX_SANDBOX_CLIENT_ID = 'vcoin-market-sandbox';
/** The simulated PSP's ISPB, which its end-to-end and return ids start with. */
export const PIX_SANDBOX_ISPB = '99999008';
const TOKEN_SECONDS = 3600;
const PIX = 'pix';

/** What the simulated PSP keeps of a charge in the book's details. */
type CobDetails = {
  cob: { criacao: string; expiracao: number; revisao: number; chave: string; solicitacaoPagador?: string };
  pix?: PixPayment[];
  reason?: string;
};

const detailsOf = (row: BookRow) => row.details as unknown as CobDetails;
/** Whether a book is a charge of the simulated API Pix (and not a PIX code of Onerway's local methods). */
export const isPixApiBook = (row: Pick<BookRow, 'provider' | 'details'>) => row.provider === PIX && typeof (row.details as { cob?: unknown }).cob === 'object';

/** The address of the webhook registered for the sandbox key: the PSP posts to it + '/pix'. */
export const pixWebhookUrl = (deps: Pick<SandboxDeps, 'publicUrl'>) => `${deps.publicUrl}/api/payment/webhook/pix`;

// --- Tokens ------------------------------------------------------------------------------------------

const tokenSignature = (deps: SandboxDeps, expires: string) =>
  createHmac('sha256', Buffer.from(deps.secret(PIX), 'hex'))
    .update(`pix-token:${expires}`)
    .digest('base64url');

/** A bearer token good until `expires` (Unix seconds), signed with the sandbox secret: nothing to store. */
const newToken = (deps: SandboxDeps, expires: number) => `${expires}.${tokenSignature(deps, String(expires))}`;

function tokenHolds(deps: SandboxDeps, header: string | undefined): boolean {
  const match = /^Bearer (\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  if (!match || Number(match[1]) * 1000 <= deps.clock.now().getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(tokenSignature(deps, match[1]!)));
}

function basicHolds(deps: SandboxDeps, header: string): boolean {
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const given = Buffer.from(decoded);
  const expected = Buffer.from(`${PIX_SANDBOX_CLIENT_ID}:${deps.secret(PIX)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- Answers -----------------------------------------------------------------------------------------

/** An RFC 7807 problem document, as API Pix answers errors. */
function problem(res: FastifyReply, status: number, type: string, title: string, detail: string, violacoes?: Array<{ razao: string; propriedade: string }>) {
  return res
    .code(status)
    .type('application/problem+json')
    .send({ type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail, ...(violacoes && { violacoes }) });
}

/** The PSP's id of a payment or a refund: its letter, the ISPB, the minute (yyyyMMddHHmm) and 11 letters and digits. */
function pixId(letter: 'E' | 'D', at: Date): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const tail = [...randomBytes(11)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${letter}${PIX_SANDBOX_ISPB}${at.toISOString().replace(/\D/g, '').slice(0, 12)}${tail}`;
}

const COB_STATUS: Record<SandboxPaymentStatus, CobStatus> = {
  CREATED: 'ATIVA',
  PENDING_3DS: 'ATIVA',
  PAID: 'CONCLUIDA',
  PARTIAL: 'CONCLUIDA',
  REFUNDED: 'CONCLUIDA',
  CHARGEBACK: 'CONCLUIDA',
  CANCELLED: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  FAILED: 'REMOVIDA_PELO_PSP',
  // API Pix has no status for it: an expired charge stays ATIVA, its calendar run out (cobOf).
  EXPIRED: 'ATIVA',
};

/** A charge as GET /cob/{txid} answers it (CobCompleta). */
export function cobOf(row: BookRow) {
  const { cob, pix = [] } = detailsOf(row);
  // Expired at the control page before its time: its calendar ends when it was expired.
  const expiracao =
    row.status === 'EXPIRED' ? Math.max(1, Math.min(cob.expiracao, Math.floor((row.updatedAt.getTime() - Date.parse(cob.criacao)) / 1000))) : cob.expiracao;
  return {
    calendario: { criacao: cob.criacao, expiracao },
    txid: row.providerRef,
    revisao: cob.revisao,
    status: COB_STATUS[row.status as SandboxPaymentStatus],
    valor: { original: amountText('BRL', row.amountMinor) },
    chave: cob.chave,
    ...(cob.solicitacaoPagador !== undefined && { solicitacaoPagador: cob.solicitacaoPagador }),
    pixCopiaECola: (row.details.instructions as { brCode: string }).brCode,
    ...(pix.length > 0 && { pix }),
  };
}

const CobRequest = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().max(2_147_483_647) }),
  valor: z.object({ original: z.string().regex(PIX_VALOR) }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
const DevolucaoRequest = z.object({ valor: z.string().regex(PIX_VALOR), descricao: z.string().max(140).optional(), natureza: z.enum(['ORIGINAL']).optional() });
const CobPatch = z.object({ status: z.literal('REMOVIDA_PELO_USUARIO_RECEBEDOR') });

const violations = (error: z.ZodError, prefix: string) =>
  error.issues.slice(0, 5).map((issue) => ({ razao: issue.message, propriedade: [prefix, ...issue.path.map(String)].join('.') }));

// --- The PSP's side --------------------------------------------------------------------------------

/**
 * PUT /cob/{txid}: a new charge, or the same one again while it waits (a retried call); a charge that
 * is no longer waiting cannot be changed. Answers the charge, or a problem.
 */
async function putCob(deps: SandboxDeps, txid: string, request: z.infer<typeof CobRequest>): Promise<{ row: BookRow } | { refused: string }> {
  if (request.chave !== PIX_MERCHANT.key) return { refused: 'O campo cob.chave corresponde a uma conta que não pertence a este usuário recebedor' };
  const amountMinor = BigInt(request.valor.original.replace('.', ''));
  if (amountMinor <= 0n) return { refused: 'O campo cob.valor.original é zero' };
  const existing = await bookByRef(deps.db, PIX, txid);
  if (existing) {
    if (existing.status !== 'CREATED') return { refused: 'A cobrança já existe e não está no status ATIVA' };
    if (existing.amountMinor !== amountMinor) return { refused: 'A cobrança já existe com outro valor' };
    return { row: existing };
  }
  const now = deps.clock.now();
  const attemptId = attemptIdOfTxid(txid);
  const brCode = buildPixCode({
    key: PIX_MERCHANT.key,
    merchantName: PIX_MERCHANT.name,
    merchantCity: PIX_MERCHANT.city,
    amount: request.valor.original,
    txid: pixTxid(txid),
    dynamic: true,
  });
  const details: CobDetails & Record<string, unknown> = {
    cob: {
      criacao: now.toISOString(),
      expiracao: request.calendario.expiracao,
      revisao: 0,
      chave: request.chave,
      ...(request.solicitacaoPagador !== undefined && { solicitacaoPagador: request.solicitacaoPagador }),
    },
    instructions: { kind: 'PIX', brCode },
    txid,
    description: request.solicitacaoPagador ?? '',
  };
  try {
    const [row] = await deps.db
      .insert(sandboxPayments)
      .values({
        provider: PIX,
        providerRef: txid,
        merchantRef: attemptId ?? txid,
        method: 'PIX',
        currency: 'BRL',
        amountMinor,
        status: 'CREATED',
        notifyUrl: pixWebhookUrl(deps),
        details,
        expiresAt: new Date(now.getTime() + request.calendario.expiracao * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: row! };
  } catch (error) {
    // The same charge asked twice at once: the one that lost the race answers the other's.
    if (sqlStateOf(error) !== '23505') throw error;
    return putCob(deps, txid, request);
  }
}

/** The charge a payment (by its end-to-end id) was made to, locked. */
async function bookOfPayment(tx: Tx, endToEndId: string): Promise<BookRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, PIX), sql`${sandboxPayments.details} @> ${JSON.stringify({ pix: [{ endToEndId }] })}::jsonb`))
    .for('update');
  return row;
}

/** Queues the PSP's webhook about a payment of a charge (with its refunds) to {webhookUrl}/pix. */
async function notify(tx: Tx, row: BookRow, payment: PixPayment, eventId: string) {
  await queueWebhook(tx, {
    provider: PIX,
    paymentId: row.id,
    eventId,
    url: `${row.notifyUrl}/pix`,
    body: JSON.stringify({ pix: [payment] }),
    headers: { 'content-type': 'application/json' },
  });
}

/** Pays a charge in full (the sandbox control page's PAY and PAY_LATE): the payment is recorded and the webhook queued. */
export async function payPixCharge(deps: SandboxDeps, row: BookRow, { late = false }: { late?: boolean } = {}): Promise<void> {
  const now = deps.clock.now();
  const payment: PixPayment = {
    endToEndId: pixId('E', now),
    txid: row.providerRef,
    valor: amountText('BRL', row.amountMinor),
    horario: now.toISOString(),
    devolucoes: [],
  };
  await withTransaction(deps.db, async (tx) => {
    const paid = await changeBook(tx, row, {
      from: [row.status as SandboxPaymentStatus],
      to: 'PAID',
      paidMinor: row.amountMinor,
      details: { pix: [payment], ...(late && { late: true }) },
      now,
    });
    await notify(tx, paid, payment, payment.endToEndId);
  });
}

export type DevolucaoOutcome = { devolucao: PixDevolucao } | { status: 400 | 404; type: string; detail: string };

/**
 * PUT /pix/{e2eid}/devolucao/{id}: refunds up to what the payment has left; the refund is made at
 * once (DEVOLVIDO) and the webhook queued. The same id again answers the same refund.
 */
export async function refundPixPayment(
  deps: SandboxDeps,
  { endToEndId, id, valor, descricao }: { endToEndId: string; id: string; valor: string; descricao?: string },
): Promise<DevolucaoOutcome> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookOfPayment(tx, endToEndId);
    const payments = row ? (detailsOf(row).pix ?? []) : [];
    const payment = payments.find((candidate) => candidate.endToEndId === endToEndId);
    if (!row || !payment) return { status: 404, type: 'PixNaoEncontrado', detail: `Pix ${endToEndId} não encontrado` };
    const again = payment.devolucoes.find((devolucao) => devolucao.id === id);
    if (again)
      return again.valor === valor
        ? { devolucao: again }
        : { status: 400, type: 'PixDevolucaoInvalida', detail: `O id ${id} já foi utilizado por outra devolução` };
    const minor = BigInt(valor.replace('.', ''));
    const refunded = payment.devolucoes
      .filter((devolucao) => devolucao.status !== 'NAO_REALIZADO')
      .reduce((sum, devolucao) => sum + BigInt(devolucao.valor.replace('.', '')), 0n);
    if (minor <= 0n || refunded + minor > BigInt(payment.valor.replace('.', '')))
      return { status: 400, type: 'PixDevolucaoInvalida', detail: 'A devolução excederia o valor do Pix' };
    const now = deps.clock.now().toISOString();
    const devolucao: PixDevolucao & { descricao?: string } = {
      id,
      rtrId: pixId('D', deps.clock.now()),
      valor,
      horario: { solicitacao: now, liquidacao: now },
      status: 'DEVOLVIDO',
      ...(descricao && { descricao }),
    };
    const updated: PixPayment = { ...payment, devolucoes: [...payment.devolucoes, devolucao] };
    const all = refunded + minor === row.paidMinor;
    const changed = await changeBook(tx, row, {
      from: [row.status as SandboxPaymentStatus],
      to: all ? 'REFUNDED' : (row.status as SandboxPaymentStatus),
      details: { pix: payments.map((candidate) => (candidate.endToEndId === endToEndId ? updated : candidate)) },
      now: deps.clock.now(),
    });
    await notify(tx, changed, updated, devolucao.rtrId);
    return { devolucao };
  });
}

/** The sandbox control page on a charge: PAY and PAY_LATE pay it; FAIL removes it (the PSP) and EXPIRE ends it (API Pix sends no webhook of either); REFUND gives all of it back. */
export async function pixApiAction(deps: SandboxDeps, row: BookRow, action: SandboxAction): Promise<void> {
  const now = deps.clock.now();
  const from = [row.status as SandboxPaymentStatus];
  if (action === 'PAY' || action === 'PAY_LATE') return payPixCharge(deps, row, { late: action === 'PAY_LATE' });
  if (action === 'FAIL') {
    await changeBook(deps.db, row, { from, to: 'FAILED', details: { reason: 'Removed by the PSP' }, now });
    return;
  }
  if (action === 'EXPIRE') {
    await changeBook(deps.db, row, { from, to: 'EXPIRED', now });
    return;
  }
  const payment = detailsOf(row).pix?.[0];
  if (action !== 'REFUND' || !payment) throw new SandboxConflict(`${action} does not apply to the PIX charge ${row.providerRef}`);
  const outcome = await refundPixPayment(deps, {
    endToEndId: payment.endToEndId,
    id: `S${row.id.replace(/-/g, '')}`,
    valor: amountText('BRL', row.paidMinor),
    descricao: 'Refunded from the sandbox',
  });
  if (!('devolucao' in outcome)) throw new SandboxConflict(outcome.detail);
}

// --- The routes -------------------------------------------------------------------------------------

const TxidParams = z.object({ txid: z.string().regex(PIX_TXID) });
const DevolucaoParams = z.object({ endToEndId: z.string().regex(PIX_END_TO_END_ID), id: z.string().regex(PIX_DEVOLUCAO_ID) });

export function pixApiRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const path = (tail: string) => `${PIX_API_PREFIX}${tail}`;
  /** The bearer token of a call, or AcessoNegado (403) as API Pix answers. */
  const authorized = (request: FastifyRequest, res: FastifyReply) => {
    if (tokenHolds(deps, request.headers.authorization)) return true;
    void problem(res, 403, 'AcessoNegado', 'Acesso Negado', 'Token ausente, inválido ou expirado');
    return false;
  };
  const cobNotFound = (res: FastifyReply, txid: string) =>
    problem(res, 404, 'CobNaoEncontrado', 'Cobrança não encontrada', `Cobrança não encontrada para o txid ${txid}`);

  app.post(path(PIX_API_PATHS.token), async (request, res) => {
    res.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic '))
      return res.code(400).send({ error: 'invalid_client', error_description: 'client credentials in the Authorization header (Basic) are required' });
    if (!basicHolds(deps, header))
      return res.code(401).header('www-authenticate', 'Basic').send({ error: 'invalid_client', error_description: 'unknown client or wrong secret' });
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') || body.grant_type !== 'client_credentials')
      return res.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type=client_credentials, form-encoded' });
    const expires = Math.floor(deps.clock.now().getTime() / 1000) + TOKEN_SECONDS;
    return res.send({ access_token: newToken(deps, expires), token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope: PIX_API_SCOPES });
  });

  app.put(path('/cob/:txid'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = TxidParams.safeParse(request.params);
    if (!params.success) return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida', 'O txid não respeita o schema ([a-zA-Z0-9]{26,35})');
    const body = CobRequest.safeParse(request.body);
    if (!body.success)
      return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida', 'A requisição não respeita o schema', violations(body.error, 'cob'));
    const outcome = await putCob(deps, params.data.txid, body.data);
    if ('refused' in outcome) return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida', outcome.refused);
    return res.code(201).send(cobOf(outcome.row));
  });

  app.get(path('/cob/:txid'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = TxidParams.safeParse(request.params);
    const row = params.success ? await bookByRef(deps.db, PIX, params.data.txid) : undefined;
    if (!row || !isPixApiBook(row)) return cobNotFound(res, String((request.params as { txid?: unknown }).txid ?? '').slice(0, 40));
    return res.send(cobOf(row));
  });

  app.patch(path('/cob/:txid'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = TxidParams.safeParse(request.params);
    const row = params.success ? await bookByRef(deps.db, PIX, params.data.txid) : undefined;
    if (!row || !isPixApiBook(row)) return cobNotFound(res, String((request.params as { txid?: unknown }).txid ?? '').slice(0, 40));
    const body = CobPatch.safeParse(request.body);
    if (!body.success)
      return problem(
        res,
        400,
        'CobOperacaoInvalida',
        'Cobrança inválida',
        'Só a remoção (status REMOVIDA_PELO_USUARIO_RECEBEDOR) é aceita',
        violations(body.error, 'cob'),
      );
    try {
      return res.send(cobOf(await changeBook(deps.db, row, { from: ['CREATED'], to: 'CANCELLED', now: deps.clock.now() })));
    } catch (error) {
      if (error instanceof SandboxConflict) return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida', 'A cobrança não está no status ATIVA');
      throw error;
    }
  });

  app.put(path('/pix/:endToEndId/devolucao/:id'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = DevolucaoParams.safeParse(request.params);
    if (!params.success) return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida', 'O e2eid ou o id não respeitam o schema');
    const body = DevolucaoRequest.safeParse(request.body);
    if (!body.success)
      return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida', 'A requisição não respeita o schema', violations(body.error, 'devolucao'));
    const outcome = await refundPixPayment(deps, { endToEndId: params.data.endToEndId, id: params.data.id, ...body.data });
    if ('devolucao' in outcome) return res.code(201).send(outcome.devolucao);
    return problem(res, outcome.status, outcome.type, outcome.status === 404 ? 'Não encontrado' : 'Devolução inválida', outcome.detail);
  });
}
