// The economy model: seeded streams of operations over the whole marketplace, driven through the
// real application (its HTTP calls, its services, its task runner and the payment sandboxes), with
// the invariants of money and stock checked against the database.
//
// A stream picks its operations from a seeded generator: people sign up, stores set up with a card
// and minted stock, buyers follow stores (request and acceptance), stores list their own or bought
// cards (OFFLINE, VCOIN, ONLINE, CRYPTO; ALL or LIMITED stock), buyers order and pay every way
// (vouchers the seller confirms or rejects, VCoin, online through the sandbox providers, crypto
// transfers mined into blocks), VCoin moves between people and is bought by bank transfer (the
// operator confirms or rejects) or online, orders are charged back and refunded, codes are
// generated and redeemed, client accounts recharged, orders cancelled and left to expire as the
// clock moves. Failures are injected too: transactions aborted after their writes, webhooks the
// server "answered" 500 (before or after applying them) and retried, webhooks sent twice, the same
// Idempotency-Key sent twice (one after the other or at once), and bad input.
//
// Every answer must be 200 or one of the refusals the operation allows; a server error, an
// unexpected refusal, a retried request answering otherwise, or an aborted transaction leaving a
// trace is a violation. `checkInvariants` reads the whole database: the ledger verified (every
// transaction sums to zero, balances equal entries, no wallet below zero), every unit where its
// card's mints put it (owner, provenance, reservation, delivery, one code at most, recharge),
// every order's paid amount and units, and every provider payment applied at most once.
//
// The unit test (economy.model.test.ts) runs one stream on the test database; the long run
// (bench/economy-long.ts) runs several streams at once against one application on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GenerateCodesRequest } from '@panel/domain/contract/codes';
import { CreateOrderRequest } from '@panel/domain/contract/orders';
import type { SandboxAction } from '@panel/domain/contract/sandbox';
import { ERROR_CODES } from '@panel/domain/errors';
import { fromMinor } from '@panel/domain/money';
import { CONFIRMATIONS_REQUIRED, CRYPTO_CHAINS, type CryptoChain } from '@panel/domain/payments';
import { vcoinText } from '@panel/domain/wallet';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { cards, clientAccounts, exchangeRates, files, ledgerAccounts, sandboxPayments, stores, users } from '../../src/db/schema';
import { withTransaction, type Tx } from '../../src/db/transaction';
import { AppError } from '../../src/errors';
import { TOKEN_TYPE } from '../../src/http/auth-guard';
import { hashPassword } from '../../src/modules/users/passwords';
import { issueToken } from '../../src/modules/auth/tokens.service';
import { codeVault, loadCodesKey } from '../../src/modules/codes/code-vault';
import { registerCodeGeneration, startGeneration } from '../../src/modules/codes/codes.service';
import { verifyLedger } from '../../src/modules/ledger/verify';
import { cancelOrder, createOrder, expireOrders } from '../../src/modules/orders/orders.service';
import { refundOrder } from '../../src/modules/payments/ops-payments.service';
import { paymentProviders, type PaymentProviders } from '../../src/modules/payments/providers';
import { watchChainsOnce } from '../../src/modules/payments/adapters/evm/evm-crypto';
import { ANNOUNCED_CHAINS } from '../../src/simulators/payments/crypto-join';
import { simulatedPaymentAdapters } from '../../src/simulators/payments/link';
import { sandboxActionsFor } from '../../src/simulators/payments/control';
import { depositAddresses, mineWhereWaiting } from '../../src/simulators/payments/crypto-chain';
import type { SandboxDeps } from '../../src/simulators/payments/deps';
import { deliverDueWebhooks, WEBHOOK_MAX_TRIES } from '../../src/simulators/payments/webhook-outbox';
import { createSandboxDeps } from '../../src/simulators/payments/server-deps';
import { sweepPayments } from '../../src/modules/payments/sync';
import { registerRecharge } from '../../src/modules/recharge/recharge.service';
import { confirmOrder } from '../../src/modules/offline-payments/seller-orders.service';
import { changeStock, stockLimitsOf } from '../../src/modules/stock/stock.service';
import { createUser } from '../../src/modules/users/users.service';
import { confirmTopUp } from '../../src/modules/wallet/top-ups.service';
import { payWithVcoin } from '../../src/modules/wallet/vcoin-payment';
import { transfer } from '../../src/modules/wallet/wallet.service';
import type { Clock } from '../../src/platform/clock';
import { solidPng } from '../../src/seed/png';
import { cardInput } from '../factories';
import { createTaskRunner, type TaskRunner } from '../../src/tasks/task-runner';

// --- The generator --------------------------------------------------------------------------------

/** A seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** Up to `n` distinct elements of `list`. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      if (list.length <= n) return [...list];
      const picked = new Set<number>();
      while (picked.size < n) picked.add(Math.floor(next() * list.length));
      return [...picked].map((i) => list[i]!);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

// --- The world: one application and what every stream shares ------------------------------------

export type ModelClock = Clock & { advance(ms: number): void };
export type WorldParts = { app: FastifyInstance; db: Db; config: Config; clock: ModelClock };

type Person = { id: string; uid: string; storeId: string; name: string; headers: { authorization: string }; store: boolean };
type Answer = { status: number; respCode: number; data: any; message: string };

/** How an injected webhook fault behaves: the server never sees the webhook, or handles it and its answer is lost. */
type WebhookFault = 'refused' | 'lost';

export type Stats = {
  ops: Record<string, number>;
  /** Milliseconds spent in each operation. */
  ms: Record<string, number>;
  refusals: Record<string, number>;
  injected: { aborted: number; webhookFaults: number; duplicateWebhooks: number; retried: number; concurrentRetries: number; badInput: number };
};

/** A broken expectation or invariant. */
export class ModelViolation extends Error {}

/** Shared and exclusive holds, first come first served: streams run side by side; checks and injected faults run alone. */
export class Gate {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: { exclusive: boolean; go: () => void }[] = [];
  /** Time (ms) an operation ran alone, and time operations waited to enter (each waiter counted). */
  readonly spent = { aloneMs: 0, waitedMs: 0 };

  private pump() {
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (next.exclusive ? this.shared > 0 || this.exclusive : this.exclusive) return;
      this.waiting.shift();
      if (next.exclusive) this.exclusive = true;
      else this.shared += 1;
      next.go();
    }
  }

  async run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    const asked = performance.now();
    await new Promise<void>((go) => {
      this.waiting.push({ exclusive, go });
      this.pump();
    });
    const entered = performance.now();
    this.spent.waitedMs += entered - asked;
    try {
      return await work();
    } finally {
      if (exclusive) this.spent.aloneMs += performance.now() - entered;
      if (exclusive) this.exclusive = false;
      else this.shared -= 1;
      this.pump();
    }
  }
}

export type World = WorldParts & {
  deps: SandboxDeps;
  payments: PaymentProviders;
  runner: TaskRunner;
  operator: Person;
  gate: Gate;
  /** Faults the next webhook deliveries meet, in order. */
  faults: WebhookFault[];
  /** What went wrong away from a stream's own calls (a genuine webhook answered 500), reported by the next step. */
  problems: string[];
  stats: Stats;
  paymentPasswordHash: string;
};

export const PAYMENT_PASSWORD = '246810';
const PASSWORD = 'Econ0my-pass';
const BRANDS = ['StarTV', 'NovaTV', 'OrbitTV'] as const;
const PIX_BILLING = { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '123.456.789-09', email: 'ana@example.com' };
const BOLETO_BILLING = { ...PIX_BILLING, zipCode: '01001-000', street: 'Praca da Se', streetNumber: '1', neighbourhood: 'Se', city: 'Sao Paulo', region: 'SP' };
const TPAGA_BILLING = { firstName: 'Luis', lastName: 'Gomez', email: 'luis@example.com', phoneCountry: '57', phoneArea: '300', phoneNumber: '1234567' };
/** The online methods the model pays with: currency and billing. */
const ONLINE = [
  { method: 'CARD', currency: 'USD', billing: {} },
  { method: 'PIX', currency: 'BRL', billing: PIX_BILLING },
  { method: 'BOLETO', currency: 'BRL', billing: BOLETO_BILLING },
  { method: 'TPAGA', currency: 'COP', billing: TPAGA_BILLING },
  { method: 'EWALLET', currency: 'USD', billing: { email: 'me@example.com' } },
  { method: 'PAYPAL', currency: 'USD', billing: { email: 'me@example.com' } },
] as const;
const OPEN_STATUSES = ['WAITINGPAYMENT', 'PAYING', 'PAYMENTFAILED', 'CONFIRMINGPAYMENT'];
const DELIVERED_STATUSES = ['DELIVERED', 'CHARGEBACK', 'REFUND'];

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function api(
  world: WorldParts,
  who: { headers: Record<string, string> } | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  extra: Partial<InjectOptions> = {},
): Promise<Answer> {
  const res = await world.app.inject({
    method,
    url,
    headers: { ...who?.headers, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
    ...extra,
  });
  let parsed: { respCode?: number; data?: unknown; message?: string } | undefined;
  try {
    parsed = res.json();
  } catch {
    parsed = undefined;
  }
  return {
    status: res.statusCode,
    respCode: typeof parsed?.respCode === 'number' ? parsed.respCode : res.statusCode,
    data: parsed?.data,
    message: parsed?.message ?? res.body.slice(0, 200),
  };
}

async function newPerson(world: Pick<WorldParts, 'db' | 'clock' | 'config'>, name: string, paymentPasswordHash: string): Promise<Person> {
  const { user, store } = await createUser(world.db, {
    email: `${name.toLowerCase().replace(/[^a-z0-9]/g, '-')}-${randomUUID()}@example.com`,
    password: PASSWORD,
    nickname: name.slice(0, 30),
  });
  await world.db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
  const policy = { idleMinutes: world.config.tokenIdleMinutes, maxHours: world.config.tokenMaxHours };
  const { token } = await withTransaction(world.db, (tx) => issueToken(tx, { userId: user.id, now: world.clock.now(), policy }));
  return { id: user.id, uid: user.uid, storeId: store.id, name, headers: { authorization: `${TOKEN_TYPE} ${token}` }, store: false };
}

/**
 * The shared world on an application: webhook delivery through the whole HTTP pipeline with faults
 * that can be injected, the payment sweep's providers, a task runner for codes and recharges, the
 * platform operator, the platform's bank account, and the exchange rates and online fees.
 */
export async function openWorld(parts: WorldParts): Promise<World> {
  const { app, db, config, clock } = parts;
  const faults: WebhookFault[] = [];
  const problems: string[] = [];
  const stats: Stats = {
    ops: {},
    ms: {},
    refusals: {},
    injected: { aborted: 0, webhookFaults: 0, duplicateWebhooks: 0, retried: 0, concurrentRetries: 0, badInput: 0 },
  };
  // As the server runs the simulator: Solana's transfers announced by webhook, the other chains read by their watchers.
  const base = createSandboxDeps(app, config, { db, clock, announcedChains: ANNOUNCED_CHAINS });
  const deps: SandboxDeps = {
    ...base,
    deliver: async (url, body, headers) => {
      const fault = faults.shift();
      if (fault === 'refused') return { status: 500, body: 'injected: the server failed before reading the webhook' };
      const answer = await base.deliver(url, body, headers);
      if (answer.status >= 500) problems.push(`a genuine webhook to ${url} was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      if (fault === 'lost') return { status: 500, body: 'injected: the answer was lost' };
      return answer;
    },
  };
  // The adapters the server picks with the simulator on (the production ones on its wire APIs), for the payments sweep and the chains' watchers.
  const payments = paymentProviders(simulatedPaymentAdapters(app, deps), depositAddresses);
  const runner = createTaskRunner({
    db,
    clock,
    workerId: `economy-${randomUUID().slice(0, 8)}`,
    heartbeatSeconds: 10,
    staleSeconds: 60,
    pollMs: 60_000,
    concurrency: 1,
  });
  const vault = codeVault(loadCodesKey(config));
  registerCodeGeneration(runner, () => vault);
  registerRecharge(runner);

  const paymentPasswordHash = await hashPassword(PAYMENT_PASSWORD);
  const operator = await newPerson(parts, 'Operator', paymentPasswordHash);
  await db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.id));
  // Rates per USD and the online fees: USD 2% capped at 5.00, BRL 5 with 1%, COP and MXN without fee, the tokens at par.
  await db.update(exchangeRates).set({ feeBp: 200, feeMaxMinor: 500n }).where(eq(exchangeRates.currency, 'USD'));
  for (const rate of [
    { currency: 'BRL', rateScaled: 500_000_000n, feeBp: 100 },
    { currency: 'COP', rateScaled: 400_000_000_000n, feeBp: 0 },
    { currency: 'MXN', rateScaled: 1_800_000_000n, feeBp: 0 },
    { currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 },
    { currency: 'USDC', rateScaled: 100_000_000n, feeBp: 0 },
  ]) {
    await db
      .insert(exchangeRates)
      .values(rate)
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { rateScaled: rate.rateScaled, feeBp: rate.feeBp } });
  }
  const world = { ...parts, deps, payments, runner, operator, gate: new Gate(), faults, problems, stats, paymentPasswordHash };
  // The chains' watchers run from the server's start.
  await watchChains(world);
  const bank = {
    recipientBank: 'Example Bank',
    bankAddress: '1 Main St',
    recipientName: 'Platform Ltd',
    recipientAddress: '2 Main St',
    recipientAccount: '123-456',
    swift: 'EXAMHKHH',
    bankCode: '012',
    branchCode: '345',
  };
  const set = await api(world, operator, 'PUT', '/api/ops/bank-account', bank);
  if (set.respCode !== 200) throw new Error(`The platform's bank account could not be set: ${JSON.stringify(set)}`);
  return world;
}

/** Runs each chain's watcher once, as the server's recurring watch does. */
export const watchChains = (world: Pick<World, 'db' | 'clock' | 'payments'>) =>
  watchChainsOnce(world.payments.get('crypto'), { db: world.db, clock: world.clock });

/** Posts every due webhook (a webhook waiting for its retry has the clock moved to it, up to 16 minutes ahead), then the chains are read. */
export async function flushWebhooks(world: World) {
  for (let round = 0; round < 40; round++) {
    if ((await deliverDueWebhooks(world.deps, { limit: 50 })) > 0) continue;
    const [next] = await rowsOf<{ at: string | null }>(
      world.db,
      sql`select min(next_at)::text as at from sandbox_webhooks where acked_at is null and tries > 0 and tries < ${WEBHOOK_MAX_TRIES}`,
    );
    if (!next?.at) break;
    const wait = new Date(next.at).getTime() - world.clock.now().getTime();
    if (wait > 16 * 60_000) break;
    world.clock.advance(Math.max(wait, 0) + 1000);
  }
  await watchChains(world);
}

/** Runs the due tasks (code generation, recharges) until none is left; a task that failed for a reason the model does not allow is a violation. */
async function drainTasks(world: World): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < 50; i++) {
    const outcome = await world.runner.runOnce();
    if (!outcome) break;
    // LOST: another runner took the task back (its heartbeat looked stale once another stream moved the clock) and runs it; the invariants check nothing was done twice.
    if (outcome.outcome === 'DONE' || outcome.outcome === 'LOST') continue;
    const [task] = await rowsOf<{ kind: string; error_code: number | null; last_error: string | null }>(
      world.db,
      sql`select kind, error_code, last_error from tasks where id = ${outcome.taskId}`,
    );
    const allowed: number[] = [ERROR_CODES.INSUFFICIENT_STOCK, ERROR_CODES.CARD_NOT_OWNED];
    if (outcome.outcome !== 'FAILED' || !task?.error_code || !allowed.includes(task.error_code))
      problems.push(`task ${task?.kind} ${outcome.outcome}: ${task?.error_code} ${task?.last_error}`);
  }
  return problems;
}

// --- Invariants -----------------------------------------------------------------------------------

/** Each check: a name and a query whose rows are violations (none expected). */
const CHECKS: { name: string; query: SQL }[] = [
  {
    name: 'a wallet is below zero',
    query: sql`select user_id, posted_minor::text, pending_debit_minor::text from ledger_accounts where user_id is not null and posted_minor - pending_debit_minor < 0 limit 5`,
  },
  {
    name: 'a stock count differs from its units',
    query: sql`
      with actual as (select card_id, owner_id, state, status, count(*)::bigint as units from card_units group by 1, 2, 3, 4)
      select coalesce(a.card_id, c.card_id) as card_id, coalesce(a.owner_id, c.owner_id) as owner_id, coalesce(a.state, c.state) as state,
             coalesce(a.status, c.status) as status, coalesce(a.units, 0)::int as actual, coalesce(c.units, 0)::int as counted
      from actual a full join stock_counts c using (card_id, owner_id, state, status)
      where coalesce(a.units, 0) <> coalesce(c.units, 0) limit 5`,
  },
  {
    // minted = free + reserved + listed + delivered (held by buyers) + coded + recharged + retired, over every owner.
    name: 'a card holds other than what was minted',
    query: sql`
      with minted as (select card_id, sum(quantity)::bigint as units from card_movements where kind = 'MINTED' group by 1),
           counted as (select card_id, sum(units)::bigint as units from stock_counts group by 1)
      select coalesce(m.card_id, c.card_id) as card_id, coalesce(m.units, 0)::int as minted, coalesce(c.units, 0)::int as counted
      from minted m full join counted c using (card_id) where coalesce(m.units, 0) <> coalesce(c.units, 0) limit 5`,
  },
  {
    name: 'a unit never sold is not held by its card’s store',
    query: sql`
      select u.id, u.owner_id from card_units u join cards c on c.id = u.card_id join stores s on s.id = c.origin_store_id
      where u.acquired_order_id is null and u.owner_id <> s.owner_id limit 5`,
  },
  {
    name: 'a bought unit is not held by the buyer of the delivered order that moved it',
    query: sql`
      select u.id, u.owner_id, o.buyer_id, o.status from card_units u join orders o on o.id = u.acquired_order_id
      where u.owner_id <> o.buyer_id or o.status not in ('DELIVERED', 'CHARGEBACK', 'REFUND')
         or not exists (select 1 from order_units ou where ou.order_id = o.id and ou.unit_id = u.id) limit 5`,
  },
  {
    name: 'a reserved unit is not held for an open order of its seller and card',
    query: sql`
      select u.id, o.status from card_units u join orders o on o.id = u.reserved_order_id
      where o.status not in ('WAITINGPAYMENT', 'PAYING', 'PAYMENTFAILED', 'CONFIRMINGPAYMENT') or o.seller_id <> u.owner_id or o.card_id <> u.card_id limit 5`,
  },
  {
    name: 'an order does not hold exactly its quantity of units (reserved while open, delivered once paid)',
    query: sql`
      select o.id, o.status, o.quantity,
             (select count(*) from card_units u where u.reserved_order_id = o.id)::int as reserved,
             (select count(*) from order_units ou where ou.order_id = o.id)::int as delivered
      from orders o
      where (select count(*) from card_units u where u.reserved_order_id = o.id)
              <> case when o.status in ('WAITINGPAYMENT', 'PAYING', 'PAYMENTFAILED', 'CONFIRMINGPAYMENT') then o.quantity else 0 end
         or (select count(*) from order_units ou where ou.order_id = o.id)
              <> case when o.status in ('DELIVERED', 'CHARGEBACK', 'REFUND') then o.quantity else 0 end
      limit 5`,
  },
  {
    // Chain of custody: the orders that delivered a unit, in the order they were delivered, each sold by the previous one's buyer
    // (the first by the card's store), of the unit's card; the unit's provenance is the last of them.
    name: 'a unit was delivered by someone who did not hold it',
    query: sql`
      with deliveries as (
        select ou.unit_id, o.id as order_id, o.seller_id, o.buyer_id, o.card_id, d.event_id,
               lag(o.buyer_id) over (partition by ou.unit_id order by d.event_id) as previous_buyer,
               last_value(o.id) over (partition by ou.unit_id order by d.event_id rows between unbounded preceding and unbounded following) as last_order
        from order_units ou join orders o on o.id = ou.order_id
        join lateral (select max(e.id) as event_id from order_events e where e.order_id = o.id and e.to_status = 'DELIVERED') d on true
      )
      select d.unit_id, d.order_id, d.seller_id, d.previous_buyer, u.acquired_order_id, d.last_order
      from deliveries d join card_units u on u.id = d.unit_id join cards c on c.id = u.card_id join stores s on s.id = c.origin_store_id
      where d.seller_id <> coalesce(d.previous_buyer, s.owner_id) or d.card_id <> u.card_id or u.acquired_order_id is distinct from d.last_order
      limit 5`,
  },
  {
    name: 'an order’s paid amount is out of line with its status',
    query: sql`
      select id, status, paid_minor::text, amount_minor::text from orders
      where paid_minor < 0 or paid_minor > amount_minor or (status = 'DELIVERED' and paid_minor <> amount_minor) or (status = 'CANCELLED' and paid_minor <> 0) limit 5`,
  },
  {
    name: 'an order’s status is not where its last event moved it',
    query: sql`
      select o.id, o.status, e.to_status from orders o
      join lateral (select to_status from order_events e where e.order_id = o.id order by e.id desc limit 1) e on true
      where e.to_status <> o.status limit 5`,
  },
  {
    name: 'a unit has other than one code while CODED, or a code while not',
    query: sql`
      select u.id, u.state, count(a.id)::int as codes from card_units u left join activation_codes a on a.unit_id = u.id
      group by u.id, u.state having (u.state = 'CODED' and count(a.id) <> 1) or (u.state <> 'CODED' and count(a.id) > 0) limit 5`,
  },
  {
    name: 'a code is not of its unit’s card and owner',
    query: sql`select a.id from activation_codes a join card_units u on u.id = a.unit_id where a.card_id <> u.card_id or a.owner_id <> u.owner_id limit 5`,
  },
  {
    name: 'a unit is RECHARGED other than by exactly one recharge not undone',
    query: sql`
      select u.id, u.state, coalesce(r.n, 0)::int as recharges from card_units u
      left join (select unit_id, count(*) as n from recharge_units where undone_at is null group by 1) r on r.unit_id = u.id
      where (u.state = 'RECHARGED') <> (coalesce(r.n, 0) = 1) or coalesce(r.n, 0) > 1 limit 5`,
  },
  {
    name: 'a unit of a charged-back or refunded order is not locked, or its code still works',
    query: sql`
      select ou.unit_id, u.status, a.status as code_status from order_units ou join orders o on o.id = ou.order_id join card_units u on u.id = ou.unit_id
      left join activation_codes a on a.unit_id = u.id
      where o.status in ('CHARGEBACK', 'REFUND') and (u.status <> 'LOCKED' or a.status = 'NORMAL') limit 5`,
  },
  {
    name: 'a payment brought more than its provider was paid (an event applied twice)',
    query: sql`
      select a.id, a.provider, a.status, a.received_minor::text, b.paid_minor::text, b.status as book,
             (select string_agg(e.event_id || ' ' || e.outcome || coalesce(' ' || e.detail, ''), '; ' order by e.id) from provider_events e where e.attempt_id = a.id) as events
      from payment_attempts a join sandbox_payments b on b.provider = a.provider and b.merchant_ref = a.id::text
      where a.provider <> 'crypto' and a.received_minor > b.paid_minor limit 5`,
  },
  {
    name: 'a crypto payment brought other than its credited transfers',
    query: sql`
      select a.id, a.received_minor::text, coalesce(t.total, 0)::text as transfers from payment_attempts a
      left join (select attempt_id, sum(amount_minor) as total from crypto_transfers where status = 'CREDITED' group by 1) t on t.attempt_id = a.id
      where a.provider = 'crypto' and a.received_minor <> coalesce(t.total, 0) limit 5`,
  },
  {
    // Paid in VCoin once (VCoin, or what an online or crypto payment credited): the seller's income is the order's amount (USD: 1 VCoin = 1 USD); an offline order moves no VCoin.
    name: 'an order was paid in VCoin other than once, or for another amount',
    query: sql`
      select o.id, o.status, o.payment_type, o.amount_minor::text, count(t.id)::int as payments, coalesce(sum(e.amount_minor), 0)::text as income
      from orders o
      left join ledger_transactions t on t.order_id = o.id and t.type = 'ORDER_PAYMENT'
      left join ledger_entries e on e.transaction_id = t.id and e.account_id = (select id from ledger_accounts where user_id = o.seller_id)
      group by o.id
      having count(t.id) > case when o.payment_type <> 'OFFLINE' and o.status in ('DELIVERED', 'CHARGEBACK', 'REFUND') then 1 else 0 end
          or count(t.id) < case when o.payment_type <> 'OFFLINE' and o.status in ('DELIVERED', 'CHARGEBACK', 'REFUND') then 1 else 0 end
          or (count(t.id) = 1 and o.currency = 'USD' and coalesce(sum(e.amount_minor), 0) <> o.amount_minor)
      limit 5`,
  },
  {
    // OFFLINE_TOPUP gave exactly what the operator confirmed, and holds exactly what waits for review.
    name: 'bank top-ups and the OFFLINE_TOPUP account disagree',
    query: sql`
      select a.posted_minor::text, a.pending_debit_minor::text, t.confirmed::text, t.waiting::text
      from ledger_accounts a,
           (select coalesce(sum(received_minor) filter (where status = 'CONFIRMED'), 0) as confirmed,
                   coalesce(sum(amount_minor) filter (where status = 'WAITING_REVIEW'), 0) as waiting
            from top_ups where channel = 'BANK') t
      where a.code = 'OFFLINE_TOPUP' and (a.posted_minor <> -t.confirmed or a.pending_debit_minor <> t.waiting)`,
  },
  {
    name: 'a provider event is stored twice',
    query: sql`select provider, event_id, count(*)::int from provider_events where event_id is not null group by 1, 2 having count(*) > 1 limit 5`,
  },
  {
    name: 'a settlement was posted twice for one provider payment',
    // The settlements summed per order or top-up first, then joined on the attempt's one target
    // (payment_attempts_target_check): a join on "order or top-up" compared every attempt with
    // every settlement, and this check grew with the square of the history.
    query: sql`
      with settled as (
        select target, sum(amount_minor) as minor from (
          select t.order_id as target, e.amount_minor from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id join ledger_accounts w on w.id = e.account_id and w.user_id is not null
            where t.type = 'ONLINE_SETTLEMENT' and t.order_id is not null
          union all
          select t.top_up_id, e.amount_minor from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id join ledger_accounts w on w.id = e.account_id and w.user_id is not null
            where t.type = 'ONLINE_SETTLEMENT' and t.top_up_id is not null) s
        group by target)
      select a.id, a.credited_vcoin_minor::text, s.minor::text as settled
      from payment_attempts a join sandbox_payments b on b.provider = a.provider and b.merchant_ref = a.id::text
      join settled s on s.target = coalesce(a.order_id, a.top_up_id)
      where a.provider <> 'crypto' and b.paid_minor > 0
        and not exists (select 1 from payment_attempts other where other.id <> a.id and other.received_minor > 0 and (other.order_id = a.order_id or other.top_up_id = a.top_up_id))
        and s.minor <> a.credited_vcoin_minor limit 5`,
  },
];

/** Every invariant over the whole database; answers the violations (none expected), one per offending row (at most 5 a check). */
export async function checkInvariants(db: Db, now: Date): Promise<string[]> {
  const violations: string[] = [];
  const ledger = await verifyLedger(db, now);
  for (const violation of ledger.violations) violations.push(`ledger: ${violation}`);
  for (const check of CHECKS) {
    for (const row of await rowsOf<Record<string, unknown>>(db, check.query)) violations.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return violations;
}

// --- A stream -----------------------------------------------------------------------------------

type Card = { id: string; originId: string; type: string; brand: string; picture: string };
type OrderRef = { id: string; buyer: Person; seller: Person; type: string };
type AttemptRef = { id: string; payer: Person; provider: string; orderId: string | null };
type Effect = { count: () => Promise<number>; exact: boolean };
type Retry = 'once' | 'sequential' | 'concurrent';

/** An operation: its weight, whether it runs alone (injected faults), and what it does (false: nothing to act on now). */
type Operation = { name: string; weight: number; exclusive?: boolean; run: () => Promise<boolean> };

class InjectedAbort extends Error {}

const RING = 400;
const remember = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > RING) list.splice(0, list.length - RING);
};

/** One seeded stream of operations; `step()` runs one. */
export class EconomyStream {
  readonly rng: Random;
  readonly log: string[] = [];
  steps = 0;
  private readonly people: Person[] = [];
  private readonly cards: Card[] = [];
  private openOrders: OrderRef[] = [];
  private readonly settled: OrderRef[] = [];
  private readonly attempts: AttemptRef[] = [];
  private readonly topUps: { id: string; owner: Person }[] = [];
  private readonly codeTasks: { taskId: string; owner: Person; card: Card }[] = [];
  private readonly recharges: { taskId: string; owner: Person; accounts: string[] }[] = [];
  private readonly operations: Operation[];
  private picture = 0;

  constructor(
    private readonly world: World,
    readonly seed: number,
    readonly name: string,
  ) {
    this.rng = seededRandom(seed);
    this.operations = [
      { name: 'new user', weight: 3, run: () => this.newUser() },
      { name: 'new store', weight: 2, run: () => this.newStore() },
      { name: 'new card', weight: 1, run: () => this.newCard() },
      { name: 'mint or retire', weight: 2, run: () => this.mintOrRetire() },
      { name: 'follow', weight: 4, run: () => this.follow() },
      { name: 'listing', weight: 4, run: () => this.listing() },
      { name: 'shelf', weight: 1, run: () => this.shelf() },
      { name: 'order', weight: 12, run: () => this.order() },
      { name: 'offline payment', weight: 6, run: () => this.offlinePayment() },
      { name: 'pay with VCoin', weight: 5, run: () => this.payWithVcoin() },
      { name: 'VCoin transfer', weight: 3, run: () => this.vcoinTransfer() },
      { name: 'bank top-up', weight: 3, run: () => this.bankTopUp() },
      { name: 'operator decides a top-up', weight: 3, run: () => this.decideTopUp() },
      { name: 'online payment', weight: 6, run: () => this.onlinePayment() },
      { name: 'crypto payment', weight: 4, run: () => this.cryptoPayment() },
      { name: 'provider acts', weight: 4, run: () => this.providerActs() },
      { name: 'stray crypto transfer', weight: 1, run: () => this.strayTransfer() },
      { name: 'chargeback or refund', weight: 3, run: () => this.reversal() },
      { name: 'generate codes', weight: 3, run: () => this.generateCodes() },
      { name: 'redeem a code', weight: 1, run: () => this.redeem() },
      { name: 'recharge', weight: 2, run: () => this.recharge() },
      { name: 'undo a recharge', weight: 1, run: () => this.undoRecharge() },
      { name: 'cancel', weight: 2, run: () => this.cancel() },
      { name: 'time passes', weight: 3, run: () => this.timePasses() },
      { name: 'aborted transaction', weight: 2, exclusive: true, run: () => this.abortedTransaction() },
      { name: 'webhook answered 500', weight: 2, exclusive: true, run: () => this.webhookFault() },
      { name: 'webhook sent twice', weight: 2, exclusive: true, run: () => this.duplicateWebhook() },
      { name: 'bad input', weight: 2, exclusive: true, run: () => this.badInput() },
    ];
  }

  private get db() {
    return this.world.db;
  }
  private now() {
    return this.world.clock.now();
  }

  /** Runs one operation (picked again while the picked one has nothing to act on); answers its name. */
  async step(): Promise<string> {
    this.steps += 1;
    const total = this.operations.reduce((sum, op) => sum + op.weight, 0);
    for (let tries = 0; tries < 20; tries++) {
      let op: Operation;
      if (this.people.length < 3) op = this.operations[0]!;
      else if (!this.people.some((p) => p.store)) op = this.operations[1]!;
      else {
        let ticket = this.rng.next() * total;
        op = this.operations.find((candidate) => (ticket -= candidate.weight) < 0) ?? this.operations[0]!;
      }
      // Time moves a little between operations (rate limits renew, webhooks come due).
      this.world.clock.advance(this.rng.int(0, 20_000));
      const started = performance.now();
      const ran = await this.world.gate.run(Boolean(op.exclusive), async () => {
        const done = await op.run();
        if (done) this.note(op.name);
        return done;
      });
      const problems = this.world.problems.splice(0);
      if (problems.length > 0) throw this.violation(`background: ${problems.join('; ')}`);
      if (ran) {
        this.world.stats.ops[op.name] = (this.world.stats.ops[op.name] ?? 0) + 1;
        this.world.stats.ms[op.name] = (this.world.stats.ms[op.name] ?? 0) + Math.round(performance.now() - started);
        return op.name;
      }
    }
    await this.world.gate.run(false, () => this.timePasses());
    return 'time passes';
  }

  private note(text: string) {
    this.log.push(`#${this.steps} ${text}`);
    if (this.log.length > 40) this.log.shift();
  }

  private violation(text: string) {
    return new ModelViolation(`[${this.name} seed ${this.seed} step ${this.steps}] ${text}\n  last operations:\n    ${this.log.slice(-15).join('\n    ')}`);
  }

  /** 200, or one of `allowed` (counted as a refusal); anything else is a violation. */
  private expect(answer: Answer, allowed: readonly number[], what: string): boolean {
    if (answer.status >= 500 || answer.respCode === ERROR_CODES.INTERNAL || answer.respCode === ERROR_CODES.SYSTEM_ERROR) {
      throw this.violation(`${what}: server error (HTTP ${answer.status}, ${answer.respCode}) ${answer.message}`);
    }
    if (answer.respCode === 200) return true;
    if (!allowed.includes(answer.respCode)) throw this.violation(`${what}: unexpected ${answer.respCode} ${JSON.stringify(answer.data)} ${answer.message}`);
    const key = `${what.split(' ')[0]} ${answer.respCode}`;
    this.world.stats.refusals[key] = (this.world.stats.refusals[key] ?? 0) + 1;
    return false;
  }

  private call(who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) {
    return api(this.world, who, method, url, body, headers);
  }

  /**
   * A money call under a new Idempotency-Key; sometimes sent twice with that key, one after the
   * other or at once: every answer must be the first one's (`same` picks what must match; -5 for
   * one still in flight), and the effect (`effect.count`) must grow once at most.
   */
  private async keyed(
    who: Person,
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    what: string,
    allowed: readonly number[],
    options: { same?: (data: any) => unknown; effect?: Effect } = {},
  ): Promise<Answer> {
    const key = randomUUID();
    const retry: Retry = this.rng.chance(0.1) ? (this.rng.chance(0.5) ? 'concurrent' : 'sequential') : 'once';
    const send = () => this.call(who, method, url, body, { 'idempotency-key': key });
    const same = options.same ?? ((data: unknown) => data);
    const check = (first: Answer, again: Answer, how: string) => {
      if (first.respCode !== again.respCode || !isDeepStrictEqual(same(first.data), same(again.data))) {
        throw this.violation(
          `${what}: the same Idempotency-Key answered ${first.respCode} ${JSON.stringify(first.data)} then ${again.respCode} ${JSON.stringify(again.data)} (${how})`,
        );
      }
    };
    const before = retry !== 'once' && options.effect ? await options.effect.count() : undefined;
    let answer: Answer;
    if (retry === 'once') answer = await send();
    else if (retry === 'sequential') {
      this.world.stats.injected.retried += 1;
      answer = await send();
      check(answer, await send(), 'sent again');
    } else {
      this.world.stats.injected.concurrentRetries += 1;
      // -5 is the answer of a request whose twin still runs; once both ended, the key answers what was stored (which may be a refusal with -5 itself).
      const both = await Promise.all([send(), send()]);
      answer = await send();
      for (const settled of both.filter((a) => a.respCode !== ERROR_CODES.PROCESS_ALREADY_STARTED)) check(settled, answer, 'sent twice at once, then again');
    }
    this.expect(answer, allowed, what);
    if (before !== undefined && options.effect) {
      const grew = (await options.effect.count()) - before;
      const expected = answer.respCode === 200 ? 1 : 0;
      if (options.effect.exact ? grew !== expected : grew > 1)
        throw this.violation(`${what}: a retried request took effect ${grew} times (answer ${answer.respCode})`);
    }
    return answer;
  }

  // --- People, stores, cards -----------------------------------------------------------------

  private async newUser(): Promise<boolean> {
    this.people.push(await newPerson(this.world, `${this.name} person ${this.people.length + 1}`, this.world.paymentPasswordHash));
    return true;
  }

  private async recordPicture(owner: Person, source: 'product' | 'store') {
    const key = `${source}/model/${randomUUID()}.png`;
    await this.db.insert(files).values({ key, ownerId: owner.id, source, contentType: 'image/png', size: 100 });
    return key;
  }

  /** A person's store set up (name, avatar, a bank account), with a first card and minted stock. */
  private async newStore(): Promise<boolean> {
    const candidates = this.people.filter((p) => !p.store);
    const person =
      candidates.length > 0 && this.rng.chance(0.7)
        ? this.rng.pick(candidates)
        : await newPerson(this.world, `${this.name} seller ${this.people.length + 1}`, this.world.paymentPasswordHash);
    if (!this.people.includes(person)) this.people.push(person);
    const avatar = await this.recordPicture(person, 'store');
    await this.db
      .update(stores)
      .set({
        name: `${person.name} store`.slice(0, 40),
        avatar,
        phone: '+5511999990000',
        email: `store-${person.uid}@example.com`,
        autoAcceptFollows: this.rng.chance(0.3),
      })
      .where(eq(stores.id, person.storeId));
    person.store = true;
    const account = await this.call(person, 'POST', '/api/store/payment-accounts', {
      recipientBank: 'First Bank',
      bankAddress: '1 Bank Street',
      recipientName: person.name.slice(0, 30),
      recipientAddress: '2 Shop Road',
      recipientAccount: '000123456789',
      swiftCode: 'fbnkusny',
    });
    this.expect(account, [], 'add a bank account');
    return this.newCardOf(person);
  }

  private async newCard(): Promise<boolean> {
    const stores = this.people.filter((p) => p.store);
    if (stores.length === 0) return false;
    return this.newCardOf(this.rng.pick(stores));
  }

  /** A card of the person's store (mostly recharge cards), its stock minted, and client accounts of its brand to recharge. */
  private async newCardOf(person: Person): Promise<boolean> {
    const type = this.rng.pick(['RECHARGE_CARD', 'RECHARGE_CARD', 'RECHARGE_CARD', 'ACCOUNT_CARD', 'PREPAID_CARD'] as const);
    const brand = this.rng.pick(BRANDS);
    const picture = await this.recordPicture(person, 'product');
    const name = `${brand} ${type === 'RECHARGE_CARD' ? '30 days' : type === 'ACCOUNT_CARD' ? 'account' : 'credit'}`;
    const created = await this.call(person, 'POST', '/api/product/card', cardInput({ type, name, picture, brand }));
    this.expect(created, [], 'create a card');
    const card: Card = { id: created.data.id, originId: person.id, type, brand, picture: created.data.picture ?? picture };
    this.cards.push(card);
    const minted = await this.keyed(person, 'POST', '/api/product/stock/change', { cardId: card.id, change: this.rng.int(10, 60) }, 'mint', [
      ERROR_CODES.OPERATION_TOO_FREQUENT,
    ]);
    if (minted.respCode === 200 && type === 'RECHARGE_CARD') {
      const fit = { brand, plan: 'MONTH_1', sessionsTotal: 3, sessionsTv: 1, sessionsMobileWeb: 2, expiresAt: this.now() };
      await this.db
        .insert(clientAccounts)
        .values([0, 1, 2].map((i) => ({ accountId: this.clientAccount(brand, i), ...fit })))
        .onConflictDoNothing();
      await this.db
        .insert(clientAccounts)
        .values({ accountId: this.clientAccount(brand, 3), ...fit, brand: 'OtherTV' })
        .onConflictDoNothing();
    }
    return true;
  }

  /** The stream's client accounts of a brand: 0-2 fit its cards, 3 is of another brand, 4-5 do not exist. */
  private clientAccount(brand: string, index: number) {
    return `${this.name}-${brand}-${index}`.replace(/\s+/g, '-').slice(0, 40);
  }

  private async mintOrRetire(): Promise<boolean> {
    if (this.cards.length === 0) return false;
    const card = this.rng.pick(this.cards);
    const owner = this.people.find((p) => p.id === card.originId)!;
    const change = this.rng.chance(0.7) ? this.rng.int(1, 40) : -this.rng.int(1, 15);
    const cardUnits = async () =>
      Number((await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from card_units where card_id = ${card.id}`))[0]!.n);
    await this.keyed(
      owner,
      'POST',
      '/api/product/stock/change',
      { cardId: card.id, change },
      change > 0 ? 'mint' : 'retire',
      [ERROR_CODES.INSUFFICIENT_STOCK, ERROR_CODES.OPERATION_TOO_FREQUENT],
      {
        same: (data) => data && { first: data.firstCardNumber, last: data.lastCardNumber },
        effect: change > 0 ? { count: async () => Math.floor((await cardUnits()) / change), exact: false } : undefined,
      },
    );
    return true;
  }

  // --- Follows and listings ------------------------------------------------------------------

  private async follow(): Promise<boolean> {
    const stores = this.people.filter((p) => p.store);
    const person = this.rng.pick(this.people);
    const targets = stores.filter((s) => s.id !== person.id);
    if (targets.length === 0) return false;
    const store = this.rng.pick(targets);
    const asked = await this.call(person, 'POST', '/api-user/user/follow/request', { storeId: store.storeId, replaceCurrent: this.rng.chance(0.6) });
    if (!this.expect(asked, [ERROR_CODES.OPERATION_DENIED], 'follow request')) return true;
    if (asked.data.status !== 'PENDING') return true;
    const action = this.rng.chance(0.85) ? 'ACCEPT' : 'REJECT';
    const handled = await this.call(store, 'PUT', `/api-user/user/follow/handle?id=${asked.data.id}&action=${action}`);
    this.expect(handled, [], 'follow handled');
    return true;
  }

  /** A store lists a card it holds free units of (its own, or one it bought: union goods), once per card. */
  private async listing(): Promise<boolean> {
    const sellers = this.rng.sample(
      this.people.filter((p) => p.store),
      8,
    );
    if (sellers.length === 0) return false;
    const held = await rowsOf<{ owner_id: string; card_id: string; units: number; picture: string }>(
      this.db,
      sql`select sc.owner_id, sc.card_id, sc.units::int as units, c.picture from stock_counts sc join cards c on c.id = sc.card_id
          where sc.owner_id in (${sql.join(
            sellers.map((s) => sql`${s.id}::uuid`),
            sql`, `,
          )}) and sc.state = 'FREE' and sc.status = 'NORMAL' and sc.units > 0
            and not exists (select 1 from listings l join stores s on s.id = l.store_id where l.card_id = sc.card_id and s.owner_id = sc.owner_id)
          order by sc.owner_id, sc.card_id`,
    );
    if (held.length === 0) return false;
    const choice = this.rng.pick(
      this.inStreamOrder(
        held,
        (row) => row.owner_id,
        (row) => row.card_id,
      ),
    );
    const seller = this.people.find((p) => p.id === choice.owner_id)!;
    const methods = (['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'] as const).filter(() => this.rng.chance(0.55));
    if (methods.length === 0) methods.push(this.rng.pick(['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'] as const));
    const limited = this.rng.chance(0.35);
    const wholesale = this.rng.int(1, 30);
    const body = {
      cardId: choice.card_id,
      name: `Listing ${this.rng.int(1, 9999)}`,
      picture: choice.picture,
      tiers: [
        { minCount: 1, wholesalePrice: `${wholesale}`, retailPrice: `${wholesale + this.rng.int(1, 10)}` },
        { minCount: 5, wholesalePrice: `${Math.max(1, wholesale - 1)}.50`, retailPrice: `${wholesale + 11}` },
      ],
      discount: this.rng.chance(0.2) ? `${this.rng.int(1, 30)}` : '0',
      maxPerPurchase: this.rng.int(3, 30),
      currency: 'USD',
      paymentMethods: methods,
      paymentCurrencies: ['USD'],
      onlinePolicyAccepted: true,
      stockMode: limited ? 'LIMITED' : 'ALL',
      ...(limited ? { limitedQuantity: this.rng.int(1, choice.units + 2) } : {}),
      visibility: 'EVERYONE',
      listed: true,
    };
    const created = await this.call(seller, 'POST', '/api/product/listing', body);
    this.expect(created, [ERROR_CODES.INSUFFICIENT_STOCK, ERROR_CODES.ONE_PRODUCT_PER_CARD, ERROR_CODES.WHOLESALE_EQUALS_RETAIL], 'create a listing');
    return true;
  }

  private async shelf(): Promise<boolean> {
    const sellers = this.people.filter((p) => p.store);
    if (sellers.length === 0) return false;
    const seller = this.rng.pick(sellers);
    const mine = await rowsOf<{ id: string; listed: boolean }>(
      this.db,
      sql`select id, listed from listings where store_id = ${seller.storeId} order by created_at, id`,
    );
    if (mine.length === 0) return false;
    const listing = this.rng.pick(mine);
    // Unlisting is rare: a listing that is off the shelf sells nothing.
    const listed = listing.listed ? this.rng.chance(0.3) : true;
    const answer = await this.call(seller, 'PUT', `/api/product/listing/${listing.id}/shelf`, { listed });
    this.expect(answer, [ERROR_CODES.INSUFFICIENT_STOCK], 'shelf');
    return true;
  }

  // --- Orders ---------------------------------------------------------------------------------

  /** A buyer orders from the store it follows, one of the listing's payment types (sometimes one it does not take). */
  private async order(): Promise<boolean> {
    const buyers = this.rng.sample(this.people, 10);
    const following = await rowsOf<{ follower_id: string; store_id: string }>(
      this.db,
      sql`select f.follower_id, f.store_id from follows f where f.follower_id in (${sql.join(
        buyers.map((b) => sql`${b.id}::uuid`),
        sql`, `,
      )}) and f.status = 'ACCEPTED' order by f.follower_id`,
    );
    if (following.length === 0) return false;
    const pair = this.rng.pick(this.inStreamOrder(following, (row) => row.follower_id));
    const buyer = this.people.find((p) => p.id === pair.follower_id)!;
    const seller = this.people.find((p) => p.storeId === pair.store_id);
    if (!seller) return false;
    const offered = await rowsOf<{ id: string; payment_methods: string[] }>(
      this.db,
      sql`select id, payment_methods from listings where store_id = ${pair.store_id} order by created_at, id`,
    );
    if (offered.length === 0) return false;
    const listing = this.rng.pick(offered);
    const type = this.rng.chance(0.93) ? this.rng.pick(listing.payment_methods) : this.rng.pick(['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO']);
    const quantity = this.rng.chance(0.9) ? this.rng.int(1, 4) : this.rng.int(5, 40);
    const count = async () => Number((await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from orders where buyer_id = ${buyer.id}`))[0]!.n);
    const answer = await this.keyed(
      buyer,
      'POST',
      '/api/order/create',
      { listingId: listing.id, quantity, paymentType: type, paymentCurrency: 'USD' },
      'order',
      [
        ERROR_CODES.INSUFFICIENT_STOCK,
        ERROR_CODES.PRODUCT_NOT_FOUND,
        ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE,
        ERROR_CODES.OVER_PURCHASE_MAXIMUM,
        ERROR_CODES.UNDER_PURCHASE_MINIMUM,
      ],
      { effect: { count, exact: true } },
    );
    if (answer.respCode === 200) {
      this.openOrders.push({ id: answer.data.id, buyer, seller, type });
      // A long run forgets its oldest orders (the pay-by sweep ends those left open).
      if (this.openOrders.length > 4 * RING) this.openOrders.splice(0, RING);
    }
    return true;
  }

  /** Some of the stream's open orders of a payment type and status, read from the database (orders that ended move out of the open list). */
  private async openOrdersOf(types: readonly string[], statuses: readonly string[]): Promise<(OrderRef & { status: string; due: bigint; amount: bigint })[]> {
    const candidates = this.rng.sample(
      this.openOrders.filter((o) => types.includes(o.type)),
      12,
    );
    if (candidates.length === 0) return [];
    const rows = await rowsOf<{ id: string; status: string; amount: string; paid: string }>(
      this.db,
      sql`select id, status, amount_minor::text as amount, paid_minor::text as paid from orders where id in (${sql.join(
        candidates.map((o) => sql`${o.id}::uuid`),
        sql`, `,
      )})`,
    );
    const ended = new Set(rows.filter((row) => !OPEN_STATUSES.includes(row.status)).map((row) => row.id));
    if (ended.size > 0) {
      for (const order of this.openOrders.filter((o) => ended.has(o.id))) {
        const row = rows.find((r) => r.id === order.id)!;
        if (DELIVERED_STATUSES.includes(row.status)) remember(this.settled, order);
      }
      this.openOrders = this.openOrders.filter((o) => !ended.has(o.id));
    }
    return candidates
      .map((order) => {
        const row = rows.find((r) => r.id === order.id);
        return row && { ...order, status: row.status, amount: BigInt(row.amount), due: BigInt(row.amount) - BigInt(row.paid) };
      })
      .filter((order): order is NonNullable<typeof order> => Boolean(order && statuses.includes(order.status)));
  }

  private async uploadVoucherFile(owner: Person) {
    this.picture += 1;
    const content = solidPng(4, [this.picture % 256, Math.floor(this.picture / 256) % 256, (this.seed + this.picture * 7) % 256]);
    const boundary = '----economyboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await api(this.world, owner, 'POST', '/api-auth/s3/upload/document/voucher', payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    this.expect(answer, [], 'upload a voucher file');
    return answer.data.key as string;
  }

  /** An amount of `due` to pay or report: all of it, a part, or (rarely) more. */
  private amountOf(due: bigint, { more = false } = {}): bigint {
    const roll = this.rng.next();
    if (roll < 0.6 || due < 2n) return due;
    if (more && roll > 0.92) return due + BigInt(this.rng.int(1, 500));
    return (due * BigInt(this.rng.int(1, 99))) / 100n || 1n;
  }

  /** Offline: the buyer sends a voucher and the seller confirms or rejects it, or the seller confirms without one. */
  private async offlinePayment(): Promise<boolean> {
    const open = await this.openOrdersOf(['OFFLINE'], ['WAITINGPAYMENT', 'CONFIRMINGPAYMENT']);
    if (open.length === 0) return false;
    const order = this.rng.pick(open);
    const allowed = [ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.PARAM_ERROR];
    if (order.status === 'WAITINGPAYMENT' && this.rng.chance(0.3)) {
      await this.keyed(
        order.seller,
        'POST',
        `/api/order/sale/confirm/${order.id}`,
        { receivedAmount: vcoinText(this.amountOf(order.due)) },
        'confirm without a voucher',
        allowed,
      );
      return true;
    }
    if (order.status === 'WAITINGPAYMENT') {
      const key = await this.uploadVoucherFile(order.buyer);
      const amount = this.rng.chance(0.5) ? { amount: vcoinText(this.amountOf(order.due)) } : {};
      const sent = await this.keyed(order.buyer, 'POST', `/api/order/voucher/${order.id}`, { files: [key], ...amount }, 'send a voucher', allowed);
      if (sent.respCode !== 200 || this.rng.chance(0.25)) return true;
    }
    const [voucher] = await rowsOf<{ id: string }>(
      this.db,
      sql`select id from payment_vouchers where order_id = ${order.id} and status = 'WAITING' order by created_at desc limit 1`,
    );
    if (!voucher) return true;
    if (this.rng.chance(0.8)) {
      await this.keyed(
        order.seller,
        'POST',
        `/api/order/sale/voucher/${voucher.id}/confirm`,
        { receivedAmount: vcoinText(this.amountOf(order.due, { more: true })) },
        'confirm a voucher',
        allowed,
      );
    } else {
      await this.keyed(order.seller, 'POST', `/api/order/sale/voucher/${voucher.id}/reject`, { reason: 'No transfer arrived' }, 'reject a voucher', allowed);
    }
    return true;
  }

  private async payWithVcoin(): Promise<boolean> {
    const open = await this.openOrdersOf(['VCOIN'], ['WAITINGPAYMENT', 'PAYMENTFAILED']);
    if (open.length === 0) return false;
    const order = this.rng.pick(open);
    const quote = await this.call(order.buyer, 'GET', `/api/order/payment/wallet/quote/${order.id}`);
    if (!this.expect(quote, [ERROR_CODES.VCOIN_PAYMENT_FAILED], 'VCoin quote')) return true;
    const payments = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from ledger_transactions where order_id = ${order.id} and type = 'ORDER_PAYMENT'`)
        )[0]!.n,
      );
    await this.keyed(
      order.buyer,
      'POST',
      '/api/order/payment/pay/wallet',
      { orderId: order.id, rate: quote.data.rate, paymentPassword: PAYMENT_PASSWORD },
      'pay with VCoin',
      // Never 140029: the payment password is right, and right passwords sent at once all pass.
      [ERROR_CODES.INSUFFICIENT_VCOIN, ERROR_CODES.VCOIN_PAYMENT_FAILED],
      { effect: { count: payments, exact: true } },
    );
    return true;
  }

  private async available(person: Person): Promise<bigint> {
    const [row] = await this.db
      .select({ posted: ledgerAccounts.postedMinor, held: ledgerAccounts.pendingDebitMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, person.id));
    return row ? row.posted - row.held : 0n;
  }

  private async vcoinTransfer(): Promise<boolean> {
    const [from, to] = this.rng.sample(this.people, 2);
    if (!from || !to) return false;
    const available = await this.available(from);
    const amount = available > 0n && this.rng.chance(0.9) ? (available * BigInt(this.rng.int(1, 100))) / 100n || 1n : available + BigInt(this.rng.int(1, 5000));
    const transfers = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(
            this.db,
            sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.user_id = ${from.id} and e.record_type = 'TRANSFER'`,
          )
        )[0]!.n,
      );
    await this.keyed(
      from,
      'POST',
      '/api/vcoin/transfer',
      { toUid: to.uid, amount: vcoinText(amount), paymentPassword: PAYMENT_PASSWORD },
      'VCoin transfer',
      [ERROR_CODES.INSUFFICIENT_VCOIN],
      {
        effect: { count: transfers, exact: true },
      },
    );
    return true;
  }

  // --- VCoin bought by bank transfer ----------------------------------------------------------

  private async bankTopUp(): Promise<boolean> {
    const person = this.rng.pick(this.people);
    const topUps = async () => Number((await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from top_ups where user_id = ${person.id}`))[0]!.n);
    const created = await this.keyed(person, 'POST', '/api/vcoin/topup', { amount: `${this.rng.int(5, 400)}` }, 'bank top-up', [], {
      effect: { count: topUps, exact: true },
    });
    if (created.respCode !== 200) return true;
    const key = await this.uploadVoucherFile(person);
    const sent = await this.keyed(person, 'POST', `/api/vcoin/topup/${created.data.id}/voucher`, { files: [key] }, 'top-up voucher', []);
    if (sent.respCode === 200) remember(this.topUps, { id: created.data.id, owner: person });
    return true;
  }

  /** The operator confirms what arrived (all, less or more) or rejects a top-up waiting for review. */
  private async decideTopUp(): Promise<boolean> {
    if (this.topUps.length === 0) return false;
    const index = this.rng.int(0, this.topUps.length - 1);
    const topUp = this.topUps.splice(index, 1)[0]!;
    const [row] = await rowsOf<{ amount: string; status: string }>(
      this.db,
      sql`select amount_minor::text as amount, status from top_ups where id = ${topUp.id}`,
    );
    if (!row || row.status !== 'WAITING_REVIEW') return false;
    const amount = BigInt(row.amount);
    const allowed = [ERROR_CODES.ILLEGAL_ORDER_STATE];
    const same = (data: any) => data && { id: data.id, status: data.status };
    if (this.rng.chance(0.8)) {
      const received = this.rng.chance(0.7)
        ? amount
        : this.rng.chance(0.5)
          ? (amount * BigInt(this.rng.int(1, 99))) / 100n || 1n
          : amount + BigInt(this.rng.int(1, 2000));
      await this.keyed(
        this.world.operator,
        'POST',
        `/api/ops/topups/${topUp.id}/confirm`,
        { receivedAmount: vcoinText(received) },
        'confirm a top-up',
        allowed,
        { same },
      );
    } else {
      await this.keyed(this.world.operator, 'POST', `/api/ops/topups/${topUp.id}/reject`, { reason: 'No transfer arrived' }, 'reject a top-up', allowed, {
        same,
      });
    }
    return true;
  }

  // --- Online and crypto payment through the sandboxes ----------------------------------------

  /** An order or a VCoin purchase to pay online or by crypto: one of the stream's open orders of that type, or a new purchase. */
  private async payable(
    type: 'ONLINE' | 'CRYPTO',
  ): Promise<{ payer: Person; ref: { orderId: string } | { topUpId: string }; orderId: string | null } | undefined> {
    if (this.rng.chance(0.7)) {
      const open = await this.openOrdersOf([type], ['WAITINGPAYMENT', 'PAYMENTFAILED', 'PAYING']);
      if (open.length > 0) {
        const order = this.rng.pick(open);
        return { payer: order.buyer, ref: { orderId: order.id }, orderId: order.id };
      }
    }
    const payer = this.rng.pick(this.people);
    const purchase = await this.keyed(
      payer,
      'POST',
      '/api/vcoin/purchase',
      { amount: `${this.rng.int(1, 300)}.${this.rng.int(0, 99)}`, channel: type },
      'VCoin purchase',
      [],
    );
    return purchase.respCode === 200 ? { payer, ref: { topUpId: purchase.data.id }, orderId: null } : undefined;
  }

  /** The quote, then pay/v2 with its rate; answers the attempt (undefined when refused). */
  private async openAttempt(
    payer: Person,
    ref: { orderId: string } | { topUpId: string },
    method: string,
    currency: string,
    extra: object,
  ): Promise<AttemptRef | undefined> {
    const quote = await this.call(payer, 'POST', '/api/payment/quote', { ...ref, method, currency });
    if (!this.expect(quote, [ERROR_CODES.OVER_PAYMENT_LIMIT, ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.VCOIN_PAYMENT_FAILED], `quote ${method}`))
      return undefined;
    const target = 'orderId' in ref ? sql`order_id = ${ref.orderId}` : sql`top_up_id = ${ref.topUpId}`;
    const attempts = async () => Number((await rowsOf<{ n: number }>(this.db, sql`select count(*)::int as n from payment_attempts where ${target}`))[0]!.n);
    const answer = await this.keyed(
      payer,
      'POST',
      '/api/order/payment/pay/v2',
      { ...ref, method, currency, rate: quote.data.rate, ...extra },
      `pay/v2 ${method}`,
      [
        ERROR_CODES.PROCESS_ALREADY_STARTED,
        ERROR_CODES.OVER_PAYMENT_LIMIT,
        ERROR_CODES.ILLEGAL_ORDER_STATE,
        ERROR_CODES.VCOIN_PAYMENT_FAILED,
        ERROR_CODES.EXTERNAL_REQUEST_ERROR,
      ],
      { same: (data) => data?.id ?? data, effect: { count: attempts, exact: false } },
    );
    if (answer.respCode !== 200) return undefined;
    const attempt: AttemptRef = { id: answer.data.id, payer, provider: answer.data.provider, orderId: answer.data.orderId };
    if (!this.attempts.some((a) => a.id === attempt.id)) remember(this.attempts, attempt);
    return attempt;
  }

  private async bookOf(attemptId: string) {
    const [book] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attemptId));
    return book;
  }

  private async onlinePayment(): Promise<boolean> {
    const target = await this.payable('ONLINE');
    if (!target) return true;
    const { method, currency, billing } = this.rng.pick(ONLINE);
    const attempt = await this.openAttempt(target.payer, target.ref, method, currency, { billing });
    if (attempt && this.rng.chance(0.7)) await this.act(attempt);
    return true;
  }

  private async cryptoPayment(): Promise<boolean> {
    const target = await this.payable('CRYPTO');
    if (!target) return true;
    const chain = this.rng.pick(CRYPTO_CHAINS);
    const attempt = await this.openAttempt(target.payer, target.ref, 'CRYPTO', this.rng.pick(['USDT', 'USDC']), { chain });
    if (attempt && this.rng.chance(0.7)) await this.act(attempt);
    return true;
  }

  /** The provider acts on one of the stream's payments still waiting, partly paid or expired. */
  private async providerActs(): Promise<boolean> {
    const candidates = this.rng.sample(this.attempts, 12);
    if (candidates.length === 0) return false;
    const books = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          inArray(
            sandboxPayments.merchantRef,
            candidates.map((a) => a.id),
          ),
          inArray(sandboxPayments.status, ['CREATED', 'PENDING_3DS', 'PARTIAL', 'EXPIRED', 'CANCELLED']),
        ),
      );
    if (books.length === 0) return false;
    const book = this.rng.pick(this.inStreamOrder(books, (b) => b.merchantRef));
    const attempt = candidates.find((a) => a.id === book.merchantRef)!;
    if (this.rng.chance(0.1)) {
      // The buyer gives the attempt up.
      await this.keyed(
        attempt.payer,
        'POST',
        `/api/payment/attempt/${attempt.id}/cancel`,
        undefined,
        'cancel an attempt',
        [ERROR_CODES.ILLEGAL_ORDER_STATE, ERROR_CODES.OPERATION_DENIED],
        {
          same: (data) => data?.id ?? data,
        },
      );
      return true;
    }
    await this.act(attempt);
    return true;
  }

  /**
   * The provider's side of an attempt, through the sandbox control as the operator: pay, fail,
   * expire, pay late (the clock moved past its expiry and the sweep run first), under- or overpay
   * (crypto); then the blocks mined and the webhooks delivered, and tpaga (no webhook) asked.
   */
  private async act(attempt: AttemptRef, { deliver = true }: { deliver?: boolean } = {}) {
    let book = await this.bookOf(attempt.id);
    if (!book) return;
    if (this.rng.chance(0.15) && book.expiresAt && book.expiresAt > this.now() && (book.status === 'CREATED' || book.status === 'PARTIAL')) {
      // Let it expire first: the payment will arrive late.
      this.world.clock.advance(book.expiresAt.getTime() - this.now().getTime() + 60_000);
      await sweepPayments({ db: this.db, clock: this.world.clock, payments: this.world.payments });
      if (attempt.orderId && this.rng.chance(0.5)) {
        const order = this.openOrders.find((o) => o.id === attempt.orderId);
        if (order)
          await this.keyed(order.buyer, 'POST', `/api/order/cancel/${order.id}`, undefined, 'cancel', [
            ERROR_CODES.ORDER_NOT_CANCELLABLE,
            ERROR_CODES.ILLEGAL_ORDER_STATE,
          ]);
      }
      book = (await this.bookOf(attempt.id))!;
    }
    const actions = sandboxActionsFor(book, this.now()).filter((a) => a !== 'CHARGEBACK' && a !== 'REFUND');
    if (actions.length === 0) return;
    const weights: Partial<Record<SandboxAction, number>> = { PAY: 6, PAY_LATE: 6, FAIL: 2, EXPIRE: 1, UNDERPAY: 2, OVERPAY: 1 };
    const action = this.weighted(actions, (a) => weights[a] ?? 1);
    const remaining = book.amountMinor - book.paidMinor;
    let amount: string | undefined;
    if (action === 'UNDERPAY') {
      if (remaining <= 20_000n) return;
      amount = fromMinor(((remaining * BigInt(this.rng.int(10, 90))) / 100n / 10_000n) * 10_000n || 10_000n, 6);
    } else if (action === 'OVERPAY') amount = fromMinor(remaining + BigInt(this.rng.int(1, 500)) * 10_000n, 6);
    const answer = await this.call(this.world.operator, 'POST', `/api/sandbox/payments/${book.id}/action`, { action, ...(amount ? { amount } : {}) });
    this.expect(answer, [ERROR_CODES.OPERATION_DENIED], `sandbox ${action}`);
    if (!deliver) return;
    await this.settleProvider(attempt, book.provider, book.details as { chain?: CryptoChain });
  }

  /**
   * Rows sorted the way the stream met them (its people, then its cards, then the attempts it
   * opened), never by the database's random ids: the same seed then makes the same choices.
   */
  private inStreamOrder<T>(rows: T[], ...keys: ((row: T) => string | null | undefined)[]): T[] {
    const known = new Map<string, number>();
    this.people.forEach((p, i) => known.set(p.id, i));
    this.cards.forEach((c, i) => known.set(c.id, i));
    this.attempts.forEach((a, i) => known.set(a.id, i));
    const rank = (id: string | null | undefined) => (id ? (known.get(id) ?? Number.MAX_SAFE_INTEGER) : -1);
    return [...rows].sort((a, b) => {
      for (const key of keys) {
        const diff = rank(key(a)) - rank(key(b));
        if (diff !== 0) return diff;
        const [x, y] = [key(a) ?? '', key(b) ?? ''];
        if (x !== y) return x < y ? -1 : 1;
      }
      return 0;
    });
  }

  private weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    let ticket = this.rng.next() * list.reduce((sum, item) => sum + weight(item), 0);
    return list.find((item) => (ticket -= weight(item)) < 0) ?? list[0]!;
  }

  /** What follows a provider's move: blocks mined on a crypto chain, webhooks delivered, tpaga asked while the buyer watches. */
  private async settleProvider(attempt: AttemptRef, provider: string, details: { chain?: CryptoChain }) {
    if (provider === 'crypto' && details.chain) {
      const mined = await this.call(this.world.operator, 'POST', '/api/sandbox/crypto/mine', {
        chain: details.chain,
        blocks: CONFIRMATIONS_REQUIRED[details.chain] + 1,
      });
      this.expect(mined, [], 'mine');
    }
    await flushWebhooks(this.world);
    if (provider === 'tpaga') this.expect(await this.call(attempt.payer, 'GET', `/api/payment/attempt/${attempt.id}`), [], 'tpaga status');
  }

  /** A transfer no attempt asked for: to a deposit address, of any amount (it may match an address's only live payment, or wait for review); the operator credits a reviewed one. */
  private async strayTransfer(): Promise<boolean> {
    const chain = this.rng.pick(CRYPTO_CHAINS);
    if (this.rng.chance(0.6)) {
      const sent = await this.call(this.world.operator, 'POST', '/api/sandbox/crypto/transfer', {
        chain,
        token: this.rng.pick(['USDT', 'USDC']),
        toAddress: this.rng.pick(depositAddresses(chain)),
        amount: `${this.rng.int(1, 50)}.${this.rng.int(10, 99)}`,
      });
      this.expect(sent, [], 'stray transfer');
      this.expect(await this.call(this.world.operator, 'POST', '/api/sandbox/crypto/mine', { chain, blocks: CONFIRMATIONS_REQUIRED[chain] + 1 }), [], 'mine');
      await flushWebhooks(this.world);
      return true;
    }
    const review = await this.call(this.world.operator, 'GET', '/api/ops/crypto/review?pageSize=20');
    this.expect(review, [], 'crypto review');
    const waiting = (review.data.list as { id: string }[]) ?? [];
    if (waiting.length === 0) return false;
    const to = this.rng.pick(this.people);
    await this.keyed(this.world.operator, 'POST', `/api/ops/crypto/review/${this.rng.pick(waiting).id}/credit`, { uid: to.uid }, 'credit a reviewed transfer', [
      ERROR_CODES.OPERATION_DENIED,
    ]);
    return true;
  }

  /** A chargeback or refund from the provider's side (sandbox), or the operator's refund of a delivered order. */
  private async reversal(): Promise<boolean> {
    if (this.rng.chance(0.5)) {
      const candidates = this.rng.sample(this.attempts, 12);
      if (candidates.length === 0) return false;
      const books = await this.db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            inArray(
              sandboxPayments.merchantRef,
              candidates.map((a) => a.id),
            ),
            eq(sandboxPayments.status, 'PAID'),
          ),
        );
      const reversible = this.inStreamOrder(
        books.filter((book) => book.provider !== 'crypto'),
        (book) => book.merchantRef,
      );
      if (reversible.length === 0) return false;
      const book = this.rng.pick(reversible);
      const actions = sandboxActionsFor(book, this.now()).filter((a) => a === 'CHARGEBACK' || a === 'REFUND');
      if (actions.length === 0) return false;
      const action = this.rng.pick(actions);
      this.expect(
        await this.call(this.world.operator, 'POST', `/api/sandbox/payments/${book.id}/action`, { action }),
        [ERROR_CODES.OPERATION_DENIED],
        `sandbox ${action}`,
      );
      await flushWebhooks(this.world);
      return true;
    }
    await this.openOrdersOf(['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'], []); // moves orders that ended to the settled list
    if (this.settled.length === 0) return false;
    const order = this.rng.pick(this.settled);
    await this.keyed(this.world.operator, 'POST', `/api/ops/orders/${order.id}/refund`, { reason: 'Refund requested by the buyer' }, 'operator refund', [
      ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE,
      ERROR_CODES.ILLEGAL_ORDER_STATE,
      ERROR_CODES.EXTERNAL_REQUEST_ERROR,
    ]);
    await flushWebhooks(this.world);
    return true;
  }

  // --- Codes, recharges -----------------------------------------------------------------------

  /** Holders among the stream's people of free units, with the card. */
  private async freeHoldings(types?: readonly string[]) {
    const people = this.rng.sample(this.people, 10);
    const rows = await rowsOf<{ owner_id: string; card_id: string; units: number; type: string; brand: string }>(
      this.db,
      sql`select sc.owner_id, sc.card_id, sc.units::int as units, c.type, c.brand from stock_counts sc join cards c on c.id = sc.card_id
          where sc.owner_id in (${sql.join(
            people.map((p) => sql`${p.id}::uuid`),
            sql`, `,
          )}) and sc.state = 'FREE' and sc.status = 'NORMAL' and sc.units > 0
          order by sc.owner_id, sc.card_id`,
    );
    return this.inStreamOrder(
      rows.filter((row) => !types || types.includes(row.type)),
      (row) => row.owner_id,
      (row) => row.card_id,
    );
  }

  private async generateCodes(): Promise<boolean> {
    const holdings = await this.freeHoldings();
    if (holdings.length === 0) return false;
    const holding = this.rng.pick(holdings);
    const owner = this.people.find((p) => p.id === holding.owner_id)!;
    const quantity = this.rng.chance(0.9) ? this.rng.int(1, Math.min(holding.units, 15)) : holding.units + this.rng.int(1, 5);
    const answer = await this.keyed(
      owner,
      'POST',
      '/api/codes/generate',
      { cardId: holding.card_id, quantity, format: this.rng.pick(['STANDARD', 'DIGITS', 'LONG']) },
      'generate codes',
      [ERROR_CODES.INSUFFICIENT_STOCK, ERROR_CODES.CARD_NOT_OWNED],
    );
    const problems = await drainTasks(this.world);
    if (problems.length > 0) throw this.violation(`generate codes: ${problems.join('; ')}`);
    if (answer.respCode === 200) {
      const [card] = await this.db
        .select({ id: cards.id, type: cards.type, brand: cards.brand, picture: cards.picture })
        .from(cards)
        .where(eq(cards.id, holding.card_id));
      remember(this.codeTasks, {
        taskId: answer.data.taskId,
        owner,
        card: { id: card!.id, originId: '', type: card!.type, brand: card!.brand ?? '', picture: card!.picture },
      });
    }
    return true;
  }

  /** An end client redeems one of the stream's codes on the public page; a locked code must be refused. */
  private async redeem(): Promise<boolean> {
    if (this.codeTasks.length === 0) return false;
    const { taskId, owner, card } = this.rng.pick(this.codeTasks);
    const page = await this.call(owner, 'GET', `/api/codes/records/${taskId}/codes?pageSize=20`);
    if (!this.expect(page, [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.NOT_FOUND], 'read codes')) return true;
    const codes = (page.data?.list ?? []) as { code: string; status: string }[];
    if (codes.length === 0) return false;
    const code = this.rng.pick(codes);
    const target =
      card.type === 'ACCOUNT_CARD'
        ? undefined
        : card.type === 'DEVICE_LICENCE'
          ? `device-${this.rng.int(1, 99)}`
          : this.clientAccount(card.brand, this.rng.int(0, 4));
    const answer = await api(
      this.world,
      undefined,
      'POST',
      '/api/redeem',
      { code: code.code, ...(target ? { target } : {}) },
      {},
      { remoteAddress: `10.${this.rng.int(0, 255)}.${this.rng.int(0, 255)}.${this.rng.int(1, 254)}` },
    );
    const refusals = [
      ERROR_CODES.CODE_ALREADY_USED,
      ERROR_CODES.OPERATION_DENIED,
      ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND,
      ERROR_CODES.CLIENT_ACCOUNT_NOT_EXPIRED,
      ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES,
      ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND,
      ERROR_CODES.SESSION_PRODUCT_REQUIRED,
      ERROR_CODES.SESSION_PRODUCTS_OVER_LIMIT,
      ERROR_CODES.PARAM_ERROR,
      ERROR_CODES.OPERATION_TOO_FREQUENT,
    ];
    const redeemed = this.expect(answer, refusals, 'redeem');
    if (redeemed && code.status !== 'NORMAL') throw this.violation(`redeem: a ${code.status} code was redeemed`);
    return true;
  }

  private async recharge(): Promise<boolean> {
    const holdings = await this.freeHoldings(['RECHARGE_CARD']);
    if (holdings.length === 0) return false;
    const holding = this.rng.pick(holdings);
    const owner = this.people.find((p) => p.id === holding.owner_id)!;
    const accounts = this.rng.sample([0, 1, 2, 3, 4, 5], this.rng.int(1, 3)).map((i) => this.clientAccount(holding.brand, i));
    const started = await this.keyed(owner, 'POST', '/api/recharge', { cardId: holding.card_id, accounts, quantity: this.rng.int(1, 2) }, 'recharge', [
      ERROR_CODES.INSUFFICIENT_STOCK,
      ERROR_CODES.CARD_NOT_OWNED,
      ERROR_CODES.TASK_ALREADY_PROCESSING,
      ERROR_CODES.INVALID_RECHARGE_CARD,
    ]);
    const problems = await drainTasks(this.world);
    if (problems.length > 0) throw this.violation(`recharge: ${problems.join('; ')}`);
    if (started.respCode === 200) remember(this.recharges, { taskId: started.data.taskId, owner, accounts });
    return true;
  }

  /** A recharge undone for one of its accounts (within its window, while the account's expiry is the one it set): its units come back. */
  private async undoRecharge(): Promise<boolean> {
    if (this.recharges.length === 0) return false;
    const { taskId, owner, accounts } = this.rng.pick(this.recharges);
    await this.keyed(owner, 'POST', `/api/recharge/${taskId}/undo`, { account: this.rng.pick(accounts) }, 'undo a recharge', [
      ERROR_CODES.UNDO_RECHARGE_FAILED,
      ERROR_CODES.UNDO_RECHARGE_FAILED_ALT,
      ERROR_CODES.ILLEGAL_ORDER_STATE,
    ]);
    return true;
  }

  // --- Cancel and time -----------------------------------------------------------------------

  private async cancel(): Promise<boolean> {
    const open = await this.openOrdersOf(['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'], OPEN_STATUSES);
    if (open.length === 0) return false;
    const order = this.rng.pick(open);
    await this.keyed(order.buyer, 'POST', `/api/order/cancel/${order.id}`, undefined, 'cancel', [
      ERROR_CODES.ORDER_NOT_CANCELLABLE,
      ERROR_CODES.ILLEGAL_ORDER_STATE,
    ]);
    return true;
  }

  /** The clock moves (minutes, hours, or past the pay-by deadline) and the sweeps run: pay-by expiry, payments, the miner, webhooks. */
  async timePasses(): Promise<boolean> {
    const roll = this.rng.next();
    const ms = roll < 0.7 ? this.rng.int(1, 35) * 60_000 : roll < 0.95 ? this.rng.int(1, 6) * 3_600_000 : 25 * 3_600_000;
    this.world.clock.advance(ms);
    const now = this.now();
    await expireOrders(this.db, now);
    await sweepPayments({ db: this.db, clock: this.world.clock, payments: this.world.payments });
    await mineWhereWaiting(this.world.deps);
    await flushWebhooks(this.world);
    return true;
  }

  // --- Injected faults -----------------------------------------------------------------------

  /**
   * What an aborted transaction could have changed: the high-water marks of the tables keyed by a
   * sequence, and the rows of the people, orders, cards and top-ups it touched. Card movements and
   * tasks are keyed by random ids: they are counted for the cards and owners in scope, through their
   * indexes (counting the whole tables took longer with every operation of a long run).
   */
  private async fingerprint({
    people = [],
    ownerIds = [],
    orderIds = [],
    cardIds = [],
    topUpIds = [],
  }: {
    people?: Person[];
    ownerIds?: string[];
    orderIds?: string[];
    cardIds?: string[];
    topUpIds?: string[];
  }) {
    const ids = (list: string[]) =>
      list.length > 0
        ? sql.join(
            list.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : sql`null::uuid`;
    const owners = ids([...people.map((p) => p.id), ...ownerIds]);
    const marks = await rowsOf(
      this.db,
      sql`select (select coalesce(max(id), 0) from ledger_entries)::text as entries, (select coalesce(max(id), 0) from order_events)::text as events,
                 (select coalesce(max(id), 0) from card_units)::text as units, (select coalesce(max(id), 0) from ops_actions)::text as actions,
                 (select count(*) from card_movements where card_id in (${ids(cardIds)}))::int as movements,
                 (select count(*) from tasks where owner_id in (${owners}))::int as tasks`,
    );
    const accounts = await rowsOf(
      this.db,
      sql`select id::text, posted_minor::text, pending_debit_minor::text, pending_credit_minor::text, version::text from ledger_accounts
          where user_id is null or user_id in (${ids(people.map((p) => p.id))}) order by id`,
    );
    const orderRows = await rowsOf(
      this.db,
      sql`select id, status, paid_minor::text, updated_at::text from orders where id in (${ids(orderIds)}) or buyer_id in (${ids(people.map((p) => p.id))}) order by id`,
    );
    const stock = await rowsOf(
      this.db,
      sql`select card_id, owner_id, state, status, units::text from stock_counts where card_id in (${ids(cardIds)}) order by 1, 2, 3, 4`,
    );
    const topUpRows = await rowsOf(this.db, sql`select id, status, received_minor::text from top_ups where id in (${ids(topUpIds)}) order by id`);
    return JSON.stringify({ marks, accounts, orderRows, stock, topUpRows });
  }

  /** A service called inside a transaction that throws after it: nothing of it may stay. */
  private async abortedTransaction(): Promise<boolean> {
    const now = this.now();
    const plans: (() => Promise<{ scope: Parameters<EconomyStream['fingerprint']>[0]; work: (tx: Tx) => Promise<unknown> } | undefined>)[] = [
      async () => {
        const [from, to] = this.rng.sample(this.people, 2);
        if (!from || !to) return undefined;
        const amount = (await this.available(from)) / 2n || 1n;
        return { scope: { people: [from, to] }, work: (tx) => transfer(tx, { toUid: to.uid, amount: vcoinText(amount) }, { userId: from.id, now }) };
      },
      async () => {
        const following = await rowsOf<{ follower_id: string; listing_id: string; card_id: string; methods: string[] }>(
          this.db,
          sql`select f.follower_id, l.id as listing_id, l.card_id, l.payment_methods as methods from follows f join listings l on l.store_id = f.store_id and l.listed
              where f.status = 'ACCEPTED' and f.follower_id in (${sql.join(
                this.rng.sample(this.people, 10).map((p) => sql`${p.id}::uuid`),
                sql`, `,
              )})`,
        );
        if (following.length === 0) return undefined;
        const row = this.rng.pick(
          this.inStreamOrder(
            following,
            (r) => r.follower_id,
            (r) => r.card_id,
          ),
        );
        const buyer = this.people.find((p) => p.id === row.follower_id)!;
        const input = CreateOrderRequest.parse({
          listingId: row.listing_id,
          quantity: this.rng.int(1, 3),
          paymentType: this.rng.pick(row.methods),
          paymentCurrency: 'USD',
        });
        return {
          scope: { people: [buyer], cardIds: [row.card_id] },
          work: (tx) => createOrder(tx, input, { userId: buyer.id, now, settings: { payWithinHours: this.world.config.orderPayWithinHours } }),
        };
      },
      async () => {
        const open = await this.openOrdersOf(['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'], OPEN_STATUSES);
        if (open.length === 0) return undefined;
        const order = this.rng.pick(open);
        return {
          scope: { people: [order.buyer], orderIds: [order.id], cardIds: await this.cardOf(order.id) },
          work: (tx) => cancelOrder(tx, order.id, { userId: order.buyer.id, now }),
        };
      },
      async () => {
        const open = await this.openOrdersOf(['VCOIN'], ['WAITINGPAYMENT', 'PAYMENTFAILED']);
        if (open.length === 0) return undefined;
        const order = this.rng.pick(open);
        return {
          scope: { people: [order.buyer, order.seller], orderIds: [order.id], cardIds: await this.cardOf(order.id) },
          work: (tx) => payWithVcoin(tx, { orderId: order.id, rate: '1' }, { userId: order.buyer.id, now }),
        };
      },
      async () => {
        const open = await this.openOrdersOf(['OFFLINE'], ['WAITINGPAYMENT']);
        if (open.length === 0) return undefined;
        const order = this.rng.pick(open);
        return {
          scope: { people: [order.buyer, order.seller], orderIds: [order.id], cardIds: await this.cardOf(order.id) },
          work: (tx) => confirmOrder(tx, { id: order.id, receivedAmount: vcoinText(order.due) }, { userId: order.seller.id, now }),
        };
      },
      async () => {
        if (this.cards.length === 0) return undefined;
        const card = this.rng.pick(this.cards);
        return {
          scope: { ownerIds: [card.originId], cardIds: [card.id] },
          work: (tx) =>
            changeStock(
              tx,
              { cardId: card.id, change: this.rng.chance(0.7) ? this.rng.int(1, 20) : -this.rng.int(1, 5) },
              { userId: card.originId, now, limits: stockLimitsOf(this.world.config) },
            ),
        };
      },
      async () => {
        const holdings = await this.freeHoldings();
        if (holdings.length === 0) return undefined;
        const holding = this.rng.pick(holdings);
        const input = GenerateCodesRequest.parse({ cardId: holding.card_id, quantity: this.rng.int(1, holding.units) });
        return {
          scope: { ownerIds: [holding.owner_id], cardIds: [holding.card_id] },
          work: (tx) => startGeneration(tx, input, { userId: holding.owner_id, now }),
        };
      },
      async () => {
        const waiting = this.topUps[this.rng.int(0, Math.max(0, this.topUps.length - 1))];
        if (!waiting) return undefined;
        // Every surplus is typed twice here (threshold 0), as the operator does above the setting.
        const received = `${this.rng.int(1, 500)}`;
        return {
          scope: { people: [waiting.owner], topUpIds: [waiting.id] },
          work: (tx) =>
            confirmTopUp(
              tx,
              waiting.id,
              { receivedAmount: received, confirmedAmount: received },
              { operatorId: this.world.operator.id, now, surplusConfirmAboveMinor: 0n },
            ),
        };
      },
      async () => {
        if (this.settled.length === 0) return undefined;
        const order = this.rng.pick(this.settled);
        return {
          scope: { people: [order.buyer, order.seller], orderIds: [order.id], cardIds: await this.cardOf(order.id) },
          work: (tx) => refundOrder(tx, order.id, { operatorId: this.world.operator.id, reason: 'aborted refund', now }),
        };
      },
    ];
    const plan = await this.rng.pick(plans)();
    if (!plan) return false;
    const before = await this.fingerprint(plan.scope);
    let outcome = 'committed';
    try {
      await withTransaction(this.db, async (tx) => {
        await plan.work(tx);
        throw new InjectedAbort('injected after the writes');
      });
    } catch (error) {
      if (error instanceof InjectedAbort) outcome = 'aborted';
      else if (error instanceof AppError) outcome = `refused ${error.code}`;
      else throw this.violation(`aborted transaction: the service failed unexpectedly: ${error instanceof Error ? error.stack : String(error)}`);
    }
    if (outcome === 'committed') throw this.violation('aborted transaction: the transaction did not throw');
    const after = await this.fingerprint(plan.scope);
    if (after !== before) throw this.violation(`aborted transaction (${outcome}) left changes:\n  before ${before}\n  after  ${after}`);
    this.world.stats.injected.aborted += 1;
    return true;
  }

  private async cardOf(orderId: string) {
    return (await rowsOf<{ card_id: string }>(this.db, sql`select card_id from orders where id = ${orderId}`)).map((row) => row.card_id);
  }

  /** The server "answers" 500 to the next webhooks (before handling them, or after with the answer lost); the provider retries until one is acknowledged, and the money moves once. */
  private async webhookFault(): Promise<boolean> {
    const candidates = this.rng.sample(this.attempts, 12);
    const books =
      candidates.length === 0
        ? []
        : await this.db
            .select()
            .from(sandboxPayments)
            .where(
              and(
                inArray(
                  sandboxPayments.merchantRef,
                  candidates.map((a) => a.id),
                ),
                inArray(sandboxPayments.status, ['CREATED', 'PARTIAL']),
              ),
            );
    const pending = this.inStreamOrder(
      books.filter((book) => book.provider !== 'tpaga'),
      (book) => book.merchantRef,
    );
    let attempt: AttemptRef | undefined;
    if (pending.length > 0) attempt = candidates.find((a) => a.id === this.rng.pick(pending).merchantRef);
    else {
      const target = await this.payable('ONLINE');
      if (!target) return true;
      const choice = this.rng.pick(ONLINE.filter((m) => m.method !== 'TPAGA'));
      attempt = await this.openAttempt(target.payer, target.ref, choice.method, choice.currency, { billing: choice.billing });
    }
    if (!attempt) return true;
    const faults = this.rng.int(1, 3);
    for (let i = 0; i < faults; i++) this.world.faults.push(this.rng.chance(0.5) ? 'refused' : 'lost');
    this.world.stats.injected.webhookFaults += faults;
    await this.act(attempt, { deliver: false });
    await deliverDueWebhooks(this.world.deps, { limit: 50 });
    const book = await this.bookOf(attempt.id);
    if (book?.expiresAt && this.rng.chance(0.5)) {
      // The outage outlasts the attempt: its time runs out and the payments sweep asks the provider meanwhile.
      if (book.expiresAt > this.now()) this.world.clock.advance(book.expiresAt.getTime() - this.now().getTime() + 60_000);
      await sweepPayments({ db: this.db, clock: this.world.clock, payments: this.world.payments });
    }
    await this.settleProvider(attempt, book!.provider, book!.details as { chain?: CryptoChain });
    this.world.faults.splice(0);
    const unacked = await rowsOf<{ id: number; tries: number; last_status: number | null }>(
      this.db,
      sql`select id, tries, last_status from sandbox_webhooks where payment_id = ${book!.id} and acked_at is null order by id`,
    );
    if (unacked.length > 0)
      throw this.violation(
        `webhook answered 500: webhooks of ${book!.provider} payment ${book!.id} were never acknowledged after retries: ${JSON.stringify(unacked)}`,
      );
    return true;
  }

  /** An acknowledged webhook of one of the stream's payments sent again: nothing may move. */
  private async duplicateWebhook(): Promise<boolean> {
    const candidates = this.rng.sample(this.attempts, 12);
    if (candidates.length === 0) return false;
    const hooks = await rowsOf<{ id: number; merchant_ref: string }>(
      this.db,
      sql`select w.id, b.merchant_ref from sandbox_webhooks w join sandbox_payments b on b.id = w.payment_id
          where w.acked_at is not null and b.merchant_ref in (${sql.join(
            candidates.map((a) => sql`${a.id}`),
            sql`, `,
          )}) order by w.id`,
    );
    if (hooks.length === 0) return false;
    const hook = this.rng.pick(hooks);
    const attempt = candidates.find((a) => a.id === hook.merchant_ref)!;
    const orderIds = attempt.orderId ? [attempt.orderId] : [];
    const scope = { people: [attempt.payer], orderIds, cardIds: attempt.orderId ? await this.cardOf(attempt.orderId) : [] };
    const before = await this.fingerprint(scope);
    const answer = await this.call(this.world.operator, 'POST', `/api/sandbox/webhooks/${hook.id}/redeliver`);
    this.expect(answer, [], 'redeliver a webhook');
    if (answer.data.lastStatus !== 200) throw this.violation(`webhook sent twice: answered ${answer.data.lastStatus} ${answer.data.lastAnswer}`);
    const after = await this.fingerprint(scope);
    if (after !== before) throw this.violation(`webhook sent twice moved something:\n  before ${before}\n  after  ${after}`);
    this.world.stats.injected.duplicateWebhooks += 1;
    return true;
  }

  /** A malformed or forbidden request: refused (never 200, never a server error), and nothing moves. */
  private async badInput(): Promise<boolean> {
    const person = this.rng.pick(this.people);
    const other = this.rng.pick(this.people);
    const order = this.openOrders.length > 0 ? this.rng.pick(this.openOrders) : undefined;
    const key = () => ({ 'idempotency-key': randomUUID() });
    const requests: (() => Promise<Answer>)[] = [
      () =>
        this.call(
          person,
          'POST',
          '/api/order/create',
          { listingId: randomUUID(), quantity: this.rng.pick([0, -1, 1.5, 'two', 1e9]), paymentType: 'OFFLINE', paymentCurrency: 'USD' },
          key(),
        ),
      () => this.call(person, 'POST', '/api/order/create', { listingId: randomUUID(), quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' }, key()),
      () =>
        this.call(
          person,
          'POST',
          '/api/vcoin/transfer',
          { toUid: other.uid, amount: this.rng.pick(['0', '-5', '1.234', 'abc', '99999999999']), paymentPassword: PAYMENT_PASSWORD },
          key(),
        ),
      () => this.call(person, 'POST', '/api/vcoin/transfer', { toUid: person.uid, amount: '1', paymentPassword: PAYMENT_PASSWORD }, key()),
      () => this.call(person, 'POST', '/api/vcoin/transfer', { toUid: other.uid, amount: '1', paymentPassword: PAYMENT_PASSWORD }),
      () => this.call(person, 'POST', '/api/vcoin/topup', { amount: this.rng.pick(['0', '-1', '1e3', '']) }, key()),
      () =>
        this.call(
          person,
          'POST',
          '/api/codes/generate',
          { cardId: this.cards.length > 0 ? this.rng.pick(this.cards).id : randomUUID(), quantity: this.rng.pick([0, -3, 'x']) },
          key(),
        ),
      () =>
        this.call(
          person,
          'POST',
          '/api/product/stock/change',
          { cardId: this.cards.length > 0 ? this.rng.pick(this.cards).id : randomUUID(), change: 0 },
          key(),
        ),
      () => this.call(person, 'POST', '/api/order/payment/pay/v2', { orderId: randomUUID(), method: 'CARD', currency: 'USD', rate: '1' }, key()),
      () =>
        this.call(
          person,
          'POST',
          '/api/order/payment/pay/wallet',
          { orderId: order?.id ?? randomUUID(), rate: 'abc', paymentPassword: PAYMENT_PASSWORD },
          key(),
        ),
      () => this.call(person, 'POST', `/api/order/sale/confirm/${order?.id ?? randomUUID()}`, { receivedAmount: '-3' }, key()),
      () => this.call(this.world.operator, 'POST', `/api/ops/orders/${randomUUID()}/refund`, { reason: 'none' }, key()),
      () => this.call(person, 'POST', `/api/ops/orders/${order?.id ?? randomUUID()}/refund`, { reason: 'mine' }, key()),
      async () => {
        // Another's order: not theirs to cancel or pay.
        if (!order || order.buyer.id === person.id) return this.call(person, 'POST', `/api/order/cancel/${randomUUID()}`, undefined, key());
        return this.call(person, 'POST', `/api/order/cancel/${order.id}`, undefined, key());
      },
      async () => {
        // One key, two different requests: the second is refused.
        const reused = randomUUID();
        const first = await this.call(person, 'POST', '/api/vcoin/topup', { amount: '5' }, { 'idempotency-key': reused });
        this.expect(first, [], 'bad input: first use of a key');
        return this.call(person, 'POST', '/api/vcoin/topup', { amount: '6' }, { 'idempotency-key': reused });
      },
      async () => {
        // A forged webhook: refused with 400, stored as REJECTED, nothing moves.
        const res = await this.world.app.inject({
          method: 'POST',
          url: `/api/payment/webhook/${this.rng.pick(['pix', 'wallet', 'crypto', 'onerway'])}`,
          payload: JSON.stringify({
            id: `evt_${randomUUID()}`,
            type: 'PAID',
            reference: 'x',
            merchantReference: order?.id ?? null,
            amount: '100.00',
            currency: 'BRL',
          }),
          headers: { 'content-type': 'application/json' },
        });
        return {
          status: res.statusCode === 400 ? 200 : res.statusCode,
          respCode: res.statusCode === 400 ? ERROR_CODES.PARAM_ERROR : res.statusCode,
          data: null,
          message: res.body.slice(0, 200),
        };
      },
    ];
    const index = this.rng.int(0, requests.length - 1);
    const before = await this.fingerprint({ people: [person, other] });
    const answer = await requests[index]!();
    if (answer.status >= 500 || answer.respCode === 200 || answer.respCode === ERROR_CODES.INTERNAL) {
      throw this.violation(`bad input #${index}: answered HTTP ${answer.status} ${answer.respCode} ${JSON.stringify(answer.data)} ${answer.message}`);
    }
    const after = await this.fingerprint({ people: [person, other] });
    // The idempotency case creates its first top-up on purpose.
    if (index !== requests.length - 2 && after !== before)
      throw this.violation(`bad input #${index} (${answer.respCode}) moved something:\n  before ${before}\n  after  ${after}`);
    this.world.stats.injected.badInput += 1;
    return true;
  }
}

/** The seed of stream `index` of a run seeded `seed`. */
export const streamSeed = (seed: number, index: number) => (seed + Math.imul(index, 0x9e3779b1)) >>> 0;

/** What the world holds (for a run's report). */
export async function economySummary(db: Db) {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
               (select count(*) from orders where status = 'DELIVERED')::int as delivered, (select count(*) from orders where status in ('CHARGEBACK', 'REFUND'))::int as reversed,
               (select count(*) from orders where status = 'CANCELLED')::int as cancelled, (select count(*) from card_units)::int as units,
               (select count(*) from activation_codes)::int as codes, (select count(*) from payment_attempts where provider is not null)::int as attempts,
               (select count(*) from provider_events)::int as events, (select coalesce(sum(deliveries - 1), 0) from provider_events)::int as duplicates,
               (select count(*) from ledger_transactions)::int as transactions`,
  );
  return row!;
}
