/**
 * `npm run bench -- dashboards [--students 100000] [--days 60] [--requests 400] [--concurrency 8]`
 *
 * The teacher dashboards' budgets (issue 4) on PostgreSQL 15 with a large district: class week
 * view p95 ≤ 30 ms, school day view p95 ≤ 80 ms, a month export of one school ≤ 2 s. Seeds the
 * district (60 school days of history), ANALYZEs, starts the API in a child process, signs
 * teachers in directly (tokens), then times real HTTP requests with exact percentiles and
 * prints the query plans the views rely on. Results also go to .bench/dashboards-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { isSchoolDay } from '@sukoyaka/contracts/school-days';
import { openDatabase } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { schools, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import { seedDistrict } from '@sukoyaka/db/seed/district';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';
import { psql, startTestPostgres } from '../test/postgres.ts';
import type { RequestTiming } from './report.ts';
import { startServerChild } from './server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    days: { type: 'string', default: '60' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '4' },
    /** Keep the seeded PostgreSQL running at the end and print its URL (for --database-url). */
    keep: { type: 'boolean', default: false },
    /** Measure an already seeded database instead of starting and seeding one. */
    'database-url': { type: 'string' },
  },
});
const students = Number(values.students);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const log = (m: string) => console.log(`[dashboards] ${m}`);

interface Timing extends RequestTiming {
  perSecond: number;
  budgetMs: number;
}

/** Sends `total` requests, `parallel` at a time, and returns exact latency percentiles (ms). */
async function timeRequests(
  name: string,
  budgetMs: number,
  total: number,
  parallel: number,
  make: (i: number) => { url: string; headers: Record<string, string> },
): Promise<Timing> {
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const { url, headers } = make(next++);
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        status[res.status] = (status[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return {
    name,
    requests: total,
    concurrency: parallel,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    perSecond: Math.round(total / seconds),
    budgetMs,
    status,
  };
}

const pg = values['database-url'] ? null : await startTestPostgres();
let server: Awaited<ReturnType<typeof startServerChild>> | null = null;
try {
  const url = values['database-url'] ?? pg!.url('sukoyaka_dash');
  if (pg) psql(pg.url(), 'CREATE DATABASE sukoyaka_dash');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  const t0 = performance.now();
  if (pg) {
    await migrateDatabase(handle);
    const seeded = await seedDistrict(handle.db, { students, days: Number(values.days), onProgress: log });
    log(`seeded ${seeded.schoolCodes.length} schools`);
    await handle.db.execute(sql`ANALYZE`);
  }
  const [{ rows }] = [await handle.db.execute(sql`SELECT count(*)::int AS n FROM conditions`)] as unknown as [{ rows: { n: number }[] }];
  log(`${rows[0]!.n} check-ins ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  // Teachers: every class teacher and every admin, signed in directly (no argon2 in the numbers).
  const staff = await handle.db
    .select({
      id: teachers.id,
      schoolId: teachers.schoolId,
      email: teachers.email,
      admin: teachers.admin,
      code: schools.code,
      klassId: teacherAssignments.klassId,
    })
    .from(teachers)
    .innerJoin(schools, eq(schools.id, teachers.schoolId))
    .leftJoin(teacherAssignments, eq(teacherAssignments.teacherId, teachers.id));
  const sessionOf = async (t: (typeof staff)[number]) => {
    const token = await issueToken(handle.db, { accountType: 'teacher', accountId: t.id, uid: t.email, schoolId: t.schoolId }, 86_400_000);
    return { 'access-token': token.accessToken, client: token.client, uid: token.uid, schoolCode: t.code };
  };
  const classTeachers = await Promise.all(
    staff
      .filter((t) => !t.admin)
      .slice(0, 200)
      .map(sessionOf),
  );
  const admins = await Promise.all(staff.filter((t) => t.admin).map(sessionOf));
  // The newest school day with history: today may be a weekend, and today has no check-ins yet.
  const lastSchoolDay = (() => {
    let d = addDays(japanDateKey(), -1);
    while (!isSchoolDay(d)) d = addDays(d, -1);
    return d;
  })();

  // The query plans the views rely on (the same statements the services build).
  const [aKlass] = await handle.db.select({ klassId: teacherAssignments.klassId }).from(teacherAssignments).limit(1);
  const [aSchool] = await handle.db.select({ id: schools.id }).from(schools).limit(1);
  const plans: Record<string, string> = {};
  const explain = async (name: string, statement: ReturnType<typeof sql>) => {
    const result = (await handle.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    plans[name] = result.rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const week = [addDays(lastSchoolDay, -6), lastSchoolDay];
  await explain(
    'class week: conditions of one class for 7 days (loadStudentDays)',
    sql`SELECT * FROM conditions WHERE student_id IN (SELECT student_id FROM student_enrollments WHERE klass_id = ${aKlass!.klassId}) AND date BETWEEN ${week[0]} AND ${week[1]}`,
  );
  await explain(
    'school day: counts over one school for a day (all_dashboards summary)',
    sql`SELECT mental, physical, count(*) FROM conditions WHERE student_id IN (SELECT e.student_id FROM student_enrollments e JOIN klasses k ON k.id = e.klass_id WHERE k.school_id = ${aSchool!.id}) AND date BETWEEN ${lastSchoolDay} AND ${lastSchoolDay} GROUP BY mental, physical`,
  );
  await explain(
    'month export: flagged days per student of one school for a month (students/report)',
    sql`SELECT student_id, count(*) FILTER (WHERE mental IN ('bad','worst') OR physical IN ('bad','worst')) FROM conditions WHERE student_id IN (SELECT e.student_id FROM student_enrollments e JOIN klasses k ON k.id = e.klass_id WHERE k.school_id = ${aSchool!.id}) AND date >= ${lastSchoolDay.slice(0, 8) + '01'} AND date < ${addDays(lastSchoolDay, 1)} GROUP BY student_id`,
  );
  await handle.close();

  server = await startServerChild({ env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '10', LOG_LEVEL: 'warn', WORKER: 'false', SEED_DEMO: 'false' } });
  const base = server.url;
  log(`server ${base}; warming up`);
  await timeRequests('warm-up', 0, 100, 4, (i) => ({
    url: `${base}/api/teachers/class_dashboards/dashboard_by_week?date=${lastSchoolDay}`,
    headers: classTeachers[i % classTeachers.length]!,
  }));

  const timings: Timing[] = [];
  timings.push(
    await timeRequests('class week view (dashboard_by_week)', 30, requests, concurrency, (i) => ({
      url: `${base}/api/teachers/class_dashboards/dashboard_by_week?date=${lastSchoolDay}`,
      headers: classTeachers[i % classTeachers.length]!,
    })),
  );
  timings.push(
    await timeRequests('class day view (dashboard_by_date)', 30, requests, concurrency, (i) => ({
      url: `${base}/api/teachers/class_dashboards/dashboard_by_date?date=${lastSchoolDay}`,
      headers: classTeachers[i % classTeachers.length]!,
    })),
  );
  timings.push(
    await timeRequests('school day view (all_dashboards/dashboard_by_date)', 80, requests, concurrency, (i) => ({
      url: `${base}/api/teachers/all_dashboards/dashboard_by_date?date=${lastSchoolDay}`,
      headers: admins[i % admins.length]!,
    })),
  );
  const fiscalYear = schoolYearOf(new Date(`${lastSchoolDay}T12:00:00+09:00`));
  const month = Number(lastSchoolDay.slice(5, 7));
  timings.push(
    await timeRequests('month export of one school (students/report, xlsx)', 2000, 10, 1, (i) => ({
      url: `${base}/api/teachers/students/report?type=condition&year=${fiscalYear}&month=${month}`,
      headers: admins[i % admins.length]!,
    })),
  );

  console.log(`\nDashboards on PostgreSQL 15, ${students} students, ${rows[0]!.n} check-ins (${values.days} school days), concurrency ${concurrency}\n`);
  console.log('view'.padEnd(52), 'req/s'.padStart(6), 'p50'.padStart(7), 'p95'.padStart(7), 'p99'.padStart(7), 'max'.padStart(7), '  budget');
  for (const t of timings) {
    const met = t.p95 <= t.budgetMs ? 'met' : 'MISSED';
    console.log(
      t.name.padEnd(52),
      String(t.perSecond).padStart(6),
      `${t.p50}`.padStart(7),
      `${t.p95}`.padStart(7),
      `${t.p99}`.padStart(7),
      `${t.max}`.padStart(7),
      `  p95 ≤ ${t.budgetMs} ms: ${met}  ${JSON.stringify(t.status)}`,
    );
  }
  console.log('\nQuery plans:');
  for (const [name, plan] of Object.entries(plans)) console.log(`\n-- ${name}\n${plan}`);
  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `dashboards-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ students, checkIns: rows[0]!.n, timings, plans }, null, 2));
  log(`written ${file}`);
} finally {
  await server?.stop();
  if (pg && values.keep) log(`PostgreSQL kept running: --database-url ${pg.url('sukoyaka_dash')}`);
  else pg?.stop();
}
