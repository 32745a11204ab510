/**
 * Readers of URL query parameters (decision 010 "URL state": a teacher's view lives in the query
 * string so it can be reloaded or shared). Anything malformed reads as absent, never as an error.
 */

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A positive integer parameter (an id, a page), or undefined. */
export function positiveIntParam(params: URLSearchParams, key: string): number | undefined {
  const value = params.get(key);
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** A parameter that must be one of `values`, else `fallback`. */
export function enumParam<T extends string>(params: URLSearchParams, key: string, values: readonly T[], fallback: T): T {
  const value = params.get(key);
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A YYYY-MM-DD parameter not after `latest` (e.g. today), else `fallback`. */
export function dateKeyParam(params: URLSearchParams, key: string, latest: string, fallback: string): string {
  const value = params.get(key);
  return value && DATE_KEY.test(value) && value <= latest ? value : fallback;
}

/**
 * A copy of `current` with `changes` applied: undefined, null or '' removes a key. Changing any
 * filter other than the page itself returns to page 1 (the old page may not exist any more).
 */
export function withParams(current: URLSearchParams, changes: Record<string, string | number | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
