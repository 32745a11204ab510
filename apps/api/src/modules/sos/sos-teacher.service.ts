import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { fiscalPeriod, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SosDashboardQuery, TeacherSosRecord } from '@sukoyaka/contracts/sos';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schools, schoolYears, soss, sosProcessedStatuses, studentEnrollments, students, teachers } from '@sukoyaka/db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { emptyPage, readPage } from '../../lib/paging.ts';
import type { SchoolScope, TeacherScope } from '../../lib/actor.ts';
import { escalatedSos } from '../alert-feedback/alert-feedback.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { assertVisibleStudent, dashboardScope, findTeacher, scopeSchoolYear } from '../teachers/teachers.service.ts';
import { studentInKlass } from '../students/students.service.ts';

/** SOS with their student's class in `schoolYearId`; callers filter by `soss.schoolId` (the scope). */
function selectSos(db: Database, schoolYearId: number) {
  return db
    .select({
      sos: soss,
      teacherName: teachers.name,
      student: studentInKlass,
    })
    .from(soss)
    .innerJoin(students, eq(students.id, soss.studentId))
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, schoolYearId)))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .leftJoin(teachers, eq(teachers.id, soss.processedByTeacherId));
}

type SelectedSos = Awaited<ReturnType<ReturnType<typeof selectSos>['execute']>>[number];

function present(row: SelectedSos, enabledProcessedSos: boolean): TeacherSosRecord {
  return {
    escalated: escalatedSos(row.sos, enabledProcessedSos),
    id: row.sos.id,
    datetime: row.sos.createdAt.toISOString(),
    label: row.sos.label,
    processed: row.sos.processed,
    processedStatus: row.sos.processedStatus,
    processedAt: row.sos.processedAt?.toISOString() ?? null,
    teacherName: row.teacherName,
    student: row.student,
  };
}

/**
 * GET /api/teachers/dashboards/sos_dashboard (話したいダッシュボード): SOS of the classes the teacher
 * may see, newest first, filtered by fiscal year / month, grade, class, button and processed
 * state, with the count still unprocessed (the web app polls it to show new SOS within seconds).
 */
export async function sosDashboard(db: Database, teacher: TeacherScope, query: SosDashboardQuery, now = new Date()) {
  const scopeOf = dashboardScope(teacher, query.klassId);
  if (!scopeOf) return { ...emptyPage<TeacherSosRecord>(query), unprocessed: 0 };
  const { klassIds } = scopeOf;
  const year = { id: scopeOf.schoolYearId };
  const period = fiscalPeriod(query.year ?? schoolYearOf(now), query.month);
  const scope: SQL = and(
    eq(soss.schoolId, teacher.schoolId),
    inArray(studentEnrollments.klassId, klassIds),
    query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
    query.sosSettingId ? eq(soss.sosSettingId, query.sosSettingId) : undefined,
    gte(soss.date, period.from),
    lt(soss.date, period.to),
  )!;
  const byStatus = query.status === 'all' ? undefined : eq(soss.processed, query.status === 'resolved');
  const counted = (where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(soss)
      .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, soss.studentId), eq(studentEnrollments.schoolYearId, year.id)))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .where(where);
  const [page, [unprocessed], processing] = await Promise.all([
    readPage(query, selectSos(db, year.id).where(and(scope, byStatus)).orderBy(desc(soss.createdAt)).$dynamic(), counted(and(scope, byStatus))),
    counted(and(scope, eq(soss.processed, false))),
    getEnabledProcessedSos(db, teacher),
  ]);
  return { ...page, list: page.list.map((r) => present(r, processing.enabledProcessedSos)), unprocessed: unprocessed?.n ?? 0 };
}

/**
 * GET /api/teachers/students/soss (this school year) and past_sos (earlier years): one student's
 * SOS, newest first. @throws 404 for a student the teacher may not see.
 */
export async function studentSoss(db: Database, scope: TeacherScope, studentId: number, past: boolean): Promise<TeacherSosRecord[]> {
  await assertVisibleStudent(db, scope, studentId);
  const year = await scopeSchoolYear(db, scope);
  // The school's current year starts on 1 April (Japan time); earlier SOS are "past".
  const start = `${year.year}-04-01`;
  const rows = await db
    .select({ sos: soss, teacherName: teachers.name })
    .from(soss)
    .leftJoin(teachers, eq(teachers.id, soss.processedByTeacherId))
    .where(and(eq(soss.schoolId, scope.schoolId), eq(soss.studentId, studentId), past ? lt(soss.date, start) : gte(soss.date, start)))
    .orderBy(desc(soss.createdAt));
  const student = await studentHeader(db, scope, studentId);
  const { enabledProcessedSos } = await getEnabledProcessedSos(db, scope);
  return rows.map((r) => present({ sos: r.sos, teacherName: r.teacherName, student }, enabledProcessedSos));
}

/** The student's name and their latest grade, class and number (of the scope's school). @throws 404 otherwise. */
async function studentHeader(db: Database, scope: SchoolScope, studentId: number) {
  const [row] = await db
    .select({
      ...studentInKlass,
      year: schoolYears.year,
    })
    .from(students)
    .innerJoin(studentEnrollments, eq(studentEnrollments.studentId, students.id))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(schoolYears, eq(schoolYears.id, studentEnrollments.schoolYearId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)))
    .orderBy(desc(schoolYears.year))
    .limit(1);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, studentNumber: row.studentNumber, gradeName: row.gradeName, klassName: row.klassName };
}

/**
 * POST /api/teachers/students/processed_sos (spec §4 SOS): marks an SOS processed with one of the
 * school's statuses. Offered only when the school enables processed SOS.
 * @throws 404 out-of-scope SOS; 422 processing disabled or a status not in the school's list;
 *         409 already processed.
 */
export async function processSos(db: Database, scope: TeacherScope, id: number, processedStatus: string | undefined, now = new Date()) {
  const [sos] = await db
    .select()
    .from(soss)
    .where(and(eq(soss.id, id), eq(soss.schoolId, scope.schoolId)))
    .limit(1);
  if (!sos) throw notFound();
  await assertVisibleStudent(db, scope, sos.studentId);
  if (!(await getEnabledProcessedSos(db, scope)).enabledProcessedSos) throw unprocessable('この学校では「話したい」の対応状況の記録が有効になっていません。');
  const statuses = await listSosProcessedStatuses(db, scope);
  if (!processedStatus || !statuses.some((s) => s.name === processedStatus)) throw unprocessable('対応状況を一覧から選んでください。');
  const updated = await db
    .update(soss)
    .set({ processed: true, processedStatus, processedAt: now, processedByTeacherId: scope.teacherId, updatedAt: now })
    .where(and(eq(soss.id, id), eq(soss.schoolId, scope.schoolId), eq(soss.processed, false)))
    .returning({ id: soss.id });
  if (!updated[0]) throw conflict('この「話したい」はすでに対応済みです。');
  const teacher = await findTeacher(db, scope);
  return { id, processed: true, processedStatus, processedAt: now.toISOString(), teacherName: teacher?.name ?? '' };
}

/** GET /api/teachers/sos_settings/get_sos_processed_status_setting: the school's statuses in order. */
export async function listSosProcessedStatuses(db: Database, scope: SchoolScope) {
  return db
    .select({ id: sosProcessedStatuses.id, name: sosProcessedStatuses.name })
    .from(sosProcessedStatuses)
    .where(eq(sosProcessedStatuses.schoolId, scope.schoolId))
    .orderBy(asc(sosProcessedStatuses.sortOrder), asc(sosProcessedStatuses.id));
}

/** GET /api/teachers/schools/enabled_processed_sos. */
export async function getEnabledProcessedSos(db: Database, scope: SchoolScope) {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  return { enabledProcessedSos: school.enabledProcessedSos };
}

/** POST /api/teachers/schools/update_enabled_processed_sos (admin teachers; the route declares `admin`). */
export async function updateEnabledProcessedSos(db: Database, scope: SchoolScope, enabled: boolean) {
  await db.update(schools).set({ enabledProcessedSos: enabled, updatedAt: new Date() }).where(eq(schools.id, scope.schoolId));
  return { enabledProcessedSos: enabled };
}
