import { sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { accessLogs, conditionAlerts, conditions } from '@sukoyaka/db/schema';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { AccessLogRow } from '../access-log/access-log.service.ts';
import { batchedPerDatabase } from '../../lib/batched.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';

/** One pupil's check-in waiting for its statement: the day (Japan date key) and when the pupil made it (ISO). */
export interface PendingCheckin {
  studentId: number;
  schoolId: number;
  date: string;
  mental: ConditionValue;
  physical: ConditionValue;
  recordedAt: string;
  /** The call's access-log row (issue 9), written by the same statement; null writes none. */
  accessLog: AccessLogRow | null;
}

/** What the statement wrote for one check-in, and whether the pupil has an open baseline alert (issue 25 item 3). */
export interface WrittenCheckin {
  date: string;
  mental: ConditionValue | null;
  physical: ConditionValue | null;
  openBaseline: boolean;
}

/**
 * Writes `checkin` together with the other check-ins of the same turn of the event loop, in ONE
 * statement (lib/batched.ts; issue 27 item 2): at 8:05 fifty pupils press 完了 at once, and one
 * round trip and one commit for several of them costs the database less than half of one each
 * (measured with pgbench in decision 083).
 * Each check-in is still its own: the newest of a pupil's day wins by `recordedAt` (a queued
 * offline check-in does not overwrite a later one), and its access-log row is written with it.
 * Resolves to the day as written, or null when a newer check-in of that day already stands (the
 * caller reads it). Rejects with the database's error; when a batch of several fails, each
 * check-in is tried alone, so one pupil's failure is not another's.
 */
export const writeCheckin: (db: Database, checkin: PendingCheckin) => Promise<WrittenCheckin | null> = batchedPerDatabase(writeBatch);

/** The batch in rounds (ON CONFLICT may touch a row once per statement: a pupil's second check-in of a day waits for the next round). */
async function writeBatch(db: Database, batch: readonly PendingCheckin[]): Promise<Array<WrittenCheckin | null | Error>> {
  const results: Array<WrittenCheckin | null | Error> = new Array(batch.length);
  let waiting = batch.map((checkin, index) => ({ checkin, index }));
  while (waiting.length > 0) {
    const keys = new Set<string>();
    const round: typeof waiting = [];
    const later: typeof waiting = [];
    for (const entry of waiting) {
      const key = `${entry.checkin.studentId}|${entry.checkin.date}`;
      (keys.has(key) ? later : round).push(entry);
      keys.add(key);
    }
    const written = await writeRound(
      db,
      round.map((entry) => entry.checkin),
    );
    round.forEach((entry, i) => (results[entry.index] = written[i]!));
    waiting = later;
  }
  return results;
}

/** One statement for check-ins of distinct (pupil, day); on an error of several, each alone. */
async function writeRound(db: Database, round: PendingCheckin[]): Promise<Array<WrittenCheckin | null | Error>> {
  try {
    const rows = await checkinStatement(db).execute({ checkins: JSON.stringify(round.map(toJson)) });
    const byKey = new Map(rows.map(({ row }) => [`${row.studentId}|${row.date}`, row]));
    return round.map((c) => {
      const row = byKey.get(`${c.studentId}|${c.date}`);
      return row ? { date: row.date, mental: row.mental, physical: row.physical, openBaseline: row.openBaseline } : null;
    });
  } catch (err) {
    if (round.length === 1) return [err instanceof Error ? err : new Error(String(err))];
    return (await Promise.all(round.map((c) => writeRound(db, [c])))).flat();
  }
}

/** A check-in as one element of the statement's jsonb array (the column names of jsonb_to_recordset below). */
function toJson(c: PendingCheckin) {
  const log = c.accessLog;
  return {
    student_id: c.studentId,
    school_id: c.schoolId,
    date: c.date,
    mental: c.mental,
    physical: c.physical,
    recorded_at: c.recordedAt,
    logged: log !== null,
    log_actor_type: log?.actorType ?? null,
    log_actor_id: log?.actorId ?? null,
    log_school_id: log?.schoolId ?? null,
    log_organization_id: log?.organizationId ?? null,
    log_method: log?.method ?? null,
    log_route: log?.route ?? null,
    log_status: log?.statusCode ?? null,
    log_student_ids: log?.studentIds ?? null,
    log_ip: log?.ip ?? null,
  };
}

/** One row of the statement: the day as written, keyed by pupil and day. */
interface WrittenRow {
  studentId: number;
  date: string;
  mental: ConditionValue | null;
  physical: ConditionValue | null;
  openBaseline: boolean;
}

/**
 * The check-ins' upsert and their access-log rows in ONE prepared statement (data-modifying CTEs:
 * both commit or neither does). `checkins` is a jsonb array of toJson's objects. The upsert keeps
 * the newest check-in of a day (`recorded_at`), so a row is returned only for a check-in that
 * was written; `open_baseline` says whether that pupil has an open baseline alert (only then does
 * a good day run the baseline rule, to let it fade). The access-log row is written whether or not
 * the day changed, like any write call.
 */
const checkinStatement = preparedPerDatabase((db) => {
  const x = db.$with('x', {}).as(sql`select * from jsonb_to_recordset(${sql.placeholder('checkins')}::jsonb) as x(
      student_id bigint, school_id bigint, date date, mental condition_value, physical condition_value, recorded_at timestamptz,
      logged boolean, log_actor_type text, log_actor_id bigint, log_school_id bigint, log_organization_id bigint, log_method text,
      log_route text, log_status smallint, log_student_ids bigint[], log_ip text)`);
  const c = db.$with('c', {}).as(sql`insert into ${conditions} (student_id, school_id, date, mental, physical, recorded_at)
      select student_id, school_id, date, mental, physical, recorded_at from x
      on conflict (student_id, date) do update set mental = excluded.mental, physical = excluded.physical,
        recorded_at = excluded.recorded_at, updated_at = now()
      where ${conditions}.recorded_at <= excluded.recorded_at
      returning ${conditions}.student_id, ${conditions}.date, ${conditions}.mental, ${conditions}.physical,
        exists (select 1 from ${conditionAlerts} a where a.student_id = ${conditions}.student_id and a.school_id = ${conditions}.school_id
          and a.condition_kind = 'mental' and a.source = 'baseline' and not a.processed) as open_baseline`);
  const l = db.$with('l', {}).as(sql`insert into ${accessLogs} (actor_type, actor_id, school_id, organization_id, method, route, status_code, student_ids, ip)
      select log_actor_type, log_actor_id, log_school_id, log_organization_id, log_method, log_route, log_status, log_student_ids, log_ip
      from x where logged`);
  return db
    .with(x, c, l)
    .select({
      row: sql<WrittenRow>`json_build_object('studentId', c.student_id, 'date', c.date, 'mental', c.mental, 'physical', c.physical, 'openBaseline', c.open_baseline)`,
    })
    .from(sql`c`)
    .prepare('record_conditions');
});
