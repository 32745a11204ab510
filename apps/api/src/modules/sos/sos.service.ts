import { and, asc, eq, isNull } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { SosBody, SosRecord, SosSetting, TalkState } from '@sukoyaka/contracts/sos';
import type { Database } from '@sukoyaka/db/client';
import { soss, sosSettings } from '@sukoyaka/db/schema';
import { messages, notFound } from '../../lib/http-errors.ts';
import type { StudentScope } from '../conditions/conditions.service.ts';

/** GET /api/sos_settings: the school's talk-to buttons in display order. */
export async function listSosSettings(db: Database, schoolId: number): Promise<SosSetting[]> {
  return db
    .select({ id: sosSettings.id, label: sosSettings.label })
    .from(sosSettings)
    .where(and(eq(sosSettings.schoolId, schoolId), isNull(sosSettings.deletedAt)))
    .orderBy(asc(sosSettings.sortOrder), asc(sosSettings.id));
}

/**
 * POST /api/soss: a pupil presses a talk-to button (話したい). The button's label is kept with
 * the record. @throws 404 for a button of another school or a deleted one.
 */
export async function createSos(db: Database, scope: StudentScope, body: SosBody, now = new Date()): Promise<SosRecord> {
  const [setting] = await db
    .select()
    .from(sosSettings)
    .where(and(eq(sosSettings.id, body.sosSettingId), eq(sosSettings.schoolId, scope.schoolId), isNull(sosSettings.deletedAt)))
    .limit(1);
  if (!setting) throw notFound(messages.sosSettingNotFound);
  const [row] = await db
    .insert(soss)
    .values({
      studentId: scope.studentId,
      schoolId: scope.schoolId,
      sosSettingId: setting.id,
      label: setting.label,
      date: japanDateKey(now),
      createdAt: now,
    })
    .returning();
  return presentSos(row!);
}

/** The SOS record of spec §3 as sent to clients. */
export function presentSos(row: typeof soss.$inferSelect): SosRecord {
  return {
    id: row.id,
    datetime: row.createdAt.toISOString(),
    label: row.label,
    processed: row.processed,
    processedStatus: row.processedStatus,
  };
}

/**
 * The talk icon of spec §4: blue (processed) only when every SOS is processed and the school
 * enables processing; dark red (unprocessed) otherwise; none without SOS.
 */
export function talkState(records: Pick<SosRecord, 'processed'>[], enabledProcessedSos: boolean): TalkState {
  if (records.length === 0) return 'none';
  return enabledProcessedSos && records.every((r) => r.processed) ? 'processed' : 'unprocessed';
}
