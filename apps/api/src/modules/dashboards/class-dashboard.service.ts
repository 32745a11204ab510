import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ClassDashboardByDate, ClassDashboardByDateQuery, ClassDashboardByWeek } from '@sukoyaka/contracts/dashboards';
import { japanDateKey, weekOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { attendances, grades, klasses, parentAttendances, schoolYears, studentDailyMemos, studentEnrollments, students } from '@sukoyaka/db/schema';
import { notFound } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { homeroomKlasses, requireTeacher, type TeacherRow } from '../teachers/teachers.service.ts';
import { loadStudentDays } from './student-days.ts';

/**
 * Which class a teacher may look at: an admin teacher any class of the school; a class teacher
 * their homeroom classes. Without a klassId: the homeroom, or for an admin the first class.
 * @throws 404 for a class of another school or outside the teacher's classes.
 */
async function resolveKlass(db: Database, teacher: TeacherRow, klassId: number | undefined) {
  const year = await currentSchoolYear(db, teacher.schoolId);
  const homerooms = year ? await homeroomKlasses(db, teacher.id, year.id) : [];
  let id = klassId ?? homerooms[0]?.klassId;
  if (id === undefined && teacher.admin && year) {
    const [first] = await db
      .select({ id: klasses.id })
      .from(klasses)
      .innerJoin(grades, eq(grades.id, klasses.gradeId))
      .where(eq(klasses.schoolYearId, year.id))
      .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder))
      .limit(1);
    id = first?.id;
  }
  if (id === undefined) throw notFound('担当のクラスが登録されていません。');
  if (!teacher.admin && !homerooms.some((h) => h.klassId === id)) throw notFound();
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
export async function classDashboardByDate(db: Database, teacherId: number, query: ClassDashboardByDateQuery, now = new Date()): Promise<ClassDashboardByDate> {
  const teacher = await requireTeacher(db, teacherId);
  const klass = await resolveKlass(db, teacher, query.klassId);
  if (query.gradeId !== undefined && query.gradeId !== klass.gradeId) throw notFound();
  const date = query.date ?? japanDateKey(now);

  const roster = await klassRoster(db, klass.id);
  const ids = roster.map((s) => s.id);
  const [days, extras] = await Promise.all([loadStudentDays(db, ids, [date], teacher.enabledProcessedSos), loadDayExtras(db, ids, date)]);

  return {
    date,
    schoolYear: klass.year,
    grade: { id: klass.gradeId, name: klass.gradeName },
    klass: { id: klass.id, name: klass.name },
    students: roster.map((s) => ({ ...s, ...days.get(s.id)![0]!, ...extras(s.id) })),
  };
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_week: the class's students with 心, 体, 話 and
 * needs-check for each day of the Monday-to-Sunday week containing `date` (default today).
 */
export async function classDashboardByWeek(db: Database, teacherId: number, query: ClassDashboardByDateQuery, now = new Date()): Promise<ClassDashboardByWeek> {
  const teacher = await requireTeacher(db, teacherId);
  const klass = await resolveKlass(db, teacher, query.klassId);
  if (query.gradeId !== undefined && query.gradeId !== klass.gradeId) throw notFound();
  const dates = weekOf(query.date ?? japanDateKey(now));
  const roster = await klassRoster(db, klass.id);
  const days = await loadStudentDays(
    db,
    roster.map((s) => s.id),
    dates,
    teacher.enabledProcessedSos,
  );
  return {
    dates,
    schoolYear: klass.year,
    grade: { id: klass.gradeId, name: klass.gradeName },
    klass: { id: klass.id, name: klass.name },
    students: roster.map((s) => ({ ...s, days: days.get(s.id)! })),
  };
}

/** The students of a class in 出席番号 order. */
function klassRoster(db: Database, klassId: number) {
  return db
    .select({ id: students.id, name: students.name, studentNumber: studentEnrollments.studentNumber })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(eq(studentEnrollments.klassId, klassId))
    .orderBy(asc(studentEnrollments.studentNumber));
}

/** The day view's extra columns: register entry, daily memo and the parents' reports of the day. */
async function loadDayExtras(db: Database, ids: number[], date: string) {
  const day = (t: { studentId: PgColumn; date: PgColumn }) => and(inArray(t.studentId, ids), eq(t.date, date));
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
