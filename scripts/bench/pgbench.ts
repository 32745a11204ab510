import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { psql } from '../test/postgres.ts';

/** A date no check-in of the bench uses: the ceiling's rows are written there and deleted after. */
const CEILING_DATE = '2001-04-02';

/** What pgbench measured: transactions per second and its latency (ms), as it reports them. */
export interface PgbenchCeiling {
  clients: number;
  seconds: number;
  transactions: number;
  tps: number;
  latencyMeanMs: number;
  /** The statement it ran, for the report. */
  statement: string;
}

/**
 * The check-in's own statement (modules/conditions: the day's upsert and the access-log row in one
 * data-modifying CTE) as a pgbench script over random students of the seeded district.
 */
function script(minStudentId: number, maxStudentId: number): string {
  return [
    `\\set sid random(${minStudentId}, ${maxStudentId})`,
    `WITH c AS (INSERT INTO conditions (student_id, school_id, date, mental, physical, recorded_at) SELECT s.id, s.school_id, DATE '${CEILING_DATE}', 'good', 'best', now() FROM students s WHERE s.id = :sid ON CONFLICT (student_id, date) DO UPDATE SET mental = excluded.mental, physical = excluded.physical, recorded_at = excluded.recorded_at, updated_at = now() WHERE conditions.recorded_at <= excluded.recorded_at RETURNING date, mental, physical, school_id), l AS (INSERT INTO access_logs (actor_type, actor_id, school_id, method, route, status_code, student_ids, ip) SELECT 'student', :sid, c.school_id, 'POST', '/pgbench', 200, ARRAY[:sid]::bigint[], '127.0.0.1' FROM c) SELECT date, mental, physical FROM c;`,
    '',
  ].join('\n');
}

/**
 * The database's own ceiling for a check-in (issue 27 item 2): pgbench runs the check-in's upsert +
 * access-log statement (prepared, `clients` connections, 2 threads) for `seconds` against the same
 * PostgreSQL the API will use, then its check-in rows are deleted (its access-log rows stay: the log
 * is append-only, and the bench database is thrown away). Returns the TPS pgbench reports.
 */
export function runPgbenchCeiling(url: string, students: { min: number; max: number }, clients: number, seconds: number): PgbenchCeiling {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pgbench-'));
  try {
    const file = path.join(dir, 'checkin.sql');
    const text = script(students.min, students.max);
    writeFileSync(file, text);
    const out = execFileSync('pgbench', ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
    return {
      clients,
      seconds,
      transactions: number(/number of transactions actually processed: (\d+)/),
      tps: number(/tps = ([\d.]+)/),
      latencyMeanMs: number(/latency average = ([\d.]+) ms/),
      statement: text.split('\n')[1]!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    // The access-log rows stay (the log is append-only; the bench database is thrown away after the run).
    psql(url, `DELETE FROM conditions WHERE date = DATE '${CEILING_DATE}'`);
  }
}

/**
 * Transactions committed so far in the database of `url` (pg_stat_database.xact_commit): every
 * statement outside a transaction is one, so the difference over a run ÷ check-ins is the
 * statements per check-in (plus the worker's few polls). Idle backends report within 10 s.
 */
export function committedTransactions(url: string): number {
  return Number(
    execFileSync('psql', [url, '-XAtc', 'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1),
  );
}
