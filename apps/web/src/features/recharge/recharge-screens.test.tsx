// The recharge screens against a stubbed network: the accounts field says more than 20 and
// duplicates with the domain's texts and sends nothing; the summary refuses more units than the
// card has free; Start sends the card, the accounts and the quantity with one Idempotency-Key per
// attempt (the same on a retry after no answer) and opens the result; 2000011 links to the
// recharge under way; the result lists each account's expiry or reason; the detail undoes one
// account after a confirmation and says a refused undo with its reason.
import { errorMessage } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import DetailScreen from './detail-screen';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';
import { rechargeDraft } from './recharge-draft';
import RechargeScreen from './recharge-screen';
import ResultScreen from './result-screen';

const r = en.recharge;
const v = VALIDATION_TEXTS.en;
const CARD_ID = '3f1d7a52-8c1e-4b8e-9a55-0c2f3e4d5a6b';
const TASK_ID = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const RUNNING_ID = '7c6b5a49-3827-4165-a4b3-c2d1e0f9a8b7';
const AT = '2026-01-02T03:04:05.000Z';
const EXPIRES = '2026-03-04T05:06:07.000Z';
const CARD = {
  id: CARD_ID,
  code: 'RC1',
  type: 'RECHARGE_CARD',
  name: 'Monthly recharge',
  picture: '',
  description: null,
  defaultCurrency: 'USD',
  currencyUnit: null,
  salesChannel: null,
  dimensions: {},
  originStore: { id: 's1', uid: '100100', name: 'Shop' },
  source: 'OWN',
  counts: { free: 10, reserved: 0, listed: 0, locked: 0, total: 10 },
  listingId: null,
  createdAt: AT,
};
const item = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  status: 'SUCCESS',
  errorCode: null,
  expiresAt: EXPIRES,
  units: 1,
  canUndo: true,
  ...extra,
});
const DETAIL = {
  taskId: TASK_ID,
  state: 'DONE',
  card: { id: CARD_ID, name: CARD.name, type: 'RECHARGE_CARD', picture: '' },
  quantity: 1,
  accounts: 5,
  succeeded: 3,
  failed: 2,
  createdAt: AT,
  items: [
    item('ACC-1'),
    item('ACC-2'),
    item('nobody-1', { status: 'FAILED', errorCode: 130026, expiresAt: null, units: 0, canUndo: false }),
    item('ACC-3'),
    item('other-brand', { status: 'FAILED', errorCode: 130066, expiresAt: null, units: 0, canUndo: false }),
  ],
};
const TASK = {
  id: TASK_ID,
  kind: 'recharge.run',
  state: 'DONE',
  progress: { done: 5, failed: 2, total: 5 },
  result: null,
  error: null,
  createdAt: AT,
  updatedAt: AT,
  finishedAt: AT,
};

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let starts: Answer[];
let undos: Answer[];
let sent: { path: string; key: string | null; body: Record<string, unknown> }[];
let listed: URLSearchParams[];
let detail: typeof DETAIL;
const realFetch = globalThis.fetch;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  await changeLocale('en');
  rechargeDraft.clear();
  detail = DETAIL;
  starts = [];
  undos = [];
  sent = [];
  listed = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://panel.test');
    const path = url.pathname;
    let answer: Answer = { respCode: 200, data: null };
    const record = () =>
      sent.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Record<string, unknown> });
    if (path === `/api/product/card/${CARD_ID}`) answer = { respCode: 200, data: CARD };
    else if (path === '/api/recharge/history-accounts') answer = { respCode: 200, data: [{ account: 'ACC-9', lastRechargedAt: AT }] };
    else if (path === '/api/recharge/list') {
      listed.push(url.searchParams);
      answer = { respCode: 200, data: { list: [{ ...DETAIL, taskId: RUNNING_ID, state: 'RUNNING' }], total: 1, pageNum: 1, pageSize: 1 } };
    } else if (path === '/api/recharge') {
      record();
      answer = starts.shift() ?? { respCode: 200, data: { taskId: TASK_ID } };
    } else if (path === `/api/recharge/${TASK_ID}/undo`) {
      record();
      answer = undos.shift() ?? { respCode: 200, data: item('ACC-1', { status: 'UNDONE', units: 0, canUndo: false }) };
    } else if (path === `/api/recharge/${TASK_ID}`) answer = { respCode: 200, data: detail };
    else if (path === `/api/task/${TASK_ID}`) answer = { respCode: 200, data: TASK };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
});

async function open(path: string) {
  ({ view, router } = await renderScreens(
    [
      { path: '/recharge', element: <RechargeScreen /> },
      { path: '/recharge/result/:id', element: <ResultScreen /> },
      { path: '/recharge/detail/:taskId', element: <DetailScreen /> },
    ],
    path,
  ));
}

const text = () => view!.container.textContent ?? '';
const testId = (id: string) => view!.container.querySelector(`[data-testid="${id}"]`);
/** The last button named so (a dialog closed before stays in the page while it fades). */
const buttonIn = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].findLast((element) => element.textContent?.trim() === name);
async function fill(selector: string, value: string) {
  await waitFor(() => expect(view!.container.querySelector(selector)).not.toBeNull());
  const field = view!.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const accounts = (value: string) => fill('textarea', value);
const quantity = (value: string) => fill(`input[placeholder="${r.start.quantityPlaceholder}"]`, value);
const start = () => actAsync(() => buttonIn(view!.container, r.start.submit)!.click());

/** /recharge with the card picked and its free units shown. */
async function openWithCard() {
  rechargeDraft.update({ cardId: CARD_ID });
  await open('/recharge');
  await waitFor(() => expect(testId('card-free')?.textContent).toBe('10 free units'));
}

describe('the recharge form', () => {
  it('says more than 20 accounts and duplicates at the field with the domain texts, naming the duplicates, and sends nothing', async () => {
    await openWithCard();
    // Said as it is pasted, before any Start.
    await accounts(Array.from({ length: 21 }, (_, index) => `acc${index}`).join(', '));
    await waitFor(() => expect(text()).toContain(v['validation.accountsMax']));

    await accounts('ACC-1\nACC-2 ACC-1');
    await waitFor(() => expect(text()).toContain(v['validation.accountsDuplicate']));
    expect(testId('duplicates')?.textContent).toBe('Typed more than once: ACC-1');

    await accounts('ACC-1 ACC-2');
    await waitFor(() => expect(text()).not.toContain(v['validation.accountsDuplicate']));
    await accounts('');
    await start();
    await waitFor(() => expect(text()).toContain(v['validation.accountsMin']));
    expect(sent).toHaveLength(0);
  });

  it('needs a quantity above 0 and refuses more units than the card has free', async () => {
    await openWithCard();
    await accounts('ACC-1, ACC-2, ACC-3');
    await quantity('0');
    await start();
    await waitFor(() => expect(text()).toContain(v['validation.quantity']));

    await quantity('4');
    await waitFor(() => expect(testId('summary-needed')?.textContent).toBe('12'));
    expect(testId('not-enough')?.textContent).toBe('Not enough free units: this recharge needs 12 and the card has 10.');
    await start();
    await waitFor(() => expect(text()).toContain(r.start.quantityOverFree));
    expect(sent).toHaveLength(0);
  });

  it('starts with one key per attempt, the same on a retry after no answer, then opens the result', async () => {
    await openWithCard();
    await accounts('ACC-1,  ACC-2\nnobody-1');
    await quantity('2');
    expect(testId('summary-needed')?.textContent).toBe('6');
    starts = ['offline', 'offline'];
    await start();
    await waitFor(() => expect(document.body.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());
    await start();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/recharge/result/${TASK_ID}`));
    expect(sent.map((call) => call.body)).toEqual(Array(3).fill({ cardId: CARD_ID, accounts: ['ACC-1', 'ACC-2', 'nobody-1'], quantity: 2 }));
    expect(sent[0]!.key).toBeTruthy();
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it('says 2000011 and links to the recharge of the card still running', async () => {
    await openWithCard();
    await accounts('ACC-1');
    starts = [{ respCode: 2000011, message: 'The same task is already being processed' }];
    await start();
    await waitFor(() => expect(testId('open-running')).not.toBeNull());
    expect(testId('start-failure')?.textContent).toContain(r.start.running);
    await waitFor(() => expect(testId('open-running')?.getAttribute('data-task')).toBe(RUNNING_ID));
    expect(listed.some((params) => params.get('status') === 'IN_PROGRESS' && params.get('cardId') === CARD_ID)).toBe(true);
    await actAsync(() => (testId('open-running') as HTMLButtonElement).click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/recharge/result/${RUNNING_ID}`));
  });

  it('says a card that is not a recharge card and a card no longer in stock in words', async () => {
    await openWithCard();
    await accounts('ACC-1');
    starts = [{ respCode: 130012 }, { respCode: 130085 }];
    await start();
    await waitFor(() => expect(testId('start-failure')?.textContent).toBe(r.start.notRechargeCard));
    await start();
    await waitFor(() => expect(testId('start-failure')?.textContent).toBe(r.start.cardMissing));
    // Refused for good: each attempt had its own key.
    expect(new Set(sent.map((call) => call.key)).size).toBe(2);
  });
});

const row = (account: string) => view!.container.querySelector(`[data-account="${account}"]`)!;

describe('the result and the detail of a recharge', () => {
  it('lists each account: the new expiry of a recharged one, the catalogue reason of a failed one', async () => {
    await open(`/recharge/result/${TASK_ID}`);
    await waitFor(() => expect(testId('results')?.children).toHaveLength(5));
    expect(row('ACC-1').getAttribute('data-status')).toBe('SUCCESS');
    expect(row('ACC-1').textContent).toContain(`Expires ${formatDate(EXPIRES)}`);
    expect(row('nobody-1').getAttribute('data-status')).toBe('FAILED');
    expect(row('nobody-1').textContent).toContain(errorMessage(130026, 'en'));
    expect(row('other-brand').textContent).toContain(errorMessage(130066, 'en'));
    await waitFor(() => expect(testId('task-counts')?.textContent).toBe('5 of 5 done · 2 failed'));
  });

  it('undoes one account after a confirmation, and says a refused undo with its reason', async () => {
    await open(`/recharge/detail/${TASK_ID}`);
    await waitFor(() => expect(testId('results')?.children).toHaveLength(5));
    // Failed accounts have nothing to undo.
    expect(row('nobody-1').querySelector('[data-testid="undo"]')).toBeNull();

    await actAsync(() => (row('ACC-1').querySelector('[data-testid="undo"]') as HTMLButtonElement).click());
    await waitFor(() => expect(document.body.textContent).toContain(r.detail.undoTitle));
    // Kept: nothing is sent.
    await actAsync(() => buttonIn(document.body, r.detail.undoCancel)!.click());
    expect(sent).toHaveLength(0);

    undos = [{ respCode: 130084, data: { field: 'account', reason: 'RECHARGED_SINCE' } }];
    await actAsync(() => (row('ACC-2').querySelector('[data-testid="undo"]') as HTMLButtonElement).click());
    await waitFor(() => expect(buttonIn(document.body, r.detail.undoConfirm)).toBeTruthy());
    await actAsync(() => buttonIn(document.body, r.detail.undoConfirm)!.click());
    await waitFor(() => expect(row('ACC-2').querySelector('[data-testid="undo-refused"]')).not.toBeNull());
    expect(row('ACC-2').querySelector('[data-testid="undo-refused"]')!.textContent).toBe(
      `${errorMessage(130084, 'en')}: ${r.detail.undoReason.RECHARGED_SINCE}`,
    );
    expect(sent).toEqual([{ path: `/api/recharge/${TASK_ID}/undo`, key: expect.any(String) as string, body: { account: 'ACC-2' } }]);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)(
    'in %s: the header counts an undone account as undone, the units used have their number, and the failed accounts go back on the form to retry',
    async (locale, texts) => {
      await changeLocale(locale);
      const undone = {
        ...DETAIL,
        succeeded: 3,
        items: DETAIL.items.map((each) => (each.account === 'ACC-1' ? item('ACC-1', { status: 'UNDONE', units: 0, canUndo: false }) : each)),
      };
      detail = undone;
      await open(`/recharge/detail/${TASK_ID}`);
      await waitFor(() => expect(testId('results')?.children).toHaveLength(5));
      const t = texts.recharge;
      expect(testId('recharge-counts')!.textContent).toBe(
        `${t.counts.replace('{{succeeded}}', '2').replace('{{failed}}', '2').replace('{{accounts}}', '5')} · ${t.undoneCount_one.replace('{{count}}', '1')}`,
      );
      expect(testId('open-units')!.textContent).toContain(t.detail.units);
      expect(testId('units-used')!.textContent).toBe('2');
      expect(testId('retry-failed')!.textContent).toBe(t.detail.retryFailed_other.replace('{{count}}', '2'));
      await actAsync(() => (testId('retry-failed') as HTMLButtonElement).click());
      await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
      expect(rechargeDraft.get()).toEqual({ cardId: CARD_ID, accounts: expect.stringMatching(/^nobody-1\s+other-brand$/) as string, quantity: '1' });
      await waitFor(() => expect(view!.container.querySelector('textarea')?.value).toMatch(/nobody-1\s+other-brand/));
      // Nothing is sent until the form is: the usual checks apply.
      expect(sent).toHaveLength(0);
    },
  );
});
