import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { keepOfflineCopy, readOfflineCopy } from './offline-copy.ts';
import { queryClient } from './query-client.ts';
import { clearSession, loginPathFor, readSession, type SessionRole } from './session.ts';

/** Anything with zod's `parse`: a contract schema from @sukoyaka/contracts. */
export interface Parser<T> {
  parse(input: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Checks and types the response's `data` against the shared contract. */
  schema?: Parser<T>;
  /**
   * false for sign-in calls: no credential headers, and a 401 (wrong password) is the form's
   * error to show, not an expired session.
   */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the bullying pages' confirm-token, decision 022). */
  headers?: Record<string, string>;
  /**
   * A student's GET the check-in needs to open offline: the last answer is kept with the session
   * and returned when the network is down (lib/offline-copy.ts, decision 031).
   */
  offlineCopy?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** Lets the router take over the 401 redirect (a client-side navigation instead of a reload). */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

/** The role a URL belongs to, for a 401 without a stored session. */
function roleFromPath(pathname: string): { role: SessionRole; schoolCode: string | null } {
  const [, first, second] = pathname.split('/');
  if (first === 'admin') return { role: 'admin', schoolCode: null };
  if (first === 'local_governments') return { role: 'local_government', schoolCode: null };
  if (second === 'teacher') return { role: 'teacher', schoolCode: first ?? null };
  if (second === 'parent') return { role: 'parent', schoolCode: first ?? null };
  return { role: 'student', schoolCode: first || null };
}

/**
 * Spec §4/§8 "on 401, credentials cleared and user sent to the role's login": students to
 * /{school_code}/student/login, teachers to their teacher login, admin teachers to /admin/login,
 * parents to /{school_code}/parent/login.
 */
export function handleUnauthorized(): void {
  const session = readSession();
  const fromPath = roleFromPath(window.location.pathname);
  const role = session?.role ?? fromPath.role;
  const schoolCode = session?.schoolCode ?? fromPath.schoolCode;
  clearSession();
  queryClient.clear();
  const target = loginPathFor(role, schoolCode);
  if (window.location.pathname !== target) navigate(target);
}

/** The spec §7 credential headers (access-token, client, uid, schoolCode) of the stored session. */
export function authHeaders(): Record<string, string> {
  const session = readSession();
  if (!session) return {};
  return {
    'access-token': session.accessToken,
    client: session.client,
    uid: session.uid,
    // A board user's session has no school ('').
    ...(session.schoolCode ? { schoolCode: session.schoolCode } : {}),
  };
}

function toQueryString(query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The envelope's messages, with the server's line-break tags as newlines (spec §8). */
export function envelopeOf(body: unknown): { errors: string[]; fieldErrors: Record<string, string[]> } | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { errors?: unknown }).errors)) return null;
  const clean = (s: unknown) => String(s).replace(/<br\s*\/?>/gi, '\n');
  const raw = body as { errors: unknown[]; fieldErrors?: Record<string, unknown> };
  const fieldErrors: Record<string, string[]> = {};
  if (raw.fieldErrors && typeof raw.fieldErrors === 'object') {
    for (const [field, messages] of Object.entries(raw.fieldErrors)) {
      if (Array.isArray(messages)) fieldErrors[field] = messages.map(clean);
    }
  }
  return { errors: raw.errors.map(clean), fieldErrors };
}

/**
 * Calls the API (spec §7: every call sends access-token, client, uid and schoolCode from storage).
 * Success bodies are `{ data }`; `data` is returned, checked against `schema` when given.
 * @throws ApiError with the server's messages (status 0 and a generic message when offline).
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, schema, auth = true, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...(auth ? authHeaders() : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.headers) Object.assign(headers, options.headers);

  const url = `${path}${toQueryString(query)}`;
  const session = options.offlineCopy && method === 'GET' ? readSession() : null;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const copy = session ? readOfflineCopy(url, session.isPersistentLogin) : undefined;
    if (copy !== undefined) return { data: copy as T, status: 0, headers: new Headers() };
    throw new ApiError(0, [i18n.t('common.error.network')]);
  }

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined; // not JSON (a proxy's error page): handled below as a generic failure
    }
  }

  if (!response.ok) {
    if (response.status === 401 && auth) handleUnauthorized();
    const envelope = envelopeOf(parsed);
    throw new ApiError(response.status, envelope?.errors.length ? envelope.errors : [i18n.t('common.error.generic')], envelope?.fieldErrors);
  }

  const data = (parsed as { data?: unknown } | undefined)?.data;
  if (session) keepOfflineCopy(url, data, session.isPersistentLogin);
  if (!schema) return { data: data as T, status: response.status, headers: response.headers };
  try {
    return { data: schema.parse(data), status: response.status, headers: response.headers };
  } catch {
    // The server answered something the contract does not allow: treat it as a failed load.
    throw new ApiError(response.status, [i18n.t('common.error.generic')]);
  }
}

/** apiFetch without the response metadata: resolves to the `data` of the body. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  return (await apiFetch(path, options)).data;
}

/** A parser for an array whose items each pass `item` (e.g. a list of contract rows). */
export function arrayOf<T>(item: Parser<T>): Parser<T[]> {
  return {
    parse(input: unknown): T[] {
      if (!Array.isArray(input)) throw new TypeError('expected an array');
      return input.map((value) => item.parse(value));
    },
  };
}
