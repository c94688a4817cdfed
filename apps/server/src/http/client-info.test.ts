import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { readClientInfo } from './client-info';

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
