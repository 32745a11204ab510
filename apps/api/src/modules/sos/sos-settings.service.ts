import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { sosSettings } from '@sukoyaka/db/schema';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import type { SchoolScope } from '../../lib/actor.ts';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';

/** GET /api/teachers/sos_settings: the school's talk-to buttons in order, with their addresses. */
export async function listTeacherSosSettings(db: Database, scope: SchoolScope) {
  return listOf(db, scope.schoolId);
}

function listOf(db: Database, schoolId: number) {
  return db
    .select({ id: sosSettings.id, label: sosSettings.label, notificationEmails: sosSettings.notificationEmails, translations: sosSettings.translations })
    .from(sosSettings)
    .where(and(eq(sosSettings.schoolId, schoolId), isNull(sosSettings.deletedAt)))
    .orderBy(asc(sosSettings.sortOrder), asc(sosSettings.id));
}

/** POST bulk_create (admin teachers; the route declares `admin`): adds buttons at the end. */
export async function createSosSettings(
  db: Database,
  teacher: SchoolScope,
  items: { label: string; notificationEmails: string[]; translations?: SchoolTextTranslations }[],
) {
  const existing = await listOf(db, teacher.schoolId);
  await db.insert(sosSettings).values(items.map((item, i) => ({ schoolId: teacher.schoolId, ...item, sortOrder: existing.length + i + 1 })));
  return listOf(db, teacher.schoolId);
}

/**
 * POST bulk_update (admin teachers; the route declares `admin`): new labels and addresses; the listed order becomes the
 * display order. @throws 404 when an id is not a button of the school (nothing is changed).
 */
export async function updateSosSettings(
  db: Database,
  teacher: SchoolScope,
  items: { id: number; label: string; notificationEmails: string[]; translations?: SchoolTextTranslations }[],
) {
  const existing = await listOf(db, teacher.schoolId);
  if (!items.every((i) => existing.some((e) => e.id === i.id))) throw notFound();
  await db.transaction(async (tx) => {
    for (const [index, item] of items.entries()) {
      await tx
        .update(sosSettings)
        .set({
          label: item.label,
          notificationEmails: item.notificationEmails,
          // Left out: the stored translations stay (issue 24 item 3).
          ...(item.translations ? { translations: item.translations } : {}),
          sortOrder: index + 1,
          updatedAt: sql`now()`,
        })
        .where(and(eq(sosSettings.id, item.id), eq(sosSettings.schoolId, teacher.schoolId)));
    }
  });
  return listOf(db, teacher.schoolId);
}

/**
 * POST bulk_delete (admin teachers; the route declares `admin`): removes buttons from students' screens; past presses keep
 * their label. At least one button must remain, so students can always ask to talk.
 * @throws 404 unknown id; 422 when no button would remain.
 */
export async function deleteSosSettings(db: Database, teacher: SchoolScope, ids: number[]) {
  const existing = await listOf(db, teacher.schoolId);
  if (!ids.every((id) => existing.some((e) => e.id === id))) throw notFound();
  if (existing.length - new Set(ids).size < 1) throw unprocessable('話したいボタンは1つ以上残してください。');
  await db
    .update(sosSettings)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(sosSettings.schoolId, teacher.schoolId), inArray(sosSettings.id, ids)));
  return listOf(db, teacher.schoolId);
}
