/**
 * `npm run bench -- bullying-survey [--city 260000] [--rate 0.03] [--database-url …]`
 *
 * Issue 26 "Speed": the board's annual bullying survey for a seeded city on PostgreSQL 15 builds in
 * ≤ 10 s. Seeds the city (packages/db/src/seed/city.ts, one day of check-ins: the survey reads no
 * check-ins), opens bullying cases for `rate` of its pupils this 年度 (several 態様, every
 * 発見のきっかけ and state) and register absences (2 % of the pupils over 30 days: the 不登校 table),
 * ANALYZEs, then times the survey data and its streamed Excel (slowest of 3
 * each) through the services the routes call. Results also go to .bench/bullying-survey-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { seedCity } from '@sukoyaka/db/seed/city';
import { bullyingSurvey, bullyingSurveyFile } from '../../apps/api/src/modules/bullying-cases/board-survey.service.ts';
import { psql, startTestPostgres } from '../test/postgres.ts';

const { values } = parseArgs({
  options: {
    city: { type: 'string', default: '260000' },
    rate: { type: 'string', default: '0.03' },
    'database-url': { type: 'string' },
  },
});
const students = Number(values.city);
const log = (m: string) => console.log(`[bullying-survey] ${m}`);
const BUDGET_MS = 10_000;

const pg = values['database-url'] ? null : await startTestPostgres();
try {
  const url = values['database-url'] ?? pg!.url('sukoyaka_bullying_survey');
  if (pg) psql(pg.url(), 'CREATE DATABASE sukoyaka_bullying_survey');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const t0 = performance.now();
  if (pg) {
    await migrateDatabase(handle);
    await seedCity(handle.db, { students, days: 1, onProgress: log });
  }
  const year = schoolYearOf();
  // Cases for `rate` of the pupils, 認知日 spread over the 年度 so far, with 1–3 態様, every きっかけ and state.
  await handle.db.execute(sql`insert into bullying_cases (school_id, student_id, recognized_on, origin, forms, discovery, state, created_by_teacher_id)
    select s.school_id, s.id, ${`${year}-04-01`}::date + (s.id % greatest(1, current_date - ${`${year}-04-01`}::date))::int,
      'teacher_observation',
      case s.id % 4 when 0 then array['teasing'] when 1 then array['teasing','exclusion'] when 2 then array['light_violence','online','property'] else array['other'] end,
      (array['homeroom_teacher','school_survey','self_report','own_parent','other_pupil','school_nurse'])[1 + s.id % 6],
      (array['responding','working_to_resolve','resolved','resolved','serious'])[1 + s.id % 5],
      (select t.id from teachers t where t.school_id = s.school_id order by t.id limit 1)
    from students s where random() < ${Number(values.rate)}`);
  // The register for the 不登校 table (decision 074): 2 % of the pupils absent on 30–45 weekdays
  // (a tenth of them 忌引, not 欠席), 10 % on 5 scattered weekdays, in the 年度 so far.
  if (pg) {
    const weekdays = (limit: SQL, offset: SQL) =>
      sql`(select day::date from generate_series(${`${year}-04-01`}::date, current_date, '1 day') day where extract(isodow from day) < 6 order by day limit ${limit} offset ${offset})`;
    await handle.db.execute(sql`insert into attendances (student_id, school_id, date, status, reason)
      select s.id, s.school_id, d.day, 'absent', (case when random() < 0.1 then 'bereavement' else 'sick' end)::absence_reason
      from students s cross join lateral ${weekdays(sql`30 + (s.id % 16)::int`, sql`0`)} d(day) where s.id % 50 = 0`);
    await handle.db.execute(sql`insert into attendances (student_id, school_id, date, status, reason)
      select s.id, s.school_id, d.day, 'absent', 'sick' from students s cross join lateral ${weekdays(sql`5`, sql`(s.id % 40)::int`)} d(day)
      where s.id % 10 = 1 on conflict do nothing`);
  }
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const [org] = (
    (await handle.db.execute(
      sql`select organization_id as id, count(*)::int as cases from bullying_cases c join schools s on s.id = c.school_id group by 1`,
    )) as unknown as {
      rows: { id: number; cases: number }[];
    }
  ).rows;
  log(`${org!.cases} cases of ${students} pupils ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const scope = { organizationId: Number(org!.id) };
  const time = async (work: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = performance.now();
      await work();
      runs.push(performance.now() - s);
    }
    return Math.max(...runs);
  };
  const data = await time(() => bullyingSurvey(handle.db, scope, { year }));
  const survey = await bullyingSurvey(handle.db, scope, { year });
  const notAttending = survey.tables.find((x) => x.id === 'notAttending')!.rows.find((r) => r.key === 'total')!.total;
  const excel = await time(async () => {
    const file = await bullyingSurveyFile(handle.db, scope, { year });
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as AsyncIterable<Buffer>) chunks.push(chunk);
  });
  await handle.close();
  const result = { students, cases: org!.cases, notAttending, year, surveyMs: Math.round(data), excelMs: Math.round(excel), budgetMs: BUDGET_MS };
  console.log(`\nBullying survey, a city of ${students} pupils with ${org!.cases} cases and ${notAttending} pupils of 30+ days' 欠席 (slowest of 3):`);
  console.log(`  survey data  ${result.surveyMs} ms  (budget ${BUDGET_MS} ms) ${data <= BUDGET_MS ? 'ok' : 'OVER'}`);
  console.log(`  survey Excel ${result.excelMs} ms  (budget ${BUDGET_MS} ms) ${excel <= BUDGET_MS ? 'ok' : 'OVER'}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(path.join('.bench', `bullying-survey-${Date.now()}.json`), JSON.stringify(result, null, 2));
  if (data > BUDGET_MS || excel > BUDGET_MS) process.exitCode = 1;
} finally {
  await pg?.stop();
}
