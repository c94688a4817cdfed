// A mixed write load over HTTP against one or more built servers, and its verifier. Shared by
// bench/two-processes.ts and bench/kill-nine.ts.
//
// The people: LOAD_BUYERS (6) buyers registered for the run (payment password 246810), each
// following the demo store, and the demo seller and operator, logged in over HTTP. Each buyer
// loops over flows: buy VCoin by bank transfer (top-up, voucher, the operator's confirmation),
// send VCoin to another buyer, buy from the demo store's mall and pay with VCoin, buy offline and
// send a voucher the seller confirms. The seller mints stock on the cards sold and generates
// activation codes (a task) from a card nobody buys. Every write carries an Idempotency-Key and is
// recorded with its answer: acknowledged (respCode 200, with the ids it made), refused (a business
// answer, stored with the key too), or unknown (the connection was cut, or a 5xx: nothing was
// answered). `resolveUnknown` sends each unknown write again with its key until it is answered.
//
// `verifyWrites` reads the database: every acknowledged write is there with its effect (a transfer's
// two entries, an order, a VCoin payment with the order delivered and its units, a voucher, a
// confirmed voucher with the order delivered, a top-up, its voucher, its confirmation, minted
// units, a code generation whose task made its codes once), every refused write's answer is kept
// under its key, and nothing is there that no write asked for: beyond the acknowledged writes, at
// most one effect per write still unknown (none once they are resolved). Then the economy model's
// invariants (checkInvariants).
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../apps/server/src/db/client';
import { follows, stores, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { checkInvariants } from '../apps/server/test/model/economy-model';
import { hashPassword } from '../apps/server/src/modules/users/passwords';
import { issueToken } from '../apps/server/src/modules/auth/tokens.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from '../apps/server/src/seed/demo';
import { DEMO_OPERATOR } from '../apps/server/src/seed/demo-wallet';
import { solidPng } from '../apps/server/src/seed/png';
import { ROOT, SERVER } from './lib.mjs';

export const PAYMENT_PASSWORD = '246810';
const PASSWORD = 'Load-pass-2468';

// --- Servers --------------------------------------------------------------------------------------

/** What every server of these runs is started with (on top of the caller's): fast sweeps and take-overs, no captcha, no stock-change limit. */
export const SERVER_ENV: Record<string, string> = {
  WEB_DIR: '',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
  LOGIN_CAPTCHA_AFTER: '0',
  STOCK_CHANGES_PER_MINUTE: '1000000',
  ORDER_EXPIRY_SWEEP_SECONDS: '1',
  PAYMENTS_SYNC_SECONDS: '1',
  TASK_POLL_MS: '200',
  TASK_HEARTBEAT_SECONDS: '1',
  TASK_STALE_SECONDS: '3',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_PASSES: '1',
};

/** A task run the server logged as ended ("task run ended"): which process, which task, how. */
export type TaskRunLine = { server: string; taskId: string; kind: string; outcome: string; attempts: number };

export type Server = { name: string; port: number; base: string; child: ChildProcess; stderr: () => string; stdout: () => string };

/** Starts the built server (apps/server/dist/main.js) and waits for /healthz; its "task run ended" log lines go to `taskRuns`. */
export async function startServer(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  taskRuns?: TaskRunLine[];
  timeoutMs?: number;
}): Promise<Server> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  let pending = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.includes('task run ended')) continue;
      try {
        const entry = JSON.parse(line) as { taskId: string; kind: string; outcome: string; attempts: number };
        options.taskRuns?.push({ server: options.name, taskId: entry.taskId, kind: entry.kind, outcome: entry.outcome, attempts: entry.attempts });
      } catch {
        // not a JSON line
      }
    }
  });
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server ${options.name} exited (${child.exitCode ?? child.signalCode}): ${stderr.slice(-3000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { name: options.name, port: options.port, base, child, stderr: () => stderr, stdout: () => stdout };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server ${options.name} did not answer within ${(options.timeoutMs ?? 120_000) / 1000} s: ${stderr.slice(-3000)}`);
}

/** Ends the server with `signal` and waits until the process is gone. */
export function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** One statement on a PostgreSQL server outside any transaction (create or drop a run's database). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** 32 random bytes, base64: the CODES_KEY several servers on one database share. */
export const newCodesKey = () => randomBytes(32).toString('base64');

// --- The people and the catalogue -----------------------------------------------------------------

export type Actor = { id: string; uid: string; name: string; token: string };

type Staff = { seller: { id: string; uid: string }; operator: { id: string; uid: string } };

export type World = {
  buyers: Actor[];
  seller: Actor;
  operator: Actor;
  /** Accounts kept apart for the rate-limit checks (never logged in by the load). */
  spare: (Actor & { email: string; password: string })[];
  /** The demo store's listings the buyers buy (VCoin and offline, USD). */
  listings: { id: string; cardId: string; name: string }[];
  /** The card the seller generates codes from (not bought by anyone in the load). */
  codeCardId: string;
  /** MINTED movements of the load's cards before the load (the seed's). */
  mintedBefore: number;
  /** Code generation records of the seller before the load. */
  recordsBefore: number;
};

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const uuidList = (ids: string[]) => sql.join(ids.length ? ids.map((id) => sql`${id}::uuid`) : [sql`null::uuid`], sql`, `);

/**
 * Registers the run's buyers (payment password set, following the demo store, a login each) and
 * a few spare accounts, on a database the server seeded with the demo data. The demo seller and
 * operator are logged in over HTTP later (`logInStaff`).
 */
export async function prepareWorld(
  db: Db,
  { buyers = Number(process.env.LOAD_BUYERS ?? 6), spares = 3 } = {},
): Promise<Omit<World, 'seller' | 'operator'> & { staff: Staff }> {
  const now = new Date();
  const policy = { idleMinutes: 10 * 24 * 60, maxHours: 10 * 24 };
  const find = async (email: string) => (await db.select({ id: users.id, uid: users.uid }).from(users).where(eq(users.email, email)))[0];
  const seller = await find(DEMO_ACCOUNTS.seller.email);
  const operator = await find(DEMO_OPERATOR.email);
  if (!seller) throw new Error('The demo seller is missing: the database must be seeded (SEED_DEMO=true)');
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, seller.id));
  const paymentPasswordHash = await hashPassword(PAYMENT_PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const people: Actor[] = [];
  for (let i = 0; i < buyers; i++) {
    const { user } = await createUser(db, { email: `load-buyer-${tag}-${i}@example.com`, password: PASSWORD, nickname: `Load buyer ${i + 1}` });
    await db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
    await db.insert(follows).values({ storeId: store!.id, followerId: user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
    const { token } = await withTransaction(db, (tx) => issueToken(tx, { userId: user.id, now, policy }));
    people.push({ id: user.id, uid: user.uid, name: `buyer ${i + 1}`, token: `Bearer ${token}` });
  }
  const spare = [];
  for (let i = 0; i < spares; i++) {
    const email = `load-spare-${tag}-${i}@example.com`;
    const { user } = await createUser(db, { email, password: PASSWORD, nickname: `Load spare ${i + 1}` });
    await db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
    const { token } = await withTransaction(db, (tx) => issueToken(tx, { userId: user.id, now, policy }));
    spare.push({ id: user.id, uid: user.uid, name: `spare ${i + 1}`, token: `Bearer ${token}`, email, password: PASSWORD });
  }
  const catalogue = await rows<{ listing_id: string; card_id: string; name: string; type: string }>(
    db,
    sql`select l.id as listing_id, c.id as card_id, c.name, c.type from cards c join listings l on l.card_id = c.id where c.origin_store_id = ${store!.id} order by c.name`,
  );
  const byName = (name: string) => catalogue.find((row) => row.name === name)!;
  // Sold: the device licence and the recharge card (VCoin and offline, in USD). Coded: the prepaid card (listed in BRL, not bought here).
  const sold = [DEMO_CATALOGUE[2]!, DEMO_CATALOGUE[0]!].map((item) => byName(item.card.name));
  const coded = byName(DEMO_CATALOGUE[3]!.card.name);
  const cardIds = [...sold.map((row) => row.card_id), coded.card_id];
  const [minted] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from card_movements where kind = 'MINTED' and card_id in (${uuidList(cardIds)})`,
  );
  const [records] = await rows<{ n: number }>(db, sql`select count(*)::int as n from code_records where owner_id = ${seller.id}`);
  return {
    staff: { seller, operator: operator! },
    buyers: people,
    spare,
    listings: sold.map((row) => ({ id: row.listing_id, cardId: row.card_id, name: row.name })),
    codeCardId: coded.card_id,
    mintedBefore: Number(minted!.n),
    recordsBefore: Number(records!.n),
  };
}

/** Logs in over HTTP (the panel's password grant); answers the bearer token. */
export async function logIn(base: string, email: string, password: string): Promise<string> {
  const answer = await loginAttempt(base, email, password);
  const token = (answer.data as { access_token?: string } | undefined)?.access_token;
  if (answer.respCode !== 200 || !token) throw new Error(`login of ${email}: ${JSON.stringify(answer)}`);
  return `Bearer ${token}`;
}

/** One password login; answers the envelope. */
export async function loginAttempt(base: string, email: string, password: string): Promise<{ respCode: number; data: unknown }> {
  const res = await fetch(`${base}/api-auth/oauth/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, fingerprintId: 'bench-write-load', ...PANEL_TOKEN_FIELDS }).toString(),
  });
  return (await res.json()) as { respCode: number; data: unknown };
}

/** The demo seller and operator (found by prepareWorld), logged in over HTTP. */
export async function logInStaff(base: string, staff: Staff): Promise<Pick<World, 'seller' | 'operator'>> {
  return {
    seller: { ...staff.seller, name: 'seller', token: await logIn(base, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password) },
    operator: { ...staff.operator, name: 'operator', token: await logIn(base, DEMO_OPERATOR.email, DEMO_OPERATOR.password) },
  };
}

/** Uploads one PNG through `base` as a browser's FormData sends it (`typeAndSource`: document/voucher, image/avatar, ...); answers its key, or undefined when nothing was stored or the connection was cut. */
export async function uploadFile(base: string, actor: Actor, typeAndSource: string, content: Buffer): Promise<string | undefined> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'file.png');
  try {
    const res = await fetch(`${base}/api-auth/s3/upload/${typeAndSource}`, {
      method: 'POST',
      headers: { authorization: actor.token },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json()) as { respCode: number; data: { key: string } };
    return answer.respCode === 200 ? answer.data.key : undefined;
  } catch {
    return undefined;
  }
}

// --- Writes ---------------------------------------------------------------------------------------

export type Kind = 'transfer' | 'order' | 'pay' | 'voucher' | 'confirm' | 'topup' | 'topupVoucher' | 'topupConfirm' | 'mint' | 'generate';
export const KINDS: Kind[] = ['topup', 'topupVoucher', 'topupConfirm', 'transfer', 'order', 'pay', 'voucher', 'confirm', 'mint', 'generate'];

export type Write = {
  kind: Kind;
  actor: Actor;
  key: string;
  path: string;
  body: unknown;
  state: 'acked' | 'refused' | 'unknown';
  respCode?: number;
  data?: any;
  /** Sends so far (a retry after a lost answer is one more). */
  sends: number;
};

/** Business refusals each write may get under this load; any other is a violation. */
const ALLOWED: Record<Kind, number[]> = {
  transfer: [ERROR_CODES.INSUFFICIENT_VCOIN],
  order: [ERROR_CODES.INSUFFICIENT_STOCK, ERROR_CODES.INSUFFICIENT_STOCK_ALT],
  pay: [ERROR_CODES.INSUFFICIENT_VCOIN],
  voucher: [],
  confirm: [],
  topup: [],
  topupVoucher: [],
  topupConfirm: [],
  mint: [],
  generate: [ERROR_CODES.INSUFFICIENT_STOCK],
};

/** What identifies a write's effect in its answer. */
export function effectId(kind: Kind, data: any): string {
  switch (kind) {
    case 'transfer':
      return data.transactionId;
    case 'mint':
      return data.firstCardNumber;
    case 'generate':
      return data.recordId;
    case 'pay':
      return data.orderId;
    default:
      return data.id;
  }
}

type Answer = { status: number; respCode: number; data: any; message: string } | { cut: string };

/** Answers that mean nothing was decided: the request may be sent again with its key. */
const retryable = (answer: Answer) =>
  'cut' in answer ||
  answer.status >= 500 ||
  answer.respCode === ERROR_CODES.PROCESS_ALREADY_STARTED ||
  answer.respCode === ERROR_CODES.INTERNAL ||
  answer.respCode === ERROR_CODES.SYSTEM_ERROR;

export type LoadFigures = {
  sent: number;
  cut: number;
  serverErrors: number;
  byKind: Record<string, { acked: number; refused: number; unknown: number }>;
  refusals: Record<string, number>;
};

export class WriteLoad {
  readonly writes: Write[] = [];
  readonly violations: string[] = [];
  readonly serverErrors: string[] = [];
  /** The voucher files uploaded: through which server, their key, whose, what was sent. */
  readonly uploads: { base: string; key: string; owner: Actor; content: Buffer }[] = [];
  uploadFailures = 0;
  sent = 0;
  cut = 0;
  private picture = Math.floor(Math.random() * 2 ** 23);
  private stopping = false;
  private balances = new Map<string, boolean>();

  constructor(
    readonly world: World,
    public bases: string[],
    /** Share of writes sent to two servers at once with the same key (two-process runs). */
    readonly twinShare = 0,
  ) {}

  private base() {
    return this.bases[Math.floor(Math.random() * this.bases.length)]!;
  }

  private async post(base: string, actor: Actor, path: string, body: unknown, key?: string): Promise<Answer> {
    this.sent += 1;
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: actor.token, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: { respCode?: number; data?: unknown; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return {
        status: res.status,
        respCode: typeof parsed.respCode === 'number' ? parsed.respCode : res.status,
        data: parsed.data,
        message: parsed.message ?? text.slice(0, 200),
      };
    } catch (error) {
      this.cut += 1;
      return { cut: (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message };
    }
  }

  private async get(actor: Actor, path: string): Promise<any> {
    try {
      const res = await fetch(`${this.base()}${path}`, { headers: { authorization: actor.token }, signal: AbortSignal.timeout(30_000) });
      const answer = (await res.json()) as { respCode: number; data: unknown };
      return answer.respCode === 200 ? answer.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Records one answer on the write. */
  private settle(write: Write, answer: Answer) {
    if (retryable(answer)) {
      write.state = 'unknown';
      if (!('cut' in answer) && answer.status !== 503 && answer.respCode !== ERROR_CODES.PROCESS_ALREADY_STARTED) {
        this.serverErrors.push(`${write.kind} ${write.path}: HTTP ${answer.status} ${answer.respCode} ${answer.message}`);
      }
      return;
    }
    answer = answer as Exclude<Answer, { cut: string }>;
    if (answer.respCode === 200) {
      write.state = 'acked';
      write.respCode = 200;
      write.data = answer.data;
      return;
    }
    write.state = 'refused';
    write.respCode = answer.respCode;
    write.data = answer.data;
    if (!ALLOWED[write.kind].includes(answer.respCode))
      this.violations.push(
        `${write.kind} ${write.path} by ${write.actor.name}: unexpected answer ${answer.status} ${answer.respCode} ${JSON.stringify(answer.data)} ${answer.message}`,
      );
  }

  /** Two answers to one key must be the same decision about the same effect. */
  private same(write: Write, a: Answer, b: Answer, how: string) {
    if (retryable(a) || retryable(b)) return;
    const x = a as Exclude<Answer, { cut: string }>;
    const y = b as Exclude<Answer, { cut: string }>;
    const idX = x.respCode === 200 ? effectId(write.kind, x.data) : undefined;
    const idY = y.respCode === 200 ? effectId(write.kind, y.data) : undefined;
    if (x.respCode !== y.respCode || idX !== idY)
      this.violations.push(`${write.kind}: one Idempotency-Key answered ${x.respCode} ${idX ?? ''} and ${y.respCode} ${idY ?? ''} (${how})`);
  }

  /** Sends a new keyed write; answers its data when acknowledged. */
  async write(kind: Kind, actor: Actor, path: string, body: unknown): Promise<any> {
    const write: Write = { kind, actor, key: randomUUID(), path, body, state: 'unknown', sends: 0 };
    this.writes.push(write);
    write.sends += 1;
    if (this.twinShare > 0 && this.bases.length > 1 && Math.random() < this.twinShare) {
      // The same key at two servers at once: one may answer -5 (the other is still running it); then again, once.
      const [a, b] = await Promise.all(this.bases.slice(0, 2).map((base) => this.post(base, actor, path, body, write.key)));
      write.sends += 2;
      const again = await this.post(this.base(), actor, path, body, write.key);
      this.same(write, a!, again, 'sent to two servers at once, then again');
      this.same(write, b!, again, 'sent to two servers at once, then again');
      this.settle(write, again);
    } else {
      this.settle(write, await this.post(this.base(), actor, path, body, write.key));
    }
    return write.state === 'acked' ? write.data : undefined;
  }

  /** Sends every unknown write again with its key until each is answered; answers how many were resolved. */
  async resolveUnknown({ tries = 20 } = {}): Promise<number> {
    const open = this.writes.filter((w) => w.state === 'unknown');
    for (const write of open) {
      for (let i = 0; i < tries && write.state === 'unknown'; i++) {
        write.sends += 1;
        this.settle(write, await this.post(this.base(), write.actor, write.path, write.body, write.key));
        if (write.state === 'unknown') await sleep(200);
      }
      if (write.state === 'unknown') this.violations.push(`${write.kind} ${write.path}: still no answer after ${tries} tries with its key`);
    }
    return open.length;
  }

  private async uploadVoucher(actor: Actor): Promise<string | undefined> {
    this.picture += 1;
    const p = this.picture;
    const content = solidPng(4, [p % 256, Math.floor(p / 256) % 256, Math.floor(p / 65_536) % 256]);
    const base = this.base();
    const key = await uploadFile(base, actor, 'document/voucher', content);
    if (key) this.uploads.push({ base, key, owner: actor, content });
    else this.uploadFailures += 1;
    return key;
  }

  // --- Flows ----------------------------------------------------------------------------------

  /** Buys VCoin by bank transfer: the top-up, its voucher, the operator's confirmation. */
  private async topUp(buyer: Actor) {
    const amount = `${100 + Math.floor(Math.random() * 400)}.00`;
    const topUp = await this.write('topup', buyer, '/api/vcoin/topup', { amount });
    if (!topUp) return;
    const file = await this.uploadVoucher(buyer);
    if (!file) return;
    if (!(await this.write('topupVoucher', buyer, `/api/vcoin/topup/${topUp.id}/voucher`, { files: [file] }))) return;
    if (await this.write('topupConfirm', this.world.operator, `/api/ops/topups/${topUp.id}/confirm`, { receivedAmount: amount }))
      this.balances.set(buyer.id, true);
  }

  private async transfer(buyer: Actor) {
    const others = this.world.buyers.filter((b) => b.id !== buyer.id);
    const to = others[Math.floor(Math.random() * others.length)]!;
    const amount = `${1 + Math.floor(Math.random() * 20)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    await this.write('transfer', buyer, '/api/vcoin/transfer', { toUid: to.uid, amount, paymentPassword: PAYMENT_PASSWORD });
  }

  private listing() {
    return this.world.listings[Math.floor(Math.random() * this.world.listings.length)]!;
  }

  private async payWithVcoin(buyer: Actor) {
    const order = await this.write('order', buyer, '/api/order/create', {
      listingId: this.listing().id,
      quantity: 1 + Math.floor(Math.random() * 3),
      paymentType: 'VCOIN',
      paymentCurrency: 'USD',
    });
    if (!order) return;
    const quote = await this.get(buyer, `/api/order/payment/wallet/quote/${order.id}`);
    if (!quote) return;
    await this.write('pay', buyer, '/api/order/payment/pay/wallet', { orderId: order.id, rate: quote.rate, paymentPassword: PAYMENT_PASSWORD });
  }

  private async payOffline(buyer: Actor) {
    const order = await this.write('order', buyer, '/api/order/create', {
      listingId: this.listing().id,
      quantity: 1 + Math.floor(Math.random() * 3),
      paymentType: 'OFFLINE',
      paymentCurrency: 'USD',
    });
    if (!order) return;
    const file = await this.uploadVoucher(buyer);
    if (!file) return;
    const voucher = await this.write('voucher', buyer, `/api/order/voucher/${order.id}`, { files: [file], amount: order.amount });
    if (!voucher) return;
    await this.write('confirm', this.world.seller, `/api/order/sale/voucher/${voucher.id}/confirm`, { receivedAmount: order.amount });
  }

  private async sellerRound() {
    const { seller } = this.world;
    for (const listing of this.world.listings)
      await this.write('mint', seller, '/api/product/stock/change', { cardId: listing.cardId, change: 20 + Math.floor(Math.random() * 20) });
    const quantity = 1 + Math.floor(Math.random() * 10);
    if (!(await this.write('mint', seller, '/api/product/stock/change', { cardId: this.world.codeCardId, change: quantity }))) return;
    await this.write('generate', seller, '/api/codes/generate', { cardId: this.world.codeCardId, quantity, format: 'STANDARD' });
  }

  private async buyerFlow(buyer: Actor) {
    if (!this.balances.get(buyer.id)) return this.topUp(buyer);
    const roll = Math.random();
    if (roll < 0.1) return this.topUp(buyer);
    if (roll < 0.45) return this.transfer(buyer);
    if (roll < 0.8) return this.payWithVcoin(buyer);
    return this.payOffline(buyer);
  }

  /** Runs the load until `stop()` (each buyer one flow after another, the seller a round every `sellerEveryMs`). */
  async run({ pauseMs = 20, sellerEveryMs = 1500 } = {}) {
    this.stopping = false;
    const loop = async (step: () => Promise<unknown>, pause: number) => {
      while (!this.stopping) {
        const before = this.cut;
        await step();
        // A cut connection (the server is gone): wait a little instead of spinning.
        await sleep(this.cut > before ? 100 : pause);
      }
    };
    await Promise.all([...this.world.buyers.map((buyer) => loop(() => this.buyerFlow(buyer), pauseMs)), loop(() => this.sellerRound(), sellerEveryMs)]);
  }

  stop() {
    this.stopping = true;
  }

  /** Waits (over HTTP, as the seller) until every acknowledged code generation's task has ended; answers how many have not. */
  async waitForTasks({ timeoutMs = 60_000 } = {}): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let open = this.writes.filter((w) => w.kind === 'generate' && w.state === 'acked').map((w) => w.data.taskId as string);
    while (open.length > 0 && Date.now() < deadline) {
      const states = await Promise.all(open.map((id) => this.get(this.world.seller, `/api/task/${id}`)));
      open = open.filter((_, i) => states[i]?.state !== 'DONE' && states[i]?.state !== 'FAILED');
      if (open.length > 0) await sleep(500);
    }
    return open.length;
  }

  figures(): LoadFigures {
    const byKind: LoadFigures['byKind'] = {};
    const refusals: Record<string, number> = {};
    for (const kind of KINDS) byKind[kind] = { acked: 0, refused: 0, unknown: 0 };
    for (const write of this.writes) {
      byKind[write.kind]![write.state] += 1;
      if (write.state === 'refused') refusals[`${write.kind} ${write.respCode}`] = (refusals[`${write.kind} ${write.respCode}`] ?? 0) + 1;
    }
    return { sent: this.sent, cut: this.cut, serverErrors: this.serverErrors.length, byKind, refusals };
  }
}

// --- Verification ---------------------------------------------------------------------------------

const minor = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/**
 * Checks the database against the load's writes (see the top of this file) and the model's
 * invariants. `settled`: every write has been answered (after resolveUnknown), so the database
 * must hold exactly the acknowledged effects; otherwise each unknown write may have left one.
 */
export async function verifyWrites(db: Db, load: WriteLoad, { now = new Date(), tasksFinished = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  const { world } = load;
  const buyerIds = world.buyers.map((b) => b.id);
  const of = (kind: Kind, state: Write['state']) => load.writes.filter((w) => w.kind === kind && w.state === state);
  const acked = (kind: Kind) => of(kind, 'acked');
  const unknown = (kind: Kind) => of(kind, 'unknown').length;
  const report = (text: string) => problems.push(text);

  /** Effects found (ids) against the acknowledged ones: each acknowledged is there, and at most `unknown` more. */
  const compare = (kind: Kind, found: Set<string>, what: string) => {
    const ids = new Set(acked(kind).map((w) => effectId(kind, w.data)));
    for (const id of ids) if (!found.has(id)) report(`${kind}: acknowledged ${what} ${id} is missing`);
    const extra = [...found].filter((id) => !ids.has(id));
    if (extra.length > unknown(kind))
      report(`${kind}: ${extra.length} ${what}(s) no acknowledged write made, with ${unknown(kind)} write(s) unanswered: ${extra.slice(0, 3).join(', ')}`);
  };

  // Every answered write's answer is kept under its key (the effect and the key commit together).
  const keyed = load.writes.filter((w) => w.state !== 'unknown');
  for (let i = 0; i < keyed.length; i += 500) {
    const chunk = keyed.slice(i, i + 500);
    const stored = await rows<{ user_id: string; key: string; resp_code: number }>(
      db,
      sql`select user_id, key, resp_code from idempotency_keys where key in (${sql.join(
        chunk.map((w) => sql`${w.key}`),
        sql`, `,
      )})`,
    );
    const byKey = new Map(stored.map((row) => [`${row.user_id}:${row.key}`, row.resp_code]));
    for (const write of chunk) {
      const code = byKey.get(`${write.actor.id}:${write.key}`);
      if (code !== write.respCode) report(`${write.kind} ${write.path}: answered ${write.respCode} but its key holds ${code ?? 'nothing'}`);
    }
  }

  // Transfers: the transaction with the sender's debit and the receiver's credit of the amount.
  const transfers = await rows<{ id: string; user_id: string; entries: { user_id: string; amount: string }[] }>(
    db,
    sql`select t.id, t.user_id, json_agg(json_build_object('user_id', a.user_id, 'amount', e.amount_minor::text)) as entries
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.type = 'TRANSFER' and t.user_id in (${uuidList(buyerIds)}) group by t.id, t.user_id`,
  );
  compare('transfer', new Set(transfers.map((t) => t.id)), 'transfer');
  const transferById = new Map(transfers.map((t) => [t.id, t]));
  for (const write of acked('transfer')) {
    const found = transferById.get(write.data.transactionId);
    if (!found) continue;
    const body = write.body as { toUid: string; amount: string };
    const to = world.buyers.find((b) => b.uid === body.toUid)!;
    const amount = minor(body.amount);
    const debit = found.entries.find((e) => e.user_id === write.actor.id && BigInt(e.amount) === -amount);
    const credit = found.entries.find((e) => e.user_id === to.id && BigInt(e.amount) === amount);
    if (!debit || !credit)
      report(`transfer ${found.id}: entries ${JSON.stringify(found.entries)} are not -${amount} from ${write.actor.name} and +${amount} to ${to.name}`);
  }

  // Orders, and what paid them.
  const orders = await rows<{ id: string; status: string; quantity: number; payment_type: string; units: number; payments: number }>(
    db,
    sql`select o.id, o.status, o.quantity, o.payment_type,
               (select count(*)::int from order_units ou where ou.order_id = o.id) as units,
               (select count(*)::int from ledger_transactions t where t.order_id = o.id and t.type = 'ORDER_PAYMENT') as payments
        from orders o where o.buyer_id in (${uuidList(buyerIds)})`,
  );
  compare('order', new Set(orders.map((o) => o.id)), 'order');
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const delivered = (id: string, kind: Kind) => {
    const order = orderById.get(id);
    if (!order) return report(`${kind}: the order ${id} is missing`);
    if (order.status !== 'DELIVERED' || order.units !== order.quantity)
      report(`${kind}: order ${id} is ${order.status} with ${order.units} of ${order.quantity} units delivered`);
  };
  compare('pay', new Set(orders.filter((o) => o.payments > 0).map((o) => o.id)), 'VCoin payment');
  for (const write of acked('pay')) delivered(write.data.orderId, 'pay');
  for (const order of orders) if (order.payments > 1) report(`order ${order.id} was paid ${order.payments} times`);

  // Vouchers of offline orders, and the seller's confirmations.
  const vouchers = await rows<{ id: string; order_id: string; status: string }>(
    db,
    sql`select id, order_id, status from payment_vouchers where buyer_id in (${uuidList(buyerIds)})`,
  );
  compare('voucher', new Set(vouchers.map((v) => v.id)), 'voucher');
  compare('confirm', new Set(vouchers.filter((v) => v.status === 'CONFIRMED').map((v) => v.id)), 'confirmed voucher');
  const voucherById = new Map(vouchers.map((v) => [v.id, v]));
  for (const write of acked('confirm')) {
    const voucher = voucherById.get(write.data.id);
    if (voucher) delivered(voucher.order_id, 'confirm');
  }

  // Top-ups: made, their voucher sent, confirmed for what was asked.
  const topUps = await rows<{ id: string; status: string; amount: string; received: string | null; voucher_at: string | null }>(
    db,
    sql`select id, status, amount_minor::text as amount, received_minor::text as received, voucher_at::text from top_ups where user_id in (${uuidList(buyerIds)})`,
  );
  compare('topup', new Set(topUps.map((t) => t.id)), 'top-up');
  compare('topupVoucher', new Set(topUps.filter((t) => t.voucher_at).map((t) => t.id)), 'top-up voucher');
  compare('topupConfirm', new Set(topUps.filter((t) => t.status === 'CONFIRMED').map((t) => t.id)), 'confirmed top-up');
  for (const topUp of topUps)
    if (topUp.status === 'CONFIRMED' && topUp.received !== topUp.amount) report(`top-up ${topUp.id} received ${topUp.received} for ${topUp.amount}`);

  // Minted stock: one MINTED movement per acknowledged mint, found by its first card number.
  const cardIds = [...world.listings.map((l) => l.cardId), world.codeCardId];
  const mints = await rows<{ first: string }>(
    db,
    sql`select first_card_number as first from card_movements where kind = 'MINTED' and card_id in (${uuidList(cardIds)}) order by seq offset ${world.mintedBefore}`,
  );
  compare('mint', new Set(mints.map((m) => m.first)), 'mint');
  if (new Set(mints.map((m) => m.first)).size !== mints.length) report('mint: two MINTED movements start at the same card number');

  // Code generation: a record and its task; a finished task made exactly its codes (or none, refused for stock).
  const records = await rows<{ id: string; quantity: number; state: string; error_code: number | null; codes: number; items: number; attempts: number }>(
    db,
    sql`select r.id, r.quantity, t.state, t.error_code, t.attempts,
               (select count(*)::int from activation_codes a where a.record_id = r.id) as codes,
               (select count(*)::int from task_items i where i.task_id = t.id) as items
        from code_records r join tasks t on t.id = r.task_id where r.owner_id = ${world.seller.id} order by r.created_at offset ${world.recordsBefore}`,
  );
  compare('generate', new Set(records.map((r) => r.id)), 'code generation');
  for (const record of records) {
    const finished = record.state === 'DONE' || record.state === 'FAILED';
    if (tasksFinished && !finished) report(`generate: task of record ${record.id} is still ${record.state}`);
    if (record.state === 'DONE' && record.codes !== record.quantity) report(`generate: record ${record.id} made ${record.codes} codes for ${record.quantity}`);
    if (record.state === 'FAILED' && (record.codes !== 0 || record.error_code !== ERROR_CODES.INSUFFICIENT_STOCK))
      report(`generate: record ${record.id} FAILED (${record.error_code}) with ${record.codes} codes`);
    if (!finished && record.codes !== 0 && record.codes !== record.quantity)
      report(`generate: record ${record.id} holds ${record.codes} codes of ${record.quantity} mid-way`);
    if (record.items > 1) report(`generate: record ${record.id} reported ${record.items} items for one batch`);
  }

  for (const violation of await checkInvariants(db, now)) report(`invariant: ${violation}`);
  return problems;
}
