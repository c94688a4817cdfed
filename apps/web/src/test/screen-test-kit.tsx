// For the unit tests of the panel's screens: what the page shows and the ways to act on it (a button by
// its name, a field by its selector, a sheet's form by its name), a stubbed network answering
// envelopes, and the clean-up after each test.
import Toast from 'antd-mobile/es/components/toast';
import { act } from 'react';
import { expect, vi } from 'vitest';
import { actAsync, waitFor } from './render';

export type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';

/** A page of a list as the server answers it. */
export const page = (list: unknown[]): Answer => ({ respCode: 200, data: { list, total: list.length, pageNum: 1, pageSize: 20 } });

/** Replaces fetch: `answer` gets each call's URL and request and gives its envelope ('offline': no answer). Gives back the real fetch. */
export function stubNetwork(answer: (url: URL, init: RequestInit) => Answer): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answered = answer(new URL(String(input), 'http://panel.test'), init);
    if (answered === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answered }));
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}

/** After a test: the toast (one element antd-mobile keeps between calls) closed, so the next test's shows in its page, and the page emptied. */
export function clearPage() {
  act(() => Toast.clear());
  document.body.innerHTML = '';
}

export const text = () => document.body.textContent ?? '';
export const testIds = (id: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
/** The last button named so (a dialog shows over a sheet; one closed before stays while it fades). */
export const buttonIn = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].findLast((element) => element.textContent?.trim() === name);
export const press = (name: string, root: ParentNode = document.body) => actAsync(() => buttonIn(root, name)!.click());
export const submitForm = (name: string) => actAsync(() => document.body.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!.requestSubmit());

/** Types into an input or a text area as a person does. */
export async function fill(selector: string, value: string) {
  await waitFor(() => expect(document.body.querySelector(selector)).not.toBeNull());
  const field = document.body.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
