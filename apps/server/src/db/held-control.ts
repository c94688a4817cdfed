// BEGIN and SAVEPOINT sent with the statement after them. Every statement node-postgres sends is a
// round trip, and on a busy machine each costs a switch from this process to the database's
// backend and back. A BEGIN or a SAVEPOINT answers nothing a caller reads, so a connection keeps
// it back and sends it in front of the next statement: in the same message when that statement
// has no parameters (the simple protocol runs several statements in one message, in order,
// stopping at the first error), else just before it, as before. The caller sees its own
// statement's result, as if the two had gone one after the other.
import type pg from 'pg';

/** A statement that may wait for the next one: it opens a transaction or a savepoint. */
const HELD = /^\s*(begin|start\s+transaction|savepoint)\b[^;]*$/i;

type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** What a held statement answers at once (a result without rows, as the server's would be). */
const heldResult = (text: string) => ({ command: text.trim().split(/\s+/)[0].toUpperCase(), rowCount: null, rows: [], fields: [] });

/**
 * Holds back BEGIN and SAVEPOINT on a node-postgres connection until the next statement (see
 * above). Called on the pool's 'connect', after the statement cache (it must see the statement
 * before it is named).
 */
export function sendControlWithNextStatement(client: pg.PoolClient | pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let held: string[] = [];

  (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const callback = typeof rest[rest.length - 1] === 'function';
    const object = config && typeof config === 'object' ? (config as Config) : undefined;
    const text = typeof config === 'string' ? config : object?.text;
    const values = rest.length > 0 && !callback ? rest[0] : object?.values;
    // Plain: text only, no name, no parameters, answered by a promise (a callback or a query object goes as it is).
    const plain = typeof text === 'string' && !callback && !object?.name && !object?.submit && !(Array.isArray(values) && values.length > 0);
    if (plain && HELD.test(text)) {
      held.push(text);
      return Promise.resolve(heldResult(text));
    }
    if (held.length === 0) return query(config, ...rest);
    const before = held;
    held = [];
    if (!plain) return query(before.join('; ')).then(() => query(config, ...rest));
    const joined = [...before, text].join('; ');
    return query(object ? { ...object, text: joined } : joined, ...rest).then((results) => {
      // One result per statement: the held ones' first, then the caller's (one, or its own several).
      const own = (results as unknown[]).slice(before.length);
      return own.length === 1 ? own[0] : own;
    });
  };
}
