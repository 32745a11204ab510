import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, gte, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { conditions } from '@sukoyaka/db/schema';
import { seedDistrict } from '@sukoyaka/db/seed/district';
import { psql, startTestPostgres } from '../test/postgres.ts';
import { parentPid } from './cpu.ts';
import { issuePupilTokens, type PupilCredentials } from './pupils.ts';

export type DbKind = 'postgres' | 'pglite';

export interface PrepareOptions {
  /** Pupils whose check-ins are measured (one each). */
  students: number;
  /** Extra pupils whose check-ins only warm the server up (JIT, pool connections, caches). */
  warmup: number;
  /** node-postgres pool size of the server child. */
  poolSize: number;
  /** PostgreSQL with fsync/synchronous_commit/full_page_writes back on (the test server has them off). */
  durable: boolean;
  log: (message: string) => void;
}

/** Rows of `conditions` dated `since` or later, to prove no check-in was lost or duplicated. */
export interface CheckinCount {
  /** All rows (measured + warm-up pupils). */
  total: number;
  /** Rows of the measured pupils, and how many distinct measured pupils have one. */
  measuredRows: number;
  measuredPupils: number;
}

/** A seeded database ready for the server child. */
export interface BenchDatabase {
  kind: DbKind;
  /** Environment that points the server child at this database. */
  serverEnv: Record<string, string>;
  /** PostgreSQL's postmaster pid (for CPU accounting); null on PGlite. */
  postmasterPid: number | null;
  measured: PupilCredentials[];
  warmup: PupilCredentials[];
  /** Seconds spent starting, migrating and seeding (including tokens). */
  setupSeconds: number;
  /** On PGlite call it only after the server child has exited (one opener at a time). */
  countCheckins(since: string): Promise<CheckinCount>;
  /** Stops PostgreSQL / removes the PGlite directory. Safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Starts (PostgreSQL 15 via startTestPostgres) or creates (PGlite in a temp dir) an empty
 * database, migrates it, seeds a district of students + warmup pupils with one day of history,
 * ANALYZEs it (a live database has statistics) and signs every pupil in.
 */
export async function prepareDatabase(kind: DbKind, opts: PrepareOptions): Promise<BenchDatabase> {
  const started = Date.now();
  const cleanups: Array<() => Promise<void> | void> = [];
  const dispose = async () => {
    while (cleanups.length) await cleanups.pop()!();
  };
  try {
    let config: DatabaseConfig;
    let serverEnv: Record<string, string>;
    if (kind === 'postgres') {
      opts.log('starting PostgreSQL');
      const pg = await startTestPostgres();
      cleanups.push(() => pg.stop());
      psql(pg.url(), 'CREATE DATABASE sukoyaka_bench');
      if (opts.durable) {
        for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) psql(pg.url(), `ALTER SYSTEM SET ${setting} = on`);
        psql(pg.url(), 'SELECT pg_reload_conf()');
      }
      const url = pg.url('sukoyaka_bench');
      config = { kind: 'postgres', url, poolSize: 16 };
      serverEnv = { DATABASE_URL: url, DATABASE_POOL_SIZE: String(opts.poolSize) };
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-bench-pglite-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      config = { kind: 'pglite', dataDir: dir };
      serverEnv = { DATA_DIR: dir };
    }

    let handle: DatabaseHandle | null = await openDatabase(config);
    const closeHandle = async () => {
      const h = handle;
      handle = null;
      await h?.close();
    };
    cleanups.push(closeHandle);
    await migrateDatabase(handle);
    opts.log(`seeding ${opts.students + opts.warmup} pupils (${opts.students} measured + ${opts.warmup} warm-up)`);
    await seedDistrict(handle.db, { students: opts.students + opts.warmup, days: 1 });
    const pupils = await issuePupilTokens(handle.db, kind === 'postgres' ? 16 : 1);
    await handle.db.execute(sql`ANALYZE`);

    let postmasterPid: number | null = null;
    if (kind === 'postgres') {
      const result = (await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: Array<{ pid: number }> };
      postmasterPid = parentPid(Number(result.rows[0]!.pid));
    } else {
      // PGlite: the server child must be the only process with the directory open.
      await closeHandle();
    }

    const measured = pupils.slice(0, opts.students);
    const measuredIds = measured.map((p) => p.studentId);
    return {
      kind,
      serverEnv,
      postmasterPid,
      measured,
      warmup: pupils.slice(opts.students),
      setupSeconds: (Date.now() - started) / 1000,
      async countCheckins(since) {
        const reopened = !handle;
        if (!handle) handle = await openDatabase(config);
        try {
          const db = handle.db;
          const [all] = await db.select({ n: count() }).from(conditions).where(gte(conditions.date, since));
          const [mine] = await db
            .select({ rows: count(), pupils: countDistinct(conditions.studentId) })
            .from(conditions)
            .where(and(gte(conditions.date, since), inArray(conditions.studentId, measuredIds)));
          return { total: all!.n, measuredRows: mine!.rows, measuredPupils: mine!.pupils };
        } finally {
          if (reopened) await closeHandle();
        }
      },
      dispose,
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}
