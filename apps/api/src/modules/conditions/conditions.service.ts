import { and, asc, between, eq } from 'drizzle-orm';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { conditions } from '@sukoyaka/db/schema';
import { messages, unprocessable } from '../../lib/http-errors.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { evaluateConditionAlerts } from '../condition-alerts/condition-alerts.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { writeCheckin } from './checkin-batch.ts';
import type { StudentScope } from '../../lib/actor.ts';
import { type ConditionBody, type ConditionRow, OFFLINE_QUEUE_MAX_DAYS } from '@sukoyaka/contracts/conditions';

/**
 * POST /api/conditions: records the day's (Japan time, of `recordedAt`, default now) mental and
 * physical condition.
 * A second check-in the same day replaces the first (one row per student per day). A bad day may
 * raise a condition alert (modules/condition-alerts).
 * With `accessLog` (the call's access-log row, issue 9) the row is written by the same statement
 * as the check-in, so both commit or neither does; the check-ins of pupils pressing 完了 at the same
 * moment share that statement (writeCheckin: one round trip for all of them at the 8:05 peak).
 * `baselineRule` false leaves the baseline rule out (decision 054; only the check-in bench's
 * comparison run, CHECKIN_BASELINE=off).
 * @throws 422 when a value is skip but the school has not enabled skipping, or the check-in is
 *         older than the offline queue may hold.
 */
export async function recordTodaysCondition(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: ConditionBody,
  now = new Date(),
  accessLog: AccessLogRow | null = null,
  baselineRule = true,
): Promise<ConditionRow> {
  if (body.mental === 'skip' || body.physical === 'skip') {
    // Read the school only on the rare skip, keeping the 8:05 peak to one write.
    const school = await findSchoolById(db, scope.schoolId);
    if (!school?.enableConditionSkip) throw unprocessable(messages.skipDisabled);
  }
  const recordedAt = resolveRecordedAt(body.recordedAt, now);
  const date = japanDateKey(recordedAt);
  const row = await writeCheckin(db, {
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    date,
    mental: body.mental,
    physical: body.physical,
    recordedAt: recordedAt.toISOString(),
    accessLog,
  });
  if (!row) {
    const [current] = await db
      .select({ date: conditions.date, mental: conditions.mental, physical: conditions.physical })
      .from(conditions)
      .where(and(eq(conditions.schoolId, scope.schoolId), eq(conditions.studentId, scope.studentId), eq(conditions.date, date)));
    return current!;
  }
  const { openBaseline, ...checkin } = row;
  await evaluateConditionAlerts(db, outbox, scope, checkin, openBaseline, baselineRule);
  return checkin;
}

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

/**
 * The moment a student's action happened: the device's `recordedAt` (queued while offline), or now.
 * A time in the future (a device clock running fast) counts as now.
 * @throws 422 when it is more than OFFLINE_QUEUE_MAX_DAYS old.
 */
export function resolveRecordedAt(recordedAt: string | undefined, now: Date): Date {
  if (!recordedAt) return now;
  const at = new Date(recordedAt);
  if (at.getTime() > now.getTime()) return now;
  if (now.getTime() - at.getTime() > OFFLINE_QUEUE_MAX_DAYS * 86_400_000) {
    throw unprocessable(`${OFFLINE_QUEUE_MAX_DAYS}日以上前の記録は送れません。`);
  }
  return at;
}
