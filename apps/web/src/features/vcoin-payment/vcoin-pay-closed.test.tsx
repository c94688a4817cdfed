// Paying an order with VCoin when it can no longer be paid, against a stubbed network: the refusal
// (140042 with the order's status) reads as what happened, paid already or cancelled, never as a
// failed payment with its code.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import VcoinPayScreen from './vcoin-pay-screen';

const ORDER = '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
let view: Rendered | undefined;

async function openRefused(status: string) {
  await changeLocale('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://panel.test');
      if (pathname === `/api/order/payment/wallet/quote/${ORDER}`)
        return new Response(JSON.stringify({ respCode: 140042, message: 'VCoin payment failed', data: { status } }));
      return new Response(JSON.stringify({ respCode: 200, message: 'm', data: null }));
    }),
  );
  ({ view } = await renderScreens([{ path: '/payment/vcoin/:id', element: <VcoinPayScreen /> }], `/payment/vcoin/${ORDER}`));
  await waitFor(() => expect(document.querySelector('[data-testid="quote-closed"]')).not.toBeNull());
  return document.querySelector('[data-testid="quote-closed"]')!.textContent!;
}
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('an order VCoin can no longer pay', () => {
  it('says a delivered order is paid already', async () => {
    const text = await openRefused('DELIVERED');
    expect(text).toContain(en.vcoinPayment.pay.closed.paid);
    expect(text).not.toContain('140042');
  });

  it('says a cancelled order has nothing to pay', async () => {
    expect(await openRefused('CANCELLED')).toContain(en.vcoinPayment.pay.closed.cancelled);
  });
});
