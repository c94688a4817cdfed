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
import { goesWithNext, isLiteral, preparesFor } from './literal';

/** Transaction control that may wait for the next statement: one statement, opening a transaction or a savepoint, or back to one. */
const HELD = /^\s*(begin|start\s+transaction|savepoint|rollback\s+to)\b[^;]*$/i;

type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** What a held statement answers at once (a result without rows, as the server's would be). */
const heldResult = (text: string) => ({ command: text.trim().split(/\s+/)[0].toUpperCase(), rowCount: null, rows: [], fields: [] });

/**
 * Holds back transaction control and literalWithNext's statements on a node-postgres connection
 * until the next statement (see above). Called on the pool's 'connect', after the statement cache (it must see the statement
 * before it is named).
 */
export function sendControlWithNextStatement(client: pg.PoolClient | pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let held: string[] = [];
  /** The statements this connection prepared by name (preparedStatement). */
  const prepared = new Set<string>();

  /** Sends `config` after what is held: in one message when it is plain, else just after it. */
  const send = (config: unknown, text: string | undefined, rest: unknown[]) => {
    if (held.length === 0) return query(config, ...rest);
    const before = held;
    held = [];
    if (text === undefined) return query(before.join('; ')).then(() => query(config, ...rest));
    const joined = [...before, text].join('; ');
    return query(typeof config === 'object' ? { ...(config as object), text: joined } : joined, ...rest).then((results) => {
      // One result per statement: the held ones' first, then the caller's (one, or its own several).
      const own = (results as unknown[]).slice(before.length);
      return own.length === 1 ? own[0] : own;
    });
  };

  (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const callback = typeof rest[rest.length - 1] === 'function';
    const object = config && typeof config === 'object' ? (config as Config) : undefined;
    const text = typeof config === 'string' ? config : object?.text;
    const values = rest.length > 0 && !callback ? rest[0] : object?.values;
    // Plain: text only, no name, no parameters, answered by a promise (a callback or a query object goes as it is).
    const plain = typeof text === 'string' && !callback && !object?.name && !object?.submit && !(Array.isArray(values) && values.length > 0);
    if (!plain) return send(config, undefined, rest);
    if (HELD.test(text) || goesWithNext(text)) {
      held.push(text);
      return Promise.resolve(heldResult(text));
    }
    // The statements it runs by name (preparedStatement) that this connection has not prepared yet:
    // prepared first, each alone (PREPARE is not undone by a rollback, so one that ran is known to exist).
    const prepares = isLiteral(text) ? preparesFor(text, prepared) : [];
    if (prepares.length === 0) return send(config, text, rest);
    return prepares
      .reduce((done, { name, statement }) => done.then(() => query(statement)).then(() => void prepared.add(name)), Promise.resolve())
      .then(() => send(config, text, rest));
  };
}
