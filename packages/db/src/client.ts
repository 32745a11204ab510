import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConnectionGate, gatedPglite } from './connection-gate.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteModules } from './pglite-modules.ts';
import * as schema from './schema/index.ts';

export { ConnectionWaitTimeoutError } from './connection-gate.ts';
export { DataDirLockedError } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The one database type every module uses, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Where the data lives: a PostgreSQL server URL, or an embedded PGlite directory.
 * `acquireTimeoutMs` (default {@link DEFAULT_ACQUIRE_TIMEOUT_MS}): how long a statement may wait for
 * a connection (a pooled one, or the embedded database's one) before it fails with a 503.
 */
export type DatabaseConfig =
  { kind: 'postgres'; url: string; poolSize?: number; acquireTimeoutMs?: number } | { kind: 'pglite'; dataDir: string; acquireTimeoutMs?: number };

/** How long a statement waits for a connection by default (DATABASE_ACQUIRE_TIMEOUT_MS). */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 10_000;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** The PGlite instance on the embedded database (pg-boss and tests use it); null on a server. */
  pglite: PGlite | null;
  /** The server URL on PostgreSQL (pg-boss opens its own small pool); null on PGlite. */
  url: string | null;
  /** The connection pool on PostgreSQL (the metrics read its use); null on PGlite. */
  pool: pg.Pool | null;
  /** The embedded database's one connection as a queue (the metrics read its use); null on a server. */
  gate: ConnectionGate | null;
  /**
   * Whether `SELECT 1` answers within `timeoutMs`, through the same connections requests use (GET
   * /api/ready, issue 22): false when they are all held (a stuck query) or the server is gone.
   * Never throws; leaves nothing waiting behind it.
   */
  ping(timeoutMs: number): Promise<boolean>;
  /** Closes the connections; on the embedded database waits at most `timeoutMs` for a running statement. */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Reads DATABASE_URL / DATA_DIR (default ./data) into a DatabaseConfig.
 * DATABASE_URL wins: `postgres://…` switches from the embedded database to a server.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const acquireTimeoutMs = Number(env.DATABASE_ACQUIRE_TIMEOUT_MS ?? DEFAULT_ACQUIRE_TIMEOUT_MS);
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, poolSize: Number(env.DATABASE_POOL_SIZE ?? 10), acquireTimeoutMs };
  }
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data'), acquireTimeoutMs };
}

/** Resolves `value` or, after `ms`, `fallback` (the pending promise's later outcome is ignored). */
function within<T>(value: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([value.catch(() => fallback), new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** `SELECT 1` on a pooled connection within `timeoutMs`; a connection that did not answer in time is destroyed. */
async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  const attempt = (async () => {
    const client = await pool.connect();
    const left = timeoutMs - (Date.now() - started);
    if (left <= 0) {
      client.release();
      return false;
    }
    try {
      await client.query({ text: 'SELECT 1', query_timeout: left } as pg.QueryConfig);
      client.release();
      return true;
    } catch (err) {
      client.release(err as Error);
      return false;
    }
  })();
  return within(attempt, timeoutMs, false);
}

/**
 * Opens the database. For PGlite the data directory is created if missing and locked for this
 * process (`<dir>.lock`, refreshed while we run, stale after 10 s if we crash); a second process
 * gets DataDirLockedError instead of corrupting the files.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const acquireTimeoutMs = config.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  if (config.kind === 'postgres') {
    // A request that waits longer for a connection fails (503, Retry-After) instead of queueing forever.
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10, connectionTimeoutMillis: acquireTimeoutMs });
    // An idle client whose server went away (PostgreSQL restarted, failover) emits 'error' on the
    // pool; unhandled, it would end the process. The pool drops that client and opens a new one
    // on the next query, so logging is all there is to do (issue 15: a restart mid-morning).
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pglite: null,
      url: config.url,
      pool,
      gate: null,
      ping: (timeoutMs) => pingPool(pool, timeoutMs),
      close: () => pool.end(),
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release = await lockDataDir(config.dataDir);
  let raw: PGlite;
  try {
    raw = await PGlite.create(path.join(config.dataDir, 'pgdata'), await pgliteModules());
  } catch (err) {
    await release();
    throw err;
  }
  const gate = new ConnectionGate();
  const client = gatedPglite(raw, gate, () => acquireTimeoutMs);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    url: null,
    pool: null,
    gate,
    ping: async (timeoutMs) => {
      const started = Date.now();
      try {
        const free = await gate.acquire(timeoutMs);
        try {
          return await within(
            raw.query('SELECT 1').then(() => true),
            timeoutMs - (Date.now() - started),
            false,
          );
        } finally {
          free();
        }
      } catch {
        return false;
      }
    },
    close: async (timeoutMs = 5_000) => {
      // A statement still running (a stuck request at shutdown) keeps the connection: close without
      // it after `timeoutMs`; PGlite recovers at the next start (uncommitted work is discarded).
      const free = await gate.acquire(timeoutMs).catch(() => null);
      if (free) await raw.close();
      await release();
    },
  };
}

export { schema };
