import { and, eq, isNull, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { AlertLevel } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { BullyingAnswerFieldValues, StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import { accessLogs, bullyingAnswerFields, questionnaireAnswers, questionnaireDeliveries, questionnaires } from '@sukoyaka/db/schema';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { studentDeliveryColumns } from './questionnaires.queries.ts';

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
      answers: questionnaireAnswers.answers,
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

/** A delivery as deliveryWithSheet reads it (answers: the sheet's saved answers, [] without a sheet). */
export type DeliveryWithSheet = Omit<Awaited<ReturnType<ReturnType<typeof deliveryWithSheet>['execute']>>[number], 'answers'> & { answers: StoredAnswer[] };

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
  return { ...row, answers: row.answers ?? [] };
}

/** What writeSheet stores: the sheet's columns (status, times, the alert engine's result), its answers and bullying fields. */
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
  /**
   * `replace` (a completion): `answers` become the sheet's answers, each with the level its rules
   * matched. `merge` (a page save): `answers` replace the stored answers to their questions and
   * `cleared` questions lose theirs; the other stored answers stay (merged in the statement, so two
   * devices saving different pages at once both keep their page).
   */
  mode: 'replace' | 'merge';
  answers: StoredAnswer[];
  /** Questions whose answer is cleared (merge only). */
  cleared: number[];
  /**
   * The sheet's bullying fields after this write (bullying_answer_fields, decision 037): the values
   * to keep, `'clear'` to drop the row (a bullying survey's sheet left without a tagged answer), or
   * `'none'` for a questionnaire without bullying fields (the table is not touched).
   */
  bullyingFields: BullyingAnswerFieldValues | 'clear' | 'none';
  now: Date;
}

/**
 * A student's page or completion as ONE prepared statement (data-modifying CTEs: one implicit
 * transaction, one round trip, planned once per connection; issue 11 "Speed", decision 043):
 * - `sheet` upserts the sheet with its answers (one row: a jsonb array) unless it is already
 *   completed (two devices completing at once: the first completion stands);
 * - `fields` / `unfields` keep or drop its bullying_answer_fields row (only when asked);
 * - `logged` adds the call's access-log row (issue 9) when `logged` is true.
 */
const writeSheetStatement = preparedPerDatabase((db) => {
  const sheet = db.$with('sheet').as(
    db
      .insert(questionnaireAnswers)
      .values({
        questionnaireDeliveryId: p('deliveryId'),
        studentId: p('studentId'),
        schoolId: p('schoolId'),
        status: p('status'),
        choice: null,
        startedAt: sql`${p('startedAt')}::timestamptz`,
        completedAt: sql`${p('completedAt')}::timestamptz`,
        alertLevel: p('alertLevel'),
        scaleScore: sql`${p('scaleScore')}::int`,
        scaleBand: sql`${p('scaleBand')}::text`,
        answers: sql`${p('answers')}::jsonb`,
      })
      .onConflictDoUpdate({
        target: [questionnaireAnswers.questionnaireDeliveryId, questionnaireAnswers.studentId],
        set: {
          status: sql`excluded.status`,
          choice: null,
          startedAt: sql`excluded.started_at`,
          completedAt: sql`excluded.completed_at`,
          alertLevel: sql`excluded.alert_level`,
          scaleScore: sql`excluded.scale_score`,
          scaleBand: sql`excluded.scale_band`,
          // A page save keeps the stored answers to the questions it does not touch.
          answers: sql`case when ${p('replace')}::boolean then excluded.answers else coalesce((
            select jsonb_agg(s.e order by (s.e->>'questionId')::bigint) from (
              select e from jsonb_array_elements(${questionnaireAnswers.answers}) e
              where not ((e->>'questionId')::bigint = any(${p('touched')}::bigint[]))
              union all
              select e from jsonb_array_elements(excluded.answers) e) s(e)), '[]'::jsonb) end`,
          updatedAt: sql`${p('now')}::timestamptz`,
        },
        setWhere: sql`${questionnaireAnswers.status} is distinct from 'completed'`,
      })
      .returning({ id: questionnaireAnswers.id }),
  );
  const fields = db.$with('fields', {}).as(sql`
    insert into ${bullyingAnswerFields} as b (questionnaire_answer_id, handshake_value, question_value, seen_value, seen_detail, when_bullying, where_bullying)
    select sheet.id, f."handshakeValue", f."questionValue", f."seenValue", f."seenDetail", f."whenBullying", f."whereBullying"
    from sheet, jsonb_to_record(${p('fields')}::jsonb)
      as f("handshakeValue" text, "questionValue" text, "seenValue" text, "seenDetail" text, "whenBullying" text[], "whereBullying" text[])
    where ${p('fields')}::jsonb is not null
    on conflict (questionnaire_answer_id) do update set handshake_value = excluded.handshake_value, question_value = excluded.question_value,
      seen_value = excluded.seen_value, seen_detail = excluded.seen_detail, when_bullying = excluded.when_bullying, where_bullying = excluded.where_bullying`);
  const unfields = db.$with('unfields', {}).as(sql`
    delete from ${bullyingAnswerFields} b using sheet where b.questionnaire_answer_id = sheet.id and ${p('clearFields')}::boolean`);
  const logged = db.$with('logged', {}).as(sql`
    insert into ${accessLogs} (actor_type, actor_id, school_id, organization_id, method, route, status_code, student_ids, ip)
    select ${p('logActorType')}::text, ${p('logActorId')}::bigint, ${p('logSchoolId')}::bigint, ${p('logOrganizationId')}::bigint, ${p('logMethod')}::text,
      ${p('logRoute')}::text, ${p('logStatus')}::smallint, ${p('logStudentIds')}::bigint[], ${p('logIp')}::text
    where ${p('logged')}::boolean`);
  return db.with(sheet, fields, unfields, logged).select({ id: sheet.id }).from(sheet).prepare('questionnaire_sheet_write');
});

/**
 * Writes a student's page or completion in ONE statement (writeSheetStatement) together with the
 * call's access-log row `accessLog` (null writes none). Returns the sheet's id, or null when
 * another completion came first (nothing of this call's answers is written then).
 */
export async function writeSheet(db: Database, w: SheetWrite, accessLog: AccessLogRow | null): Promise<number | null> {
  const [written] = await writeSheetStatement(db).execute({
    deliveryId: w.deliveryId,
    studentId: w.studentId,
    schoolId: w.schoolId,
    status: w.status,
    startedAt: w.startedAt.toISOString(),
    completedAt: w.completedAt?.toISOString() ?? null,
    alertLevel: w.alertLevel,
    scaleScore: w.scaleScore,
    scaleBand: w.scaleBand,
    answers: JSON.stringify(w.answers),
    replace: w.mode === 'replace',
    touched: idArray([...w.answers.map((a) => a.questionId), ...w.cleared]),
    now: w.now.toISOString(),
    fields: typeof w.bullyingFields === 'object' ? JSON.stringify(w.bullyingFields) : null,
    clearFields: w.bullyingFields === 'clear',
    logged: accessLog !== null,
    logActorType: accessLog?.actorType ?? null,
    logActorId: accessLog?.actorId ?? null,
    logSchoolId: accessLog?.schoolId ?? null,
    logOrganizationId: accessLog?.organizationId ?? null,
    logMethod: accessLog?.method ?? null,
    logRoute: accessLog?.route ?? null,
    logStatus: accessLog?.statusCode ?? null,
    logStudentIds: accessLog ? idArray(accessLog.studentIds) : null,
    logIp: accessLog?.ip ?? null,
  });
  return written ? Number(written.id) : null;
}

/** A PostgreSQL array literal of ids ('{1,2}'), one parameter whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
