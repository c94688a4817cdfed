// The providers' settings: a provider is live only with all of its settings, a half-set one refuses
// to start naming what is missing, secrets may come from files and never show when the settings are
// printed, and addresses are checked before anything is watched or called.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { DEFAULT_CONFIRMATIONS, MAINNET_CONTRACTS, ONERWAY_PRODUCTION_URL, PAYPAL_PRODUCTION_URL, readPaymentSettings, TRONGRID_URL } from './settings';

const ONERWAY = { ONERWAY_MERCHANT_NO: '800209', ONERWAY_APP_ID: '1727880846378401792', ONERWAY_SECRET: 'onerway-secret-value' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'paypal-secret-value', PAYPAL_WEBHOOK_ID: '1JE4291016473214C' };
const PIX = {
  PIX_API_URL: 'https://pix.psp.example.com/api/v2',
  PIX_CLIENT_ID: 'pix-client',
  PIX_CLIENT_SECRET: 'pix-secret-value',
  PIX_KEY: '123e4567-e12b-12d1-a456-426655440000',
};
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('payment settings', () => {
  it('leave every provider off when none is set', () => {
    expect(readPaymentSettings({})).toEqual({ onerway: undefined, paypal: undefined, pix: undefined, tpaga: undefined, evm: {}, tron: undefined });
  });

  it('make a provider live with its settings, on the production hosts unless told otherwise', () => {
    const settings = readPaymentSettings({ ...ONERWAY, ...PAYPAL, ...PIX });
    expect(settings.onerway).toMatchObject({
      merchantNo: '800209',
      appId: ONERWAY.ONERWAY_APP_ID,
      apiUrl: ONERWAY_PRODUCTION_URL,
      secret: ONERWAY.ONERWAY_SECRET,
    });
    expect(settings.paypal).toMatchObject({
      clientId: 'client-id',
      webhookId: PAYPAL.PAYPAL_WEBHOOK_ID,
      apiUrl: PAYPAL_PRODUCTION_URL,
      clientSecret: PAYPAL.PAYPAL_CLIENT_SECRET,
    });
    expect(settings.pix).toMatchObject({ apiUrl: PIX.PIX_API_URL, key: PIX.PIX_KEY, certFile: undefined });
    expect(readPaymentSettings({ ...ONERWAY, ONERWAY_API_URL: 'https://sandbox-acq.onerway.com/' }).onerway!.apiUrl).toBe('https://sandbox-acq.onerway.com');
    // PayPal's webhook certificates are taken from PayPal's hosts: the sandbox's when pointed at its sandbox.
    expect(settings.paypal!.certHosts).toEqual(['api.paypal.com', 'api-m.paypal.com']);
    expect(readPaymentSettings({ ...PAYPAL, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' }).paypal!.certHosts).toEqual([
      'api.sandbox.paypal.com',
      'api-m.sandbox.paypal.com',
    ]);
  });

  it('refuse a provider set in part, naming what is missing', () => {
    expect(() => readPaymentSettings({ ONERWAY_MERCHANT_NO: '800209' })).toThrow(/Onerway: ONERWAY_MERCHANT_NO set without ONERWAY_APP_ID, ONERWAY_SECRET/);
    expect(() => readPaymentSettings({ PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' })).toThrow(/PayPal: .* without PAYPAL_CLIENT_ID/);
    expect(() => readPaymentSettings({ ...PIX, PIX_CERT_FILE: '/etc/pix/cert.pem' })).toThrow(/PIX_CERT_FILE and PIX_KEY_FILE go together/);
    expect(() => readPaymentSettings({ CRYPTO_RPC_ERC20: 'http://127.0.0.1:8545' })).toThrow(/crypto ERC20: .* without CRYPTO_ADDRESSES_ERC20/);
    expect(() => readPaymentSettings({ ...ONERWAY, ONERWAY_API_URL: 'ftp://acq.example.com' })).toThrow(/ONERWAY_API_URL must be an http\(s\) address/);
  });

  it('never show a secret when the settings or the whole configuration are printed', () => {
    const config = loadConfig({
      ...ONERWAY,
      ...PAYPAL,
      ...PIX,
      TPAGA_API_URL: 'https://api.tpaga.co',
      TPAGA_API_USER: 'user',
      TPAGA_API_PASSWORD: 'tpaga-secret-value',
    });
    const printed = JSON.stringify(config) + JSON.stringify({ ...config.payments });
    for (const secret of ['onerway-secret-value', 'paypal-secret-value', 'pix-secret-value', 'tpaga-secret-value']) expect(printed).not.toContain(secret);
    // Still there for the adapter that signs with it.
    expect(config.payments.onerway!.secret).toBe('onerway-secret-value');
    expect(config.payments.tpaga!.password).toBe('tpaga-secret-value');
  });

  it('read a secret from the file NAME_FILE names, and say which file could not be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-settings-'));
    fs.writeFileSync(path.join(dir, 'secret'), 'from-a-file\n');
    const { ONERWAY_SECRET: _, ...rest } = ONERWAY;
    expect(readPaymentSettings({ ...rest, ONERWAY_SECRET_FILE: path.join(dir, 'secret') }).onerway!.secret).toBe('from-a-file');
    expect(() => readPaymentSettings({ ...rest, ONERWAY_SECRET_FILE: path.join(dir, 'missing') })).toThrow(/ONERWAY_SECRET_FILE: cannot read/);
    fs.rmSync(dir, { recursive: true });
  });

  it('watch an EVM chain with its RPC addresses in order, our addresses, the mainnet contracts unless overridden, and its depth', () => {
    const settings = readPaymentSettings({
      CRYPTO_RPC_ERC20: 'http://127.0.0.1:8545, https://rpc.example.org/eth',
      CRYPTO_ADDRESSES_ERC20: EVM_ADDRESS,
      CRYPTO_CONTRACT_ERC20_USDT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    expect(settings.evm.ERC20).toEqual({
      chain: 'ERC20',
      rpcUrls: ['http://127.0.0.1:8545', 'https://rpc.example.org/eth'],
      addresses: [EVM_ADDRESS],
      contracts: { USDT: '0x5FbDB2315678afecb367f032d93F642f64180aa3', USDC: MAINNET_CONTRACTS.ERC20.USDC },
      confirmations: DEFAULT_CONFIRMATIONS.ERC20,
    });
    expect(settings.evm.BEP20).toBeUndefined();
    expect(
      readPaymentSettings({ CRYPTO_RPC_POLYGON: 'http://127.0.0.1:8545', CRYPTO_ADDRESSES_POLYGON: EVM_ADDRESS, CRYPTO_CONFIRMATIONS_POLYGON: '3' }).evm
        .POLYGON!.confirmations,
    ).toBe(3);
    expect(() => readPaymentSettings({ CRYPTO_RPC_ERC20: 'http://127.0.0.1:8545', CRYPTO_ADDRESSES_ERC20: '0x1234' })).toThrow(/"0x1234" is not an address/);
    expect(() =>
      readPaymentSettings({ CRYPTO_RPC_ERC20: 'http://127.0.0.1:8545', CRYPTO_ADDRESSES_ERC20: EVM_ADDRESS, CRYPTO_CONFIRMATIONS_ERC20: '0' }),
    ).toThrow(/CRYPTO_CONFIRMATIONS_ERC20 must be a whole number/);
  });

  it('watch TRON through TronGrid with our addresses, its key kept secret', () => {
    const settings = readPaymentSettings({ CRYPTO_ADDRESSES_TRC20: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', CRYPTO_TRONGRID_API_KEY: 'trongrid-key-value' });
    expect(settings.tron).toMatchObject({
      url: TRONGRID_URL,
      addresses: ['TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
      contracts: MAINNET_CONTRACTS.TRC20,
      apiKey: 'trongrid-key-value',
    });
    expect(JSON.stringify(settings)).not.toContain('trongrid-key-value');
    expect(() => readPaymentSettings({ CRYPTO_ADDRESSES_TRC20: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toThrow(/not a TRON address/);
    expect(() => readPaymentSettings({ CRYPTO_TRONGRID_API_KEY: 'key' })).toThrow(/without CRYPTO_ADDRESSES_TRC20/);
  });
});
