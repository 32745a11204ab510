import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
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
    seenAt: row.sos.seenAt?.toISOString() ?? null,
    urgentNote: row.sos.urgentNote,
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

/** The request `id` of the scope's school, of a pupil the teacher may see. @throws 404 otherwise. */
async function visibleSos(db: Database, scope: TeacherScope, id: number) {
  const [sos] = await db
    .select()
    .from(soss)
    .where(and(eq(soss.id, id), eq(soss.schoolId, scope.schoolId)))
    .limit(1);
  if (!sos) throw notFound();
  await assertVisibleStudent(db, scope, sos.studentId);
  return sos;
}

/**
 * POST /api/teachers/students/processed_sos (spec §4 SOS, issue 24 item 1, decision 053): 対応した —
 * the request is handled (the pupil reads 先生とお話ししました). Always possible, whatever the school's
 * 「話したい」の対応状況 setting; the school's status list is an addition, not a precondition: a
 * `processedStatus`, when sent, must be one of the list. Handling also marks an unseen request seen.
 * @throws 404 out-of-scope request; 422 a status not in the school's list; 409 already handled.
 */
export async function processSos(db: Database, scope: TeacherScope, id: number, processedStatus: string | undefined, now = new Date()) {
  const sos = await visibleSos(db, scope, id);
  const statuses = await listSosProcessedStatuses(db, scope);
  if (processedStatus !== undefined && !statuses.some((s) => s.name === processedStatus)) throw unprocessable('対応状況を一覧から選んでください。');
  const updated = await db
    .update(soss)
    .set({
      processed: true,
      processedStatus: processedStatus ?? null,
      processedAt: now,
      processedByTeacherId: scope.teacherId,
      seenAt: sos.seenAt ?? now,
      seenByTeacherId: sos.seenByTeacherId ?? scope.teacherId,
      updatedAt: now,
    })
    .where(and(eq(soss.id, id), eq(soss.schoolId, scope.schoolId), eq(soss.processed, false)))
    .returning({ id: soss.id });
  if (!updated[0]) throw conflict('この「話したい」はすでに対応済みです。');
  const teacher = await findTeacher(db, scope);
  return { id, processed: true, processedStatus: processedStatus ?? null, processedAt: now.toISOString(), teacherName: teacher?.name ?? '' };
}

/**
 * POST /api/teachers/students/seen_sos (issue 25 item 2, decision 053): 見ました — a teacher has read
 * the request; the pupil reads 先生が見ました on today's page. Marking again keeps the first time
 * and teacher (answers 200 with them). @throws 404 out-of-scope request.
 */
export async function markSosSeen(db: Database, scope: TeacherScope, id: number, now = new Date()): Promise<{ id: number; seenAt: string }> {
  const sos = await visibleSos(db, scope, id);
  if (sos.seenAt) return { id, seenAt: sos.seenAt.toISOString() };
  const [row] = await db
    .update(soss)
    .set({ seenAt: now, seenByTeacherId: scope.teacherId, updatedAt: now })
    .where(and(eq(soss.id, id), eq(soss.schoolId, scope.schoolId), isNull(soss.seenAt)))
    .returning({ seenAt: soss.seenAt });
  // A concurrent mark came first: answer with its time.
  const seenAt = row?.seenAt ?? (await visibleSos(db, scope, id)).seenAt ?? now;
  return { id, seenAt: seenAt.toISOString() };
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
