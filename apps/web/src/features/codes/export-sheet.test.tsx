// The export sheet against a stubbed network: it waits while the record generates, sends the format
// picked, in the panel's language and with the phone's time zone, with one Idempotency-Key per
// attempt (kept across a retry after no answer), follows the task to its file and downloads it as a
// blob with the session; an expired file and an export already running are said in words.
import { QueryClientProvider } from '@tanstack/react-query';
import type { CodeRecord } from '@panel/domain/contract/codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, saveToken } from '../../lib/session';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import en from './export-locales.en';
import { ExportCodes } from './export-sheet';

const x = en.codesExport;
const RECORD_TASK = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const EXPORT_TASK = '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const at = '2025-01-01T00:00:00.000Z';
const record = (state: CodeRecord['state']): CodeRecord => ({
  id: 'r1',
  recordNo: 'G0001',
  taskId: RECORD_TASK,
  state,
  made: 3,
  operator: { uid: '100100', nickname: 'Me' },
  card: { id: 'c1', name: 'IPTV 30 days', type: 'RECHARGE_CARD', picture: '' },
  format: 'STANDARD',
  quantity: 3,
  stockAfter: 0,
  activated: 0,
  locked: 0,
  createdAt: at,
});
const result = {
  downloadId: EXPORT_TASK,
  fileName: 'G0001.csv',
  contentType: 'text/csv; charset=utf-8',
  size: 2048,
  count: 3,
  expiresAt: '2025-01-02T00:00:00.000Z',
};
const task = (state: string) => ({
  id: EXPORT_TASK,
  kind: 'codes.export',
  state,
  progress: { done: state === 'DONE' ? 1 : 0, failed: 0, total: 1 },
  result: state === 'DONE' ? result : null,
  error: null,
  createdAt: at,
  updatedAt: at,
  finishedAt: null,
});

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let starts: Answer[];
let downloads: Answer[];
let sent: { key: string | null; language: string | null; body: unknown }[];
let downloaded: string[];
let saved: string[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  saveToken('session-token', 'bearer');
  starts = [];
  downloads = [];
  sent = [];
  downloaded = [];
  saved = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://panel.test').pathname;
    let answer: Answer = { respCode: 200, data: null };
    if (path === `/api/codes/records/${RECORD_TASK}/export`) {
      sent.push({
        key: new Headers(init.headers).get('Idempotency-Key'),
        language: new Headers(init.headers).get('language'),
        body: JSON.parse(String(init.body)),
      });
      answer = starts.shift() ?? { respCode: 200, data: { taskId: EXPORT_TASK } };
    } else if (path === `/api/task/${EXPORT_TASK}`) answer = { respCode: 200, data: task('DONE') };
    else if (path === `/api/codes/exports/${EXPORT_TASK}`) {
      downloaded.push(new Headers(init.headers).get('Authorization') ?? '');
      const next = downloads.shift();
      if (!next) return new Response('code,status\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      answer = next;
    }
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  // A download link's click is where the browser would save the file; other links click as usual.
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
    else click.call(this);
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  clearSession();
});

async function open(state: CodeRecord['state'] = 'DONE') {
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <ExportCodes record={record(state)} />
    </QueryClientProvider>,
  );
}
// The sheet is a popup: it renders at the end of the document.
const text = () => document.body.textContent ?? '';
const button = (name: string) => [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const press = (name: string) => actAsync(() => button(name).click());
const pick = (format: string) => actAsync(() => document.body.querySelector<HTMLElement>(`[data-format="${format}"]`)!.click());

describe('the export sheet', () => {
  it('waits while the record is generating', async () => {
    await open('RUNNING');
    expect(button(x.open).disabled).toBe(true);
  });

  it('sends the format picked and the phone’s time zone, follows the export to its file and downloads it with the session', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'America/Sao_Paulo' };
    });
    await open();
    await press(x.open);
    await waitFor(() => expect(text()).toContain(x.title));
    await pick('CSV');
    await press(x.start);
    await waitFor(() => expect(text()).toContain('File ready: 3 codes, 2 KB'));
    expect(sent).toEqual([{ key: expect.any(String), language: 'en', body: { format: 'CSV', timeZone: 'America/Sao_Paulo' } }]);
    await press(x.download);
    await waitFor(() => expect(saved).toEqual(['G0001.csv']));
    expect(downloaded).toEqual([expect.stringMatching(/session-token$/)]);
  });

  it('keeps the key of an attempt that had no answer, and takes a new one for the next attempt', async () => {
    starts = ['offline', 'offline', { respCode: 2000011, message: 'busy' }];
    await open();
    await press(x.open);
    await press(x.start);
    await waitFor(() => expect(document.body.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    await press(x.start);
    await waitFor(() => expect(text()).toContain(x.busy));
    expect(sent[2].key).toBe(sent[0].key);
    await press(x.start);
    await waitFor(() => expect(text()).toContain('File ready'));
    expect(sent[3].key).not.toBe(sent[0].key);
  });

  it('says so when the file is no longer kept (150004)', async () => {
    downloads = [{ respCode: 150004, message: 'denied' }];
    await open();
    await press(x.open);
    await press(x.start);
    await waitFor(() => expect(text()).toContain('File ready'));
    await press(x.download);
    await waitFor(() => expect(text()).toContain(x.expired));
    expect(saved).toEqual([]);
  });
});
