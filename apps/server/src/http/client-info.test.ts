import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { limitAddressOf, readClientInfo } from './client-info';

const echo = async (headers: Record<string, string>) => {
  const app = Fastify();
  app.get('/', async (request) => readClientInfo(request));
  const res = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  return res.json();
};

describe('readClientInfo', () => {
  it('reads every header of spec section 7', async () => {
    const info = await echo({
      deviceId: 'dev-1',
      language: 'pt',
      terminal: 'mobile',
      os: 'ios',
      'browser-name': 'Safari',
      'browser-version': '17.1',
      'X-Source': 'panel',
      SystemCode: 'panel3.0-mobile',
      Authorization: 'Bearer abc.def',
    });
    expect(info).toEqual({
      deviceId: 'dev-1',
      locale: 'pt',
      terminal: 'mobile',
      os: 'ios',
      browserName: 'Safari',
      browserVersion: '17.1',
      source: 'panel',
      systemCode: 'panel3.0-mobile',
      authorization: { type: 'Bearer', token: 'abc.def' },
    });
  });

  it('falls back from the language header to Accept-Language, then to en', async () => {
    expect((await echo({ language: 'es-ES' })).locale).toBe('es');
    expect((await echo({ language: 'fr', 'accept-language': 'pt-BR,pt;q=0.9' })).locale).toBe('pt');
    expect((await echo({ 'accept-language': 'de-DE' })).locale).toBe('en');
  });

  it('ignores an Authorization header that is not "<Type> <token>"', async () => {
    expect((await echo({ Authorization: 'justatoken' })).authorization).toBeUndefined();
  });

  it('keeps header text short and printable', async () => {
    const info = await echo({ deviceId: `x${'a'.repeat(500)}` });
    expect(info.deviceId).toHaveLength(200);
  });
});

describe('limitAddressOf', () => {
  it('keeps an IPv4 address, reads an IPv4-mapped IPv6 address as its IPv4, and counts any other IPv6 address on its /64', () => {
    expect(limitAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(limitAddressOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitAddressOf('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(limitAddressOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitAddressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddressOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddressOf('::1')).toBe('0:0:0:0::/64');
    expect(limitAddressOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});
