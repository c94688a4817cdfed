// The pages the local providers would serve, as plain HTML from the server (no React, no script):
// the approval page of the wallet provider (/sandbox/approve/wallet/{ref}), PayPal's (the buyer approves
// an order or cancels: /sandbox/paypal/checkoutnow?token={order id}), tpaga's payment page
// (/sandbox/tpaga/{token}) and the boleto document (/sandbox/boleto/{ref}/{token}) with its
// Interleaved 2 of 5 barcode drawn in inline SVG. They stand in for the providers' own sites: no
// session, the reference is the key. Each page sends its own Content-Security-Policy: nothing but
// its one inline style (by hash), forms posted to this server and then on to the payment's return
// address, never framed.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { itfModules } from '@panel/domain/payment-formats/itf';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { AppError } from '../../errors';
import { amountText, bookByRef, pastExpiry, SandboxConflict, type BookRow } from './book';
import { applySandboxAction } from './control';
import type { SandboxDeps } from './deps';
import { BOLETO_BANK } from './local-methods';
import { approvePaypalOrder, isPaypalApproved, PAYPAL_CHECKOUT_PATH, paypalReturnAddress } from './paypal';
import { tpagaStatusOf } from './tpaga';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2329;background:#f2f3f5}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}
.tag{display:inline-block;font-size:12px;padding:2px 8px;border-radius:10px;background:#fff3e0;color:#b45309;margin-bottom:16px}
.amount{font-size:32px;font-weight:600;margin:8px 0}
dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}
dt{color:#646a73}dd{margin:0;word-break:break-all}
form{display:grid;gap:12px;margin-top:20px}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:14px;min-height:48px;cursor:pointer}
.approve{background:#1677ff;color:#fff}.decline{background:#fff;color:#d4380d;border:1px solid #d4380d}
.state{padding:12px;border-radius:8px;background:#f2f3f5;margin-top:16px}
a{color:#1677ff}
.doc{max-width:760px}
.doc .card{padding:16px}
.doc table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:13px}
.doc col:first-child{width:27%}.doc col:nth-child(3){width:13%}.doc col:last-child{width:36%}
.doc td{border:1px solid #c9cdd4;padding:6px 8px;vertical-align:top;overflow-wrap:anywhere}
.doc td small{display:block;color:#646a73;font-size:11px}
.line{font:600 15px/1.4 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.5px;margin-bottom:8px}
.bank{display:flex;gap:12px;align-items:baseline;border-bottom:2px solid #1f2329;padding-bottom:6px;margin-bottom:8px}
.bank b{font-size:18px}.bank span{font-size:18px;border-left:2px solid #1f2329;padding-left:12px}
svg{display:block;width:100%;height:auto;margin-top:12px}
`;

/** The policy of every sandbox page: its own style by hash, forms to this server and to the payment's return address. */
function policy(formTargets: string[] = []) {
  const styleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self'${formTargets.map((target) => ` ${target}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Tagged template that escapes every value but those already rendered by `raw`. */
class Raw {
  constructor(readonly html: string) {}
}
const raw = (html: string) => new Raw(html);
function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  const text = strings.reduce((out, part, index) => {
    const value = values[index - 1];
    const rendered =
      value instanceof Raw
        ? value.html
        : Array.isArray(value)
          ? value.map((item) => (item instanceof Raw ? item.html : escapeHtml(String(item)))).join('')
          : escapeHtml(String(value ?? ''));
    return out + rendered + part;
  });
  return raw(text);
}

const originOf = (url: string | null) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

function sendPage(res: FastifyReply, title: string, body: Raw, { status = 200, formTargets = [] as string[], wide = false } = {}) {
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><style>${raw(STYLE)}</style></head>
<body><main${raw(wide ? ' class="doc"' : '')}>${body}</main></body></html>`;
  return res
    .code(status)
    .header('content-security-policy', policy(formTargets))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

const notFound = (res: FastifyReply, what: string) =>
  sendPage(
    res,
    'Not found',
    html`<div class="card">
      <h1>Not found</h1>
      <p>No ${what} has this reference.</p>
    </div>`,
    { status: 404 },
  );

const PROVIDER_NAMES: Record<string, string> = { wallet: 'Wallet' };
const METHOD_NAMES: Record<string, string> = { EWALLET: 'E-wallet', BANK_TRANSFER: 'Online bank transfer' };

/** Where a waiting payment stands, said on its page; undefined while it can still be paid. */
function closedState(row: BookRow, now: Date): string | undefined {
  if (row.status === 'CREATED') return pastExpiry(row, now) ? 'This payment expired.' : undefined;
  const states: Record<string, string> = {
    PAID: 'This payment was approved.',
    PARTIAL: 'This payment was approved.',
    FAILED: 'This payment was declined.',
    EXPIRED: 'This payment expired.',
    CANCELLED: 'This payment was cancelled by the shop.',
    REFUNDED: 'This payment was refunded.',
    CHARGEBACK: 'This payment was disputed.',
  };
  return states[row.status] ?? 'This payment cannot be paid.';
}

function backLink(row: BookRow) {
  return row.returnUrl ? html`<p><a href="${row.returnUrl}">Back to the shop</a></p>` : html``;
}

const Choice = z.object({ choice: z.enum(['approve', 'decline']) });
const ApproveParams = z.object({ provider: z.enum(['wallet']), ref: z.string().regex(/^[A-Z0-9]{8,24}$/) });
const PaypalCheckoutQuery = z.object({ token: z.string().regex(/^[A-Z0-9]{17}$/) });
const TpagaParams = z.object({ token: z.string().regex(/^pr-[0-9a-f]{16,64}$/) });
const BoletoParams = z.object({ ref: z.string().regex(/^\d{17}$/), token: z.string().regex(/^[A-Za-z0-9_-]{24}$/) });

/** Whether `token` is the boleto's document token (compared in constant time). */
function documentTokenFits(row: BookRow, token: string) {
  const kept = typeof row.details.documentToken === 'string' ? Buffer.from(row.details.documentToken) : Buffer.alloc(0);
  const given = Buffer.from(token);
  return kept.length === given.length && timingSafeEqual(kept, given);
}

/** PAY or FAIL from a provider page; a payment that moved on meanwhile is said on the page. */
async function decide(deps: SandboxDeps, row: BookRow, choice: 'approve' | 'decline'): Promise<boolean> {
  try {
    await applySandboxAction(deps, row.id, { action: choice === 'approve' ? 'PAY' : 'FAIL' });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

function approvalPage(
  deps: SandboxDeps,
  res: FastifyReply,
  row: BookRow,
  {
    action,
    title,
    heading,
    extra = html``,
    approve = 'Approve',
    closed = closedState(row, deps.clock.now()),
  }: { action: string; title: string; heading: string; extra?: Raw; approve?: string; closed?: string },
) {
  const description = typeof row.details.description === 'string' ? row.details.description : '';
  const body = html`<div class="card">
    <h1>${heading}</h1>
    <span class="tag">Sandbox: no real money moves</span>
    <div>Pay VCOIN MARKET</div>
    <div class="amount">${amountText(row.currency, row.amountMinor)} ${row.currency}</div>
    <dl>
      <dt>Reference</dt>
      <dd>${row.providerRef}</dd>
      ${description
        ? html`<dt>For</dt>
            <dd>${description}</dd>`
        : html``}${extra}
    </dl>
    ${closed
      ? html`<div class="state">${closed}</div>
          ${backLink(row)}`
      : html`<form method="post" action="${action}">
          <button class="approve" name="choice" value="approve">${approve}</button><button class="decline" name="choice" value="decline">Decline</button>
        </form>`}
  </div>`;
  return sendPage(res, title, body, { formTargets: [originOf(row.returnUrl)].filter((origin): origin is string => Boolean(origin)) });
}

/** The boleto's barcode as inline SVG: Interleaved 2 of 5, narrow 1 and wide 3 units, a 10-unit quiet zone each side. */
export function boletoBarcodeSvg(barcode: string): string {
  const QUIET = 10;
  const HEIGHT = 50;
  let x = QUIET;
  const bars: string[] = [];
  for (const module of itfModules(barcode, 1, 3)) {
    if (module.bar) bars.push(`<rect x="${x}" y="0" width="${module.width}" height="${HEIGHT}"/>`);
    x += module.width;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x + QUIET} ${HEIGHT}" preserveAspectRatio="none" shape-rendering="crispEdges" role="img" aria-label="Barcode ${barcode}"><rect width="${x + QUIET}" height="${HEIGHT}" fill="#fff"/><g fill="#000">${bars.join('')}</g></svg>`;
}

/** R$ 1.234,56. */
function brl(minor: bigint) {
  const [whole, cents] = amountText('BRL', minor).split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}
const brDate = (iso: string) => iso.split('-').reverse().join('/');

export function localSandboxRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const approvalRow = async (params: unknown) => {
    const parsed = ApproveParams.safeParse(params);
    return parsed.success ? bookByRef(deps.db, parsed.data.provider, parsed.data.ref) : undefined;
  };
  const tpagaRow = async (params: unknown) => {
    const parsed = TpagaParams.safeParse(params);
    return parsed.success ? bookByRef(deps.db, 'tpaga', parsed.data.token) : undefined;
  };
  /** The buyer's choice: back to the shop once made (303: the browser follows with a GET), or back to the page when it no longer applies. */
  const choiceMade = async (res: FastifyReply, row: BookRow, body: unknown, page: string) => {
    const choice = Choice.safeParse(body);
    if (!choice.success || !(await decide(deps, row, choice.data.choice))) return res.redirect(page, 303);
    return res.header('cache-control', 'no-store').redirect(row.returnUrl ?? page, 303);
  };

  app.get('/sandbox/approve/:provider/:ref', async (request, res) => {
    const row = await approvalRow(request.params);
    if (!row) return notFound(res, 'payment');
    const name = PROVIDER_NAMES[row.provider]!;
    const bank = typeof row.details.bank === 'string' ? row.details.bank : '';
    const extra = html`<dt>Method</dt>
      <dd>${METHOD_NAMES[row.method] ?? row.method}</dd>
      ${bank
        ? html`<dt>Bank</dt>
            <dd>${bank}</dd>`
        : html``}`;
    return approvalPage(deps, res, row, {
      action: `/sandbox/approve/${row.provider}/${row.providerRef}`,
      title: `Sandbox ${name}`,
      heading: `Sandbox ${name}`,
      extra,
    });
  });

  app.post('/sandbox/approve/:provider/:ref', async (request, res) => {
    const row = await approvalRow(request.params);
    return row ? choiceMade(res, row, request.body, `/sandbox/approve/${row.provider}/${row.providerRef}`) : notFound(res, 'payment');
  });

  // PayPal's approval: the buyer approves the order (its capture is then the merchant's call) and goes back to the return
  // address with the order's token and a payer id, or cancels and goes back to the cancel address with the token, as PayPal sends them.
  const paypalRow = async (query: unknown) => {
    const parsed = PaypalCheckoutQuery.safeParse(query);
    return parsed.success ? bookByRef(deps.db, 'paypal', parsed.data.token) : undefined;
  };
  app.get(PAYPAL_CHECKOUT_PATH, async (request, res) => {
    const row = await paypalRow(request.query);
    if (!row) return notFound(res, 'order');
    const closed = isPaypalApproved(row) ? 'This payment was approved.' : undefined;
    return approvalPage(deps, res, row, {
      action: `${PAYPAL_CHECKOUT_PATH}?token=${row.providerRef}`,
      title: 'Sandbox PayPal',
      heading: 'Sandbox PayPal',
      extra: html`<dt>Method</dt>
        <dd>PayPal</dd>`,
      ...(closed && { closed }),
    });
  });
  app.post(PAYPAL_CHECKOUT_PATH, async (request, res) => {
    const row = await paypalRow(request.query);
    if (!row) return notFound(res, 'order');
    const page = `${PAYPAL_CHECKOUT_PATH}?token=${row.providerRef}`;
    const choice = Choice.safeParse(request.body);
    if (!choice.success || isPaypalApproved(row) || closedState(row, deps.clock.now())) return res.redirect(page, 303);
    if (choice.data.choice === 'decline') return res.header('cache-control', 'no-store').redirect(paypalReturnAddress(row, false), 303);
    try {
      return res.header('cache-control', 'no-store').redirect(paypalReturnAddress(await approvePaypalOrder(deps, row, 'COMPLETED'), true), 303);
    } catch (error) {
      if (error instanceof SandboxConflict) return res.redirect(page, 303);
      throw error;
    }
  });

  app.get('/sandbox/tpaga/:token', async (request, res) => {
    const row = await tpagaRow(request.params);
    if (!row) return notFound(res, 'payment request');
    const extra = html`<dt>Status</dt>
      <dd>${tpagaStatusOf(row, deps.clock.now())}</dd>`;
    return approvalPage(deps, res, row, {
      action: `/sandbox/tpaga/${row.providerRef}`,
      title: 'Sandbox tpaga',
      heading: 'Sandbox tpaga',
      extra,
      approve: 'Pay',
    });
  });

  app.post('/sandbox/tpaga/:token', async (request, res) => {
    const row = await tpagaRow(request.params);
    return row ? choiceMade(res, row, request.body, `/sandbox/tpaga/${row.providerRef}`) : notFound(res, 'payment request');
  });

  // The document is the payer's: served under its unguessable token only (the reference is sequential), not indexed; the
  // server's referrer policy (same-origin) never sends its address to another site.
  app.get('/sandbox/boleto/:ref/:token', async (request, res) => {
    const params = BoletoParams.safeParse(request.params);
    const row = params.success ? await bookByRef(deps.db, 'boleto', params.data.ref) : undefined;
    if (!params.success || !row || !documentTokenFits(row, params.data.token)) return notFound(res, 'boleto');
    res.header('x-robots-tag', 'noindex');
    const boleto = row.details.instructions as Extract<PaymentInstructions, { kind: 'BOLETO' }>;
    const payer = (row.details.payer ?? {}) as { name?: string | null; idType?: string | null; document?: string | null; address?: string | null };
    const cell = (label: string, value: unknown, span = 1) => html`<td${raw(span > 1 ? ` colspan="${span}"` : '')}><small>${label}</small>${value}</td>`;
    const body = html`<div class="card">
      <span class="tag">Sandbox boleto: it cannot be paid at a bank</span>
      <div class="bank"><b>${BOLETO_BANK.name}</b><span>${BOLETO_BANK.code}-9</span></div>
      <div class="line">${boleto.formattedLine}</div>
      <table>
        <colgroup>
          <col />
          <col />
          <col />
          <col />
        </colgroup>
        <tr>
          ${cell('Local de pagamento', 'Pagável em qualquer banco até o vencimento', 3)}${cell('Vencimento', brDate(boleto.dueDate))}
        </tr>
        <tr>
          ${cell('Beneficiário', `${BOLETO_BANK.beneficiary} — CNPJ ${BOLETO_BANK.beneficiaryDocument}`, 3)}${cell(
            'Agência / Código do beneficiário',
            `0001-9 / ${BOLETO_BANK.agreement}`,
          )}
        </tr>
        <tr>
          ${cell('Data do documento', brDate(row.createdAt.toISOString().slice(0, 10)))}${cell(
            'Nº do documento',
            row.merchantRef.slice(0, 8).toUpperCase(),
          )}${cell('Carteira', BOLETO_BANK.portfolio)}${cell('Nosso número', row.providerRef)}
        </tr>
        <tr>
          ${cell('Instruções', typeof row.details.description === 'string' ? row.details.description : '', 3)}${cell(
            '(=) Valor do documento',
            brl(row.amountMinor),
          )}
        </tr>
        <tr>
          ${cell(
            'Pagador',
            html`${payer.name ?? '—'}${payer.document ? html` — ${payer.idType ?? 'CPF'} ${payer.document}` : html``}${payer.address
              ? html`<br />${payer.address}`
              : html``}`,
            4,
          )}
        </tr>
      </table>
      ${raw(boletoBarcodeSvg(boleto.barcode))}
    </div>`;
    return sendPage(res, `Boleto ${boleto.formattedLine}`, body, { wide: true });
  });
}
