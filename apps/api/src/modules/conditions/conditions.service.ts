import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { ConditionBody, ConditionRow } from '@sukoyaka/contracts/conditions';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { conditions } from '@sukoyaka/db/schema';
import { messages, unprocessable } from '../../lib/http-errors.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { evaluateConditionAlerts } from '../condition-alerts/condition-alerts.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { resolveRecordedAt } from './recorded-at.ts';

export { resolveRecordedAt };

import type { StudentScope } from '../../lib/actor.ts';

export type { StudentScope };

/**
 * POST /api/conditions: records the day's (Japan time, of `recordedAt`, default now) mental and
 * physical condition.
 * A second check-in the same day replaces the first (one row per student per day). A bad day may
 * raise a condition alert (modules/condition-alerts).
 * @throws 422 when a value is skip but the school has not enabled skipping, or the check-in is
 *         older than the offline queue may hold.
 */
export async function recordTodaysCondition(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: ConditionBody,
  now = new Date(),
): Promise<ConditionRow> {
  if (body.mental === 'skip' || body.physical === 'skip') {
    // Read the school only on the rare skip, keeping the 8:05 peak to one write.
    const school = await findSchoolById(db, scope.schoolId);
    if (!school?.enableConditionSkip) throw unprocessable(messages.skipDisabled);
  }
  const recordedAt = resolveRecordedAt(body.recordedAt, now);
  const date = japanDateKey(recordedAt);
  const [row] = await upsertCondition(db).execute({
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    date,
    mental: body.mental,
    physical: body.physical,
    recordedAt: recordedAt.toISOString(),
  });
  if (!row) {
    const [current] = await db
      .select({ date: conditions.date, mental: conditions.mental, physical: conditions.physical })
      .from(conditions)
      .where(and(eq(conditions.schoolId, scope.schoolId), eq(conditions.studentId, scope.studentId), eq(conditions.date, date)));
    return current!;
  }
  await evaluateConditionAlerts(db, outbox, scope, row);
  return row;
}

/**
 * The check-in upsert, prepared once per database (the 8:05 peak's one write): no query building
 * per request, and PostgreSQL reuses the plan. The newest check-in of the day wins, by when the
 * student made it: a queued offline check-in arriving after a later one does not overwrite it.
 */
const upsertCondition = preparedPerDatabase((db) =>
  db
    .insert(conditions)
    .values({
      studentId: sql.placeholder('studentId'),
      schoolId: sql.placeholder('schoolId'),
      date: sql.placeholder('date'),
      mental: sql.placeholder('mental'),
      physical: sql.placeholder('physical'),
      recordedAt: sql`${sql.placeholder('recordedAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [conditions.studentId, conditions.date],
      set: { mental: sql`excluded.mental`, physical: sql`excluded.physical`, recordedAt: sql`excluded.recorded_at`, updatedAt: sql`now()` },
      setWhere: sql`${conditions.recordedAt} <= excluded.recorded_at`,
    })
    .returning({ date: conditions.date, mental: conditions.mental, physical: conditions.physical })
    .prepare('record_condition'),
);

/**
 * GET /api/conditions: the student's own check-ins from `from` to `to` (date keys, inclusive),
 * default the 31 days up to today, oldest first. Days without a check-in are absent.
 */
export async function listConditions(db: Database, scope: StudentScope, range: { from?: string; to?: string }, now = new Date()): Promise<ConditionRow[]> {
  const to = range.to ?? japanDateKey(now);
  const from = range.from ?? addDays(to, -30);
  return db
    .select({ date: conditions.date, mental: conditions.mental, physical: conditions.physical })
    .from(conditions)
    .where(and(eq(conditions.schoolId, scope.schoolId), eq(conditions.studentId, scope.studentId), between(conditions.date, from, to)))
    .orderBy(asc(conditions.date));
}
