// Hot queries built once. Drizzle builds a statement's SQL text from its query builder on every
// call, and for the read calls that costs about as much as the database's answer. A query made with
// placeholders where its values go and prepared (drizzle's `prepare(name)`) is built once per
// database handle and shape (which optional filters it has); a call only fills in the values. On
// PostgreSQL the name also makes it a named statement of each connection.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A value of a query, or the placeholder it is filled in at (a prepared query's). */
export type Param<T = string> = T | Placeholder<string, T> | SQL;

/**
 * `build(db, shape, name)` once per database handle and shape (the server's one handle; a
 * transaction gets its own), ending with `.prepare(name)`; then the same prepared query. A shape
 * is a short key of the optional parts the query has, so a shape is always the same SQL text.
 */
export function preparedQuery<Q, S extends string = ''>(name: string, build: (db: Db, shape: S, name: string) => Q): (db: Db, shape?: S) => Q {
  const built = new WeakMap<Db, Map<string, Q>>();
  return (db, shape = '' as S) => {
    let byShape = built.get(db);
    if (!byShape) built.set(db, (byShape = new Map()));
    let query = byShape.get(shape);
    if (!query) byShape.set(shape, (query = build(db, shape, shape ? `${name}_${shape}` : name)));
    return query;
  };
}

/** Whether a query built for `shape` has the optional `part`. */
export const hasPart = (shape: string, part: string) => shape.split('_').includes(part);

/** In a query built for `shape`: the placeholder of `part` when the shape has it, else nothing. */
export const placeholderIn = (shape: string, part: string) => (hasPart(shape, part) ? sql.placeholder(part) : undefined);

/** The shape key of a query: the names of the optional parts it has (those given a value, or true). */
export const shapeOf = (parts: Record<string, unknown>) =>
  Object.entries(parts)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false)
    .map(([key]) => key)
    .join('_');
