import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import type { StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import { questionnaireAnswers, questionnaireDeliveries, questionnaires } from '@sukoyaka/db/schema';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { notADraft, studentDeliveryColumns } from './questionnaires.queries.ts';

/** A named placeholder of a prepared statement. */
export const p = (name: string) => sql.placeholder(name);

/**
 * The conditions under which the student `studentId` of `schoolId` may see the delivery
 * `deliveryId` (placeholders): their school; for the grade they are enrolled in, in the school's
 * newest 年度 not after `schoolYear`; begun by `now`; not a draft; neither it nor its questionnaire deleted.
 * Shared by the answering path's read and its write (sheet-write.ts), over questionnaire_deliveries
 * joined to questionnaires.
 */
export function studentMaySee(): SQL {
  return and(
    eq(questionnaireDeliveries.id, p('deliveryId')),
    eq(questionnaireDeliveries.schoolId, p('schoolId')),
    isNull(questionnaireDeliveries.deletedAt),
    isNull(questionnaires.deletedAt),
    sql`${questionnaireDeliveries.startAt} <= ${p('now')}::timestamptz`,
    notADraft,
    sql`exists (select 1 from questionnaire_delivery_grades g where g.questionnaire_delivery_id = ${questionnaireDeliveries.id} and g.grade_id = (
      select k.grade_id from student_enrollments e join klasses k on k.id = e.klass_id
      where k.school_id = ${p('schoolId')} and e.student_id = ${p('studentId')}
        and e.school_year_id = (select y.id from school_years y where y.school_id = ${p('schoolId')} and y.year <= ${p('schoolYear')} order by y.year desc limit 1)
      limit 1))`,
  )!;
}

/**
 * One delivery a student may see (studentMaySee), with the student's
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
    .where(studentMaySee())
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
