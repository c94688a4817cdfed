// An order's history in words: payment methods by name, why a payment ended, no repeated codes.
import type { OrderEvent } from '@panel/domain/contract/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { render, type Rendered } from '../../test/render';
import { clearPage, text } from '../../test/screen-test-kit';
import { moneyText } from '../money/money-amount';
import { OrderEvents } from './order-events';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  clearPage();
});

const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;
const event = (
  minute: number,
  reason: OrderEvent['reason'],
  note: string | null,
  actor: OrderEvent['actor'] = 'SYSTEM',
  to: OrderEvent['to'] = 'PAYING',
): OrderEvent => ({ at: at(minute), reason, note, actor, from: null, to }) as OrderEvent;

const HISTORY = [
  event(1, 'PAYMENT_STARTED', 'BOLETO', 'BUYER'),
  event(2, 'PAYMENT_FAILED', 'EXPIRED', 'SYSTEM', 'WAITINGPAYMENT'),
  event(3, 'RETRY', 'CARD', 'BUYER'),
  event(4, 'PAYMENT_SUCCEEDED', 'CARD onerway', 'SYSTEM', 'PAYMENTSUCCESS'),
  event(5, 'REFUND', 'refund', 'SYSTEM', 'CANCELLED'),
  event(6, 'CHARGEBACK', 'Fraudulent transaction', 'SYSTEM', 'CANCELLED'),
];

describe('an order history', () => {
  it.each([
    ['en', ['With Boleto', 'The payment was not made in time', 'With Card', 'Paid by Card', 'Fraudulent transaction']],
    ['es', ['Con Boleto', 'El pago no se hizo a tiempo', 'Con Tarjeta', 'Pagado con Tarjeta']],
    ['pt', ['Com Boleto', 'O pagamento não foi feito a tempo', 'Com Cartão', 'Pago com Cartão']],
  ] as const)('names methods and endings in words in %s, never the codes the server keeps', async (locale, words) => {
    await changeLocale(locale);
    view = await render(<OrderEvents events={HISTORY} currency="USD" />);
    for (const word of words) expect(text()).toContain(word);
    for (const code of ['BOLETO', 'onerway', 'EXPIRED', 'refund', 'CARD']) expect(text()).not.toContain(code);
  });

  it('shows an amount note as money and a person’s words as written', async () => {
    await changeLocale('en');
    view = await render(
      <OrderEvents
        events={[event(1, 'VOUCHER_CONFIRMED', '12.5', 'SELLER', 'PAYMENTSUCCESS'), event(2, 'SELLER_CANCELLED', 'Out of stock, sorry', 'SELLER', 'CANCELLED')]}
        currency="USD"
      />,
    );
    expect(text()).toContain(moneyText('12.5', 'USD'));
    expect(text()).toContain('Out of stock, sorry');
  });
});
