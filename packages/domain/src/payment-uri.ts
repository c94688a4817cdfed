// What a crypto payment's QR code holds: the chain's payment request URI where wallets read one, so
// that a scan fills in the token, the network and the exact amount, not only the address. EVM chains
// take EIP-681's token transfer (ethereum:<token contract>@<chain id>/transfer?address=<to>&uint256=
// <amount in the token's smallest unit>), read by MetaMask, Trust Wallet and Coinbase Wallet; Solana
// takes Solana Pay's transfer request (solana:<to>?amount=<decimal>&spl-token=<mint>). Tron has no
// payment URI its wallets agree on: its QR holds the address alone, and the screen says the rest.
import type { CryptoChain, CryptoToken } from './payments';

/** The EVM chains' ids (EIP-155), mainnet. */
export const EVM_CHAIN_IDS: Readonly<Record<'ERC20' | 'BEP20' | 'POLYGON', number>> = { ERC20: 1, BEP20: 56, POLYGON: 137 };

/** The tokens' mints on Solana (mainnet). */
export const SOLANA_MINTS: Readonly<Record<CryptoToken, string>> = {
  USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
};

const DECIMAL = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/** A decimal amount in a token's smallest unit ('20.00' with 6 decimals: '20000000'); undefined when it has more decimals than the token. */
export function tokenUnits(amount: string, decimals: number): string | undefined {
  const match = DECIMAL.exec(amount);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1]! + fraction.padEnd(decimals, '0')).toString();
}

export type PaymentRequest = {
  chain: CryptoChain;
  token: CryptoToken;
  /** The deposit address to pay. */
  address: string;
  /** The amount to send, a decimal of the token. */
  amount: string;
  /** The token's decimals on the chain. */
  decimals: number;
  /** The token's contract on an EVM chain (as the server watches it). */
  contract?: string;
};

/** The payment request URI of a crypto payment, or the address alone where the chain has none a wallet reads (Tron) or a part is missing. */
export function paymentRequestUri({ chain, token, address, amount, decimals, contract }: PaymentRequest): string {
  if (chain === 'SOLANA') {
    return `solana:${address}?amount=${encodeURIComponent(amount)}&spl-token=${SOLANA_MINTS[token]}`;
  }
  if (chain === 'TRC20') return address;
  const units = tokenUnits(amount, decimals);
  if (!contract || units === undefined) return address;
  return `ethereum:${contract}@${EVM_CHAIN_IDS[chain]}/transfer?address=${address}&uint256=${units}`;
}
