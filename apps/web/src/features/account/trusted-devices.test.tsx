// The trusted devices row opens its devices, against a stubbed network: each with when it was last
// used and added, the one in hand marked; "Remove" asks first, then forgets it on the server.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@panel/domain/format';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import { buttonIn, clearPage, press, stubNetwork, testIds } from '../../test/screen-test-kit';
import AccountSecurityScreen from './account-security-screen';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';

const PHONE = { id: '6f1c0a52-3f0e-4d7e-9c1a-6b2f8e4d5a10', current: true, deviceId: 'phone-1a2b3c', addedAt: '2026-01-01T10:00:00.000Z', lastUsedAt: '2026-11-28T09:00:00.000Z' };
const LAPTOP = { id: '7a2d1b63-4e1f-4e8f-8d2b-7c3f9e5d6b21', current: false, deviceId: 'laptop-9z8y7x', addedAt: '2026-02-02T10:00:00.000Z', lastUsedAt: '2026-11-20T09:00:00.000Z' };
const SECURITY = { email: 'me@example.com', phone: null, twoFactorEnabled: false, twoFactorChannel: null, paymentPasswordSet: false, rememberedDevices: 2 };

let view: Rendered | undefined;
let restore = () => {};
afterEach(() => {
  view?.unmount();
  view = undefined;
  restore();
  clearPage();
});

describe('trusted devices', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)('in %s: the row opens the devices with their dates, and removes one after asking', async (locale, texts) => {
    await changeLocale(locale);
    const deleted: string[] = [];
    restore = stubNetwork((url, init) => {
      if (url.pathname === '/api-user/users/security/info') return { respCode: 200, data: SECURITY };
      if (url.pathname === '/api-user/users/security/devices') return { respCode: 200, data: [PHONE, LAPTOP] };
      if (init.method === 'DELETE') {
        deleted.push(url.pathname);
        return { respCode: 200, data: [PHONE] };
      }
      return { respCode: 200, data: null };
    });
    ({ view } = await renderScreens([{ path: '/me/accountSecurity', element: <AccountSecurityScreen /> }], '/me/accountSecurity'));
    const d = texts.account.devices;
    await waitFor(() => expect(testIds('open-devices')).toHaveLength(1));
    testIds('open-devices')[0]!.click();
    await waitFor(() => expect(testIds('trusted-device')).toHaveLength(2));
    const [phone, laptop] = testIds('trusted-device');
    expect(phone!.textContent).toContain(d.thisDevice);
    expect(phone!.textContent).toContain(d.current);
    expect(phone!.textContent).toContain(d.lastUsed.replace('{{date}}', formatDate(PHONE.lastUsedAt)));
    expect(phone!.textContent).toContain(d.added.replace('{{date}}', formatDate(PHONE.addedAt)));
    expect(laptop!.textContent).toContain(d.other.replace('{{id}}', 'laptop-9'));

    await press(d.remove, testIds('trusted-device')[1]!);
    await waitFor(() => expect(document.body.textContent).toContain(d.removeTitle));
    await waitFor(() => expect(buttonIn(document.body, d.remove)).toBeTruthy());
    await press(d.remove, document.querySelector('.adm-dialog')!);
    await waitFor(() => expect(deleted).toEqual([`/api-user/users/security/devices/${LAPTOP.id}`]));
    await waitFor(() => expect(testIds('trusted-device')).toHaveLength(1));
  });
});
