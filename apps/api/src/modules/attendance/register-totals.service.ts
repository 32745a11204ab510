import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { addDays, fiscalPeriod, japanDateKey } from '@sukoyaka/contracts/dates';
import {
  NOT_ATTENDING_THRESHOLD_DAYS,
  registerTotals,
  sumRegisterTotals,
  type RegisterEntry,
  type RegisterTotals,
  type StudentAttendanceTotals,
} from '@sukoyaka/contracts/register-totals';
import type { Database } from '@sukoyaka/db/client';
import { attendances, grades, klasses, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { excelExport, type DownloadFile } from '../../lib/workbook.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';
import { studentInKlass } from '../students/students.service.ts';
import { assertVisibleStudent, dashboardScope, scopeSchoolYear } from '../teachers/teachers.service.ts';

/** The months of a school year, April first. */
const MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

/**
 * The span of a school year the register totals count (decision 066): its first day and the last
 * day counted — today (Japan time), or the year's last day when it is over. Date keys.
 */
export function registerYearSpan(year: number, now: Date): { from: string; upTo: string } {
  const { from, to } = fiscalPeriod(year);
  return { from, upTo: [addDays(to, -1), japanDateKey(now)].sort()[0]! };
}

async function entriesOf(db: Database, schoolId: number, studentIds: number[], from: string, upTo: string) {
  if (studentIds.length === 0) return new Map<number, RegisterEntry[]>();
  const rows = await db
    .select({ studentId: attendances.studentId, date: attendances.date, status: attendances.status, reason: attendances.reason })
    .from(attendances)
    .where(and(eq(attendances.schoolId, schoolId), inArray(attendances.studentId, studentIds), between(attendances.date, from, upTo)));
  const byStudent = new Map<number, RegisterEntry[]>();
  for (const { studentId, ...entry } of rows) byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), entry]);
  return byStudent;
}

/**
 * GET /api/teachers/students/{id}/attendance_totals (issue 25 item 7, decision 066): the pupil's
 * register totals of the current school year, per month (months not begun left out) and for the
 * year so far, from the register and the school calendar (the pupil's class for 学級閉鎖), with the
 * 不登校 threshold (欠席 30 days in the year).
 * @throws 404 for a pupil the teacher may not see, or a school without a current year.
 */
export async function studentAttendanceTotals(db: Database, teacher: TeacherScope, studentId: number, now = new Date()): Promise<StudentAttendanceTotals> {
  await assertVisibleStudent(db, teacher, studentId);
  const schoolYear = await scopeSchoolYear(db, teacher);
  const [enrollment] = await db
    .select({ klassId: studentEnrollments.klassId })
    .from(studentEnrollments)
    .where(and(eq(studentEnrollments.studentId, studentId), eq(studentEnrollments.schoolYearId, schoolYear.id)))
    .limit(1);
  if (!enrollment) throw notFound();
  const { from, upTo } = registerYearSpan(schoolYear.year, now);
  const [calendar, entries] = await Promise.all([loadSchoolCalendar(db, teacher, from, upTo), entriesOf(db, teacher.schoolId, [studentId], from, upTo)]);
  const months: StudentAttendanceTotals['months'] = [];
  for (const month of MONTHS) {
    const period = fiscalPeriod(schoolYear.year, month);
    if (period.from > upTo) break;
    const last = [addDays(period.to, -1), upTo].sort()[0]!;
    months.push({ month, ...registerTotals(calendar, enrollment.klassId, period.from, last, entries.get(studentId) ?? []) });
  }
  const total = sumRegisterTotals(months);
  return {
    year: schoolYear.year,
    klassId: enrollment.klassId,
    upTo,
    months,
    total,
    notAttendingThreshold: NOT_ATTENDING_THRESHOLD_DAYS,
    reachedNotAttendingThreshold: total.absentDays >= NOT_ATTENDING_THRESHOLD_DAYS,
  };
}

/** The Excel columns of a class's totals: the pupil, then the register's figures in 指導要録's order. */
const TOTAL_COLUMNS: { key: keyof RegisterTotals; header: string }[] = [
  { key: 'schoolDays', header: '授業日数' },
  { key: 'excusedDays', header: '出席停止・忌引等の日数' },
  { key: 'requiredDays', header: '出席しなければならない日数' },
  { key: 'absentDays', header: '欠席日数' },
  { key: 'presentDays', header: '出席日数' },
  { key: 'lateness', header: '遅刻' },
  { key: 'leaveEarly', header: '早退' },
];

/**
 * GET /api/teachers/klasses/{id}/attendance_totals/export (issue 25 item 7, decision 066): the
 * class's register totals of the current school year so far, one row per pupil (出席番号 order), as
 * .xlsx with the spec §9 header block; 欠席 of 30 days or more is marked 不登校の目安.
 * @throws 404 for a class the teacher may not see.
 */
export async function klassAttendanceTotalsExport(
  db: Database,
  teacher: TeacherScope,
  klassId: number,
  now = new Date(),
): Promise<DownloadFile & { studentIds: number[] }> {
  const scope = dashboardScope(teacher, klassId);
  if (!scope) throw notFound();
  const schoolYear = await scopeSchoolYear(db, teacher);
  const { from, upTo } = registerYearSpan(schoolYear.year, now);
  const roster = await db
    .select(studentInKlass)
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(and(eq(students.schoolId, teacher.schoolId), eq(studentEnrollments.schoolYearId, schoolYear.id), eq(studentEnrollments.klassId, klassId)))
    .orderBy(asc(studentEnrollments.studentNumber));
  const ids = roster.map((p) => p.id);
  const [calendar, entries] = await Promise.all([loadSchoolCalendar(db, teacher, from, upTo), entriesOf(db, teacher.schoolId, ids, from, upTo)]);
  const klassName = roster[0] ? `${roster[0].gradeName} ${roster[0].klassName}` : '';
  const rows = roster.map((p) => {
    const totals = registerTotals(calendar, klassId, from, upTo, entries.get(p.id) ?? []);
    return [
      p.studentNumber,
      p.name,
      ...TOTAL_COLUMNS.map((c) => totals[c.key]),
      totals.absentDays >= NOT_ATTENDING_THRESHOLD_DAYS ? '不登校の目安（欠席30日以上）' : '',
    ];
  });
  const file = excelExport(
    { title: `出欠の集計${klassName ? `（${klassName}）` : ''}`, outputAt: now, fiscalYear: schoolYear.year, period: { from, toInclusive: upTo } },
    [
      { header: '出席番号', width: 10 },
      { header: '氏名', width: 20 },
      ...TOTAL_COLUMNS.map((c) => ({ header: c.header, width: c.key === 'requiredDays' ? 26 : c.key === 'excusedDays' ? 22 : 12, numFmt: '#,##0' })),
      { header: '備考', width: 28 },
    ],
    [rows],
  );
  return { ...file, studentIds: ids };
}
