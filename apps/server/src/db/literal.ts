// Statements with their values written into the text, for the few hot statements that open a
// transaction: a statement with no parameters goes by PostgreSQL's simple protocol, which lets
// node-postgres send the transaction's BEGIN or a SAVEPOINT in the same message (db/held-control.ts),
// one round trip instead of two. Only values that need no escaping are written in: numbers,
// booleans, and strings of letters, digits and - _ . : + (ids, uuids, ISO times, hex). Anything
// else is refused, so no quoting rule of the server can be got wrong; a free text goes in hex
// (hexText) and is decoded by the statement.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** What may be written between two single quotes as it is. */
const PLAIN = /^[0-9A-Za-z_.:+-]*$/;

function literalOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' && PLAIN.test(value)) return `'${value}'`;
  throw new Error(`A value of a literal statement must be a number, a boolean or a plain word, not ${JSON.stringify(String(value)).slice(0, 40)}`);
}

/** How a literal statement starts: the statement cache never names it (each text is one of a kind). */
export const LITERAL = '/* literal */';

/**
 * `queries` with their values written in, as one text without parameters: one statement, or
 * several run in order in one round trip (a failure stops the rest; the answer is then one result
 * per statement).
 */
export function literalStatement(...queries: SQL[]): SQL {
  const texts = queries.map((query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return text.replace(/\$(\d+)/g, (_, n: string) => literalOf(params[Number(n) - 1]));
  });
  return sql.raw(`${LITERAL} ${texts.join(';\n')}`);
}

/** The rows of each statement of a literal statement of several (node-postgres and PGlite both answer one result per statement). */
export const rowsOfEach = <T extends unknown[]>(result: unknown) => (result as { rows: unknown[] }[]).map((each) => each.rows) as unknown as { [K in keyof T]: T[K][] };

/** A free text as a literal statement's value: its UTF-8 bytes in hex, decoded by the statement. */
export const hexText = (text: string) => sql`convert_from(decode(${Buffer.from(text, 'utf8').toString('hex')}, 'hex'), 'UTF8')`;
