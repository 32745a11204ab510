/**
 * `npm run bench:checkin` — the 8:05 morning check-in peak. Seeds a district, signs every student in,
 * then autocannon POSTs exactly one check-in per student (each request with a different student's
 * token headers) against the API running in a child process, on PostgreSQL 15 and then PGlite.
 * GET /api/health on the same server gives the ceiling. Afterwards it proves every check-in landed
 * (one row per student for today, no non-2xx) and writes the numbers to .bench/checkin-<time>.json.
 *
 * Options: --db postgres|pglite|both (both) · --students 5000 · --warmup 1000 (extra students whose
 * check-ins only warm up) · --days 5 (school days of history) · --connections 50 · --pool 20
 * (server's PostgreSQL pool) · --health-duration 10 (s) · --pg-socket (server reaches PostgreSQL
 * over its Unix socket, not TCP) · --cpu-prof (server .cpuprofile into .bench/profiles) ·
 * --log-level warn · --board-figures off (PostgreSQL: the board's figure triggers on conditions,
 * soss and condition_alerts disabled (decisions 035 and 041), to compare the check-in path with
 * and without them; issue 14 speed) ·
 * --during school-pdfs (PostgreSQL: the answer PDFs of the largest school's bullying survey are
 * being built by the API's worker while the check-ins are measured; compare with a run without
 * it: issue 12 speed, p99 may grow by at most 20 %) · --worker separate|in-process (separate:
 * on PostgreSQL the API runs WORKER=false and the jobs run in apps/api/src/worker.ts started at the
 * Nice= of deploy/systemd/sukoyaka-worker.service, as a city deploys it; in-process: the API's own
 * worker, as on the embedded database) · --school-day force|calendar (force: a weekend or holiday
 * is made a school day of every school so condition alerts are evaluated, as on a school morning;
 * calendar: the real calendar) · --baseline on|off (off: the API runs with CHECKIN_BASELINE=off,
 * the check-in without the baseline rule of decision 054, to compare alternating runs with and
 * without it: issue 25 speed, p99 within 10 %) · --pg-statements (PostgreSQL loads pg_stat_statements
 * and the run prints where the database spent its time over the measured check-ins, statement by
 * statement: issue 27 item 2's profile of the database side) · --pgbench-duration 10 (s). On PostgreSQL the run first measures
 * the database's own ceiling with pgbench (the check-in's upsert + access-log statement, as many
 * clients as the server's pool) and prints check-ins ÷ pgbench TPS (issue 27 item 2).
 *
 * PostgreSQL is the test server of scripts/test/postgres.ts: fsync, synchronous_commit and
 * full_page_writes are off (set on its command line, so they cannot be turned back on here).
 * Durable commits on a real disk cost more per commit than this measures.
 *
 * The server uses the real clock: with --school-day calendar, on a weekend or holiday the route
 * skips condition-alert evaluation, so such a run measures less work than a school-day morning (it says so).
 *
 * Exit code 0 whether or not the target is met (it is a measurement); 1 on lost writes, non-2xx,
 * errors or a crash.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { isSchoolDay } from '@sukoyaka/contracts/school-days';
import { startCpuWindow } from './cpu.ts';
import { prepareDatabase, type BenchDatabase, type CheckinCount, type DbKind } from './database.ts';
import { runCheckins, runHealth } from './load.ts';
import { printTable, summarize, TARGET, writeJsonReport, type RunSummary } from './report.ts';
import { alertsBySource, committedTransactions, resetStatements, runPgbenchCeiling, topStatements, type PgbenchCeiling } from './pgbench.ts';
import { prepareSchoolPdfs } from './school-pdfs.ts';
import { startServerChild, startWorkerChild, workerServiceNice, type ServerChild } from './server.ts';
import { psql } from '../test/postgres.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const benchDir = path.join(repoRoot, '.bench');

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    students: { type: 'string', default: '5000' },
    warmup: { type: 'string', default: '1000' },
    days: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '20' },
    'health-duration': { type: 'string', default: '10' },
    'pg-socket': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'board-figures': { type: 'string', default: 'on' },
    during: { type: 'string', default: 'none' },
    worker: { type: 'string', default: 'separate' },
    'school-day': { type: 'string', default: 'force' },
    'pgbench-duration': { type: 'string', default: '10' },
    baseline: { type: 'string', default: 'on' },
    'pg-statements': { type: 'boolean', default: false },
  },
});
const positive = (name: string, value: string, min = 1) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min} (got ${value})`);
  return n;
};
if (!['postgres', 'pglite', 'both'].includes(values.db)) throw new Error('--db must be postgres, pglite or both');
if (!['none', 'school-pdfs'].includes(values.during)) throw new Error('--during must be none or school-pdfs');
if (!['separate', 'in-process'].includes(values.worker)) throw new Error('--worker must be separate or in-process');
if (!['on', 'off'].includes(values.baseline)) throw new Error('--baseline must be on or off');
if (!['force', 'calendar'].includes(values['school-day'])) throw new Error('--school-day must be force or calendar');
const options = {
  kinds: (values.db === 'both' ? ['postgres', 'pglite'] : [values.db]) as DbKind[],
  students: positive('students', values.students),
  warmup: positive('warmup', values.warmup, 0),
  days: positive('days', values.days, 0),
  connections: positive('connections', values.connections),
  poolSize: positive('pool', values.pool),
  healthSeconds: positive('health-duration', values['health-duration']),
  pgSocket: values['pg-socket'],
  cpuProfile: values['cpu-prof'],
  logLevel: values['log-level'],
  forceSchoolDay: values['school-day'] === 'force',
  pgbenchSeconds: positive('pgbench-duration', values['pgbench-duration']),
  baselineRule: values.baseline === 'on',
  pgStatements: values['pg-statements'],
};

/** What one database kind produced: runs, the row count check and any problems found. */
interface DbOutcome {
  db: DbKind;
  setupSeconds: number;
  runs: RunSummary[];
  checkins: CheckinCount & { expectedTotal: number; expectedMeasured: number; requestsBuilt: number };
  /** --during school-pdfs: the PDFs' students and whether the export was still running when the measured check-ins ended. */
  during?: { work: 'school-pdfs'; students: number; stillRunningAtEnd: boolean };
  /** PostgreSQL: pgbench running the check-in's own statement on the same database, just before the check-ins. */
  ceiling?: PgbenchCeiling;
  /** PostgreSQL: committed transactions during the warm-up and measured check-ins ÷ those check-ins (each statement outside a transaction is one). */
  statementsPerCheckin?: number;
  /** Where the job worker ran: a separate niced process (PostgreSQL default) or inside the API. */
  worker: 'separate' | 'in-process';
  problems: string[];
}

// Cleanups for Ctrl-C: whatever is running when the user interrupts is stopped, newest first.
// `on`, not `once`: Ctrl-C reaches us twice (from the terminal and relayed by the tsx CLI), and a
// second SIGINT without a listener would kill us halfway, leaving PostgreSQL running.
const active = new Set<() => Promise<void>>();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    for (const stop of [...active].reverse()) await stop().catch(() => {});
    process.exit(130);
  });
}

async function benchOne(kind: DbKind): Promise<DbOutcome> {
  const log = (m: string) => console.log(`[${kind}] ${m}`);
  const database: BenchDatabase = await prepareDatabase(kind, { ...options, log });
  active.add(database.dispose);
  let server: ServerChild | null = null;
  let worker: Pick<ServerChild, 'pid' | 'stop'> | null = null;
  try {
    if (values['board-figures'] === 'off' && kind === 'postgres') {
      const url = database.serverEnv.DATABASE_URL!;
      for (const op of ['ins', 'upd', 'del']) psql(url, `ALTER TABLE conditions DISABLE TRIGGER conditions_board_daily_figures_${op}`);
      psql(url, 'ALTER TABLE soss DISABLE TRIGGER soss_board_figures');
      psql(url, 'ALTER TABLE condition_alerts DISABLE TRIGGER condition_alerts_board_figures');
      log("the board's figure triggers on conditions, soss and condition_alerts disabled (--board-figures off)");
    }
    let ceiling: PgbenchCeiling | undefined;
    let statementsPerCheckin: number | undefined;
    if (kind === 'postgres') {
      const ids = [...database.measured, ...database.warmup].map((s) => s.studentId);
      log(`ceiling: pgbench, the check-in's upsert + access-log statement, ${options.poolSize} clients, ${options.pgbenchSeconds} s`);
      ceiling = runPgbenchCeiling(database.serverEnv.DATABASE_URL!, { min: Math.min(...ids), max: Math.max(...ids) }, options.poolSize, options.pgbenchSeconds);
      log(`pgbench: ${ceiling.tps.toFixed(0)} TPS, mean latency ${ceiling.latencyMeanMs} ms`);
    }
    const pdfs = values.during === 'school-pdfs' && kind === 'postgres' ? await prepareSchoolPdfs(database.serverEnv.DATABASE_URL!) : null;
    if (pdfs) log(`a bullying survey answered by the largest school's ${pdfs.students} students; its PDFs start with the measured check-ins`);
    log(`ready in ${database.setupSeconds.toFixed(1)} s; starting the API server child`);
    const profileFlags = options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(benchDir, 'profiles')}`] : [];
    // PostgreSQL runs as a city runs it (deploy/systemd): API with WORKER=false, jobs in a separate
    // worker process at the unit's Nice=; the embedded database allows one process only.
    const separateWorker = kind === 'postgres' && values.worker === 'separate';
    if (separateWorker) {
      const nice = workerServiceNice();
      worker = await startWorkerChild({ env: { ...database.serverEnv, LOG_LEVEL: options.logLevel }, nice });
      active.add(worker.stop);
      log(`job worker: a separate process at nice ${nice} (deploy/systemd/sukoyaka-worker.service); the API runs WORKER=false`);
    } else log('job worker: inside the API process');
    const serverEnv = {
      ...database.serverEnv,
      LOG_LEVEL: options.logLevel,
      ...(separateWorker ? { WORKER: 'false' } : {}),
      ...(options.baselineRule ? {} : { CHECKIN_BASELINE: 'off' }),
    };
    if (!options.baselineRule) log('the check-in runs without the baseline rule (--baseline off, CHECKIN_BASELINE=off)');
    server = await startServerChild({ env: serverEnv, nodeFlags: profileFlags });
    active.add(server.stop);
    const today = japanDateKey();

    // Statements per check-in count from here: warm-up and measured check-ins have the same mix.
    const url = database.serverEnv.DATABASE_URL!;
    const committedBefore = kind === 'postgres' ? committedTransactions(url) : 0;
    if (database.warmup.length > 0) {
      log(`warm-up: ${database.warmup.length} check-ins + 2 s of health`);
      await runCheckins(server.url, database.warmup, options.connections);
    }
    await runHealth(server.url, options.connections, 2);

    log(`measuring: ${database.measured.length} check-ins, ${options.connections} connections`);
    if (pdfs) await pdfs.start(server.url);
    if (options.pgStatements && kind === 'postgres') resetStatements(url);
    let cpu = startCpuWindow(server.pid, database.postmasterPid);
    const checkin = await runCheckins(server.url, database.measured, options.connections);
    if (options.pgStatements && kind === 'postgres') {
      log('PostgreSQL time by statement over the measured check-ins (pg_stat_statements):');
      for (const line of topStatements(url)) log(line);
    }
    const checkinRun = summarize(kind, 'POST /api/conditions', checkin, cpu.stop(), kind === 'postgres');

    const during = pdfs ? { work: 'school-pdfs' as const, students: pdfs.students, stillRunningAtEnd: !(await pdfs.done(server.url)) } : undefined;
    if (during) log(`school PDFs ${during.stillRunningAtEnd ? 'still running' : 'ALREADY DONE'} when the measured check-ins ended`);

    log(`ceiling: GET /api/health for ${options.healthSeconds} s`);
    cpu = startCpuWindow(server.pid, database.postmasterPid);
    const health = await runHealth(server.url, options.connections, options.healthSeconds);
    const healthRun = summarize(kind, 'GET /api/health', health, cpu.stop(), false);
    if (kind === 'postgres') {
      // Idle backends report their statistics within PGSTAT_IDLE_INTERVAL (10 s): read after the health run and a little more.
      await new Promise((resolve) => setTimeout(resolve, Math.max(1000, 11_000 - options.healthSeconds * 1000)));
      statementsPerCheckin = (committedTransactions(url) - committedBefore) / (database.measured.length + database.warmup.length);
      log(`statements (committed transactions) per check-in: ${statementsPerCheckin.toFixed(2)}`);
      log(`condition alerts dated today, by source: ${alertsBySource(url, today)}`);
    }

    await server.stop();
    active.delete(server.stop);
    server = null;

    const counted = await database.countCheckins(today);
    const checkins = {
      ...counted,
      expectedTotal: database.measured.length + database.warmup.length,
      expectedMeasured: database.measured.length,
      requestsBuilt: checkin.built,
    };
    const problems: string[] = [];
    if (checkins.total !== checkins.expectedTotal) problems.push(`${checkins.total} check-in rows for today, expected ${checkins.expectedTotal}`);
    if (checkins.measuredRows !== checkins.expectedMeasured || checkins.measuredStudents !== checkins.expectedMeasured) {
      problems.push(`${checkins.measuredStudents} measured students / ${checkins.measuredRows} rows checked in, expected ${checkins.expectedMeasured}`);
    }
    if (checkin.built !== database.measured.length) problems.push(`autocannon built ${checkin.built} requests for ${database.measured.length} students`);
    for (const run of [checkinRun, healthRun]) {
      if (run.non2xx > 0) problems.push(`${run.route}: ${run.non2xx} non-2xx (${JSON.stringify(run.statusCodes)})`);
      if (run.errors + run.timeouts > 0) problems.push(`${run.route}: ${run.errors} errors, ${run.timeouts} timeouts`);
    }
    log(
      `check-in rows for ${today}: ${checkins.total} (expected ${checkins.expectedTotal}); measured students with a row: ${checkins.measuredStudents}/${checkins.expectedMeasured}`,
    );
    if (during && !during.stillRunningAtEnd) problems.push('the school PDFs finished before the measured check-ins did: use more students');
    return {
      db: kind,
      setupSeconds: database.setupSeconds,
      runs: [checkinRun, healthRun],
      checkins,
      during,
      ceiling,
      statementsPerCheckin,
      worker: separateWorker ? 'separate' : 'in-process',
      problems,
    };
  } finally {
    if (server) {
      await server.stop();
      active.delete(server.stop);
    }
    if (worker) {
      await worker.stop();
      active.delete(worker.stop);
    }
    await database.dispose();
    active.delete(database.dispose);
  }
}

const startedAt = new Date();
const schoolDay = isSchoolDay(japanDateKey(startedAt)) || options.forceSchoolDay;
if (!schoolDay)
  console.log(`note: ${japanDateKey(startedAt)} is not a school day, so check-ins skip condition-alert evaluation (less work than a school-day morning)\n`);
const outcomes: DbOutcome[] = [];
for (const kind of options.kinds) outcomes.push(await benchOne(kind));

console.log(
  `\nMorning check-in peak: ${options.students} students, one POST each, ${options.connections} connections` +
    `${options.kinds.includes('postgres') ? `, pool ${options.poolSize}, fsync/synchronous_commit off${options.pgSocket ? ', Unix socket' : ''}` : ''}\n`,
);
printTable(outcomes.flatMap((o) => o.runs));
console.log(`\nTarget (PostgreSQL check-ins): ≥ ${TARGET.requestsPerSecond} req/s and p99 ≤ ${TARGET.p99Ms} ms`);
for (const o of outcomes) {
  if (!o.ceiling) continue;
  const checkinRate = o.runs.find((r) => r.route === 'POST /api/conditions')!.requestsPerSecond;
  console.log(
    `${o.db}: check-ins ${checkinRate} req/s ÷ pgbench ${o.ceiling.tps.toFixed(0)} TPS (the same statement, ${o.ceiling.clients} clients, same run) = ${((100 * checkinRate) / o.ceiling.tps).toFixed(1)} % (issue 27 target ≥ 25 %)`,
  );
}
const problems = outcomes.flatMap((o) => o.problems.map((p) => `${o.db}: ${p}`));
for (const o of outcomes) {
  console.log(
    `${o.db}: ${o.checkins.measuredStudents}/${o.checkins.expectedMeasured} students checked in, ${o.checkins.total} rows today, ${o.problems.length ? 'PROBLEMS' : 'no lost writes'}`,
  );
}

const file = writeJsonReport(benchDir, 'checkin', {
  benchmark: 'checkin',
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg() },
  schoolDay,
  options,
  target: TARGET,
  outcomes,
  ok: problems.length === 0,
});
console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
if (problems.length) {
  for (const p of problems) console.error(`ERROR ${p}`);
  process.exit(1);
}
