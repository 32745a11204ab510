import { and, asc, eq, getTableColumns, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import {
  klasses,
  questionnaireAnswers,
  questionnaireDeliveries,
  questionnaireDeliveryGrades,
  questionnaires,
  questions,
  studentEnrollments,
} from '@sukoyaka/db/schema';

/**
 * A delivery whose questionnaire has no questions is a draft (下書き, docs/decisions/067): a pupil is
 * never offered it and cannot open, agree to or answer it. The condition over questionnaire_deliveries.
 */
export const notADraft: SQL = sql`exists (select 1 from ${questions} qq where qq.questionnaire_id = ${questionnaireDeliveries.questionnaireId})`;

/** The scope's student's grade in a school year of their school (null when not enrolled that year). */
export async function findStudentGradeId(db: Database, scope: { studentId: number; schoolId: number }, schoolYearId: number): Promise<number | null> {
  const [row] = await db
    .select({ gradeId: klasses.gradeId })
    .from(studentEnrollments)
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .where(and(eq(klasses.schoolId, scope.schoolId), eq(studentEnrollments.studentId, scope.studentId), eq(studentEnrollments.schoolYearId, schoolYearId)))
    .limit(1);
  return row?.gradeId ?? null;
}

/** A sheet's columns but its answers (which only the answering path reads). */
const { answers: _answers, ...sheetColumns } = getTableColumns(questionnaireAnswers);

/** What a student's delivery reads: the delivery, its questionnaire and the student's sheet without its answers (null when none). */
export const studentDeliveryColumns = {
  id: questionnaireDeliveries.id,
  questionnaireId: questionnaires.id,
  title: questionnaires.title,
  titleTranslations: questionnaires.translations,
  kind: questionnaires.kind,
  questionnaireUpdatedAt: questionnaires.updatedAt,
  needsConsent: questionnaires.needsConsent,
  consentText: questionnaires.consentText,
  startAt: questionnaireDeliveries.startAt,
  finishAt: questionnaireDeliveries.finishAt,
  completedAt: questionnaireDeliveries.completedAt,
  sheet: sheetColumns,
};

/**
 * Deliveries a student may see: their school, for their grade, begun, not deleted, with questions (not a draft); with the student's
 * sheet when there is one. `open` keeps only those still running (before finishAt, not 完了).
 */
export async function findStudentDeliveries(
  db: Database,
  where: { studentId: number; schoolId: number; gradeId: number | SQL; now: Date; open?: boolean; deliveryId?: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(questionnaireDeliveries.schoolId, where.schoolId),
    isNull(questionnaireDeliveries.deletedAt),
    isNull(questionnaires.deletedAt),
    lte(questionnaireDeliveries.startAt, where.now),
    sql`exists (select 1 from ${questionnaireDeliveryGrades} g where g.questionnaire_delivery_id = ${questionnaireDeliveries.id} and g.grade_id = ${where.gradeId})`,
    notADraft,
    where.deliveryId !== undefined ? eq(questionnaireDeliveries.id, where.deliveryId) : undefined,
    where.open ? and(gt(questionnaireDeliveries.finishAt, where.now), isNull(questionnaireDeliveries.completedAt)) : undefined,
  ];
  return db
    .select(studentDeliveryColumns)
    .from(questionnaireDeliveries)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireDeliveries.questionnaireId))
    .leftJoin(
      questionnaireAnswers,
      and(eq(questionnaireAnswers.questionnaireDeliveryId, questionnaireDeliveries.id), eq(questionnaireAnswers.studentId, where.studentId)),
    )
    .where(and(...conditions))
    .orderBy(asc(questionnaireDeliveries.startAt), asc(questionnaireDeliveries.id));
}
export type StudentDeliveryRow = Awaited<ReturnType<typeof findStudentDeliveries>>[number];
