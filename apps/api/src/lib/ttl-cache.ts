import type { Database } from '@sukoyaka/db/client';

/**
 * A short per-process cache of values read on a hot path (the staff allow-lists at the 8:05 peak,
 * issue 9; the board's words of distress on a questionnaire completion, issue 25 item 5). Entries
 * live `ttlMs`; a save in this process forgets its key at once, other processes see it within the
 * TTL. Keyed per database handle, so two apps in one test process never share entries.
 */
export interface TtlCache<T> {
  /** The value of `key` from the cache, or from `load` when missing or older than the TTL. */
  get(db: Database, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one key (after a save). */
  forget(db: Database, key: string): void;
}

/** A TtlCache whose entries live `ttlMs` milliseconds. */
export function ttlCache<T>(ttlMs: number): TtlCache<T> {
  const caches = new WeakMap<Database, Map<string, { loadedAt: number; value: T }>>();
  const cacheOf = (db: Database) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    return cache;
  };
  return {
    async get(db, key, load) {
      const cache = cacheOf(db);
      const hit = cache.get(key);
      const now = Date.now();
      if (hit && now - hit.loadedAt < ttlMs) return hit.value;
      const value = await load();
      cache.set(key, { loadedAt: now, value });
      return value;
    },
    forget(db, key) {
      caches.get(db)?.delete(key);
    },
  };
}
