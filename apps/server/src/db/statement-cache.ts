// Named prepared statements, kept per connection, for every query the ORM sends. An unnamed
// statement is parsed, analysed and planned again on every call: on the read calls that is most of
// the database's work (the mall's listing query plans in about three times the time it runs). A
// statement this connection has run before is bound and executed by its name instead, as pgx or
// JDBC do. Each connection keeps its most recently used statements and closes the others.
//
// Only plain data statements (SELECT, INSERT, UPDATE, DELETE, WITH) are named: transaction control
// and settings go as they are. A statement whose plan a schema change made stale ("cached plan
// must not change result type") is forgotten, so the next call prepares it again.
import { parse as pgliteParse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { isLiteral, preparesFor } from './literal';

/** Statements a connection keeps prepared by default (DB_STATEMENT_CACHE; 0 turns naming off). */
export const DEFAULT_STATEMENT_CACHE = 200;

const NAMED = /^\s*(select|insert|update|delete|with)\b/i;

/** Whether a statement is worth a name: a data statement (never BEGIN, SET, SAVEPOINT ...). */
export const isCacheable = (text: string) => NAMED.test(text);

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration). */
const isStalePlan = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
};

let serial = 0;
/** A name no other statement of this process has (names are never reused, so a leftover never clashes). */
const nextName = () => `panel_s${(serial += 1)}`;

/**
 * The statements of one connection, least recently used first: `nameOf` answers the name of a
 * text (`created` when it must be parsed now) and the names pushed out to make room.
 */
export class StatementLru<S extends { name: string }> {
  readonly #entries = new Map<string, S>();
  constructor(readonly max: number) {}

  get size() {
    return this.#entries.size;
  }

  /** Whether `text` has a statement (not marking it used). */
  has(text: string): boolean {
    return this.#entries.has(text);
  }

  /** The statement of `text`, marked as just used. */
  get(text: string): S | undefined {
    const entry = this.#entries.get(text);
    if (entry) {
      this.#entries.delete(text);
      this.#entries.set(text, entry);
    }
    return entry;
  }

  /** Keeps `entry` for `text`; answers the statements pushed out (to be closed). */
  add(text: string, entry: S): S[] {
    this.#entries.set(text, entry);
    const evicted: S[] = [];
    for (const [oldText, old] of this.#entries) {
      if (this.#entries.size <= this.max) break;
      this.#entries.delete(oldText);
      evicted.push(old);
    }
    return evicted;
  }

  /** Forgets `text` (its statement went stale or failed to prepare). */
  delete(text: string): S | undefined {
    const entry = this.#entries.get(text);
    this.#entries.delete(text);
    return entry;
  }
}

// --- node-postgres ------------------------------------------------------------------------------

type PgQueryConfig = { text?: unknown; name?: unknown; [key: string]: unknown };

/**
 * Names the data statements a node-postgres connection runs (node-postgres parses a named
 * statement once per connection and binds it afterwards). Called on the pool's 'connect'. With
 * `max` 0 the connection keeps no statement at all: the names of queries prepared in the code
 * (db/prepared.ts) are dropped too, for a connection pooler that cannot keep them.
 */
export function cacheStatementsOnConnection(client: pg.PoolClient | pg.Client, max: number) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  if (max <= 0) {
    (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
      query(config && typeof config === 'object' && (config as PgQueryConfig).name ? { ...(config as object), name: undefined } : config, ...rest);
    return;
  }
  const statements = new StatementLru<{ name: string }>(max);
  const connection = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;

  const close = (name: string) => {
    // Queued behind whatever this connection runs now; the driver forgets the name once it is gone.
    // In an aborted transaction this fails and the statement stays: its name is never used again.
    const done = query(`deallocate ${name}`) as Promise<unknown>;
    done.then(
      () => delete connection.parsedStatements[name],
      () => {},
    );
  };

  (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (!config || typeof config !== 'object' || typeof (config as PgQueryConfig).text !== 'string' || (config as PgQueryConfig).name) {
      return query(config, ...rest);
    }
    const text = (config as PgQueryConfig).text as string;
    if (!isCacheable(text)) return query(config, ...rest);
    let entry = statements.get(text);
    if (!entry) {
      entry = { name: nextName() };
      for (const old of statements.add(text, entry)) close(old.name);
    }
    const named = { ...(config as object), name: entry.name };
    // A stale plan (a migration changed the statement's columns) makes this connection prepare the text again next time.
    const forgetIfStale = (error: unknown) => {
      if (isStalePlan(error) && statements.delete(text)) close(named.name);
    };
    const callback = rest[rest.length - 1];
    if (typeof callback === 'function') {
      // The pool's query() passes a callback.
      return query(named, ...rest.slice(0, -1), (error: unknown, result: unknown) => {
        if (error) forgetIfStale(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      });
    }
    const answer = query(named, ...rest) as Promise<unknown>;
    answer.catch(forgetIfStale);
    return answer;
  };
}

// --- PGlite -------------------------------------------------------------------------------------

type Field = { name: string; dataTypeID: number };
/** A statement prepared on PGlite: its name, its parameters' types and the columns it answers (none for a statement without rows). */
type PgliteStatement = { name: string; types: number[]; fields: Field[] };

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

type Message = { name: string };
type Parse = (value: string, typeId?: number) => unknown;

/** Rows a statement changed, from its completion tag ("UPDATE 3", "INSERT 0 1"), as PGlite counts them. */
function affectedRows(tag: string) {
  const words = tag.split(' ');
  if (words[0] === 'INSERT') return Number.parseInt(words[2], 10);
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]) ? Number.parseInt(words[1], 10) : 0;
}

/** The columns a row description names. */
const fieldsOf = (message: messages.RowDescriptionMessage): Field[] => message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));

/**
 * The result of one statement, as PGlite's parseResults builds it, with each column's parser
 * looked up once (PGlite's copies its whole table of parsers into a new object on every query).
 * `fields` are the statement's columns as described when it was prepared.
 */
function readResult<T>(answer: Message[], fields: Field[], parsers: Record<number, Parse>, options: QueryOptions | undefined): Results<T> {
  const own = (options?.parsers ?? {}) as Record<number, Parse>;
  const asArrays = options?.rowMode === 'array';
  const parse = fields.map(({ dataTypeID }) => own[dataTypeID] ?? parsers[dataTypeID]);
  const rows: unknown[] = [];
  let affected = 0;
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((value, index) => {
        const parser = parse[index];
        return value === null || !parser ? value : parser(value, fields[index].dataTypeID);
      });
      rows.push(asArrays ? values : Object.fromEntries(values.map((value, index) => [fields[index].name, value])));
    } else if (message.name === 'commandComplete') {
      affected += affectedRows((message as messages.CommandCompleteMessage).text);
    }
  }
  return { rows, fields, affectedRows: affected } as Results<T>;
}

/**
 * PGlite's query() parses, describes and plans a statement on every call (six protocol messages,
 * each a call into the database). With this, `query` (and a transaction's) prepares a data
 * statement once under a name, then binds and executes it in one message buffer. Everything else
 * (exec, files attached to a query, statements that are not data statements) is unchanged.
 * Install before anything else wraps the client's methods.
 */
export function cacheStatementsOnPglite(client: PGlite, max: number) {
  if (max <= 0) return;
  const { serialize } = protocol;
  const statements = new StatementLru<PgliteStatement>(max);
  const originalQuery = client.query.bind(client);
  const originalTransaction = client.transaction.bind(client);

  const closeStatements = async (evicted: PgliteStatement[]) => {
    if (evicted.length === 0) return;
    // Not checked: in an aborted transaction the close fails and the statement stays, under a name never used again.
    await client.execProtocol(concat([...evicted.map(({ name }) => serialize.close({ type: 'S', name })), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  };

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<PgliteStatement> => {
    const name = nextName();
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const description = messages.find((message): message is messages.RowDescriptionMessage => message.name === 'rowDescription');
    const statement = { name, types: pgliteParse.parseDescribeStatementResults(messages), fields: description ? fieldsOf(description) : [] };
    await closeStatements(statements.add(text, statement));
    return statement;
  };

  /** What PGlite's query() does, by name: the values serialized by the parameter types the statement was described with. */
  const run = async <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    let statement: PgliteStatement | undefined;
    try {
      statement = statements.get(text) ?? (await prepare(text, options));
      const { types, name } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[index]] ?? client.serializers[types[index]];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        // No description of the portal: its columns are the statement's, described once when it was prepared.
        concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      if (!inTransaction) await client.syncToFs();
      return readResult<T>(messages, statement.fields, client.parsers, options);
    } catch (error) {
      if (statement && isStalePlan(error) && statements.delete(text)) await closeStatements([statement]);
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  };

  // A text seen before skips the test of its first word.
  const usable = (text: string, options: QueryOptions | undefined) => !options?.blob && (statements.has(text) || isCacheable(text));

  // A literal statement (db/literal.ts) in a transaction may be several: the transaction's exec runs them, one result each, as node-postgres answers them.
  const literal = (text: string, params: unknown[] | undefined) => isLiteral(text) && !params?.length;
  const prepared = new Set<string>();
  const answerOf = <T>(results: Results[]) => (results.length === 1 ? results[0] : results) as Results<T>;

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // A literal statement outside a transaction runs in one of its own, where what it runs by name is
    // prepared first, one caller at a time (two preparing the same name at once would clash).
    if (literal(text, params)) return transaction((tx) => tx.query<T>(text, params, options));
    if (!usable(text, options)) return originalQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options, false)));
  };

  /** PGlite's transaction, its `query` naming statements as the client's does (the handle's own, not what wraps it later). */
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    originalTransaction<T>((tx) => {
      const query = async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        if (literal(text, params) && !tx.closed) {
          // Its statements run by name (preparedStatement) that PGlite has not prepared yet, first.
          for (const { name, statement } of preparesFor(text, prepared)) {
            await tx.exec(statement);
            prepared.add(name);
          }
          return answerOf<R>(await tx.exec(text, options));
        }
        if (!usable(text, options) || tx.closed) return tx.query<R>(text, params, options);
        return client._runExclusiveQuery(() => run<R>(text, params, options, true));
      };
      return callback(
        new Proxy(tx, {
          get: (target, key, receiver) => (key === 'query' ? query : Reflect.get(target, key, receiver)),
        }),
      );
    });
  client.transaction = transaction;
}
