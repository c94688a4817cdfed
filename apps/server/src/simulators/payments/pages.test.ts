// The local providers' pages: the approval pages (the wallet's: Approve pays and queues the PAID
// webhook, Decline fails it; PayPal's: Approve approves the order and the server's capture pays it,
// Decline cancels; then the browser goes back to the payment's return address), tpaga's page (its status
// changes, no webhook), the boleto document with a barcode that reads back, each with a policy that
// lets nothing run but its own style.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeItf } from '@panel/domain/payment-formats/itf';
import type { PaymentMethod } from '@panel/domain/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { sandboxWebhooks } from '../../db/schema';
import type { CreatePaymentInput } from '../../modules/payments/provider-port';
import { createSandboxDeps } from './server-deps';
import { bookByRef } from './book';
import type { SandboxDeps } from './deps';
import { createPaymentAdapters } from '../../modules/payments/adapters';
import { simulatorLink } from './link';
import { boletoBarcodeSvg } from './pages';
import { deliverDueWebhooks } from './webhook-outbox';

let t: TestApp;
let deps: SandboxDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
});
afterAll(() => t.close());

const RETURN_URL = 'https://shop.test/pay/return?attempt=1';
const adapters = () =>
  createPaymentAdapters({ evm: {} }, { network: () => Promise.reject(new Error('no network in this test')), simulator: simulatorLink(t.app, deps) });

async function start(provider: 'wallet' | 'paypal' | 'tpaga' | 'boleto', method: PaymentMethod, currency: string, extra: Partial<CreatePaymentInput> = {}) {
  const now = t.clock.now();
  // The adapters the server picks with the simulator on (the boleto: Onerway's local method on the simulator's wire API).
  return adapters()[provider]!.createPayment({
    attemptId: randomUUID(),
    method,
    currency,
    amountMinor: 123_456n,
    description: 'Order <20260115000042>',
    payer: {},
    notifyUrl: `/api/payment/webhook/${provider}`,
    returnUrl: RETURN_URL,
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    now,
    ...extra,
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const choose = (url: string, choice: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `choice=${choice}` });

/** The page's policy allows exactly its own inline style, by hash; no script. */
function expectOwnPolicy(res: Awaited<ReturnType<typeof get>>) {
  const policy = String(res.headers['content-security-policy']);
  const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
  expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('script-src');
  expect(res.body).not.toContain('<script');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

const webhooksOf = async (providerRef: string, provider: string) => {
  const row = (await bookByRef(t.db, provider, providerRef))!;
  return t.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, row.id));
};

describe('approval pages', () => {
  it('PayPal\u2019s checkout shows "Sandbox PayPal" with the amount and Approve / Decline; Approve approves the order (CHECKOUT.ORDER.APPROVED) and sends the browser back with the token and the payer, and the server\u2019s capture pays it', async () => {
    const created = await start('paypal', 'PAYPAL', 'USD');
    const url = `/sandbox/paypal/checkoutnow?token=${created.providerRef}`;
    expect(created.instructions).toEqual({ kind: 'REDIRECT', url: `${t.config.publicUrl ?? ''}${url}` });
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Sandbox PayPal</h1>');
    expect(page.body).toContain('1234.56 USD');
    expect(page.body).toContain('Order &#60;20260115000042&#62;');
    expect(page.body).toMatch(/<button class="approve" name="choice" value="approve">Approve<\/button>/);
    expect(page.body).toMatch(/<button class="decline" name="choice" value="decline">Decline<\/button>/);
    expectOwnPolicy(page);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self' https://shop.test");

    const approved = await choose(url, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.test/pay/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({ attempt: '1', token: created.providerRef, PayerID: expect.stringMatching(/^[A-Z0-9]{13}$/) });
    // Approved is not paid: the book waits for the merchant's capture.
    expect((await bookByRef(t.db, 'paypal', created.providerRef))!.status).toBe('CREATED');
    expect((await webhooksOf(created.providerRef, 'paypal')).sort((a, b) => a.id - b.id).map((row) => JSON.parse(row.body).event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
    ]);
    expect((await get(url)).body).toContain('This payment was approved.');

    // The server, told by the webhook, captures; PayPal then tells the completed capture.
    await deliverDueWebhooks(deps, { limit: 10 });
    expect((await bookByRef(t.db, 'paypal', created.providerRef))!.status).toBe('PAID');
    expect((await webhooksOf(created.providerRef, 'paypal')).sort((a, b) => a.id - b.id).map((row) => JSON.parse(row.body).event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);

    // Paid: the page says so and offers nothing more; a second choice changes nothing.
    const after = await get(url);
    expect(after.body).toContain('This payment was approved.');
    expect(after.body).not.toContain('<form');
    expect((await choose(url, 'decline')).headers.location).toBe(url);
    expect((await bookByRef(t.db, 'paypal', created.providerRef))!.status).toBe('PAID');
  });

  it('Decline on PayPal\u2019s checkout sends the buyer back to the cancel address with the token, and PayPal sends nothing', async () => {
    const created = await start('paypal', 'PAYPAL', 'EUR');
    const declined = await choose(`/sandbox/paypal/checkoutnow?token=${created.providerRef}`, 'decline');
    expect(declined.headers.location).toBe(`${RETURN_URL}&token=${created.providerRef}`);
    expect((await bookByRef(t.db, 'paypal', created.providerRef))!.status).toBe('CREATED');
    expect(await webhooksOf(created.providerRef, 'paypal')).toEqual([]);
  });

  it('Decline on the wallet page fails the payment with a FAILED webhook', async () => {
    const created = await start('wallet', 'BANK_TRANSFER', 'BRL', { payer: { bank: 'Bradesco' } });
    const url = `/sandbox/approve/wallet/${created.providerRef}`;
    const page = await get(url);
    expect(page.body).toContain('<h1>Sandbox Wallet</h1>');
    expect(page.body).toContain('Online bank transfer');
    expect(page.body).toContain('Bradesco');
    expect((await choose(url, 'decline')).headers.location).toBe(RETURN_URL);
    expect((await bookByRef(t.db, 'wallet', created.providerRef))!.status).toBe('FAILED');
    expect((await webhooksOf(created.providerRef, 'wallet')).map((row) => JSON.parse(row.body).type)).toEqual(['FAILED']);
  });

  it('says an expired payment expired, with no buttons', async () => {
    const created = await start('wallet', 'EWALLET', 'USD');
    t.clock.advance(21 * 60_000);
    const page = await get(`/sandbox/approve/wallet/${created.providerRef}`);
    expect(page.body).toContain('This payment expired.');
    expect(page.body).not.toContain('<form');
    await choose(`/sandbox/approve/wallet/${created.providerRef}`, 'approve');
    expect((await bookByRef(t.db, 'wallet', created.providerRef))!.status).toBe('CREATED');
  });

  it('answers 404 for a reference it does not know or a provider without approvals', async () => {
    expect((await get('/sandbox/approve/paypal/ZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await get('/sandbox/paypal/checkoutnow?token=ZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await get('/sandbox/approve/pix/ZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
  });
});

describe('tpaga page', () => {
  it('Pay sets the payment request paid (its status query says so), with no webhook', async () => {
    const created = await start('tpaga', 'TPAGA', 'COP');
    const url = `/sandbox/tpaga/${created.providerRef}`;
    const page = await get(url);
    expect(page.body).toContain('<h1>Sandbox tpaga</h1>');
    expect(page.body).toContain('<dd>created</dd>');
    expect(page.body).toMatch(/<button class="approve" name="choice" value="approve">Pay<\/button>/);
    expectOwnPolicy(page);
    expect((await choose(url, 'approve')).headers.location).toBe(RETURN_URL);
    expect((await get(url)).body).toContain('<dd>paid</dd>');
    expect(await adapters().tpaga!.queryPayment(created.providerRef)).toMatchObject({ status: 'PAID' });
    // The merchant's status query found it paid and confirmed the delivery.
    expect((await get(url)).body).toContain('<dd>delivered</dd>');
    expect(await webhooksOf(created.providerRef, 'tpaga')).toEqual([]);
  });
});

describe('boleto document', () => {
  it('shows the beneficiary, the payer, the amount, the due date, the typed line and a barcode that reads back to the boleto\u2019s', async () => {
    const created = await start('boleto', 'BOLETO', 'BRL', {
      payer: {
        firstName: 'Ana',
        lastName: 'Souza',
        idType: 'CPF',
        idNumber: '12345678909',
        email: 'ana@example.com',
        street: 'Rua A',
        streetNumber: '1',
        zipCode: '13010-000',
        city: 'Campinas',
        region: 'SP',
      },
    });
    const instructions = created.instructions as { barcode: string; formattedLine: string; dueDate: string; documentUrl: string };
    const page = await get(new URL(instructions.documentUrl, 'http://panel.test').pathname);
    expect(page.statusCode).toBe(200);
    expectOwnPolicy(page);
    for (const text of ['VCOIN MARKET LTDA', 'Ana S.', 'CPF ***.***.789-**', 'R$ 1.234,56', '18/01/2026', instructions.formattedLine, 'Banco do Brasil S.A.'])
      expect(page.body).toContain(text);
    // The bars and spaces between the quiet zones, as drawn.
    const rects = [...page.body.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="50"\/>/g)].map((match) => ({
      x: Number(match[1]),
      width: Number(match[2]),
    }));
    const modules = rects.flatMap((rect, index) => {
      const next = rects[index + 1];
      return next
        ? [
            { bar: true, width: rect.width },
            { bar: false, width: next.x - rect.x - rect.width },
          ]
        : [{ bar: true, width: rect.width }];
    });
    expect(decodeItf(modules)).toBe(instructions.barcode);
    expect(rects[0]!.x).toBe(10);
    expect(page.body).toContain(boletoBarcodeSvg(instructions.barcode));
  });

  it('answers 404 for an unknown boleto', async () => {
    expect((await get(`/sandbox/boleto/12345679999999999/${'A'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('is served under its unguessable token only: the sequential reference alone, or another boleto\u2019s token, answers 404; the payer is masked', async () => {
    const payer = {
      firstName: 'Maria Clara',
      lastName: 'Souza Lima',
      idType: 'CPF',
      idNumber: '123.456.789-09',
      email: 'maria@example.com',
      street: 'Rua das Flores',
      streetNumber: '42',
      neighbourhood: 'Centro',
      city: 'Campinas',
      region: 'SP',
      zipCode: '13010-000',
    };
    const mine = await start('boleto', 'BOLETO', 'BRL', { payer });
    const theirs = await start('boleto', 'BOLETO', 'BRL', { payer });
    const url = new URL((mine.instructions as { documentUrl: string }).documentUrl, 'http://panel.test').pathname;
    const token = url.split('/').at(-1)!;
    expect(url).toBe(`/sandbox/boleto/${mine.providerRef}/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(token).not.toBe(new URL((theirs.instructions as { documentUrl: string }).documentUrl, 'http://panel.test').pathname.split('/').at(-1));
    expect((await get(`/sandbox/boleto/${mine.providerRef}`)).statusCode).toBe(404);
    expect((await get(`/sandbox/boleto/${theirs.providerRef}/${token}`)).statusCode).toBe(404);
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    // Its address (the token) is never sent on to another site.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Maria C. S. L.');
    expect(page.body).toContain('CPF ***.***.789-**');
    expect(page.body).toContain('Campinas - SP');
    for (const kept of ['Clara', 'Souza', '123.456', '456789', 'Rua das Flores', '13010', 'Centro']) expect(page.body).not.toContain(kept);
  });
});
