// Property test: any sequence of VCoin movements keeps the ledger exact. Transfers between wallets
// (the wallet service), top-ups posted from OFFLINE_TOPUP, transfers with a fee (three legs), holds
// (wallet to wallet, or a top-up held as incoming), holds posted in full or for less, voided,
// resolved a second time (refused, nothing changes), movements above the available balance (150009,
// nothing changes), and movements whose transaction fails after the ledger call (everything rolled
// back; a savepoint's failure leaves the rest of its transaction). After every step the database
// equals a model of every account's posted balance and holds, the ledger verifies, no wallet is below
// zero, and all posted balances sum to zero.
//
// fast-check prints the seed and path of a failing run; LEDGER_SEED=<seed> (and LEDGER_PATH=<path>)
// replays it.
import fc from 'fast-check';
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
import { AlreadyResolved, hold, platformAccountOf, post, postPending, voidPending, walletOf, type AccountId, type Leg } from './ledger';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WALLETS = 4;

/** How much a payer sends: a share of what it has available, more than that, or a fixed amount (from a platform account). */
type Amount = { kind: 'part'; pct: number } | { kind: 'over'; extra: number };
type Payer = number | 'platform';

type Simple =
  | { kind: 'topUp'; to: number; minor: number }
  | { kind: 'transfer'; from: number; to: number; amount: Amount }
  | { kind: 'feeTransfer'; from: number; to: number; amount: Amount; feePct: number }
  | { kind: 'hold'; from: Payer; to: number; amount: Amount; fee: boolean }
  | { kind: 'postPending'; pick: number; pct: number }
  | { kind: 'postOutOfRange'; pick: number; above: boolean }
  | { kind: 'voidPending'; pick: number }
  | { kind: 'resolveAgain'; pick: number; how: 'post' | 'void' };
/** A simple step whose transaction throws after it (nested: in a savepoint, after a top-up that stays). */
type Command = Simple | { kind: 'rollback'; step: Simple; nested: boolean };

const wallet = fc.nat({ max: WALLETS - 1 });
const pick = fc.nat({ max: 30 });
const amount: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('part' as const), pct: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('over' as const), extra: fc.integer({ min: 1, max: 5_000 }) }) },
);
const simple: fc.Arbitrary<Simple> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('topUp' as const), to: wallet, minor: fc.integer({ min: 1, max: 500_000 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: wallet, to: wallet, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('feeTransfer' as const), from: wallet, to: wallet, amount, feePct: fc.integer({ min: 1, max: 50 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      from: fc.oneof(wallet, fc.constant('platform' as const)),
      to: wallet,
      amount,
      fee: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('postPending' as const), pick, pct: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('postOutOfRange' as const), pick, above: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidPending' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resolveAgain' as const), pick, how: fc.constantFrom('post' as const, 'void' as const) }) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 9, arbitrary: simple },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), step: simple, nested: fc.boolean() }) },
);

type Balance = { posted: bigint; debit: bigint; credit: bigint };
type Pending = { id: string; legs: { accountId: AccountId; amountMinor: bigint }[]; resolved: boolean };
type Model = {
  accounts: Map<AccountId, Balance>;
  wallets: { id: AccountId; userId: string; uid: string }[];
  platform: AccountId;
  fees: AccountId;
  pendings: Pending[];
};

/** What a step must answer: done, or refused with a catalogue code, as already resolved, or as out of range. */
type Expected = 'ok' | 'resolved' | 'range' | number;
/** A step planned against the model: what it must answer, what it changes when it commits, and the database call. */
type Plan = { expected: Expected; commit: (model: Model) => void; perform: (tx: Tx) => Promise<unknown> };

class Rollback extends Error {}

const now = () => t.clock.now();
const isWallet = (model: Model, id: AccountId) => model.wallets.some((w) => w.id === id);
const available = (model: Model, id: AccountId) => model.accounts.get(id)!.posted - model.accounts.get(id)!.debit;

function amountOf(model: Model, payer: AccountId, wanted: Amount): bigint {
  const room = isWallet(model, payer) ? available(model, payer) : 100_000n;
  const minor = wanted.kind === 'part' ? (room * BigInt(wanted.pct)) / 100n : room + BigInt(wanted.extra);
  return minor < 2n ? 2n : minor;
}

/** The legs of a movement of `minor` from `from` to `to`, a share of it to FEES when `feePct` is set. */
function legsOf(model: Model, from: AccountId, to: AccountId, minor: bigint, feePct?: number): Leg[] {
  if (!feePct) {
    return [
      { accountId: from, amountMinor: -minor },
      { accountId: to, amountMinor: minor },
    ];
  }
  const share = (minor * BigInt(feePct)) / 100n;
  const fee = share < 1n ? 1n : share >= minor ? minor - 1n : share;
  return [
    { accountId: from, amountMinor: -minor },
    { accountId: to, amountMinor: minor - fee },
    { accountId: model.fees, amountMinor: fee, recordType: 'SPEND' },
  ];
}

/** The balances after `change` on a copy of the model's accounts, and whether every wallet it touched can pay. */
function tryChange(model: Model, change: (accounts: Map<AccountId, Balance>) => void, touched: AccountId[]) {
  const next = new Map([...model.accounts].map(([id, balance]) => [id, { ...balance }]));
  change(next);
  const fits = touched.every((id) => !isWallet(model, id) || next.get(id)!.posted - next.get(id)!.debit >= 0n);
  return { fits, next };
}

const postLegs = (legs: Leg[]) => (accounts: Map<AccountId, Balance>) => {
  for (const leg of legs) accounts.get(leg.accountId)!.posted += leg.amountMinor;
};
const holdLegs = (legs: Leg[]) => (accounts: Map<AccountId, Balance>) => {
  for (const leg of legs) {
    if (leg.amountMinor < 0n) accounts.get(leg.accountId)!.debit -= leg.amountMinor;
    else accounts.get(leg.accountId)!.credit += leg.amountMinor;
  }
};
const release = (pending: Pending) => (accounts: Map<AccountId, Balance>) => {
  for (const leg of pending.legs) {
    if (leg.amountMinor < 0n) accounts.get(leg.accountId)!.debit += leg.amountMinor;
    else accounts.get(leg.accountId)!.credit -= leg.amountMinor;
  }
};

/** A movement that commits when every wallet it debits can pay, else is refused with 150009 and changes nothing. */
function movement(
  model: Model,
  legs: Leg[],
  change: (accounts: Map<AccountId, Balance>) => void,
  perform: Plan['perform'],
  onCommit: (model: Model) => void = () => {},
): Plan {
  const { fits, next } = tryChange(
    model,
    change,
    legs.map((leg) => leg.accountId),
  );
  return {
    expected: fits ? 'ok' : ERROR_CODES.INSUFFICIENT_VCOIN,
    commit: (m) => {
      m.accounts = next;
      onCommit(m);
    },
    perform,
  };
}

const nothing = () => {};
const open = (model: Model) => model.pendings.filter((p) => !p.resolved);
const resolved = (model: Model) => model.pendings.filter((p) => p.resolved);
const pickFrom = <T>(list: T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

/** Plans a step against the model; undefined when it has nothing to act on (no pending to resolve). */
function plan(model: Model, step: Simple): Plan | undefined {
  const w = (index: number) => model.wallets[index]!.id;
  switch (step.kind) {
    case 'topUp': {
      const legs = legsOf(model, model.platform, w(step.to), BigInt(step.minor));
      return movement(model, legs, postLegs(legs), (tx) => post(tx, { type: 'INCOME', legs, now: now() }));
    }
    case 'transfer': {
      const [from, to] = [model.wallets[step.from]!, model.wallets[step.to]!];
      if (from === to)
        return {
          expected: ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND,
          commit: nothing,
          perform: (tx) => transfer(tx, { toUid: to.uid, amount: '1.00' }, { userId: from.userId, now: now() }),
        };
      const minor = amountOf(model, from.id, step.amount);
      const legs = legsOf(model, from.id, to.id, minor);
      return movement(model, legs, postLegs(legs), async (tx) => {
        const receipt = await transfer(tx, { toUid: to.uid, amount: vcoinText(minor) }, { userId: from.userId, now: now() });
        // The receipt shows the payer's balance right after the transfer.
        expect(receipt.balanceAfter).toBe(vcoinText(model.accounts.get(from.id)!.posted - minor));
      });
    }
    case 'feeTransfer': {
      if (step.from === step.to) return undefined;
      const legs = legsOf(model, w(step.from), w(step.to), amountOf(model, w(step.from), step.amount), step.feePct);
      return movement(model, legs, postLegs(legs), (tx) => post(tx, { type: 'TRANSFER', legs, now: now() }));
    }
    case 'hold': {
      const from = step.from === 'platform' ? model.platform : w(step.from);
      if (from === w(step.to)) return undefined;
      const legs = legsOf(model, from, w(step.to), amountOf(model, from, step.amount), step.fee ? 10 : undefined);
      let id = '';
      return movement(
        model,
        legs,
        holdLegs(legs),
        async (tx) => {
          id = (await hold(tx, { type: step.from === 'platform' ? 'INCOME' : 'ORDER_PAYMENT', legs, now: now() })).transactionId;
        },
        (m) => m.pendings.push({ id, legs: legs.map(({ accountId, amountMinor }) => ({ accountId, amountMinor })), resolved: false }),
      );
    }
    case 'postPending': {
      const pending = pickFrom(open(model), step.pick);
      if (!pending) return undefined;
      const full = pending.legs.reduce((sum, leg) => sum + (leg.amountMinor > 0n ? leg.amountMinor : 0n), 0n);
      const minor = step.pct === 100 ? full : (full * BigInt(step.pct)) / 100n || 1n;
      const perform = (tx: Tx) => postPending(tx, pending.id, { amountMinor: minor, now: now() });
      // Only a two-leg hold posts for less.
      if (minor !== full && pending.legs.length !== 2) return { expected: 'range', commit: nothing, perform };
      const legs =
        minor === full ? pending.legs : pending.legs.map((leg) => ({ accountId: leg.accountId, amountMinor: leg.amountMinor < 0n ? -minor : minor }));
      const change = (accounts: Map<AccountId, Balance>) => {
        release(pending)(accounts);
        postLegs(legs)(accounts);
      };
      return movement(model, legs, change, perform, (m) => {
        m.pendings.find((p) => p.id === pending.id)!.resolved = true;
      });
    }
    case 'postOutOfRange': {
      const pending = pickFrom(open(model), step.pick);
      if (!pending) return undefined;
      const full = pending.legs.reduce((sum, leg) => sum + (leg.amountMinor > 0n ? leg.amountMinor : 0n), 0n);
      return { expected: 'range', commit: nothing, perform: (tx) => postPending(tx, pending.id, { amountMinor: step.above ? full + 1n : 0n, now: now() }) };
    }
    case 'voidPending': {
      const pending = pickFrom(open(model), step.pick);
      if (!pending) return undefined;
      return movement(
        model,
        [],
        release(pending),
        (tx) => voidPending(tx, pending.id, { now: now() }),
        (m) => {
          m.pendings.find((p) => p.id === pending.id)!.resolved = true;
        },
      );
    }
    case 'resolveAgain': {
      const pending = pickFrom(resolved(model), step.pick);
      if (!pending) return undefined;
      return {
        expected: 'resolved',
        commit: nothing,
        perform: (tx) => (step.how === 'post' ? postPending(tx, pending.id, { now: now() }) : voidPending(tx, pending.id, { now: now() })),
      };
    }
  }
}

/** What an action answered: 'ok', a catalogue code, 'resolved', 'range', or 'rolledBack' (the test's own failure). */
async function answerOf(action: () => Promise<unknown>): Promise<Expected | 'rolledBack'> {
  try {
    await action();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    if (error instanceof AlreadyResolved) return 'resolved';
    if (error instanceof RangeError) return 'range';
    if (error instanceof Rollback) return 'rolledBack';
    throw error;
  }
}

async function run(model: Model, step: Command) {
  if (step.kind !== 'rollback') {
    const planned = plan(model, step);
    if (!planned) return;
    expect(await answerOf(() => withTransaction(t.db, planned.perform)), JSON.stringify(step)).toBe(planned.expected);
    if (planned.expected === 'ok') planned.commit(model);
    return;
  }
  if (!step.nested) {
    // The transaction fails after the ledger call: nothing of it stays.
    const planned = plan(model, step.step);
    if (!planned) return;
    const answer = await answerOf(() =>
      withTransaction(t.db, async (tx) => {
        await planned.perform(tx);
        throw new Rollback();
      }),
    );
    expect(answer).toBe(planned.expected === 'ok' ? 'rolledBack' : planned.expected);
    return;
  }
  // A top-up, then the step in a savepoint that fails: the top-up commits, the step does not.
  const topUp = plan(model, { kind: 'topUp', to: 0, minor: 100 })!;
  const planned = plan({ ...model, accounts: tryChange(model, postLegs(legsOf(model, model.platform, model.wallets[0]!.id, 100n)), []).next }, step.step);
  let inner: Expected | 'rolledBack' | undefined;
  await withTransaction(t.db, async (tx) => {
    await topUp.perform(tx);
    if (!planned) return;
    inner = await answerOf(() =>
      withTransaction(tx, async (savepoint) => {
        await planned.perform(savepoint);
        throw new Rollback();
      }),
    );
  });
  topUp.commit(model);
  if (planned) expect(inner).toBe(planned.expected === 'ok' ? 'rolledBack' : planned.expected);
}

type Sums = { posted: string; debit: string; credit: string; negative: number };

async function checkInvariants(model: Model) {
  const ids = [...model.accounts.keys()];
  const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
  const actual = new Map(rows.map((row) => [row.id, { posted: row.postedMinor, debit: row.pendingDebitMinor, credit: row.pendingCreditMinor }]));
  expect(actual).toEqual(model.accounts);

  if (model.pendings.length > 0) {
    const resolutions = await t.db
      .select({ pendingId: ledgerTransactions.pendingId })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.pendingId,
          model.pendings.map((p) => p.id),
        ),
      );
    expect(new Set(resolutions.map((row) => row.pendingId))).toEqual(new Set(resolved(model).map((p) => p.id)));
  }

  const verified = await verifyLedger(t.db, now());
  expect(verified.violations).toEqual([]);
  expect(verified.ok).toBe(true);

  const [sums] = (
    (await t.db.execute(sql`
      select sum(posted_minor)::text as posted, sum(pending_debit_minor)::text as debit, sum(pending_credit_minor)::text as credit,
             (count(*) filter (where user_id is not null and posted_minor - pending_debit_minor < 0))::int as negative
      from ledger_accounts`)) as unknown as { rows: Sums[] }
  ).rows;
  // No VCoin is made or lost: posted balances sum to zero, and every hold debits what it credits.
  expect(sums).toEqual({ posted: '0', debit: sums!.credit, credit: sums!.debit, negative: 0 });
}

/** Fresh wallets for a run, and the platform accounts as the runs before left them. */
async function newModel(): Promise<Model> {
  const users = await Promise.all(Array.from({ length: WALLETS }, () => createUser(t)));
  const { wallets, platform, fees } = await withTransaction(t.db, async (tx) => {
    // One after the other: a transaction's queries share its one connection.
    const wallets: Model['wallets'] = [];
    for (const { user } of users) wallets.push({ id: await walletOf(tx, user.id), userId: user.id, uid: user.uid });
    return { wallets, platform: await platformAccountOf(tx, 'OFFLINE_TOPUP'), fees: await platformAccountOf(tx, 'FEES') };
  });
  const rows = await t.db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...wallets.map((w) => w.id), platform, fees]));
  const accounts = new Map(rows.map((row) => [row.id, { posted: row.postedMinor, debit: row.pendingDebitMinor, credit: row.pendingCreditMinor }]));
  return { accounts, wallets, platform, fees, pendings: [] };
}

/** PGlite runs one statement at a time: fewer runs there, more on PostgreSQL. */
const RUNS = process.env.TEST_DATABASE_URL ? 80 : 32;
const replay = process.env.LEDGER_SEED ? { seed: Number(process.env.LEDGER_SEED), path: process.env.LEDGER_PATH } : {};

describe('ledger invariants under random sequences', () => {
  it('keep every account equal to the model, the ledger verified, no wallet below zero and all balances summing to zero', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 70, size: 'max' }), async (commands) => {
        const model = await newModel();
        for (const step of commands) {
          await run(model, step);
          await checkInvariants(model);
          steps += 1;
        }
      }),
      { numRuns: RUNS, ...replay },
    );
    // Long sequences (about 37 steps a run on average), not a handful.
    expect(steps).toBeGreaterThan(RUNS * 20);
  }, 300_000);
});
