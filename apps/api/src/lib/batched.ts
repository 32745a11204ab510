import DataLoader from 'dataloader';
import type { Database } from '@sukoyaka/db/client';

/**
 * Gathers the calls of one turn of the event loop into one batch per database handle (dataloader):
 * `run(db, keys)` answers them all, usually in one statement, and returns one value or Error per key,
 * in order. The batch runs in the check phase (setImmediate), after every connection read in the same
 * poll phase has asked, so a request waits for no timer. At most 100 keys per batch. Nothing is
 * cached between batches: each call sees the database as it is now (a sign-out takes effect at once).
 *
 * The 8:05 peak's hot statements use it (issue 11 "Speed", issue 27 item 2; decision 083): the token
 * lookup, the check-in's write, and a bad day's read of the alert rules. Call it on the root database
 * only, never inside a transaction: a batch mixes requests.
 */
export function batchedPerDatabase<K, V>(run: (db: Database, keys: readonly K[]) => Promise<Array<V | Error>>): (db: Database, key: K) => Promise<V> {
  const loaders = new WeakMap<Database, DataLoader<K, V>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => run(db, keys), { cache: false, maxBatchSize: 100, batchScheduleFn: (next) => setImmediate(next) });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}
