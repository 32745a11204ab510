import { sql, type SQL } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { TestApp } from '../test-app.ts';

/** Every name and text of school B carries this, so a leak shows in any answer body. */
export const B_MARKER = 'ひみつB';

/** The kinds of row an id may name, with one id of school B's for each. */
export type ForeignIds = Record<
  | 'student'
  | 'klass'
  | 'grade'
  | 'teacher'
  | 'parent'
  | 'condition'
  | 'conditionAlert'
  | 'sos'
  | 'sosSetting'
  | 'attendance'
  | 'dailyMemo'
  | 'parentAttendance'
  | 'attention'
  | 'comment'
  | 'questionnaire'
  | 'question'
  | 'delivery'
  | 'healthcheckItem'
  | 'allowedIp'
  | 'schoolCalendarRange'
  | 'studentGoOnSchool',
  number
>;

/** The rows of a raw query (the suites read the catalogue and write fixtures in plain SQL). */
export async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(t, query);
  if (!row) throw new Error('fixture row not created');
  return Number(row.id);
}

/**
 * School B's data for the tenancy suite: its people renamed with B_MARKER, and one row of every
 * kind an endpoint takes an id of (condition, alert, SOS, attendance, memo, parent report,
 * attention mark, comment, questionnaire delivery, allowed IP…), all of B's first student.
 */
export async function seedSchoolB(t: TestApp): Promise<ForeignIds> {
  const b = t.schoolB.id;
  const today = japanDateKey();
  await t.db.execute(sql`UPDATE schools SET name = ${`${B_MARKER}小学校`} WHERE id = ${b}`);
  await t.db.execute(sql`UPDATE students SET name = ${`${B_MARKER}生徒`} || id WHERE school_id = ${b}`);
  await t.db.execute(sql`UPDATE teachers SET name = ${`${B_MARKER}先生`} || id WHERE school_id = ${b}`);
  await t.db.execute(sql`UPDATE parents SET name = ${`${B_MARKER}保護者`} || id WHERE school_id = ${b}`);
  await t.db.execute(sql`UPDATE sos_settings SET label = ${`${B_MARKER}相談先`} || id WHERE school_id = ${b}`);
  await t.db.execute(sql`UPDATE healthcheck_items SET label = ${`${B_MARKER}項目`} || id WHERE school_id = ${b}`);

  const klass = t.schoolB.klasses[0]!;
  const [link] = await rowsOf<{ parent_id: number; student_id: number }>(
    t,
    sql`SELECT ps.parent_id, ps.student_id FROM parent_students ps JOIN parents p ON p.id = ps.parent_id WHERE p.school_id = ${b} ORDER BY ps.student_id LIMIT 1`,
  );
  const student = Number(link!.student_id);
  const parent = Number(link!.parent_id);
  const teacher = await one(t, sql`SELECT id FROM teachers WHERE school_id = ${b} AND admin ORDER BY id LIMIT 1`);
  const sosSetting = await one(t, sql`SELECT id FROM sos_settings WHERE school_id = ${b} ORDER BY id LIMIT 1`);
  const healthcheckItem = await one(t, sql`SELECT id FROM healthcheck_items WHERE school_id = ${b} ORDER BY id LIMIT 1`);
  const m = B_MARKER;
  const condition = await one(
    t,
    sql`INSERT INTO conditions (student_id, school_id, date, mental, physical) VALUES (${student}, ${b}, ${today}, 'worst', 'bad') RETURNING id`,
  );
  const conditionAlert = await one(
    t,
    sql`INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert) VALUES (${student}, ${b}, 'mental', ${today}, ${`${m}アラート`}) RETURNING id`,
  );
  const sos = await one(
    t,
    sql`INSERT INTO soss (student_id, school_id, sos_setting_id, label, date) VALUES (${student}, ${b}, ${sosSetting}, ${`${m}SOS`}, ${today}) RETURNING id`,
  );
  const parentAttendance = await one(
    t,
    sql`INSERT INTO parent_attendances (parent_id, student_id, school_id, date, status, reason, memo) VALUES (${parent}, ${student}, ${b}, ${today}, 'absent', 'sick', ${`${m}連絡`}) RETURNING id`,
  );
  const attendance = await one(
    t,
    sql`INSERT INTO attendances (student_id, school_id, date, status, memo) VALUES (${student}, ${b}, ${today}, 'absent', ${`${m}出欠`}) RETURNING id`,
  );
  const dailyMemo = await one(
    t,
    sql`INSERT INTO student_daily_memos (student_id, school_id, date, memo) VALUES (${student}, ${b}, ${today}, ${`${m}メモ`}) RETURNING id`,
  );
  const attention = await one(t, sql`INSERT INTO attention_students (student_id, school_id, teacher_id) VALUES (${student}, ${b}, ${teacher}) RETURNING id`);
  const comment = await one(
    t,
    sql`INSERT INTO student_comments (student_id, school_id, teacher_id, content) VALUES (${student}, ${b}, ${teacher}, ${`${m}コメント`}) RETURNING id`,
  );
  const questionnaire = await one(t, sql`INSERT INTO questionnaires (school_id, title) VALUES (${b}, ${`${m}アンケート`}) RETURNING id`);
  const group = await one(t, sql`INSERT INTO question_groups (questionnaire_id, title) VALUES (${questionnaire}, ${`${m}グループ`}) RETURNING id`);
  const question = await one(
    t,
    sql`INSERT INTO questions (question_group_id, questionnaire_id, form_type, text) VALUES (${group}, ${questionnaire}, 'text', ${`${m}質問`}) RETURNING id`,
  );
  const delivery = await one(
    t,
    sql`INSERT INTO questionnaire_deliveries (school_id, questionnaire_id, start_at, finish_at) VALUES (${b}, ${questionnaire}, now() - interval '1 day', now() + interval '7 days') RETURNING id`,
  );
  await t.db.execute(sql`INSERT INTO questionnaire_delivery_grades (questionnaire_delivery_id, grade_id) VALUES (${delivery}, ${klass.gradeId})`);
  const allowedIp = await one(t, sql`INSERT INTO allowed_ips (school_id, cidr, label) VALUES (${b}, '198.51.100.0/24', ${`${m}IP`}) RETURNING id`);
  const schoolCalendarRange = await one(
    t,
    sql`INSERT INTO school_calendar_ranges (school_id, school_year_id, kind, label, "from", "to") SELECT ${b}, id, 'closure', ${`${m}休業`}, ${today}, ${today} FROM school_years WHERE school_id = ${b} ORDER BY year DESC LIMIT 1 RETURNING id`,
  );
  // A graduate B sent to itself (issue 13 acceptance): A must not accept or see it.
  const studentGoOnSchool = await one(
    t,
    sql`INSERT INTO student_go_on_schools (school_id, student_id, school_year_id, kind, go_on_school_id, status) SELECT ${b}, ${student}, id, 'graduate', ${b}, 'applied' FROM school_years WHERE school_id = ${b} ORDER BY year DESC LIMIT 1 RETURNING id`,
  );
  return {
    student,
    klass: klass.id,
    grade: klass.gradeId,
    teacher,
    parent,
    condition,
    conditionAlert,
    sos,
    sosSetting,
    attendance,
    dailyMemo,
    parentAttendance,
    attention,
    comment,
    questionnaire,
    question,
    delivery,
    healthcheckItem,
    allowedIp,
    schoolCalendarRange,
    studentGoOnSchool,
  };
}

/** Tables whose rows belong to no one school (or are a log of attempts, not data). */
const NOT_SCHOOL_DATA = new Set(['access_logs', 'sign_in_throttles', 'grade_code_masters', 'local_governments', 'organizations', 'organization_users']);

/**
 * A checksum per table of everything that belongs to school B: tables with a school_id by it,
 * the others through their student, parent, questionnaire, delivery, answer or question. Read from
 * the catalogue, so a table added later is covered. Compared before and after each endpoint.
 */
export async function schoolBChecksums(t: TestApp): Promise<Record<string, string>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    t,
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_%'`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) (byTable.get(c.table_name) ?? byTable.set(c.table_name, new Set()).get(c.table_name)!).add(c.column_name);
  const b = t.schoolB.id;
  const owners: [string, string][] = [
    ['school_id', `${b}`],
    ['student_id', `SELECT id FROM students WHERE school_id = ${b}`],
    ['parent_id', `SELECT id FROM parents WHERE school_id = ${b}`],
    ['teacher_id', `SELECT id FROM teachers WHERE school_id = ${b}`],
    ['questionnaire_id', `SELECT id FROM questionnaires WHERE school_id = ${b}`],
    ['questionnaire_delivery_id', `SELECT id FROM questionnaire_deliveries WHERE school_id = ${b}`],
    ['questionnaire_answer_id', `SELECT id FROM questionnaire_answers WHERE school_id = ${b}`],
    ['healthcheck_answer_id', `SELECT id FROM healthcheck_answers WHERE school_id = ${b}`],
    ['question_id', `SELECT q.id FROM questions q JOIN questionnaires n ON n.id = q.questionnaire_id WHERE n.school_id = ${b}`],
    ['school_year_id', `SELECT id FROM school_years WHERE school_id = ${b}`],
    ['klass_id', `SELECT id FROM klasses WHERE school_id = ${b}`],
  ];
  const parts: string[] = [];
  for (const [table, cols] of byTable) {
    if (NOT_SCHOOL_DATA.has(table)) continue;
    const filter = table === 'schools' ? `t.id = ${b}` : owners.filter(([col]) => cols.has(col)).map(([col, ids]) => `t.${col} IN (${ids})`)[0];
    if (!filter) continue;
    parts.push(
      `SELECT '${table}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${table}" t WHERE ${filter}`,
    );
  }
  const sums = await rowsOf<{ name: string; sum: string }>(t, sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(sums.map((s) => [s.name, s.sum]));
}
