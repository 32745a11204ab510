import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The student whose latest history day shows a 37.5 °C morning and a headache (issue 10 item 3). */
export interface FeverDay {
  klassId: number;
  studentNumber: number;
  /** The Japan-time day, a school day of the history before today. */
  date: string;
}

/**
 * Health observation (健康観察) answers for the seeded check-ins of `schoolIds` from `since` (the
 * student page's 直近30日; older days would only slow `npm start` down, about a second per school
 * day on the embedded database under load), in SQL and
 * deterministically (hash of student and date), so the teacher's condition table has its item
 * columns filled after `npm start` (issue 10 item 3). Values follow the default items of
 * structure.ts by form type: 体温 36.0–36.8 (about 1 % 37.2–37.7, flagged: spec §9 threshold 37),
 * 睡眠 21:00–22:00 in 15-minute steps, yes/no items at their initial value (3 % the other way,
 * flagged), free text left empty (so not stored, as a real answer). Flags follow
 * checkHealthcheckAnswer. The check-ins' flagged answers do not raise alerts here (the history's
 * alerts stay those of seedConditionAlerts), except the one `fever` day: 37.5 °C and 頭痛 あり,
 * with the physical alert the check-in would have raised, resolved by the class's homeroom teacher
 * (so no dashboard's 未対応 count changes). Only days `before` today: a student who checked in
 * today has not answered today's 健康観察 yet, so the check-in still asks for it.
 */
export async function seedHealthcheckHistory(db: Database, opts: { schoolIds: number[]; since: string; before: string; fever?: FeverDay }): Promise<void> {
  const schools = idArray(opts.schoolIds);
  await db.execute(sql`
    INSERT INTO healthcheck_answers (student_id, school_id, date, is_skip, recorded_at, created_at, updated_at)
    SELECT c.student_id, c.school_id, c.date, false, c.created_at, c.created_at, c.created_at
    FROM conditions c WHERE c.school_id = ANY(${schools}::bigint[]) AND c.date >= ${opts.since}::date AND c.date < ${opts.before}::date
    ON CONFLICT (student_id, date) DO NOTHING
  `);
  await db.execute(sql`
    WITH cells AS (
      SELECT a.id AS answer_id, a.created_at, i.id AS item_id, i.form_type, coalesce(i.init_value, '0') AS init_value,
             abs(hashtext(i.id || ':' || a.student_id || ':' || a.date)) AS h
      FROM healthcheck_answers a
      JOIN healthcheck_items i ON i.school_id = a.school_id AND i.deleted_at IS NULL AND i.form_type IN ('temperature', 'time', 'radio')
      WHERE a.school_id = ANY(${schools}::bigint[]) AND a.is_skip = false
    ), answers AS (
      SELECT answer_id, created_at, item_id,
        CASE form_type
          WHEN 'temperature' THEN CASE WHEN h % 1000 < 10 THEN '37.' || (2 + h % 6) ELSE '36.' || (h % 9) END
          WHEN 'time' THEN (ARRAY['21:00', '21:15', '21:30', '21:45', '22:00'])[1 + h % 5]
          ELSE CASE WHEN h % 100 < 3 THEN (CASE WHEN init_value = '1' THEN '0' ELSE '1' END) ELSE init_value END
        END AS answer,
        form_type, init_value
      FROM cells
    )
    INSERT INTO healthcheck_answer_details (healthcheck_answer_id, healthcheck_item_id, answer, alert, created_at, updated_at)
    SELECT answer_id, item_id, answer,
      CASE form_type WHEN 'temperature' THEN answer::numeric >= 37 WHEN 'radio' THEN answer <> init_value ELSE false END,
      created_at, created_at
    FROM answers
    ON CONFLICT DO NOTHING
  `);
  if (opts.fever) await seedFeverDay(db, opts.fever);
}

/** The fever day: 37.5 °C, 頭痛 あり, and its physical alert resolved by the homeroom teacher. */
async function seedFeverDay(db: Database, fever: FeverDay): Promise<void> {
  const at = sql`(${fever.date}::date + time '07:42') AT TIME ZONE 'Asia/Tokyo'`;
  await db.execute(sql`
    INSERT INTO healthcheck_answers (student_id, school_id, date, is_skip, recorded_at, created_at, updated_at)
    SELECT s.id, s.school_id, ${fever.date}::date, false, ${at}, ${at}, ${at}
    FROM student_enrollments e JOIN students s ON s.id = e.student_id
    WHERE e.klass_id = ${fever.klassId} AND e.student_number = ${fever.studentNumber}
    ON CONFLICT (student_id, date) DO NOTHING
  `);
  await db.execute(sql`
    WITH target AS (
      SELECT a.id, a.school_id FROM healthcheck_answers a
      JOIN student_enrollments e ON e.student_id = a.student_id AND e.klass_id = ${fever.klassId} AND e.student_number = ${fever.studentNumber}
      WHERE a.date = ${fever.date}::date
    )
    INSERT INTO healthcheck_answer_details (healthcheck_answer_id, healthcheck_item_id, answer, alert, created_at, updated_at)
    SELECT t.id, i.id, CASE i.abbreviation WHEN '体温' THEN '37.5' ELSE '1' END, true, ${at}, ${at}
    FROM target t JOIN healthcheck_items i ON i.school_id = t.school_id AND i.abbreviation IN ('体温', '頭痛') AND i.deleted_at IS NULL
    ON CONFLICT (healthcheck_answer_id, healthcheck_item_id) DO UPDATE SET answer = excluded.answer, alert = true
  `);
  await db.execute(sql`
    INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert, processed, processed_at, processed_by_teacher_id, created_at, updated_at)
    SELECT s.id, s.school_id, 'physical', ${fever.date}::date, '健康観察で気になる回答がありました：今朝の体温 37.5、頭が痛い あり', true,
           ${at} + interval '40 minutes', ta.teacher_id, ${at}, ${at}
    FROM student_enrollments e JOIN students s ON s.id = e.student_id
    JOIN LATERAL (SELECT teacher_id FROM teacher_assignments WHERE klass_id = ${fever.klassId} ORDER BY id LIMIT 1) ta ON true
    WHERE e.klass_id = ${fever.klassId} AND e.student_number = ${fever.studentNumber}
    ON CONFLICT DO NOTHING
  `);
}
