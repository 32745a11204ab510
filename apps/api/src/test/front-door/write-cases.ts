import { sql } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { AuthHeaders, TestApp } from '../test-app.ts';
import type { Role } from '../generated/surface.ts';

/** What a write case sends, as its endpoint's role, and what it must answer. */
export interface WriteCall {
  /** Values of the path's `{placeholders}`. */
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Extra headers (e.g. Idempotency-Key); the role's session headers are always sent. */
  headers?: Record<string, string>;
  /** Statuses that are right for this valid call; default: any 2xx. */
  expect?: number[];
  /** Why a valid call is answered with a 4xx here (e.g. a token only a mail carries). */
  because?: string;
  /** Checks that the write is stored, after a 2xx (e.g. the mail job exists). */
  check?: (ctx: FrontDoorContext) => Promise<void>;
  /** Another session than the role's own (e.g. a class teacher instead of the admin). */
  as?: AuthHeaders | null;
}

/** What cases build their calls from: the app, a session per role (admin teacher for `teacher`). */
export interface FrontDoorContext {
  t: TestApp;
  sessions: Record<Exclude<Role, 'public'>, AuthHeaders>;
  /** GET `url` as `role`, answering its `data` (fails the case on a non-200). */
  get: <T = unknown>(role: Exclude<Role, 'public'>, url: string) => Promise<T>;
  /**
   * `method url` with `payload` as a role's session (or the given headers; null: none), answering
   * its `data`: the calls a case makes to set up its own (fails the case on a non-2xx).
   */
  send: <T = unknown>(as: Exclude<Role, 'public'> | AuthHeaders | null, method: string, url: string, payload?: unknown) => Promise<T>;
  /** A date key `days` after today (Japan time). */
  day: (days?: number) => string;
}

/** One case per served write endpoint, keyed "METHOD /openapi/path", run in this order. */
export type WriteCase = (ctx: FrontDoorContext) => Promise<WriteCall>;

export const dayAfter = (days = 0) => {
  const d = new Date(`${japanDateKey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The mail jobs queued so far whose key starts with `prefix` (pg-boss's job table): what the worker will send. */
export async function mailJobs(t: TestApp, prefix: string): Promise<{ key: string; to: string[]; subject: string; text: string }[]> {
  const res = (await t.db.execute(
    sql`SELECT data FROM pgboss.job WHERE name = 'mail' AND data->>'key' LIKE ${`${prefix}%`} ORDER BY created_on`,
  )) as unknown as {
    rows: { data: { key: string; to: string[]; subject: string; text: string } }[];
  };
  return res.rows.map((r) => r.data);
}
