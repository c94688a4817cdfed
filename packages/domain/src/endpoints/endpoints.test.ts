import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './all';
import { fillPath, pathParams } from './endpoint';

const entries = allEndpoints();

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    const keys = entries.map((entry) => `${entry.method} ${entry.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(entries.map((entry) => [`${entry.area}.${entry.name}`, entry] as const))('%s: its path parameters are the keys of its params schema', (_, entry) => {
    const names = pathParams(entry.path);
    const schema = entry.schemas.params;
    if (names.length === 0) return expect(schema).toBeUndefined();
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((schema as z.ZodObject).shape).sort()).toEqual([...names].sort());
  });

  it('lets an API key reach only a logged-in user’s own calls, and takes an Idempotency-Key only on a write', () => {
    expect(entries.filter((entry) => entry.scope && entry.access !== 'user').map((entry) => entry.path)).toEqual([]);
    expect(entries.filter((entry) => entry.idempotent && entry.method === 'GET').map((entry) => entry.path)).toEqual([]);
  });

  it('fills a path’s parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/api/order/:id/cards/:n', { id: 'a/b c', n: 2 })).toBe('/api/order/a%2Fb%20c/cards/2');
    expect(() => fillPath('/api/order/:id', {})).toThrow('needs the path parameter id');
  });
});
