// The action log's details in the operator's language: each key the server writes has its words,
// booleans read yes or no, and a key the panel does not know is shown as written.
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n';
import { detailText } from './actions-screen';
import es from './locales.es';

describe('detailText', () => {
  it('names each recorded detail in Spanish and leaves an unknown key as written', async () => {
    await changeLocale('es');
    const words = es.ops.actions.detail;
    expect(detailText({ amount: '500.00', received: '480.00', reason: 'Falta el comprobante' }, i18n.t)).toBe(
      `${words.amount}: 500.00 · ${words.received}: 480.00 · ${words.reason}: Falta el comprobante`,
    );
    expect(detailText({ ok: true, violations: 0 }, i18n.t)).toBe(`${words.ok}: ${words.yes} · ${words.violations}: 0`);
    expect(detailText({ brandNew: 'x', feeMax: null }, i18n.t)).toBe('brandNew: x');
  });
});
