// VCoin transfers under load, on the real app (in-process calls, no HTTP socket) and a fresh database:
// PGlite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// BENCH_ACCOUNTS accounts (1,000), each funded with 10,000.00 VCoin from OFFLINE_TOPUP, keep sending
// each other 0.01 to 1.00 VCoin: among the first BENCH_HOT (10) accounts (every transfer queues on a
// few wallets' row locks), then among all of them. Each figure is the median transfers per second of
// BENCH_RUNS runs (5) of BENCH_TRANSFERS transfers (500), with BENCH_CONCURRENCY transfers in flight
// (16 and 32), at two levels:
//   call     POST /api/vcoin/transfer with its payment password and an idempotency key (as a user sends it)
//   service  the wallet service's transfer inside withTransaction (the ledger's own cost)
// Then the ledger check runs over everything: its violations must be 0, and the wallets must still
// hold exactly what they were funded with (exit 1 otherwise).
//
//   node --import tsx bench/vcoin.ts
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/vcoin.ts
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { vcoinText } from '@panel/domain/wallet';
import { ledgerAccounts, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { platformAccountOf, post, walletOf } from '../apps/server/src/modules/ledger/ledger';
import { verifyLedger } from '../apps/server/src/modules/ledger/verify';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { transfer } from '../apps/server/src/modules/wallet/wallet.service';
import { median, openBenchShop } from './bench-shop';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const HOT = Number(process.env.BENCH_HOT ?? 10);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '16,32').split(',').map(Number);
const FUND_MINOR = 1_000_000n;
const PAYMENT_PASSWORD = '246810';

type Account = { id: string; uid: string; auth: string };

/** Runs `work(i)` for i below `count` on `workers` workers at once. */
async function inParallel(count: number, workers: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

async function main() {
  const { db, app, database, tag, tokenOf, close } = await openBenchShop('vcoin');

  // The accounts, each with a session, the same payment password and a funded wallet (made directly:
  // signing up and buying VCoin are not what is measured).
  const setUpStarted = performance.now();
  const accounts: Account[] = [];
  await inParallel(ACCOUNTS, 8, async (i) => {
    const { user } = await createUser(db, { email: `bench-vcoin-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Sender ${i}` });
    accounts[i] = { id: user.id, uid: user.uid, auth: await tokenOf(user.id) };
  });
  const paymentPasswordHash = await hashPassword(PAYMENT_PASSWORD);
  await db.update(users).set({ paymentPasswordHash }).where(inArray(users.id, accounts.map((a) => a.id)));
  await withTransaction(db, async (tx) => {
    const platform = await platformAccountOf(tx, 'OFFLINE_TOPUP');
    const wallets = [];
    for (const account of accounts) wallets.push({ accountId: await walletOf(tx, account.id), amountMinor: FUND_MINOR });
    await post(tx, { type: 'INCOME', legs: [{ accountId: platform, amountMinor: -FUND_MINOR * BigInt(ACCOUNTS) }, ...wallets], now: new Date() });
  });
  console.log(`set up ${ACCOUNTS} funded accounts in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

  const levels = {
    call: async (from: Account, to: Account, amount: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/vcoin/transfer',
        headers: { authorization: from.auth, 'idempotency-key': randomUUID() },
        payload: { toUid: to.uid, amount, paymentPassword: PAYMENT_PASSWORD },
      });
      return (res.json() as { respCode: number }).respCode;
    },
    service: async (from: Account, to: Account, amount: string) => {
      await withTransaction(db, (tx) => transfer(tx, { toUid: to.uid, amount }, { userId: from.id, now: new Date() }));
      return 200;
    },
  };

  /** One run: TRANSFERS transfers between random pairs of `among`, `inFlight` at a time; answers transfers per second and the answers. */
  async function run(send: (from: Account, to: Account, amount: string) => Promise<number>, among: Account[], inFlight: number) {
    const answers = new Map<number, number>();
    const started = performance.now();
    await inParallel(TRANSFERS, inFlight, async () => {
      const from = Math.floor(Math.random() * among.length);
      const to = (from + 1 + Math.floor(Math.random() * (among.length - 1))) % among.length;
      const code = await send(among[from]!, among[to]!, vcoinText(BigInt(1 + Math.floor(Math.random() * 100))));
      answers.set(code, (answers.get(code) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    return { rate: (answers.get(200) ?? 0) / seconds, answers };
  }

  const groups = [
    { name: `${HOT} hot accounts`, among: accounts.slice(0, HOT) },
    { name: `${ACCOUNTS} accounts`, among: accounts },
  ];
  for (const [level, send] of Object.entries(levels)) {
    for (const { name, among } of groups) {
      for (const inFlight of CONCURRENCY) {
        const rates: number[] = [];
        const answers = new Map<number, number>();
        for (let i = 0; i < RUNS; i++) {
          const result = await run(send, among, inFlight);
          rates.push(result.rate);
          for (const [code, n] of result.answers) answers.set(code, (answers.get(code) ?? 0) + n);
        }
        const others = [...answers].filter(([code]) => code !== 200);
        console.log(
          `${level.padEnd(7)} ${name.padEnd(18)} ${String(inFlight).padStart(2)} in flight: ${median(rates)!.toFixed(1)} transfers/s (median of ${RUNS} runs of ${TRANSFERS}; ` +
            `runs ${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)})${others.length ? `; refused: ${others.map(([code, n]) => `${code} x${n}`).join(', ')}` : ''}`,
        );
      }
    }
  }

  // The ledger after all of it.
  const checkStarted = performance.now();
  const verified = await verifyLedger(db);
  const checkMs = performance.now() - checkStarted;
  const [held] = await db
    .select({ wallets: sql<string>`coalesce(sum(${ledgerAccounts.postedMinor}), 0)::text` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, accounts.map((a) => a.id)));
  const funded = FUND_MINOR * BigInt(ACCOUNTS);
  console.log(`ledger verify: ${verified.transactions} transactions, ${verified.accounts} accounts, ${verified.violations.length} violations (${checkMs.toFixed(0)} ms)`);
  for (const violation of verified.violations) console.log(`      !! ${violation}`);
  console.log(`wallets hold ${vcoinText(BigInt(held!.wallets))} VCoin, funded with ${vcoinText(funded)}`);
  console.log(`(${database.kind}, in-process calls)`);
  await close();
  if (!verified.ok || BigInt(held!.wallets) !== funded) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
