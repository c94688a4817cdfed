import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { checkHealth } from './db/health';
import { AppError } from './errors';
import { installAuthentication } from './modules/auth/authentication';
import { BODY_LIMIT_BYTES, installErrorHandling, sendError } from './http/envelope';
import { installResponseContract } from './http/response-contract';
import { installSecurityHeaders } from './http/security-headers';
import { httpsOptions } from './http/tls';
import { installJsonBody } from './http/json-body';
import { refuseControlCharacters } from './http/validate';
import { requestIdOf } from './http/request-id';
import { recordRoutes } from './http/route-table';
import { loggerOptions, RequestLog } from './http/logger';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cardsRoutes } from './modules/cards/cards.routes';
import { configRoutes } from './modules/config/config.routes';
import { filesRoutes } from './modules/files/files.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { setPasswordHashCost } from './modules/users/passwords';
import { mallRoutes } from './modules/mall/mall.routes';
import { ordersDevRoutes } from './modules/orders/orders.dev-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { offlinePaymentsRoutes } from './modules/offline-payments/offline-payments.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { usersRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { opsRoutes } from './modules/ops/ops.routes';
import { codesRoutes } from './modules/codes/codes.routes';
import { rechargeRoutes } from './modules/recharge/recharge.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createPushSender, type PushSender } from './modules/notifications/push';
import { systemClock, type Clock } from './platform/clock';
import type { FileStorage } from './platform/file-storage';
import { fileStores } from './platform/file-stores';
import { createMessageTransport, type MessageTransport } from './platform/messaging';
import { createTaskRunner } from './tasks/task-runner';
import { registerBackgroundTasks } from './background-tasks';
import { codeVault, loadCodesKey, type CodeVault } from './modules/codes/code-vault';
import { tasksRoutes } from './tasks/tasks.routes';
import { opsPaymentsRoutes } from './modules/payments/ops-payments.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentProviders, paymentsNotice } from './modules/payments/providers';
import { paymentOpened } from './modules/payments/payments.service';
import { registerSandbox, registerSandboxTasks } from './simulators/payments';
import { simulatorLink } from './simulators/payments/link';
import { createPaymentAdapters } from './modules/payments/adapters';
import { networkClient } from './modules/payments/adapters/http-client';
import { registerWebhooks } from './modules/payments/webhook-registration';
import { depositAddresses } from './simulators/payments/crypto-chain';
import { createSandboxDeps } from './simulators/payments/server-deps';
import { ANNOUNCED_CHAINS } from './simulators/payments/crypto-join';

/**
 * What the app is given; the file stores left out are made from the configuration (a folder, or
 * S3_BUCKET). `embedded`: the database is the embedded PGlite, which needs the upkeep PostgreSQL does
 * by itself (db/upkeep.ts).
 */
export type AppDeps = {
  db: Db;
  clock?: Clock;
  storage?: FileStorage;
  exportStorage?: FileStorage;
  messaging?: MessageTransport;
  push?: PushSender;
  embedded?: boolean;
};

const API_PREFIXES = ['/api/', '/api-auth/', '/api-user/', '/cdn/', '/healthz', '/__dev/', '/sandbox/'];

/** Builds the HTTP application on an open database. Tests call this and use `inject`; main.ts listens. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const options = {
    logger: loggerOptions(config),
    // The caller's x-request-id only when it is a short safe id (http/request-id.ts).
    requestIdHeader: false,
    genReqId: (request: { headers: IncomingHttpHeaders }) => requestIdOf(request.headers),
    // Proxy headers (X-Forwarded-For/-Host/-Proto) are believed only from the proxies TRUST_PROXY names.
    // NOTE: Fastify takes a hop count too (proxy-addr), though its types leave numbers out.
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request instead of Fastify's two (http/logger.ts).
    logController: new RequestLog(),
    // A path the router cannot read (a broken escape, a parameter longer than 100 characters) is a
    // parameter error like any other: the envelope with 4001, not Fastify's own answer.
    frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => {
      void sendError(reply, 400, new AppError(ERROR_CODES.PARAM_ERROR, { field: 'path' }));
    },
  } satisfies FastifyServerOptions;
  // With a certificate the server speaks HTTP/2: a phone then asks for the first screen's forty-odd
  // files and calls over one connection instead of six at a time (docs/decisions/020-http2.md).
  // NOTE: Fastify types an HTTP/2 instance apart from an HTTP/1 one, so the settings are typed as the
  // latter's; the routes use nothing of the raw request or response, whose HTTP/2 compatibility
  // objects answer the same calls.
  const served = config.tls ? { http2: true, https: httpsOptions(config.tls) } : {};
  const app = Fastify({ ...options, ...served } as FastifyServerOptions);
  recordRoutes(app);
  app.decorate('publicUrl', config.publicUrl);
  setPasswordHashCost({ memoryKib: config.passwordHashMemoryKib, passes: config.passwordHashPasses });
  const clock = deps.clock ?? systemClock;
  // The payment providers' sandboxes run in this server (simulators/payments/server-deps.ts).
  const sandboxDeps = createSandboxDeps(app, config, { db: deps.db, clock, announcedChains: ANNOUNCED_CHAINS });
  // Making the bucket's client connects to nothing: one is made (and closed) even when both stores are given.
  const stores = await fileStores(config);
  app.addHook('onClose', async () => stores.close());
  // The codes' key is read (or made) on first use, not at start: a server that never makes codes needs none.
  let vault: CodeVault | undefined;
  const ctx: AppContext = {
    codeVault: () => (vault ??= codeVault(loadCodesKey(config))),
    db: deps.db,
    config,
    clock,
    storage: deps.storage ?? stores.files,
    exportStorage: deps.exportStorage ?? stores.exports,
    messaging: deps.messaging ?? createMessageTransport(config, { db: deps.db, clock, log: app.log }),
    push: deps.push ?? createPushSender(config.push, config.pushServiceOrigins),
    tasks: createTaskRunner({
      db: deps.db,
      clock,
      log: app.log,
      pollMs: config.taskPollMs,
      heartbeatSeconds: config.taskHeartbeatSeconds,
      staleSeconds: config.taskStaleSeconds,
      concurrency: config.taskConcurrency,
    }),
    // A provider with its settings is live; without them, the simulator stands in for it while
    // PAYMENTS_SANDBOX is on, and it is off (its methods not offered) otherwise.
    payments: paymentProviders(
      createPaymentAdapters(config.payments, {
        network: networkClient(),
        simulator: config.paymentsSandbox ? simulatorLink(app, sandboxDeps) : null,
        opened: (provider, providerRef) => paymentOpened(deps.db, provider, providerRef),
      }),
      depositAddresses,
    ),
  };

  // At every start: loud while the payment simulator pays for real orders (PAYMENTS_SANDBOX).
  const notice = paymentsNotice(ctx.payments);
  app.log[notice.level]({ payments: notice.providers }, notice.message);
  installErrorHandling(app);
  installAuthentication(app, ctx);
  const background = registerBackgroundTasks(ctx, {
    embedded: deps.embedded ?? false,
    sandboxTasks: config.paymentsSandbox ? (tasks) => registerSandboxTasks(tasks, sandboxDeps) : null,
    log: app.log,
  });
  // Live providers that take their webhook address by API are told it once the server is up (in the background).
  const publicUrl = config.publicUrl;
  if (publicUrl) app.addHook('onReady', async () => void registerWebhooks(ctx.payments, publicUrl, app.log));
  installSecurityHeaders(app, config);
  if (config.checkResponses) installResponseContract(app);
  installJsonBody(app);
  await app.register(formbody);
  app.addHook('preValidation', refuseControlCharacters);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });

  // "Can serve": the database answers in time, is migrated, and the embedded one's folder takes writes.
  app.get('/healthz', async (_request, reply) => {
    const health = await checkHealth(ctx.db, { dataDir: config.databaseUrl ? undefined : config.dataDir });
    return reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
  authRoutes(app, ctx);
  usersRoutes(app, ctx);
  configRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  filesRoutes(app, ctx);
  storesRoutes(app, ctx);
  followsRoutes(app, ctx);
  accountsRoutes(app, ctx);
  cardsRoutes(app, ctx);
  stockRoutes(app, ctx);
  listingsRoutes(app, ctx);
  mallRoutes(app, ctx);
  ordersRoutes(app, ctx);
  ordersDevRoutes(app, ctx);
  offlinePaymentsRoutes(app, ctx);
  walletRoutes(app, ctx);
  apiKeysRoutes(app, ctx);
  opsRoutes(app, ctx);
  codesRoutes(app, ctx);
  rechargeRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  referenceRoutes(app);
  webhooksRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  opsPaymentsRoutes(app, ctx);
  if (config.paymentsSandbox) registerSandbox(app, ctx, sandboxDeps);
  tasksRoutes(app, ctx);
  // Tasks and their loops run only in a listening server (main.ts); tests drive runners of their own step by step.
  app.addHook('onListen', async () => background.start());
  app.addHook('onClose', async () => background.stop());

  const webDir = config.webDir && fs.existsSync(path.join(config.webDir, 'index.html')) ? config.webDir : undefined;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours is the only Cache-Control: send's own (max-age=0) would overwrite what setHeaders sets.
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = path.relative(webDir, file).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // HEAD answers as GET does (Node sends no body for it), as the static routes' own HEAD does.
    if (webDir && (request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      const asset = request.url.split('?')[0].slice(1);
      if (asset && !asset.includes('..') && fs.existsSync(path.join(webDir, asset)) && fs.statSync(path.join(webDir, asset)).isFile()) {
        return reply.sendFile(asset);
      }
      // A missing hashed asset (an old build's chunk) is a 404: the page would break on HTML served as script.
      if (asset.startsWith('assets/')) return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      // Every panel route is rendered by the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, new AppError(404));
  });

  return app;
}
