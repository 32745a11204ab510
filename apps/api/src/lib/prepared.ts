import type { Database } from '@sukoyaka/db/client';

/**
 * Prepares a statement once per database handle and returns it on every later call: for the
 * statements on the hottest paths (token lookup, check-in), where drizzle's query building and
 * PostgreSQL's parse and plan would otherwise run on every request.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) cache.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
