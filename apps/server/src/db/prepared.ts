import type { Database } from './client';

/**
 * A hot query prepared once per database handle and reused: drizzle builds its SQL once, and on
 * PostgreSQL the statement is named, so each pooled connection parses and plans it once. `build`
 * returns the query's `.prepare(name)` with `sql.placeholder`s for its parameters.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
