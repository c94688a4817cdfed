// PIX through the central bank's API Pix (design/payments.md "PIX through the central bank's API
// Pix", release 2.x of the OpenAPI the central bank publishes), as an HTTP client of the receiver's
// PSP: an OAuth2 client-credentials token (POST /oauth/token with the client's Basic credentials,
// kept until shortly before it ends) over mutual TLS with the certificate the PSP issued; an
// immediate charge per attempt (PUT /cob/{txid}, the txid ours and derived from the attempt id) whose
// pixCopiaECola is the BR Code the buyer is shown; GET /cob/{txid} for where it stands (CONCLUIDA
// once paid, its pix[] holding each payment's endToEndId); a refund as a devolução
// (PUT /pix/{e2eid}/devolucao/{id}); the charge removed when the buyer gives up (PATCH /cob/{txid}).
// Errors are RFC 7807 problem documents, read into PixApiRefused.
//
// The webhook ({webhookUrl}/pix, our /api/payment/webhook/pix/pix) is authenticated by mutual TLS
// at the PSP's side, which this server behind its proxy cannot check: its body is only a hint. For
// each txid it names the adapter asks the PSP (GET /cob/{txid}) and only what the PSP answers moves
// money, each payment once under its endToEndId: a forged body moves nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fromMinor, toMinor } from '@panel/domain/money';
import { parsePixCode } from '@panel/domain/payment-formats/pix';
import {
  WebhookRejected,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderStatus,
  type VerifiedWebhook,
} from '../provider-port';
import { jsonOf, networkClient, ProviderUnreachable, type HttpClient, type HttpMethod, type HttpResponse } from './http-client';
import { clientCredentialsToken } from './client-credentials';
import type { ProviderLink } from './index';
import type { PaymentSettings, PixApiSettings } from './settings';

/** The scopes the token is asked for: charges written and read, payments read, and refunds (pix.write). */
export const PIX_API_SCOPES = 'cob.write cob.read pix.read pix.write';

/** The calls, under the PSP's API address. */
export const PIX_API_PATHS = {
  token: '/oauth/token',
  cob: (txid: string) => `/cob/${txid}`,
  devolucao: (endToEndId: string, id: string) => `/pix/${endToEndId}/devolucao/${id}`,
  webhook: (key: string) => `/webhook/${encodeURIComponent(key)}`,
} as const;

/** The statuses of a charge's record (CobrancaStatus). */
export const COB_STATUSES = ['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP'] as const;
export type CobStatus = (typeof COB_STATUSES)[number];
export const DEVOLUCAO_STATUSES = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;
export type DevolucaoStatus = (typeof DEVOLUCAO_STATUSES)[number];

export const PIX_TXID = /^[a-zA-Z0-9]{26,35}$/;
export const PIX_END_TO_END_ID = /^[a-zA-Z0-9]{32}$/;
export const PIX_DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;
/** An amount as API Pix writes it: reais with two decimals. */
export const PIX_VALOR = /^\d{1,10}\.\d{2}$/;
/** Different txids one webhook call may name: each costs a call to the PSP. */
export const PIX_WEBHOOK_TXIDS_MAX = 20;
/** Payments one webhook body may list. */
const PIX_WEBHOOK_ENTRIES_MAX = 100;
/** Payments, and refunds of each, a charge may hold (a charge takes one payment; refunds are few). */
const LIST_MAX = 50;
const ANSWER_MAX_CHARS = 256 * 1024;
const BR_CODE_MAX = 512;
const TEXT_MAX = 140;

/** A devolução as the PSP answers it. */
export type PixDevolucao = {
  id: string;
  rtrId: string;
  valor: string;
  status: DevolucaoStatus;
  horario?: { solicitacao?: string; liquidacao?: string };
  motivo?: string;
};
/** A payment received on a charge (Pix), with its refunds. */
export type PixPayment = { endToEndId: string; txid?: string; valor: string; horario: string; devolucoes: PixDevolucao[] };
/** A charge (CobCompleta) as the PSP answers it, checked. */
export type PixCob = {
  txid: string;
  status: CobStatus;
  calendario: { criacao?: string; expiracao?: number };
  valor: { original: string };
  chave: string;
  pixCopiaECola?: string;
  pix: PixPayment[];
};

/** The PSP answered with an error (an RFC 7807 problem document): the call was refused, nothing was done. */
export class PixApiRefused extends Error {
  constructor(
    what: string,
    readonly status: number,
    /** The problem's type, by its last path segment (CobNaoEncontrado, CobOperacaoInvalida ...). */
    readonly problem: string,
    detail: string,
  ) {
    super(`API Pix ${what} refused: ${status} ${problem}${detail ? `: ${detail}` : ''}`);
  }
}

/** Our txid for an attempt: its id's letters and digits (a UUID gives 32). */
export function pixApiTxid(attemptId: string): string {
  const txid = attemptId.replace(/[^a-zA-Z0-9]/g, '');
  if (!PIX_TXID.test(txid)) throw new RangeError(`An API Pix txid is 26 to 35 letters and digits; attempt ${attemptId} gives ${txid.length}`);
  return txid;
}

/** The attempt a txid was made from (a UUID's 32 hex digits), or null for any other txid. */
export function attemptIdOfTxid(txid: string): string | null {
  const parts = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(txid);
  return parts ? parts.slice(1).join('-').toLowerCase() : null;
}

/** Our devolução id for a refund reference: its letters and digits when they fit, else a digest of it (the same reference, the same id). */
export function pixDevolucaoId(refundId: string): string {
  const plain = refundId.replace(/[^a-zA-Z0-9]/g, '');
  return PIX_DEVOLUCAO_ID.test(plain) && plain === refundId ? plain : `R${createHash('sha256').update(refundId).digest('hex').slice(0, 34)}`;
}

const brl = (minor: bigint) => fromMinor(minor, 2);
const minorOf = (valor: string) => toMinor(valor, 2);

// --- Reading the PSP's answers ---------------------------------------------------------------------

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textIn = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
const shortText = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The problem document of an error answer, in a line: its type's name, title, detail and violations. */
function problemOf(answer: HttpResponse): { problem: string; detail: string } {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { problem: 'no problem document', detail: '' };
  }
  if (!isObject(body)) return { problem: 'no problem document', detail: '' };
  // An OAuth error ({ error, error_description }) is read the same way.
  const type = shortText(body.type) ?? shortText(body.error) ?? '';
  const problem = type.split('/').filter(Boolean).at(-1) ?? (shortText(body.title) || 'error');
  const violations = Array.isArray(body.violacoes)
    ? body.violacoes
        .slice(0, 5)
        .filter(isObject)
        .map((violation) => `${shortText(violation.propriedade, 60) ?? '?'}: ${shortText(violation.razao, 120) ?? ''}`)
    : [];
  const detail = [
    shortText(body.title),
    shortText(body.detail) ?? shortText(body.error_description),
    violations.length > 0 ? `(${violations.join('; ')})` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return { problem: problem || 'error', detail };
}

function readDevolucao(value: unknown): PixDevolucao | undefined {
  if (!isObject(value)) return undefined;
  const id = textIn(value.id, PIX_DEVOLUCAO_ID);
  const rtrId = textIn(value.rtrId, PIX_END_TO_END_ID);
  const valor = textIn(value.valor, PIX_VALOR);
  const status = DEVOLUCAO_STATUSES.find((known) => known === value.status);
  if (!id || !rtrId || !valor || !status) return undefined;
  return { id, rtrId, valor, status, ...(typeof value.motivo === 'string' && { motivo: value.motivo.slice(0, TEXT_MAX) }) };
}

function readPayment(value: unknown): PixPayment | undefined {
  if (!isObject(value)) return undefined;
  const endToEndId = textIn(value.endToEndId, PIX_END_TO_END_ID);
  const valor = textIn(value.valor, PIX_VALOR);
  const horario = shortText(value.horario, 40);
  const list = value.devolucoes === undefined ? [] : value.devolucoes;
  if (!endToEndId || !valor || !horario || !Array.isArray(list) || list.length > LIST_MAX) return undefined;
  const devolucoes = list.map(readDevolucao);
  if (devolucoes.some((devolucao) => devolucao === undefined)) return undefined;
  return { endToEndId, ...(typeof value.txid === 'string' && { txid: value.txid.slice(0, 35) }), valor, horario, devolucoes: devolucoes as PixDevolucao[] };
}

/** A charge from the PSP's answer, each field it needs well-formed; ProviderUnreachable otherwise. */
export function readCob(data: unknown, what: string): PixCob {
  const malformed = (why: string) => new ProviderUnreachable(`API Pix ${what}: the answer is not a charge (${why})`);
  if (!isObject(data)) throw malformed('not an object');
  const txid = textIn(data.txid, PIX_TXID);
  const status = COB_STATUSES.find((known) => known === data.status);
  const original = isObject(data.valor) ? textIn(data.valor.original, PIX_VALOR) : undefined;
  const chave = shortText(data.chave, 77);
  if (!txid || !status || !original || chave === undefined) throw malformed('txid, status, valor.original or chave');
  const calendario = isObject(data.calendario) ? data.calendario : {};
  const payments = data.pix === undefined ? [] : data.pix;
  if (!Array.isArray(payments) || payments.length > LIST_MAX) throw malformed('pix');
  const pix = payments.map(readPayment);
  if (pix.some((payment) => payment === undefined)) throw malformed('a payment of pix');
  const copiaECola = data.pixCopiaECola;
  if (copiaECola !== undefined && (typeof copiaECola !== 'string' || copiaECola.length > BR_CODE_MAX)) throw malformed('pixCopiaECola');
  return {
    txid,
    status,
    calendario: {
      ...(typeof calendario.criacao === 'string' && { criacao: calendario.criacao.slice(0, 40) }),
      ...(Number.isInteger(calendario.expiracao) && { expiracao: calendario.expiracao as number }),
    },
    valor: { original },
    chave,
    ...(typeof copiaECola === 'string' && { pixCopiaECola: copiaECola }),
    pix: pix as PixPayment[],
  };
}

/** Where a charge stands in the core's terms: paid (what arrived), refunded once all of it went back, else still open or ended. */
export function pixCobStatus(cob: PixCob, now: Date): ProviderStatus {
  const base = { paidMinor: 0n, currency: 'BRL' };
  if (cob.status === 'CONCLUIDA') {
    const paidMinor = cob.pix.reduce((sum, payment) => sum + minorOf(payment.valor), 0n);
    const refunded = cob.pix
      .flatMap((payment) => payment.devolucoes)
      .filter((devolucao) => devolucao.status === 'DEVOLVIDO')
      .reduce((sum, devolucao) => sum + minorOf(devolucao.valor), 0n);
    return { ...base, paidMinor, status: paidMinor > 0n && refunded >= paidMinor ? 'REFUNDED' : 'PAID' };
  }
  if (cob.status === 'REMOVIDA_PELO_PSP') return { ...base, status: 'FAILED', reason: 'Removed by the PSP' };
  if (cob.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') return { ...base, status: 'EXPIRED' };
  const created = cob.calendario.criacao ? Date.parse(cob.calendario.criacao) : NaN;
  const ended = Number.isFinite(created) && cob.calendario.expiracao !== undefined && created + cob.calendario.expiracao * 1000 <= now.getTime();
  return { ...base, status: ended ? 'EXPIRED' : 'PENDING' };
}

/**
 * What a charge the PSP answered proves: each payment of a concluded charge, paid once under its
 * endToEndId; each refund of it that reached DEVOLVIDO, once under its own id; a refund that could
 * not be made (NAO_REALIZADO) is told, moving nothing.
 */
export function pixCobEvents(cob: PixCob): ProviderEvent[] {
  if (cob.status !== 'CONCLUIDA') return [];
  const common = { providerRef: cob.txid, attemptId: attemptIdOfTxid(cob.txid) };
  return cob.pix
    .filter((payment) => payment.txid === undefined || payment.txid === cob.txid)
    .flatMap((payment): ProviderEvent[] => [
      { kind: 'PAID', eventId: payment.endToEndId, ...common, amountMinor: minorOf(payment.valor), currency: 'BRL' },
      ...payment.devolucoes.flatMap((devolucao): ProviderEvent[] => {
        const eventId = `${payment.endToEndId}/devolucao/${devolucao.id}`;
        if (devolucao.status === 'DEVOLVIDO') return [{ kind: 'REFUND', eventId, ...common, amountMinor: minorOf(devolucao.valor), currency: 'BRL' }];
        if (devolucao.status === 'NAO_REALIZADO')
          return [
            {
              kind: 'INFO',
              eventId: `${eventId}/NAO_REALIZADO`,
              ...common,
              detail: `Refund ${devolucao.id} was not made${devolucao.motivo ? `: ${devolucao.motivo}` : ''}`,
            },
          ];
        return [];
      }),
    ]);
}

/**
 * The txids a webhook body names: `{"pix":[{"endToEndId","txid","valor","horario",...}]}`, at most
 * PIX_WEBHOOK_ENTRIES_MAX payments of at most PIX_WEBHOOK_TXIDS_MAX txids; WebhookRejected otherwise.
 */
export function webhookTxids(rawBody: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('The API Pix webhook is not JSON');
  }
  if (!isObject(body) || !Array.isArray(body.pix) || body.pix.length === 0 || body.pix.length > PIX_WEBHOOK_ENTRIES_MAX)
    throw new WebhookRejected(`The API Pix webhook has no list of 1 to ${PIX_WEBHOOK_ENTRIES_MAX} payments (pix)`);
  const txids = new Set<string>();
  for (const entry of body.pix as unknown[]) {
    const txid = isObject(entry) ? textIn(entry.txid, PIX_TXID) : undefined;
    if (!txid || !isObject(entry) || !textIn(entry.endToEndId, PIX_END_TO_END_ID))
      throw new WebhookRejected('An API Pix webhook payment has no well-formed txid or endToEndId');
    txids.add(txid);
  }
  if (txids.size > PIX_WEBHOOK_TXIDS_MAX) throw new WebhookRejected(`The API Pix webhook names more than ${PIX_WEBHOOK_TXIDS_MAX} charges`);
  return [...txids];
}

// --- The client ------------------------------------------------------------------------------------

/** A PEM file of the settings, read. */
function pemOf(name: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`);
  }
}

/**
 * The network client presenting the PSP's certificate (mutual TLS), when the settings name its
 * files; undefined when they do not. `ca` trusts a PSP whose server certificate no public authority issued.
 */
export function pixApiNetworkClient(
  settings: Pick<PixApiSettings, 'certFile' | 'keyFile' | 'caFile'>,
  { ca, timeoutMs }: { ca?: string | Buffer; timeoutMs?: number } = {},
): HttpClient | undefined {
  if (!settings.certFile || !settings.keyFile) return undefined;
  const authority = ca ?? (settings.caFile ? pemOf('PIX_CA_FILE', settings.caFile) : undefined);
  return networkClient({ timeoutMs, tls: { cert: pemOf('PIX_CERT_FILE', settings.certFile), key: pemOf('PIX_KEY_FILE', settings.keyFile), ca: authority } });
}

/** The acknowledgement of a webhook: 200 once processed. */
const ACK = { status: 200, contentType: 'application/json', body: '{}' } as const;

/**
 * PIX charges through the PSP's API Pix (the real host, or the simulator's copy of it). `now` is the
 * clock the token's life and a charge's expiry are read with.
 */
export function createPixApiAdapter(settings: PixApiSettings, link: ProviderLink, { now = () => new Date() }: { now?: () => Date } = {}): PaymentProvider {
  const { http } = link;
  const token = clientCredentialsToken(http, {
    url: `${settings.apiUrl}${PIX_API_PATHS.token}`,
    clientId: settings.clientId,
    clientSecret: () => settings.clientSecret,
    scope: PIX_API_SCOPES,
    checked: (answer) => checked(answer, 'token'),
    what: 'API Pix token',
    now,
  });

  /** Any status but 2xx: a server error or an answer too large is ProviderUnreachable (nothing known), the rest PixApiRefused. */
  function checked(answer: HttpResponse, what: string): HttpResponse {
    if (answer.body.length > ANSWER_MAX_CHARS) throw new ProviderUnreachable(`API Pix ${what}: answer over ${ANSWER_MAX_CHARS} characters`);
    if (answer.status >= 200 && answer.status < 300) return answer;
    const { problem, detail } = problemOf(answer);
    if (answer.status >= 500 || answer.status === 0)
      throw new ProviderUnreachable(`API Pix ${what}: answer ${answer.status} ${problem}${detail ? `: ${detail}` : ''}`);
    throw new PixApiRefused(what, answer.status, problem, detail);
  }

  /** A call with the bearer token; a token the PSP no longer takes (401, 403) is renewed once. */
  async function call(method: HttpMethod, path: string, what: string, body?: object): Promise<unknown> {
    for (let tries = 1; ; tries++) {
      const bearer = await token.get();
      const answer = await http({
        method,
        url: `${settings.apiUrl}${path}`,
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', ...(body && { 'Content-Type': 'application/json' }) },
        ...(body && { body: JSON.stringify(body) }),
      });
      if ((answer.status === 401 || answer.status === 403) && tries === 1) {
        token.drop(bearer);
        continue;
      }
      const accepted = checked(answer, what);
      // PUT /webhook answers 204, no body.
      return accepted.body === '' ? null : jsonOf<unknown>(accepted, `API Pix ${what}`);
    }
  }

  const getCob = async (txid: string) => readCob(await call('GET', PIX_API_PATHS.cob(txid), 'GET /cob'), 'GET /cob');

  return {
    id: 'pix',
    environment: link.environment,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.method !== 'PIX' || input.currency !== 'BRL') throw new Error(`API Pix takes PIX in BRL, not ${input.method} in ${input.currency}`);
      if (input.amountMinor <= 0n) throw new RangeError('A PIX charge needs an amount above zero');
      const txid = pixApiTxid(input.attemptId);
      const original = brl(input.amountMinor);
      const body = {
        calendario: { expiracao: Math.max(1, Math.ceil((input.expiresAt.getTime() - input.now.getTime()) / 1000)) },
        valor: { original },
        chave: settings.key,
        solicitacaoPagador: input.description.slice(0, TEXT_MAX),
      };
      const cob = readCob(await call('PUT', PIX_API_PATHS.cob(txid), 'PUT /cob', body), 'PUT /cob');
      if (cob.txid !== txid || cob.status !== 'ATIVA' || cob.valor.original !== original)
        throw new ProviderUnreachable(
          `API Pix PUT /cob: the answer is not our waiting charge ${txid} of ${original} (${cob.txid} ${cob.status} ${cob.valor.original})`,
        );
      const brCode = cob.pixCopiaECola;
      let asked: string | undefined;
      try {
        asked = brCode === undefined ? undefined : (parsePixCode(brCode).amount ?? original);
      } catch {
        asked = undefined;
      }
      // A dynamic code names its amount in the payload its address serves; one that names it here must name ours.
      if (!brCode || asked === undefined || minorOf(asked) !== input.amountMinor)
        throw new ProviderUnreachable(`API Pix PUT /cob: the answer has no BR Code (pixCopiaECola) of ${original}`);
      return { providerRef: txid, instructions: { kind: 'PIX', brCode }, expiresAt: input.expiresAt };
    },

    parseWebhook() {
      throw new WebhookRejected('API Pix webhooks are proved by asking the PSP (verifyWebhook), never read alone');
    },

    async verifyWebhook(rawBody: string): Promise<VerifiedWebhook> {
      const events: ProviderEvent[] = [];
      // Only charges we opened are read back: a body naming none of them is refused (and counted
      // against its sender) without one call to the PSP.
      const named = webhookTxids(rawBody);
      const { opened } = link;
      const known = opened ? await Promise.all(named.map((txid) => opened(txid))) : named.map(() => true);
      const ours = named.filter((_txid, index) => known[index]);
      if (ours.length === 0) throw new WebhookRejected('The API Pix webhook names no charge of ours');
      for (const txid of ours) {
        try {
          events.push(...pixCobEvents(await getCob(txid)));
        } catch (error) {
          // A charge the PSP does not know is no payment of ours: the body named it, nothing moves.
          if (!(error instanceof PixApiRefused && error.status === 404)) throw error;
        }
      }
      return { events, ack: { ...ACK } };
    },

    async queryPayment(providerRef) {
      return pixCobStatus(await getCob(providerRef), now());
    },

    // The key's webhook (PUT /webhook/{chave}): the PSP posts each payment to it, at `${url}/pix`.
    async registerWebhook(url) {
      await call('PUT', PIX_API_PATHS.webhook(settings.key), 'PUT /webhook', { webhookUrl: url });
    },

    async refund({ providerRef, amountMinor, reason, refundId }) {
      const id = pixDevolucaoId(refundId);
      const cob = await getCob(providerRef);
      const earlier = cob.pix.flatMap((payment) => payment.devolucoes).find((devolucao) => devolucao.id === id);
      if (earlier) return { refundRef: earlier.rtrId };
      if (cob.status !== 'CONCLUIDA') throw new PixApiRefused('devolução', 409, 'NotPaid', `charge ${providerRef} is ${cob.status}`);
      const refundable = (payment: PixPayment) =>
        minorOf(payment.valor) -
        payment.devolucoes.filter((devolucao) => devolucao.status !== 'NAO_REALIZADO').reduce((sum, devolucao) => sum + minorOf(devolucao.valor), 0n);
      const payment = cob.pix.find((candidate) => refundable(candidate) >= amountMinor);
      if (!payment || amountMinor <= 0n)
        throw new PixApiRefused('devolução', 409, 'OverRefund', `no payment of charge ${providerRef} has ${brl(amountMinor)} left to refund`);
      const data = await call('PUT', PIX_API_PATHS.devolucao(payment.endToEndId, id), 'devolução', {
        valor: brl(amountMinor),
        descricao: reason.slice(0, TEXT_MAX),
      });
      const devolucao = readDevolucao(data);
      if (!devolucao || devolucao.id !== id || devolucao.valor !== brl(amountMinor))
        throw new ProviderUnreachable(`API Pix devolução: the answer is not our refund ${id} of ${brl(amountMinor)}`);
      return { refundRef: devolucao.rtrId };
    },

    async cancel(providerRef) {
      // A charge still waiting is removed so that it can no longer be paid; one paid meanwhile stays as it is.
      const cob = await getCob(providerRef);
      if (cob.status === 'ATIVA') await call('PATCH', PIX_API_PATHS.cob(providerRef), 'PATCH /cob', { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    },
  };
}

/** BUILDERS.pix, first: the central bank's API Pix, when the PSP's settings are there (its certificate presented when named). */
export const buildPixApi = (settings: PaymentSettings, link: ProviderLink) =>
  settings.pix ? createPixApiAdapter(settings.pix, { ...link, http: pixApiNetworkClient(settings.pix) ?? link.http }) : undefined;
