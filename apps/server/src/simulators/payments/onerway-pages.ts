// The sandbox card provider's pages: the checkout frame the panel embeds, and the calls the frame
// makes to the provider (read the transaction, pay with a card, the 3-D Secure step, Apple Pay).
// These stand in for Onerway's own servers: no session, the transaction id is the frame's key.
// The frame may be framed by our own pages only (frame-ancestors 'self', X-Frame-Options
// SAMEORIGIN), and runs nothing but its own inline script and style (by hash).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { z } from 'zod';
import { CURRENCY_EXPONENTS, fromMinor, type Currency } from '@panel/domain/money';
import type { SandboxDeps } from './deps';
import { ONERWAY_FRAME_CSP, ONERWAY_FRAME_HTML } from './onerway-frame';
import {
  ONERWAY_CHECKOUT_PATH,
  ONERWAY_OK,
  completeOnerway3ds,
  findOnerwayPayment,
  onerwayTime,
  payOnerwayWithCard,
  settleOnerwayPayment,
  type OnerwayDetails,
  type OnerwayOutcome,
  type OnerwayRefusal,
} from './onerway';

const TransactionId = z.string().regex(/^\d{19}$/);
const short = (max: number) => z.string().max(max).nullish();

const PayBody = z.object({
  transactionId: TransactionId,
  card: z.object({ number: z.string().max(40), expiry: z.string().max(10), cvv: z.string().max(8), holderName: short(60) }),
  billing: z.object({ country: short(60), address: short(120), city: short(60), zip: short(12) }).nullish(),
  holderRequired: z.boolean().nullish(),
});
const ThreeDsBody = z.object({ transactionId: TransactionId, authenticated: z.boolean() });
const ApplePaySessionBody = z.object({ transactionId: TransactionId, validationURL: z.string().max(300) });
const ApplePayBody = z.object({ transactionId: TransactionId, token: z.unknown() });

/** The provider's answer to the frame: its result, or why not (respCode other than 20000). */
function reply(outcome: OnerwayOutcome | OnerwayRefusal) {
  if ('refused' in outcome) {
    const codes = { NOT_FOUND: '40004', NOT_PAYABLE: '40009', EXPIRED: '40010', INVALID_CARD: '40001' } as const;
    return {
      respCode: codes[outcome.refused],
      respMsg: outcome.refused,
      data: null,
      refused: outcome.refused,
      ...(outcome.fields ? { fields: outcome.fields } : {}),
    };
  }
  return { respCode: ONERWAY_OK, respMsg: 'Success', data: outcome };
}

const badRequest = (res: FastifyReply) => res.code(400).send({ respCode: '40000', respMsg: 'Invalid request', data: null });

/** The page is framed by our own pages: the security hook answers DENY for every route outside its frameable prefix, so the frame's route says SAMEORIGIN after it. */
const frameableBySelf: onSendHookHandler = (_request, res, payload, done) => {
  res.header('x-frame-options', 'SAMEORIGIN');
  done(null, payload);
};

/** Apple's merchant validation addresses are https on apple.com (Apple Pay on the Web: "Providing Merchant Validation"). */
const isAppleValidationUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (parsed.hostname === 'apple.com' || parsed.hostname.endsWith('.apple.com'));
  } catch {
    return false;
  }
};

export function onerwaySandboxRoutes(app: FastifyInstance, deps: SandboxDeps) {
  app.get(ONERWAY_CHECKOUT_PATH, { onSend: frameableBySelf }, async (_request, res) =>
    res.header('content-security-policy', ONERWAY_FRAME_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(ONERWAY_FRAME_HTML),
  );

  // What the frame shows: the amount, the description, where the payment stands.
  app.get('/sandbox/onerway/transaction/:transactionId', async (request, res) => {
    const parsed = TransactionId.safeParse((request.params as { transactionId: string }).transactionId);
    if (!parsed.success) return badRequest(res);
    const row = await findOnerwayPayment(deps, parsed.data);
    res.header('cache-control', 'no-store');
    if (!row) return res.code(404).send({ respCode: '40004', respMsg: 'NOT_FOUND', data: null });
    const details = row.details as OnerwayDetails;
    return res.send({
      respCode: ONERWAY_OK,
      respMsg: 'Success',
      data: {
        transactionId: row.providerRef,
        status: row.status,
        amount: fromMinor(row.amountMinor, CURRENCY_EXPONENTS[row.currency as Currency] ?? 2),
        currency: row.currency,
        description: details.description,
        expired: row.expiresAt !== null && row.expiresAt.getTime() <= deps.clock.now().getTime(),
        reason: details.reason ?? null,
      },
    });
  });

  // The card submission: the test cards decide; the book changes and the signed SALE webhook is queued.
  app.post('/sandbox/onerway/pay', async (request, res) => {
    const body = PayBody.safeParse(request.body);
    if (!body.success) return badRequest(res);
    const { transactionId, card, billing, holderRequired } = body.data;
    const outcome = await payOnerwayWithCard(
      deps,
      transactionId,
      { number: card.number, expiry: card.expiry, cvv: card.cvv, holderName: card.holderName ?? null },
      { country: billing?.country ?? undefined, address: billing?.address ?? undefined, city: billing?.city ?? undefined, zip: billing?.zip ?? undefined },
      { holderRequired: holderRequired ?? true },
    );
    return res.header('cache-control', 'no-store').send(reply(outcome));
  });

  // The sandbox 3-D Secure step: "Complete authentication" pays, "Fail authentication" declines.
  app.post('/sandbox/onerway/3ds', async (request, res) => {
    const body = ThreeDsBody.safeParse(request.body);
    if (!body.success) return badRequest(res);
    return res.header('cache-control', 'no-store').send(reply(await completeOnerway3ds(deps, body.data.transactionId, body.data.authenticated)));
  });

  // Apple Pay's merchant validation, answered with a sandbox merchant session.
  app.post('/sandbox/onerway/applepay/session', async (request, res) => {
    const body = ApplePaySessionBody.safeParse(request.body);
    if (!body.success || !isAppleValidationUrl(body.data.validationURL)) return badRequest(res);
    const row = await findOnerwayPayment(deps, body.data.transactionId);
    if (!row || row.status !== 'CREATED') return res.send(reply({ refused: row ? 'NOT_PAYABLE' : 'NOT_FOUND' }));
    const now = deps.clock.now().getTime();
    return res.header('cache-control', 'no-store').send({
      respCode: ONERWAY_OK,
      respMsg: 'Success',
      data: {
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        epochTimestamp: now,
        expiresAt: now + 60 * 60 * 1000,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: 'merchant.sandbox.onerway',
        displayName: 'Sandbox',
        signature: 'sandbox',
        createdAt: onerwayTime(new Date(now)),
      },
    });
  });

  // An authorized Apple Pay payment: the sandbox takes it as paid.
  app.post('/sandbox/onerway/applepay/pay', async (request, res) => {
    const body = ApplePayBody.safeParse(request.body);
    if (!body.success) return badRequest(res);
    return res
      .header('cache-control', 'no-store')
      .send(reply(await settleOnerwayPayment(deps, body.data.transactionId, 'S', undefined, { brand: 'APPLEPAY', last4: '0000' })));
  });
}
