// A buyer's order whose voucher the seller rejected, against a stubbed network: the order and the
// page where another voucher is sent both say the seller's reason, in the panel's language; without
// a reason kept, the notice still says a voucher was rejected.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { clearPage, stubNetwork, testIds } from '../../test/screen-test-kit';
import { waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';
import OrderDetailScreen from './order-detail-screen';
import VoucherPaymentScreen from './voucher-payment-screen';

const ID = '765a84b8-1945-4d78-922f-0d00afd9d36f';
const REASON = 'The transfer is not on our bank statement yet; please send the bank receipt.';
const event = (from: string | null, to: string, actor: string, reason: string, note: string | null) => ({
  from,
  to,
  actor,
  reason,
  note,
  at: '2026-11-28T19:18:13.533Z',
});
const ORDER = {
  id: ID,
  orderNo: '2026112800000003',
  status: 'WAITINGPAYMENT',
  paymentType: 'OFFLINE',
  name: 'BoxPlay device licence',
  picture: null,
  quantity: 3,
  currency: 'USD',
  unitPrice: '5.00',
  amount: '15.00',
  paidAmount: '0.00',
  dueAmount: '15.00',
  createdAt: '2026-11-28T19:18:13.533Z',
  payBy: '2099-11-29T19:18:13.533Z',
  hasRejectedVoucher: true,
  vouchersWaiting: 0,
  store: { id: '9cef95d9-c785-4094-a4dd-51ea4f13d8c2', uid: '27929726', name: 'Demo Card Store', avatar: null },
  buyer: { id: '5f7d6085-1c92-44c0-a8f5-c85af1b7832f', uid: '95118523', nickname: 'Demo Buyer', avatar: null },
  listingId: '43be0486-d2a2-44fc-bfab-fce3914b25e2',
  card: { id: '097039eb-105d-446a-8f4e-2b3c3a5d5a83', type: 'DEVICE_LICENCE' },
  paymentCurrency: 'USD',
  paidAt: null,
  completedAt: null,
  cancelledAt: null,
  actions: ['BANK_INFO', 'UPLOAD_VOUCHER', 'CANCEL', 'VIEW_VOUCHERS'],
  canConfirm: false,
  canCancel: false,
  cancelReason: null,
  vouchers: 1,
  reusedVoucher: false,
  events: [
    event(null, 'WAITINGPAYMENT', 'BUYER', 'CREATED', null),
    event('WAITINGPAYMENT', 'CONFIRMINGPAYMENT', 'BUYER', 'VOUCHER_UPLOADED', '15.00'),
    event('CONFIRMINGPAYMENT', 'WAITINGPAYMENT', 'SELLER', 'VOUCHER_REJECTED', REASON),
  ],
};

let view: Rendered | undefined;
let restore = () => {};
afterEach(() => {
  view?.unmount();
  view = undefined;
  restore();
  clearPage();
});

async function open(path: string, order: typeof ORDER) {
  restore = stubNetwork((url) => {
    if (url.pathname === `/api/order/detail/${ID}`) return { respCode: 200, data: order };
    if (url.pathname === '/api-user/user/config/system/all/query') return { respCode: 200, data: { uploadMaxBytes: 10_000_000 } };
    return { respCode: 200, data: null };
  });
  ({ view } = await renderScreens(
    [
      { path: '/payment/detail/:id', element: <OrderDetailScreen /> },
      { path: '/voucherPayment/:id', element: <VoucherPaymentScreen /> },
    ],
    path,
  ));
  await waitFor(() => expect(testIds('rejected-voucher')).toHaveLength(1));
  return testIds('rejected-voucher')[0]!.textContent;
}

describe("a voucher the seller rejected: the seller's reason", () => {
  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)('in %s, on the order and where another voucher is sent', async (locale, texts) => {
    await changeLocale(locale);
    const said = texts.orders.detail.rejectedBecause.replace('{{reason}}', REASON);
    expect(await open(`/payment/detail/${ID}`, ORDER)).toBe(said);
    view!.unmount();
    view = undefined;
    restore();
    expect(await open(`/voucherPayment/${ID}`, ORDER)).toBe(said);
  });

  it('without a reason kept, says a voucher was rejected', async () => {
    await changeLocale('en');
    const events = ORDER.events.map((item) => (item.reason === 'VOUCHER_REJECTED' ? { ...item, note: null } : item));
    expect(await open(`/voucherPayment/${ID}`, { ...ORDER, events })).toBe(en.orders.detail.rejected);
  });
});
