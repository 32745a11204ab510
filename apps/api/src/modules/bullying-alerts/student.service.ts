import { sql } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import type { AnswerRow, AnswerSheet, PastAlert, StudentAlerts } from '@sukoyaka/contracts/bullying-alerts';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertVisibleStudent } from '../teachers/teachers.service.ts';
import { loadAlerts, rowsOf } from './alerts.queries.ts';

/** Routes whose reads are "viewing a student's bullying answers" (the viewers list). */
export const SHEET_ROUTES = ['/api/teachers/students/questionaire', '/api/teachers/students/past_questionaire'] as const;

/** The student's name and current class (the page title); 404 when missing. */
async function studentHeader(db: Database, scope: TeacherScope, studentId: number): Promise<StudentAlerts['student']> {
  const [row] = await rowsOf<{ id: string; name: string; student_number: number | null; grade_name: string | null; klass_name: string | null }>(
    db,
    sql`select s.id, s.name, se.student_number, g.name as grade_name, k.name as klass_name from students s
      left join student_enrollments se on se.student_id = s.id and se.school_year_id = ${scope.schoolYearId ?? 0}
      left join klasses k on k.id = se.klass_id left join grades g on g.id = k.grade_id
      where s.id = ${studentId} and s.school_id = ${scope.schoolId}`,
  );
  if (!row) throw notFound();
  return { id: Number(row.id), name: row.name, studentNumber: row.student_number, gradeName: row.grade_name ?? '', klassName: row.klass_name ?? '' };
}

/**
 * GET /api/teachers/bullying_alerts/for_student (spec §7 Bullying): the student (name, grade,
 * class, number) and every bullying sheet of theirs, newest delivery first.
 * @throws 404 for a student of another school or outside a class teacher's classes.
 */
export async function forStudent(db: Database, scope: TeacherScope, studentId: number): Promise<StudentAlerts> {
  await assertVisibleStudent(db, scope, studentId);
  return { student: await studentHeader(db, scope, studentId), alerts: await loadAlerts(db, scope.schoolId, { studentId }) };
}

/** GET students/past_alerts (spec §2 past alert table): the student's sheets, newest first. @throws 404 as forStudent. */
export async function pastAlerts(db: Database, scope: TeacherScope, studentId: number): Promise<PastAlert[]> {
  await assertVisibleStudent(db, scope, studentId);
  const alerts = await loadAlerts(db, scope.schoolId, { studentId });
  return alerts.map((a) => ({
    alertId: a.alertId,
    questionnaireDatetime: a.questionnaireDatetime,
    gradeName: a.gradeName,
    schoolYear: a.schoolYear,
    questionnaireDeliveryId: a.questionnaireDeliveryId,
    title: a.questionnaire.title,
    level: a.level,
    question: a.question,
    seen: a.seen,
    handshake: a.handshake,
    completed: a.completed,
    teacherConfirmStatus: a.teacherConfirmStatus,
  }));
}

interface QuestionRow {
  question_id: string;
  text: string;
  form_type: string;
  options: { id: number; text: string; score: number }[];
  answer_text: string | null;
  option_id: string | null;
  option_ids: string[] | null;
  score: number | null;
  matched_level: string | null;
}

/**
 * One answer table row from a question and its answer (texts of chosen options joined by 、). The
 * question's and options' texts lose their `{漢字:よみ}` readings (teachers read 漢字; the PDF prints
 * this row); what the pupil wrote is kept as written.
 */
function rowOf(q: QuestionRow, index: number): AnswerRow {
  const chosen = new Set([...(q.option_ids ?? []), ...(q.option_id ? [q.option_id] : [])].map(Number));
  const texts = q.options.filter((o) => chosen.has(Number(o.id))).map((o) => stripFurigana(o.text));
  if (q.answer_text?.trim()) texts.push(q.answer_text);
  const scores = q.options.map((o) => o.score);
  const totalScore = q.form_type === 'checkbox' ? scores.filter((s) => s > 0).reduce((a, b) => a + b, 0) : Math.max(0, ...scores);
  return {
    no: index + 1,
    questionId: Number(q.question_id),
    question: stripFurigana(q.text),
    formType: q.form_type,
    answer: texts.join('、'),
    score: q.score,
    totalScore,
    matched: q.matched_level !== null,
  };
}

/** The answer table rows of sheet `answerId` (every question of its questionnaire, in order). */
export async function answerRows(db: Database, answerId: number): Promise<AnswerRow[]> {
  const rows = await rowsOf<QuestionRow>(
    db,
    sql`select qu.id as question_id, qu.text, qu.form_type,
        coalesce((select json_agg(json_build_object('id', o.id, 'text', o.text, 'score', o.score) order by o.sort_order, o.id) from question_options o where o.question_id = qu.id), '[]') as options,
        ad.text as answer_text, ad."questionOptionId" as option_id, ad."questionOptionIds" as option_ids, ad.score, ad."matchedLevel" as matched_level
      from questionnaire_answers qa
      join questionnaire_deliveries d on d.id = qa.questionnaire_delivery_id
      join questions qu on qu.questionnaire_id = d.questionnaire_id
      join question_groups qg on qg.id = qu.question_group_id
      left join lateral jsonb_to_recordset(qa.answers)
        as ad("questionId" bigint, text text, "questionOptionId" bigint, "questionOptionIds" bigint[], score int, "matchedLevel" text)
        on ad."questionId" = qu.id
      where qa.id = ${answerId}
      order by qg.sort_order, qg.id, qu.sort_order, qu.id`,
  );
  return rows.map(rowOf);
}

/**
 * The name the viewers list gives the one reading now: the teacher's, or a board user's of a
 * school access as 名前（教育委員会名） (decision 028).
 */
async function readerName(db: Database, scope: TeacherScope): Promise<string | null> {
  const [row] = scope.boardAccess
    ? await rowsOf<{ name: string }>(
        db,
        sql`select ou.name || '（' || o.name || '）' as name from organization_users ou join organizations o on o.id = ou.organization_id
          where ou.id = ${scope.boardAccess.organizationUserId}`,
      )
    : await rowsOf<{ name: string }>(db, sql`select name from teachers where id = ${scope.teacherId} and school_id = ${scope.schoolId}`);
  return row?.name ?? null;
}

/**
 * Who opened this student's bullying answers, newest first, at most 20: the one reading now first
 * (their read reaches the access log only after this answer: issue 28 item 8, the list was empty for
 * the teacher reading and commenting), then the access log's earlier reads: teachers by name, board
 * users of a school access (decision 028) as 名前（教育委員会名）.
 */
async function viewersOf(db: Database, scope: TeacherScope, studentId: number, now = new Date()): Promise<AnswerSheet['viewers']> {
  const reader = await readerName(db, scope);
  const rows = await rowsOf<{ name: string; at: Date }>(
    db,
    sql`select coalesce(t.name, ou.name || '（' || o.name || '）') as name, l.at from access_logs l
      left join teachers t on l.actor_type = 'teacher' and t.id = l.actor_id and t.school_id = ${scope.schoolId}
      left join organization_users ou on l.actor_type = 'local_government' and ou.id = l.actor_id
      left join organizations o on o.id = ou.organization_id
      where l.school_id = ${scope.schoolId} and l.actor_type in ('teacher', 'local_government') and l.status_code = 200
        and l.route = any(${`{${SHEET_ROUTES.join(',')}}`}::text[]) and l.student_ids @> ${`{${studentId}}`}::bigint[]
        and (t.id is not null or ou.id is not null)
      order by l.at desc limit 20`,
  );
  const earlier = rows.map((r) => ({ name: r.name, at: new Date(r.at).toISOString() }));
  return reader ? [{ name: reader, at: now.toISOString() }, ...earlier].slice(0, 20) : earlier;
}

/**
 * A completed sheet still 未確認 that someone opens (a teacher, or a board user's school access,
 * decision 037) becomes 確認中: its confirmation has started (spec §4 lets the bulk change touch only
 * sheets that are not unconfirmed; decision 022's note for issue 28). One statement: the status and
 * its history row (who opened it) together. Returns true when it changed.
 */
async function startConfirming(db: Database, scope: TeacherScope, answerId: number): Promise<boolean> {
  const board = scope.boardAccess;
  const changed = await rowsOf<{ id: string }>(
    db,
    sql`with changed as (
        update questionnaire_answers set teacher_confirm_status = 'confirming', updated_at = now()
        where id = ${answerId} and school_id = ${scope.schoolId} and status = 'completed' and teacher_confirm_status = 'unconfirmed'
        returning id)
      insert into teacher_confirm_status_changes (questionnaire_answer_id, school_id, from_status, to_status, teacher_id, organization_user_id)
      select id, ${scope.schoolId}, 'unconfirmed', 'confirming', ${board ? null : scope.teacherId}::bigint, ${board?.organizationUserId ?? null}::bigint from changed
      returning questionnaire_answer_id as id`,
  );
  return changed.length > 0;
}

/**
 * GET students/questionaire and past_questionaire (spec §2 answer table): the student's sheet of
 * one delivery, its rows (matched rows flagged), and who has viewed the student's answers. A
 * completed 未確認 sheet opened moves to 確認中 (startConfirming).
 * @throws 404 for another school's or an unreachable student, or when the student has no sheet
 * for that bullying delivery.
 */
export async function answerSheet(db: Database, scope: TeacherScope, query: { studentId: number; questionnaireDeliveryId: number }): Promise<AnswerSheet> {
  await assertVisibleStudent(db, scope, query.studentId);
  const [found] = await loadAlerts(db, scope.schoolId, { deliveryIds: [query.questionnaireDeliveryId], studentIds: [query.studentId] });
  if (!found) throw notFound();
  const alert = (await startConfirming(db, scope, found.alertId)) ? { ...found, teacherConfirmStatus: 'confirming' as const } : found;
  const [student, rows, viewers] = [
    await studentHeader(db, scope, query.studentId),
    await answerRows(db, alert.alertId),
    await viewersOf(db, scope, query.studentId),
  ];
  return { alert, title: alert.questionnaire.title, student, rows, viewers };
}

/**
 * The sheet `answerId` if it is a bullying sheet of a student the teacher may see: its student id.
 * @throws 404 otherwise (another school's sheet looks like an unknown one).
 */
export async function reachableSheet(db: Database, scope: TeacherScope, answerId: number): Promise<{ studentId: number }> {
  const [alert] = await loadAlerts(db, scope.schoolId, { answerIds: [answerId] });
  if (!alert) throw notFound();
  await assertVisibleStudent(db, scope, alert.studentId);
  return { studentId: alert.studentId };
}

/**
 * The sheet `answerId` of any questionnaire (the bullying survey or a custom one, decision 076) of
 * a not-deleted delivery of the teacher's school, if its student is one the teacher may see: its
 * student id. The ask-again (decision 052) reaches custom deliveries' もう こたえない through it.
 * @throws 404 otherwise (another school's sheet looks like an unknown one).
 */
export async function reachableAnySheet(db: Database, scope: TeacherScope, answerId: number): Promise<{ studentId: number }> {
  const [row] = await rowsOf<{ student_id: string }>(
    db,
    sql`select qa.student_id from questionnaire_answers qa join questionnaire_deliveries d on d.id = qa.questionnaire_delivery_id and d.deleted_at is null
      where qa.id = ${answerId} and qa.school_id = ${scope.schoolId}`,
  );
  if (!row) throw notFound();
  await assertVisibleStudent(db, scope, Number(row.student_id));
  return { studentId: Number(row.student_id) };
}
