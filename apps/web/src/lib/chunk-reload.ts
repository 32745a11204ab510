/**
 * Recovery from a failed code-chunk load (spec §8 "Failed code-chunk load reloads the page",
 * §9 "Chunk reload throttle 60 seconds"). After a deploy, an open tab may ask for a chunk file
 * that no longer exists; one reload fetches the new build. The time of the last reload is kept
 * in sessionStorage so a chunk that keeps failing cannot cause a reload loop.
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** True when an error is a failed dynamic import of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads the page unless it was already reloaded for this reason in the last 60 seconds.
 * @returns true when a reload was started (the caller should render nothing more).
 */
let reloading = false;

export function reloadForChunkError(now: number = Date.now()): boolean {
  if (reloading) return true;
  // Offline the chunk is missing because there is no network, not because of a deploy: a reload
  // would only replace the app (and what the student sees) with the browser's offline page.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage the throttle cannot be kept: do not risk a reload loop.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
