import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountryListResponse, LocationResponse, SystemConfigResponse } from '@panel/domain/contract/system';
import { systemSettings } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ oldPanelUrl: 'https://old.example.com' });
});
afterAll(() => t.close());

describe('POST /api-user/user/config/system/all/query', () => {
  it('gives the system configuration, offering the old panel when its address is set', async () => {
    const { body } = await call(t.app, {
      method: 'POST',
      url: '/api-user/user/config/system/all/query',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    const config = SystemConfigResponse.parse(body.data);
    expect(config.newToOldInfo).toEqual({ skipSwitch: true, url: 'https://old.example.com' });
    expect(config.onlinePaymentLimits).toEqual({ USD: '5000', BRL: '50000', MXN: '20000' });
    expect(config.maxPaymentAccounts).toBe(10);
  });

  it('lets a stored setting turn the hand-over off', async () => {
    await t.db.insert(systemSettings).values({ key: 'skipSwitch', value: false });
    const { body } = await call(t.app, { method: 'POST', url: '/api-user/user/config/system/all/query' });
    expect(body.data.newToOldInfo.skipSwitch).toBe(false);
  });
});

describe('countries and location', () => {
  it('lists real countries with dialling codes, named in the request language', async () => {
    const en = CountryListResponse.parse((await call(t.app, { method: 'GET', url: '/api/commonality/i18n/country', headers: { language: 'en' } })).body.data);
    const pt = CountryListResponse.parse((await call(t.app, { method: 'GET', url: '/api/commonality/i18n/country', headers: { language: 'pt' } })).body.data);
    expect(en.length).toBeGreaterThan(230);
    expect(new Set(en.map((c) => c.code)).size).toBe(en.length);
    expect(en.find((c) => c.code === 'BR')).toEqual({ code: 'BR', name: 'Brazil', dialCode: '+55' });
    expect(en.find((c) => c.code === 'US')?.dialCode).toBe('+1');
    expect(en.find((c) => c.code === 'MX')?.dialCode).toBe('+52');
    expect(pt.find((c) => c.code === 'DE')?.name).toBe('Alemanha');
    // Sorted by name in the caller's language.
    const names = en.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-US'))).toEqual(names);
  });

  it('guesses the location from the language region', async () => {
    const mx = LocationResponse.parse(
      (await call(t.app, { method: 'GET', url: '/api/commonality/i18n/location', headers: { language: 'es', 'accept-language': 'es-MX,es;q=0.9' } })).body.data,
    );
    expect(mx).toEqual({ countryCode: 'MX', dialCode: '+52', locale: 'es' });
    const pt = (await call(t.app, { method: 'GET', url: '/api/commonality/i18n/location', headers: { language: 'pt' } })).body.data;
    expect(pt).toEqual({ countryCode: 'BR', dialCode: '+55', locale: 'pt' });
  });
});
