// Idempotency keys with Stripe's rules (design/payments.md): the key, a hash of the request and the
// first answer (business failures included) are stored inside the business transaction itself, so
// an answer exists exactly when its effect does. A replay gets the stored answer; the same key
// with another request is refused (4001); a key whose first request is still running answers -5.
// Unexpected failures (500) store nothing: the effect rolled back, so a retry may run it again.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ERROR_CODES, isErrorCode } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { TaskRunner } from '../../tasks/task-runner';

/** How long an answer is kept for replays, at least (Stripe keeps 24 hours). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export type IdempotentCall = {
  userId: string;
  /** The caller's Idempotency-Key. */
  key: string;
  /** The operation (method and route pattern): a key belongs to one operation. */
  scope: string;
  /** The validated request: the same key with another request is refused. */
  input: unknown;
  now: Date;
};

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHashOf = (scope: string, input: unknown) => createHash('sha256').update(scope).update('\n').update(canonicalJson(input)).digest('hex');

type StoredFailure = { data: unknown; messageKey?: string; params?: Record<string, string | number> };

/**
 * Runs `work` once per (caller, key): in one transaction that also stores the answer under the
 * key. A replay answers the stored result (or throws the stored failure) without running `work`.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, work: (tx: Tx) => Promise<T>): Promise<T> {
  const requestHash = requestHashOf(call.scope, call.input);
  const outcome = await withTransaction(db, async (tx): Promise<{ result: T } | { failure: AppError }> => {
    // Held until this transaction ends: a second request with the key, meanwhile, is told to wait.
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`${call.userId}:${call.key}`}, 0)) as locked`);
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) throw new AppError(ERROR_CODES.PROCESS_ALREADY_STARTED);
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
    if (stored) {
      if (stored.scope !== call.scope || stored.requestHash !== requestHash) {
        throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'Idempotency-Key', reason: 'KEY_REUSED' });
      }
      if (stored.respCode === 200) return { result: stored.response as T };
      const failure = stored.response as StoredFailure;
      // A code that left the registry since is answered as the internal error it now is.
      const code = isErrorCode(stored.respCode) ? stored.respCode : ERROR_CODES.INTERNAL;
      return { failure: new AppError(code, failure.data, failure.messageKey, failure.params) };
    }
    const row = { userId: call.userId, key: call.key, scope: call.scope, requestHash, createdAt: call.now };
    try {
      // A savepoint: a business failure undoes the work but keeps the key and its answer.
      const result = await withTransaction(tx, work);
      await tx.insert(idempotencyKeys).values({ ...row, respCode: 200, response: (result ?? null) as object });
      return { result };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const failure: StoredFailure = { data: error.data, messageKey: error.messageKey, params: error.params };
      await tx.insert(idempotencyKeys).values({ ...row, respCode: error.code, response: failure });
      return { failure: error };
    }
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.result;
}

/** Forgets answers older than the keep time; answers how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date, keepHours = IDEMPOTENCY_KEEP_HOURS): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - keepHours * 3_600_000)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** The hourly sweep that forgets old answers, on the task runner. */
export function registerIdempotencySweep(tasks: TaskRunner) {
  tasks.registerTaskHandler('idempotency.purge', async ({ db, now }) => ({ purged: await purgeIdempotencyKeys(db, now()) }), { everySeconds: 3600 });
}
