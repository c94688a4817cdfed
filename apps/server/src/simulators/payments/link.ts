// What the simulator gives the production adapters: settings that point each provider it speaks the
// wire API of at itself, a client that reaches that API inside this server (through the whole HTTP
// pipeline, as a request from outside would), and its own adapters for the providers it alone
// stands for.
import type { FastifyInstance } from 'fastify';
import { networkClient, type HttpClient } from '../../modules/payments/adapters/http-client';
import { createPaymentAdapters, type SimulatorLink } from '../../modules/payments/adapters';
import { CONFIRMATIONS_REQUIRED } from '@panel/domain/payments';
import {
  EVM_CHAINS,
  MAINNET_CONTRACTS,
  type EvmChainSettings,
  type OnerwaySettings,
  type PaypalSettings,
  type PixApiSettings,
  type TpagaSettings,
  type TronSettings,
} from '../../modules/payments/adapters/settings';
import { EVM_RPC_PREFIX, TRONGRID_PREFIX } from './chain-apis';
import { depositAddresses } from './crypto-chain';
import { withAnnouncedChains } from './crypto-join';
import type { SandboxDeps } from './deps';
import { ONERWAY_API_PREFIX, ONERWAY_CHECKOUT_PATH, ONERWAY_SANDBOX_APP_ID, ONERWAY_SANDBOX_MERCHANT_NO } from './onerway';
import { PIX_MERCHANT } from './local-methods';
import { PIX_API_PREFIX, PIX_SANDBOX_CLIENT_ID } from './pix-api';
import { PAYPAL_API_PREFIX, PAYPAL_SANDBOX_CLIENT_ID } from './paypal';
import { PAYPAL_SANDBOX_WEBHOOK_ID } from './paypal-webhook-signing';
import { SIMULATOR_ORIGIN } from './origin';
import { TPAGA_API_PREFIX, TPAGA_SANDBOX_USER } from './tpaga';
import { createSandboxProviders } from './index';

export function injectClient(app: FastifyInstance): HttpClient {
  return async (request) => {
    const url = new URL(request.url);
    const answer = await app.inject({ method: request.method, url: `${url.pathname}${url.search}`, headers: request.headers, payload: request.body });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string | undefined>, body: answer.body };
  };
}

/** Each simulated EVM chain's node, its deposit addresses and the tokens' mainnet contracts, at the depth the panel's chains have. */
const simulatedEvm = () =>
  Object.fromEntries(
    EVM_CHAINS.map((chain): [string, EvmChainSettings] => [
      chain,
      {
        chain,
        rpcUrls: [`${SIMULATOR_ORIGIN}${EVM_RPC_PREFIX}/${chain}`],
        addresses: depositAddresses(chain),
        contracts: MAINNET_CONTRACTS[chain],
        confirmations: CONFIRMATIONS_REQUIRED[chain],
      },
    ]),
  );

export function simulatorLink(app: FastifyInstance, deps: SandboxDeps): SimulatorLink {
  const providers = createSandboxProviders(deps);
  return {
    settings: {
      evm: simulatedEvm(),
      tron: {
        url: `${SIMULATOR_ORIGIN}${TRONGRID_PREFIX}`,
        apiKey: undefined,
        addresses: depositAddresses('TRC20'),
        contracts: MAINNET_CONTRACTS.TRC20,
      } satisfies TronSettings,
      // The card frame the panel loads is the simulator's own page (the same origin as the panel). The
      // secret is read when first signed with, as the server's key is (non-enumerable, as settings.ts keeps secrets).
      onerway: Object.defineProperty(
        {
          merchantNo: ONERWAY_SANDBOX_MERCHANT_NO,
          appId: ONERWAY_SANDBOX_APP_ID,
          apiUrl: `${SIMULATOR_ORIGIN}${ONERWAY_API_PREFIX}`,
          sdkUrl: ONERWAY_CHECKOUT_PATH,
        },
        'secret',
        { get: () => deps.secret('onerway'), enumerable: false },
      ) as OnerwaySettings,
      // The PSP's API Pix: no client certificate in-process; the demo key of the BR Codes.
      pix: Object.defineProperty(
        { apiUrl: `${SIMULATOR_ORIGIN}${PIX_API_PREFIX}`, clientId: PIX_SANDBOX_CLIENT_ID, certFile: undefined, keyFile: undefined, key: PIX_MERCHANT.key },
        'clientSecret',
        { get: () => deps.secret('pix'), enumerable: false },
      ) as PixApiSettings,
      // PayPal's REST API; its webhooks signed with the simulator's certificate, served from the simulator's host.
      paypal: Object.defineProperty(
        {
          clientId: PAYPAL_SANDBOX_CLIENT_ID,
          webhookId: PAYPAL_SANDBOX_WEBHOOK_ID,
          apiUrl: `${SIMULATOR_ORIGIN}${PAYPAL_API_PREFIX}`,
          certHosts: [new URL(SIMULATOR_ORIGIN).hostname] as readonly string[],
        },
        'clientSecret',
        { get: () => deps.secret('paypal'), enumerable: false },
      ) as PaypalSettings,
      tpaga: Object.defineProperty({ apiUrl: `${SIMULATOR_ORIGIN}${TPAGA_API_PREFIX}`, user: TPAGA_SANDBOX_USER }, 'password', {
        get: () => deps.secret('tpaga'),
        enumerable: false,
      }) as TpagaSettings,
    },
    http: injectClient(app),
    providers,
    join: { crypto: (watched) => withAnnouncedChains(watched, providers.crypto, deps) },
  };
}

/** The adapters a server with no payment settings picks while the simulator is on (the economy model's and the tests'). */
export const simulatedPaymentAdapters = (app: FastifyInstance, deps: SandboxDeps) =>
  createPaymentAdapters({ evm: {} }, { network: networkClient(), simulator: simulatorLink(app, deps) });
