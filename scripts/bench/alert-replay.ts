/**
 * `npm run bench -- alert-replay [--students 1000] [--runs 5] [--skip-pglite]`
 *
 * Issue 25 item 4 "Speed" (decision 077): replaying a proposed condition-alert rule over a school's
 * last 90 school days answers in ≤ 2 s on PostgreSQL for a 1,000-pupil school. Seeds one school
 * (6 grades × 5 classes, bench-school.ts) with a check-in on every weekday of the last 220 days
 * (≈ 150 per pupil: the 90 replayed school days and the 45 before them that a run or a baseline
 * window reads), moods drawn per pupil with some pupils lower than others, ANALYZEs, then times
 * replayAlertRules (the endpoint's service: its three reads and both replays) `runs` times on
 * PostgreSQL 15 and, for information, on the embedded PGlite. Results go to .bench/alert-replay-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase, type Database, type DatabaseHandle } from '@sukoyaka/db/client';
import { schoolYears, teachers } from '@sukoyaka/db/schema';
import { replayAlertRules } from '../../apps/api/src/modules/condition-alerts/alert-replay.service.ts';
import { startTestPostgres } from '../test/postgres.ts';
import { seedBenchSchool, seedBenchSchoolInto } from './bench-school.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const studentCount = Number(values.students);
const runs = Number(values.runs);
const log = (m: string) => console.log(`[alert-replay] ${m}`);
const BUDGET_MS = 2000;

/** A check-in on every weekday of the last 220 days for every pupil of `schoolId` (set-based; moods skewed per pupil). */
async function seedCheckins(db: Database, schoolId: number) {
  const today = japanDateKey();
  await db.execute(sql`select setseed(0.25)`);
  await db.execute(sql`
    insert into conditions (student_id, school_id, date, mental, physical)
    select x.id, x.school_id, x.d,
      (case when x.r1 < 0.45 then 'best' when x.r1 < 0.78 then 'good' when x.r1 < 0.93 then 'bad' else 'worst' end)::condition_value,
      (case when x.r2 < 0.5 then 'best' when x.r2 < 0.85 then 'good' when x.r2 < 0.95 then 'bad' else 'worst' end)::condition_value
    from (
      select s.id, s.school_id, d::date as d, least(0.999, random() * 0.85 + (s.id % 7) * 0.03) as r1, random() as r2
      from students s cross join generate_series(${addDays(today, -220)}::date, ${today}::date, interval '1 day') as d
      where s.school_id = ${schoolId} and extract(isodow from d) < 6
    ) x`);
  await db.execute(sql`analyze`);
}

async function measure(label: string, db: Database, schoolId: number) {
  const [year] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, schoolId), eq(schoolYears.year, schoolYearOf())));
  const [admin] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), eq(teachers.admin, true)));
  const scope = { schoolId, teacherId: admin!.id, admin: true, schoolYearId: year!.id, klassIds: [] };
  const body = {
    mental: { bad: false, worst: true, consecutiveDays: 4 },
    physical: { bad: true, worst: true, consecutiveDays: 5 },
    baseline: { enabled: true, drop: 0.75 },
  };
  const counted = (await db.execute(sql`select count(*)::int as n from conditions where school_id = ${schoolId}`)) as unknown as { rows: { n: number }[] };
  const n = counted.rows[0]!.n;
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof replayAlertRules>> | null = null;
  for (let i = 0; i < runs + 1; i += 1) {
    const t0 = performance.now();
    last = await replayAlertRules(db, scope, body);
    if (i > 0) times.push(performance.now() - t0);
    else log(`${label}: first (cold) replay ${(performance.now() - t0).toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const result = {
    database: label,
    checkins: n,
    schoolDays: last!.schoolDays,
    from: last!.from,
    to: last!.to,
    alerts: last!.totals,
    added: last!.added.count,
    dropped: last!.dropped.count,
    ms: { min: Math.round(sorted[0]!), median: Math.round(sorted[Math.floor(sorted.length / 2)]!), max: Math.round(sorted.at(-1)!) },
  };
  log(`${label}: ${JSON.stringify(result)}`);
  return result;
}

const results = [];
{
  log('starting PostgreSQL 15');
  const pg = await startTestPostgres();
  let handle: DatabaseHandle | null = null;
  try {
    const seeded = await seedBenchSchool(pg, 'sukoyaka_replay', { students: studentCount, seed: 2504 });
    handle = seeded.handle;
    log(`seeding ${studentCount} pupils' check-ins`);
    await seedCheckins(seeded.db, seeded.school.id);
    const r = await measure('postgres', seeded.db, seeded.school.id);
    results.push({ ...r, budgetMs: BUDGET_MS, withinBudget: r.ms.max <= BUDGET_MS });
  } finally {
    await handle?.close();
    await pg.stop();
  }
}
if (!values['skip-pglite']) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-bench-replay-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    log('seeding the embedded database (PGlite)');
    const school = await seedBenchSchoolInto(handle, { students: studentCount, seed: 2504 });
    await seedCheckins(handle.db, school.id);
    results.push(await measure('pglite', handle.db, school.id));
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
mkdirSync('.bench', { recursive: true });
const file = path.join('.bench', `alert-replay-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ students: studentCount, runs, results }, null, 2));
log(`written ${file}`);
const pgResult = results[0]!;
if (pgResult.ms.max > BUDGET_MS) {
  log(`over budget: ${pgResult.ms.max} ms > ${BUDGET_MS} ms on PostgreSQL`);
  process.exitCode = 1;
}
