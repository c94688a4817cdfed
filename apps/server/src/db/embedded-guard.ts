import type { PGlite } from '@electric-sql/pglite';
import { isFatalEmbeddedError } from './failures';

/** The failure of a call that waited longer than the time-out for the embedded database: PostgreSQL's statement time-out code. */
export class EmbeddedTimeoutError extends Error {
  readonly code = '57014';
  constructor(ms: number) {
    super(`canceling statement due to statement timeout (the embedded database was busy for ${ms} ms)`);
  }
}

/** The failure of every call after a fatal one: the instance is gone (calls on it would never settle) until the server restarts. */
export class EmbeddedFailedError extends Error {
  readonly code = '57P02';
  constructor(cause: unknown) {
    super('the embedded database failed and must be restarted', { cause });
  }
}

/**
 * Puts the embedded database's three entry points (query, exec, transaction: all drizzle uses)
 * behind one queue of our own, so that:
 * - a call that cannot start within `waitMs` (the database is held by a long or stuck
 *   transaction, or a transaction that calls the outer handle and waits for itself) fails as a
 *   statement time-out and never runs later;
 * - a failure only a restart mends (see isFatalEmbeddedError) is reported once to `onFatal`,
 *   and every later call fails at once (an aborted instance never answers again).
 * PGlite runs one call at a time anyway; a call that has started cannot be interrupted.
 * Answers whether the instance has failed (closing it then would hang).
 */
export function guardEmbedded(client: PGlite, { waitMs, onFatal }: { waitMs: number; onFatal?: (error: unknown) => void }): { failed(): boolean } {
  let busy = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        return resolve();
      }
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      // 0 waits as long as it takes, like PostgreSQL's statement_timeout = 0.
      const timer =
        waitMs > 0
          ? setTimeout(() => {
              waiting.splice(waiting.indexOf(start), 1);
              reject(new EmbeddedTimeoutError(waitMs));
            }, waitMs)
          : undefined;
      waiting.push(start);
    });

  let fatal: unknown;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (fatal !== undefined) throw new EmbeddedFailedError(fatal);
      await turn();
      try {
        if (fatal !== undefined) throw new EmbeddedFailedError(fatal);
        return await call(...args);
      } catch (error) {
        if (fatal === undefined && isFatalEmbeddedError(error)) {
          fatal = error;
          onFatal?.(error);
        }
        throw error;
      } finally {
        release();
      }
    };
  client.query = guard(client.query.bind(client)) as PGlite['query'];
  client.exec = guard(client.exec.bind(client));
  client.transaction = guard(client.transaction.bind(client)) as PGlite['transaction'];
  return { failed: () => fatal !== undefined };
}
