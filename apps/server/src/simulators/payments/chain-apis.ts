// The simulated chains as their nodes' own APIs, read by the production watchers
// (modules/payments/adapters/evm, adapters/tron.ts) exactly as they read a real node:
//   POST /sandbox/evm/<ERC20|BEP20|POLYGON>   Ethereum JSON-RPC: eth_blockNumber, eth_getBlockByNumber,
//                                             eth_getLogs (ERC-20 Transfer logs), eth_getTransactionReceipt
//   GET  /sandbox/trongrid/v1/accounts/<address>/transactions/trc20   TronGrid's TRC-20 list (confirmed only)
// What they answer comes from the simulator's blocks and transfers (crypto-chain.ts): a transfer is
// in its block once the chain's head reached it, with one log of the token's mainnet contract, and a
// block's hash is a digest of the chain and its number (the simulated chains never reorganize).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONFIRMATIONS_REQUIRED, CRYPTO_TOKENS, type CryptoChain, type CryptoToken } from '@panel/domain/payments';
import { sandboxChainTransfers } from '../../db/schema';
import { EVM_CHAINS, MAINNET_CONTRACTS, type EvmChain } from '../../modules/payments/adapters/settings';
import { addressTopic, TRANSFER_TOPIC } from '../../modules/payments/adapters/evm/watcher';
import { chainHeight, simulatedPayer } from './crypto-chain';
import type { SandboxDeps } from './deps';

export const EVM_RPC_PREFIX = '/sandbox/evm';
export const TRONGRID_PREFIX = '/sandbox/trongrid';

/** Blocks one eth_getLogs may span, as public nodes limit it (wider answers -32005). */
export const SIMULATED_SPAN_MAX = 5_000;
/** TronGrid's largest page. */
const TRONGRID_PAGE_MAX = 200;

const hex = (n: number | bigint) => `0x${n.toString(16)}`;

/** A block's hash on a simulated chain: the same every time it is asked. */
export const simulatedBlockHash = (chain: CryptoChain, number: number) => `0x${createHash('sha256').update(`sandbox block:${chain}:${number}`).digest('hex')}`;

/** The token of a contract on a chain (any case), when it is one of the watched tokens. */
const tokenOfContract = (chain: EvmChain | 'TRC20', contract: string): CryptoToken | undefined =>
  CRYPTO_TOKENS.find((token) => MAINNET_CONTRACTS[chain][token].toLowerCase() === contract.toLowerCase());

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const QUANTITY = /^0x[0-9a-f]{1,16}$/i;
function blockOf(value: unknown, head: number): number {
  if (value === 'latest' || value === 'safe' || value === 'finalized') return head;
  if (value === 'earliest') return 0;
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw new RpcFailure(-32602, 'invalid block number');
  return Number.parseInt(value, 16);
}

/** A topic filter position: null (any), one topic, or a list of them. */
function topicSet(value: unknown): Set<string> | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((topic) => typeof topic === 'string')) throw new RpcFailure(-32602, 'invalid topics');
  return new Set((list as string[]).map((topic) => topic.toLowerCase()));
}

function evmMethods(deps: SandboxDeps, chain: EvmChain) {
  const logsOf = async (from: number, to: number, filter: { contracts: Set<string> | null; toTopics: Set<string> | null }) => {
    const rows = await deps.db
      .select({
        txHash: sandboxChainTransfers.txHash,
        token: sandboxChainTransfers.token,
        toAddress: sandboxChainTransfers.toAddress,
        amountRaw: sandboxChainTransfers.amountRaw,
        blockNumber: sandboxChainTransfers.blockNumber,
        // A log's index is its place in its block.
        logIndex: sql<number>`(row_number() over (partition by ${sandboxChainTransfers.blockNumber} order by ${sandboxChainTransfers.id}) - 1)::int`,
      })
      .from(sandboxChainTransfers)
      .where(and(eq(sandboxChainTransfers.chain, chain), gte(sandboxChainTransfers.blockNumber, from), lte(sandboxChainTransfers.blockNumber, to)))
      .orderBy(asc(sandboxChainTransfers.blockNumber), asc(sandboxChainTransfers.id));
    return rows.flatMap((row) => {
      const contract = MAINNET_CONTRACTS[chain][row.token as CryptoToken].toLowerCase();
      const topics = [TRANSFER_TOPIC, addressTopic(simulatedPayer(chain)), addressTopic(row.toAddress)];
      if (filter.contracts && !filter.contracts.has(contract)) return [];
      if (filter.toTopics && !filter.toTopics.has(topics[2]!)) return [];
      return [
        {
          address: contract,
          topics,
          data: `0x${BigInt(row.amountRaw).toString(16).padStart(64, '0')}`,
          blockNumber: hex(row.blockNumber),
          blockHash: simulatedBlockHash(chain, row.blockNumber),
          transactionHash: row.txHash,
          transactionIndex: hex(row.logIndex),
          logIndex: hex(row.logIndex),
          removed: false,
        },
      ];
    });
  };

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => hex({ ERC20: 1, BEP20: 56, POLYGON: 137 }[chain]),
    eth_blockNumber: async () => hex(await chainHeight(deps.db, chain)),
    async eth_getBlockByNumber([tag]) {
      const head = await chainHeight(deps.db, chain);
      const number = blockOf(tag, head);
      if (number > head) return null;
      return { number: hex(number), hash: simulatedBlockHash(chain, number), parentHash: simulatedBlockHash(chain, number - 1), transactions: [] };
    },
    async eth_getLogs([filter]) {
      if (!filter || typeof filter !== 'object') throw new RpcFailure(-32602, 'invalid filter');
      const { fromBlock, toBlock, address, topics } = filter as { fromBlock?: unknown; toBlock?: unknown; address?: unknown; topics?: unknown };
      const head = await chainHeight(deps.db, chain);
      const from = blockOf(fromBlock ?? 'latest', head);
      const to = Math.min(blockOf(toBlock ?? 'latest', head), head);
      if (to - from + 1 > SIMULATED_SPAN_MAX) throw new RpcFailure(-32005, `query exceeds max block range ${SIMULATED_SPAN_MAX}`);
      if (to < from) return [];
      const filters = Array.isArray(topics) ? topics : [];
      const first = topicSet(filters[0]);
      if (first && !first.has(TRANSFER_TOPIC)) return [];
      const contracts = address === undefined || address === null ? null : topicSet(address);
      return logsOf(from, to, { contracts, toTopics: topicSet(filters[2]) });
    },
    async eth_getTransactionReceipt([txHash]) {
      if (typeof txHash !== 'string') throw new RpcFailure(-32602, 'invalid transaction hash');
      const [transfer] = await deps.db
        .select()
        .from(sandboxChainTransfers)
        .where(and(eq(sandboxChainTransfers.chain, chain), eq(sandboxChainTransfers.txHash, txHash.toLowerCase())));
      if (!transfer || transfer.blockNumber > (await chainHeight(deps.db, chain))) return null;
      return {
        transactionHash: transfer.txHash,
        status: '0x1',
        blockNumber: hex(transfer.blockNumber),
        blockHash: simulatedBlockHash(chain, transfer.blockNumber),
      };
    },
  };
  return methods;
}

/** One JSON-RPC call answered as a node does: its result, or its error with the request's id. */
async function answerCall(methods: Record<string, (params: unknown[]) => Promise<unknown>>, call: unknown) {
  const request = (call && typeof call === 'object' ? call : {}) as { id?: unknown; method?: unknown; params?: unknown };
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null;
  const method = typeof request.method === 'string' && Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'the method does not exist/is not available' } };
  try {
    return { jsonrpc: '2.0', id, result: await method(Array.isArray(request.params) ? request.params : []) };
  } catch (error) {
    if (error instanceof RpcFailure) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** A TRC-20 transfer row as TronGrid lists it. */
function tronRow(transfer: typeof sandboxChainTransfers.$inferSelect) {
  const token = transfer.token as CryptoToken;
  return {
    transaction_id: transfer.txHash,
    token_info: { symbol: token, address: MAINNET_CONTRACTS.TRC20[token], decimals: 6, name: token === 'USDT' ? 'Tether USD' : 'USD Coin' },
    block_timestamp: transfer.createdAt.getTime(),
    from: simulatedPayer('TRC20'),
    to: transfer.toAddress,
    type: 'Transfer',
    value: transfer.amountRaw,
  };
}

export function chainApiRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const byChain = new Map(EVM_CHAINS.map((chain) => [chain, evmMethods(deps, chain)]));

  app.post<{ Params: { chain: string } }>(`${EVM_RPC_PREFIX}/:chain`, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const methods = byChain.get(request.params.chain as EvmChain);
    if (!methods) return reply.code(404).send({ error: 'no such chain' });
    const body = request.body;
    if (Array.isArray(body)) {
      if (body.length > 50) return reply.send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } });
      return reply.send(await Promise.all(body.map((call) => answerCall(methods, call))));
    }
    return reply.send(await answerCall(methods, body));
  });

  app.get<{ Params: { address: string }; Querystring: Record<string, string | undefined> }>(
    `${TRONGRID_PREFIX}/v1/accounts/:address/transactions/trc20`,
    async (request, reply) => {
      const query = request.query;
      const limit = Math.min(Math.max(Number(query.limit ?? 20) || 20, 1), TRONGRID_PAGE_MAX);
      const since = Number(query.min_timestamp ?? 0) || 0;
      const after = /^\d{1,18}$/.test(query.fingerprint ?? '') ? Number(query.fingerprint) : 0;
      const token = query.contract_address ? tokenOfContract('TRC20', query.contract_address) : undefined;
      if (query.contract_address && !token) return reply.send({ success: true, data: [], meta: { at: deps.clock.now().getTime(), page_size: 0 } });
      // In a block once the head reached it; confirmed once the block is solidified, CONFIRMATIONS_REQUIRED.TRC20 blocks deep.
      const head = await chainHeight(deps.db, 'TRC20');
      const rows = await deps.db
        .select()
        .from(sandboxChainTransfers)
        .where(
          and(
            eq(sandboxChainTransfers.chain, 'TRC20'),
            eq(sandboxChainTransfers.toAddress, request.params.address),
            token ? eq(sandboxChainTransfers.token, token) : inArray(sandboxChainTransfers.token, [...CRYPTO_TOKENS]),
            lte(sandboxChainTransfers.blockNumber, query.only_confirmed === 'true' ? head - CONFIRMATIONS_REQUIRED.TRC20 + 1 : head),
            gte(sandboxChainTransfers.createdAt, new Date(since)),
            gt(sandboxChainTransfers.id, after),
          ),
        )
        .orderBy(asc(sandboxChainTransfers.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return reply.send({
        success: true,
        data: page.map(tronRow),
        meta: { at: deps.clock.now().getTime(), page_size: page.length, ...(more ? { fingerprint: String(page.at(-1)!.id) } : {}) },
      });
    },
  );
}
