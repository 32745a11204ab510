import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ParentAttendancesDashboardQuery, ParentAttendanceRow } from '@sukoyaka/contracts/parent-attendance';
import type { Database } from '@sukoyaka/db/client';
import { attendances, grades, klasses, parentAttendances, parents, studentEnrollments, students } from '@sukoyaka/db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { emptyPage, readPage, type Page } from '../../lib/paging.ts';
import { parentAttendanceColumns, presentParentAttendance } from '../parents/parent-attendances.service.ts';
import type { TeacherScope } from '../../lib/actor.ts';
import { dashboardScope } from '../teachers/teachers.service.ts';

const FILTERS: Record<ParentAttendancesDashboardQuery['status'], SQL | undefined> = {
  all: undefined,
  resolved: and(eq(parentAttendances.confirmed, true), isNull(parentAttendances.cancelledAt)),
  not_supported: and(eq(parentAttendances.confirmed, false), isNull(parentAttendances.cancelledAt)),
  cancel: isNotNull(parentAttendances.cancelledAt),
};

/**
 * GET /api/teachers/dashboards/parent_attendances_dashboard (出欠連絡, spec §2, §9): the parents'
 * reports for the classes the teacher may see (admin: the whole school, or the chosen grade and
 * class), optionally for one day and one confirm state, in class and 出席番号 order, paged.
 */
export async function parentAttendancesDashboard(
  db: Database,
  teacher: TeacherScope,
  query: ParentAttendancesDashboardQuery,
): Promise<Page<ParentAttendanceRow>> {
  const scope = dashboardScope(teacher, query.klassId);
  if (!scope) return emptyPage(query);
  const { klassIds } = scope;
  const year = { id: scope.schoolYearId };

  const where = and(
    eq(parentAttendances.schoolId, teacher.schoolId),
    inArray(studentEnrollments.klassId, klassIds),
    query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
    query.date ? eq(parentAttendances.date, query.date) : undefined,
    FILTERS[query.status],
  );
  const base = db
    .select({
      ...parentAttendanceColumns,
      studentNumber: studentEnrollments.studentNumber,
      gradeName: grades.name,
      klassName: klasses.name,
      parentName: parents.name,
    })
    .from(parentAttendances)
    .innerJoin(students, eq(students.id, parentAttendances.studentId))
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, year.id)))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(parents, eq(parents.id, parentAttendances.parentId));
  const page = await readPage(
    query,
    base
      .where(where)
      .orderBy(
        desc(parentAttendances.date),
        asc(grades.sortOrder),
        asc(klasses.sortOrder),
        asc(studentEnrollments.studentNumber),
        desc(parentAttendances.createdAt),
      )
      .$dynamic(),
    db
      .select({ n: count() })
      .from(parentAttendances)
      .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, parentAttendances.studentId), eq(studentEnrollments.schoolYearId, year.id)))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .where(where),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      ...presentParentAttendance(r),
      studentNumber: r.studentNumber,
      gradeName: r.gradeName,
      klassName: r.klassName,
      parentName: r.parentName,
    })),
  };
}

/**
 * POST /api/teachers/students/confirm_parent_attendance (spec §6 "confirm parent attendance"):
 * marks the report confirmed and writes it into the class register for that day (status and
 * reason), in one transaction.
 * @throws 404 unknown or out-of-scope report; 422 a cancelled report; 409 already confirmed.
 */
export async function confirmParentAttendance(db: Database, teacher: TeacherScope, id: number): Promise<{ id: number; attendanceId: number }> {
  const scope = dashboardScope(teacher);
  const [report] = scope
    ? await db
        .select({ report: parentAttendances })
        .from(parentAttendances)
        .innerJoin(
          studentEnrollments,
          and(eq(studentEnrollments.studentId, parentAttendances.studentId), eq(studentEnrollments.schoolYearId, scope.schoolYearId)),
        )
        .where(and(eq(parentAttendances.id, id), eq(parentAttendances.schoolId, scope.schoolId), inArray(studentEnrollments.klassId, scope.klassIds)))
        .limit(1)
    : [];
  if (!report) throw notFound();
  const r = report.report;
  if (r.cancelledAt) throw unprocessable('取り消された連絡は確認できません。');
  if (r.confirmed) throw conflict('この連絡はすでに確認済みです。');

  return db.transaction(async (tx) => {
    const done = await tx
      .update(parentAttendances)
      .set({ confirmed: true, confirmedAt: sql`now()`, confirmedByTeacherId: teacher.teacherId, updatedAt: sql`now()` })
      .where(
        and(
          eq(parentAttendances.id, id),
          eq(parentAttendances.schoolId, teacher.schoolId),
          eq(parentAttendances.confirmed, false),
          isNull(parentAttendances.cancelledAt),
        ),
      )
      .returning({ id: parentAttendances.id });
    if (!done[0]) throw conflict('この連絡はすでに確認済みです。');
    const [entry] = await tx
      .insert(attendances)
      .values({
        studentId: r.studentId,
        schoolId: r.schoolId,
        date: r.date,
        status: r.status,
        reason: r.reason,
        parentAttendanceId: r.id,
        updatedByTeacherId: teacher.teacherId,
      })
      .onConflictDoUpdate({
        target: [attendances.studentId, attendances.date],
        set: { status: r.status, reason: r.reason, parentAttendanceId: r.id, updatedByTeacherId: teacher.teacherId, updatedAt: sql`now()` },
      })
      .returning({ id: attendances.id });
    return { id, attendanceId: entry!.id };
  });
}
