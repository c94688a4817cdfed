// Orders take their turn to write here, before the pool. Under a rush (a flash sale: a thousand
// buyers at once) every order needs one of the pool's few connections for its transaction, and
// the pool answers a connection not had within its wait (DB_CONNECT_MS, 5 s) with 503. Waiting here
// instead, in order of arrival, a rush is served as fast as the database takes it, and the pool's
// other callers (the session lookup every request makes first, the reads) keep connections of
// their own and never queue behind the orders. The limits are clear: at most `running` orders
// hold a connection at once, at most `waiting` wait, none longer than `waitMs`; past them, 503 as
// before (the database cannot take the rush in time).
import pg from 'pg';
import type { Db } from '../../db/client';

export type GateLimits = {
  /** Orders writing at once (each holds a connection). */
  running: number;
  /** Orders waiting for their turn, at most; one more is answered 503 at once. */
  waiting: number;
  /** How long an order waits for its turn, at most, before it is answered 503. */
  waitMs: number;
};

/** Orders waiting beyond these limits are answered 503: half a minute, and what a loaded machine writes in that time. */
export const ORDER_WAIT_MS = 30_000;
export const ORDERS_WAITING = 4_096;
/** Connections of the pool left to everything but orders. */
const LEFT_TO_OTHERS = 2;

/** A failure the error handler answers 503 "try again later" (db/failures.ts: a connection not had in time, too many waiting). */
const unavailable = (code: 'ETIMEDOUT' | '53300', message: string) => Object.assign(new Error(message), { code });

type Waiter = { start(): void; timer: ReturnType<typeof setTimeout> };

/** A first-come, first-served turn to run, `running` at a time (see above). */
export class WriteGate {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly limits: GateLimits) {}

  /** Orders running and waiting now. */
  get load() {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.limits.running) this.#running += 1;
    else await this.#turn();
    try {
      return await work();
    } finally {
      // The turn goes to the first waiting, else it is given back.
      const next = this.#waiting.shift();
      if (next) next.start();
      else this.#running -= 1;
    }
  }

  #turn(): Promise<void> {
    if (this.#waiting.length >= this.limits.waiting)
      return Promise.reject(unavailable('53300', `${this.#waiting.length} orders already wait for their turn to write`));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(unavailable('ETIMEDOUT', `no turn to write an order within ${this.limits.waitMs} ms`));
        }, this.limits.waitMs),
      };
      this.#waiting.push(waiter);
    });
  }
}

/**
 * The gate of a database's orders: on a pool of PostgreSQL connections, all of it but
 * LEFT_TO_OTHERS (at least one); the embedded database runs one statement at a time behind its own
 * queue, so nothing is gated there.
 */
export function orderGateOf(db: Db): WriteGate | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  return new WriteGate({ running: Math.max(1, client.options.max - LEFT_TO_OTHERS), waiting: ORDERS_WAITING, waitMs: ORDER_WAIT_MS });
}
