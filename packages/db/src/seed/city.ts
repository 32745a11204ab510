import { sql } from 'drizzle-orm';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { schoolDaysBefore } from '@sukoyaka/contracts/school-days';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { DEMO_PASSWORDS } from './demo.ts';
import { gradeCodesOf } from '@sukoyaka/contracts/school-types';
import { createOrganization, createOrganizationUser, ensureGradeCodeMasters } from './structure.ts';

export interface CityOptions {
  /** Total students (a designated city: 260,000), in elementary schools of 6 grades × 3 classes × 30. */
  students: number;
  /** School days of history before today (default 60). */
  days?: number;
  now?: Date;
  onProgress?: (message: string) => void;
}

/** The board user of the seeded city (password: the demo teacher password). */
export const CITY_BOARD_EMAIL = 'board@city.example.jp';

/**
 * A city for the board benchmark (`npm run db:seed -- --city 260000`, issue 14 item 7): one board
 * of education (さくら市教育委員会) with ceil(students / 540) schools, their current school year,
 * grades 1年–6年 of 3 classes of 30, the students and their enrolments, an admin teacher per
 * school, and `days` school days of check-ins (about 85% checked in), talk requests (most handled,
 * with handling times) and condition alerts — all as set-based SQL (generate_series), with the
 * board_daily_figures triggers paused during the load and the figures rebuilt in one statement.
 */
export async function seedCity(db: Database, opts: CityOptions): Promise<{ organizationId: number; schools: number; students: number }> {
  const now = opts.now ?? new Date();
  const today = japanDateKey(now);
  const year = schoolYearOf(now);
  const log = opts.onProgress ?? (() => {});
  const [studentHash, teacherHash] = [await hashPassword(DEMO_PASSWORDS.student), await hashPassword(DEMO_PASSWORDS.teacher)];
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'さくら市', 'さくら市教育委員会');
  await createOrganizationUser(db, org.id, { name: 'さくら市 教育委員会 担当', email: CITY_BOARD_EMAIL, passwordHash: teacherHash });
  const schoolCount = Math.max(1, Math.ceil(opts.students / 540));
  const grades = gradeCodesOf('elementary').map((g, i) => `(${codes.get(g.code)!}::bigint, '${i + 1}年', ${i + 1})`);
  const run = (q: ReturnType<typeof sql>) => db.execute(q);

  await run(sql`INSERT INTO schools (organization_id, code, name, school_type)
    SELECT ${org.id}, 'city-' || lpad(s::text, 4, '0'), 'さくら市立第' || s || '小学校', 'elementary' FROM generate_series(1, ${schoolCount}) s`);
  const inCity = sql`school_id IN (SELECT id FROM schools WHERE organization_id = ${org.id})`;
  await run(sql`INSERT INTO school_years (school_id, year) SELECT id, ${year} FROM schools WHERE organization_id = ${org.id}`);
  await run(sql`INSERT INTO grades (school_id, grade_code_master_id, name, sort_order)
    SELECT s.id, g.code, g.name, g.ord FROM schools s CROSS JOIN (VALUES ${sql.raw(grades.join(', '))}) AS g(code, name, ord) WHERE s.organization_id = ${org.id}`);
  await run(sql`INSERT INTO klasses (school_id, school_year_id, grade_id, name, sort_order)
    SELECT g.school_id, y.id, g.id, n || '組', n FROM grades g JOIN school_years y ON y.school_id = g.school_id AND y.year = ${year}
    CROSS JOIN generate_series(1, 3) n WHERE g.${inCity}`);
  await run(sql`WITH src AS (
      SELECT k.id AS klass_id, k.school_id, k.school_year_id, n, 'さくら ' || k.id || '-' || n AS name
        FROM klasses k CROSS JOIN generate_series(1, 30) n WHERE k.${inCity} ORDER BY k.id, n LIMIT ${opts.students}),
    ins AS (INSERT INTO students (school_id, name, password_hash) SELECT school_id, name, ${studentHash} FROM src RETURNING id, name)
    INSERT INTO student_enrollments (student_id, school_year_id, klass_id, student_number) SELECT ins.id, src.school_year_id, src.klass_id, src.n FROM ins JOIN src USING (name)`);
  await run(sql`INSERT INTO teachers (school_id, name, email, password_hash, admin)
    SELECT id, '管理者 ' || code, 'admin@' || code || '.city.example.jp', ${teacherHash}, true FROM schools WHERE organization_id = ${org.id}`);
  log(`${schoolCount} schools, ${opts.students} students`);

  const days = schoolDaysBefore(addDays(today, 1), opts.days ?? 60);
  const dayList = sql.raw(`ARRAY[${days.map((d) => `'${d}'`).join(',')}]::date[]`);
  await run(sql`ALTER TABLE conditions DISABLE TRIGGER conditions_board_daily_figures_ins`);
  try {
    await run(sql`INSERT INTO conditions (student_id, school_id, date, mental, physical, recorded_at)
      SELECT s.id, s.school_id, d, v.m::condition_value, v.p::condition_value, d + time '08:05' - interval '9 hours' + (h % 40) * interval '1 minute'
        FROM students s CROSS JOIN unnest(${dayList}) d
        CROSS JOIN LATERAL (SELECT abs(hashtext(s.id::text || d::text)) AS h) x
        CROSS JOIN LATERAL (SELECT CASE WHEN h % 100 < 30 THEN 'best' WHEN h % 100 < 75 THEN 'good' WHEN h % 100 < 90 THEN 'bad' WHEN h % 100 < 97 THEN 'worst' ELSE 'skip' END AS m,
                                   CASE WHEN (h / 100) % 100 < 35 THEN 'best' WHEN (h / 100) % 100 < 85 THEN 'good' WHEN (h / 100) % 100 < 95 THEN 'bad' ELSE 'worst' END AS p) v
       WHERE s.${inCity} AND (h / 10000) % 100 < 85`);
  } finally {
    await run(sql`ALTER TABLE conditions ENABLE TRIGGER conditions_board_daily_figures_ins`);
  }
  log(`${days.length} school days of check-ins`);
  await run(sql`INSERT INTO board_daily_figures (school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    SELECT c.school_id, c.date, coalesce(e.klass_id, 0), count(*)::int,
           count(*) FILTER (WHERE c.mental = 'bad')::int, count(*) FILTER (WHERE c.mental = 'worst')::int,
           count(*) FILTER (WHERE c.physical = 'bad')::int, count(*) FILTER (WHERE c.physical = 'worst')::int
      FROM conditions c LEFT JOIN student_enrollments e ON e.student_id = c.student_id
     WHERE c.${inCity} GROUP BY 1, 2, 3`);
  await run(sql`INSERT INTO board_school_daily_figures (school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst)
    SELECT school_id, date, sum(check_ins)::int, sum(mental_bad)::int, sum(mental_worst)::int, sum(physical_bad)::int, sum(physical_worst)::int
      FROM board_daily_figures WHERE ${inCity} GROUP BY 1, 2`);
  // Loaded with the board's event triggers off, then counted once (decision 041).
  await run(sql`ALTER TABLE soss DISABLE TRIGGER soss_board_figures`);
  await run(sql`ALTER TABLE condition_alerts DISABLE TRIGGER condition_alerts_board_figures`);
  try {
    await run(sql`INSERT INTO soss (student_id, school_id, label, date, created_at, processed, processed_at)
      SELECT c.student_id, c.school_id, '担任の先生と話したい', c.date, c.recorded_at, c.date < ${addDays(today, -2)},
             CASE WHEN c.date < ${addDays(today, -2)} THEN c.recorded_at + (abs(hashtext(c.id::text)) % 600 + 5) * interval '1 minute' END
        FROM conditions c WHERE c.${inCity} AND c.mental IN ('bad', 'worst') AND abs(hashtext(c.id::text || 's')) % 100 < 6`);
    await run(sql`INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert, processed)
      SELECT c.student_id, c.school_id, 'mental', c.date, '3日連続で心の調子が「少し悪い」か「悪い」でした。声をかけてください。', c.date < ${addDays(today, -3)}
        FROM conditions c WHERE c.${inCity} AND c.mental = 'worst' AND abs(hashtext(c.id::text || 'a')) % 100 < 20`);
  } finally {
    await run(sql`ALTER TABLE soss ENABLE TRIGGER soss_board_figures`);
    await run(sql`ALTER TABLE condition_alerts ENABLE TRIGGER condition_alerts_board_figures`);
  }
  await run(sql`SELECT board_event_figures_rebuild(ARRAY(SELECT id FROM schools WHERE organization_id = ${org.id}))`);
  log('talk requests and condition alerts');
  return { organizationId: org.id, schools: schoolCount, students: opts.students };
}
