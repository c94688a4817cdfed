// The operator's payment screens against a stubbed network: the payments list shows each attempt's
// reference, payer, method, amount, VCoin, status and time, and filters by status and provider; an
// attempt shows its provider events with their deliveries, its ledger movements, and refunds its
// paid order only after a reason and a confirmation, with one Idempotency-Key per attempt (the same
// on a retry after no answer); an attempt that paid no refundable order has no refund; an unknown
// one is said; events filter by outcome and open their payment; a crypto transfer to review is
// credited to a UID with its key; debts list what users owe.
import { errorMessage } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import appEn from '../../locales/en';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import CryptoReviewScreen from './crypto-review-screen';
import DebtsScreen from './debts-screen';
import EventsScreen from './events-screen';
import en from './locales.en';
import PaymentDetailScreen from './payment-detail-screen';
import PaymentsScreen from './payments-screen';
import { buttonIn, clearPage, fill, page, press, stubNetwork, submitForm, text, type Answer } from '../../test/screen-test-kit';

const p = en.opsPay;
const v = VALIDATION_TEXTS.en;
const ID = '5b8f1c2e-7a3d-4e9f-8b1a-2c3d4e5f6a7b';
const ORDER_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const REVIEW_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const AT = '2026-01-02T03:04:05.000Z';

const ROW = {
  id: ID,
  orderId: ORDER_ID,
  topUpId: null,
  reference: 'ORD2026000123',
  type: 'ONLINE',
  method: 'PIX',
  provider: 'pix',
  status: 'SUCCEEDED',
  currency: 'BRL',
  amount: '54.20',
  fee: '1.08',
  vcoin: '9.80',
  received: '54.20',
  vcoinCredited: '9.8',
  rate: '5.31',
  expiresAt: null,
  failure: null,
  orderStatus: 'DELIVERED',
  createdAt: AT,
  payer: { uid: '100200', nickname: 'Buyer One' },
  providerRef: 'PIX-7f3a',
};
const EVENT = {
  id: 'ev1',
  provider: 'pix',
  eventId: 'pix-evt-1',
  kind: 'PAID',
  outcome: 'APPLIED',
  detail: null,
  attemptId: ID,
  deliveries: 2,
  receivedAt: AT,
};
const DETAIL = {
  ...ROW,
  instructions: { kind: 'PIX', brCode: '000201' },
  transfers: [],
  events: [EVENT],
  settlements: [
    { transactionId: 'tx-settle', type: 'ONLINE_SETTLEMENT', amount: '9.80', at: AT },
    { transactionId: 'tx-order', type: 'ORDER_PAYMENT', amount: '9.80', at: AT },
  ],
};
const REVIEW = {
  id: REVIEW_ID,
  txHash: '0xabc123',
  chain: 'BEP20',
  token: 'USDT',
  amount: '25.00',
  confirmations: 15,
  status: 'REVIEW',
  late: false,
  at: AT,
  address: '0xdeposit',
  resolvedTo: null,
};
const DEBT = { id: 'd1', user: { uid: '100300', nickname: 'Seller Two' }, orderId: ORDER_ID, orderNo: 'ORD2026000999', amount: '12.5', at: AT };

let detail: Record<string, unknown>;
let confirmAfter: number;
let payments: Answer;
let refunds: Answer[];
let credits: Answer[];
let reviews: (typeof REVIEW)[];
let debts: (typeof DEBT)[];
let asked: URL[];
let sent: { path: string; key: string | null; body: unknown }[];
let restore: () => void;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  await changeLocale('en');
  detail = DETAIL;
  confirmAfter = 0;
  payments = page([ROW]);
  refunds = [];
  credits = [];
  reviews = [REVIEW];
  debts = [DEBT];
  asked = [];
  sent = [];
  restore = stubNetwork((url, init) => {
    const path = url.pathname;
    asked.push(url);
    const record = () => sent.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as unknown });
    let answer: Answer = { respCode: 200, data: null };
    if (path === '/api/ops/payments') answer = url.searchParams.get('status') === 'FAILED' ? page([]) : payments;
    else if (path === '/api/ops/payments/events')
      answer = page(
        url.searchParams.get('outcome') === 'REJECTED' ? [{ ...EVENT, id: 'ev2', outcome: 'REJECTED', detail: 'bad signature', deliveries: 1 }] : [EVENT],
      );
    else if (path === `/api/ops/payments/${ID}`) {
      // A refund the provider must confirm: its webhook arrives a few reads later.
      if (confirmAfter > 0 && --confirmAfter === 0) detail = { ...DETAIL, status: 'REFUNDED', orderStatus: 'REFUND' };
      answer = { respCode: 200, data: detail };
    } else if (path.startsWith('/api/ops/payments/')) answer = { respCode: 150004, message: 'No access' };
    else if (path === `/api/ops/orders/${ORDER_ID}/refund`) {
      record();
      answer = refunds.shift() ?? { respCode: 200, data: {} };
      if (answer !== 'offline' && answer.respCode === 200) {
        if ((answer.data as { status?: string } | undefined)?.status === 'REFUND_REQUESTED') confirmAfter = 2;
        else detail = { ...DETAIL, status: 'REFUNDED', orderStatus: 'REFUND' };
      }
    } else if (path === '/api/ops/crypto/review') answer = page(reviews);
    else if (path === `/api/ops/crypto/review/${REVIEW_ID}/credit`) {
      record();
      answer = credits.shift() ?? { respCode: 200, data: {} };
      if (answer !== 'offline' && answer.respCode === 200) reviews = [{ ...REVIEW, status: 'CREDITED', resolvedTo: '100200' } as never];
    } else if (path === '/api/ops/debts') answer = page(debts);
    return answer;
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearPage();
  restore();
});

async function open(path: string) {
  ({ view, router } = await renderScreens(
    [
      { path: '/ops/payments', element: <PaymentsScreen /> },
      { path: '/ops/payments/events', element: <EventsScreen /> },
      { path: '/ops/payments/:id', element: <PaymentDetailScreen /> },
      { path: '/ops/crypto-review', element: <CryptoReviewScreen /> },
      { path: '/ops/debts', element: <DebtsScreen /> },
    ],
    path,
  ));
}

const all = (testId: string) => [...view!.container.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];

describe('the payments list', () => {
  it('shows each attempt: reference, payer, method, amount and currency, VCoin credited, status and time; a tap opens it', async () => {
    await open('/ops/payments');
    await waitFor(() => expect(all('ops-payment-row')).toHaveLength(1));
    const row = all('ops-payment-row')[0]!.textContent;
    for (const part of ['ORD2026000123', 'Buyer One', 'UID 100200', 'PIX', '54.20 BRL', '9.80 VCoin', p.status.SUCCEEDED, formatDate(AT)])
      expect(row).toContain(part);
    await actAsync(() => all('ops-payment-row')[0]!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ops/payments/${ID}`));
  });

  it('filters by status and provider, each kept in the address, and says when nothing matches', async () => {
    await open('/ops/payments?provider=pix');
    await waitFor(() => expect(all('ops-payment-row')).toHaveLength(1));
    expect(asked.at(-1)!.searchParams.get('provider')).toBe('pix');
    await press(p.status.FAILED);
    await waitFor(() => expect(text()).toContain(p.payments.noMatchTitle));
    expect(asked.at(-1)!.searchParams.get('status')).toBe('FAILED');
    expect(asked.at(-1)!.searchParams.get('provider')).toBe('pix');
    expect(router.state.location.search).toBe('?provider=pix&status=FAILED');
    await press(p.payments.allProviders);
    await waitFor(() => expect(router.state.location.search).toBe('?status=FAILED'));
    expect(asked.at(-1)!.searchParams.has('provider')).toBe(false);
  });

  it('says when there are no payments yet, and offers a retry when the list cannot load', async () => {
    payments = page([]);
    await open('/ops/payments');
    await waitFor(() => expect(text()).toContain(p.payments.emptyTitle));
    view!.unmount();
    payments = { respCode: 20002, message: 'System error' };
    await open('/ops/payments');
    await waitFor(() => expect(buttonIn(view!.container, appEn.common.retry)).toBeTruthy());
    payments = page([ROW]);
    await actAsync(() => buttonIn(view!.container, appEn.common.retry)!.click());
    await waitFor(() => expect(all('ops-payment-row')).toHaveLength(1));
  });
});

describe('one payment', () => {
  it('shows its fields, its provider events with their deliveries, and its ledger movements', async () => {
    await open(`/ops/payments/${ID}`);
    await waitFor(() => expect(all('provider-event')).toHaveLength(1));
    const event = all('provider-event')[0]!;
    expect(event.getAttribute('data-deliveries')).toBe('2');
    expect(event.textContent).toContain('2 deliveries');
    expect(event.textContent).toContain(p.event.redelivered);
    expect(event.textContent).toContain(p.outcome.APPLIED);
    expect(all('payment-movement').map((row) => row.getAttribute('data-type'))).toEqual(['ONLINE_SETTLEMENT', 'ORDER_PAYMENT']);
    expect(all('payment-provider-ref')[0]!.textContent).toBe('PIX-7f3a');
    expect(all('payment-amount')[0]!.textContent).toBe('54.20 BRL');
    expect(all('payment-credited')[0]!.textContent).toBe('9.80 VCoin');
    expect(text()).toContain('5.31 BRL per USD');
  });

  it('refunds its paid order after a reason and a confirmation, with one key per attempt, the same on a retry after no answer', async () => {
    await open(`/ops/payments/${ID}`);
    await waitFor(() => expect(buttonIn(view!.container, p.payment.refund)).toBeTruthy());
    await press(p.payment.refund);
    await waitFor(() => expect(document.body.querySelector(`form[aria-label="${p.refund.title}"]`)).not.toBeNull());

    // The reason is required: nothing is asked or sent without it.
    await submitForm(p.refund.title);
    await waitFor(() => expect(text()).toContain(v['validation.required']));
    expect(text()).not.toContain(p.refund.askTitle.replace('{{reference}}', ROW.reference));

    await fill('textarea', '  The codes did not work ');
    // Kept after the confirmation: nothing is sent.
    await submitForm(p.refund.title);
    await waitFor(() => expect(text()).toContain(p.refund.askTitle.replace('{{reference}}', ROW.reference)));
    await press(p.refund.askStay);
    expect(sent).toHaveLength(0);

    // No answer twice (the mutation asks once more itself): not known yet, and the sheet stays.
    refunds = ['offline', 'offline'];
    await submitForm(p.refund.title);
    await waitFor(() => expect(buttonIn(document.body, p.refund.askGo)).toBeTruthy());
    await press(p.refund.askGo);
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(document.body.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());

    await submitForm(p.refund.title);
    await waitFor(() => expect(buttonIn(document.body, p.refund.askGo)).toBeTruthy());
    await press(p.refund.askGo);
    await waitFor(() => expect(text()).toContain(p.refund.done));
    expect(sent).toHaveLength(3);
    expect(sent.map((call) => call.body)).toEqual(Array(3).fill({ reason: 'The codes did not work' }));
    expect(sent[0]!.key).toBeTruthy();
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
    // Reloaded: refunded, and no refund any more.
    await waitFor(() => expect(all('payment-status')[0]!.getAttribute('data-status')).toBe('REFUNDED'));
    expect(buttonIn(view!.container, p.payment.refund)).toBeUndefined();
  });

  it('says a refund the provider must confirm as requested, and follows the payment until its order is refunded', async () => {
    refunds = [{ respCode: 200, data: { orderId: ORDER_ID, status: 'REFUND_REQUESTED' } }];
    await open(`/ops/payments/${ID}`);
    await waitFor(() => expect(buttonIn(view!.container, p.payment.refund)).toBeTruthy());
    await press(p.payment.refund);
    await fill('textarea', 'Chargeback risk');
    await submitForm(p.refund.title);
    await waitFor(() => expect(buttonIn(document.body, p.refund.askGo)).toBeTruthy());
    await press(p.refund.askGo);
    await waitFor(() => expect(text()).toContain(p.refund.requested));
    // Still paid: no second refund is offered while the provider is asked.
    expect(all('refund-requested')[0]!.textContent).toContain(p.refund.waiting);
    expect(buttonIn(view!.container, p.payment.refund)).toBeUndefined();
    // The payment is asked again until the provider's confirmation turned the order refunded.
    await waitFor(() => expect(all('payment-status')[0]!.getAttribute('data-status')).toBe('REFUNDED'));
    expect(all('refund-requested')).toHaveLength(0);
    expect(sent).toHaveLength(1);
  });

  it('has no refund when it paid a VCoin purchase or an order that is not paid', async () => {
    detail = { ...DETAIL, orderId: null, topUpId: ORDER_ID, orderStatus: null };
    await open(`/ops/payments/${ID}`);
    await waitFor(() => expect(all('provider-event')).toHaveLength(1));
    expect(text()).toContain(p.payment.topUp.replace('{{reference}}', ROW.reference));
    expect(buttonIn(view!.container, p.payment.refund)).toBeUndefined();
    view!.unmount();

    detail = { ...DETAIL, status: 'WAITING', orderStatus: 'WAITINGPAYMENT', events: [], settlements: [] };
    await open(`/ops/payments/${ID}`);
    await waitFor(() => expect(text()).toContain(p.payment.noEvents));
    expect(text()).toContain(p.payment.noSettlements);
    expect(buttonIn(view!.container, p.payment.refund)).toBeUndefined();
  });

  it('says an unknown payment, with the way back to the list', async () => {
    await open('/ops/payments/0d7f5c3e-0000-4000-8000-000000000000');
    await waitFor(() => expect(text()).toContain(p.payment.notFound));
    await press(p.payment.backToList);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/payments'));
  });
});

describe('provider events', () => {
  it('filters by outcome (a rejected webhook with why) and opens the payment of one', async () => {
    await open('/ops/payments/events');
    await waitFor(() => expect(all('provider-event')).toHaveLength(1));
    await actAsync(() => [...document.body.querySelectorAll<HTMLElement>('.adm-tabs-tab')].find((tab) => tab.textContent === p.outcome.REJECTED)!.click());
    await waitFor(() => expect(all('provider-event')[0]?.textContent).toContain('bad signature'));
    expect(asked.at(-1)!.searchParams.get('outcome')).toBe('REJECTED');
    expect(router.state.location.search).toBe('?outcome=REJECTED');
    await actAsync(() => all('provider-event')[0]!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ops/payments/${ID}`));
  });
});

describe('crypto to review and debts', () => {
  it('credits a transfer to a user by UID with its own key, then shows to whom', async () => {
    await open('/ops/crypto-review');
    await waitFor(() => expect(all('crypto-review-row')).toHaveLength(1));
    expect(all('crypto-review-row')[0]!.textContent).toContain('25.00 USDT');
    await press(p.review.credit);
    await submitForm(p.review.creditTitle);
    await waitFor(() => expect(text()).toContain(v['validation.required']));
    expect(sent).toHaveLength(0);

    credits = [{ respCode: 130026, message: 'The account does not exist', data: { field: 'uid' } }];
    await fill(`input[placeholder="${p.review.uidPlaceholder}"]`, '999999');
    await submitForm(p.review.creditTitle);
    await waitFor(() => expect(text()).toContain(errorMessage(130026, 'en')));

    await fill(`input[placeholder="${p.review.uidPlaceholder}"]`, ' 100200 ');
    await submitForm(p.review.creditTitle);
    await waitFor(() => expect(text()).toContain(p.review.resolved.replace('{{uid}}', '100200')));
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      [`/api/ops/crypto/review/${REVIEW_ID}/credit`, { uid: '999999' }],
      [`/api/ops/crypto/review/${REVIEW_ID}/credit`, { uid: '100200' }],
    ]);
    // A refusal settled the first attempt: the second has a key of its own.
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(buttonIn(view!.container, p.review.credit)).toBeUndefined();
  });

  it('lists what users owe, and says when nobody owes anything', async () => {
    await open('/ops/debts');
    await waitFor(() => expect(all('ops-debt-row')).toHaveLength(1));
    const row = all('ops-debt-row')[0]!.textContent;
    for (const part of ['Seller Two', 'UID 100300', 'Order ORD2026000999', '12.50 VCoin']) expect(row).toContain(part);
    view!.unmount();
    debts = [];
    await open('/ops/debts');
    await waitFor(() => expect(text()).toContain(p.debts.emptyTitle));
  });
});
