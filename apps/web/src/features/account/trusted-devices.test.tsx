// The trusted devices row opens its devices, against a stubbed network: each named by its browser
// and system ("Unknown device" without one), with when it was last used and added, the one in hand
// marked; tapping one shows its details, and "Forget this device" asks first, then forgets it.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@panel/domain/format';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import { buttonIn, clearPage, press, stubNetwork, testIds } from '../../test/screen-test-kit';
import AccountSecurityScreen from './account-security-screen';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';

const PHONE = {
  id: '6f1c0a52-3f0e-4d7e-9c1a-6b2f8e4d5a10',
  current: true,
  deviceId: 'phone-1a2b3c',
  name: 'Chrome · Android',
  address: '198.51.100.7',
  addedAt: '2026-01-01T10:00:00.000Z',
  lastUsedAt: '2026-11-28T09:00:00.000Z',
};
const LAPTOP = {
  id: '7a2d1b63-4e1f-4e8f-8d2b-7c3f9e5d6b21',
  current: false,
  deviceId: 'laptop-9z8y7x',
  name: null,
  address: null,
  addedAt: '2026-02-02T10:00:00.000Z',
  lastUsedAt: '2026-11-20T09:00:00.000Z',
};
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
  ] as const)('in %s: the row opens the devices by name with their dates; one opens its details, and is forgotten after asking', async (locale, texts) => {
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
    expect(phone!.textContent).toContain('Chrome · Android');
    expect(phone!.textContent).toContain(d.thisDevice);
    expect(phone!.textContent).toContain(d.lastUsed.replace('{{date}}', formatDate(PHONE.lastUsedAt)));
    expect(phone!.textContent).toContain(d.added.replace('{{date}}', formatDate(PHONE.addedAt)));
    expect(laptop!.textContent).toContain(d.unknown);
    expect(laptop!.textContent).not.toContain(d.thisDevice);

    // The device in hand: its name, address and dates; Back returns to the list.
    await actAsync(() => phone!.click());
    await waitFor(() => expect(testIds('device-details')).toHaveLength(1));
    const details = testIds('device-details')[0]!;
    for (const text of [
      'Chrome · Android',
      d.thisDevice,
      '198.51.100.7',
      d.trustedSince,
      formatDate(PHONE.addedAt),
      d.lastUsedAt,
      formatDate(PHONE.lastUsedAt),
    ])
      expect(details.textContent).toContain(text);
    await press(d.back);
    await waitFor(() => expect(testIds('trusted-device')).toHaveLength(2));

    // A device trusted before names were kept; keeping it forgets nothing, forgetting it asks first.
    await actAsync(() => testIds('trusted-device')[1]!.click());
    await waitFor(() => expect(testIds('device-details')[0]!.textContent).toContain(d.addressUnknown));
    expect(testIds('device-details')[0]!.textContent).toContain(d.unknown);
    await press(d.forget, testIds('trusted-devices')[0]!);
    await waitFor(() => expect(document.querySelector('.adm-dialog')?.textContent).toContain(d.forgetTitle));
    expect(document.querySelector('.adm-dialog')!.textContent).toContain(d.forgetText);
    await press(d.keep, document.querySelector('.adm-dialog')!);
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(deleted).toEqual([]);
    await press(d.forget, testIds('trusted-devices')[0]!);
    await waitFor(() => expect(buttonIn(document.querySelector('.adm-dialog') ?? document.body, d.forgetConfirm)).toBeTruthy());
    await press(d.forgetConfirm, document.querySelector('.adm-dialog')!);
    await waitFor(() => expect(deleted).toEqual([`/api-user/users/security/devices/${LAPTOP.id}`]));
    await waitFor(() => expect(testIds('trusted-device')).toHaveLength(1));
    expect(testIds('device-details')).toHaveLength(0);
  });
});
