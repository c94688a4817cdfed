// VCoin transfers under load, on the real app (in-process calls, no HTTP socket) and a fresh database:
// PGlite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// BENCH_ACCOUNTS accounts (1,000), each funded with 10,000.00 VCoin from OFFLINE_TOPUP, keep sending
// each other 0.01 to 1.00 VCoin: among the first BENCH_HOT (10) accounts (every transfer queues on a
// few wallets' row locks), then among all of them. Each figure is the median per second of BENCH_RUNS
// runs (5) of BENCH_TRANSFERS transfers (500) with BENCH_CONCURRENCY in flight (32; a list is allowed):
//   reference  bare SQL doing the same work on the same database and pool: lock both wallets in id
//              order, debit with a no-negative check, credit, insert the transaction and its two
//              entries (one statement each), in one transaction
//   service    the wallet service's transfer inside withTransaction (the ledger's own cost); its
//              share of the reference, run by run beside it (goal: 70 %)
//   argon2     the payment password's check alone: argon2id verifications of a hash made with the
//              server's own cost (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES as the server reads
//              them), through the server's own function and worker pool (libuv's threads): the
//              ceiling of the call, which checks one per transfer
//   call       POST /api/vcoin/transfer with that payment password and an idempotency key (as a user
//              sends it); its share of the argon2 ceiling (goal: 70 %)
// BENCH_ONLY=service or BENCH_ONLY=call measures that level (and what it is measured against) alone.
// Then the ledger check runs over everything: its violations must be 0, and the wallets must still
// hold exactly what they were funded with (exit 1 otherwise).
//
//   node --import tsx bench/vcoin.ts
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/vcoin.ts
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { vcoinText } from '@panel/domain/wallet';
import { loadConfig } from '../apps/server/src/config';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { hashPassword, setPasswordHashCost, verifyPassword } from '../apps/server/src/modules/users/passwords';
import { platformAccountOf, post, walletOf } from '../apps/server/src/modules/ledger/ledger';
import { verifyLedger } from '../apps/server/src/modules/ledger/verify';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { transfer } from '../apps/server/src/modules/wallet/wallet.service';
import { median, openBenchShop } from './bench-shop';
import { type CpuSpent, describeCpu, measuredCpu, perOperation } from './proc-cpu';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const HOT = Number(process.env.BENCH_HOT ?? 10);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '32').split(',').map(Number);
const GOAL = 0.7;
const FUND_MINOR = 1_000_000n;
const PAYMENT_PASSWORD = '246810';

type Account = { id: string; uid: string; auth: string; wallet: bigint };
type Send = (from: Account, to: Account, minor: bigint) => Promise<number>;

/** Runs `work(i)` for i below `count` on `workers` workers at once. */
async function inParallel(count: number, workers: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

/** The reference's refusal: the payer had less than the amount. */
class Insufficient extends Error {}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} % (${part / whole >= GOAL ? 'pass' : 'FAIL'} against ${GOAL * 100} %)`;
const figure = (rates: number[]) => `${median(rates)!.toFixed(1)}/s (runs ${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)})`;

async function main() {
  const { db, app, database, tag, tokenOf, close } = await openBenchShop('vcoin');

  // The accounts, each with a session, the same payment password and a funded wallet (made directly:
  // signing up and buying VCoin are not what is measured).
  const setUpStarted = performance.now();
  const accounts: Account[] = [];
  await inParallel(ACCOUNTS, 8, async (i) => {
    const { user } = await createUser(db, { email: `bench-vcoin-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Sender ${i}` });
    accounts[i] = { id: user.id, uid: user.uid, auth: await tokenOf(user.id), wallet: 0n };
  });
  // The payment password at the cost a server hashes it with (bench-shop lowers it for the rest).
  const server = loadConfig({});
  setPasswordHashCost({ memoryKib: server.passwordHashMemoryKib, passes: server.passwordHashPasses });
  const paymentPasswordHash = await hashPassword(PAYMENT_PASSWORD);
  await db
    .update(users)
    .set({ paymentPasswordHash })
    .where(
      inArray(
        users.id,
        accounts.map((a) => a.id),
      ),
    );
  await withTransaction(db, async (tx) => {
    const platform = await platformAccountOf(tx, 'OFFLINE_TOPUP');
    const wallets = [];
    for (const account of accounts) {
      account.wallet = await walletOf(tx, account.id);
      wallets.push({ accountId: account.wallet, amountMinor: FUND_MINOR });
    }
    await post(tx, { type: 'INCOME', legs: [{ accountId: platform, amountMinor: -FUND_MINOR * BigInt(ACCOUNTS) }, ...wallets], now: new Date() });
  });
  console.log(
    `set up ${ACCOUNTS} funded accounts in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s; payment password hashed with argon2id ${server.passwordHashMemoryKib} KiB, ${server.passwordHashPasses} passes`,
  );

  const reference: Send = async (from, to, minor) => {
    await withTransaction(db, async (tx) => {
      const [low, high] = from.wallet < to.wallet ? [from.wallet, to.wallet] : [to.wallet, from.wallet];
      await tx.execute(sql`select id from ${ledgerAccounts} where id in (${String(low)}::bigint, ${String(high)}::bigint) order by id for update`);
      const change = (wallet: bigint, delta: bigint, guard: boolean) =>
        tx.execute(sql`update ${ledgerAccounts} set posted_minor = posted_minor + ${String(delta)}::bigint, version = version + 1
                       where id = ${String(wallet)}::bigint ${guard ? sql`and posted_minor - pending_debit_minor >= ${String(-delta)}::bigint` : sql``}
                       returning posted_minor::text, version::text`);
      const [debited] = rowsOf<{ posted_minor: string; version: string }>(await change(from.wallet, -minor, true));
      if (!debited) throw new Insufficient();
      const [credited] = rowsOf<{ posted_minor: string; version: string }>(await change(to.wallet, minor, false));
      const [made] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`insert into ${ledgerTransactions} (type, phase, user_id, created_at) values ('TRANSFER', 'POSTED', ${from.id}::uuid, now()) returning id`,
        ),
      );
      const entry = (wallet: bigint, other: bigint, delta: bigint, after: { posted_minor: string; version: string }) =>
        tx.execute(sql`insert into ${ledgerEntries} (transaction_id, account_id, amount_minor, record_type, counterparty_account_id, balance_after_minor, version, posted, created_at)
                       values (${made!.id}::uuid, ${String(wallet)}::bigint, ${String(delta)}::bigint, 'TRANSFER', ${String(other)}::bigint, ${after.posted_minor}::bigint, ${after.version}::bigint, true, now())`);
      await entry(from.wallet, to.wallet, -minor, debited);
      await entry(to.wallet, from.wallet, minor, credited!);
    }).catch((error: unknown) => {
      if (!(error instanceof Insufficient)) throw error;
    });
    return 200;
  };
  const service: Send = async (from, to, minor) => {
    await withTransaction(db, (tx) => transfer(tx, { toUid: to.uid, amount: vcoinText(minor) }, { userId: from.id, now: new Date() }));
    return 200;
  };
  const argon2: Send = async () => ((await verifyPassword(paymentPasswordHash, PAYMENT_PASSWORD)) ? 200 : 1000064);
  const call: Send = async (from, to, minor) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vcoin/transfer',
      headers: { authorization: from.auth, 'idempotency-key': randomUUID() },
      payload: { toUid: to.uid, amount: vcoinText(minor), paymentPassword: PAYMENT_PASSWORD },
    });
    return (res.json() as { respCode: number }).respCode;
  };

  /** Answers other than 200 over every run, by code. */
  const refused = new Map<string, Map<number, number>>();
  /** One run: TRANSFERS sends between random pairs of `among`, `inFlight` at a time; answers the successes per second and the CPU per success. */
  async function run(level: string, send: Send, among: Account[], inFlight: number) {
    let passed = 0;
    // Timed inside the measured work: the CPU account's own reads stay out of the rate.
    const { result: seconds, cpu } = await measuredCpu({ db, kind: database.kind }, async () => {
      const started = performance.now();
      await inParallel(TRANSFERS, inFlight, async () => {
        const from = Math.floor(Math.random() * among.length);
        const to = (from + 1 + Math.floor(Math.random() * (among.length - 1))) % among.length;
        const code = await send(among[from]!, among[to]!, BigInt(1 + Math.floor(Math.random() * 100)));
        if (code === 200) passed += 1;
        else {
          const codes = refused.get(level) ?? new Map<number, number>();
          refused.set(level, codes.set(code, (codes.get(code) ?? 0) + 1));
        }
      });
      return (performance.now() - started) / 1000;
    });
    return { rate: passed / seconds, cpu: perOperation(cpu, passed) };
  }

  /** `levels` measured run by run in turn (so the machine's noise falls on each alike): each one's rates and CPU per transfer. */
  async function side(levels: [string, Send][], among: Account[], inFlight: number) {
    const runs = new Map<string, { rates: number[]; cpu: CpuSpent[] }>(levels.map(([name]) => [name, { rates: [], cpu: [] }]));
    for (let i = 0; i < RUNS; i++)
      for (const [name, send] of levels) {
        const { rate, cpu } = await run(name, send, among, inFlight);
        runs.get(name)!.rates.push(rate);
        runs.get(name)!.cpu.push(cpu);
      }
    return runs;
  }

  const groups = [
    { name: `${HOT} hot accounts`, among: accounts.slice(0, HOT) },
    { name: `${ACCOUNTS} accounts`, among: accounts },
  ];
  // Each level beside what it is measured against: the service beside the bare-SQL reference, the call beside its argon2 ceiling.
  const pairs = [
    { base: { name: 'reference', label: 'reference (bare SQL, same pool)', send: reference }, level: { name: 'service', send: service }, of: 'the reference' },
    { base: { name: 'argon2', label: "argon2 checks (the call's ceiling)", send: argon2 }, level: { name: 'call', send: call }, of: 'the ceiling' },
  ];
  for (const { base, level, of } of pairs.filter(({ level }) => !process.env.BENCH_ONLY || level.name === process.env.BENCH_ONLY)) {
    for (const { name, among } of groups) {
      for (const inFlight of CONCURRENCY) {
        const runs = await side(
          [
            [base.name, base.send],
            [level.name, level.send],
          ],
          among,
          inFlight,
        );
        const [baseRuns, levelRuns] = [runs.get(base.name)!, runs.get(level.name)!];
        console.log(`${name}, ${inFlight} in flight (median of ${RUNS} runs of ${TRANSFERS}):`);
        console.log(`  ${base.label.padEnd(34)} ${figure(baseRuns.rates)}`);
        console.log(`  ${level.name.padEnd(34)} ${figure(levelRuns.rates)}: ${share(median(levelRuns.rates)!, median(baseRuns.rates)!)} of ${of}`);
        console.log(`    CPU per transfer, ${base.name}: ${describeCpu(baseRuns.cpu)}`);
        console.log(`    CPU per transfer, ${level.name}: ${describeCpu(levelRuns.cpu)}`);
      }
    }
  }
  for (const [level, codes] of refused) console.log(`refused (${level}): ${[...codes].map(([code, n]) => `${code} x${n}`).join(', ')}`);

  // The ledger after all of it.
  const checkStarted = performance.now();
  const verified = await verifyLedger(db);
  const checkMs = performance.now() - checkStarted;
  const [held] = await db
    .select({ wallets: sql<string>`coalesce(sum(${ledgerAccounts.postedMinor}), 0)::text` })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.userId,
        accounts.map((a) => a.id),
      ),
    );
  const funded = FUND_MINOR * BigInt(ACCOUNTS);
  console.log(
    `ledger verify: ${verified.transactions} transactions, ${verified.accounts} accounts, ${verified.violations.length} violations (${checkMs.toFixed(0)} ms)`,
  );
  for (const violation of verified.violations) console.log(`      !! ${violation}`);
  console.log(`wallets hold ${vcoinText(BigInt(held!.wallets))} VCoin, funded with ${vcoinText(funded)}`);
  console.log(`(${database.kind}, in-process calls, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'})`);
  await close();
  if (!verified.ok || BigInt(held!.wallets) !== funded) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
