/**
 * The last answer of a student's GET, kept so the check-in opens on a tablet that lost its network
 * before the page loaded (issue 15 item 5; decision 031). Copies live in the same storage as the
 * session (localStorage with keep-logged-in, else sessionStorage) under `offline:<url>`, and are
 * removed with the session at logout or on a 401: on a shared tablet one student never sees
 * another's copy. Storage that is full or disabled just means no copy.
 */
const PREFIX = 'offline:';

function storageOf(persistent: boolean): Storage | null {
  try {
    return persistent ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `data` as the last answer of `url` in the session's storage. */
export function keepOfflineCopy(url: string, data: unknown, persistent: boolean): void {
  try {
    storageOf(persistent)?.setItem(PREFIX + url, JSON.stringify(data));
  } catch {
    // quota exceeded: the app works online as before
  }
}

/** The last answer kept for `url`, or undefined when there is none. */
export function readOfflineCopy(url: string, persistent: boolean): unknown {
  const text = storageOf(persistent)?.getItem(PREFIX + url);
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Removes every kept copy from `storage` (called by clearSession for both storages). */
export function clearOfflineCopies(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
