import { and, asc, between, eq, sql } from 'drizzle-orm';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { accessLogs, conditionAlerts, conditions } from '@sukoyaka/db/schema';
import { messages, unprocessable } from '../../lib/http-errors.ts';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { evaluateConditionAlerts } from '../condition-alerts/condition-alerts.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import type { StudentScope } from '../../lib/actor.ts';
import { type ConditionBody, type ConditionRow, OFFLINE_QUEUE_MAX_DAYS } from '@sukoyaka/contracts/conditions';

/**
 * POST /api/conditions: records the day's (Japan time, of `recordedAt`, default now) mental and
 * physical condition.
 * A second check-in the same day replaces the first (one row per student per day). A bad day may
 * raise a condition alert (modules/condition-alerts).
 * With `accessLog` (the call's access-log row, issue 9) the row is written by the same statement
 * as the check-in, so both commit or neither does, still in one round trip at the 8:05 peak.
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
  const values = {
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    date,
    mental: body.mental,
    physical: body.physical,
    recordedAt: recordedAt.toISOString(),
  };
  const [row] = accessLog ? await upsertConditionLogged(db).execute({ ...values, ...logPlaceholders(accessLog) }) : await upsertCondition(db).execute(values);
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
 * The check-in upsert, prepared once per database (the 8:05 peak's one write): no query building
 * per request, and PostgreSQL reuses the plan. The newest check-in of the day wins, by when the
 * student made it: a queued offline check-in arriving after a later one does not overwrite it.
 */
const upsertQuery = (db: Database) =>
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
    .returning({
      date: conditions.date,
      mental: conditions.mental,
      physical: conditions.physical,
      // Whether the pupil has an open baseline alert (issue 25 item 3): only then does a good day run the rule, to let it fade.
      // The row's columns are named with the table: drizzle writes RETURNING columns bare, and a bare
      // "student_id" inside the subquery is the alert's own, so any open baseline alert of anyone
      // made every check-in read the rules (found with bench:checkin --pg-statements).
      openBaseline: sql<boolean>`exists (select 1 from ${conditionAlerts} a where a.student_id = "conditions"."student_id"
        and a.school_id = "conditions"."school_id" and a.condition_kind = 'mental' and a.source = 'baseline' and not a.processed)`.as('open_baseline'),
    });
const upsertCondition = preparedPerDatabase((db) => upsertQuery(db).prepare('record_condition'));

/** The access-log row's values as the placeholders of upsertConditionLogged. */
const logPlaceholders = (log: AccessLogRow) => ({
  logActorType: log.actorType,
  logActorId: log.actorId,
  logSchoolId: log.schoolId,
  logMethod: log.method,
  logRoute: log.route,
  logStatus: log.statusCode,
  logStudentIds: log.studentIds,
  logIp: log.ip,
});

/**
 * The check-in upsert and the call's access-log row in ONE statement (a data-modifying CTE; the log
 * row is written whether or not the upsert changed the day, like any write call), prepared once.
 */
const upsertConditionLogged = preparedPerDatabase((db) => {
  const upsert = db.$with('c').as(upsertQuery(db));
  const p = (name: string) => sql.placeholder(name);
  const log = db
    .$with('l', {})
    .as(
      sql`insert into ${accessLogs} (actor_type, actor_id, school_id, method, route, status_code, student_ids, ip) values (${p('logActorType')}, ${p('logActorId')}, ${p('logSchoolId')}, ${p('logMethod')}, ${p('logRoute')}, ${p('logStatus')}, ${p('logStudentIds')}::bigint[], ${p('logIp')})`,
    );
  return db
    .with(upsert, log)
    .select({ date: upsert.date, mental: upsert.mental, physical: upsert.physical, openBaseline: upsert.openBaseline })
    .from(upsert)
    .prepare('record_condition_logged');
});

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
