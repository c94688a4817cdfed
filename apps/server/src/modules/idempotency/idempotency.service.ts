// Idempotency keys with Stripe's rules (design/payments.md): the key, a hash of the request and the
// first answer (business failures included) are stored inside the business transaction itself, so
// an answer exists exactly when its effect does. A replay gets the stored answer; the same key
// with another request is refused (4001); a key whose first request is still running answers -5.
// Unexpected failures (500) store nothing: the effect rolled back, so a retry may run it again.
import { createHash } from 'node:crypto';
import { lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ERROR_CODES, isErrorCode } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { asItIs, literalWithNext, preparedStatement, rowsOfEach, StatementTemplate } from '../../db/literal';
import { accessTokens, idempotencyKeys } from '../../db/schema';
import type { TokenRow } from '../auth/auth.public';
import { constraintOf, sqlStateOf, withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { TaskRunner } from '../../tasks/task-runner';

/**
 * How long an answer is kept for replays, at least: 30 days, so that a reseller's shop can use its
 * own order number as the key and retry a call it lost days later without buying twice.
 */
export const IDEMPOTENCY_KEEP_HOURS = 30 * 24;

/** The caller's session as the transaction's first statement finds it: its token's hash, and what its row says (undefined: not settled there). */
export type SessionToSettle = { tokenHash: string; settle(row: TokenRow | undefined): { userId: string } | undefined };

/** A session the first statement could not settle (unknown, dead, or its use to be marked): to be looked up on its own, then the call run again. */
export class SessionNotSettled extends Error {}

export type IdempotentCall = {
  /** The caller; or, instead, their session to look up in the same statement as the key (SessionToSettle). */
  userId: string | SessionToSettle;
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
/** A stored answer as row_to_json gives it. */
type StoredRow = { scope: string; request_hash: string; resp_code: number; response: unknown };

/**
 * Stores the call's answer with the work's last write: a work whose last write holds rows every
 * caller needs (an order's reservation moves the seller's shared stock counts) runs `statement` as
 * part of that write (the answer is then taken as kept, so the work must run it), so those rows stay
 * locked only from that write to the commit. A business failure after it still undoes the answer
 * with the work and stores the failure.
 */
export type KeepAnswer<T> = {
  statement(result: T): SQL;
  /**
   * The answer a statement decides, to run in it: `result` where `succeeded` (a boolean of that
   * statement) holds, else `failure` with its data's `limit` set to `limit` (an integer of that
   * statement), stored as a failure thrown by the work would be. `statement` is the same for every
   * call, its values placeholders (a statement template may be built with it once): `values` fills
   * them. The work then tells `settled`.
   */
  decided(succeeded: SQL, limit: SQL): { statement: SQL; values(result: T, failure: AppError): Record<string, unknown> };
  /**
   * The work's outcome once its transaction committed, when its last statement, which keeps the
   * answer (`decided`), goes with the COMMIT: the result, or the AppError whose answer it kept. The
   * work's own return value is then not used.
   */
  settled(outcome: Promise<T>): void;
};

/** The key's lock, and its stored answer (see runIdempotent). */
const LOOKUP = new StatementTemplate(sql`
  select pg_try_advisory_xact_lock(hashtextextended(${sql.placeholder('userId')}::text || ':' || ${sql.placeholder('key')}::text, 0)) as locked,
         (select row_to_json(k) from ${idempotencyKeys} k where k.user_id = ${sql.placeholder('userId')}::uuid and k.key = ${sql.placeholder('key')}::text) as stored`);

/** LOOKUP for the user of a live token, found by its hash: the token's row with the key's lock and stored answer; no row without a live token. */
const LOOKUP_BY_TOKEN = new StatementTemplate(sql`
  select t.id as token_id, t.user_id, extract(epoch from t.last_used_at)::float8 * 1000 as last_used_ms, extract(epoch from t.expires_at)::float8 * 1000 as expires_ms,
         pg_try_advisory_xact_lock(hashtextextended(t.user_id::text || ':' || ${sql.placeholder('key')}::text, 0)) as locked,
         (select row_to_json(k) from ${idempotencyKeys} k where k.user_id = t.user_id and k.key = ${sql.placeholder('key')}::text) as stored
  from ${accessTokens} t where t.token_hash = ${sql.placeholder('tokenHash')}::text and t.revoked_at is null`);

/** The placeholders of keep.decided's statement. */
const DECIDED = Object.fromEntries(
  ['userId', 'key', 'scope', 'requestHash', 'createdAt', 'result', 'failureCode', 'failure'].map((name) => [name, sql.placeholder(`answer_${name}`)]),
) as Record<'userId' | 'key' | 'scope' | 'requestHash' | 'createdAt' | 'result' | 'failureCode' | 'failure', Placeholder<string>>;

/** The savepoint the work runs under: a business failure rolls back to it, keeping the key. */
const WORK = asItIs(sql.raw('savepoint idempotent_work'));
const UNDO_WORK = sql.raw('rollback to savepoint idempotent_work');

/** The key's row was written by a request whose commit our read did not see yet (see runIdempotent). */
function isKeyTaken(error: unknown): boolean {
  return sqlStateOf(error) === '23505' && constraintOf(error) === 'idempotency_keys_user_id_key_pk';
}

/**
 * Runs `work` once per (caller, key): in one transaction that also stores the answer under the
 * key. A replay answers the stored result (or throws the stored failure) without running `work`.
 * `work` may store its answer with its last write (KeepAnswer).
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, work: (tx: Tx, keep: KeepAnswer<T>, userId: string) => Promise<T>): Promise<T> {
  const requestHash = requestHashOf(call.scope, call.input);
  const once = () =>
    withTransaction(db, async (tx): Promise<{ result: T } | { failure: AppError } | { outcome: Promise<T> }> => {
      // The lock, held until this transaction ends (a second request with the key, meanwhile, is
      // told to wait), and the stored answer, in one statement. Its snapshot may be a moment older
      // than the lock: a request that committed the key in between is not seen, its row makes our
      // insert fail, and the call is run once more, which reads it. Then the savepoint the work
      // runs under (never released: the commit ends it): a business failure undoes the work, and
      // an answer kept early, but keeps the key. Written with their values in, both go with the
      // transaction's BEGIN in one round trip (db/held-control.ts); the lookup is prepared once per
      // connection, so its plan is kept.
      let userId: string;
      let held: { locked: boolean; stored: StoredRow | null } | undefined;
      if (typeof call.userId === 'string') {
        userId = call.userId;
        [[held]] = rowsOfEach<[NonNullable<typeof held>, never]>(await tx.execute(preparedStatement(LOOKUP.with({ userId, key: call.key }), WORK)));
      } else {
        // The session's token, then the key of the user it is, in the same statement.
        const [[found]] = rowsOfEach<[TokenRow & NonNullable<typeof held>, never]>(
          await tx.execute(preparedStatement(LOOKUP_BY_TOKEN.with({ tokenHash: call.userId.tokenHash, key: call.key }), WORK)),
        );
        const session = call.userId.settle(found);
        if (!session) throw new SessionNotSettled();
        userId = session.userId;
        held = found;
      }
      if (!held?.locked) throw new AppError(ERROR_CODES.PROCESS_ALREADY_STARTED);
      const { stored } = held;
      if (stored) {
        if (stored.scope !== call.scope || stored.request_hash !== requestHash) {
          throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'Idempotency-Key', reason: 'KEY_REUSED' });
        }
        if (stored.resp_code === 200) return { result: stored.response as T };
        const failure = stored.response as StoredFailure;
        // A code that left the registry since is answered as the internal error it now is.
        const code = isErrorCode(stored.resp_code) ? stored.resp_code : ERROR_CODES.INTERNAL;
        return { failure: new AppError(code, failure.data, failure.messageKey, failure.params) };
      }
      const row = { userId, key: call.key, scope: call.scope, requestHash, createdAt: call.now };
      // The answer is the transaction's last write, and nobody reads what it returns: it goes with the COMMIT.
      const answer = (respCode: SQL, response: SQL) =>
        sql`insert into ${idempotencyKeys} (user_id, key, scope, request_hash, resp_code, response, created_at)
          values (${row.userId}::uuid, ${row.key}::text, ${row.scope}::text, ${row.requestHash}::text, ${respCode}, ${response}, ${row.createdAt.toISOString()}::timestamptz)`;
      const json = (response: unknown) => sql`${JSON.stringify(response ?? null)}::text::jsonb`;
      const failureOf = (error: AppError): StoredFailure => ({ data: error.data, messageKey: error.messageKey, params: error.params });
      let kept: { result: T } | undefined;
      let outcome: Promise<T> | undefined;
      const keep: KeepAnswer<T> = {
        statement: (result: T) => {
          kept = { result };
          return answer(sql`200`, json(result));
        },
        decided: (succeeded, limit) => ({
          statement: sql`insert into ${idempotencyKeys} (user_id, key, scope, request_hash, resp_code, response, created_at)
            values (${DECIDED.userId}::uuid, ${DECIDED.key}::text, ${DECIDED.scope}::text, ${DECIDED.requestHash}::text,
                    case when ${succeeded} then 200 else ${DECIDED.failureCode}::int end,
                    case when ${succeeded} then ${DECIDED.result}::text::jsonb else jsonb_set(${DECIDED.failure}::text::jsonb, '{data,limit}', to_jsonb(${limit})) end,
                    ${DECIDED.createdAt}::timestamptz)`,
          values: (result, failure) => ({
            [DECIDED.userId.name]: row.userId,
            [DECIDED.key.name]: row.key,
            [DECIDED.scope.name]: row.scope,
            [DECIDED.requestHash.name]: row.requestHash,
            [DECIDED.createdAt.name]: row.createdAt.toISOString(),
            [DECIDED.result.name]: JSON.stringify(result ?? null),
            [DECIDED.failureCode.name]: failure.code,
            [DECIDED.failure.name]: JSON.stringify(failureOf(failure)),
          }),
        }),
        settled: (settled) => {
          // Not waited for when the transaction fails: the failure is the transaction's.
          settled.catch(() => {});
          outcome = settled;
        },
      };
      try {
        const result = await work(tx, keep, userId);
        if (outcome) return { outcome };
        if (kept) return kept;
        await tx.execute(literalWithNext(answer(sql`200`, json(result))));
        return { result };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Back to the savepoint and the failure kept, with the COMMIT: one round trip.
        await tx.execute(UNDO_WORK);
        await tx.execute(literalWithNext(answer(sql`${error.code}::int`, json(failureOf(error)))));
        return { failure: error };
      }
    });
  let ran: Awaited<ReturnType<typeof once>>;
  try {
    ran = await once();
  } catch (error) {
    if (!isKeyTaken(error)) throw error;
    ran = await once();
  }
  if ('outcome' in ran) return ran.outcome;
  if ('failure' in ran) throw ran.failure;
  return ran.result;
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
