// The new card's form counts the characters of its texts against their limits, once something is
// typed, so that a name over 60 characters is seen before saving.
import { CARD_FIELD_MAX } from '@panel/domain/contract/cards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import { stubNetwork } from '../../test/screen-test-kit';
import SetCardPropertyScreen from './set-card-property-screen';

let view: Rendered | undefined;
let restore: () => void = () => {};
beforeEach(async () => {
  await changeLocale('en');
  // The screen reads the system settings (the picture's upload limit).
  const config = {
    newToOldInfo: { skipSwitch: false, url: '' },
    supportEmail: 'help@example.com',
    onlinePaymentLimits: {},
    offlineTransferCurrency: 'USD',
    maxPaymentAccounts: 10,
    maxRechargeAccounts: 20,
    uploadMaxBytes: 1_000_000,
  };
  restore = stubNetwork(() => ({ respCode: 200, data: config }));
  ({ view } = await renderScreens([{ path: '/setCardProperty', element: <SetCardPropertyScreen /> }], '/setCardProperty?type=RECHARGE_CARD'));
});
afterEach(() => {
  restore();
  view?.unmount();
  view = undefined;
});

const nameInput = () => view!.container.querySelector<HTMLInputElement>('#card-name input, input#card-name')!;
const hintOfName = () => nameInput().closest('.form-field')?.querySelector('.form-field__hint');
async function typeName(value: string) {
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nameInput(), value);
    nameInput().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the new card’s name', () => {
  it('shows no count while empty, then the characters typed of 60, marked once over', async () => {
    await waitFor(() => expect(nameInput()).toBeTruthy());
    expect(hintOfName()).toBeFalsy();
    await typeName('Stream 30 días');
    await waitFor(() => expect(hintOfName()?.textContent).toBe(`14 of ${CARD_FIELD_MAX.name} characters`));
    expect(hintOfName()?.querySelector('[data-over="true"]')).toBeNull();
    await typeName('x'.repeat(CARD_FIELD_MAX.name + 1));
    await waitFor(() => expect(hintOfName()?.textContent).toBe(`61 of ${CARD_FIELD_MAX.name} characters`));
    expect(hintOfName()?.querySelector('[data-over="true"]')).not.toBeNull();
  });
});
