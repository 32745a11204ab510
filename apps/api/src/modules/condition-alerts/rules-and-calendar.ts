import { sql } from 'drizzle-orm';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarRangeLike } from '@sukoyaka/contracts/school-calendar';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlertSettings, schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import type { StudentScope } from '../../lib/actor.ts';
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
  const first = `${schoolYearOf(from)}-04-01`;
  const last = `${schoolYearOf(toInclusive) + 1}-03-31`;
  const s = conditionAlertSettings;
  const r = schoolCalendarRanges;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'id', ${s.id}, 'conditionKind', ${s.conditionKind}, 'bad', ${s.bad}, 'worst', ${s.worst},
          'consecutiveDays', ${s.consecutiveDays}, 'contentAlert', ${s.contentAlert},
          'notificationEnabled', ${s.notificationEnabled}, 'notificationEmails', ${s.notificationEmails})), '[]'::json)
        from ${s} where ${s.schoolId} = ${scope.schoolId}) as "rules",
      (select coalesce(json_agg(json_build_object(
          'kind', ${r.kind}, 'label', ${r.label}, 'from', ${r.from}, 'to', ${r.to}, 'klassId', ${r.klassId})), '[]'::json)
        from ${r}
        where ${r.schoolId} = ${scope.schoolId} and ${r.from} <= ${last} and ${r.to} >= ${first}
          and (${r.klassId} is null or ${r.klassId} in
            (select ${studentEnrollments.klassId} from ${studentEnrollments} where ${studentEnrollments.studentId} = ${scope.studentId}))
      ) as "ranges"`);
  const [row] = (result as unknown as { rows: { rules: AlertRuleRow[]; ranges: SchoolCalendarRangeLike[] }[] }).rows;
  const ranges = row?.ranges ?? [];
  const klassIds = [...new Set(ranges.flatMap((x) => (x.klassId === null ? [] : [x.klassId])))];
  return { rules: rulesOf(row?.rules ?? []), calendar: new SchoolCalendar(ranges), klassIds };
}
