// A crypto payment's QR: EIP-681's token transfer on EVM chains and Solana Pay's transfer request
// on Solana, each checked against the example its standard gives; Tron's address alone.
import { describe, expect, it } from 'vitest';
import { paymentRequestUri, tokenUnits } from './payment-uri';

describe('the payment request URI', () => {
  it('writes an EVM token transfer as EIP-681 does (its own example: 1 unit of a token to an address)', () => {
    // EIP-681, "Examples": ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1 (chain 1 named).
    expect(
      paymentRequestUri({
        chain: 'ERC20',
        token: 'USDT',
        address: '0x8e23ee67d1332ad560396262c48ffbb01f93d052',
        amount: '0.000001',
        decimals: 6,
        contract: '0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7',
      }),
    ).toBe('ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7@1/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1');
  });

  it('names the network and counts the amount in the token’s smallest unit: 18 decimals on BNB Chain, 6 on Polygon', () => {
    const to = '0x1111111111111111111111111111111111111111';
    expect(
      paymentRequestUri({ chain: 'BEP20', token: 'USDT', address: to, amount: '20.07', decimals: 18, contract: '0x55d398326f99059fF775485246999027B3197955' }),
    ).toBe(`ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=${to}&uint256=20070000000000000000`);
    expect(
      paymentRequestUri({ chain: 'POLYGON', token: 'USDC', address: to, amount: '5.5', decimals: 6, contract: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' }),
    ).toBe(`ethereum:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359@137/transfer?address=${to}&uint256=5500000`);
  });

  it('writes a Solana transfer as Solana Pay does (its own example: 1 USDC to an address)', () => {
    // Solana Pay, "Transfer request" example: solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v
    expect(paymentRequestUri({ chain: 'SOLANA', token: 'USDC', address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', amount: '1', decimals: 6 })).toBe(
      'solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    );
  });

  it('holds the address alone on Tron, and where the contract is unknown or the amount finer than the token', () => {
    expect(
      paymentRequestUri({
        chain: 'TRC20',
        token: 'USDT',
        address: 'TXYZ1111111111111111111111111111',
        amount: '20.00',
        decimals: 6,
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      }),
    ).toBe('TXYZ1111111111111111111111111111');
    expect(paymentRequestUri({ chain: 'ERC20', token: 'USDT', address: '0xabc', amount: '20.00', decimals: 6 })).toBe('0xabc');
    expect(tokenUnits('1.0000001', 6)).toBeUndefined();
    expect(tokenUnits('12.340000', 2)).toBe('1234');
    expect(tokenUnits('-1', 6)).toBeUndefined();
  });
});
