import path from 'node:path';
import { DEFAULT_TIMEOUTS, type DatabaseTimeouts } from './db/client';
import { DEFAULT_STATEMENT_CACHE } from './db/statement-cache';
import { readPaymentSettings, type PaymentSettings } from './modules/payments/adapters/settings';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server reads from its environment, with the README's defaults. */
export type Config = {
  port: number;
  host: string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server answers HTTPS itself, HTTP/2 with HTTP/1.1 beside
   * it for older clients. Unset: plain HTTP/1.1, for a proxy in front that ends TLS.
   */
  tls: TlsFiles | undefined;
  dataDir: string;
  /** PostgreSQL server; when unset the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Public base address of stored files; when unset it is derived from each request's host. */
  cdnUrl: string | undefined;
  /** Address of the older web panel; the hand-over is offered only when set. */
  oldPanelUrl: string | undefined;
  /** Folder of the built panel served at `/`; unset serves the API alone. */
  webDir: string | undefined;
  uploadMaxBytes: number;
  tokenIdleMinutes: number;
  tokenMaxHours: number;
  /** Failed logins allowed per account (and per source address) before the wait. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Calls one API key may make per minute; beyond, 140029 until the minute ends. */
  apiKeyCallsPerMinute: number;
  /** Seed the demo accounts on a fresh database: by default only on the embedded one. */
  seedDemo: boolean;
  /** Serve GET /__dev/outbox (every message kept, codes included) to loopback callers. Development and tests only. */
  devOutbox: boolean;
  /** Check every API success answer against its route's response schema, answering 500 on a mismatch. Tests only. */
  checkResponses: boolean;
  /** Public address of the panel (`https://panel.example.com`), for links and the CDN base; unset uses the address the request reached. */
  publicUrl: string | undefined;
  /** Which proxies' X-Forwarded-* headers to believe: false (none), a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** HTTP SMS gateway (`https://user:token@sms.example.com/send`); unset keeps SMS in the outbox table. */
  smsGatewayUrl: string | undefined;
  /** argon2id cost of password and code hashes (memory in KiB, passes). */
  passwordHashMemoryKib: number;
  passwordHashPasses: number;
  /** Units a store may hold minted and unsold across its cards, and stock changes per store per minute. */
  stockMaxUnitsPerStore: number;
  stockChangesPerMinute: number;
  /** Hours a buyer has to pay a new order before the sweep cancels it, and how often the sweep runs. */
  orderPayWithinHours: number;
  orderExpirySweepSeconds: number;
  /** Units one buyer may hold in a store's orders not yet paid in full; more is refused (150044) until they pay or cancel. */
  orderMaxUnpaidUnitsPerStore: number;
  /** Wrong verification codes an account (or address) may enter per day before codes are refused until the next day. */
  codeMaxFailuresPerDay: number;
  logLevel: LogLevel;
  supportEmail: string;
  /** The key activation codes are sealed with (base64 of 32 bytes); unset: `codes.key` in the data directory, made on first use. */
  codesKey: string | undefined;
  /** Tries of the public redeem page per source address in 15 minutes before a wait. */
  redeemMaxTries: number;
  /** Hours an export of codes can be downloaded before its file is deleted. */
  exportTtlHours: number;
  /**
   * PAYMENTS_SANDBOX: the payment providers' simulator runs in this server and every provider is
   * it, test instruments that pay included. Off, online and crypto methods are not offered. On by
   * default only for a server of one's own: the embedded database, and not on a public address.
   */
  paymentsSandbox: boolean;
  /** Each payment provider's settings (README "Payment providers"); a provider with its settings is live. */
  payments: PaymentSettings;
  /** PAYMENTS_SYNC_SECONDS: how often waiting attempts are expired and providers without webhooks (tpaga) are asked. */
  paymentsSyncSeconds: number;
  /** SMTP server for email (nodemailer URL, e.g. smtps://user:pass@mail.example.com); unset keeps messages in the outbox table. */
  smtpUrl: string | undefined;
  /** Crypto payment attempts one user may have waiting at once; another is refused (140029) until one ends. */
  cryptoMaxLiveAttemptsPerUser: number;
  /** Refused (unverified) webhooks kept per source address a minute; more answer 429 and are not kept. */
  webhookRejectedPerMinute: number;
  /** Hours a refused webhook's record (its hash, first bytes and repeat count) is kept. */
  webhookRejectedRetentionHours: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE: users' webhook endpoints may be plain http and on loopback or private
   * addresses (a receiver on this machine or the local network). Off, an endpoint must be https and
   * its host must resolve to public addresses only, checked when it is added and at every send.
   */
  webhookAllowPrivate: boolean;
  /** Sender of the emails. */
  mailFrom: string;
  /** Web Push: the VAPID keys and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); null keeps push off. */
  push: PushSettings | null;
  /** The push services a browser's subscription may name (origins, `*.` for any subdomain): nothing else is ever called. */
  pushServiceOrigins: string[];
  /** Live event streams one account may hold open (the oldest closes), and one process in all (more answer 503). */
  liveStreamsPerUser: number;
  liveStreamsMax: number;
  /** How often a process reads new live events while it has streams open. */
  livePollMs: number;
  /** Outbox messages older than this are deleted. */
  outboxRetentionHours: number;
  /** A verification code's lifetime, and the wrong guesses it survives. */
  codeTtlMinutes: number;
  codeMaxAttempts: number;
  /** Wait before another code to the same address. */
  codeResendSeconds: number;
  /** Codes per address per hour, and per source address per hour. */
  codeMaxPerTarget: number;
  codeMaxPerIp: number;
  /** Failed logins of an account after which the login needs the captcha; 0 never asks. */
  loginCaptchaAfter: number;
  /** How long a held-back login (security alert, two-factor) waits for its code. */
  loginChallengeMinutes: number;
  /** reCAPTCHA: both keys set turn the check on for every login; neither keeps it off. */
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  /** Wrong payment passwords allowed before the account waits `loginLockMinutes`. */
  paymentPasswordMaxFailures: number;
  /** TOP_UP_SURPLUS_CONFIRM_VCOIN: a top-up credited with more than this surplus (VCoin over the amount reported) needs the amount typed twice. */
  topUpSurplusConfirmVcoin: number;
  /** How long the server waits at start for a PostgreSQL server that does not answer, before it gives up. */
  dbConnectRetrySeconds: number;
  /** Time-outs of every database call: a statement, getting a connection, a transaction left idle. */
  dbTimeouts: DatabaseTimeouts;
  /** DB_STATEMENT_CACHE: data statements each database connection keeps prepared by name; 0 prepares none (a pooler that cannot keep them). */
  dbStatementCache: number;
  /** Task runner: how often it looks for due tasks, how often a running task's heartbeat is written, how long without one before another process takes the task back, and how many tasks a process runs at once (0: none). */
  taskPollMs: number;
  taskHeartbeatSeconds: number;
  taskStaleSeconds: number;
  taskConcurrency: number;
  /** S3_*: the S3-compatible bucket uploads and exports are kept in; unset keeps them in `dataDir` (files/, exports/). */
  s3: S3Settings | undefined;
};

/** The certificate (its chain after it) and its private key, both PEM files. */
export type TlsFiles = { certFile: string; keyFile: string };

/**
 * Where the bucket is and how to reach it. The secret key is a non-enumerable property, so that
 * printing or serialising the configuration never shows it (a spread copy leaves it out: pass the
 * object itself).
 */
export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2 ...); unset: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Both keys, or neither: the SDK's own chain (AWS_* variables, the instance's role). */
  accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Put before every key, ending with `/` (e.g. `panel/`), or ''. */
  prefix: string;
};

const int = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
};

/** PUBLIC_URL without a trailing slash; anything but an http(s) origin is refused at start. */
function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * PAYMENTS_SANDBOX, by name; unset, the simulator runs only where nobody else pays through it: on
 * the embedded database, unless the server listens beyond this machine with a PUBLIC_URL. A
 * deployment (DATABASE_URL, or a public address) never runs it unless told to.
 */
function paymentsSandbox(env: NodeJS.ProcessEnv): boolean {
  if (env.PAYMENTS_MODE)
    throw new Error(
      'PAYMENTS_MODE is gone: PAYMENTS_SANDBOX=true runs the payment simulator, unset or false leaves online and crypto payment off on a deployment',
    );
  if (env.PAYMENTS_SANDBOX) return bool('PAYMENTS_SANDBOX', env.PAYMENTS_SANDBOX, false);
  if (env.DATABASE_URL) return false;
  return !(env.PUBLIC_URL && !LOOPBACK_HOSTS.has(env.HOST || '0.0.0.0'));
}

/**
 * DEV_OUTBOX, refused where the loopback check behind its routes would not keep strangers out: with
 * a PUBLIC_URL beyond this machine, or with TRUST_PROXY (a proxy on this machine makes every caller
 * look local). Its routes show every verification code and end orders.
 */
function devOutbox(env: NodeJS.ProcessEnv): boolean {
  if (env.DEV_OUTBOX !== 'true') return false;
  const publicName = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname.replace(/^\[|\]$/g, '') : null;
  if ((publicName && !LOOPBACK_HOSTS.has(publicName)) || trustProxy(env.TRUST_PROXY) !== false) {
    throw new Error(
      'DEV_OUTBOX=true shows every verification code: it is for a server on this machine alone, not with a public PUBLIC_URL or behind a proxy (TRUST_PROXY)',
    );
  }
  return true;
}

/** TRUST_PROXY: unset or `false` trusts no proxy header; a number is the hop count; else a comma-separated address list. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type PushSettings = { publicKey: string; privateKey: string; subject: string };

/** The push services of Chromium browsers, Firefox, Safari and Edge. */
const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together (`npx web-push generate-vapid-keys` makes the keys). */
function pushSettings(env: NodeJS.ProcessEnv): PushSettings | null {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < names.length) throw new Error(`${names.join(', ')} go together: set all three to send web push, or none to keep it off`);
  const subject = env.VAPID_SUBJECT!;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  const settings = { publicKey: env.VAPID_PUBLIC_KEY!, subject };
  return Object.defineProperty(settings, 'privateKey', { value: env.VAPID_PRIVATE_KEY!, enumerable: false }) as PushSettings;
}

/** TLS_CERT_FILE and TLS_KEY_FILE go together; the files are read when the server is built (app.ts). */
function tlsFiles(env: NodeJS.ProcessEnv, cwd: string): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither for plain HTTP');
  return { certFile: path.resolve(cwd, certFile), keyFile: path.resolve(cwd, keyFile) };
}

/** The TASK_* settings; a task must miss more than two heartbeats before it is taken back. */
function taskRunnerConfig(env: NodeJS.ProcessEnv) {
  const taskHeartbeatSeconds = int(env.TASK_HEARTBEAT_SECONDS, 10);
  const taskStaleSeconds = int(env.TASK_STALE_SECONDS, 60);
  if (taskHeartbeatSeconds < 1 || taskStaleSeconds <= 2 * taskHeartbeatSeconds) {
    throw new Error('TASK_STALE_SECONDS must be more than twice TASK_HEARTBEAT_SECONDS, which must be at least 1');
  }
  return { taskPollMs: Math.max(10, int(env.TASK_POLL_MS, 1000)), taskHeartbeatSeconds, taskStaleSeconds, taskConcurrency: int(env.TASK_CONCURRENCY, 2) };
}

const S3_PREFIX = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

const bool = (name: string, value: string | undefined, fallback: boolean) => {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got "${value}"`);
};

/** The S3_* settings: none without S3_BUCKET (the local folder), and a bucket's settings without one are refused. */
function s3Config(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'].filter((name) => env[name]);
  if (!bucket) {
    if (others.length > 0) throw new Error(`${others.join(', ')} set without S3_BUCKET: set the bucket, or unset them to keep files in DATA_DIR`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint) {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials");
  const prefix = (env.S3_PREFIX || '').replace(/\/+$/, '');
  if (prefix && (!S3_PREFIX.test(prefix) || prefix.includes('..')))
    throw new Error(`S3_PREFIX may hold letters, digits and . _ / - only, got "${env.S3_PREFIX}"`);
  const settings = {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false),
    prefix: prefix ? `${prefix}/` : '',
  };
  return Object.defineProperty(settings, 'secretAccessKey', { value: secretAccessKey, enumerable: false }) as S3Settings;
}

/** Reads the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const recaptchaSiteKey = env.RECAPTCHA_SITE_KEY || undefined;
  const recaptchaSecret = env.RECAPTCHA_SECRET || undefined;
  if (Boolean(recaptchaSiteKey) !== Boolean(recaptchaSecret)) {
    throw new Error('Set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or neither');
  }
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    tls: tlsFiles(env, cwd),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    cdnUrl: env.CDN_URL || undefined,
    oldPanelUrl: env.OLD_PANEL_URL || undefined,
    webDir: env.WEB_DIR === '' ? undefined : path.resolve(cwd, env.WEB_DIR || './apps/web/dist'),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    tokenIdleMinutes: int(env.TOKEN_IDLE_MINUTES, 7 * 24 * 60),
    tokenMaxHours: int(env.TOKEN_MAX_HOURS, 30 * 24),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    apiKeyCallsPerMinute: Math.max(1, int(env.API_KEY_CALLS_PER_MINUTE, 600)),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    devOutbox: devOutbox(env),
    checkResponses: env.CHECK_RESPONSES === 'true',
    publicUrl: publicUrl(env.PUBLIC_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    passwordHashMemoryKib: int(env.PASSWORD_HASH_MEMORY_KIB, 19_456),
    passwordHashPasses: int(env.PASSWORD_HASH_PASSES, 2),
    stockMaxUnitsPerStore: int(env.STOCK_MAX_UNITS_PER_STORE, 2_000_000),
    stockChangesPerMinute: int(env.STOCK_CHANGES_PER_MINUTE, 30),
    orderPayWithinHours: Math.max(1, int(env.ORDER_PAY_WITHIN_HOURS, 24)),
    orderExpirySweepSeconds: Math.max(1, int(env.ORDER_EXPIRY_SWEEP_SECONDS, 60)),
    orderMaxUnpaidUnitsPerStore: Math.max(1, int(env.ORDER_MAX_UNPAID_UNITS_PER_STORE, 100)),
    codeMaxFailuresPerDay: int(env.CODE_MAX_FAILURES_PER_DAY, 20),
    logLevel: (env.LOG_LEVEL as LogLevel) || 'info',
    supportEmail: env.SUPPORT_EMAIL || 'support@example.com',
    codesKey: env.CODES_KEY || undefined,
    redeemMaxTries: int(env.REDEEM_MAX_TRIES, 10),
    exportTtlHours: Math.max(1, int(env.EXPORT_TTL_HOURS, 24)),
    paymentsSandbox: paymentsSandbox(env),
    payments: readPaymentSettings(env),
    paymentsSyncSeconds: Math.max(1, int(env.PAYMENTS_SYNC_SECONDS, 15)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Card Panel <no-reply@localhost>',
    push: pushSettings(env),
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS
      ? env.PUSH_SERVICE_ORIGINS.split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : DEFAULT_PUSH_SERVICES,
    liveStreamsPerUser: Math.max(1, int(env.LIVE_STREAMS_PER_USER, 5)),
    liveStreamsMax: Math.max(1, int(env.LIVE_STREAMS_MAX, 10_000)),
    livePollMs: Math.max(50, int(env.LIVE_POLL_MS, 300)),
    outboxRetentionHours: int(env.OUTBOX_RETENTION_HOURS, 72),
    cryptoMaxLiveAttemptsPerUser: Math.max(1, int(env.CRYPTO_MAX_LIVE_ATTEMPTS_PER_USER, 5)),
    webhookRejectedPerMinute: Math.max(1, int(env.WEBHOOK_REJECTED_PER_MINUTE, 30)),
    webhookRejectedRetentionHours: Math.max(1, int(env.WEBHOOK_REJECTED_RETENTION_HOURS, 72)),
    webhookAllowPrivate: bool('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false),
    codeTtlMinutes: int(env.CODE_TTL_MINUTES, 10),
    codeMaxAttempts: int(env.CODE_MAX_ATTEMPTS, 5),
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 60),
    codeMaxPerTarget: int(env.CODE_MAX_PER_TARGET, 10),
    codeMaxPerIp: int(env.CODE_MAX_PER_IP, 30),
    loginCaptchaAfter: int(env.LOGIN_CAPTCHA_AFTER, 3),
    loginChallengeMinutes: int(env.LOGIN_CHALLENGE_MINUTES, 10),
    recaptchaSiteKey,
    recaptchaSecret,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    paymentPasswordMaxFailures: int(env.PAYMENT_PASSWORD_MAX_FAILURES, 5),
    topUpSurplusConfirmVcoin: int(env.TOP_UP_SURPLUS_CONFIRM_VCOIN, 100),
    dbConnectRetrySeconds: int(env.DB_CONNECT_RETRY_SECONDS, 30),
    dbTimeouts: {
      statementMs: int(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_TIMEOUTS.statementMs),
      connectMs: int(env.DB_CONNECT_TIMEOUT_MS, DEFAULT_TIMEOUTS.connectMs),
      idleInTransactionMs: int(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DEFAULT_TIMEOUTS.idleInTransactionMs),
    },
    dbStatementCache: int(env.DB_STATEMENT_CACHE, DEFAULT_STATEMENT_CACHE),
    ...taskRunnerConfig(env),
    s3: s3Config(env),
  };
}
