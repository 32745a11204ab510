import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QUESTIONNAIRE_DELIVERY_MESSAGES, type DeliveryRow } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { Database } from '@sukoyaka/db/client';
import { grades, questionnaireAnswers, questionnaireDeliveries, questionnaires } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { badRequest, messages, notFound } from '../../lib/http-errors.ts';
import { findDeliveryRows } from './deliveries.queries.ts';

/**
 * One delivery of the teacher's school (not deleted) with its questionnaire; `lock` takes a row lock
 * for the caller's transaction (add_questions, delete, complete race with each other and with answers).
 * @throws 404 another school's, deleted or unknown delivery (never 403: its existence is not told).
 */
export async function findOwnDelivery(db: Database, scope: TeacherScope, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ delivery: questionnaireDeliveries, questionnaire: questionnaires })
    .from(questionnaireDeliveries)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireDeliveries.questionnaireId))
    .where(and(eq(questionnaireDeliveries.id, id), eq(questionnaireDeliveries.schoolId, scope.schoolId), isNull(questionnaireDeliveries.deletedAt)));
  const [row] = options.lock ? await query.for('update', { of: questionnaireDeliveries }) : await query;
  if (!row) throw notFound(messages.notFound);
  return row;
}
export type OwnDelivery = Awaited<ReturnType<typeof findOwnDelivery>>;

/** True once a student has answered the delivery (a completed sheet or any saved answer). */
export async function deliveryHasAnswers(db: Database, deliveryId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(questionnaireAnswers)
    .where(
      and(
        eq(questionnaireAnswers.questionnaireDeliveryId, deliveryId),
        sql`case when ${questionnaireAnswers.status} = 'completed' then true else ${questionnaireAnswers.answers} <> '[]'::jsonb end`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Checks that every grade id is one of the school's grades (a delivery to another school's grade is
 * refused). @throws 400 naming `gradeIds`.
 */
export async function checkGrades(db: Database, scope: TeacherScope, gradeIds: number[]): Promise<number[]> {
  const unique = [...new Set(gradeIds)];
  const found = await db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.schoolId, scope.schoolId), inArray(grades.id, unique)));
  if (found.length !== unique.length) {
    throw badRequest(messages.badRequest, { gradeIds: [QUESTIONNAIRE_DELIVERY_MESSAGES.unknownGrade] });
  }
  return unique;
}

/** The list row of one delivery of the school (after a write). @throws 404 */
export async function deliveryRow(db: Database, scope: TeacherScope, id: number, now: Date): Promise<DeliveryRow> {
  const { rows } = await findDeliveryRows(db, scope, { ids: [id], now });
  if (!rows[0]) throw notFound(messages.notFound);
  return rows[0];
}
