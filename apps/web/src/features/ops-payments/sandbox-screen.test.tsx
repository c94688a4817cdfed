// The sandbox control page against a stubbed network: while the sandbox is off (4004) it says so
// and nothing else; a payment shows the buttons of the moves it allows and no others, PAY sends the
// move and the payment shows its webhook acknowledged; UNDERPAY asks the amount first (below what is
// due, either decimal separator); a payment's webhooks are listed and one is redelivered; the
// provider filter is kept in the address; the Crypto tab shows each chain's height and addresses,
// fills the transfer form from an address, sends a transfer and mines blocks on every chain.
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import SandboxScreen from './sandbox-screen';
import { clearPage, fill, page, press, stubNetwork, submitForm, testIds, text, type Answer } from '../../test/screen-test-kit';

const s = en.opsPay.sandbox;
const c = en.opsPay.crypto;
const v = VALIDATION_TEXTS.en;
const ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b';
const ATTEMPT = '5b8f1c2e-7a3d-4e9f-8b1a-2c3d4e5f6a7b';
const AT = '2026-01-02T03:04:05.000Z';
const PAYMENT = {
  id: ID,
  provider: 'pix',
  providerRef: 'PIXSBX0001',
  merchantRef: ATTEMPT,
  method: 'PIX',
  currency: 'BRL',
  amount: '54.20',
  paid: '0.00',
  status: 'CREATED',
  expiresAt: AT,
  createdAt: AT,
  webhooks: 0,
  acknowledged: 0,
  actions: ['PAY', 'FAIL', 'UNDERPAY', 'EXPIRE'],
};
const WEBHOOK = {
  id: '7',
  provider: 'pix',
  paymentId: ID,
  eventId: 'pix-evt-1',
  tries: 1,
  nextAt: null,
  ackedAt: AT,
  lastStatus: 200,
  lastAnswer: 'OK',
  createdAt: AT,
};
const CRYPTO = {
  chains: [
    { chain: 'TRC20', height: 1200, addresses: ['TXyzDepositAddress1'] },
    { chain: 'BEP20', height: 880, addresses: ['0xBepDeposit'] },
  ],
  transfers: [{ txHash: '0xfeed', chain: 'BEP20', token: 'USDT', toAddress: '0xBepDeposit', amount: '25.00', confirmations: 3, createdAt: AT }],
};

let payment: typeof PAYMENT;
let off: boolean;
let asked: URL[];
let sent: { path: string; body: unknown }[];
let restore: () => void;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  await changeLocale('en');
  // jsdom lays nothing out: "Use" scrolls the transfer form into view.
  Element.prototype.scrollIntoView = () => {};
  payment = PAYMENT;
  off = false;
  asked = [];
  sent = [];
  restore = stubNetwork((url, init) => {
    const path = url.pathname;
    asked.push(url);
    let answer: Answer = { respCode: 200, data: null };
    if (init.method === 'POST') sent.push({ path, body: init.body ? (JSON.parse(String(init.body)) as unknown) : null });
    if (off && path.startsWith('/api/sandbox/')) answer = { respCode: 4004, message: 'The sandbox is off' };
    else if (path === '/api/sandbox/payments') answer = page(url.searchParams.get('provider') === 'onerway' ? [] : [payment]);
    else if (path === `/api/sandbox/payments/${ID}/action`) {
      // The sandbox pays and its webhook is acknowledged at once (in-process delivery).
      payment = { ...PAYMENT, status: 'PAID', paid: '54.20', webhooks: 1, acknowledged: 1, actions: ['CHARGEBACK', 'REFUND'] };
      answer = { respCode: 200, data: payment };
    } else if (path === '/api/sandbox/webhooks') answer = page([WEBHOOK]);
    else if (path === `/api/sandbox/webhooks/${WEBHOOK.id}/redeliver`) answer = { respCode: 200, data: { ...WEBHOOK, tries: 2 } };
    else if (path.startsWith('/api/sandbox/crypto')) answer = { respCode: 200, data: CRYPTO };
    return answer;
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearPage();
  restore();
});

async function open(path = '/ops/sandbox') {
  ({ view, router } = await renderScreens([{ path: '/ops/sandbox', element: <SandboxScreen /> }], path));
}

const card = () => testIds('sandbox-payment')[0]!;
const buttonsOf = (root: HTMLElement) => [...root.querySelectorAll('.adm-button')].map((button) => button.textContent?.trim());
const choose = (form: string, label: string) =>
  actAsync(() =>
    [...document.body.querySelectorAll<HTMLElement>(`form[aria-label="${form}"] .adm-selector-item`)].find((item) => item.textContent === label)!.click(),
  );

describe('the sandbox control page', () => {
  it('says the sandbox is off, without the banner or the tabs', async () => {
    off = true;
    await open();
    await waitFor(() => expect(testIds('sandbox-off')).toHaveLength(1));
    expect(text()).toContain(s.offTitle);
    expect(testIds('sandbox-banner')).toHaveLength(0);
    expect(text()).not.toContain(s.tabs.crypto);
  });

  it('shows the moves a payment allows, pays it and shows its webhook acknowledged', async () => {
    await open();
    await waitFor(() => expect(testIds('sandbox-payment')).toHaveLength(1));
    expect(testIds('sandbox-banner')[0]!.textContent).toBe(s.banner);
    expect(buttonsOf(card())).toEqual([s.action.PAY, s.action.FAIL, s.action.UNDERPAY, s.action.EXPIRE]);
    expect(card().textContent).toContain('54.20 BRL');
    expect(card().textContent).toContain(s.noWebhooks);
    expect(card().querySelector('[data-testid="sandbox-status"]')!.getAttribute('data-status')).toBe('CREATED');

    await press(s.action.PAY, card());
    await waitFor(() => expect(card().querySelector('[data-testid="sandbox-status"]')!.getAttribute('data-status')).toBe('PAID'));
    expect(sent).toEqual([{ path: `/api/sandbox/payments/${ID}/action`, body: { action: 'PAY' } }]);
    expect(card().querySelector('[data-testid="sandbox-webhook-count"]')!.textContent).toBe('1 of 1 acknowledged');
    expect(buttonsOf(card())).toEqual([s.action.CHARGEBACK, s.action.REFUND, s.webhooks]);
    await waitFor(() => expect(text()).toContain(s.actionDone.replace('{{action}}', s.action.PAY)));
  });

  it('asks the amount of an underpayment: less than is due, either decimal separator', async () => {
    await open();
    await waitFor(() => expect(testIds('sandbox-payment')).toHaveLength(1));
    await press(s.action.UNDERPAY, card());
    const form = s.amountTitle.replace('{{action}}', s.action.UNDERPAY);
    await waitFor(() => expect(document.body.querySelector(`form[aria-label="${form}"]`)).not.toBeNull());
    await fill(`input[placeholder="${s.amountPlaceholder}"]`, '54.20');
    await submitForm(form);
    await waitFor(() => expect(text()).toContain(s.amountUnder));
    await fill(`input[placeholder="${s.amountPlaceholder}"]`, '');
    await submitForm(form);
    await waitFor(() => expect(text()).toContain(v['validation.required']));
    expect(sent).toHaveLength(0);

    await fill(`input[placeholder="${s.amountPlaceholder}"]`, '20,5');
    await submitForm(form);
    await waitFor(() => expect(sent).toEqual([{ path: `/api/sandbox/payments/${ID}/action`, body: { action: 'UNDERPAY', amount: '20.5' } }]));
  });

  it("lists a payment's webhooks and redelivers one", async () => {
    payment = { ...PAYMENT, status: 'PAID', paid: '54.20', webhooks: 1, acknowledged: 1, actions: ['CHARGEBACK'] };
    await open();
    await waitFor(() => expect(testIds('sandbox-payment')).toHaveLength(1));
    await press(s.webhooks, card());
    await waitFor(() => expect(testIds('sandbox-webhook')).toHaveLength(1));
    expect(asked.find((url) => url.pathname === '/api/sandbox/webhooks')!.searchParams.get('paymentId')).toBe(ID);
    const webhook = testIds('sandbox-webhook')[0]!;
    expect(webhook.getAttribute('data-acked')).toBe('true');
    expect(webhook.textContent).toContain('pix-evt-1');
    expect(webhook.textContent).toContain('Last answer: 200 OK');
    await press(en.opsPay.webhooks.redeliver, webhook);
    await waitFor(() => expect(text()).toContain(en.opsPay.webhooks.redelivered));
    await waitFor(() => expect(text()).toContain(en.opsPay.webhooks.redelivered));
    expect(sent).toEqual([{ path: `/api/sandbox/webhooks/${WEBHOOK.id}/redeliver`, body: null }]);
  });

  it('filters by provider, kept in the address', async () => {
    await open();
    await waitFor(() => expect(testIds('sandbox-payment')).toHaveLength(1));
    await press(en.opsPay.provider.onerway);
    await waitFor(() => expect(text()).toContain(s.noMatchTitle));
    expect(router.state.location.search).toBe('?provider=onerway');
    expect(asked.at(-1)!.searchParams.get('provider')).toBe('onerway');
  });

  it('shows the chains, sends a transfer to a deposit address and mines blocks on every chain', async () => {
    await open('/ops/sandbox?tab=crypto');
    await waitFor(() => expect(testIds('sandbox-chain')).toHaveLength(2));
    expect(testIds('sandbox-chain')[0]!.textContent).toContain('Block 1200');
    expect(testIds('sandbox-chain-transfer')[0]!.textContent).toContain('3 of 15 confirmations');

    // "Use" on the BEP20 address fills the form's chain and address.
    await actAsync(() => testIds('sandbox-address')[1]!.querySelector('button')!.click());
    await fill(`input[placeholder="${c.amountPlaceholder}"]`, '25,5');
    await choose(c.transferTitle, 'USDC');
    await submitForm(c.transferTitle);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ path: '/api/sandbox/crypto/transfer', body: { chain: 'BEP20', token: 'USDC', toAddress: '0xBepDeposit', amount: '25.5' } });

    await fill(`input[placeholder="${c.blocksPlaceholder}"]`, '0');
    await submitForm(c.mineTitle);
    await waitFor(() => expect(text()).toContain(c.blocksInvalid));
    expect(sent).toHaveLength(1);
    await fill(`input[placeholder="${c.blocksPlaceholder}"]`, '3');
    await submitForm(c.mineTitle);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ path: '/api/sandbox/crypto/mine', body: { chain: null, blocks: 3 } });
    await choose(c.mineTitle, 'TRC20');
    await submitForm(c.mineTitle);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ path: '/api/sandbox/crypto/mine', body: { chain: 'TRC20', blocks: 3 } });
  });
});
