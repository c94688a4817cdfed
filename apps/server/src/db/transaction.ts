// The one way to open a business transaction. Functions that lock rows or move units or money
// take a `Tx`, which only withTransaction produces: handing them the plain database handle does
// not compile, so a lock can never be taken outside a transaction (where it would be released at
// once) and a money movement can never half-happen.
import type { Db } from './client';
import { SQLSTATE } from './failures';

declare const TX: unique symbol;

/** A database handle inside a transaction opened by withTransaction. */
export type Tx = Db & { readonly [TX]: true };

/** Transactions opened by withTransaction, to tell a nested call (a savepoint) from an outer one. */
const open = new WeakSet<object>();

/** PostgreSQL's serialization failure and deadlock: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** The first of the error and the errors it wraps (the driver's, the ORM's) that names `field`. */
function fromCauses(error: unknown, field: 'code' | 'constraint', valid: (value: string) => boolean): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const value = (cause as Record<string, unknown>)[field];
    if (typeof value === 'string' && valid(value)) return value;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, through the driver's and the ORM's wrappers. */
export const sqlStateOf = (error: unknown) => fromCauses(error, 'code', (code) => SQLSTATE.test(code));

/** The constraint a database error names (a unique or foreign key violated), through the wrappers. */
export const constraintOf = (error: unknown) => fromCauses(error, 'constraint', Boolean);

export type TransactionOptions = {
  /** Extra runs after a serialization failure or a deadlock (PostgreSQL); 0 runs once. */
  retries?: number;
};

/**
 * Runs `work` in a transaction and answers its result; an error rolls everything back. A
 * serialization failure or a deadlock is retried up to `retries` times after a short random wait.
 * Called with a `Tx`, it opens a savepoint inside it instead (no retry: the outer transaction owns that).
 */
export async function withTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>, { retries = 3 }: TransactionOptions = {}): Promise<T> {
  const run = () =>
    db.transaction(async (inner) => {
      open.add(inner);
      return work(inner as unknown as Tx);
    });
  if (open.has(db)) return run();
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}
