import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, gte, inArray, sql } from 'drizzle-orm';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { isSchoolDay } from '@sukoyaka/contracts/school-days';
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { conditions } from '@sukoyaka/db/schema';
import { seedDistrict } from '@sukoyaka/db/seed/district';
import { psql, startTestPostgres } from '../test/postgres.ts';
import { issueStudentTokens, type StudentCredentials } from './students.ts';
import { startReaper } from './reaper.ts';

/** One row of a psql query, unaligned and tab-separated. */
function psqlRow(url: string, query: string): string[] {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-XAtF', '\t', '-c', query], { encoding: 'utf8' }).trim().split('\t');
}

export type DbKind = 'postgres' | 'pglite';

export interface PrepareOptions {
  /** Students whose check-ins are measured (one each). */
  students: number;
  /** Extra students whose check-ins only warm the server up (JIT, pool connections, caches). */
  warmup: number;
  /** School days of check-in history before today (condition alerts look back over them). */
  days: number;
  /** node-postgres pool size of the server child. */
  poolSize: number;
  /** The server child reaches PostgreSQL over its Unix socket instead of TCP on 127.0.0.1. */
  pgSocket: boolean;
  /** PostgreSQL loads pg_stat_statements (bench:checkin --pg-statements). */
  pgStatements?: boolean;
  /**
   * Today is made a school day of every school (a `school_day` calendar range, as for a Saturday
   * class) when it is a weekend or holiday, so check-ins evaluate condition alerts as on a school
   * morning (issue 27 item 2).
   */
  forceSchoolDay: boolean;
  log: (message: string) => void;
}

/** Rows of `conditions` dated `since` or later, to prove no check-in was lost or duplicated. */
export interface CheckinCount {
  /** All rows (measured + warm-up students). */
  total: number;
  /** Rows of the measured students, and how many distinct measured students have one. */
  measuredRows: number;
  measuredStudents: number;
}

/** A seeded database ready for the server child. */
export interface BenchDatabase {
  kind: DbKind;
  /** Environment that points the server child at this database. */
  serverEnv: Record<string, string>;
  /** PostgreSQL's postmaster pid (for CPU accounting); null on PGlite. */
  postmasterPid: number | null;
  measured: StudentCredentials[];
  warmup: StudentCredentials[];
  /** Seconds spent starting, migrating and seeding (including tokens). */
  setupSeconds: number;
  /** On PGlite call it only after the server child has exited (one opener at a time). */
  countCheckins(since: string): Promise<CheckinCount>;
  /** Stops PostgreSQL / removes the PGlite directory. Safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Starts (PostgreSQL 15 via startTestPostgres) or creates (PGlite in a temp dir) an empty
 * database, migrates it, seeds a district of students + warmup students with `days` of history,
 * ANALYZEs it (a live database has statistics) and signs every student in.
 */
export async function prepareDatabase(kind: DbKind, opts: PrepareOptions): Promise<BenchDatabase> {
  const started = Date.now();
  const cleanups: Array<() => Promise<void> | void> = [];
  // Ended only after every cleanup ran: if we are killed halfway, the reaper finishes the job.
  let cancelReaper = () => {};
  const dispose = async () => {
    while (cleanups.length) await cleanups.pop()!();
    cancelReaper();
  };
  try {
    let config: DatabaseConfig;
    let serverEnv: Record<string, string>;
    let postmasterPid: number | null = null;
    if (kind === 'postgres') {
      opts.log('starting PostgreSQL');
      const pg = await startTestPostgres({ statements: opts.pgStatements ?? false });
      cleanups.push(() => pg.stop());
      const [dataDir, socketDirs, port] = psqlRow(
        pg.url(),
        "SELECT current_setting('data_directory'), current_setting('unix_socket_directories'), current_setting('port')",
      );
      // The first line of postmaster.pid is the postmaster's pid (for CPU accounting and the reaper).
      postmasterPid = Number(readFileSync(path.join(dataDir!, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // startTestPostgres puts data/ in its temp dir: the reaper removes the whole dir.
      cancelReaper = startReaper({ postmasterPid, dirs: [path.dirname(dataDir!)] });
      psql(pg.url(), 'CREATE DATABASE sukoyaka_bench');
      const url = pg.url('sukoyaka_bench');
      if (opts.pgStatements) psql(url, 'CREATE EXTENSION pg_stat_statements');
      config = { kind: 'postgres', url, poolSize: 16 };
      // node-postgres takes a socket directory as `host`; the port names the socket file.
      const socketUrl = `postgres://postgres@/sukoyaka_bench?host=${encodeURIComponent(socketDirs!.split(',')[0]!.trim())}&port=${port}`;
      serverEnv = { DATABASE_URL: opts.pgSocket ? socketUrl : url, DATABASE_POOL_SIZE: String(opts.poolSize) };
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-bench-pglite-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      // proper-lockfile's `<dir>.lock` stays behind if the server child is killed.
      cancelReaper = startReaper({ postmasterPid: null, dirs: [dir, `${dir}.lock`] });
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
    opts.log(`seeding ${opts.students + opts.warmup} students (${opts.students} measured + ${opts.warmup} warm-up), ${opts.days} days of history`);
    await seedDistrict(handle.db, { students: opts.students + opts.warmup, days: opts.days });
    const students = await issueStudentTokens(handle.db, kind === 'postgres' ? 16 : 1);
    const today = japanDateKey();
    if (opts.forceSchoolDay && !isSchoolDay(today)) {
      await handle.db.execute(
        sql`INSERT INTO school_calendar_ranges (school_id, school_year_id, kind, label, "from", "to") SELECT y.school_id, y.id, 'school_day', 'ベンチ（授業日）', ${today}::date, ${today}::date FROM school_years y WHERE y.year = ${schoolYearOf(today)}`,
      );
      opts.log(`${today} is not a school day: made it one (a school_day range) in every school, so condition alerts are evaluated`);
    }
    await handle.db.execute(sql`ANALYZE`);
    // PGlite: the server child must be the only process with the directory open.
    if (kind === 'pglite') await closeHandle();

    const measured = students.slice(0, opts.students);
    const measuredIds = measured.map((p) => p.studentId);
    return {
      kind,
      serverEnv,
      postmasterPid,
      measured,
      warmup: students.slice(opts.students),
      setupSeconds: (Date.now() - started) / 1000,
      async countCheckins(since) {
        const reopened = !handle;
        if (!handle) handle = await openDatabase(config);
        try {
          const db = handle.db;
          const [all] = await db.select({ n: count() }).from(conditions).where(gte(conditions.date, since));
          const [mine] = await db
            .select({ rows: count(), students: countDistinct(conditions.studentId) })
            .from(conditions)
            .where(and(gte(conditions.date, since), inArray(conditions.studentId, measuredIds)));
          return { total: all!.n, measuredRows: mine!.rows, measuredStudents: mine!.students };
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
