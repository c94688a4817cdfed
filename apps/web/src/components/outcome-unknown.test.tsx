// An unknown outcome reads the same on every screen, in each language, and "check again" asks the
// same call again; a known outcome shows nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { render, type Rendered } from '../test/render';
import { clearPage, press, testIds, text } from '../test/screen-test-kit';
import { OutcomeUnknown } from './outcome-unknown';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  clearPage();
});

describe('OutcomeUnknown', () => {
  it('says the result is not known yet and checks again with the same call', async () => {
    await changeLocale('en');
    const retry = vi.fn(() => Promise.resolve());
    view = await render(<OutcomeUnknown call={{ isUnknown: true, isPending: false, retry }} />);
    expect(text()).toContain('No answer yet: we do not know whether it went through. Check again: it will never be done twice.');
    await press('Check again');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish and Portuguese', async () => {
    await changeLocale('es');
    view = await render(<OutcomeUnknown call={{ isUnknown: true, isPending: false, retry: vi.fn() }} />);
    expect(text()).toContain('Aún no hay respuesta: no sabemos si se hizo.');
    view.unmount();
    await changeLocale('pt');
    view = await render(<OutcomeUnknown call={{ isUnknown: true, isPending: false, retry: vi.fn() }} />);
    expect(text()).toContain('Ainda sem resposta: não sabemos se foi feito.');
    await changeLocale('en');
  });

  it('shows nothing while the outcome is known', async () => {
    view = await render(<OutcomeUnknown call={{ isUnknown: false, isPending: false, retry: vi.fn() }} />);
    expect(testIds('outcome-unknown')).toHaveLength(0);
  });
});
