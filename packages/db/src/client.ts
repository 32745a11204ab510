import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every module uses, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: a PostgreSQL server URL, or an embedded PGlite directory. */
export type DatabaseConfig = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** The PGlite instance on the embedded database (pg-boss and tests use it); null on a server. */
  pglite: PGlite | null;
  /** The server URL on PostgreSQL (pg-boss opens its own small pool); null on PGlite. */
  url: string | null;
  /** The connection pool on PostgreSQL (the metrics read its use); null on PGlite. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

/**
 * Reads DATABASE_URL / DATA_DIR (default ./data) into a DatabaseConfig.
 * DATABASE_URL wins: `postgres://…` switches from the embedded database to a server.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, poolSize: Number(env.DATABASE_POOL_SIZE ?? 10) };
  }
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') };
}

/** Thrown when another process holds the embedded database (PGlite has no inter-process lock). */
export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`データディレクトリ ${dir} は別のプロセスが使用中です。先にそのプロセスを止めてください。`);
    this.name = 'DataDirLockedError';
  }
}

/**
 * Opens the database. For PGlite the data directory is created if missing and locked for this
 * process (`<dir>.lock`, refreshed while we run, stale after 10 s if we crash); a second process
 * gets DataDirLockedError instead of corrupting the files.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle client whose server went away (PostgreSQL restarted, failover) emits 'error' on the
    // pool; unhandled, it would end the process. The pool drops that client and opens a new one
    // on the next query, so logging is all there is to do (issue 15: a restart mid-morning).
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', pglite: null, url: config.url, pool, close: () => pool.end() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(config.dataDir, { stale: 10_000, update: 5_000, realpath: false });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(config.dataDir);
    throw err;
  }
  const client = await PGlite.create(path.join(config.dataDir, 'pgdata'));
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    url: null,
    pool: null,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export { schema };
