// The stock change is the panel's stock-moving call: a positive quantity and two actions (add units,
// retire units) sent as one signed change; one Idempotency-Key per submit, the same key on every retry
// of that submit (-5 while the first is in flight, or asked again after no answer), a new key for a
// new submit. The network is stubbed at fetch.
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import { StockChange } from './stock-detail-screen';

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let answers: Answer[];
let sent: { key: string | null; body: unknown }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  sent = [];
  answers = [];
  globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { respCode: 200, data: { cardId: 'c1', change: 1 } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open() {
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <StockChange card={{ id: 'c1' }} />
    </QueryClientProvider>,
  );
}

const box = () => view!.container.querySelector<HTMLInputElement>('input')!;
const text = () => view!.container.textContent ?? '';

async function submit(value: string, action: 'Add units' | 'Retire units' = 'Add units') {
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(), value);
    box().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await actAsync(() => [...view!.container.querySelectorAll('button')].find((button) => button.textContent === action)!.click());
}
const retire = (value: string) => submit(value, 'Retire units');

describe('the stock change', () => {
  it('asks again with the same key while the first request is in flight (-5), then clears the box', async () => {
    answers = [{ respCode: -5, message: 'in process' }];
    await open();
    await submit('50');
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(box().value).toBe(''));
    expect(sent[0].body).toEqual({ cardId: 'c1', change: 50 });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('reuses the key when the same change is asked again after no answer, and takes a new one for the next change', async () => {
    answers = ['offline', 'offline'];
    await open();
    await retire('5');
    await waitFor(() => expect(document.body.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());
    expect(sent.map((call) => call.key)).toEqual([sent[0].key, sent[0].key]);

    await retire('5');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].key).toBe(sent[0].key);
    await waitFor(() => expect(box().value).toBe(''));

    await retire('5');
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3].key).not.toBe(sent[0].key);
  });

  it('takes a new key after a refusal, which is final, and shows it under the box', async () => {
    answers = [{ respCode: 120035, message: 'Insufficient stock', data: { free: 3 } }];
    await open();
    await retire('9');
    await waitFor(() => expect(text()).toContain('Insufficient stock'));
    expect(sent).toHaveLength(1);
    await retire('9');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('retires units as a negative change from a positive quantity, and adds them as a positive one', async () => {
    await open();
    await retire('5');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ cardId: 'c1', change: -5 });
    await waitFor(() => expect(box().value).toBe(''));
    await submit('7');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ cardId: 'c1', change: 7 });
  });

  it('sends nothing for zero, a sign or text that is not a whole number', async () => {
    await open();
    await submit('0');
    await retire('-5');
    await submit('ten');
    expect(sent).toHaveLength(0);
    expect(box().closest('[aria-invalid]')?.getAttribute('aria-invalid')).toBe('true');
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toBeTruthy();
  });
});
