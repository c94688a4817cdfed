// The ledger at once: many movements on a few hot wallets from parallel workers (as many as the test
// database's connections), a wallet spent from many places at the same moment, and two resolves of
// the same pending transaction racing. On PostgreSQL they really run side by side (the accounts' row
// locks, taken in id order, queue them); PGlite runs one transaction at a time, so there the same
// calls simply queue, and every outcome below must still hold. Transactions run with no retry: a
// deadlock or a serialization failure fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { vcoinText } from '@panel/domain/wallet';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { transfer } from '../wallet/wallet.service';
import { AlreadyResolved, hold, platformAccountOf, post, postPending, voidPending, walletOf, type AccountId } from './ledger';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Balance = { posted: bigint; debit: bigint; credit: bigint };
type Wallet = { id: AccountId; userId: string; uid: string };
/** What a movement changes on each account when it commits. */
type Delta = Map<AccountId, Partial<Balance>>;

const now = () => t.clock.now();
const once = <T>(work: (tx: Tx) => Promise<T>) => withTransaction(t.db, work, { retries: 0 });

/** A small deterministic generator, so a failing mix can be told again. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), state | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) % below;
  };
}

/** `count` new wallets, each credited `minor` from OFFLINE_TOPUP in one movement. */
async function fundedWallets(count: number, minor: bigint) {
  const users = await Promise.all(Array.from({ length: count }, () => createUser(t)));
  return once(async (tx) => {
    const platform = await platformAccountOf(tx, 'OFFLINE_TOPUP');
    const wallets: Wallet[] = [];
    for (const { user } of users) wallets.push({ id: await walletOf(tx, user.id), userId: user.id, uid: user.uid });
    await post(tx, {
      type: 'INCOME',
      legs: [{ accountId: platform, amountMinor: -minor * BigInt(count) }, ...wallets.map((w) => ({ accountId: w.id, amountMinor: minor }))],
      now: now(),
    });
    return { wallets, platform };
  });
}

async function balancesOf(ids: AccountId[]) {
  const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, { posted: row.postedMinor, debit: row.pendingDebitMinor, credit: row.pendingCreditMinor }]));
}

/** The balances before, with the deltas of the movements that committed. */
function expectedAfter(before: Map<AccountId, Balance>, deltas: Delta[]) {
  const after = new Map([...before].map(([id, balance]) => [id, { ...balance }]));
  for (const delta of deltas) {
    for (const [id, change] of delta) {
      const balance = after.get(id)!;
      balance.posted += change.posted ?? 0n;
      balance.debit += change.debit ?? 0n;
      balance.credit += change.credit ?? 0n;
    }
  }
  return after;
}

const transferDelta = (from: AccountId, to: AccountId, minor: bigint): Delta =>
  new Map([
    [from, { posted: -minor }],
    [to, { posted: minor }],
  ]);
const holdDelta = (from: AccountId, to: AccountId, minor: bigint): Delta =>
  new Map([
    [from, { debit: minor }],
    [to, { credit: minor }],
  ]);
/** A two-leg hold of `held` from `from` to `to`, released, with `minor` of it posted (0: voided). */
const resolveDelta = (from: AccountId, to: AccountId, held: bigint, minor: bigint): Delta =>
  new Map([
    [from, { debit: -held, posted: -minor }],
    [to, { credit: -held, posted: minor }],
  ]);

/** The whole ledger still holds: it verifies, no wallet is below zero, posted balances sum to zero. */
async function expectLedgerSound() {
  expect((await verifyLedger(t.db, now())).violations).toEqual([]);
  const result = await t.db.execute(sql`
    select sum(posted_minor)::text as posted, (count(*) filter (where user_id is not null and posted_minor - pending_debit_minor < 0))::int as negative
    from ledger_accounts`);
  expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ posted: '0', negative: 0 });
}

const transactionCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from ledger_transactions`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** PostgreSQL connections the test database opens: as many workers keep every one of them busy. */
const WORKERS = 10;

/** Runs `jobs` on WORKERS workers at once, each taking the next job when it is done; answers in the jobs' order. */
async function inParallel<T, R>(jobs: T[], work: (job: T) => Promise<R>, workers = WORKERS): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < jobs.length; i = next++) results[i] = await work(jobs[i]!);
    }),
  );
  return results;
}

/** Runs the movements on parallel workers; answers the deltas of those that committed (a refusal for want of VCoin commits nothing). */
async function race(movements: { delta: Delta; run: () => Promise<unknown>; mayLackFunds: boolean }[]) {
  const answers = await inParallel(movements, async ({ delta, run, mayLackFunds }) => {
    try {
      await run();
      return delta;
    } catch (reason) {
      // The only refusal allowed is 150009, and only for a movement that spends from a wallet.
      if (!mayLackFunds || !(reason instanceof AppError) || reason.code !== ERROR_CODES.INSUFFICIENT_VCOIN) throw reason;
      return null;
    }
  });
  return answers.filter((delta) => delta !== null);
}

describe('the ledger at once', () => {
  it('240 transfers, holds, top-ups and resolves on 10 workers among 4 hot wallets: every committed movement counted once, no VCoin made or lost', async () => {
    const { wallets, platform } = await fundedWallets(4, 10_000n);
    const next = random(20260115);
    const otherThan = (i: number) => (i + 1 + next(wallets.length - 1)) % wallets.length;
    // Holds made beforehand, each resolved once during the race (posted for less, in full, or voided).
    const held = await inParallel(
      Array.from({ length: 12 }, (_, i) => i),
      async (i) => {
        const [from, to] = [wallets[i % 4]!, wallets[(i + 1) % 4]!];
        const legs = [
          { accountId: from.id, amountMinor: -500n },
          { accountId: to.id, amountMinor: 500n },
        ];
        return { from, to, id: (await once((tx) => hold(tx, { type: 'ORDER_PAYMENT', legs, now: now() }))).transactionId };
      },
    );
    const ids = [...wallets.map((w) => w.id), platform];
    const before = await balancesOf(ids);
    const transactionsBefore = await transactionCount();

    const movements = Array.from({ length: 240 }, (_, i) => {
      const a = next(wallets.length);
      const [from, to] = [wallets[a]!, wallets[otherThan(a)]!];
      const minor = BigInt(1 + next(3_000));
      const kind = i < held.length ? 'resolve' : (['transfer', 'transfer', 'transfer', 'hold', 'topUp'] as const)[next(5)]!;
      if (kind === 'resolve') {
        const pending = held[i]!;
        const posted = [0n, 200n, 500n][i % 3]!;
        const run = () =>
          once((tx) => (posted === 0n ? voidPending(tx, pending.id, { now: now() }) : postPending(tx, pending.id, { amountMinor: posted, now: now() })));
        return { delta: resolveDelta(pending.from.id, pending.to.id, 500n, posted), run, mayLackFunds: false };
      }
      if (kind === 'transfer') {
        const run = () => once((tx) => transfer(tx, { toUid: to.uid, amount: vcoinText(minor) }, { userId: from.userId, now: now() }));
        return { delta: transferDelta(from.id, to.id, minor), run, mayLackFunds: true };
      }
      if (kind === 'hold') {
        const legs = [
          { accountId: from.id, amountMinor: -minor },
          { accountId: to.id, amountMinor: minor },
        ];
        return { delta: holdDelta(from.id, to.id, minor), run: () => once((tx) => hold(tx, { type: 'ORDER_PAYMENT', legs, now: now() })), mayLackFunds: true };
      }
      const legs = [
        { accountId: platform, amountMinor: -minor },
        { accountId: to.id, amountMinor: minor },
      ];
      return { delta: transferDelta(platform, to.id, minor), run: () => once((tx) => post(tx, { type: 'INCOME', legs, now: now() })), mayLackFunds: false };
    });
    // Shuffled, so the resolves run among the rest.
    for (let i = movements.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [movements[i], movements[j]] = [movements[j]!, movements[i]!];
    }

    const committed = await race(movements);
    expect(await balancesOf(ids)).toEqual(expectedAfter(before, committed));
    // One ledger transaction per committed movement: none lost, none written twice.
    expect((await transactionCount()) - transactionsBefore).toBe(committed.length);
    const resolutions = await t.db
      .select({ pendingId: ledgerTransactions.pendingId })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.pendingId,
          held.map((p) => p.id),
        ),
      );
    expect(resolutions.map((row) => row.pendingId).sort()).toEqual(held.map((p) => p.id).sort());
    await expectLedgerSound();
  }, 120_000);

  it('60 spends of 3.00 on 10 workers from a wallet of 100.00 (transfers and holds): exactly 33 go through, 1.00 stays available', async () => {
    const { wallets } = await fundedWallets(4, 10_000n);
    const [payer, ...payees] = wallets;
    const before = await balancesOf(wallets.map((w) => w.id));
    const movements = Array.from({ length: 60 }, (_, i) => {
      const to = payees[i % payees.length]!;
      if (i % 2 === 0) {
        const run = () => once((tx) => transfer(tx, { toUid: to.uid, amount: '3.00' }, { userId: payer!.userId, now: now() }));
        return { delta: transferDelta(payer!.id, to.id, 300n), run, mayLackFunds: true };
      }
      const legs = [
        { accountId: payer!.id, amountMinor: -300n },
        { accountId: to.id, amountMinor: 300n },
      ];
      return { delta: holdDelta(payer!.id, to.id, 300n), run: () => once((tx) => hold(tx, { type: 'ORDER_PAYMENT', legs, now: now() })), mayLackFunds: true };
    });
    const committed = await race(movements);
    expect(committed).toHaveLength(33);
    const after = await balancesOf(wallets.map((w) => w.id));
    expect(after).toEqual(expectedAfter(before, committed));
    expect(after.get(payer!.id)!.posted - after.get(payer!.id)!.debit).toBe(100n);
    await expectLedgerSound();
  }, 120_000);

  it('two resolves of the same pending transaction at once: exactly one wins, and the balances show only its effect', async () => {
    const { wallets } = await fundedWallets(2, 100_000n);
    const [from, to] = wallets as [Wallet, Wallet];
    const pendings = await inParallel(
      Array.from({ length: 24 }, (_, i) => i),
      async () => {
        const legs = [
          { accountId: from.id, amountMinor: -1_000n },
          { accountId: to.id, amountMinor: 1_000n },
        ];
        return (await once((tx) => hold(tx, { type: 'ORDER_PAYMENT', legs, now: now() }))).transactionId;
      },
    );
    const before = await balancesOf([from.id, to.id]);
    // Each pair: post and void, void and post, post in full and post for less, void and void.
    const pairs: [bigint, bigint][] = [
      [1_000n, 0n],
      [0n, 1_000n],
      [1_000n, 400n],
      [0n, 0n],
    ];
    const resolve = (id: string, minor: bigint) =>
      once((tx) => (minor === 0n ? voidPending(tx, id, { now: now() }) : postPending(tx, id, { amountMinor: minor, now: now() })));
    // Half as many contests as workers at a time: both resolves of each run at once.
    const contests = pendings.map((id, i) => ({ id, pair: pairs[i % pairs.length]! }));
    const outcomes = await inParallel(contests, (contest) => Promise.allSettled(contest.pair.map((minor) => resolve(contest.id, minor))), WORKERS / 2);

    const winners: Delta[] = [];
    for (const [i, contest] of contests.entries()) {
      const settled = outcomes[i]!;
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const loser = settled.find((result) => result.status === 'rejected')!;
      // The loser waits for the accounts' locks, then finds it resolved.
      const reason = (loser as PromiseRejectedResult).reason;
      expect(reason, String(reason)).toBeInstanceOf(AlreadyResolved);
      const won = contest.pair[settled.findIndex((result) => result.status === 'fulfilled')]!;
      winners.push(resolveDelta(from.id, to.id, 1_000n, won));
      const [resolution] = await t.db
        .select({ phase: ledgerTransactions.phase })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.pendingId, [contest.id]));
      expect(resolution?.phase).toBe(won === 0n ? 'VOID_PENDING' : 'POST_PENDING');
    }
    const resolutions = await t.db
      .select({ pendingId: ledgerTransactions.pendingId })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.pendingId, pendings));
    expect(resolutions).toHaveLength(pendings.length);
    const after = await balancesOf([from.id, to.id]);
    expect(after).toEqual(expectedAfter(before, winners));
    expect([after.get(from.id)!.debit, after.get(to.id)!.credit]).toEqual([0n, 0n]);
    await expectLedgerSound();
  }, 120_000);
});
