import type { BlockList } from 'node:net';
import type { Database } from '@sukoyaka/db/client';

/**
 * A short per-process cache of allow-lists for the staff request path (issue 9): at the 8:05
 * peak every teacher request would otherwise read the list. Entries live `ALLOW_LIST_TTL_MS`; a
 * save in this process forgets its owner's entry at once, other processes see it within the TTL.
 * Keyed per database handle, so two apps in one test process never share entries.
 */

/** How long a loaded list is trusted (ms). */
export const ALLOW_LIST_TTL_MS = 5_000;

/** `null`: the owner has no entry (every address is allowed). */
type Cached = { loadedAt: number; list: BlockList | null };

const caches = new WeakMap<Database, Map<string, Cached>>();

function cacheOf(db: Database): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The owner's list from the cache, or from `load` when missing or older than the TTL. */
export async function loadAllowList(db: Database, key: string, load: () => Promise<BlockList | null>): Promise<BlockList | null> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.loadedAt < ALLOW_LIST_TTL_MS) return hit.list;
  const list = await load();
  cache.set(key, { loadedAt: now, list });
  return list;
}

/** Forgets one owner's list (after a save). */
export function forgetAllowList(db: Database, key: string): void {
  caches.get(db)?.delete(key);
}
