import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { reportReachability } from './network-status.ts';
import { queryClient } from './query-client.ts';
import { readSession } from './session.ts';

/**
 * The device's outbox (issue 3 "never lose a check-in or an SOS"; spec §8 offline status): a student's
 * POST is first written to localStorage, then sent; what cannot be sent (offline, server
 * unreachable, 5xx) stays and is retried with backoff while online, at once on the `online` event,
 * and when the tab becomes visible again. It is sent exactly once: the body carries `recordedAt`
 * (when the student acted, so a late check-in counts for the right day and the newest one wins), an
 * SOS carries an `Idempotency-Key` (the entry id) so a resend whose first answer was lost is
 * stored once, and a newer entry with the same `replaceKey` (today's check-in, today's health
 * answers) replaces an older one still waiting.
 *
 * Each entry keeps the credentials of the student who acted: on a shared tablet the next student may
 * sign in before the network returns, and their token must never carry someone else's answer.
 * A 401 keeps the entry until that student signs in again (the newest token of the same student is used).
 */
export type OutboxKind = 'condition' | 'sos' | 'healthcheck';

export interface OutboxOwner {
  uid: string;
  schoolCode: string;
  accessToken: string;
  client: string;
}

export interface OutboxEntry {
  /** crypto.randomUUID(); also the Idempotency-Key when `idempotent`. */
  id: string;
  kind: OutboxKind;
  /** e.g. /api/conditions (always POST, JSON body). */
  path: string;
  /** The request body; includes `recordedAt`. */
  body: Record<string, unknown>;
  /** ISO instant of the student's action. */
  recordedAt: string;
  /** Send `Idempotency-Key: id` (POST /api/soss). */
  idempotent: boolean;
  owner: OutboxOwner;
  /** A newer entry with the same key replaces this one while it waits. */
  replaceKey: string | null;
  /** Query keys to refresh once sent. */
  invalidate: string[][];
  /** Something to show while waiting (e.g. the label of the talk-to button). */
  label: string | null;
  attempts: number;
  nextAttemptAt: number;
}

export type OutboxOutcome =
  { status: 'sent'; data: unknown; entry: OutboxEntry } | { status: 'refused'; errors: string[]; httpStatus: number; entry: OutboxEntry };

export interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  /** What happened to entries that left the outbox during this visit, by entry id. */
  outcomes: ReadonlyMap<string, OutboxOutcome>;
}

export interface OutboxRequest {
  kind: OutboxKind;
  path: string;
  body: Record<string, unknown>;
  idempotent?: boolean;
  replaceKey?: string;
  invalidate?: string[][];
  label?: string;
}

export type DeliveryResult = { status: 'sent'; data: unknown; entry: OutboxEntry } | { status: 'queued'; entry: OutboxEntry };

/** localStorage key of the outbox. Not a session item: it survives logout and a 401 on purpose. */
export const OUTBOX_STORAGE_KEY = 'outbox';
const LOCK_NAME = 'sukoyaka-outbox';
const SEND_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
/** How long `deliver` waits for the first try before answering "queued". */
const DELIVER_WAIT_MS = 12_000;

const listeners = new Set<() => void>();
let snapshot: OutboxSnapshot = { entries: readStored(), outcomes: new Map() };
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;
let flushAgain = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  const e = value as Partial<OutboxEntry> | null;
  return !!e && typeof e.id === 'string' && typeof e.path === 'string' && typeof e.body === 'object' && !!e.owner && typeof e.owner.uid === 'string';
}

function readStored(): OutboxEntry[] {
  try {
    const raw = storage()?.getItem(OUTBOX_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function publish(entries: OutboxEntry[], outcomes = snapshot.outcomes): void {
  snapshot = { entries, outcomes };
  for (const listener of listeners) listener();
}

/** Writes the entries (this tab's view becomes the stored one). */
function store(entries: OutboxEntry[]): void {
  const s = storage();
  try {
    if (entries.length) s?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    else s?.removeItem(OUTBOX_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the entries still live in memory for this visit.
  }
  publish(entries);
}

/** Re-reads storage (another tab may have sent or added entries) and applies `change`. */
function update(change: (entries: OutboxEntry[]) => OutboxEntry[]): OutboxEntry[] {
  const next = change(storage() ? readStored() : [...snapshot.entries]);
  store(next);
  return next;
}

function ownerOfSession(): OutboxOwner | null {
  const session = readSession();
  if (!session || session.role !== 'student') return null;
  return { uid: session.uid, schoolCode: session.schoolCode, accessToken: session.accessToken, client: session.client };
}

/** The credentials to send an entry with: the owner's newest token when that student is signed in. */
function credentialsFor(entry: OutboxEntry): OutboxOwner {
  const current = ownerOfSession();
  return current && current.uid === entry.owner.uid && current.schoolCode === entry.owner.schoolCode ? current : entry.owner;
}

function envelopeErrors(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length ? errors.map((e) => String(e).replace(/<br\s*\/?>/gi, '\n')) : [i18n.t('common.error.generic')];
}

type Attempt = { kind: 'sent'; data: unknown } | { kind: 'retry'; reached: boolean } | { kind: 'refused'; status: number; errors: string[] };

async function attempt(entry: OutboxEntry): Promise<Attempt> {
  const who = credentialsFor(entry);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'access-token': who.accessToken,
    client: who.client,
    uid: who.uid,
    schoolCode: who.schoolCode,
  };
  if (entry.idempotent) headers['Idempotency-Key'] = entry.id;
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(entry.path, { method: 'POST', headers, body: JSON.stringify(entry.body), credentials: 'same-origin', signal: abort.signal });
  } catch {
    return { kind: 'retry', reached: false };
  } finally {
    clearTimeout(timeout);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (response.ok) return { kind: 'sent', data: (parsed as { data?: unknown } | null)?.data ?? null };
  const status = response.status;
  // 401: that student's session ended; keep it for their next sign-in. 408/425/429/5xx: try later.
  if (status === 401 || status === 408 || status === 425 || status === 429 || status >= 500) return { kind: 'retry', reached: true };
  return { kind: 'refused', status, errors: envelopeErrors(parsed) };
}

function backoff(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const waiting = snapshot.entries;
  if (!waiting.length || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  const next = Math.min(...waiting.map((e) => e.nextAttemptAt));
  timer = setTimeout(() => void flushOutbox(), Math.max(0, next - Date.now()));
}

async function withLock(run: () => Promise<void>): Promise<void> {
  // Two tabs of the same tablet must not send the same entry at once.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) await locks.request(LOCK_NAME, run);
  else await run();
}

/** One pass: sends every due entry, oldest first. */
async function flushPass(force: boolean): Promise<void> {
  await withLock(async () => {
    const due = readStoredOrMemory().filter((e) => force || e.nextAttemptAt <= Date.now());
    for (const [index, entry] of due.entries()) {
      // Another tab (or a replacing entry) may have removed it meanwhile.
      if (!readStoredOrMemory().some((e) => e.id === entry.id)) continue;
      const result = await attempt(entry);
      if (result.kind === 'retry') {
        reportReachability(result.reached);
        // The server is out of reach: the rest would fail the same way. They count as tried
        // (and so as waiting) and keep their order for the next pass.
        const failed = new Set((result.reached ? [entry] : due.slice(index)).map((e) => e.id));
        update((list) => list.map((e) => (failed.has(e.id) ? { ...e, attempts: e.attempts + 1, nextAttemptAt: Date.now() + backoff(e.attempts + 1) } : e)));
        if (!result.reached) break;
        continue;
      }
      reportReachability(true);
      const outcome: OutboxOutcome =
        result.kind === 'sent' ? { status: 'sent', data: result.data, entry } : { status: 'refused', errors: result.errors, httpStatus: result.status, entry };
      const outcomes = new Map(snapshot.outcomes).set(entry.id, outcome);
      snapshot = { ...snapshot, outcomes };
      update((list) => list.filter((e) => e.id !== entry.id));
      if (result.kind === 'sent') for (const key of entry.invalidate) void queryClient.invalidateQueries({ queryKey: key });
    }
  });
}

function readStoredOrMemory(): OutboxEntry[] {
  return storage() ? readStored() : [...snapshot.entries];
}

/**
 * Sends what is due now (`force`: everything, ignoring backoff). Runs one pass at a time; a call
 * during a pass runs another pass after it.
 */
export function flushOutbox(force = false): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      do {
        flushAgain = false;
        await flushPass(force);
      } while (flushAgain);
    } finally {
      flushing = null;
      schedule();
    }
  })();
  return flushing;
}

/**
 * Puts a student's POST in the outbox (persisted before any network use).
 * @throws Error when no student is signed in.
 */
export function enqueue(request: OutboxRequest, now: Date = new Date()): OutboxEntry {
  const owner = ownerOfSession();
  if (!owner) throw new ApiError(401, [i18n.t('common.error.generic')]);
  const recordedAt = now.toISOString();
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    kind: request.kind,
    path: request.path,
    body: { ...request.body, recordedAt },
    recordedAt,
    idempotent: request.idempotent ?? false,
    owner,
    replaceKey: request.replaceKey ?? null,
    invalidate: request.invalidate ?? [],
    label: request.label ?? null,
    attempts: 0,
    nextAttemptAt: now.getTime(),
  };
  update((list) => [...list.filter((e) => !(entry.replaceKey && e.replaceKey === entry.replaceKey && e.owner.uid === owner.uid)), entry]);
  return entry;
}

/**
 * Enqueues and tries to send at once. Resolves `sent` with the response's `data`, or `queued`
 * when it could not be sent yet (it will be, later).
 * @throws ApiError when the server refused it (4xx other than 401/408/429): it is not kept.
 */
export async function deliver(request: OutboxRequest): Promise<DeliveryResult> {
  const entry = enqueue(request);
  await Promise.race([flushOutbox(true), new Promise((resolve) => setTimeout(resolve, DELIVER_WAIT_MS))]);
  const outcome = snapshot.outcomes.get(entry.id);
  if (outcome?.status === 'sent') return { status: 'sent', data: outcome.data, entry };
  if (outcome?.status === 'refused') throw new ApiError(outcome.httpStatus, outcome.errors);
  return { status: 'queued', entry };
}

/** The outcome of an entry that left the outbox during this visit, if any. */
export function outcomeOf(id: string): OutboxOutcome | undefined {
  return snapshot.outcomes.get(id);
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the outbox's entries and this visit's outcomes, re-rendering on every change. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(
    subscribeOutbox,
    () => snapshot,
    () => snapshot,
  );
}

/**
 * True when an entry could not be sent at its first try: the student is told it is waiting. An
 * entry on its first try is simply being sent (a spinner says so), so a fast network never
 * flashes "waiting" at the student.
 */
export function isWaiting(entry: OutboxEntry): boolean {
  return entry.attempts > 0;
}

/** The entries of the signed-in student (never another student's, on a shared tablet). */
export function entriesOfStudent(entries: readonly OutboxEntry[], uid: string | undefined, schoolCode: string | undefined): OutboxEntry[] {
  return entries.filter((e) => e.owner.uid === uid && e.owner.schoolCode === schoolCode);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    update((list) => list.map((e) => ({ ...e, nextAttemptAt: Date.now() })));
    void flushOutbox(true);
  });
  window.addEventListener('offline', () => schedule());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && snapshot.entries.length) void flushOutbox(true);
  });
  // Another tab changed the outbox: show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_STORAGE_KEY) {
      publish(readStored());
      schedule();
    }
  });
  // Whatever an earlier visit could not send goes out as soon as the app starts.
  if (snapshot.entries.length) queueMicrotask(() => void flushOutbox(true));
}
