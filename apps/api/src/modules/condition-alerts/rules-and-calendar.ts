import { sql } from 'drizzle-orm';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarRangeLike } from '@sukoyaka/contracts/school-calendar';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlertSettings, schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import type { StudentScope } from '../../lib/actor.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { rulesOf, type AlertRule, type AlertRuleRow } from './condition-alert-settings.service.ts';

/**
 * What a bad check-in's alert evaluation needs, in ONE statement (the 8:05 peak pays per round
 * trip): the school's alert rules (defaults where none is saved) and the student's calendar for the
 * school years `from`..`toInclusive` touch — the school's ranges plus only the 学級閉鎖 of classes the
 * student is or was enrolled in (docs/decisions/020-school-calendar.md). `klassIds` are those
 * classes, for the calendar's `klassId` arguments.
 */
export async function rulesAndCalendar(
  db: Database,
  scope: StudentScope,
  from: string,
  toInclusive: string,
): Promise<{ rules: Record<ConditionKind, AlertRule>; calendar: SchoolCalendar; klassIds: number[] }> {
  const [row] = await statement(db).execute({
    schoolId: scope.schoolId,
    studentId: scope.studentId,
    first: `${schoolYearOf(from)}-04-01`,
    last: `${schoolYearOf(toInclusive) + 1}-03-31`,
  });
  const ranges = row?.ranges ?? [];
  const klassIds = [...new Set(ranges.flatMap((x) => (x.klassId === null ? [] : [x.klassId])))];
  return { rules: rulesOf(row?.rules ?? []), calendar: new SchoolCalendar(ranges), klassIds };
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
    })
    .from(sql`(values (1)) as one`)
    .prepare('alert_rules_and_calendar');
});
