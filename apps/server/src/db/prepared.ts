// A hot query built once per database handle. Drizzle builds a statement's SQL text from its query
// builder on every call; for the statement every request runs (the session check) that building
// costs about as much as the database's answer. Prepared with drizzle's `prepare(name)`, the text is
// built once and only the placeholders' values change (on PostgreSQL the name also makes it a
// named statement of each connection).
import type { Db } from './client';

/** `build(db)` once per handle (the server's one database handle; a transaction gets its own), then the same prepared query. */
export function preparedPerHandle<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
