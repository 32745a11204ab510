import type { BlockList } from 'node:net';
import type { Database } from '@sukoyaka/db/client';
import { ttlCache } from '../../lib/ttl-cache.ts';

/**
 * A short per-process cache of allow-lists for the staff request path (issue 9): at the 8:05
 * peak every teacher request would otherwise read the list. Entries live `ALLOW_LIST_TTL_MS`; a
 * save in this process forgets its owner's entry at once, other processes see it within the TTL.
 */

/** How long a loaded list is trusted (ms). */
export const ALLOW_LIST_TTL_MS = 5_000;

/** `null`: the owner has no entry (every address is allowed). */
const cache = ttlCache<BlockList | null>(ALLOW_LIST_TTL_MS);

/** The owner's list from the cache, or from `load` when missing or older than the TTL. */
export function loadAllowList(db: Database, key: string, load: () => Promise<BlockList | null>): Promise<BlockList | null> {
  return cache.get(db, key, load);
}

/** Forgets one owner's list (after a save). */
export function forgetAllowList(db: Database, key: string): void {
  cache.forget(db, key);
}
