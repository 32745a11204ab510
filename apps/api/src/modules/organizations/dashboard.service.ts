import { ALERT_LEVELS } from '@sukoyaka/contracts/questionnaires';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { BoardDashboard, BoardDashboardRow, CountCell } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { rateOf, suppressionOn, suppressTree } from '../board-figures/suppression.service.ts';
import { dashboardFigures, emptyFigures, type SchoolFigures } from './dashboard.queries.ts';
import { organizationCalendars, organizationSchools, schoolDaysIn, type OrgSchool } from '../board-figures/organization-schools.service.ts';

const LEVELS = ALERT_LEVELS.filter((l) => l !== 'normal');
/** The count columns of the dashboard, each suppressed on its own (decision 026). */
const COUNT_KEYS = [
  'todayCheckIns',
  'alertStudentsToday',
  'alertStudentsMonth',
  'alertsUnprocessed',
  'talkUnanswered',
  'talkMonth',
  'absencesToday',
  'absencesMonth',
  ...LEVELS.map((l) => `bullying.${l}`),
] as const;

const valueOf = (f: SchoolFigures, key: string): number =>
  key.startsWith('bullying.') ? (f.bullying[key.slice(9)] ?? 0) : (f[key as keyof SchoolFigures] as number);

/**
 * GET /api/local_governments/organization/dashboard (issue 14 item 2, decision 007): the day and
 * its month across the organisation, per school and in total — check-ins and rates, students with
 * a condition alert, 話したい unanswered and the longest wait, bullying answers per level not yet
 * 組織確認済み, parents' absence reports. Counts are suppressed per column (decision 026).
 */
export async function boardDashboard(db: Database, scope: OrganizationScope, date = japanDateKey(), now = new Date()): Promise<BoardDashboard> {
  const [schools, suppression] = [await organizationSchools(db, scope), await suppressionOn(db, scope)];
  const monthStart = `${date.slice(0, 7)}-01`;
  const ids = schools.map((s) => s.id);
  const figures = await dashboardFigures(db, ids, schoolYearOf(date), date, monthStart);
  const calendars = await organizationCalendars(db, ids, monthStart, date);
  const cells = suppressColumns(schools, figures, suppression);
  const schoolDays = new Map(ids.map((id) => [id, schoolDaysIn(calendars.get(id)!, monthStart, date)]));
  const rowOf = (school: OrgSchool | null, f: SchoolFigures, c: Record<string, CountCell>, days: string[], isSchoolDay: boolean): BoardDashboardRow => ({
    school: school && { id: school.id, code: school.code, name: school.name },
    enrolled: f.enrolled,
    schoolDay: isSchoolDay,
    today: { checkedIn: c.todayCheckIns!, checkInRate: isSchoolDay ? rateOf(c.todayCheckIns, f.enrolled) : null },
    month: { checkInRate: rateOf(f.monthCheckIns, f.enrolled * days.length), schoolDays: days.length },
    conditionAlerts: { todayStudents: c.alertStudentsToday!, monthStudents: c.alertStudentsMonth!, unprocessed: c.alertsUnprocessed! },
    talkRequests: {
      unanswered: c.talkUnanswered!,
      oldestWaitMinutes:
        typeof c.talkUnanswered === 'number' && f.talkOldestAt ? Math.max(0, Math.round((now.getTime() - f.talkOldestAt.getTime()) / 60_000)) : null,
      month: c.talkMonth!,
    },
    bullyingUnconfirmed: Object.fromEntries(LEVELS.map((l) => [l, c[`bullying.${l}`]!])) as BoardDashboardRow['bullyingUnconfirmed'],
    parentAbsences: { today: c.absencesToday!, month: c.absencesMonth! },
  });
  const total = totalOf([...figures.values()]);
  const schoolDayTotal = Math.max(0, ...[...schoolDays.values()].map((d) => d.length));
  return {
    date,
    month: date.slice(0, 7),
    suppression,
    schools: schools.map((s) => rowOf(s, figures.get(s.id)!, cells.get(`s${s.id}`)!, schoolDays.get(s.id)!, calendars.get(s.id)!.isSchoolDay(date))),
    total: {
      ...rowOf(
        null,
        total,
        cells.get('org')!,
        [],
        schools.some((s) => calendars.get(s.id)!.isSchoolDay(date)),
      ),
      month: {
        checkInRate: rateOf(
          total.monthCheckIns,
          sumOver(schools, (s) => figures.get(s.id)!.enrolled * schoolDays.get(s.id)!.length),
        ),
        schoolDays: schoolDayTotal,
      },
    },
  };
}

const sumOver = <T>(list: readonly T[], f: (t: T) => number) => list.reduce((s, t) => s + f(t), 0);

/** The organisation's figures: the schools' summed (the oldest wait is the earliest). */
function totalOf(list: SchoolFigures[]): SchoolFigures {
  const t: SchoolFigures = emptyFigures();
  for (const key of Object.keys(t) as (keyof SchoolFigures)[])
    if (typeof t[key] === 'number') (t as unknown as Record<string, number>)[key] = sumOver(list, (f) => f[key] as number);
  const oldest = list.map((f) => f.talkOldestAt).filter((d): d is Date => d !== null);
  t.talkOldestAt = oldest.length ? new Date(Math.min(...oldest.map((d) => d.getTime()))) : null;
  for (const l of LEVELS) t.bullying[l] = sumOver(list, (f) => f.bullying[l] ?? 0);
  return t;
}

/** Suppresses each count column over the tree organisation → schools; keys `org` and `s<id>`. */
function suppressColumns(schools: OrgSchool[], figures: Map<number, SchoolFigures>, enabled: boolean): Map<string, Record<string, CountCell>> {
  const out = new Map<string, Record<string, CountCell>>([['org', {}], ...schools.map((s) => [`s${s.id}`, {}] as [string, Record<string, CountCell>])]);
  for (const key of COUNT_KEYS) {
    const nodes = schools.map((s) => ({ key: `s${s.id}`, parentKey: 'org', value: valueOf(figures.get(s.id)!, key) }));
    nodes.push({ key: 'org', parentKey: null as unknown as string, value: sumOver(nodes, (n) => n.value) });
    for (const [k, cell] of suppressTree(nodes, enabled)) out.get(k)![key] = cell;
  }
  return out;
}
