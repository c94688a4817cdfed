// The generate screen against a stubbed network: the quantity is checked against the card's free
// units before anything is sent, a card must be picked first, one submit attempt keeps its
// Idempotency-Key across a retry after no answer (a new attempt gets a new one), 120035 lands at the
// quantity, and a started generation is followed live to the end with the way to its codes.
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import GenerateScreen from './generate-screen';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';

const g = en.codes.generate;
const CARD_ID = '5f0e2b1c-8a7d-4c3b-9e6f-1a2b3c4d5e6f';
const TASK_ID = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const card = (free: number) => ({
  id: CARD_ID,
  code: 'C100',
  type: 'RECHARGE_CARD',
  name: 'IPTV 30 days',
  picture: '',
  counts: { free, reserved: 0, listed: 0, locked: 0, retired: 0, minted: free, sold: 0, bought: 0 },
});
const at = '2025-01-01T00:00:00.000Z';
// The task counts batches of codes (one batch for up to 1000 codes); its result says how many codes.
const task = (state: string, done: number, total: number, result: unknown = null) => ({
  id: TASK_ID,
  kind: 'codes.generate',
  state,
  progress: { done, failed: 0, total },
  result,
  error: null,
  createdAt: at,
  updatedAt: at,
  finishedAt: null,
});
const record = (state: string, made: number) => ({
  id: 'r1',
  recordNo: 'G0001',
  taskId: TASK_ID,
  state,
  made,
  operator: { uid: '100100', nickname: 'Me' },
  card: { id: CARD_ID, name: 'IPTV 30 days', type: 'RECHARGE_CARD', picture: '' },
  format: 'STANDARD',
  quantity: 50,
  stockAfter: state === 'DONE' ? 10 : null,
  activated: 0,
  locked: 0,
  createdAt: at,
});

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let free: number;
let generations: Answer[];
let tasks: Answer[];
let sent: { key: string | null; body: Record<string, unknown> }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  await changeLocale('en');
  free = 60;
  generations = [];
  tasks = [];
  sent = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://panel.test').pathname;
    let answer: Answer = { respCode: 200, data: null };
    if (path === `/api/product/card/${CARD_ID}`) answer = { respCode: 200, data: card(free) };
    else if (path === '/api/codes/generate') {
      sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Record<string, unknown> });
      answer = generations.shift() ?? { respCode: 200, data: { taskId: TASK_ID } };
    } else if (path === `/api/task/${TASK_ID}`)
      answer = tasks.length > 1 ? tasks.shift()! : (tasks[0] ?? { respCode: 200, data: task('DONE', 1, 1, { codes: 50, stockAfter: 10 }) });
    else if (path === `/api/codes/records/${TASK_ID}`) answer = { respCode: 200, data: record('RUNNING', 20) };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(path = `/generate?cardId=${CARD_ID}`) {
  ({ view, router } = await renderScreens([{ path: '/generate', element: <GenerateScreen /> }], path));
}

const text = () => view!.container.textContent ?? '';
const quantity = () => view!.container.querySelector<HTMLInputElement>(`input[placeholder="${g.quantityPlaceholder}"]`)!;
const button = (name: string) => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
async function typeQuantity(value: string) {
  await waitFor(() => expect(quantity()).toBeTruthy());
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(quantity(), value);
    quantity().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (name: string) => actAsync(() => button(name).click());
const cardLoaded = () => waitFor(() => expect(view!.container.querySelector('[data-testid="card-free"]')?.textContent).toBe('60 free units'));

describe('the generate screen', () => {
  it('refuses a quantity above the free units, a broken one and zero, and sends nothing', async () => {
    await open();
    await cardLoaded();
    expect(text()).toContain('A whole number from 1 to 60');
    await typeQuantity('61');
    await press(g.submit);
    await waitFor(() => expect(text()).toContain(g.quantityOverFree));
    await typeQuantity('2.5');
    await waitFor(() => expect(text()).toContain(g.quantityWhole));
    await typeQuantity('0');
    await waitFor(() => expect(text()).toContain(g.quantityMin));
    expect(sent).toHaveLength(0);
  });

  it('asks for a card first', async () => {
    await open('/generate');
    await waitFor(() => expect(text()).toContain(g.pickCard));
    await typeQuantity('5');
    await press(g.submit);
    await waitFor(() => expect(view!.container.querySelector('[data-testid="card-error"]')?.textContent).toBe(g.pickCardFirst));
    expect(sent).toHaveLength(0);
  });

  it('sends the card, the quantity and the format picked; a retry after no answer keeps its key, a new attempt gets a new one', async () => {
    generations = [{ respCode: 120035, message: 'Insufficient stock' }, 'offline', 'offline'];
    await open();
    await cardLoaded();
    await typeQuantity('50');
    await actAsync(() => view!.container.querySelector<HTMLElement>('[data-format="DIGITS"]')!.click());
    await press(g.submit);
    // Someone else took the units meanwhile: said at the quantity.
    await waitFor(() => expect(text()).toContain(g.quantityOverFree));
    expect(sent[0].body).toEqual({ cardId: CARD_ID, quantity: 50, format: 'DIGITS' });

    // No answer (the mutation asks once more itself): said, and that attempt keeps its key.
    await typeQuantity('40');
    await press(g.submit);
    await waitFor(() => expect(document.body.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());
    expect(sent).toHaveLength(3);
    expect(sent[1].key).toBeTruthy();
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(sent[2].key).toBe(sent[1].key);

    await press(g.submit);
    await waitFor(() => expect(view!.container.querySelector('[data-testid="generation-started"]')).not.toBeNull());
    expect(sent).toHaveLength(4);
    expect(sent[3].key).toBe(sent[1].key);
    expect(sent[3].body).toEqual({ cardId: CARD_ID, quantity: 40, format: 'DIGITS' });
  });

  it('follows the generation live to the end, in the address, with the way to its codes', async () => {
    tasks = [
      { respCode: 200, data: task('RUNNING', 0, 1) },
      { respCode: 200, data: task('DONE', 1, 1, { codes: 50, stockAfter: 10 }) },
    ];
    await open();
    await cardLoaded();
    await typeQuantity('50');
    await press(g.submit);
    await waitFor(() => expect(view!.container.querySelector('[data-testid="generation-started"]')).not.toBeNull());
    expect(text()).toContain('Generating 50 codes');
    expect(router.state.location.search).toContain(`task=${TASK_ID}`);
    // The codes made so far come from the record.
    await waitFor(() => expect(view!.container.querySelector('[data-testid="record-made"]')?.textContent).toBe('20 of 50 codes'));
    await waitFor(() => expect(view!.container.querySelector('[data-testid="codes-made"]')?.textContent).toBe('50 codes made'));
    expect(view!.container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('100');
    await press(g.viewCodes);
    expect(router.state.location.pathname).toBe(`/generate/cardNo/${TASK_ID}`);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)('in %s: the heading says generating while the task runs and finished once it has, as the progress does', async (locale, texts) => {
    await changeLocale(locale);
    const c = texts.codes.generate;
    tasks = [
      { respCode: 200, data: task('RUNNING', 0, 1) },
      { respCode: 200, data: task('DONE', 1, 1, { codes: 50, stockAfter: 10 }) },
    ];
    await open(`/generate?cardId=${CARD_ID}&task=${TASK_ID}&quantity=50`);
    const title = () => view!.container.querySelector('[data-testid="generation-title"]')?.textContent;
    await waitFor(() => expect(title()).toBe(c.startedTitle.replace('{{quantity}}', '50')));
    expect(text()).toContain(c.startedText);
    await waitFor(() => expect(view!.container.querySelector('[data-testid="codes-made"]')).not.toBeNull());
    expect(title()).toBe(c.doneTitle);
    expect(text()).not.toContain(c.startedTitle.replace('{{quantity}}', '50'));
    expect(text()).not.toContain(c.startedText);
  });
});
