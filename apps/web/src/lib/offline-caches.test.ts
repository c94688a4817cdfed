import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@panel/domain/endpoints/all';
import { OFFLINE_READS, SERVER_PATHS } from './offline-caches';

// The build reads offline-caches.ts before any module of the panel, so it names its reads as
// strings: each must still be a read of the endpoint table.
describe('the reads kept offline', () => {
  const reads = new Set(allEndpoints().flatMap((entry) => (entry.method === 'GET' ? [entry.path] : [])));

  it.each(OFFLINE_READS)('%s is a GET of the endpoint table, with no path parameter', (path) => {
    expect(reads.has(path)).toBe(true);
    expect(path).not.toContain(':');
  });

  it('keeps none that a user must not find on a shared phone: no codes, cards, keys or payment details', () => {
    expect(OFFLINE_READS.filter((path) => /codes|cards|api-keys|webhooks|payment/.test(path))).toEqual([]);
  });

  it('treats every path of the table as the server’s, never the panel’s', () => {
    expect(
      allEndpoints()
        .filter((entry) => !SERVER_PATHS.test(entry.path))
        .map((entry) => entry.path),
    ).toEqual([]);
  });
});
