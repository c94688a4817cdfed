// Proves the ledger's invariants on a live database (the `ledger verify` command, the operator's
// button and the tests run the same queries): every transaction's entries sum to zero, every
// account's posted balance and holds equal what its entries say, every pending transaction resolved
// at most once, no wallet's available balance below zero.
import { desc, sql } from 'drizzle-orm';
import type { LedgerVerifyResult } from '@panel/domain/contract/ops';
import type { Db } from '../../db/client';
import { ledgerVerifications } from '../../db/schema';
import type { TaskRunner } from '../../tasks/task-runner';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** Checks every invariant and answers what is wrong (nothing when ok). Read-only. */
export async function verifyLedger(db: Db, now: Date = new Date()): Promise<LedgerVerifyResult> {
  const violations: string[] = [];
  const unbalanced = rowsOf(
    await db.execute(sql`
      select t.id, t.phase, coalesce(sum(e.amount_minor), 0)::text as total, count(e.id)::int as entries
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id, t.phase
      having (t.phase <> 'VOID_PENDING' and (coalesce(sum(e.amount_minor), 0) <> 0 or count(e.id) < 2))
          or (t.phase = 'VOID_PENDING' and count(e.id) > 0)
      limit 100`),
  );
  for (const row of unbalanced) violations.push(`transaction ${row.id} (${row.phase}) has ${row.entries} entries summing to ${row.total}`);

  const drifted = rowsOf(
    await db.execute(sql`
      with sums as (
        select a.id, a.code, a.user_id, a.posted_minor, a.pending_debit_minor, a.pending_credit_minor,
          coalesce(sum(e.amount_minor) filter (where e.posted), 0) as posted,
          coalesce(-sum(e.amount_minor) filter (where not e.posted and e.amount_minor < 0 and r.id is null), 0) as held_debit,
          coalesce(sum(e.amount_minor) filter (where not e.posted and e.amount_minor > 0 and r.id is null), 0) as held_credit
        from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        left join ledger_transactions r on r.pending_id = e.transaction_id
        group by a.id)
      select id::text, coalesce(code, user_id::text) as owner, posted_minor::text, posted::text, pending_debit_minor::text, held_debit::text, pending_credit_minor::text, held_credit::text
      from sums
      where posted_minor <> posted or pending_debit_minor <> held_debit or pending_credit_minor <> held_credit
      limit 100`),
  );
  for (const row of drifted) {
    violations.push(
      `account ${row.id} (${row.owner}): posted ${row.posted_minor} but entries say ${row.posted}; held ${row.pending_debit_minor}/${row.pending_credit_minor} but pending entries say ${row.held_debit}/${row.held_credit}`,
    );
  }

  const negative = rowsOf(
    await db.execute(sql`select id::text, user_id::text from ledger_accounts where user_id is not null and posted_minor - pending_debit_minor < 0 limit 100`),
  );
  for (const row of negative) violations.push(`wallet ${row.id} of user ${row.user_id} is below zero`);

  const resolvedTwice = rowsOf(
    await db.execute(
      sql`select pending_id::text, count(*)::int as n from ledger_transactions where pending_id is not null group by pending_id having count(*) > 1 limit 100`,
    ),
  );
  for (const row of resolvedTwice) violations.push(`pending transaction ${row.pending_id} resolved ${row.n} times`);

  const [counts] = rowsOf(
    await db.execute(sql`select (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`),
  );
  return { at: now.toISOString(), ok: violations.length === 0, transactions: Number(counts!.transactions), accounts: Number(counts!.accounts), violations };
}

/** Runs the check and keeps its result (the operator's "last verify"). */
export async function verifyAndRecord(db: Db, now: Date = new Date()): Promise<LedgerVerifyResult> {
  const result = await verifyLedger(db, now);
  await db
    .insert(ledgerVerifications)
    .values({ at: now, ok: result.ok, transactions: result.transactions, accounts: result.accounts, violations: result.violations });
  return result;
}

/** The last recorded check, if any. */
export async function lastVerification(db: Db): Promise<LedgerVerifyResult | null> {
  const [row] = await db.select().from(ledgerVerifications).orderBy(desc(ledgerVerifications.id)).limit(1);
  return row ? { at: row.at.toISOString(), ok: row.ok, transactions: row.transactions, accounts: row.accounts, violations: row.violations } : null;
}

/** Checks the ledger once a day on the task runner and keeps the result for the operator. */
export function registerLedgerVerifySweep(tasks: TaskRunner) {
  tasks.registerTaskHandler(
    'ledger.verify',
    async ({ db, now }) => {
      const { ok, violations } = await verifyAndRecord(db, now());
      return { ok, violations: violations.length };
    },
    { everySeconds: 86_400 },
  );
}
