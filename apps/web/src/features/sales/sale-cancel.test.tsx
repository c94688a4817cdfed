// The seller's "cancel order" on /sale/orderDetail/{id}: offered only while the server says the
// order can be cancelled (canCancel), it asks for the reason the buyer reads (required, nothing sent
// without one), sends it once with an Idempotency-Key, and the order's reason then shows. The
// network is stubbed at fetch.
import type { OrderDetailResponse } from '@panel/domain/contract/orders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import { buttonIn, clearPage, fill, press, stubNetwork, submitForm, text } from '../../test/screen-test-kit';
import en from './locales.en';
import SaleOrderDetailScreen from './sale-order-detail-screen';

const ID = '5f0c3a8e-1d2b-4c6a-9e7f-8a9b0c1d2e3f';
const s = en.sales;

const order = (overrides: Partial<OrderDetailResponse> = {}): OrderDetailResponse =>
  ({
    id: ID,
    orderNo: '2026011500000042',
    status: 'WAITINGPAYMENT',
    paymentType: 'ONLINE',
    name: 'StarTV Gold',
    picture: 'product/x.png',
    quantity: 3,
    currency: 'USD',
    unitPrice: '10.00',
    amount: '30.00',
    paidAmount: '0.00',
    dueAmount: '30.00',
    createdAt: '2026-01-15T10:00:00.000Z',
    payBy: '2026-01-16T10:00:00.000Z',
    hasRejectedVoucher: false,
    vouchersWaiting: 0,
    store: { id: 's1', uid: '200200', name: 'Card Store', avatar: null },
    buyer: { id: 'b1', uid: '300300', nickname: 'Buyer One', avatar: null },
    listingId: 'l1',
    card: { id: 'c1', type: 'PREPAID_CARD' },
    paymentCurrency: 'USD',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    actions: [],
    canConfirm: false,
    canCancel: true,
    cancelReason: null,
    vouchers: 0,
    reusedVoucher: false,
    events: [],
    ...overrides,
  }) as OrderDetailResponse;

let current: OrderDetailResponse;
let sent: { url: string; key: string | null; body: unknown }[];
let restore: () => void;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  sent = [];
  current = order();
  restore = stubNetwork((url, init) => {
    if (init.method === 'POST') {
      sent.push({ url: url.pathname, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      const reason = (JSON.parse(String(init.body)) as { reason: string }).reason.trim();
      current = order({ status: 'CANCELLED', canCancel: false, cancelReason: reason, payBy: null, cancelledAt: '2026-01-15T11:00:00.000Z' });
      return { respCode: 200, data: current };
    }
    // An offline order's screen lists its vouchers: none here.
    if (url.pathname === `/api/order/sale/vouchers/${ID}`) return { respCode: 200, data: [] };
    return { respCode: 200, data: current };
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  restore();
  clearPage();
});

const open = async () => {
  ({ view } = await renderScreens([{ path: '/sale/orderDetail/:id', element: <SaleOrderDetailScreen /> }], `/sale/orderDetail/${ID}`));
  await waitFor(() => expect(text()).toContain('StarTV Gold'));
};

describe('cancel an unpaid order', () => {
  it('asks for a reason, sends nothing without one, then cancels once with an Idempotency-Key and shows the reason', async () => {
    await open();
    expect(text()).toContain(s.detail.cancelHint);
    await press(s.detail.cancelOrder);
    await waitFor(() => expect(document.body.querySelector(`form[aria-label="${s.cancel.title}"]`)).not.toBeNull());
    expect(text()).toContain(s.cancel.hint);

    await submitForm(s.cancel.title);
    await waitFor(() => expect(text()).toContain(VALIDATION_TEXTS.en['validation.required']));
    expect(sent).toHaveLength(0);

    await fill('textarea', '  The payment never arrived ');
    await submitForm(s.cancel.title);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: `/api/order/sale/cancel/${ID}`, body: { reason: 'The payment never arrived' } });
    expect(sent[0].key).toMatch(/\S{8,}/);

    await waitFor(() => expect(document.body.querySelector('[data-testid="cancel-reason"]')?.textContent).toBe('The payment never arrived'));
    expect(buttonIn(view!.container, s.detail.cancelOrder)).toBeUndefined();
  });

  it('is not offered while the server says the order cannot be cancelled (paid, a voucher waiting)', async () => {
    current = order({ canCancel: false, canConfirm: true, paymentType: 'OFFLINE' });
    await open();
    expect(buttonIn(view!.container, s.detail.confirmPayment)).toBeTruthy();
    expect(buttonIn(view!.container, s.detail.cancelOrder)).toBeUndefined();
  });

  it('keeps the order when the seller closes the sheet', async () => {
    await open();
    await press(s.detail.cancelOrder);
    await waitFor(() => expect(buttonIn(document.body, s.cancel.cancel)).toBeTruthy());
    await press(s.cancel.cancel);
    expect(sent).toHaveLength(0);
  });
});
