// Statements with their values written into the text, for the few hot statements of a
// transaction: a statement with no parameters goes by PostgreSQL's simple protocol, which runs
// several statements in one message, so node-postgres sends the transaction's BEGIN, a SAVEPOINT or
// a statement marked to go with the next one in the same message (db/held-control.ts): one round
// trip instead of two. Nothing is escaped: numbers, booleans, and strings of letters, digits and
// - _ . : + (ids, uuids, ISO times, hashes) are written as they are, and any other string as its
// UTF-8 bytes in hex, decoded by the statement (a text value), so no quoting rule of the server can
// be got wrong.
import { createHash } from 'node:crypto';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** What may be written between two single quotes as it is. */
const PLAIN = /^[0-9A-Za-z_.:+-]*$/;

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  // A negative number in parentheses: after a minus sign in the text (`1 -$1`) its own would start a comment.
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string')
    return PLAIN.test(value) ? `'${value}'` : `convert_from(decode('${Buffer.from(value, 'utf8').toString('hex')}', 'hex'), 'UTF8')`;
  throw new Error(`A value of a literal statement must be a number, a boolean or a string, not ${typeof value}`);
}

/** How a literal statement starts: the statement cache never names it (each text is one of a kind). */
export const LITERAL = '/* literal';
const ALONE = `${LITERAL} */`;
const SENT_WITH_NEXT = `${LITERAL}, sent with the next statement`;
const WITH_NEXT = `${SENT_WITH_NEXT} */`;
const WITH_NEXT_ANSWERED = `${SENT_WITH_NEXT}, answered once it ran */`;

/** Whether `text` is a literal statement (literalStatement, literalWithNext). */
export const isLiteral = (text: string) => text.startsWith(LITERAL);
/** Whether `text` is a literal statement sent with the next statement (literalWithNext, preparedWithNext). */
export const goesWithNext = (text: string) => text.startsWith(SENT_WITH_NEXT);
/** Whether `text` is a statement sent with the next one whose caller reads its answer once it ran (preparedWithNext). */
export const answeredOnceRun = (text: string) => text.startsWith(WITH_NEXT_ANSWERED);

const textOf = (queries: SQL[]) =>
  queries
    .map((query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return text.replace(/\$(\d+)/g, (_, n: string) => literalOf(params[Number(n) - 1]));
    })
    .join(';\n');

/**
 * `queries` with their values written in, as one text without parameters: one statement, or
 * several run in order in one round trip (a failure stops the rest; the answer is then one result
 * per statement).
 */
export const literalStatement = (...queries: SQL[]): SQL => sql.raw(`${ALONE} ${textOf(queries)}`);

/**
 * A literal statement whose answer nobody reads (a write whose only outcome is success or a
 * failure): on node-postgres it is sent with the transaction's next statement, often its COMMIT, in
 * one round trip; its failure is then that statement's failure (and the transaction rolls back).
 */
export const literalWithNext = (...queries: SQL[]): SQL => sql.raw(`${WITH_NEXT} ${textOf(queries)}`);

/** The statements of preparedStatement by name, with $1, $2 ... where their values go. */
const PREPARED = new Map<string, string>();
/** The names of prepared statements in a text (`execute literal_…(`). */
const EXECUTED = /\bexecute (literal_[0-9a-f]{16})\b/g;

/**
 * Like literalStatement, for a statement that costs more to plan than to run: it is prepared by
 * name once per connection (SQL PREPARE, by the connection's wrapper: db/held-control.ts, PGlite's
 * in db/statement-cache.ts) and run as `EXECUTE name(values)`, the values written in as above, so
 * it still goes in one message with others and its plan is kept. Its parameters' types must be
 * clear from the statement (cast those that are not).
 */
export function preparedStatement(...queries: (SQL | Bound)[]): SQL {
  return sql.raw(`${ALONE} ${executeTexts(queries)}`);
}

/** A statement of a template with its values: what preparedStatement and preparedWithNext execute. */
export class Bound {
  constructor(readonly execute: string) {}
}

/** A template's placeholder cast to `type` (`timestamptz`, `uuid` ...): a prepared statement's parameter types must be clear. */
export const typedPlaceholder = (name: string, type: string): SQL => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * A statement for preparedStatement (or preparedWithNext) built once: `query` has placeholders
 * (sql.placeholder) where its values go, and `with(values)` writes them in by name. The ORM's
 * building of a hot statement's text, every time, costs the process about as much as the database
 * spends running it; a template is built once and only its values are written at each call.
 */
export class StatementTemplate {
  readonly #name: string;
  readonly #params: unknown[];

  constructor(query: SQL) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    this.#name = nameOf(text);
    this.#params = params;
  }

  with(values: Record<string, unknown>): Bound {
    if (this.#params.length === 0) return new Bound(`execute ${this.#name}`);
    const written = this.#params.map((param) => {
      if (!(param instanceof Placeholder)) return literalOf(param);
      if (!(param.name in values)) throw new Error(`No value for ${param.name} of ${this.#name}`);
      return literalOf(values[param.name]);
    });
    return new Bound(`execute ${this.#name}(${written.join(', ')})`);
  }
}

/** Statements marked to go in a preparedStatement's text as they are (transaction control: SAVEPOINT ...). */
const AS_THEY_ARE = new WeakSet<SQL>();
/** `query` (without values) written into a preparedStatement as it is, not prepared: PREPARE takes data statements only. */
export const asItIs = (query: SQL): SQL => {
  AS_THEY_ARE.add(query);
  return query;
};

/** The names of statements already hashed, by their text: a hot statement is hashed once. */
const NAMES = new Map<string, string>();

/** The name a statement is prepared under, known from then on by preparesFor. */
function nameOf(text: string) {
  let name = NAMES.get(text);
  if (!name) {
    name = `literal_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    PREPARED.set(name, text);
    NAMES.set(text, name);
  }
  return name;
}

const executeTexts = (queries: (SQL | Bound)[]) =>
  queries
    .map((query) => {
      if (query instanceof Bound) return query.execute;
      const { sql: text, params } = dialect.sqlToQuery(query);
      if (AS_THEY_ARE.has(query)) {
        if (params.length > 0) throw new Error('A statement written as it is into a prepared statement takes no values');
        return text;
      }
      const name = nameOf(text);
      return params.length > 0 ? `execute ${name}(${params.map(literalOf).join(', ')})` : `execute ${name}`;
    })
    .join(';\n');

/**
 * One statement run as preparedStatement runs it, sent with the transaction's next statement (its
 * COMMIT, when it is the transaction's last) in one message, as literalWithNext; its caller still
 * reads its answer, once it ran: `answerOf` of what executing it gave. A failure of it is also the
 * next statement's failure (a COMMIT after it is then not run, and the transaction rolls back).
 */
export const preparedWithNext = (query: SQL | Bound): SQL => sql.raw(`${WITH_NEXT_ANSWERED} ${executeTexts([query])}`);

/** What a statement held back until the next one gives at once: its answer to come (db/held-control.ts). */
export type Held = { later: Promise<unknown> };

/**
 * The answer of a statement executed as preparedWithNext: once the message it went in ran (on
 * node-postgres, held back until the next statement), or at once where nothing is held (PGlite).
 */
export const answerOf = (executed: unknown): Promise<unknown> =>
  executed && typeof executed === 'object' && 'later' in executed ? (executed as Held).later : Promise.resolve(executed);

/** The PREPARE statements a literal text needs, of the names not in `done` (the names a connection prepared already). */
export function preparesFor(text: string, done: Set<string>): { name: string; statement: string }[] {
  const needed = new Map<string, string>();
  for (const [, name] of text.matchAll(EXECUTED)) {
    const statement = PREPARED.get(name);
    if (statement && !done.has(name)) needed.set(name, `prepare ${name} as ${statement}`);
  }
  return [...needed].map(([name, statement]) => ({ name, statement }));
}

/** The rows of each statement of a literal statement of several (node-postgres and PGlite both answer one result per statement). */
export const rowsOfEach = <T extends unknown[]>(result: unknown) =>
  (result as { rows: unknown[] }[]).map((each) => each.rows) as unknown as { [K in keyof T]: T[K][] };
