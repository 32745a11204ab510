import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ClassDashboardByDate, ClassDashboardByDateQuery, ClassDashboardByWeek } from '@sukoyaka/contracts/dashboards';
import { japanDateKey, weekOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { attendances, grades, klasses, parentAttendances, schoolYears, studentDailyMemos, studentEnrollments, students } from '@sukoyaka/db/schema';
import { notFound } from '../../lib/http-errors.ts';
import type { SchoolScope, TeacherScope } from '../../lib/actor.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { homeroomKlasses } from '../teachers/teachers.service.ts';
import { attentionOf, loadStudentDays } from './student-days.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';

/**
 * Which class a teacher may look at: an admin teacher any class of the school; a class teacher
 * their homeroom classes. Without a klassId: the homeroom, or for an admin the first class.
 * @throws 404 for a class of another school or outside the teacher's classes.
 */
async function resolveKlass(db: Database, teacher: TeacherScope, klassId: number | undefined) {
  const year = teacher.schoolYearId;
  const homerooms = year ? await homeroomKlasses(db, teacher.teacherId, year) : [];
  let id = klassId ?? homerooms[0]?.klassId;
  if (id === undefined && teacher.admin && year) {
    const [first] = await db
      .select({ id: klasses.id })
      .from(klasses)
      .innerJoin(grades, eq(grades.id, klasses.gradeId))
      .where(and(eq(klasses.schoolId, teacher.schoolId), eq(klasses.schoolYearId, year)))
      .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder))
      .limit(1);
    id = first?.id;
  }
  if (id === undefined) throw notFound('担当のクラスが登録されていません。');
  if (!teacher.admin && !teacher.klassIds.includes(id)) throw notFound();
  const [klass] = await db
    .select({ id: klasses.id, name: klasses.name, gradeId: grades.id, gradeName: grades.name, schoolYearId: klasses.schoolYearId, year: schoolYears.year })
    .from(klasses)
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(schoolYears, eq(schoolYears.id, klasses.schoolYearId))
    .where(and(eq(klasses.id, id), eq(klasses.schoolId, teacher.schoolId)))
    .limit(1);
  if (!klass) throw notFound();
  return klass;
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_date (spec §2 Teacher, §7 Dashboards):
 * one row per student of the class in 出席番号 order with that day's 心, 体 and 話 (talk icon), the
 * register entry, the teacher's daily memo, the parents' reports and the day's condition alerts:
 * one roster read, then six indexed (student_id, date) reads in parallel.
 */
export async function classDashboardByDate(
  db: Database,
  teacher: TeacherScope,
  query: ClassDashboardByDateQuery,
  now = new Date(),
): Promise<ClassDashboardByDate> {
  const klass = await resolveKlass(db, teacher, query.klassId);
  if (query.gradeId !== undefined && query.gradeId !== klass.gradeId) throw notFound();
  const date = query.date ?? japanDateKey(now);

  const roster = await klassRoster(db, teacher, klass.id);
  const ids = roster.map((s) => s.id);
  const processed = await enabledProcessedSos(db, teacher);
  const [days, extras, calendar] = await Promise.all([
    loadStudentDays(db, teacher, ids, [date], processed),
    loadDayExtras(db, teacher, ids, date),
    loadSchoolCalendar(db, teacher, date, date),
  ]);

  return {
    date,
    schoolYear: klass.year,
    grade: { id: klass.gradeId, name: klass.gradeName },
    klass: { id: klass.id, name: klass.name },
    nonSchoolDay: calendar.nonSchoolDay(date, klass.id),
    students: roster.map((s) => ({ ...s, ...days.get(s.id)![0]!, ...extras(s.id) })),
  };
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_week: the class's students with 心, 体, 話 and
 * needs-check for each day of the Monday-to-Sunday week containing `date` (default today).
 */
export async function classDashboardByWeek(
  db: Database,
  teacher: TeacherScope,
  query: ClassDashboardByDateQuery,
  now = new Date(),
): Promise<ClassDashboardByWeek> {
  const klass = await resolveKlass(db, teacher, query.klassId);
  if (query.gradeId !== undefined && query.gradeId !== klass.gradeId) throw notFound();
  const dates = weekOf(query.date ?? japanDateKey(now));
  const roster = await klassRoster(db, teacher, klass.id);
  const [days, calendar] = await Promise.all([
    loadStudentDays(
      db,
      teacher,
      roster.map((s) => s.id),
      dates,
      await enabledProcessedSos(db, teacher),
    ),
    loadSchoolCalendar(db, teacher, dates[0]!, dates.at(-1)!),
  ]);
  return {
    dates,
    calendar: dates.map((date) => ({ date, nonSchoolDay: calendar.nonSchoolDay(date, klass.id) })),
    schoolYear: klass.year,
    grade: { id: klass.gradeId, name: klass.gradeName },
    klass: { id: klass.id, name: klass.name },
    students: roster.map((s) => ({ ...s, days: days.get(s.id)! })),
  };
}

/** Whether the scope's school records how SOS were handled (the talk icon's states). */
async function enabledProcessedSos(db: Database, scope: SchoolScope): Promise<boolean> {
  return (await findSchoolById(db, scope.schoolId))?.enabledProcessedSos ?? false;
}

/** The students of a class of the scope's school in 出席番号 order, each marked when 要注意. */
function klassRoster(db: Database, scope: SchoolScope, klassId: number) {
  return db
    .select({ id: students.id, name: students.name, studentNumber: studentEnrollments.studentNumber, isAttention: attentionOf(scope.schoolId) })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(students.schoolId, scope.schoolId), eq(studentEnrollments.klassId, klassId)))
    .orderBy(asc(studentEnrollments.studentNumber));
}

/** The day view's extra columns: register entry, daily memo and the parents' reports of the day. */
async function loadDayExtras(db: Database, scope: SchoolScope, ids: number[], date: string) {
  const day = (t: { schoolId: PgColumn; studentId: PgColumn; date: PgColumn }) =>
    and(eq(t.schoolId, scope.schoolId), inArray(t.studentId, ids), eq(t.date, date));
  const [dayAttendances, dayMemos, dayReports] = ids.length
    ? await Promise.all([
        db.select().from(attendances).where(day(attendances)),
        db.select().from(studentDailyMemos).where(day(studentDailyMemos)),
        db.select().from(parentAttendances).where(day(parentAttendances)).orderBy(asc(parentAttendances.createdAt)),
      ])
    : [[], [], []];
  return (studentId: number) => {
    const entry = dayAttendances.find((a) => a.studentId === studentId);
    return {
      attendance: entry ? { id: entry.id, status: entry.status, reason: entry.reason, memo: entry.memo } : null,
      dailyMemo: dayMemos.find((m) => m.studentId === studentId)?.memo ?? null,
      parentAttendances: dayReports
        .filter((r) => r.studentId === studentId)
        .map((r) => ({
          id: r.id,
          status: r.status,
          reason: r.reason,
          memo: r.memo,
          confirmed: r.confirmed,
          cancelledAt: r.cancelledAt?.toISOString() ?? null,
        })),
    };
  };
}
