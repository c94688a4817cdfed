// A real EVM chain for the tests: anvil (Foundry's local node, from npm) on a free port, and a
// minimal 6-decimal ERC-20 compiled with solc and deployed from one of anvil's unlocked accounts.
// Calls are encoded by hand (a selector and 32-byte words): no signing library, no key.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ANVIL = path.join(path.dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');

const TOKEN_SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;
contract TestUsd {
  event Transfer(address indexed from, address indexed to, uint256 value);
  mapping(address => uint256) public balanceOf;
  uint8 public constant decimals = 6;
  function mint(address to, uint256 value) external { balanceOf[to] += value; emit Transfer(address(0), to, value); }
  function transfer(address to, uint256 value) public returns (bool) {
    require(balanceOf[msg.sender] >= value, "balance");
    balanceOf[msg.sender] -= value;
    balanceOf[to] += value;
    emit Transfer(msg.sender, to, value);
    return true;
  }
  function transferTwo(address to, uint256 first, uint256 second) external { transfer(to, first); transfer(to, second); }
}`;

/** The token's creation code, compiled once per run. */
let bytecode: string | undefined;
function tokenBytecode(): string {
  if (bytecode) return bytecode;
  const solc = require('solc') as { compile(input: string): string };
  const input = { language: 'Solidity', sources: { 'TestUsd.sol': { content: TOKEN_SOURCE } }, settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } } };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as { errors?: { severity: string; message: string }[]; contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>> };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length) throw new Error(errors.map((error) => error.message).join('\n'));
  bytecode = `0x${output.contracts['TestUsd.sol']!.TestUsd!.evm.bytecode.object}`;
  return bytecode;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const word = (value: bigint | string) => (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '').toLowerCase()).padStart(64, '0');

export type Anvil = {
  url: string;
  accounts: string[];
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  head(): Promise<number>;
  mine(blocks: number): Promise<void>;
  stop(): Promise<void>;
};

/** Starts anvil on a free port (a block per transaction, mined at once) and waits until it answers. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort();
  const child: ChildProcess = spawn(ANVIL, ['--port', String(port), '--host', '127.0.0.1', '--silent', '--accounts', '6'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  let id = 0;
  async function call<T>(method: string, params: unknown[] = []): Promise<T> {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }) });
    const body = (await answer.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  }
  for (let tries = 0; ; tries++) {
    try {
      await call('eth_blockNumber');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const accounts = await call<string[]>('eth_accounts');
  return {
    url,
    accounts,
    call,
    head: async () => Number.parseInt(await call<string>('eth_blockNumber'), 16),
    mine: async (blocks) => void (await call('anvil_mine', [`0x${blocks.toString(16)}`])),
    stop: async () => {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/** The receipt of a transaction once anvil mined it (automining answers first), or an error when it reverted. */
export async function mined(anvil: Anvil, txHash: string) {
  type Receipt = { status: string; contractAddress: string | null; blockNumber: string; blockHash: string };
  let receipt: Receipt | null = null;
  for (let tries = 0; !receipt; tries++) {
    receipt = await anvil.call<Receipt | null>('eth_getTransactionReceipt', [txHash]);
    if (!receipt && tries > 200) throw new Error(`transaction ${txHash} was not mined`);
    if (!receipt) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (receipt.status !== '0x1') throw new Error(`transaction ${txHash} reverted`);
  return { ...receipt, txHash, blockNumber: Number.parseInt(receipt.blockNumber, 16) };
}

/** The test token deployed by `from`; answers its address. */
export async function deployToken(anvil: Anvil, from: string): Promise<string> {
  const txHash = await anvil.call<string>('eth_sendTransaction', [{ from, data: tokenBytecode(), gas: '0x200000' }]);
  return (await mined(anvil, txHash)).contractAddress!;
}

const send = async (anvil: Anvil, from: string, to: string, data: string) => mined(anvil, await anvil.call<string>('eth_sendTransaction', [{ from, to, data, gas: '0x100000' }]));

/** mint(to, value): raw units (6 decimals). */
export const mint = (anvil: Anvil, token: string, from: string, to: string, value: bigint) => send(anvil, from, token, `0x40c10f19${word(to)}${word(value)}`);

/** transfer(to, value) from `from`: raw units; answers the mined receipt (tx hash, block). */
export const transfer = (anvil: Anvil, token: string, from: string, to: string, value: bigint) => send(anvil, from, token, `0xa9059cbb${word(to)}${word(value)}`);

/** Two transfers to `to` in one transaction (two logs: told apart by their log index). */
export const transferTwo = (anvil: Anvil, token: string, from: string, to: string, first: bigint, second: bigint) =>
  send(anvil, from, token, `0x${selectorOfTransferTwo}${word(to)}${word(first)}${word(second)}`);

/** keccak256("transferTwo(address,uint256,uint256)")[0..4], computed by the node itself at first use. */
let selectorOfTransferTwo = '';
export async function prepareSelectors(anvil: Anvil) {
  const hash = await anvil.call<string>('web3_sha3', [`0x${Buffer.from('transferTwo(address,uint256,uint256)').toString('hex')}`]);
  selectorOfTransferTwo = hash.slice(2, 10);
}
