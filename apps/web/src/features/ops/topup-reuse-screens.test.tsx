// The operator's top-up review against a stubbed network: a top-up whose voucher carries a file
// already sent as proof shows an alert above its details (in each language of the panel) and a tag
// in the queue; one that does not shows neither.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';
import TopUpDetailScreen from './topup-detail-screen';
import TopUpListScreen from './topup-list-screen';

const ID = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a098';
const AT = '2026-01-02T03:04:05.000Z';
const TOP_UP = {
  id: ID,
  reference: 'VC20260102000042',
  currency: 'USD',
  channel: 'BANK',
  amount: '50.00',
  receivedAmount: null,
  status: 'WAITING_REVIEW',
  reason: null,
  files: [{ key: 'voucher/20260102/transfer.pdf', contentType: 'application/pdf', size: 20480 }],
  createdAt: AT,
  voucherAt: AT,
  decidedAt: null,
  user: { uid: '100200', nickname: 'Buyer One', avatar: null },
  decidedBy: null,
  reused: true,
};

let topUp: typeof TOP_UP;
let view: Rendered | undefined;

/** The server's envelope for a call: the top-up, or the queue holding it. */
function answer(input: RequestInfo | URL) {
  const { pathname } = new URL(String(input), 'http://panel.test');
  if (pathname === `/api/ops/topups/${ID}`) return { respCode: 200, message: 'm', data: topUp };
  if (pathname === '/api/ops/topups') return { respCode: 200, message: 'm', data: { list: [topUp], total: 1, pageNum: 1, pageSize: 20 } };
  return { respCode: 200, message: 'm', data: null };
}

const testIds = (id: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

beforeEach(async () => {
  await changeLocale('en');
  topUp = TOP_UP;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify(answer(input)))),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function open(path: string) {
  ({ view } = await renderScreens(
    [
      { path: '/ops/topups', element: <TopUpListScreen /> },
      { path: '/ops/topups/:id', element: <TopUpDetailScreen /> },
    ],
    path,
  ));
}

describe('a top-up whose voucher carries a file already sent', () => {
  it.each([
    ['en', en.ops.topup.reused],
    ['es', es.ops.topup.reused],
    ['pt', pt.ops.topup.reused],
  ] as const)('shows the operator an alert above its details (%s)', async (locale, said) => {
    await changeLocale(locale);
    await open(`/ops/topups/${ID}`);
    await waitFor(() => expect(testIds('ops-topup-reference')).toHaveLength(1));
    const [alert] = testIds('ops-topup-reused');
    expect(alert!.className).toContain('adm-notice-bar-alert');
    expect(alert!.textContent).toContain(said);
  });

  it('is tagged in the queue', async () => {
    await open('/ops/topups');
    await waitFor(() => expect(testIds('ops-topup-row')).toHaveLength(1));
    expect(testIds('ops-topup-reused-tag').map((tag) => tag.textContent)).toEqual([en.ops.topups.reusedTag]);
  });
});

describe('a top-up whose voucher files were never sent before', () => {
  it('shows no alert and no tag', async () => {
    topUp = { ...TOP_UP, reused: false };
    await open(`/ops/topups/${ID}`);
    await waitFor(() => expect(testIds('ops-topup-reference')).toHaveLength(1));
    expect(testIds('ops-topup-reused')).toEqual([]);
    expect(document.body.textContent).not.toContain(en.ops.topup.reused);
    view!.unmount();
    await open('/ops/topups');
    await waitFor(() => expect(testIds('ops-topup-row')).toHaveLength(1));
    expect(testIds('ops-topup-reused-tag')).toEqual([]);
  });
});
