// TRC-20 transfers read from TronGrid: recorded answers in TronGrid's documented shape, served by a
// real HTTP server the adapter reaches over the network client, as it reaches api.trongrid.io.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkClient, ProviderUnreachable } from './http-client';
import { readPaymentSettings, type TronSettings } from './settings';
import { readTronTransfers, transferOf, trc20PageUrl } from './tron';

const RECORDED = path.join(import.meta.dirname, '../../../../test/recorded/trongrid');
const page = (name: string) => fs.readFileSync(path.join(RECORDED, name), 'utf8');
const OURS = 'TRqUrxAxPuiJEAhAqoFFaR4N94kLiNV1fw';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Seen = { url: URL; apiKey: string | undefined };
let server: http.Server;
let seen: Seen[] = [];
/** What the server answers next, by the request's fingerprint ('' for the first page). */
let answers: Record<string, { status: number; body: string }> = {};
let settings: TronSettings;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://trongrid.test');
    seen.push({ url, apiKey: request.headers['tron-pro-api-key'] as string | undefined });
    const answer = answers[url.searchParams.get('fingerprint') ?? ''] ?? { status: 404, body: '{"success":false}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = readPaymentSettings({
    CRYPTO_ADDRESSES_TRC20: OURS,
    CRYPTO_TRONGRID_URL: `http://127.0.0.1:${port}`,
    CRYPTO_TRONGRID_API_KEY: 'trongrid-test-key',
  }).tron!;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reset = (next: typeof answers) => {
  seen = [];
  answers = next;
};

describe('TronGrid TRC-20 transfers', () => {
  it('follows the fingerprint pages and keeps only confirmed transfers of the real token to our address', async () => {
    reset({ '': { status: 200, body: page('page-1.json') }, [JSON.parse(page('page-1.json')).meta.fingerprint]: { status: 200, body: page('page-2.json') } });
    const read = await readTronTransfers(networkClient(), settings, { address: OURS, token: 'USDT', since: 1_764_320_400_000 });
    // The look-alike contract calling itself USDT, our own outgoing transfer and an approval are not payments.
    expect(read.transfers).toEqual([
      {
        txId: 'a7ed9f1b08f33b8dfcd3ce44f2653b622dbcd2c1fe5b1fe476a9d1e6b94cbbac',
        from: 'TNrrTNKgWAQYJqBvE6DCyrs5FeKsHuAwz1',
        to: OURS,
        token: 'USDT',
        rawValue: 150_750_000n,
        blockTimestamp: 1_764_320_403_000,
      },
      {
        txId: 'c12736ab9d4a7b3de54b5b2b3b6ed1fdbd090eb1fb47dd081d7764e501ed6c7b',
        from: 'TNrrTNKgWAQYJqBvE6DCyrs5FeKsHuAwz1',
        to: OURS,
        token: 'USDT',
        rawValue: 20_010_000n,
        blockTimestamp: 1_764_320_415_000,
      },
    ]);
    expect(read).toMatchObject({ newest: 1_764_320_415_000, complete: true });
    // Two calls: confirmed only, incoming only, the token's contract, oldest first from the time asked, the key in its header.
    expect(seen).toHaveLength(2);
    for (const { url, apiKey } of seen) {
      expect(url.pathname).toBe(`/v1/accounts/${OURS}/transactions/trc20`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        only_confirmed: 'true',
        only_to: 'true',
        contract_address: USDT,
        limit: '200',
        order_by: 'block_timestamp,asc',
        min_timestamp: '1764320400000',
      });
      expect(apiKey).toBe('trongrid-test-key');
    }
    expect(seen[1]!.url.searchParams.get('fingerprint')).toBe(JSON.parse(page('page-1.json')).meta.fingerprint);
  });

  it('stops after the pages it may read and says so, to go on from the newest time reached', async () => {
    reset({ '': { status: 200, body: page('page-1.json') } });
    const read = await readTronTransfers(networkClient(), settings, { address: OURS, token: 'USDT', since: 0, maxPages: 1 });
    expect(read).toMatchObject({ complete: false, newest: 1_764_320_409_000 });
    expect(read.transfers.map((transfer) => transfer.rawValue)).toEqual([150_750_000n]);
  });

  it('answers an empty list with nothing new, and the time it was asked from', async () => {
    reset({ '': { status: 200, body: '{"data":[],"success":true,"meta":{"at":1764320500000,"page_size":0}}' } });
    expect(await readTronTransfers(networkClient(), settings, { address: OURS, token: 'USDC', since: 42 })).toEqual({
      transfers: [],
      newest: 42,
      complete: true,
    });
    expect(seen[0]!.url.searchParams.get('contract_address')).toBe(settings.contracts.USDC);
  });

  it('refuses an error answer, a body that is not JSON and a body that is not a list, so the cursor does not move past what was never read', async () => {
    const read = () => readTronTransfers(networkClient(), settings, { address: OURS, token: 'USDT', since: 0 });
    reset({ '': { status: 429, body: '{"Error":"request rate exceeded"}' } });
    await expect(read()).rejects.toThrow(ProviderUnreachable);
    reset({ '': { status: 200, body: '<html>gateway</html>' } });
    await expect(read()).rejects.toThrow(/not JSON/);
    reset({ '': { status: 200, body: '{"success":true,"data":{"transaction_id":"x"}}' } });
    await expect(read()).rejects.toThrow(/not a list/);
  });

  it('reads no transfer from a malformed entry', () => {
    const row = JSON.parse(page('page-1.json')).data[0];
    const of = (change: object) => transferOf({ ...row, ...change }, { address: OURS, token: 'USDT', contract: USDT });
    expect(of({})).toMatchObject({ rawValue: 150_750_000n });
    for (const change of [
      { value: '1.5' },
      { value: '-1' },
      { value: '0' },
      { value: '1'.repeat(79) },
      { transaction_id: 'zz' },
      { from: '0x12' },
      { block_timestamp: '1764320403000' },
      { to: 'TVmTPtVpHTgWzHYnGDbih1QDTuQo6J1Eef' },
    ]) {
      expect(of(change), JSON.stringify(change)).toBeUndefined();
    }
  });

  it('asks for the documented query, with the fingerprint only when paging', () => {
    const url = new URL(trc20PageUrl({ url: 'https://api.trongrid.io' }, { address: OURS, contract: USDT, since: 5 }));
    expect(`${url.origin}${url.pathname}`).toBe(`https://api.trongrid.io/v1/accounts/${OURS}/transactions/trc20`);
    expect(url.searchParams.has('fingerprint')).toBe(false);
  });
});
