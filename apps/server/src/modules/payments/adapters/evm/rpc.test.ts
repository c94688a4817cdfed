// The JSON-RPC client against nodes that misbehave (scripted answers in the JSON-RPC shape): each
// call fails over to the next address on a network failure, an error answer or a malformed one, and
// stays with the address that answered; malformed results (quantities, hashes, logs, receipts), an
// answer for another request and an oversized answer are refused; a node's own error reaches the
// caller with its code when every address fails.
import { describe, expect, it } from 'vitest';
import { ProviderUnreachable, type HttpClient, type HttpRequest } from '../http-client';
import { ANSWER_MAX_CHARS, evmRpc, LOGS_MAX, RANGE_TOO_LARGE, RpcError } from './rpc';

const HASH = `0x${'ab'.repeat(32)}`;
const LOG = {
  address: `0x${'11'.repeat(20)}`,
  topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', `0x${'0'.repeat(64)}`, `0x${'0'.repeat(24)}${'22'.repeat(20)}`],
  data: `0x${(5_000_000).toString(16).padStart(64, '0')}`,
  blockNumber: '0x10',
  blockHash: HASH,
  transactionHash: HASH,
  logIndex: '0x0',
  removed: false,
};

type Node = (request: { method: string; id: number; params: unknown[] }) => { status?: number; body: string } | 'down';
const result = (value: unknown) => (request: { id: number }) => ({ body: JSON.stringify({ jsonrpc: '2.0', id: request.id, result: value }) });

/** Nodes by address, each answering by a script; every call is recorded. */
function nodes(scripts: Record<string, Node>) {
  const calls: string[] = [];
  const http: HttpClient = async (request: HttpRequest) => {
    calls.push(request.url);
    const body = JSON.parse(request.body!) as { method: string; id: number; params: unknown[] };
    const answer = scripts[request.url]!(body);
    if (answer === 'down') throw new ProviderUnreachable('connect ECONNREFUSED');
    return { status: answer.status ?? 200, headers: {}, body: answer.body };
  };
  return { http, calls };
}

describe('failover', () => {
  it('goes to the next address when one is down or answers an error, and stays with the one that answered', async () => {
    const { http, calls } = nodes({
      a: () => 'down',
      b: (r) => ({ body: JSON.stringify({ jsonrpc: '2.0', id: r.id, error: { code: -32000, message: 'header not found' } }) }),
      c: result('0x2a'),
    });
    const rpc = evmRpc(http, ['a', 'b', 'c']);
    expect(await rpc.blockNumber()).toBe(42);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(rpc.answering).toBe('c');
    expect(await rpc.blockNumber()).toBe(42);
    expect(calls).toEqual(['a', 'b', 'c', 'c']);
  });

  it('when every address fails, a node\u2019s own error comes out with its code (-32005 for a range too large)', async () => {
    const tooLarge: Node = (r) => ({
      status: 400,
      body: JSON.stringify({ jsonrpc: '2.0', id: r.id, error: { code: -32005, message: 'query returned more than 10000 results' } }),
    });
    const rpc = evmRpc(nodes({ a: () => 'down', b: tooLarge }).http, ['a', 'b']);
    const error = await rpc.logs({ fromBlock: 1, toBlock: 5_000, address: [], topics: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(RANGE_TOO_LARGE);
    await expect(evmRpc(nodes({ a: () => 'down' }).http, ['a']).blockNumber()).rejects.toBeInstanceOf(ProviderUnreachable);
  });
});

describe('answers checked', () => {
  const one = (node: Node) => evmRpc(nodes({ a: node }).http, ['a']);

  it('refuses malformed quantities, an answer to another request, a non-JSON or server-error answer, and an oversized one', async () => {
    for (const bad of ['42', '0x', '0x0042', '0xzz', 42, null, `0x${'f'.repeat(17)}`])
      await expect(one(result(bad)).blockNumber()).rejects.toThrow(/malformed/);
    await expect(one(() => ({ body: JSON.stringify({ jsonrpc: '2.0', id: 999, result: '0x1' }) })).blockNumber()).rejects.toThrow(/not a JSON-RPC answer/);
    await expect(one(() => ({ body: '<html>' })).blockNumber()).rejects.toThrow(/not JSON/);
    await expect(one(() => ({ status: 502, body: '' })).blockNumber()).rejects.toThrow(/502/);
    await expect(one(() => ({ body: `{"result":"${'0'.repeat(ANSWER_MAX_CHARS)}"}` })).blockNumber()).rejects.toThrow(/over/);
  });

  it('reads blocks, logs and receipts field by field, lower-cased; a missing block or receipt is null', async () => {
    expect(await one(result({ number: '0x10', hash: HASH.toUpperCase().replace('0X', '0x'), parentHash: HASH })).block(16)).toEqual({
      number: 16,
      hash: HASH,
      parentHash: HASH,
    });
    expect(await one(result(null)).block(16)).toBeNull();
    await expect(one(result({ number: '0x10', hash: '0x1234', parentHash: HASH })).block(16)).rejects.toThrow(/block hash/);
    expect(await one(result([LOG])).logs({ fromBlock: 1, toBlock: 2, address: [], topics: [] })).toEqual([{ ...LOG, blockNumber: 16, logIndex: 0 }]);
    for (const broken of [
      { ...LOG, topics: 'x' },
      { ...LOG, topics: [...LOG.topics, HASH, HASH] },
      { ...LOG, data: '0x1' },
      { ...LOG, transactionHash: 'x' },
      { ...LOG, address: '0x12' },
      { ...LOG, logIndex: -1 },
    ]) {
      await expect(one(result([broken])).logs({ fromBlock: 1, toBlock: 2, address: [], topics: [] })).rejects.toThrow(/malformed/);
    }
    expect(await one(result({ status: '0x1', blockNumber: '0x10', blockHash: HASH })).receipt(HASH)).toEqual({
      succeeded: true,
      blockNumber: 16,
      blockHash: HASH,
    });
    expect(await one(result({ status: '0x0', blockNumber: '0x10', blockHash: HASH })).receipt(HASH)).toMatchObject({ succeeded: false });
    expect(await one(result(null)).receipt(HASH)).toBeNull();
    await expect(one(result({ status: 'success', blockNumber: '0x10', blockHash: HASH })).receipt(HASH)).rejects.toThrow(/receipt status/);
  });

  it('treats more logs than it reads at once as a range too large, to be split', async () => {
    const error = await one(result(Array.from({ length: LOGS_MAX + 1 }, () => LOG)))
      .logs({ fromBlock: 1, toBlock: 2, address: [], topics: [] })
      .catch((e: unknown) => e);
    expect((error as RpcError).code).toBe(RANGE_TOO_LARGE);
  });
});
