import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

const dateArray = (days: string[]) => `{${days.join(',')}}`;
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * Fills check-in history for the students of `schoolIds` in SQL (fast enough for 100,000 students
 * × 60 days) and deterministically: every choice is a hash of (student, date), so the same seed
 * gives the same demo on PGlite and on PostgreSQL.
 *
 * The mix: about 4 % of school days not entered; mental 55 % 良い, 30 % 少し良い, 11 % 少し悪い,
 * 4 % 悪い (physical alike, drawn independently); 4 % of students end the period with a run of 3–8
 * bad or worst days. `today`, when given, is filled for about 60 % of students whose 出席番号 is
 * over 2, so the demo accounts (numbers 1 and 2) still have today's check-in to do.
 */
export async function seedConditionHistory(db: Database, opts: { schoolIds: number[]; schoolDays: string[]; today?: string }): Promise<void> {
  const days = opts.schoolDays;
  await db.execute(sql`
    WITH days AS (
      SELECT day, idx FROM unnest(${dateArray(days)}::date[]) WITH ORDINALITY AS d(day, idx)
    ), students AS (
      SELECT id, school_id,
             abs(hashtext('run:' || id)) % 100 < 4 AS troubled,
             3 + abs(hashtext('len:' || id)) % 6 AS run_len
      FROM students WHERE school_id = ANY(${idArray(opts.schoolIds)}::bigint[])
    ), cells AS (
      SELECT p.id, p.school_id, p.troubled, p.run_len, d.day, d.idx,
             abs(hashtext(p.id || ':' || d.day)) % 100 AS h_mental,
             abs(hashtext(d.day || ':' || p.id)) % 100 AS h_physical,
             abs(hashtext('skip:' || p.id || d.day)) % 100 AS h_skip,
             abs(hashtext('min:' || p.id || d.day)) % 50 AS minute
      FROM students p CROSS JOIN days d
    )
    INSERT INTO conditions (student_id, school_id, date, mental, physical, created_at, updated_at)
    SELECT id, school_id, day,
      (CASE WHEN troubled AND idx > ${days.length} - run_len THEN (CASE WHEN h_mental % 3 = 0 THEN 'worst' ELSE 'bad' END)
            WHEN h_mental < 55 THEN 'best' WHEN h_mental < 85 THEN 'good' WHEN h_mental < 96 THEN 'bad' ELSE 'worst' END)::condition_value,
      (CASE WHEN troubled AND idx > ${days.length} - run_len THEN (CASE WHEN h_physical % 2 = 0 THEN 'bad' ELSE 'good' END)
            WHEN h_physical < 55 THEN 'best' WHEN h_physical < 85 THEN 'good' WHEN h_physical < 96 THEN 'bad' ELSE 'worst' END)::condition_value,
      (day + time '07:35' + minute * interval '1 minute') AT TIME ZONE 'Asia/Tokyo',
      (day + time '07:35' + minute * interval '1 minute') AT TIME ZONE 'Asia/Tokyo'
    FROM cells WHERE h_skip >= 4
  `);
  if (opts.today) {
    await db.execute(sql`
      INSERT INTO conditions (student_id, school_id, date, mental, physical, created_at, updated_at)
      SELECT s.id, s.school_id, ${opts.today}::date,
        (CASE WHEN h % 100 < 55 THEN 'best' WHEN h % 100 < 85 THEN 'good' WHEN h % 100 < 96 THEN 'bad' ELSE 'worst' END)::condition_value,
        (CASE WHEN h % 97 < 55 THEN 'best' WHEN h % 97 < 85 THEN 'good' WHEN h % 97 < 94 THEN 'bad' ELSE 'worst' END)::condition_value,
        (${opts.today}::date + time '07:40') AT TIME ZONE 'Asia/Tokyo',
        (${opts.today}::date + time '07:40') AT TIME ZONE 'Asia/Tokyo'
      FROM (SELECT s.*, abs(hashtext('today:' || s.id)) AS h FROM students s) s
      JOIN student_enrollments e ON e.student_id = s.id AND e.student_number > 2
      WHERE s.school_id = ANY(${idArray(opts.schoolIds)}::bigint[]) AND s.h % 10 < 6
      ON CONFLICT (student_id, date) DO NOTHING
    `);
  }
}

/**
 * SOS presses derived from the check-ins: about 30 % of 悪い (worst) mental days and 0.3 % of
 * all days, on one of the school's talk-to buttons. Presses before `processedBefore` are
 * marked processed, so only recent ones show as unprocessed (dark red).
 */
export async function seedSosHistory(db: Database, opts: { schoolIds: number[]; processedBefore: string }): Promise<void> {
  await db.execute(sql`
    INSERT INTO soss (student_id, school_id, sos_setting_id, label, date, processed, processed_at, created_at, updated_at)
    SELECT c.student_id, c.school_id, ss.id, ss.label, c.date,
           c.date < ${opts.processedBefore}::date,
           CASE WHEN c.date < ${opts.processedBefore}::date THEN c.created_at + interval '3 hours' END,
           c.created_at + interval '1 minute', c.created_at + interval '1 minute'
    FROM conditions c
    JOIN LATERAL (
      SELECT id, label FROM sos_settings
      WHERE school_id = c.school_id AND deleted_at IS NULL
      ORDER BY sort_order LIMIT 1 OFFSET abs(hashtext('which:' || c.id)) % 3
    ) ss ON true
    WHERE c.school_id = ANY(${idArray(opts.schoolIds)}::bigint[])
      AND ((c.mental = 'worst' AND abs(hashtext('sos:' || c.student_id || c.date)) % 100 < 30)
           OR abs(hashtext('sos:' || c.student_id || c.date)) % 1000 < 3)
  `);
}

/**
 * One talk request already escalated as unanswered (issue 24 item 11; decision 033 「長時間未対応」):
 * student `studentNumber` of class `klassId` pressed the school's first 話したい button at 08:05
 * (Japan time) on `date` and no teacher has handled it; the escalation run marked it after the
 * school's `sos_escalation_hours` (or now, if that is later than `now`). Two statements.
 */
export async function seedEscalatedSos(db: Database, opts: { klassId: number; studentNumber: number; date: string; now: Date }): Promise<void> {
  const pressed = sql`(${opts.date}::date + time '08:05') AT TIME ZONE 'Asia/Tokyo'`;
  await db.execute(sql`
    INSERT INTO soss (student_id, school_id, sos_setting_id, label, date, processed, escalated_at, created_at, updated_at)
    SELECT se.student_id, k.school_id, ss.id, ss.label, ${opts.date}::date, false,
           least(${pressed} + sc.sos_escalation_hours * interval '1 hour', ${opts.now.toISOString()}::timestamptz), ${pressed}, ${pressed}
      FROM student_enrollments se
      JOIN klasses k ON k.id = se.klass_id
      JOIN schools sc ON sc.id = k.school_id
      JOIN LATERAL (SELECT id, label FROM sos_settings WHERE school_id = k.school_id AND deleted_at IS NULL ORDER BY sort_order LIMIT 1) ss ON true
     WHERE se.klass_id = ${opts.klassId} AND se.student_number = ${opts.studentNumber}
  `);
}

/**
 * Condition alerts for the students whose last `days` school days were all bad or worst (the
 * default rule of docs/decisions/009), as the check-ins would have raised them, unresolved.
 */
export async function seedConditionAlerts(db: Database, opts: { schoolIds: number[]; lastSchoolDays: string[] }): Promise<void> {
  const last = opts.lastSchoolDays.at(-1)!;
  for (const kind of ['mental', 'physical'] as const) {
    await db.execute(sql`
      INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert, created_at, updated_at)
      SELECT c.student_id, c.school_id, ${kind}, ${last}::date,
             ${`${opts.lastSchoolDays.length}日連続で${kind === 'mental' ? '心' : '体'}の調子が「少し悪い」か「悪い」でした。声をかけてください。`},
             (${last}::date + time '08:10') AT TIME ZONE 'Asia/Tokyo', (${last}::date + time '08:10') AT TIME ZONE 'Asia/Tokyo'
      FROM conditions c
      WHERE c.school_id = ANY(${idArray(opts.schoolIds)}::bigint[]) AND c.date = ANY(${dateArray(opts.lastSchoolDays)}::date[])
        AND ${sql.raw(kind)} IN ('bad', 'worst')
      GROUP BY c.student_id, c.school_id
      HAVING count(*) = ${opts.lastSchoolDays.length}
      ON CONFLICT DO NOTHING
    `);
  }
}
