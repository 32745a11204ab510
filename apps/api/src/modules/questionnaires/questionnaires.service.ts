import { eq } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { QUESTIONNAIRE_MESSAGES, type AnswerBody, type QuestionnaireKind, type StudentDelivery } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { bullyingAnswerFields, questionnaireAnswers } from '@sukoyaka/db/schema';
import { unprocessable } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { checkAnswers } from './answering.ts';
import type { QuestionSet } from './question-set.service.ts';
import { findStudentDeliveries, findStudentGradeId } from './questionnaires.queries.ts';
import { evaluateAnswers, type DetailValues, type SheetVerdict } from './sheet-alerts.ts';
import { isFinished, present, studentDelivery, type StudentScope } from './sheet-view.ts';

/**
 * What `answers` to a questionnaire of `kind` with the questions `set` would raise, as a completed
 * sheet would (decision 021): the answers as they would be stored (unanswered ones left out) and the
 * sheet's verdict (level, matched answers, a scale's total and band). Stores nothing; used by a
 * delivery's test mode. @throws 400 an answer to an unknown question or option.
 */
export function judgeAnswers(kind: QuestionnaireKind, set: QuestionSet, answers: AnswerBody['answers']): { answers: DetailValues[]; verdict: SheetVerdict } {
  const checked = checkAnswers(answers, set).flatMap((c) => (c.values ? [c.values] : []));
  return { answers: checked, verdict: evaluateAnswers(kind, set, checked) };
}

/** The student's three choices of spec §7 (POST /api/questionnaire_deliveries/{id}/…). */
export type DeliveryChoice = 'agree' | 'dis_agree' | 'unselect';

async function studentGrade(db: Database, scope: StudentScope, now: Date): Promise<number | null> {
  const year = await currentSchoolYear(db, scope.schoolId, now);
  return year ? findStudentGradeId(db, scope, year.id) : null;
}

/**
 * GET /api/questionnaire_deliveries (spec §7 Student): the open deliveries of the student's grade,
 * oldest first, each with the student's state and whether to ask now (the prompt / resume prompt).
 */
export async function listStudentDeliveries(db: Database, scope: StudentScope, now = new Date()): Promise<StudentDelivery[]> {
  const gradeId = await studentGrade(db, scope, now);
  if (!gradeId) return [];
  const rows = await findStudentDeliveries(db, { ...scope, gradeId, now, open: true });
  return rows.map((row) => present(row, scope, now));
}

/**
 * POST /api/questionnaire_deliveries/{id}/agree | dis_agree | unselect (spec §4 "answer now,
 * answer later, never answer again; consent: agree or not now"; decision 013):
 * - agree: answer now (and, for a consent questionnaire, consent given): status answering;
 * - dis_agree: never answer again (consent refused; what was written is not kept);
 * - unselect: answer later / not now / postpone: asked again at the next sign-in or day.
 * A completed sheet is left as it is (the call answers its state).
 * @throws 404 not the student's delivery; 422 the delivery has finished.
 */
export async function chooseDelivery(
  db: Database,
  scope: StudentScope,
  deliveryId: number,
  choice: DeliveryChoice,
  now = new Date(),
): Promise<StudentDelivery> {
  const row = await studentDelivery(db, scope, deliveryId, now);
  if (isFinished(row, now)) throw unprocessable(QUESTIONNAIRE_MESSAGES.finished);
  if (row.sheet?.status === 'completed') return present(row, scope, now);
  const set: Partial<typeof questionnaireAnswers.$inferInsert> =
    choice === 'agree'
      ? { choice: null, status: 'answering', startedAt: row.sheet?.startedAt ?? now, ...(row.needsConsent ? { consent: 'agreed', consentAt: now } : {}) }
      : choice === 'dis_agree'
        ? { choice: 'never', ...(row.needsConsent ? { consent: 'dis_agreed', consentAt: now } : {}) }
        : { choice: 'later', postponedTokenId: scope.tokenId, postponedOn: japanDateKey(now) };
  const sheet = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(questionnaireAnswers)
      .values({ questionnaireDeliveryId: row.id, studentId: scope.studentId, schoolId: scope.schoolId, ...set })
      .onConflictDoUpdate({ target: [questionnaireAnswers.questionnaireDeliveryId, questionnaireAnswers.studentId], set: { ...set, updatedAt: now } })
      .returning();
    // Consent withdrawn: a sheet half written under it is not kept.
    if (choice === 'dis_agree' && row.needsConsent) {
      await tx.update(questionnaireAnswers).set({ status: null, answers: [] }).where(eq(questionnaireAnswers.id, saved!.id));
      await tx.delete(bullyingAnswerFields).where(eq(bullyingAnswerFields.questionnaireAnswerId, saved!.id));
      return { ...saved!, status: null };
    }
    return saved!;
  });
  return present({ ...row, sheet }, scope, now);
}
