// The payment providers on the operator's home against a stubbed network: with the simulator on,
// each provider says so under a warning and the sandbox screen is offered; with every provider off,
// they say off, buyers are told to pay offline or in VCoin, and there is no sandbox to open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_PROVIDERS } from '@panel/domain/payments';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import OpsOverviewScreen from './ops-overview-screen';

const p = en.ops.overview.providers;
let view: Rendered | undefined;

async function openWith(state: 'simulator' | 'off' | 'live', chains: unknown[] = []) {
  await changeLocale('en');
  const overview = {
    topUpsWaiting: 0,
    userTotal: '0.00',
    unsentMessages: 0,
    lastVerify: null,
    paymentProviders: PAYMENT_PROVIDERS.map((provider) => ({ provider, state })),
    chains,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://panel.test');
      return new Response(JSON.stringify({ respCode: 200, message: 'm', data: pathname === '/api/ops/overview' ? overview : null }));
    }),
  );
  ({ view } = await renderScreens([{ path: '/ops', element: <OpsOverviewScreen /> }], '/ops'));
  await waitFor(() => expect(document.querySelector('[data-testid="ops-payment-providers"]')).not.toBeNull());
}
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const rows = () => [...document.querySelectorAll('[data-provider]')].map((row) => row.textContent);
const sandboxLink = () => [...document.querySelectorAll('.adm-list-item')].some((item) => item.textContent?.includes(en.ops.overview.sandboxHint));

describe('payment providers on the operator home', () => {
  it('warns while the simulator runs, names every provider as the simulator, and offers the sandbox', async () => {
    await openWith('simulator');
    expect(document.querySelector('[data-testid="ops-simulator-warning"]')?.textContent).toContain(p.simulatorWarning);
    expect(rows()).toEqual(PAYMENT_PROVIDERS.map((provider) => `${p.name[provider]}${p.state.simulator}`));
    expect(sandboxLink()).toBe(true);
  });

  it('says off for each provider without a warning, tells how buyers pay, and offers no sandbox', async () => {
    await openWith('off');
    expect(document.querySelector('[data-testid="ops-simulator-warning"]')).toBeNull();
    expect(rows()).toEqual(PAYMENT_PROVIDERS.map((provider) => `${p.name[provider]}${p.state.off}`));
    expect(document.body.textContent).toContain(p.offNote);
    expect(sandboxLink()).toBe(false);
    expect(document.querySelector('[data-testid="ops-chains"]')).toBeNull();
  });

  it('shows each watched chain: up to date or how far behind, the host that answered, and the last error', async () => {
    const c = en.ops.overview.chains;
    const at = '2026-11-28T10:00:00.000Z';
    await openWith('live', [
      {
        chain: 'ERC20',
        head: 21_000_010,
        cursor: 21_000_010,
        lagBlocks: 0,
        host: 'https://eth.example.org',
        lastError: null,
        lastErrorAt: null,
        checkedAt: at,
      },
      {
        chain: 'BEP20',
        head: 50_000_040,
        cursor: 50_000_000,
        lagBlocks: 40,
        host: 'https://bsc.example.org',
        lastError: null,
        lastErrorAt: null,
        checkedAt: at,
      },
      {
        chain: 'TRC20',
        head: 1,
        cursor: 1,
        lagBlocks: 40,
        host: 'https://api.trongrid.io',
        lastError: 'TronGrid answered 503',
        lastErrorAt: at,
        checkedAt: at,
      },
    ]);
    const line = (chain: string) => document.querySelector(`[data-chain="${chain}"]`)!.textContent!;
    expect(line('ERC20')).toContain(c.upToDate);
    expect(line('ERC20')).toContain('via https://eth.example.org');
    expect(line('BEP20')).toContain('40 blocks behind');
    // A chain whose last run failed says so rather than how far it is.
    expect(line('TRC20')).toContain(c.failing);
    expect(document.querySelector('[data-chain="TRC20"] [data-testid="chain-error"]')?.textContent).toContain('TronGrid answered 503');
    expect(document.querySelector('[data-chain="ERC20"] [data-testid="chain-error"]')).toBeNull();
  });
});
