// BEGIN, SAVEPOINT and ROLLBACK TO SAVEPOINT, and a literal statement marked to, sent with the
// statement after them. Every statement node-postgres sends is a round trip, and on a busy machine
// each costs a switch from this process to the database's backend and back. None of these answers
// anything a caller reads, so a connection keeps it back and sends it in front of the next
// statement: in the same message when that statement has no parameters (the simple protocol runs
// several statements in one message, in order, stopping at the first error), else just before it,
// as before. The caller sees its own statement's result; a failure of a statement kept back is the
// next statement's failure, which the transaction answers by rolling back (a COMMIT that follows a
// failed statement in the same message is not run).
import type pg from 'pg';
import { answeredOnceRun, goesWithNext, isLiteral, preparesFor } from './literal';

/** Transaction control that may wait for the next statement: one statement, opening a transaction or a savepoint, or back to one. */
const HELD = /^\s*(begin|start\s+transaction|savepoint|rollback\s+to)\b[^;]*$/i;

type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** What a held statement answers at once (a result without rows, as the server's would be). */
const heldResult = (text: string) => ({ command: text.trim().split(/\s+/)[0].toUpperCase(), rowCount: null, rows: [], fields: [] });

/**
 * Holds back transaction control and the statements of literalWithNext and preparedWithNext on a
 * node-postgres connection until the next statement (see above); a preparedWithNext caller gets
 * `later`, its statement's own result once the message it went in ran. Also prepares by name the
 * statements a literal text runs (preparedStatement) that the connection has not met yet. Called on
 * the pool's 'connect', after the statement cache (it must see the statement before it is named).
 */
export function sendControlWithNextStatement(client: pg.PoolClient | pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  /** What waits for the next statement, each one statement, with the answer its caller waits for (preparedWithNext). */
  let held: { text: string; answer?: Deferred }[] = [];
  /** The statements this connection prepared by name (preparedStatement). */
  const prepared = new Set<string>();

  /** The statements `texts` run by name (preparedStatement) that this connection has not prepared yet. */
  const toPrepare = (texts: string[]) => texts.filter(isLiteral).flatMap((text) => preparesFor(text, prepared));
  /** Prepares them first, each alone (PREPARE is not undone by a rollback, so one that ran is known to exist). */
  const prepare = (prepares: { name: string; statement: string }[]) =>
    prepares.reduce((done, { name, statement }) => done.then(() => query(statement)).then(() => void prepared.add(name)), Promise.resolve());

  /** Sends `config` after what is held: in one message when it is plain, else just after it. */
  const send = (config: unknown, text: string | undefined, rest: unknown[]) => {
    const before = held;
    const texts = before.map((each) => each.text);
    const prepares = toPrepare(text === undefined ? texts : [...texts, text]);
    if (before.length === 0 && prepares.length === 0) return query(config, ...rest);
    held = [];
    const sent = prepare(prepares).then(() => {
      if (before.length === 0) return query(config, ...rest);
      if (text === undefined) {
        return query(texts.join('; ')).then((results) => {
          settle(before, Array.isArray(results) ? results : [results]);
          return query(config, ...rest);
        });
      }
      const joined = [...texts, text].join('; ');
      return query(typeof config === 'object' ? { ...(config as object), text: joined } : joined, ...rest).then((results) => {
        // One result per statement: the held ones' first, then the caller's (one, or its own several).
        settle(before, results as unknown[]);
        const own = (results as unknown[]).slice(before.length);
        return own.length === 1 ? own[0] : own;
      });
    });
    // A failure of the message is also the failure of each held statement whose answer is waited for.
    if (before.some((each) => each.answer)) sent.catch((error: unknown) => before.forEach((each) => each.answer?.reject(error)));
    return sent;
  };

  (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const callback = typeof rest[rest.length - 1] === 'function';
    const object = config && typeof config === 'object' ? (config as Config) : undefined;
    const text = typeof config === 'string' ? config : object?.text;
    // query(text, values?, callback?) or query(config, callback?): the values are the argument before a
    // callback (the pool passes undefined there when it has none), else the config's own.
    const values = (rest.length > (callback ? 1 : 0) ? rest[0] : undefined) ?? object?.values;
    // Plain: text only, no name, no parameters, answered by a promise (a callback or a query object goes as it is).
    const plain = typeof text === 'string' && !callback && !object?.name && !object?.submit && !(Array.isArray(values) && values.length > 0);
    if (callback && typeof text === 'string' && isLiteral(text) && !(Array.isArray(values) && values.length > 0)) {
      // A literal statement outside a transaction (the pool's query passes a callback): sent as a
      // plain one, so what it runs by name is prepared first, and answered through the callback.
      const done = rest[rest.length - 1] as (error: unknown, result?: unknown) => void;
      send(typeof config === 'object' ? { ...(config as object), values: undefined } : config, text, []).then(
        (result) => done(null, result),
        (error: unknown) => done(error),
      );
      return undefined;
    }
    if (!plain) return send(config, undefined, rest);
    if (HELD.test(text) || goesWithNext(text)) {
      if (!answeredOnceRun(text)) {
        held.push({ text });
        return Promise.resolve(heldResult(text));
      }
      const answer = deferred();
      held.push({ text, answer });
      return Promise.resolve({ ...heldResult(text), later: answer.promise });
    }
    return send(config, text, rest);
  };
}

type Deferred = { promise: Promise<unknown>; resolve(value: unknown): void; reject(error: unknown): void };

/** A promise settled from outside; a rejection nobody waits for is not reported as unhandled. */
function deferred(): Deferred {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Hands each held statement whose answer is waited for its result (one per held statement, in order). */
function settle(before: { answer?: Deferred }[], results: unknown[]) {
  before.forEach((each, index) => each.answer?.resolve(results[index]));
}
