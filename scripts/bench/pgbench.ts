import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { psql } from '../test/postgres.ts';

/** The sequence that hands each pgbench transaction its own (student, day). */
const SEQUENCE = 'bench_pgbench_checkins';

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
 * data-modifying CTE) as a pgbench script. Like the morning, every transaction writes a NEW row
 * (an insert, so the board-figure trigger runs and the class's figure row is updated, as a real
 * check-in does): transaction n writes student `min + n mod count` on day `firstDay + n div count`,
 * days of this school year before the history the bench seeds, in the seed's mix of faces.
 */
function script(students: { min: number; max: number }, firstDay: string): string {
  const count = students.max - students.min + 1;
  const face = (v: string) => `(CASE WHEN :${v} < 55 THEN 'best' WHEN :${v} < 85 THEN 'good' WHEN :${v} < 96 THEN 'bad' ELSE 'worst' END)::condition_value`;
  return [
    '\\set m random(0, 99)',
    '\\set p random(0, 99)',
    `WITH n AS (SELECT nextval('${SEQUENCE}') AS n), c AS (INSERT INTO conditions (student_id, school_id, date, mental, physical, recorded_at) SELECT s.id, s.school_id, DATE '${firstDay}' + (n.n / ${count})::int, ${face('m')}, ${face('p')}, now() FROM n JOIN students s ON s.id = ${students.min} + n.n % ${count} ON CONFLICT (student_id, date) DO UPDATE SET mental = excluded.mental, physical = excluded.physical, recorded_at = excluded.recorded_at, updated_at = now() WHERE conditions.recorded_at <= excluded.recorded_at RETURNING date, mental, physical, school_id, student_id), l AS (INSERT INTO access_logs (actor_type, actor_id, school_id, method, route, status_code, student_ids, ip) SELECT 'student', c.student_id, c.school_id, 'POST', '/pgbench', 200, ARRAY[c.student_id]::bigint[], '127.0.0.1' FROM c) SELECT date, mental, physical FROM c;`,
    '',
  ].join('\n');
}

/**
 * The database's own ceiling for a check-in (issue 27 item 2): pgbench runs the check-in's upsert +
 * access-log statement, each transaction a new check-in (prepared, `clients` connections, 2 threads), for `seconds` against the same
 * PostgreSQL the API will use, then its check-in rows are deleted, their board-figure deltas
 * folded and the database vacuumed (its access-log rows stay: the log is append-only, and the bench database is thrown away). Returns the TPS pgbench reports.
 */
export function runPgbenchCeiling(url: string, students: { min: number; max: number }, clients: number, seconds: number): PgbenchCeiling {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pgbench-'));
  // From 2 April of this school year: school-year days (the trigger finds the class) long before the seeded history.
  const firstDay = `${schoolYearOf(japanDateKey())}-04-02`;
  psql(url, `CREATE SEQUENCE ${SEQUENCE} START 0 MINVALUE 0`);
  try {
    const file = path.join(dir, 'checkin.sql');
    const text = script(students, firstDay);
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
      statement: text.split('\n')[2]!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    // The check-in rows go (the board figures follow by trigger); the access-log rows stay (the log is append-only; the bench database is thrown away).
    psql(url, `DELETE FROM conditions WHERE date >= DATE '${firstDay}' AND date < DATE '${firstDay}' + 150; DROP SEQUENCE ${SEQUENCE}`);
    // Their board-figure deltas (an insert and a delete each, decision 041) are folded now: left to the
    // worker's first fold, hundreds of thousands of them took a core for a second of the measured window.
    psql(url, 'SELECT board_figures_fold()');
    // And the dead rows pgbench left (hundreds of thousands of check-ins and board-figure deltas) are
    // vacuumed now: left to autovacuum, its pass over them fell inside the measured window of some
    // runs (p99 65 ms and a 262 ms request where the others stayed near 20 ms). A school's database
    // at 8:05 has had the night for it.
    psql(url, 'VACUUM ANALYZE');
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

/**
 * The condition alerts dated `date` by source (`rule`, `baseline`, …), e.g. "rule 212, baseline 41":
 * what the check-ins raised, so a run with the baseline rule can be told apart from one without
 * by the alerts it wrote (issue 25 speed).
 */
export function alertsBySource(url: string, date: string): string {
  const rows = execFileSync(
    'psql',
    [url, '-XAtc', `SELECT source, count(*) FROM condition_alerts WHERE date = '${date}'::date GROUP BY source ORDER BY source`],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .filter(Boolean);
  return rows.length ? rows.map((row) => row.replace('|', ' ')).join(', ') : 'none';
}

/** Empties pg_stat_statements (bench:checkin --pg-statements), so what follows is the measured window alone. */
export function resetStatements(url: string): void {
  psql(url, 'SELECT pg_stat_statements_reset()');
}

/**
 * The statements PostgreSQL spent most time on since resetStatements (pg_stat_statements): calls,
 * total and mean execution ms and the statement's first 110 characters, most time first
 * (issue 27 item 2: what a check-in costs the database, statement by statement).
 */
export function topStatements(url: string, limit = 12): string[] {
  const rows = execFileSync(
    'psql',
    [
      url,
      '-XAtF',
      '\t',
      '-c',
      `SELECT calls, round(total_exec_time::numeric, 1), round(mean_exec_time::numeric, 3), regexp_replace(left(query, 110), '\\s+', ' ', 'g') FROM pg_stat_statements WHERE toplevel ORDER BY total_exec_time DESC LIMIT ${limit}`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .filter(Boolean);
  return rows.map((row) => {
    const [calls, total, mean, query] = row.split('\t');
    return `${calls!.padStart(7)} calls ${total!.padStart(9)} ms total ${mean!.padStart(8)} ms mean  ${query}`;
  });
}
