import { sql } from 'drizzle-orm';
import type { ConditionKind, ConditionValue } from '@sukoyaka/contracts/conditions';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarRangeLike } from '@sukoyaka/contracts/school-calendar';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlerts, conditionAlertSettings, conditions, schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import type { StudentScope } from '../../lib/actor.ts';
import { batchedPerDatabase } from '../../lib/batched.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { rulesOf, type AlertRule, type AlertRuleRow } from './condition-alert-settings.service.ts';

/**
 * What a bad check-in's alert evaluation needs, in ONE statement (the 8:05 peak pays per round
 * trip): the school's alert rules (defaults where none is saved) and the student's calendar for the
 * school years `from`..`toInclusive` touch — the school's ranges plus only the 学級閉鎖 of classes the
 * student is or was enrolled in (docs/decisions/020-school-calendar.md). `klassIds` are those
 * classes, for the calendar's `klassId` arguments. `recent`: the student's newest RECENT_CHECKINS
 * check-ins up to `toInclusive`, newest first, so a run of bad days is usually judged without a
 * further round trip (issue 27 item 2; the caller reads more only when a run reaches further back).
 * `openBaselineId`: the pupil's open alert of the baseline rule, if any (issue 25 item 3: it fades
 * when the pupil recovers).
 */
export async function rulesAndCalendar(
  db: Database,
  scope: StudentScope,
  from: string,
  toInclusive: string,
): Promise<{ rules: Record<ConditionKind, AlertRule>; calendar: SchoolCalendar; klassIds: number[]; recent: RecentCheckin[]; openBaselineId: number | null }> {
  const row = await readBatched(db, {
    schoolId: scope.schoolId,
    studentId: scope.studentId,
    today: toInclusive,
    first: `${schoolYearOf(from)}-04-01`,
    last: `${schoolYearOf(toInclusive) + 1}-03-31`,
  });
  const ranges = row.ranges ?? [];
  const klassIds = [...new Set(ranges.flatMap((x) => (x.klassId === null ? [] : [x.klassId])))];
  return {
    rules: rulesOf(row.rules ?? []),
    calendar: new SchoolCalendar(ranges),
    klassIds,
    recent: row.recent ?? [],
    openBaselineId: row.openBaselineId ?? null,
  };
}

/** One pupil's read: school and pupil ids, today and the school years' first and last day (date keys). */
interface ReadKey {
  schoolId: number;
  studentId: number;
  today: string;
  first: string;
  last: string;
}

/**
 * The reads of the bad days checked in during one turn of the event loop, in one statement
 * (lib/batched.ts; issue 27 item 2: at 8:05 a quarter of the check-ins are bad days, and this read
 * was their second round trip). Each key gets its own row, by its index `i`.
 */
const readBatched = batchedPerDatabase(async (db, keys: readonly ReadKey[]) => {
  const rows = await statement(db).execute({
    keys: JSON.stringify(keys.map((k, i) => ({ i, school_id: k.schoolId, student_id: k.studentId, today: k.today, first_day: k.first, last_day: k.last }))),
  });
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return keys.map((_, i) => byIndex.get(i) ?? new Error(`rulesAndCalendar: no row for key ${i}`));
});

/** How many of the student's newest check-ins come with the rules: a run of up to 20 school days fits, weekend check-ins included. */
export const RECENT_CHECKINS = 31;

/** One of the student's recent check-ins (date key, values). */
export interface RecentCheckin {
  date: string;
  mental: ConditionValue | null;
  physical: ConditionValue | null;
}

/**
 * The statement, prepared once per database like the check-in itself (lib/prepared.ts): a bad
 * check-in then skips drizzle's building and PostgreSQL's parse and plan of the subqueries
 * (measured: about 15 % of the peak's throughput when planned on every call). `keys` is a jsonb
 * array of ReadKey objects with their index `i`; one row per key.
 */
const statement = preparedPerDatabase((db) => {
  const s = conditionAlertSettings;
  const r = schoolCalendarRanges;
  const e = studentEnrollments;
  const c = conditions;
  const a = conditionAlerts;
  return db
    .select({
      i: sql<number>`x.i`,
      rules: sql<AlertRuleRow[]>`(select coalesce(json_agg(json_build_object(
          'id', ${s.id}, 'conditionKind', ${s.conditionKind}, 'bad', ${s.bad}, 'worst', ${s.worst},
          'consecutiveDays', ${s.consecutiveDays}, 'contentAlert', ${s.contentAlert},
          'notificationEnabled', ${s.notificationEnabled}, 'notificationEmails', ${s.notificationEmails})), '[]'::json)
        from ${s} where ${s.schoolId} = x.school_id)`,
      ranges: sql<SchoolCalendarRangeLike[]>`(select coalesce(json_agg(json_build_object(
          'kind', ${r.kind}, 'label', ${r.label}, 'from', ${r.from}, 'to', ${r.to}, 'klassId', ${r.klassId})), '[]'::json)
        from ${r}
        where ${r.schoolId} = x.school_id and ${r.from} <= x.last_day and ${r.to} >= x.first_day
          and (${r.klassId} is null or ${r.klassId} in (select ${e.klassId} from ${e} where ${e.studentId} = x.student_id)))`,
      recent: sql<
        RecentCheckin[]
      >`(select coalesce(json_agg(json_build_object('date', y.date, 'mental', y.mental, 'physical', y.physical) order by y.date desc), '[]'::json)
        from (select ${c.date} as date, ${c.mental} as mental, ${c.physical} as physical from ${c}
          where ${c.schoolId} = x.school_id and ${c.studentId} = x.student_id and ${c.date} <= x.today
          order by ${c.date} desc limit ${sql.raw(String(RECENT_CHECKINS))}) as y)`,
      openBaselineId: sql<number | null>`(select ${a.id} from ${a}
        where ${a.schoolId} = x.school_id and ${a.studentId} = x.student_id and ${a.conditionKind} = 'mental'
          and ${a.source} = 'baseline' and not ${a.processed} limit 1)`.mapWith(Number), // bigint: a string from node-postgres, a number from PGlite
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder('keys')}::jsonb) as x(i int, school_id bigint, student_id bigint, today date, first_day date, last_day date)`,
    )
    .prepare('alert_rules_and_calendar');
});
