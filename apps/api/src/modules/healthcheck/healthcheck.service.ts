import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { checkHealthcheckAnswer, type HealthcheckAnswerBody, type HealthcheckItem, type HealthcheckItemBody } from '@sukoyaka/contracts/healthcheck';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolScope } from '../../lib/actor.ts';
import { healthcheckAnswerDetails, healthcheckAnswers, healthcheckItems } from '@sukoyaka/db/schema';
import { badRequest, messages, notFound, unprocessable } from '../../lib/http-errors.ts';
import { raiseHealthcheckAlert } from '../condition-alerts/condition-alerts.service.ts';
import { checkPupilTexts } from '../distress-words/distress-words.service.ts';
import { resolveRecordedAt } from '../conditions/conditions.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { concurrently } from '../../lib/concurrently.ts';

type ItemRow = typeof healthcheckItems.$inferSelect;

function presentItem(row: ItemRow): HealthcheckItem {
  return {
    id: row.id,
    abbreviation: row.abbreviation,
    label: row.label,
    remarks: row.remarks,
    formType: row.formType,
    required: row.required,
    initValue: row.initValue,
    timeFormat: row.timeFormat,
    healthcheckOptions: row.options,
    hidden: row.hidden,
    translations: row.translations,
  };
}

/** A school's items in order; `visibleOnly` for the student's form. */
async function schoolItems(db: Database, schoolId: number, visibleOnly: boolean): Promise<ItemRow[]> {
  return db
    .select()
    .from(healthcheckItems)
    .where(and(eq(healthcheckItems.schoolId, schoolId), isNull(healthcheckItems.deletedAt), visibleOnly ? eq(healthcheckItems.hidden, false) : undefined))
    .orderBy(asc(healthcheckItems.sortOrder), asc(healthcheckItems.id));
}

/** GET /api/students/healthcheck: today's form (section titled with today's date) and today's answer. */
export async function getStudentHealthcheck(db: Database, scope: { studentId: number; schoolId: number }, now = new Date()) {
  const date = japanDateKey(now);
  const [items, school, [answer]] = await concurrently(db, [
    () => schoolItems(db, scope.schoolId, true),
    () => findSchoolById(db, scope.schoolId),
    () =>
      db
        .select()
        .from(healthcheckAnswers)
        .where(and(eq(healthcheckAnswers.schoolId, scope.schoolId), eq(healthcheckAnswers.studentId, scope.studentId), eq(healthcheckAnswers.date, date))),
  ]);
  const details = answer ? await db.select().from(healthcheckAnswerDetails).where(eq(healthcheckAnswerDetails.healthcheckAnswerId, answer.id)) : [];
  return {
    date,
    enableSkip: school?.enableConditionSkip ?? false,
    items: items.map(presentItem),
    answer: answer
      ? {
          isSkip: answer.isSkip,
          healthcheckAnswerDetails: details.map((d) => ({
            id: d.id,
            healthcheckItemId: d.healthcheckItemId,
            answer: d.answer,
            alert: d.alert,
            createdAt: d.createdAt.toISOString(),
            updatedAt: d.updatedAt.toISOString(),
          })),
        }
      : null,
  };
}

/** The items a pupil writes in freely (the comment): checked for words of distress. */
const isFreeText = (formType: string | undefined) => formType === 'text' || formType === 'textarea';

/**
 * POST /api/students/healthcheck/answer: registers (or redoes) the day's health observation, or
 * skips it where the school enables skipping. Every item is checked by the spec §5 rules; any
 * error answers 400 naming the item (`answers.<itemId>`) and nothing is stored. The whole answer
 * is replaced in one transaction, so a redo never leaves half of the old one. Flagged answers
 * raise a physical-condition alert for the teacher (modules/condition-alerts); words of distress in
 * a comment raise a mental one in the same transaction (issue 25 item 5).
 * @throws 400 invalid or missing required answers; 422 skip not enabled.
 */
export async function answerHealthcheck(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  body: HealthcheckAnswerBody,
  now = new Date(),
) {
  const recordedAt = resolveRecordedAt(body.recordedAt, now);
  const date = japanDateKey(recordedAt);
  const items = await schoolItems(db, scope.schoolId, true);
  let details: { healthcheckItemId: number; answer: string; alert: boolean }[] = [];
  if (body.isSkip) {
    const school = await findSchoolById(db, scope.schoolId);
    if (!school?.enableConditionSkip) throw unprocessable(messages.skipDisabled);
  } else {
    const given = new Map(body.answers.map((a) => [a.healthcheckItemId, a.answer]));
    const unknown = [...given.keys()].filter((id) => !items.some((i) => i.id === id));
    if (unknown.length) throw badRequest(messages.badRequest, Object.fromEntries(unknown.map((id) => [`answers.${id}`, ['この項目はありません']])));
    const fieldErrors: Record<string, string[]> = {};
    for (const item of items) {
      const result = checkHealthcheckAnswer(presentItem(item), given.get(item.id));
      if (result.ok) details.push({ healthcheckItemId: item.id, answer: result.answer, alert: result.alert });
      else fieldErrors[`answers.${item.id}`] = [result.message];
    }
    if (Object.keys(fieldErrors).length) throw badRequest(messages.badRequest, fieldErrors);
    details = details.filter((d) => d.answer !== '');
  }
  await db.transaction(async (tx) => {
    // The newest answer of the day wins, by when the student made it (decision 011): a stale resend
    // from the offline queue or a second device leaves a newer answer alone.
    const [answer] = await tx
      .insert(healthcheckAnswers)
      .values({ studentId: scope.studentId, schoolId: scope.schoolId, date, isSkip: body.isSkip, recordedAt })
      .onConflictDoUpdate({
        target: [healthcheckAnswers.studentId, healthcheckAnswers.date],
        set: { isSkip: body.isSkip, recordedAt, updatedAt: sql`now()` },
        setWhere: sql`${healthcheckAnswers.recordedAt} <= ${recordedAt.toISOString()}::timestamptz`,
      })
      .returning({ id: healthcheckAnswers.id });
    if (!answer) return;
    await tx.delete(healthcheckAnswerDetails).where(eq(healthcheckAnswerDetails.healthcheckAnswerId, answer.id));
    if (details.length) await tx.insert(healthcheckAnswerDetails).values(details.map((d) => ({ ...d, healthcheckAnswerId: answer.id })));
    // Words of distress in the comment (issue 25 item 5) raise their alert with the answer, or not at all.
    const comments = details.filter((d) => isFreeText(items.find((i) => i.id === d.healthcheckItemId)?.formType)).map((d) => d.answer);
    await checkPupilTexts(tx, outbox, scope, 'healthcheck', comments, recordedAt);
  });
  const flagged = details
    .filter((d) => d.alert)
    .map((d) => {
      const item = items.find((i) => i.id === d.healthcheckItemId)!;
      return { label: stripFurigana(item.label), answer: item.formType === 'radio' ? (d.answer === '1' ? 'あり' : 'なし') : d.answer };
    });
  await raiseHealthcheckAlert(db, outbox, scope, date, flagged);
  return getStudentHealthcheck(db, scope, recordedAt);
}

/** GET /api/teachers/healthcheck: every item of the teacher's school, hidden ones too. */
export async function listHealthcheckItems(db: Database, teacher: SchoolScope): Promise<HealthcheckItem[]> {
  return (await schoolItems(db, teacher.schoolId, false)).map(presentItem);
}

const toColumns = (body: HealthcheckItemBody) => ({
  abbreviation: body.abbreviation,
  label: body.label,
  remarks: body.remarks ?? null,
  formType: body.formType,
  required: body.required,
  initValue: body.initValue ?? null,
  timeFormat: body.formType === 'time' ? (body.timeFormat ?? '24h') : null,
  options: body.formType === 'checkbox' ? body.healthcheckOptions : [],
  // Left out of the body: the stored translations stay (issue 24 item 3).
  ...(body.translations ? { translations: body.translations } : {}),
});

async function ownItem(db: Database, schoolId: number, id: number): Promise<ItemRow> {
  const [row] = await db
    .select()
    .from(healthcheckItems)
    .where(and(eq(healthcheckItems.id, id), eq(healthcheckItems.schoolId, schoolId), isNull(healthcheckItems.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** POST /api/teachers/healthcheck/create (admin teachers; the route declares `admin`): adds an item at the end. */
export async function createHealthcheckItem(db: Database, teacher: SchoolScope, body: HealthcheckItemBody): Promise<HealthcheckItem[]> {
  const items = await schoolItems(db, teacher.schoolId, false);
  await db.insert(healthcheckItems).values({ schoolId: teacher.schoolId, ...toColumns(body), sortOrder: items.length + 1 });
  return listHealthcheckItems(db, teacher);
}

/** POST …/{id}/update_healthcheck (admin teachers; the route declares `admin`). Earlier answers keep their values. */
export async function updateHealthcheckItem(db: Database, teacher: SchoolScope, id: number, body: HealthcheckItemBody): Promise<HealthcheckItem[]> {
  await ownItem(db, teacher.schoolId, id);
  await db
    .update(healthcheckItems)
    .set({ ...toColumns(body), updatedAt: sql`now()` })
    .where(and(eq(healthcheckItems.id, id), eq(healthcheckItems.schoolId, teacher.schoolId)));
  return listHealthcheckItems(db, teacher);
}

/** POST …/{id}/hidden (admin teachers; the route declares `admin`): hides or shows the item on students' forms. */
export async function setHealthcheckItemHidden(db: Database, teacher: SchoolScope, id: number, hidden: boolean): Promise<HealthcheckItem[]> {
  await ownItem(db, teacher.schoolId, id);
  await db
    .update(healthcheckItems)
    .set({ hidden, updatedAt: sql`now()` })
    .where(and(eq(healthcheckItems.id, id), eq(healthcheckItems.schoolId, teacher.schoolId)));
  return listHealthcheckItems(db, teacher);
}

/** POST …/{id}/order (admin teachers; the route declares `admin`): moves the item to `position` (1 = first), renumbering all. */
export async function moveHealthcheckItem(db: Database, teacher: SchoolScope, id: number, position: number): Promise<HealthcheckItem[]> {
  await ownItem(db, teacher.schoolId, id);
  const items = (await schoolItems(db, teacher.schoolId, false)).filter((i) => i.id !== id);
  const ordered = [...items.slice(0, position - 1).map((i) => i.id), id, ...items.slice(position - 1).map((i) => i.id)];
  await db.transaction(async (tx) => {
    for (const [index, itemId] of ordered.entries())
      await tx
        .update(healthcheckItems)
        .set({ sortOrder: index + 1 })
        .where(and(eq(healthcheckItems.id, itemId), eq(healthcheckItems.schoolId, teacher.schoolId)));
  });
  return listHealthcheckItems(db, teacher);
}

/** POST …/{id}/healthcheck_delete (admin teachers; the route declares `admin`): removes the item from forms; history keeps answers. */
export async function deleteHealthcheckItem(db: Database, teacher: SchoolScope, id: number): Promise<HealthcheckItem[]> {
  await ownItem(db, teacher.schoolId, id);
  await db
    .update(healthcheckItems)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(healthcheckItems.id, id), eq(healthcheckItems.schoolId, teacher.schoolId)));
  return listHealthcheckItems(db, teacher);
}
