// A money call sends one key per submit: the same on the automatic retry and on "check again" after no
// answer, a new one for a new submit; no answer and a 5xx leave the outcome unknown, while a refusal
// reaches the screen as it is.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actAsync, render, waitFor, type Rendered } from '../test/render';
import { clearPage, testIds } from '../test/screen-test-kit';
import { ApiError, createApiClient } from './api-client';
import { idempotencyHeaders } from './idempotency';
import { useMoneyCall, type MoneyCall } from './use-money-call';

type Transfer = { toUid: string; amount: string };
type Reply = 'offline' | 500 | { respCode: number; data?: unknown };

const sent: { key: string | null; body: Transfer }[] = [];
let replies: Reply[] = [];
let restore: (() => void) | undefined;
let view: Rendered | undefined;
let call: MoneyCall<Transfer, { done: true }>;

afterEach(() => {
  view?.unmount();
  restore?.();
  clearPage();
  sent.length = 0;
  replies = [];
});

/** Answers each request with the next reply (the last one repeats). */
function stubReplies(...next: Reply[]) {
  replies = next;
  const real = globalThis.fetch;
  globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Transfer });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply === 500) return new Response('boom', { status: 500 });
    return new Response(JSON.stringify({ message: 'm', data: null, ...reply }));
  }) as typeof fetch;
  restore = () => {
    globalThis.fetch = real;
  };
}

const client = createApiClient();

/** A screen with one money call, which it hands to the test at each render. */
function Screen({ show }: { show: (shown: MoneyCall<Transfer, { done: true }>) => void }) {
  const transfer = useMoneyCall((body: Transfer, key) =>
    client.post<{ done: true }>('/api/vcoin/transfer', { json: body, hide: true, headers: idempotencyHeaders(key) }),
  );
  show(transfer);
  return transfer.isUnknown ? <p data-testid="outcome-unknown">unknown</p> : null;
}

async function mount() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  view = await render(
    <QueryClientProvider client={queryClient}>
      <Screen show={(shown) => (call = shown)} />
    </QueryClientProvider>,
  );
}

const body = { toUid: '1001', amount: '5.00' };

describe('useMoneyCall', () => {
  it('sends the same key on the automatic retry and on "check again", and the first result is the answer', async () => {
    stubReplies('offline', 'offline', { respCode: 200, data: { done: true } });
    await mount();
    const onSuccess = vi.fn();
    const onUnknown = vi.fn();
    await actAsync(() => call.submit(body, { onSuccess, onUnknown }));
    await waitFor(() => expect(call.isUnknown).toBe(true));
    expect(sent).toHaveLength(2);
    expect(onUnknown).toHaveBeenCalledTimes(1);
    expect(call.isUnknown).toBe(true);
    expect(call.error).toBeNull();
    expect(testIds('outcome-unknown')).toHaveLength(1);

    await actAsync(() => call.retry());
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onSuccess).toHaveBeenCalledWith({ done: true });
    await waitFor(() => expect(call.isUnknown).toBe(false));
    expect(testIds('outcome-unknown')).toHaveLength(0);
  });

  it('gives a new submit a new key: a changed intent after no answer, and the same intent once the last one is known', async () => {
    stubReplies('offline', 'offline', { respCode: 200, data: { done: true } });
    await mount();
    await actAsync(() => call.submit(body));
    await actAsync(() => call.submit({ ...body, amount: '6.00' }));
    await actAsync(() => call.submit({ ...body, amount: '6.00' }));
    const keys = sent.map((request) => request.key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(sent.map((request) => request.body.amount)).toEqual(['5.00', '5.00', '6.00', '6.00']);
  });

  it('leaves the outcome unknown after a server failure (5xx), without an automatic second send', async () => {
    stubReplies(500);
    await mount();
    const onError = vi.fn();
    const onUnknown = vi.fn();
    await actAsync(() => call.submit(body, { onError, onUnknown }));
    expect(sent).toHaveLength(1);
    expect(onUnknown).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(onError).not.toHaveBeenCalled();
    await waitFor(() => expect(call.isUnknown).toBe(true));
    expect(testIds('outcome-unknown')).toHaveLength(1);
  });

  it('passes a refusal through as it came, and the next submit gets a new key', async () => {
    stubReplies({ respCode: 150009 });
    await mount();
    const onError = vi.fn();
    await actAsync(() => call.submit(body, { onError }));
    expect(onError).toHaveBeenCalledTimes(1);
    const refusal = onError.mock.calls[0][0] as ApiError;
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.code).toBe(150009);
    await waitFor(() => expect(call.error).toBe(refusal));
    expect(call.isUnknown).toBe(false);
    expect(testIds('outcome-unknown')).toHaveLength(0);
    await actAsync(() => call.submit(body, { onError }));
    expect(sent[1].key).not.toBe(sent[0].key);
  });
});
