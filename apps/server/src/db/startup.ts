import type { Config } from '../config';
import { EmbeddedVersionError, openDatabase, type Database } from './client';
import { isDatabaseUnavailable } from './failures';
import { DataDirLockedError } from './lock';

/** A start-up failure the operator can act on; its message is the one line the server prints before it exits. */
export class StartupError extends Error {}

/** Waits between tries: from half a second, doubling, at most five seconds. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5000;

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace(/\.0$/, '');

/** The error's own words, on one line (an AggregateError of several addresses says each). */
function reason(error: unknown): string {
  const e = error as { message?: string; code?: string; errors?: unknown[] };
  const text = e.message || (e.errors ?? []).map((inner) => (inner as Error).message).join(', ') || e.code || String(error);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Calls `attempt` until it succeeds, for `seconds` at the most, while it fails because `what`
 * cannot be reached (see isDatabaseUnavailable); any other failure is passed on at once. Each
 * failure is one line to `log`; giving up is a StartupError that says what and for how long.
 */
export async function retryWhileUnavailable<T>(
  attempt: () => Promise<T>,
  options: { seconds: number; what: string; log: (line: string) => void; sleep?: (ms: number) => Promise<void>; now?: () => number },
): Promise<T> {
  const { sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), now = Date.now } = options;
  const deadline = now() + options.seconds * 1000;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - now();
      if (left <= 0) throw new StartupError(`Could not reach ${options.what} in ${options.seconds} s (${reason(error)})`);
      const pause = Math.min(wait, left);
      options.log(`${options.what} is not reachable (${reason(error)}); retrying in ${seconds(pause)} s`);
      await sleep(pause);
    }
  }
}

/** The database address as it may be printed: without its password. */
function printable(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Codes of a data directory the server cannot create or write. */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/**
 * Opens the configured database for the server: takes the data directory's lock (embedded),
 * waits up to `dbConnectRetrySeconds` for a PostgreSQL server that does not answer yet, and
 * migrates. What the operator must fix (a locked or unwritable data directory, an embedded database
 * of another PostgreSQL version, a database that stays unreachable) is a StartupError of one line. `onFatal` gets the one line to print when
 * the embedded database later fails in a way only a restart mends.
 */
export async function startDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbConnectRetrySeconds'> & Partial<Pick<Config, 'dbTimeouts' | 'dbStatementCache'>>,
  { log, onFatal }: { log: (line: string) => void; onFatal?: (line: string) => void },
): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.dbTimeouts,
      statementCache: config.dbStatementCache,
      onFatal: (error) =>
        onFatal?.(
          `The embedded database in ${config.dataDir} failed (${reason(error)}): ` +
            'it cannot go on until the server restarts, with the folder writable again.',
        ),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof EmbeddedVersionError) throw new StartupError(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (!config.databaseUrl && code && UNWRITABLE.has(code)) {
      throw new StartupError(`The data directory ${config.dataDir} cannot be written (${code}): set DATA_DIR to a folder this user can write.`);
    }
    throw error;
  }
  try {
    if (config.databaseUrl) {
      const what = `the database at ${printable(config.databaseUrl)}`;
      await retryWhileUnavailable(() => database.ping(), { seconds: config.dbConnectRetrySeconds, what, log });
    }
    await database.migrate();
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
