// A record's codes against a stubbed network: each code in groups of 4 with its status, account,
// card number and activation time; the keyword is searched after a pause in typing and the status
// filter is asked for; another's record (150004) says it was not found.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import CodeListScreen from './code-list-screen';
import en from './locales.en';

const c = en.codes.codeList;
const TASK_ID = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const ME = {
  id: 'u1',
  uid: '100100',
  nickname: 'Me',
  email: 'me@example.com',
  phone: null,
  avatar: null,
  roles: [],
  store: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const CODES = [
  { id: '1', code: 'ABCDEFGHJKMNPQRS', status: 'NORMAL', account: null, cardNumber: 'C100-000001', activatedAt: null },
  { id: '2', code: 'ZYXW-VUTS-RQPN-MKJH', status: 'ACTIVATED', account: 'client42', cardNumber: 'C100-000002', activatedAt: '2025-03-04T05:06:07.000Z' },
];

let asked: URL[];
let refuse: boolean;
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  asked = [];
  refuse = false;
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://panel.test');
    let answer: { respCode: number; data?: unknown; message?: string } = { respCode: 200, data: null };
    if (url.pathname === `/api/codes/records/${TASK_ID}/codes`) {
      asked.push(url);
      const status = url.searchParams.get('status');
      const keyword = url.searchParams.get('keyword');
      const list = CODES.filter((code) => (!status || code.status === status) && (!keyword || code.account === keyword));
      answer = refuse
        ? { respCode: 150004, message: 'You cannot access this order' }
        : { respCode: 200, data: { list, total: list.length, pageNum: 1, pageSize: 20 } };
    }
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open() {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, ME);
  client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
  const router = createMemoryRouter([{ path: '/generate/cardNo/:taskId', element: <CodeListScreen /> }], { initialEntries: [`/generate/cardNo/${TASK_ID}`] });
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rows = () => [...view!.container.querySelectorAll('[data-code-id]')];
const last = () => asked[asked.length - 1];

describe("a record's codes", () => {
  it('shows each code in groups of 4 with a copy button, its status, account, card number and activation time', async () => {
    await open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [normal, activated] = rows();
    expect(normal.querySelector('[data-testid="code-text"]')!.textContent).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normal.querySelector('[data-testid="code-status"]')!.textContent).toBe('Normal');
    expect(normal.querySelector('button[aria-label]')).not.toBeNull();
    expect(activated.querySelector('[data-testid="code-text"]')!.textContent).toBe('ZYXW-VUTS-RQPN-MKJH');
    expect(activated.querySelector('[data-testid="code-status"]')!.textContent).toBe('Activated');
    expect(activated.querySelector('[data-testid="code-account"]')!.textContent).toBe('client42');
    expect(activated.textContent).toContain('C100-000002');
    expect(activated.textContent).toMatch(/2025\/03\/0\d \d\d:\d\d:07/);
  });

  it('searches the keyword after a pause in typing, and asks for the status picked', async () => {
    await open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const box = view!.container.querySelector<HTMLInputElement>(`input[placeholder="${c.search}"]`)!;
    await actAsync(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'client42');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(last().searchParams.get('keyword')).toBe('client42');
    // Typing sent no request per key: the first asked without a keyword, the next with the whole one.
    expect(asked.map((url) => url.searchParams.get('keyword'))).toEqual([null, 'client42']);

    const tab = [...view!.container.querySelectorAll('.adm-tabs-tab')].find((element) => element.textContent === 'Normal') as HTMLElement;
    await actAsync(() => tab.click());
    await waitFor(() => expect(last().searchParams.get('status')).toBe('NORMAL'));
    await waitFor(() => expect(view!.container.textContent).toContain(c.noMatchTitle));
  });

  it("says another's or an unknown record was not found", async () => {
    refuse = true;
    await open();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="record-missing"]')).not.toBeNull());
    expect(view!.container.textContent).toContain(en.codes.detail.missingTitle);
  });
});
