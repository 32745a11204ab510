import { sql } from 'drizzle-orm';
import { BULLYING_MESSAGES, confirmStatusOfNumber, type AnswerComment, type UpdateConfirmStatusBody } from '@sukoyaka/contracts/bullying-alerts';
import type { TeacherConfirmStatus } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { bullyingAlertResolutions, questionnaireAnswerComments } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.ts';
import { rowsOf } from './alerts.queries.ts';
import { reachableAnySheet, reachableSheet } from './student.service.ts';

/** GET students/questionaire/comments: the sheet's comments, oldest first. @throws 404 for an unreachable sheet. */
export async function listComments(db: Database, scope: TeacherScope, answerId: number): Promise<{ list: AnswerComment[]; studentId: number }> {
  const { studentId } = await reachableSheet(db, scope, answerId);
  const rows = await rowsOf<{ id: string; content: string; created_at: Date; teacher_name: string }>(
    db,
    sql`select c.id, c.content, c.created_at, t.name as teacher_name from questionnaire_answer_comments c join teachers t on t.id = c.teacher_id
      where c.questionnaire_answer_id = ${answerId} and c.school_id = ${scope.schoolId} order by c.created_at, c.id`,
  );
  return {
    studentId,
    list: rows.map((r) => ({ id: Number(r.id), content: r.content, createdAt: new Date(r.created_at).toISOString(), teacherName: r.teacher_name })),
  };
}

/** POST students/questionaire/create_comment: adds a comment (never edited or deleted) and returns the list. @throws 404 as listComments. */
export async function createComment(db: Database, scope: TeacherScope, body: { content: string; questionnaire_answer: number }) {
  await reachableSheet(db, scope, body.questionnaire_answer);
  await db
    .insert(questionnaireAnswerComments)
    .values({ questionnaireAnswerId: body.questionnaire_answer, schoolId: scope.schoolId, teacherId: scope.teacherId, content: body.content });
  return listComments(db, scope, body.questionnaire_answer);
}

/** GET students/get_alert_resolved: whether the sheet is 対応済み, by whom, when. @throws 404 as listComments. */
export async function getAlertResolved(db: Database, scope: TeacherScope, answerId: number) {
  const { studentId } = await reachableSheet(db, scope, answerId);
  const [row] = await rowsOf<{ name: string; resolved_at: Date }>(
    db,
    sql`select t.name, r.resolved_at from bullying_alert_resolutions r join teachers t on t.id = r.teacher_id where r.questionnaire_answer_id = ${answerId}`,
  );
  return { studentId, resolved: !!row, teacherName: row?.name ?? null, resolvedAt: row ? new Date(row.resolved_at).toISOString() : null };
}

/** POST students/update_questions_status: marks the sheet's alert handled (対応済み) or not. @throws 404 as listComments. */
export async function updateQuestionsStatus(db: Database, scope: TeacherScope, body: { questionnaire_answer: number; resolved: boolean }) {
  await reachableSheet(db, scope, body.questionnaire_answer);
  if (body.resolved) {
    await db
      .insert(bullyingAlertResolutions)
      .values({ questionnaireAnswerId: body.questionnaire_answer, schoolId: scope.schoolId, teacherId: scope.teacherId })
      .onConflictDoNothing();
  } else {
    await db.execute(
      sql`delete from bullying_alert_resolutions where questionnaire_answer_id = ${body.questionnaire_answer} and school_id = ${scope.schoolId}`,
    );
  }
  return getAlertResolved(db, scope, body.questionnaire_answer);
}

/**
 * POST students/questionaire/ask_again (issue 24 item 7): undoes the pupil's もう こたえない on one
 * sheet (the bullying survey's or, decision 076, a custom delivery's) of a student the teacher reaches (a class teacher their classes, an admin
 * the school): the choice (and a refused consent) is cleared, so the pupil's next sign-in asks
 * again (answer now / later / never). Nothing the pupil wrote is touched (a declined sheet has none).
 * @throws 404 as listComments; 422 when the pupil did not choose もう こたえない (or completed the sheet).
 */
export async function askAgain(db: Database, scope: TeacherScope, body: { questionnaire_answer: number }) {
  const { studentId } = await reachableAnySheet(db, scope, body.questionnaire_answer);
  const changed = await rowsOf<{ id: string }>(
    db,
    sql`update questionnaire_answers set choice = null, updated_at = now(),
        consent = case when consent = 'dis_agreed' then null else consent end,
        consent_at = case when consent = 'dis_agreed' then null else consent_at end
      where id = ${body.questionnaire_answer} and school_id = ${scope.schoolId} and choice = 'never' and status is distinct from 'completed'
      returning id`,
  );
  if (!changed.length) throw unprocessable(BULLYING_MESSAGES.notDeclined);
  return { studentId, alertId: body.questionnaire_answer, declined: false };
}

/**
 * POST students/update_teacher_confirm_status (spec §4, §7): sets the teacher confirmation
 * status (1 未確認, 2 確認中, 3 担当者確認済み; 4 組織確認済み is the board's) of the completed
 * sheets of delivery `questionnaire_id` of `student_ids`, recording each change with its
 * previous status and who made it (the teacher, or the board user of a school access).
 * Returns the changed records (`data.data`). All or nothing.
 * Who may set what (decisions 022, 028, 037): a teacher 1–3; a board user's school access only 4.
 * Only sheets that are not 未確認 can be changed (spec §4; decision 022's note for issue 28): a sheet
 * leaves 未確認 when a teacher opens it (answerSheet).
 * @throws 403 for 4 from a teacher or 1–3 from a board access; 404 for another school's delivery;
 * 422 when a student is of another school, outside the teacher's classes, has no completed
 * sheet for the delivery or a sheet still 未確認.
 */
export async function updateConfirmStatus(db: Database, scope: TeacherScope, body: UpdateConfirmStatusBody) {
  const to = confirmStatusOfNumber(body.teacher_confirm_status)!;
  if (scope.boardAccess ? to !== 'organization_verified' : to === 'organization_verified') {
    throw forbidden(scope.boardAccess ? BULLYING_MESSAGES.boardSetsOrganizationOnly : BULLYING_MESSAGES.boardOnly);
  }
  const [delivery] = await rowsOf<{ id: string }>(
    db,
    sql`select d.id from questionnaire_deliveries d join questionnaires q on q.id = d.questionnaire_id
      where d.id = ${body.questionnaire_id} and d.school_id = ${scope.schoolId} and d.deleted_at is null and q.kind = 'bullying'`,
  );
  if (!delivery) throw notFound();
  const ids = [...new Set(body.student_ids)];
  const klassIds = `{${scope.klassIds.join(',')}}`;
  const sheets = await rowsOf<{ id: string; student_id: string; teacher_confirm_status: TeacherConfirmStatus }>(
    db,
    sql`select qa.id, qa.student_id, qa.teacher_confirm_status from questionnaire_answers qa
      join student_enrollments se on se.student_id = qa.student_id and se.school_year_id = ${scope.schoolYearId ?? 0} and se.klass_id = any(${klassIds}::bigint[])
      where qa.questionnaire_delivery_id = ${body.questionnaire_id} and qa.school_id = ${scope.schoolId} and qa.status = 'completed'
        and qa.student_id = any(${`{${ids.join(',')}}`}::bigint[])
      for update of qa`,
  );
  if (sheets.length !== ids.length) throw unprocessable(BULLYING_MESSAGES.nothingToChange, { student_ids: [BULLYING_MESSAGES.nothingToChange] });
  if (sheets.some((s) => s.teacher_confirm_status === 'unconfirmed')) {
    throw unprocessable(BULLYING_MESSAGES.unconfirmedNotChangeable, { student_ids: [BULLYING_MESSAGES.unconfirmedNotChangeable] });
  }
  const changed = sheets.filter((s) => s.teacher_confirm_status !== to);
  const board = scope.boardAccess;
  for (const s of changed) {
    await db.execute(sql`update questionnaire_answers set teacher_confirm_status = ${to}, updated_at = now() where id = ${s.id}`);
    await db.execute(
      sql`insert into teacher_confirm_status_changes (questionnaire_answer_id, school_id, from_status, to_status, teacher_id, organization_user_id)
        values (${s.id}, ${scope.schoolId}, ${s.teacher_confirm_status}, ${to}, ${board ? null : scope.teacherId}, ${board?.organizationUserId ?? null})`,
    );
  }
  return { data: changed.map((s) => ({ alertId: Number(s.id), studentId: Number(s.student_id), teacherConfirmStatus: to })) };
}
