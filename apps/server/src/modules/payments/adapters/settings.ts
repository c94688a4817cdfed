// Each payment provider's settings, read from the environment (README "Payment providers"). A
// provider is live when its settings are complete; a provider with some of its settings and not
// all refuses to start, naming what is missing. Secrets may be given in files (NAME_FILE) and are
// non-enumerable properties: printing or serialising the settings never shows them.
import fs from 'node:fs';
import type { CryptoChain, CryptoToken } from '@panel/domain/payments';

export type OnerwaySettings = {
  merchantNo: string;
  appId: string;
  readonly secret: string;
  /** The acquirer's API (production unless told otherwise). */
  apiUrl: string;
  /** The card frame's SDK script the panel loads. */
  sdkUrl: string;
};

export type PaypalSettings = {
  clientId: string;
  readonly clientSecret: string;
  /** The id of the webhook configured at PayPal: part of every signature it sends. */
  webhookId: string;
  apiUrl: string;
  /** Hosts a webhook's signing certificate may be fetched from (PayPal's own in production). */
  certHosts: readonly string[];
};

export type PixApiSettings = {
  /** The PSP's API Pix address. */
  apiUrl: string;
  clientId: string;
  readonly clientSecret: string;
  /** Mutual TLS: the certificate the PSP issued, and its key (PEM files). */
  certFile: string | undefined;
  keyFile: string | undefined;
  /** The PSP's certificate authority (PEM file), when its server certificate is not issued by a public one. */
  caFile: string | undefined;
  /** The receiver's PIX key the charges are paid to. */
  key: string;
};

export type TpagaSettings = { apiUrl: string; user: string; readonly password: string };

export const EVM_CHAINS = ['ERC20', 'BEP20', 'POLYGON'] as const satisfies readonly CryptoChain[];
export type EvmChain = (typeof EVM_CHAINS)[number];

export type EvmChainSettings = {
  chain: EvmChain;
  /** JSON-RPC addresses, tried in order (the next when one fails). */
  rpcUrls: readonly string[];
  /** Our deposit addresses on the chain (watch-only: no key on the server). */
  addresses: readonly string[];
  /** Token contracts watched. */
  contracts: Readonly<Record<CryptoToken, string>>;
  /** Blocks on top of a transfer's before it is credited. */
  confirmations: number;
};

export type TronSettings = { url: string; readonly apiKey: string | undefined; addresses: readonly string[]; contracts: Readonly<Record<CryptoToken, string>> };

export type PaymentSettings = {
  onerway?: OnerwaySettings;
  paypal?: PaypalSettings;
  pix?: PixApiSettings;
  tpaga?: TpagaSettings;
  evm: Partial<Record<EvmChain, EvmChainSettings>>;
  tron?: TronSettings;
};

/** The tokens' mainnet contracts (CRYPTO_CONTRACT_<CHAIN>_<TOKEN> overrides one: a test chain, a bridge). */
export const MAINNET_CONTRACTS: Readonly<Record<EvmChain | 'TRC20', Record<CryptoToken, string>>> = {
  ERC20: { USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7', USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  BEP20: { USDT: '0x55d398326f99059fF775485246999027B3197955', USDC: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  POLYGON: { USDT: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  TRC20: { USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', USDC: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
};

/** Confirmations gateways wait for by default (CRYPTO_CONFIRMATIONS_<CHAIN> changes them). */
export const DEFAULT_CONFIRMATIONS: Readonly<Record<EvmChain, number>> = { ERC20: 12, BEP20: 15, POLYGON: 40 };

export const ONERWAY_PRODUCTION_URL = 'https://acq.onerway.com';
export const ONERWAY_SDK_URL = 'https://checkout-sdk.onerway.com/v3/';
export const PAYPAL_PRODUCTION_URL = 'https://api-m.paypal.com';
export const PAYPAL_CERT_HOSTS = ['api.paypal.com', 'api-m.paypal.com'] as const;
/** PayPal's sandbox signs its webhooks with certificates served from its own hosts. */
export const PAYPAL_SANDBOX_CERT_HOSTS = ['api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'] as const;
export const TRONGRID_URL = 'https://api.trongrid.io';

type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, from NAME or from the file named by NAME_FILE (trimmed). */
export function settingOf(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value) return value;
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    throw new Error(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
  }
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${value}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The provider's settings when all of `required` are set; none when none is; refuses a half-set
 * provider. `optional` names settings that also count as "some set".
 */
function group(env: Env, provider: string, required: readonly string[], optional: readonly string[] = []): Record<string, string> | undefined {
  const values = Object.fromEntries([...required, ...optional].map((name) => [name, settingOf(env, name)]));
  const set = Object.keys(values).filter((name) => values[name]);
  if (set.length === 0) return undefined;
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0)
    throw new Error(`${provider}: ${set.join(', ')} set without ${missing.join(', ')}: set them all to take ${provider} payments, or none`);
  return values as Record<string, string>;
}

function secret<S>(settings: object, name: string, value: string | undefined): S {
  return Object.defineProperty(settings, name, { value, enumerable: false }) as S;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

function onerway(env: Env): OnerwaySettings | undefined {
  const values = group(env, 'Onerway', ['ONERWAY_MERCHANT_NO', 'ONERWAY_APP_ID', 'ONERWAY_SECRET'], ['ONERWAY_API_URL', 'ONERWAY_SDK_URL']);
  if (!values) return undefined;
  const settings = {
    merchantNo: values.ONERWAY_MERCHANT_NO!,
    appId: values.ONERWAY_APP_ID!,
    apiUrl: httpUrl('ONERWAY_API_URL', values.ONERWAY_API_URL || ONERWAY_PRODUCTION_URL),
    sdkUrl: values.ONERWAY_SDK_URL || ONERWAY_SDK_URL,
  };
  return secret<OnerwaySettings>(settings, 'secret', values.ONERWAY_SECRET);
}

function paypal(env: Env): PaypalSettings | undefined {
  const values = group(env, 'PayPal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'], ['PAYPAL_API_URL']);
  if (!values) return undefined;
  const settings = {
    clientId: values.PAYPAL_CLIENT_ID!,
    webhookId: values.PAYPAL_WEBHOOK_ID!,
    apiUrl: httpUrl('PAYPAL_API_URL', values.PAYPAL_API_URL || PAYPAL_PRODUCTION_URL),
    certHosts: PAYPAL_CERT_HOSTS as readonly string[],
  };
  // Pointed at PayPal's sandbox, its webhooks' certificates come from the sandbox's hosts, and only from them.
  if (new URL(settings.apiUrl).hostname.endsWith('.sandbox.paypal.com')) settings.certHosts = PAYPAL_SANDBOX_CERT_HOSTS;
  return secret<PaypalSettings>(settings, 'clientSecret', values.PAYPAL_CLIENT_SECRET);
}

function pix(env: Env): PixApiSettings | undefined {
  const values = group(env, 'PIX', ['PIX_API_URL', 'PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_KEY'], ['PIX_CERT_FILE', 'PIX_KEY_FILE', 'PIX_CA_FILE']);
  if (!values) return undefined;
  if (Boolean(env.PIX_CERT_FILE) !== Boolean(env.PIX_KEY_FILE))
    throw new Error("PIX_CERT_FILE and PIX_KEY_FILE go together: the PSP's certificate and its key");
  const settings = {
    apiUrl: httpUrl('PIX_API_URL', values.PIX_API_URL!),
    clientId: values.PIX_CLIENT_ID!,
    certFile: env.PIX_CERT_FILE || undefined,
    keyFile: env.PIX_KEY_FILE || undefined,
    caFile: env.PIX_CA_FILE || undefined,
    key: values.PIX_KEY!,
  };
  return secret<PixApiSettings>(settings, 'clientSecret', values.PIX_CLIENT_SECRET);
}

function tpaga(env: Env): TpagaSettings | undefined {
  const values = group(env, 'tpaga', ['TPAGA_API_URL', 'TPAGA_API_USER', 'TPAGA_API_PASSWORD']);
  if (!values) return undefined;
  return secret<TpagaSettings>(
    { apiUrl: httpUrl('TPAGA_API_URL', values.TPAGA_API_URL!), user: values.TPAGA_API_USER! },
    'password',
    values.TPAGA_API_PASSWORD,
  );
}

function contractsOf(env: Env, chain: EvmChain | 'TRC20'): Record<CryptoToken, string> {
  return {
    USDT: env[`CRYPTO_CONTRACT_${chain}_USDT`] || MAINNET_CONTRACTS[chain].USDT,
    USDC: env[`CRYPTO_CONTRACT_${chain}_USDC`] || MAINNET_CONTRACTS[chain].USDC,
  };
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

function evmChain(env: Env, chain: EvmChain): EvmChainSettings | undefined {
  const values = group(
    env,
    `crypto ${chain}`,
    [`CRYPTO_RPC_${chain}`, `CRYPTO_ADDRESSES_${chain}`],
    [`CRYPTO_CONFIRMATIONS_${chain}`, `CRYPTO_CONTRACT_${chain}_USDT`, `CRYPTO_CONTRACT_${chain}_USDC`],
  );
  if (!values) return undefined;
  const rpcUrls = list(values[`CRYPTO_RPC_${chain}`]).map((url) => httpUrl(`CRYPTO_RPC_${chain}`, url));
  const addresses = list(values[`CRYPTO_ADDRESSES_${chain}`]);
  const contracts = contractsOf(env, chain);
  for (const address of [...addresses, ...Object.values(contracts)]) {
    if (!EVM_ADDRESS.test(address)) throw new Error(`crypto ${chain}: "${address}" is not an address (0x and 40 hex digits)`);
  }
  return {
    chain,
    rpcUrls,
    addresses,
    contracts,
    confirmations: positive(`CRYPTO_CONFIRMATIONS_${chain}`, values[`CRYPTO_CONFIRMATIONS_${chain}`], DEFAULT_CONFIRMATIONS[chain]),
  };
}

function tron(env: Env): TronSettings | undefined {
  const values = group(
    env,
    'crypto TRC20',
    ['CRYPTO_ADDRESSES_TRC20'],
    ['CRYPTO_TRONGRID_URL', 'CRYPTO_TRONGRID_API_KEY', 'CRYPTO_CONTRACT_TRC20_USDT', 'CRYPTO_CONTRACT_TRC20_USDC'],
  );
  if (!values) return undefined;
  const addresses = list(values.CRYPTO_ADDRESSES_TRC20);
  const contracts = contractsOf(env, 'TRC20');
  for (const address of [...addresses, ...Object.values(contracts)]) {
    if (!TRON_ADDRESS.test(address)) throw new Error(`crypto TRC20: "${address}" is not a TRON address (T and 33 base58 characters)`);
  }
  const settings = { url: httpUrl('CRYPTO_TRONGRID_URL', values.CRYPTO_TRONGRID_URL || TRONGRID_URL), addresses, contracts };
  return secret<TronSettings>(settings, 'apiKey', values.CRYPTO_TRONGRID_API_KEY || undefined);
}

export function readPaymentSettings(env: Env): PaymentSettings {
  const evm: Partial<Record<EvmChain, EvmChainSettings>> = {};
  for (const chain of EVM_CHAINS) {
    const settings = evmChain(env, chain);
    if (settings) evm[chain] = settings;
  }
  return { onerway: onerway(env), paypal: paypal(env), pix: pix(env), tpaga: tpaga(env), evm, tron: tron(env) };
}
