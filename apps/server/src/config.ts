import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server reads from its environment, with the README's defaults. */
export type Config = {
  port: number;
  host: string;
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
  seedDemo: boolean;
  logLevel: LogLevel;
  supportEmail: string;
};

const int = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
};

/** Reads the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
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
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    logLevel: (env.LOG_LEVEL as LogLevel) || 'info',
    supportEmail: env.SUPPORT_EMAIL || 'support@example.com',
  };
}
