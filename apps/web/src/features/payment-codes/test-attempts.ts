// A payment attempt as the server answers it, for the tests of these pages: a PIX attempt on an
// order, waiting, with the given fields changed.
import type { PaymentAttemptView } from '@panel/domain/contract/payments';

export function attemptFixture(overrides: Partial<PaymentAttemptView> = {}): PaymentAttemptView {
  return {
    id: 'a1',
    orderId: '0b7a1c52-3f0e-4d7e-9c1a-6b2f8e4d5a10',
    topUpId: null,
    reference: 'ORD20260001',
    type: 'ONLINE',
    method: 'PIX',
    provider: 'pix',
    status: 'WAITING',
    currency: 'BRL',
    amount: '150.75',
    fee: '3.00',
    vcoin: '30.00',
    received: '0',
    vcoinCredited: '0',
    rate: '5.0',
    instructions: { kind: 'PIX', brCode: '000201' },
    expiresAt: '2030-01-01T00:00:00.000Z',
    failure: null,
    transfers: [],
    orderStatus: 'WAITINGPAYMENT',
    createdAt: '2029-12-31T23:45:00.000Z',
    ...overrides,
  };
}
