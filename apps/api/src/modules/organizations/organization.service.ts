import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { BoardOrganization, BoardTeachers } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import { schools, teachers } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { readPage, type PageQuery } from '../../lib/paging.ts';
import { rateOf, suppressionOn, suppressTree } from '../board-figures/suppression.service.ts';
import { dashboardFigures } from './dashboard.queries.ts';
import { getOrganizationMe } from './organizations.service.ts';
import { organizationCalendars, organizationSchool, organizationSchools } from '../board-figures/organization-schools.service.ts';

/**
 * GET /api/local_governments/organization (spec §7): the organisation state (spec §3) and its
 * schools with today's figures: students enrolled this school year, teachers, today's check-in
 * rate (null on a day that is not a school day there), 話したい and condition alerts not yet handled
 * (suppressed counts, decision 026).
 */
export async function getOrganization(db: Database, scope: OrganizationScope, date = japanDateKey()): Promise<BoardOrganization> {
  const me = await getOrganizationMe(db, scope);
  const list = await organizationSchools(db, scope);
  const ids = list.map((s) => s.id);
  const suppression = await suppressionOn(db, scope);
  const figures = await dashboardFigures(db, ids, schoolYearOf(date), date, date);
  const calendars = await organizationCalendars(db, ids, date, date);
  const teacherCounts = new Map(
    ids.length === 0
      ? []
      : (await db.select({ schoolId: teachers.schoolId, n: count() }).from(teachers).where(inArray(teachers.schoolId, ids)).groupBy(teachers.schoolId)).map(
          (r) => [r.schoolId, r.n],
        ),
  );
  const column = (value: (id: number) => number) => {
    const nodes = list.map((s) => ({ key: String(s.id), parentKey: 'org', value: value(s.id) }));
    return suppressTree([...nodes, { key: 'org', parentKey: null, value: nodes.reduce((a, n) => a + n.value, 0) }], suppression);
  };
  const talks = column((id) => figures.get(id)!.talkUnanswered);
  const alerts = column((id) => figures.get(id)!.alertsUnprocessed);
  return {
    ...me,
    schools: list.map((s) => {
      const f = figures.get(s.id)!;
      return {
        ...s,
        studentCount: f.enrolled,
        teacherCount: teacherCounts.get(s.id) ?? 0,
        todayCheckInRate: calendars.get(s.id)!.isSchoolDay(date) ? rateOf(f.todayCheckIns, f.enrolled) : null,
        unprocessedTalkRequests: talks.get(String(s.id))!,
        unprocessedConditionAlerts: alerts.get(String(s.id))!,
      };
    }),
  };
}

/**
 * GET /api/local_governments/organization/teachers (spec §7): the teachers of the organisation's
 * schools (one school with `schoolId`), by school and name, paged. @throws 404 another board's school.
 */
export async function organizationTeachers(db: Database, scope: OrganizationScope, query: PageQuery & { schoolId?: number }): Promise<BoardTeachers> {
  if (query.schoolId) await organizationSchool(db, scope, query.schoolId);
  const where = and(eq(schools.organizationId, scope.organizationId), query.schoolId ? eq(teachers.schoolId, query.schoolId) : undefined);
  return readPage(
    query,
    db
      .select({
        id: teachers.id,
        name: teachers.name,
        email: teachers.email,
        admin: teachers.admin,
        school: { id: schools.id, code: schools.code, name: schools.name },
      })
      .from(teachers)
      .innerJoin(schools, eq(schools.id, teachers.schoolId))
      .where(where)
      .orderBy(asc(schools.code), sql`${teachers.admin} DESC`, asc(teachers.id))
      .$dynamic(),
    db.select({ n: count() }).from(teachers).innerJoin(schools, eq(schools.id, teachers.schoolId)).where(where),
  );
}
