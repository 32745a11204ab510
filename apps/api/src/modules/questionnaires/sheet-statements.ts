import { and, eq, isNull, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { AlertLevel } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { accessLogs, questionnaireAnswerDetails, questionnaireAnswers, questionnaireDeliveries, questionnaires } from '@sukoyaka/db/schema';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { studentDeliveryColumns } from './questionnaires.queries.ts';
import type { DetailValues } from './sheet-alerts.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * One delivery a student may see (their school; for the grade they are enrolled in, in the school's
 * newest 年度 not after `now`'s; begun; neither it nor its questionnaire deleted), with the student's
 * sheet and the sheet's saved answers, in ONE prepared statement: the answering path's only read
 * (issue 11 "Speed": 300 students completing at once). PostgreSQL plans it once per connection.
 */
const deliveryWithSheet = preparedPerDatabase((db) =>
  db
    .select({
      ...studentDeliveryColumns,
      details: sql<DetailValues[] | null>`(select json_agg(json_build_object('questionId', x.question_id, 'text', x.text,
          'questionOptionId', x.question_option_id, 'questionOptionIds', x.question_option_ids, 'score', x.score))
        from ${questionnaireAnswerDetails} x where x.questionnaire_answer_id = ${questionnaireAnswers.id})`,
    })
    .from(questionnaireDeliveries)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireDeliveries.questionnaireId))
    .leftJoin(
      questionnaireAnswers,
      and(eq(questionnaireAnswers.questionnaireDeliveryId, questionnaireDeliveries.id), eq(questionnaireAnswers.studentId, p('studentId'))),
    )
    .where(
      and(
        eq(questionnaireDeliveries.id, p('deliveryId')),
        eq(questionnaireDeliveries.schoolId, p('schoolId')),
        isNull(questionnaireDeliveries.deletedAt),
        isNull(questionnaires.deletedAt),
        sql`${questionnaireDeliveries.startAt} <= ${p('now')}::timestamptz`,
        sql`exists (select 1 from questionnaire_delivery_grades g where g.questionnaire_delivery_id = ${questionnaireDeliveries.id} and g.grade_id = (
          select k.grade_id from student_enrollments e join klasses k on k.id = e.klass_id
          where k.school_id = ${p('schoolId')} and e.student_id = ${p('studentId')}
            and e.school_year_id = (select y.id from school_years y where y.school_id = ${p('schoolId')} and y.year <= ${p('schoolYear')} order by y.year desc limit 1)
          limit 1))`,
      ),
    )
    .limit(1)
    .prepare('student_delivery_with_sheet'),
);

/** A delivery as deliveryWithSheet reads it (details: the sheet's saved answers, [] without a sheet). */
export type DeliveryWithSheet = Awaited<ReturnType<ReturnType<typeof deliveryWithSheet>['execute']>>[number] & { details: DetailValues[] };

/**
 * The student's delivery `deliveryId` with their sheet and its saved answers, or null when the
 * student may not see it (another school or grade, not begun, deleted). One round trip.
 */
export async function findDeliveryWithSheet(
  db: Database,
  scope: { studentId: number; schoolId: number },
  deliveryId: number,
  now: Date,
): Promise<DeliveryWithSheet | null> {
  const [row] = await deliveryWithSheet(db).execute({
    deliveryId,
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    now: now.toISOString(),
    schoolYear: schoolYearOf(now),
  });
  if (!row) return null;
  return { ...row, details: (row.details ?? []).map((d) => ({ ...d, questionId: Number(d.questionId), questionOptionId: d.questionOptionId ?? null })) };
}

/** What writeSheet stores: the sheet's columns (status, times, the alert engine's result) and its answers. */
export interface SheetWrite {
  deliveryId: number;
  studentId: number;
  schoolId: number;
  status: 'answering' | 'completed';
  startedAt: Date;
  completedAt: Date | null;
  alertLevel: AlertLevel;
  scaleScore: number | null;
  scaleBand: string | null;
  /** Answers to write (insert or replace), with the level their rules matched (null on a page save). */
  rows: (DetailValues & { matchedLevel: AlertLevel | null })[];
  /** Questions whose answer is cleared. */
  cleared: number[];
  now: Date;
}

/**
 * Writes a student's page or completion in ONE statement (data-modifying CTEs, so one implicit
 * transaction and one round trip, issue 11 "Speed"): upserts the sheet unless it is already
 * completed (two devices completing at once: the first completion stands), deletes the cleared
 * answers and upserts the given ones only when the sheet was written, and adds the call's
 * access-log row (issue 9) in the same statement. Returns the sheet's id, or null when another
 * completion came first (nothing of this call's answers is written then).
 */
export async function writeSheet(db: Database, w: SheetWrite, accessLog: AccessLogRow | null): Promise<number | null> {
  const rows = JSON.stringify(
    w.rows.map((r) => ({
      question_id: r.questionId,
      text: r.text,
      question_option_id: r.questionOptionId,
      question_option_ids: r.questionOptionIds,
      score: r.score,
      matched_level: r.matchedLevel,
    })),
  );
  const log = accessLog
    ? sql`, logged as (insert into ${accessLogs} (actor_type, actor_id, school_id, organization_id, method, route, status_code, student_ids, ip)
        values (${accessLog.actorType}, ${accessLog.actorId}, ${accessLog.schoolId}, ${accessLog.organizationId}, ${accessLog.method}, ${accessLog.route},
          ${accessLog.statusCode}, ${`{${accessLog.studentIds.join(',')}}`}::bigint[], ${accessLog.ip}))`
    : sql``;
  const now = w.now.toISOString();
  const result = await db.execute(sql`
    with sheet as (
      insert into ${questionnaireAnswers} as a (questionnaire_delivery_id, student_id, school_id, status, choice, started_at, completed_at,
        alert_level, scale_score, scale_band)
      values (${w.deliveryId}, ${w.studentId}, ${w.schoolId}, ${w.status}, null, ${w.startedAt.toISOString()}::timestamptz,
        ${w.completedAt?.toISOString() ?? null}::timestamptz, ${w.alertLevel}, ${w.scaleScore}::int, ${w.scaleBand}::text)
      on conflict (questionnaire_delivery_id, student_id) do update set status = excluded.status, choice = null, started_at = excluded.started_at,
        completed_at = excluded.completed_at, alert_level = excluded.alert_level, scale_score = excluded.scale_score, scale_band = excluded.scale_band,
        updated_at = ${now}::timestamptz
      where a.status is distinct from 'completed'
      returning a.id
    ), cleared as (
      delete from ${questionnaireAnswerDetails} x using sheet
      where x.questionnaire_answer_id = sheet.id and x.question_id = any(${`{${w.cleared.join(',')}}`}::bigint[])
    ), answers as (
      insert into ${questionnaireAnswerDetails} as x (questionnaire_answer_id, question_id, text, question_option_id, question_option_ids, score, matched_level)
      select sheet.id, r.question_id, r.text, r.question_option_id, coalesce(r.question_option_ids, '{}'), r.score, r.matched_level
      from sheet, jsonb_to_recordset(${rows}::jsonb)
        as r(question_id bigint, text text, question_option_id bigint, question_option_ids bigint[], score int, matched_level text)
      on conflict (questionnaire_answer_id, question_id) do update set text = excluded.text, question_option_id = excluded.question_option_id,
        question_option_ids = excluded.question_option_ids, score = excluded.score, matched_level = excluded.matched_level,
        updated_at = ${now}::timestamptz
    )${log}
    select id from sheet`);
  const [written] = (result as unknown as { rows: { id: number | string }[] }).rows;
  return written ? Number(written.id) : null;
}
