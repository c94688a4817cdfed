// An EVM chain's JSON-RPC API, read through the HttpClient (design/payments.md "Crypto: watching the
// chains"): the four calls the chain watcher needs (eth_blockNumber, eth_getLogs,
// eth_getBlockByNumber, eth_getTransactionReceipt), each answer checked field by field before use.
// A chain has several RPC addresses: a call goes to the one that answered last, and to the next one
// when it fails, answers an error or answers something malformed. Watch-only: nothing here signs or
// sends a transaction, and no key exists.
import { jsonOf, ProviderUnreachable, type HttpClient } from '../http-client';

/** The largest answer read (a page of logs of our own addresses stays far below it). */
export const ANSWER_MAX_CHARS = 4 * 1024 * 1024;
/** Logs one eth_getLogs answer may hold before its range is split: beyond that it is treated as too large. */
export const LOGS_MAX = 5_000;

/** A JSON-RPC error answer: the node's code and message (-32005: the range or result is too large). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The error code public nodes answer a log query over too many blocks or results with. */
export const RANGE_TOO_LARGE = -32005;

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]{0,15})$/;
const HASH = /^0x[0-9a-f]{64}$/;
const ADDRESS = /^0x[0-9a-f]{40}$/;
const WORD = /^0x[0-9a-f]{64}$/;

const bad = (what: string) => new ProviderUnreachable(`malformed ${what}`);

/** A quantity (0x-hex, no leading zeros) as a safe integer. */
export function quantityOf(value: unknown, what: string): number {
  if (typeof value !== 'string' || !QUANTITY.test(value.toLowerCase())) throw bad(what);
  const number = Number.parseInt(value, 16);
  if (!Number.isSafeInteger(number)) throw bad(what);
  return number;
}

/** A 32-byte hash, lower case. */
export function hashOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HASH.test(value.toLowerCase())) throw bad(what);
  return value.toLowerCase();
}

const addressOf = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !ADDRESS.test(value.toLowerCase())) throw bad(what);
  return value.toLowerCase();
};

export const hexQuantity = (n: number) => `0x${n.toString(16)}`;

/** A log as eth_getLogs answers it, checked: addresses, topics and data lower case. */
export type EvmLog = {
  address: string;
  topics: string[];
  data: string;
  blockNumber: number;
  blockHash: string;
  transactionHash: string;
  logIndex: number;
  removed: boolean;
};

function logOf(value: unknown): EvmLog {
  if (!value || typeof value !== 'object') throw bad('log');
  const log = value as Record<string, unknown>;
  if (!Array.isArray(log.topics) || log.topics.length > 4) throw bad('log topics');
  const topics = log.topics.map((topic) => {
    if (typeof topic !== 'string' || !WORD.test(topic.toLowerCase())) throw bad('log topic');
    return topic.toLowerCase();
  });
  // The data of a log is any length; a Transfer's is one word, checked by its reader. Bounded here.
  if (typeof log.data !== 'string' || log.data.length > 2 + 64 * 8 || !/^0x([0-9a-f]{2})*$/.test(log.data.toLowerCase())) throw bad('log data');
  return {
    address: addressOf(log.address, 'log address'),
    topics,
    data: log.data.toLowerCase(),
    blockNumber: quantityOf(log.blockNumber, 'log block number'),
    blockHash: hashOf(log.blockHash, 'log block hash'),
    transactionHash: hashOf(log.transactionHash, 'log transaction hash'),
    logIndex: quantityOf(log.logIndex, 'log index'),
    removed: log.removed === true,
  };
}

/** A block's number, hash and parent; null when the chain has no block there. */
export type EvmBlock = { number: number; hash: string; parentHash: string } | null;

/** A transaction's receipt: whether it succeeded and where it was mined; null when the node has none (not mined, or reorged away). */
export type EvmReceipt = { succeeded: boolean; blockNumber: number; blockHash: string } | null;

export type EvmRpc = {
  blockNumber(): Promise<number>;
  block(number: number | 'latest'): Promise<EvmBlock>;
  logs(filter: { fromBlock: number; toBlock: number; address: readonly string[]; topics: ReadonlyArray<string | readonly string[] | null> }): Promise<EvmLog[]>;
  receipt(txHash: string): Promise<EvmReceipt>;
  /** The address that answered last (the one tried first next time). */
  readonly answering: string | undefined;
};

type RpcAnswer = { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };

/**
 * A client of one chain's RPC addresses, tried in order from the last that answered. When every
 * address fails, the node's own error is thrown when one answered one (RpcError), else the last failure.
 */
export function evmRpc(http: HttpClient, urls: readonly string[]): EvmRpc {
  if (urls.length === 0) throw new RangeError('A chain needs at least one RPC address');
  let preferred = 0;
  let id = 0;

  async function callOne<T>(url: string, method: string, params: unknown[], read: (result: unknown) => T): Promise<T> {
    const requestId = ++id;
    const answer = await http({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method, params }),
    });
    if (answer.body.length > ANSWER_MAX_CHARS) throw new ProviderUnreachable(`${method}: answer over ${ANSWER_MAX_CHARS} characters`);
    // A node answers an error with 200 or with 4xx/5xx and a JSON-RPC body: read the body first.
    const body = answer.body ? jsonOf<RpcAnswer>(answer, method) : undefined;
    if (body && typeof body === 'object' && body.error && typeof body.error === 'object') {
      const code = typeof body.error.code === 'number' ? body.error.code : 0;
      throw new RpcError(code, `${method}: ${String(body.error.message ?? 'error').slice(0, 200)} (${code})`);
    }
    if (answer.status !== 200) throw new ProviderUnreachable(`${method}: answer ${answer.status}`);
    if (!body || typeof body !== 'object' || body.id !== requestId || !('result' in body)) throw new ProviderUnreachable(`${method}: not a JSON-RPC answer`);
    return read(body.result);
  }

  async function call<T>(method: string, params: unknown[], read: (result: unknown) => T): Promise<T> {
    const failures: Error[] = [];
    for (let i = 0; i < urls.length; i++) {
      const index = (preferred + i) % urls.length;
      try {
        const result = await callOne(urls[index]!, method, params, read);
        preferred = index;
        return result;
      } catch (error) {
        failures.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
    throw failures.find((error) => error instanceof RpcError) ?? failures.at(-1)!;
  }

  return {
    get answering() {
      return urls[preferred];
    },
    blockNumber: () => call('eth_blockNumber', [], (result) => quantityOf(result, 'block number')),
    block: (number) =>
      call('eth_getBlockByNumber', [number === 'latest' ? 'latest' : hexQuantity(number), false], (result) => {
        if (result === null) return null;
        if (!result || typeof result !== 'object') throw bad('block');
        const block = result as Record<string, unknown>;
        return {
          number: quantityOf(block.number, 'block number'),
          hash: hashOf(block.hash, 'block hash'),
          parentHash: hashOf(block.parentHash, 'parent hash'),
        };
      }),
    logs: ({ fromBlock, toBlock, address, topics }) =>
      call('eth_getLogs', [{ fromBlock: hexQuantity(fromBlock), toBlock: hexQuantity(toBlock), address, topics }], (result) => {
        if (!Array.isArray(result)) throw bad('log list');
        if (result.length > LOGS_MAX) throw new RpcError(RANGE_TOO_LARGE, `eth_getLogs: more than ${LOGS_MAX} logs`);
        return result.map(logOf);
      }),
    receipt: (txHash) =>
      call('eth_getTransactionReceipt', [txHash], (result) => {
        if (result === null) return null;
        if (!result || typeof result !== 'object') throw bad('receipt');
        const receipt = result as Record<string, unknown>;
        if (receipt.status !== '0x1' && receipt.status !== '0x0') throw bad('receipt status');
        return {
          succeeded: receipt.status === '0x1',
          blockNumber: quantityOf(receipt.blockNumber, 'receipt block number'),
          blockHash: hashOf(receipt.blockHash, 'receipt block hash'),
        };
      }),
  };
}
