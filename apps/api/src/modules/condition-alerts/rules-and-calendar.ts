import { sql } from 'drizzle-orm';
import type { ConditionKind, ConditionValue } from '@sukoyaka/contracts/conditions';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarRangeLike } from '@sukoyaka/contracts/school-calendar';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlerts, conditionAlertSettings, conditions, schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import type { StudentScope } from '../../lib/actor.ts';
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
  const [row] = await statement(db).execute({
    schoolId: scope.schoolId,
    studentId: scope.studentId,
    today: toInclusive,
    first: `${schoolYearOf(from)}-04-01`,
    last: `${schoolYearOf(toInclusive) + 1}-03-31`,
  });
  const ranges = row?.ranges ?? [];
  const klassIds = [...new Set(ranges.flatMap((x) => (x.klassId === null ? [] : [x.klassId])))];
  return {
    rules: rulesOf(row?.rules ?? []),
    calendar: new SchoolCalendar(ranges),
    klassIds,
    recent: row?.recent ?? [],
    openBaselineId: row?.openBaselineId ?? null,
  };
}

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
 * check-in then skips drizzle's building and PostgreSQL's parse and plan of the two subqueries
 * (measured: about 15 % of the peak's throughput when planned on every call).
 */
const statement = preparedPerDatabase((db) => {
  const s = conditionAlertSettings;
  const r = schoolCalendarRanges;
  const e = studentEnrollments;
  const c = conditions;
  const a = conditionAlerts;
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      rules: sql<AlertRuleRow[]>`(select coalesce(json_agg(json_build_object(
          'id', ${s.id}, 'conditionKind', ${s.conditionKind}, 'bad', ${s.bad}, 'worst', ${s.worst},
          'consecutiveDays', ${s.consecutiveDays}, 'contentAlert', ${s.contentAlert},
          'notificationEnabled', ${s.notificationEnabled}, 'notificationEmails', ${s.notificationEmails})), '[]'::json)
        from ${s} where ${s.schoolId} = ${p('schoolId')})`,
      ranges: sql<SchoolCalendarRangeLike[]>`(select coalesce(json_agg(json_build_object(
          'kind', ${r.kind}, 'label', ${r.label}, 'from', ${r.from}, 'to', ${r.to}, 'klassId', ${r.klassId})), '[]'::json)
        from ${r}
        where ${r.schoolId} = ${p('schoolId')} and ${r.from} <= ${p('last')}::date and ${r.to} >= ${p('first')}::date
          and (${r.klassId} is null or ${r.klassId} in (select ${e.klassId} from ${e} where ${e.studentId} = ${p('studentId')})))`,
      recent: sql<
        RecentCheckin[]
      >`(select coalesce(json_agg(json_build_object('date', x.date, 'mental', x.mental, 'physical', x.physical) order by x.date desc), '[]'::json)
        from (select ${c.date} as date, ${c.mental} as mental, ${c.physical} as physical from ${c}
          where ${c.schoolId} = ${p('schoolId')} and ${c.studentId} = ${p('studentId')} and ${c.date} <= ${p('today')}::date
          order by ${c.date} desc limit ${sql.raw(String(RECENT_CHECKINS))}) as x)`,
      openBaselineId: sql<number | null>`(select ${a.id} from ${a}
        where ${a.schoolId} = ${p('schoolId')} and ${a.studentId} = ${p('studentId')} and ${a.conditionKind} = 'mental'
          and ${a.source} = 'baseline' and not ${a.processed} limit 1)`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('alert_rules_and_calendar');
});
