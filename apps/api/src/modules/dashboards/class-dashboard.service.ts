import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ClassDashboardByDate, ClassDashboardByDateQuery } from '@sukoyaka/contracts/dashboards';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import {
  attendances,
  conditions,
  grades,
  klasses,
  parentAttendances,
  schoolYears,
  soss,
  studentDailyMemos,
  studentEnrollments,
  students,
} from '@sukoyaka/db/schema';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { alertsOnDay } from '../condition-alerts/condition-alerts.service.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { presentSos, talkState } from '../sos/sos.service.ts';
import { findTeacher, homeroomKlasses, type TeacherRow } from '../teachers/teachers.service.ts';

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
 * one row per pupil of the class in 出席番号 order with that day's 心, 体 and 話 (talk icon), the
 * register entry, the teacher's daily memo, the parents' reports and the day's condition alerts.
 * One roster read, then six
 * indexed (student_id, date) reads in parallel.
 */
export async function classDashboardByDate(
  db: Database,
  teacherId: number,
  query: ClassDashboardByDateQuery,
  now = new Date(),
): Promise<ClassDashboardByDate> {
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) throw unauthorized();
  const klass = await resolveKlass(db, teacher, query.klassId);
  if (query.gradeId !== undefined && query.gradeId !== klass.gradeId) throw notFound();
  const date = query.date ?? japanDateKey(now);

  const roster = await db
    .select({ id: students.id, name: students.name, studentNumber: studentEnrollments.studentNumber })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(eq(studentEnrollments.klassId, klass.id))
    .orderBy(asc(studentEnrollments.studentNumber));
  const ids = roster.map((s) => s.id);
  const day = (t: { studentId: PgColumn; date: PgColumn }) => and(inArray(t.studentId, ids), eq(t.date, date));
  const [dayConditions, daySoss, dayAttendances, dayMemos, dayReports, dayAlerts] = ids.length
    ? await Promise.all([
        db.select().from(conditions).where(day(conditions)),
        db.select().from(soss).where(day(soss)).orderBy(asc(soss.createdAt)),
        db.select().from(attendances).where(day(attendances)),
        db.select().from(studentDailyMemos).where(day(studentDailyMemos)),
        db.select().from(parentAttendances).where(day(parentAttendances)).orderBy(asc(parentAttendances.createdAt)),
        alertsOnDay(db, ids, date),
      ])
    : [[], [], [], [], [], []];
  const alertOf = (studentId: number, kind: 'mental' | 'physical') => {
    const a = dayAlerts.find((x) => x.studentId === studentId && x.conditionKind === kind);
    return a ? { id: a.id, processed: a.processed } : null;
  };

  const conditionBy = new Map(dayConditions.map((c) => [c.studentId, c]));
  const attendanceBy = new Map(dayAttendances.map((a) => [a.studentId, a]));
  const memoBy = new Map(dayMemos.map((m) => [m.studentId, m.memo]));
  const sosBy = groupBy(daySoss.map((s) => ({ studentId: s.studentId, value: presentSos(s) })));
  const reportsBy = groupBy(
    dayReports.map((r) => ({
      studentId: r.studentId,
      value: { id: r.id, status: r.status, reason: r.reason, memo: r.memo, confirmed: r.confirmed, cancelledAt: r.cancelledAt?.toISOString() ?? null },
    })),
  );

  return {
    date,
    schoolYear: klass.year,
    grade: { id: klass.gradeId, name: klass.gradeName },
    klass: { id: klass.id, name: klass.name },
    students: roster.map((s) => {
      const records = sosBy.get(s.id) ?? [];
      const entry = attendanceBy.get(s.id);
      return {
        ...s,
        mental: conditionBy.get(s.id)?.mental ?? null,
        physical: conditionBy.get(s.id)?.physical ?? null,
        talk: talkState(records, teacher.enabledProcessedSos),
        soss: records,
        mentalAlert: alertOf(s.id, 'mental'),
        physicalAlert: alertOf(s.id, 'physical'),
        attendance: entry ? { id: entry.id, status: entry.status, reason: entry.reason, memo: entry.memo } : null,
        dailyMemo: memoBy.get(s.id) ?? null,
        parentAttendances: reportsBy.get(s.id) ?? [],
      };
    }),
  };
}

/** Groups values by pupil, keeping their order. */
function groupBy<T>(items: { studentId: number; value: T }[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { studentId, value } of items) map.set(studentId, [...(map.get(studentId) ?? []), value]);
  return map;
}
