// The simulator's copy of Onerway's wire API, served under /sandbox/onerway as Onerway serves it
// under its API address: doTransaction for the card frame and for the local methods (PIX, Boleto),
// the refund and the transaction query.
// Each takes a flat JSON body sent as `Content-Type: application/json` exactly (Onerway refuses
// `application/json; charset=UTF-8`) and answers `{ respCode, respMsg, data }` with HTTP 200, as
// Onerway does; the signature and the merchant are checked by the calls themselves (./onerway).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ONERWAY_PATHS } from '../../modules/payments/adapters/onerway';
import { ONERWAY_API_PREFIX, onerwayDoTransaction, onerwayListTransactions, onerwayLocalTransaction, onerwayRefundTransaction } from './onerway';
import type { SandboxDeps } from './deps';

/** The body as the calls read it: a flat object, or undefined for anything else (refused with 40000). */
function flatBody(request: FastifyRequest): Record<string, unknown> | undefined {
  if (request.headers['content-type'] !== 'application/json') return undefined;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return Object.values(body).every((value) => value === null || typeof value !== 'object') ? (body as Record<string, unknown>) : undefined;
}

const invalid = { respCode: '40000', respMsg: 'Invalid request: a flat JSON body sent as Content-Type: application/json', data: null };

export function onerwayApiRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const call = (path: string, handle: (body: Record<string, unknown>) => Promise<unknown>) =>
    app.post(`${ONERWAY_API_PREFIX}${path}`, async (request, res) => {
      const body = flatBody(request);
      res.header('cache-control', 'no-store');
      return res.send(body ? await handle(body) : invalid);
    });
  call(ONERWAY_PATHS.sdkTransaction, (body) => onerwayDoTransaction(deps, body));
  call(ONERWAY_PATHS.transaction, (body) => onerwayLocalTransaction(deps, body));
  call(ONERWAY_PATHS.refund, (body) => onerwayRefundTransaction(deps, body));
  call(ONERWAY_PATHS.list, (body) => onerwayListTransactions(deps, body));
}
