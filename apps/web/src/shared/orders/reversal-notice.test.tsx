// A charged back or refunded order says what happened, when, why, and why its cards no longer work.
import type { OrderEvent } from '@panel/domain/contract/orders';
import { formatDate } from '@panel/domain/format';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { render, type Rendered } from '../../test/render';
import { clearPage, text } from '../../test/screen-test-kit';
import { ReversalNotice } from './reversal-notice';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  clearPage();
});

const AT = '2026-11-28T10:05:00.000Z';
const event = (reason: OrderEvent['reason'], note: string | null, at = AT): OrderEvent =>
  ({ at, reason, note, actor: 'SYSTEM', from: 'DELIVERED', to: 'DELIVERED' }) as OrderEvent;
const PAID = [event('CREATED', null, '2026-11-28T10:00:00.000Z'), event('DELIVERED', null, '2026-11-28T10:01:00.000Z')];

describe('ReversalNotice', () => {
  it('tells the buyer of a chargeback: when, the provider’s reason, and that the cards are locked', async () => {
    await changeLocale('en');
    view = await render(<ReversalNotice events={[...PAID, event('CHARGEBACK', 'Fraudulent transaction')]} view="BUYER" />);
    expect(text()).toContain(`Charged back on ${formatDate(AT)}`);
    expect(text()).toContain('Reason: Fraudulent transaction.');
    expect(text()).toContain('The cards of this order are locked');
  });

  it('tells the seller a refund took what the order paid them from their wallet, without a bare “refund” reason', async () => {
    await changeLocale('pt');
    view = await render(<ReversalNotice events={[...PAID, event('REFUND', 'refund')]} view="SELLER" />);
    expect(text()).toContain('foi descontado da sua carteira de VCoin');
    expect(text()).not.toContain('Motivo');
  });

  it('says nothing of an order never reversed', async () => {
    await changeLocale('es');
    view = await render(<ReversalNotice events={PAID} view="BUYER" />);
    expect(text()).toBe('');
  });
});
