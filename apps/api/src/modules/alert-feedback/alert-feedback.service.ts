import { and, eq, inArray } from 'drizzle-orm';
import type { AlertFeedback, AlertFeedbackBody, AlertVerdict, FeedbackSubject } from '@sukoyaka/contracts/alert-feedback';
import type { Database } from '@sukoyaka/db/client';
import { alertFeedbacks, conditionAlerts, soss, teachers } from '@sukoyaka/db/schema';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { TeacherScope } from '../../lib/actor.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { assertVisibleStudent } from '../teachers/teachers.service.ts';

/**
 * Whether a talk request shows as escalated (the dashboards' 「長時間未対応」 badge): escalated by
 * the job, still unhandled, and the school's processing still on (without it there is no
 * handled / unhandled state to show, issue 10 item 1).
 */
export function escalatedSos(row: { escalatedAt: Date | null; processed: boolean }, enabledProcessedSos: boolean): boolean {
  return enabledProcessedSos && !row.processed && row.escalatedAt !== null;
}

/** The row a mark is about: its student, and whether it may be marked yet. */
async function subjectRow(db: Database, scope: TeacherScope, subject: FeedbackSubject, id: number): Promise<{ studentId: number; done: boolean }> {
  const table = subject === 'sos' ? soss : conditionAlerts;
  const [row] = await db
    .select({ studentId: table.studentId, processed: table.processed })
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, scope.schoolId)))
    .limit(1);
  if (!row) throw notFound();
  await assertVisibleStudent(db, scope, row.studentId);
  // With talk-request processing off there is no handled state: every request shown may be judged.
  const done = row.processed || (subject === 'sos' && !(await findSchoolById(db, scope.schoolId))?.enabledProcessedSos);
  return { studentId: row.studentId, done };
}

/**
 * POST /api/teachers/alert_feedbacks (issue 10 item 11, decision 033): marks a resolved condition
 * alert or a handled talk request 役に立った / 誤報 / 押し間違い in one tap; marking again changes the
 * verdict and records the teacher and time of the change (one mark per alert or request).
 * Returns the mark and the student (for the access log).
 * @throws 404 an alert / request of another school or a student the teacher may not see;
 *         403 a board user's read-only access; 422 the alert is not resolved / the request not handled.
 */
export async function markAlertFeedback(
  db: Database,
  scope: TeacherScope,
  body: AlertFeedbackBody,
  now = new Date(),
): Promise<AlertFeedback & { studentId: number }> {
  if (scope.boardAccess || !scope.teacherId) throw forbidden();
  const { studentId, done } = await subjectRow(db, scope, body.subject, body.id);
  if (!done) throw unprocessable(body.subject === 'sos' ? '対応済みの「話したい」だけ評価できます。' : '対応済みのアラートだけ評価できます。');
  const target = body.subject === 'sos' ? { sosId: body.id } : { conditionAlertId: body.id };
  const set = { verdict: body.verdict, teacherId: scope.teacherId, markedAt: now, updatedAt: now };
  await db
    .insert(alertFeedbacks)
    .values({ schoolId: scope.schoolId, ...target, ...set })
    .onConflictDoUpdate({ target: body.subject === 'sos' ? alertFeedbacks.sosId : alertFeedbacks.conditionAlertId, set });
  const [mark] = await listAlertFeedbacks(db, scope, body.subject, [body.id]);
  return { ...mark!, studentId };
}

/**
 * GET /api/teachers/alert_feedbacks: the marks of some condition alerts or talk requests of the
 * teacher's school (ids of other schools simply have none), with who marked last and when.
 */
export async function listAlertFeedbacks(db: Database, scope: TeacherScope, subject: FeedbackSubject, ids: number[]): Promise<AlertFeedback[]> {
  if (ids.length === 0) return [];
  const column = subject === 'sos' ? alertFeedbacks.sosId : alertFeedbacks.conditionAlertId;
  const rows = await db
    .select({ id: column, verdict: alertFeedbacks.verdict, teacherName: teachers.name, markedAt: alertFeedbacks.markedAt })
    .from(alertFeedbacks)
    .innerJoin(teachers, eq(teachers.id, alertFeedbacks.teacherId))
    .where(and(eq(alertFeedbacks.schoolId, scope.schoolId), inArray(column, ids)));
  return rows.map((r) => ({ subject, id: r.id!, verdict: r.verdict as AlertVerdict, teacherName: r.teacherName, markedAt: r.markedAt.toISOString() }));
}

/** The comma-separated ids of the GET query as numbers (the schema allows digits and commas only). */
export const idsOf = (ids: string): number[] => [...new Set(ids.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
