import { and, asc, eq, isNull } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import {
  DELIVERIES_PAGE_SIZE,
  QUESTIONNAIRE_DELIVERY_MESSAGES as M,
  QUESTIONNAIRE_TEMPLATE_KEYS,
  type DeliveriesPage,
  type DeliveriesQuery,
  type DeliveryCopyBody,
  type DeliveryCreateBody,
  type DeliveryNew,
  type DeliveryPatchBody,
  type DeliveryRow,
} from '@sukoyaka/contracts/questionnaire-deliveries';
import { QUESTIONNAIRE_TEMPLATES } from '@sukoyaka/contracts/questionnaire-templates';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import type { Database } from '@sukoyaka/db/client';
import { grades, questionnaireAnswers, questionnaireDeliveries, questionnaireDeliveryGrades, questionnaires, schools } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { concurrently } from '../../lib/concurrently.ts';
import { badRequest, conflict, messages } from '../../lib/http-errors.ts';
import { findQuestionnaireContent } from '../questionnaires/question-set.service.ts';
import { checkGrades, deliveryHasAnswers, deliveryRow, findOwnDelivery } from './deliveries.access.ts';
import { findDeliveryRows, findDeliveryYears } from './deliveries.queries.ts';
import { questionSetAsInput, writeQuestionSet } from './question-set.ts';

/**
 * GET /api/teachers/questionnaire_deliveries (spec §7 Questionnaires, issue 11 item 1): one page of
 * the school's deliveries, newest first, filtered by 年度 / month / state, with counts; every
 * teacher of the school sees it (class teachers with their own classes' progress in myKlasses).
 */
export async function listDeliveries(db: Database, scope: TeacherScope, query: DeliveriesQuery, now = new Date()): Promise<DeliveriesPage> {
  const [{ rows, total }, years] = await concurrently(db, [() => findDeliveryRows(db, scope, { ...query, now }), () => findDeliveryYears(db, scope)]);
  return { list: rows, total, page: query.page, limit: DELIVERIES_PAGE_SIZE, years };
}

/** GET …/new: what the create modal offers — the current 年度, the school's grades (display order), the templates. */
export async function newDelivery(db: Database, scope: TeacherScope, now = new Date()): Promise<DeliveryNew> {
  const [school] = await db.select({ schoolType: schools.schoolType }).from(schools).where(eq(schools.id, scope.schoolId));
  const gradeRows = await db
    .select({ id: grades.id, name: grades.name })
    .from(grades)
    .where(eq(grades.schoolId, scope.schoolId))
    .orderBy(asc(grades.sortOrder), asc(grades.id));
  const templates = QUESTIONNAIRE_TEMPLATE_KEYS.map((key) => {
    const t = QUESTIONNAIRE_TEMPLATES[key];
    const questionCount = t.questionsGroups.reduce((n, g) => n + g.questions.length, 0);
    return {
      key,
      kind: t.kind,
      title: t.title,
      description: t.description,
      source: t.source,
      licensed: t.licensed,
      questionCount,
      needsConsent: t.needsConsent,
    };
  });
  return { schoolYear: schoolYearOf(now), schoolType: school!.schoolType, grades: gradeRows, templates };
}

function checkConsent(needsConsent: boolean, consentText: string | null | undefined) {
  if (needsConsent && !consentText?.trim()) throw badRequest(messages.badRequest, { consentText: [M.consentTextRequired] });
}

async function insertDelivery(
  tx: Database,
  scope: TeacherScope,
  fields: {
    title: string;
    translations?: SchoolTextTranslations;
    description: string | null;
    needsConsent: boolean;
    consentText: string | null;
    kind: DeliveryRow['kind'];
  },
  period: { startAt: string; finishAt: string; gradeIds: number[] },
): Promise<{ deliveryId: number; questionnaireId: number }> {
  const [questionnaire] = await tx
    .insert(questionnaires)
    .values({ schoolId: scope.schoolId, ...fields })
    .returning({ id: questionnaires.id });
  const [delivery] = await tx
    .insert(questionnaireDeliveries)
    .values({
      schoolId: scope.schoolId,
      questionnaireId: questionnaire!.id,
      startAt: new Date(period.startAt),
      finishAt: new Date(period.finishAt),
      createdByTeacherId: scope.teacherId,
    })
    .returning({ id: questionnaireDeliveries.id });
  await tx.insert(questionnaireDeliveryGrades).values(period.gradeIds.map((gradeId) => ({ questionnaireDeliveryId: delivery!.id, gradeId })));
  return { deliveryId: delivery!.id, questionnaireId: questionnaire!.id };
}

/**
 * POST /api/teachers/questionnaire_deliveries (admin): a new questionnaire and its delivery to the
 * school's grades; with `template` the template's questions (and its consent text when none is
 * given) are copied in. @throws 400 another school's grade, consent without text.
 */
export async function createDelivery(tx: Database, scope: TeacherScope, body: DeliveryCreateBody, now = new Date()): Promise<DeliveryRow> {
  const gradeIds = await checkGrades(tx, scope, body.gradeIds);
  const template = body.template ? QUESTIONNAIRE_TEMPLATES[body.template] : null;
  const consentText = body.consentText ?? (body.needsConsent ? (template?.consentText ?? null) : null);
  checkConsent(body.needsConsent, consentText);
  const { deliveryId, questionnaireId } = await insertDelivery(
    tx,
    scope,
    {
      title: body.title,
      translations: body.titleTranslations ?? {},
      description: body.description ?? template?.description ?? null,
      needsConsent: body.needsConsent,
      consentText,
      kind: template?.kind ?? 'custom',
    },
    { startAt: body.startAt, finishAt: body.finishAt, gradeIds },
  );
  if (template) await writeQuestionSet(tx, questionnaireId, template.questionsGroups);
  return deliveryRow(tx, scope, deliveryId, now);
}

/**
 * PATCH …/{id} (admin): title, description, period, grades, consent. The period is checked whole
 * (a new finishAt against the stored startAt too). @throws 400 finishAt not after startAt, another
 * school's grade, consent without text; 404 not the school's delivery.
 */
export async function patchDelivery(tx: Database, scope: TeacherScope, id: number, body: DeliveryPatchBody, now = new Date()): Promise<DeliveryRow> {
  const { delivery, questionnaire } = await findOwnDelivery(tx, scope, id, { lock: true });
  const startAt = body.startAt ? new Date(body.startAt) : delivery.startAt;
  const finishAt = body.finishAt ? new Date(body.finishAt) : delivery.finishAt;
  if (finishAt.getTime() <= startAt.getTime()) throw badRequest(messages.badRequest, { finishAt: [M.finishBeforeStart] });
  const needsConsent = body.needsConsent ?? questionnaire.needsConsent;
  const consentText = body.consentText !== undefined ? body.consentText : questionnaire.consentText;
  checkConsent(needsConsent, consentText);
  const gradeIds = body.gradeIds ? await checkGrades(tx, scope, body.gradeIds) : null;
  await tx
    .update(questionnaires)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.titleTranslations !== undefined ? { translations: body.titleTranslations } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      needsConsent,
      consentText,
      updatedAt: now,
    })
    .where(eq(questionnaires.id, questionnaire.id));
  await tx.update(questionnaireDeliveries).set({ startAt, finishAt, updatedAt: now }).where(eq(questionnaireDeliveries.id, id));
  if (gradeIds) {
    await tx.delete(questionnaireDeliveryGrades).where(eq(questionnaireDeliveryGrades.questionnaireDeliveryId, id));
    await tx.insert(questionnaireDeliveryGrades).values(gradeIds.map((gradeId) => ({ questionnaireDeliveryId: id, gradeId })));
  }
  return deliveryRow(tx, scope, id, now);
}

/**
 * DELETE …/{id} (admin; docs/decisions/021 "Deleting"): refused (409, a Japanese message telling
 * the admin to confirm) once a student has answered, unless `deleteAnswers` confirms that the
 * students' sheets and answers are deleted too. The delivery and its questionnaire are marked
 * deleted (students and lists no longer see them). @throws 404 not the school's delivery.
 */
export async function deleteDelivery(tx: Database, scope: TeacherScope, id: number, deleteAnswers: boolean, now = new Date()) {
  const { delivery } = await findOwnDelivery(tx, scope, id, { lock: true });
  if (!deleteAnswers && (await deliveryHasAnswers(tx, id))) throw conflict(M.hasAnswers);
  const removed = await tx.delete(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id)).returning({ id: questionnaireAnswers.id });
  await tx.update(questionnaireDeliveries).set({ deletedAt: now, updatedAt: now }).where(eq(questionnaireDeliveries.id, id));
  await tx
    .update(questionnaires)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(questionnaires.id, delivery.questionnaireId), isNull(questionnaires.deletedAt)));
  return { deleted: true, answersDeleted: removed.length };
}

/**
 * POST …/{id}/complete (admin; spec §4 完了): students can no longer answer (their answering path
 * answers the spec's finished message). Completing a completed delivery again leaves it as it is.
 */
export async function completeDelivery(tx: Database, scope: TeacherScope, id: number, now = new Date()): Promise<DeliveryRow> {
  const { delivery } = await findOwnDelivery(tx, scope, id, { lock: true });
  if (!delivery.completedAt) await tx.update(questionnaireDeliveries).set({ completedAt: now, updatedAt: now }).where(eq(questionnaireDeliveries.id, id));
  return deliveryRow(tx, scope, id, now);
}

/**
 * POST …/{id}/copy (admin; decision 007): how a school reuses a delivery next term — a new
 * questionnaire with a copy of the questions, rules and consent, a new period, the same grades
 * unless others are given; no answers.
 */
export async function copyDelivery(tx: Database, scope: TeacherScope, id: number, body: DeliveryCopyBody, now = new Date()): Promise<DeliveryRow> {
  const { questionnaire } = await findOwnDelivery(tx, scope, id);
  const gradeIds = body.gradeIds
    ? await checkGrades(tx, scope, body.gradeIds)
    : (await tx.select().from(questionnaireDeliveryGrades).where(eq(questionnaireDeliveryGrades.questionnaireDeliveryId, id))).map((g) => g.gradeId);
  const content = await findQuestionnaireContent(tx, questionnaire.id);
  const { deliveryId, questionnaireId } = await insertDelivery(
    tx,
    scope,
    {
      title: body.title ?? questionnaire.title,
      // A new title is the school's new text: the old title's translations no longer fit it (decision 075).
      translations: body.title === undefined || body.title === questionnaire.title ? questionnaire.translations : {},
      description: questionnaire.description,
      needsConsent: questionnaire.needsConsent,
      consentText: questionnaire.consentText,
      kind: questionnaire.kind,
    },
    { startAt: body.startAt, finishAt: body.finishAt, gradeIds },
  );
  await writeQuestionSet(tx, questionnaireId, questionSetAsInput(content));
  return deliveryRow(tx, scope, deliveryId, now);
}
