import { and, asc, between, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AllDashboard, AllDashboardQuery, DashboardSummary } from '@sukoyaka/contracts/dashboards';
import { japanDateKey, weekOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlerts, conditions, grades, klasses, soss, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { SchoolScope, TeacherScope } from '../../lib/actor.ts';
import { readPage } from '../../lib/paging.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { dashboardScope } from '../teachers/teachers.service.ts';
import { attentionOf, loadStudentDays } from './student-days.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';
import { studentInKlass } from '../students/students.service.ts';

const VALUES = ['best', 'good', 'bad', 'worst', 'skip'] as const;
const emptyCounts = () => Object.fromEntries(VALUES.map((v) => [v, 0])) as DashboardSummary['mental'];

/**
 * GET /api/teachers/all_dashboards/dashboard_by_date (one day) and …/dashboard_by_week (the
 * Monday-to-Sunday week): every student of the classes the teacher may see (admin: the school),
 * optionally one grade or class, in grade, class and 出席番号 order, paged, with counts over the
 * whole selection, each marked when 要注意. `focus=needs_care` keeps students with a bad or worst day,
 * an alert or an SOS (気になる様子のみ); `focus=attention` the 要注意 students (要注意のみ).
 */
export async function allDashboard(
  db: Database,
  teacher: TeacherScope,
  query: AllDashboardQuery,
  period: 'day' | 'week',
  now = new Date(),
): Promise<AllDashboard> {
  const date = query.date ?? japanDateKey(now);
  const dates = period === 'day' ? [date] : weekOf(date);
  const calendar = await loadSchoolCalendar(db, teacher, dates[0]!, dates.at(-1)!);
  const marks = {
    calendar: dates.map((d) => ({ date: d, nonSchoolDay: calendar.nonSchoolDay(d) })),
    klassClosures: teacher.klassIds.flatMap((klassId) =>
      dates.flatMap((d) => {
        const mark = calendar.nonSchoolDay(d, klassId);
        return mark?.kind === 'class_closure' ? [{ klassId, date: d, label: mark.label }] : [];
      }),
    ),
  };
  const empty: AllDashboard = {
    dates,
    ...marks,
    total: 0,
    page: query.page,
    limit: query.limit,
    summary: { students: 0, checkIns: 0, mental: emptyCounts(), physical: emptyCounts(), unprocessedSos: 0, unprocessedAlerts: 0 },
    students: [],
  };
  const scope = dashboardScope(teacher, query.klassId);
  if (!scope) return empty;
  const from = dates[0]!;
  const to = dates.at(-1)!;

  const inSelection: SQL = and(
    eq(klasses.schoolId, scope.schoolId),
    eq(studentEnrollments.schoolYearId, scope.schoolYearId),
    inArray(studentEnrollments.klassId, scope.klassIds),
    query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
  )!;
  // 要注意 (issue 10 item 6): bookmarked by a teacher of the school.
  const isAttention = attentionOf(scope.schoolId);
  // Students who need care in the period, as a correlated EXISTS on the (student_id, date) indexes.
  const needsCare = sql`(
    EXISTS (SELECT 1 FROM ${conditions} c WHERE c.student_id = ${students.id} AND c.date BETWEEN ${from} AND ${to} AND (c.mental IN ('bad','worst') OR c.physical IN ('bad','worst')))
    OR EXISTS (SELECT 1 FROM ${soss} s WHERE s.student_id = ${students.id} AND s.date BETWEEN ${from} AND ${to})
    OR EXISTS (SELECT 1 FROM ${conditionAlerts} a WHERE a.student_id = ${students.id} AND a.date BETWEEN ${from} AND ${to}))`;
  const where = query.focus === 'needs_care' ? and(inSelection, needsCare) : query.focus === 'attention' ? and(inSelection, isAttention) : inSelection;

  const rosterBase = () =>
    db
      .select({
        ...studentInKlass,
        klassId: klasses.id,
        isAttention,
      })
      .from(studentEnrollments)
      .innerJoin(students, eq(students.id, studentEnrollments.studentId))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .innerJoin(grades, eq(grades.id, klasses.gradeId));
  const [page, summary] = await Promise.all([
    readPage(
      query,
      rosterBase().where(where).orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(studentEnrollments.studentNumber)).$dynamic(),
      db
        .select({ n: count() })
        .from(studentEnrollments)
        .innerJoin(students, eq(students.id, studentEnrollments.studentId))
        .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
        .where(where),
    ),
    summarize(db, scope, inSelection, from, to),
  ]);
  const school = await findSchoolById(db, scope.schoolId);
  const days = await loadStudentDays(
    db,
    scope,
    page.list.map((p) => p.id),
    dates,
    school?.enabledProcessedSos ?? false,
  );
  return {
    dates,
    ...marks,
    total: page.total,
    page: page.page,
    limit: page.limit,
    summary,
    students: page.list.map((p) => ({ ...p, days: days.get(p.id)! })),
  };
}

/** Counts over the whole selection for the period: one grouped read per table. */
async function summarize(db: Database, scope: SchoolScope, inSelection: SQL, from: string, to: string): Promise<DashboardSummary> {
  const studentIds = db
    .select({ id: studentEnrollments.studentId })
    .from(studentEnrollments)
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .where(inSelection);
  const [[students], byValue, [sosCount], [alertCount]] = await Promise.all([
    db.select({ n: count() }).from(studentEnrollments).innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId)).where(inSelection),
    db
      .select({ mental: conditions.mental, physical: conditions.physical, n: count() })
      .from(conditions)
      .where(and(eq(conditions.schoolId, scope.schoolId), inArray(conditions.studentId, studentIds), between(conditions.date, from, to)))
      .groupBy(conditions.mental, conditions.physical),
    db
      .select({ n: count() })
      .from(soss)
      .where(and(eq(soss.schoolId, scope.schoolId), inArray(soss.studentId, studentIds), between(soss.date, from, to), eq(soss.processed, false))),
    db
      .select({ n: count() })
      .from(conditionAlerts)
      .where(
        and(
          eq(conditionAlerts.schoolId, scope.schoolId),
          inArray(conditionAlerts.studentId, studentIds),
          between(conditionAlerts.date, from, to),
          eq(conditionAlerts.processed, false),
        ),
      ),
  ]);
  const mental = emptyCounts();
  const physical = emptyCounts();
  let checkIns = 0;
  for (const row of byValue) {
    checkIns += row.n;
    if (row.mental) mental[row.mental] += row.n;
    if (row.physical) physical[row.physical] += row.n;
  }
  return { students: students?.n ?? 0, checkIns, mental, physical, unprocessedSos: sosCount?.n ?? 0, unprocessedAlerts: alertCount?.n ?? 0 };
}
