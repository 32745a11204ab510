import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GoOnBulkBody, GoOnProgress, GoOnSchoolCount, GoOnSchoolOption, GoOnView } from '@sukoyaka/contracts/advancement';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schools, schoolYears, studentEnrollments, studentGoOnSchools, students } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { concurrently } from '../../lib/concurrently.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { applyAdvancement } from './apply.ts';

/** The school_years id of `year` at the school, or null when the year is not set up. */
export async function schoolYearIdOf(db: Database, scope: SchoolScope, year: number): Promise<number | null> {
  const [row] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, scope.schoolId), eq(schoolYears.year, year)));
  return row?.id ?? null;
}

/**
 * GET /api/teachers/student_go_on_schools (spec §7 Go-on-school): the students enrolled in `year`
 * (grade, class, number order) with their saved plan, the school's grades (the last one's students
 * graduate) and when the plan was applied.
 */
export async function getGoOnView(db: Database, scope: SchoolScope, year: number): Promise<GoOnView> {
  const schoolYearId = await schoolYearIdOf(db, scope, year);
  const [gradeRows, rows] = await concurrently(db, [
    () => db.select({ id: grades.id, name: grades.name }).from(grades).where(eq(grades.schoolId, scope.schoolId)).orderBy(asc(grades.sortOrder)),
    () =>
      schoolYearId === null
        ? Promise.resolve([])
        : db
            .select({
              studentId: students.id,
              name: students.name,
              gradeId: grades.id,
              gradeName: grades.name,
              klassId: klasses.id,
              klassName: klasses.name,
              studentNumber: studentEnrollments.studentNumber,
              kind: studentGoOnSchools.kind,
              nextGradeId: studentGoOnSchools.nextGradeId,
              nextKlassName: studentGoOnSchools.nextKlassName,
              nextStudentNumber: studentGoOnSchools.nextStudentNumber,
              goOnSchoolId: studentGoOnSchools.goOnSchoolId,
              goOnSchoolName: studentGoOnSchools.goOnSchoolName,
              status: studentGoOnSchools.status,
              appliedAt: studentGoOnSchools.appliedAt,
            })
            .from(studentEnrollments)
            .innerJoin(students, eq(students.id, studentEnrollments.studentId))
            .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
            .innerJoin(grades, eq(grades.id, klasses.gradeId))
            .leftJoin(studentGoOnSchools, and(eq(studentGoOnSchools.studentId, students.id), eq(studentGoOnSchools.schoolYearId, schoolYearId)))
            .where(and(eq(studentEnrollments.schoolYearId, schoolYearId), eq(klasses.schoolId, scope.schoolId)))
            .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(klasses.name), asc(studentEnrollments.studentNumber)),
  ]);
  const applied = rows.map((r) => r.appliedAt).filter((a): a is Date => a !== null);
  return {
    year,
    grades: gradeRows.map((g, i) => ({ ...g, last: i === gradeRows.length - 1 })),
    students: rows.map((r) => ({
      studentId: r.studentId,
      name: r.name,
      gradeId: r.gradeId,
      gradeName: r.gradeName,
      klassId: r.klassId,
      klassName: r.klassName,
      studentNumber: r.studentNumber,
      plan: r.kind
        ? {
            kind: r.kind,
            nextGradeId: r.nextGradeId,
            nextKlassName: r.nextKlassName,
            nextStudentNumber: r.nextStudentNumber,
            goOnSchoolId: r.goOnSchoolId,
            goOnSchoolName: r.goOnSchoolName,
            status: r.status!,
          }
        : null,
    })),
    appliedAt: applied.length > 0 ? new Date(Math.max(...applied.map((a) => a.getTime()))).toISOString() : null,
  };
}

/** GET student_go_on_schools/in_progress: how many plans of `year` are saved 途中, planned, applied, of how many students. */
export async function getGoOnProgress(db: Database, scope: SchoolScope, year: number): Promise<GoOnProgress> {
  const schoolYearId = await schoolYearIdOf(db, scope, year);
  const progress: GoOnProgress = { year, inProgress: 0, planned: 0, applied: 0, students: 0 };
  if (schoolYearId === null) return progress;
  const [byStatus, enrolled] = await concurrently(db, [
    () =>
      db
        .select({ status: studentGoOnSchools.status, n: count() })
        .from(studentGoOnSchools)
        .where(and(eq(studentGoOnSchools.schoolId, scope.schoolId), eq(studentGoOnSchools.schoolYearId, schoolYearId)))
        .groupBy(studentGoOnSchools.status),
    () => db.select({ n: count() }).from(studentEnrollments).where(eq(studentEnrollments.schoolYearId, schoolYearId)),
  ]);
  for (const s of byStatus) progress[s.status === 'in_progress' ? 'inProgress' : s.status] = s.n;
  progress.students = enrolled[0]?.n ?? 0;
  return progress;
}

/** GET student_go_on_schools/with_school_count: graduates of `year` per next school, most first. */
export async function getGoOnSchoolCounts(db: Database, scope: SchoolScope, year: number): Promise<GoOnSchoolCount> {
  const schoolYearId = await schoolYearIdOf(db, scope, year);
  if (schoolYearId === null) return [];
  const rows = await db
    .select({
      goOnSchoolId: studentGoOnSchools.goOnSchoolId,
      name: sql<string>`coalesce(${schools.name}, ${studentGoOnSchools.goOnSchoolName}, '未定')`,
      n: count(),
    })
    .from(studentGoOnSchools)
    .leftJoin(schools, eq(schools.id, studentGoOnSchools.goOnSchoolId))
    .where(and(eq(studentGoOnSchools.schoolId, scope.schoolId), eq(studentGoOnSchools.schoolYearId, schoolYearId), eq(studentGoOnSchools.kind, 'graduate')))
    .groupBy(studentGoOnSchools.goOnSchoolId, sql`coalesce(${schools.name}, ${studentGoOnSchools.goOnSchoolName}, '未定')`)
    .orderBy(sql`count(*) desc`);
  return rows.map((r) => ({ goOnSchoolId: r.goOnSchoolId, name: r.name, count: r.n }));
}

/** GET students/go_on_schools: the board's other schools (a graduate's next school), by name. */
export async function listGoOnSchoolOptions(db: Database, scope: SchoolScope): Promise<GoOnSchoolOption[]> {
  const own = db.select({ organizationId: schools.organizationId }).from(schools).where(eq(schools.id, scope.schoolId));
  return db
    .select({ id: schools.id, name: schools.name, schoolType: schools.schoolType })
    .from(schools)
    .where(and(inArray(schools.organizationId, own), ne(schools.id, scope.schoolId)))
    .orderBy(asc(schools.schoolType), asc(schools.name));
}

/**
 * POST student_go_on_schools/bulk_create_student_go_on_in_progress (`status` in_progress) and
 * bulk_create_or_update (planned; with `apply`, also creates the new year's enrollments): upserts
 * the listed students' plans in the caller's transaction.
 * @throws 422 naming the field in Japanese: a student not enrolled here in `year`, a grade of
 * another school, an advance without grade and class, a go-on school outside the board.
 */
export async function saveGoOnPlans(db: Database, scope: SchoolScope, body: GoOnBulkBody, status: 'in_progress' | 'planned'): Promise<{ enrolled: number }> {
  const schoolYearId = await schoolYearIdOf(db, scope, body.year);
  if (schoolYearId === null) throw unprocessable('この年度の学年・組がありません。', { year: ['この年度の学年・組がありません'] });
  const ids = body.plans.map((p) => p.studentId);
  const [enrolled, gradeRows, options] = await concurrently(db, [
    () =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ studentId: studentEnrollments.studentId })
            .from(studentEnrollments)
            .innerJoin(students, eq(students.id, studentEnrollments.studentId))
            .where(and(eq(studentEnrollments.schoolYearId, schoolYearId), eq(students.schoolId, scope.schoolId), inArray(studentEnrollments.studentId, ids))),
    () => db.select({ id: grades.id }).from(grades).where(eq(grades.schoolId, scope.schoolId)),
    () => listGoOnSchoolOptions(db, scope),
  ]);
  const known = new Set(enrolled.map((e) => e.studentId));
  const gradeIds = new Set(gradeRows.map((g) => g.id));
  const schoolIds = new Set(options.map((o) => o.id));
  const fieldErrors: Record<string, string[]> = {};
  body.plans.forEach((p, i) => {
    const bad = (field: string, message: string) => (fieldErrors[`plans.${i}.${field}`] ??= []).push(message);
    if (!known.has(p.studentId)) bad('studentId', 'この年度の児童生徒ではありません');
    if (p.kind !== 'graduate') {
      if (!p.nextGradeId || !gradeIds.has(p.nextGradeId)) bad('nextGradeId', '次年度の学年を選んでください');
      if (!p.nextKlassName) bad('nextKlassName', '次年度の組を入力してください');
    } else if (p.goOnSchoolId && !schoolIds.has(p.goOnSchoolId)) bad('goOnSchoolId', '進学先は同じ教育委員会の学校から選んでください');
  });
  if (Object.keys(fieldErrors).length > 0) throw unprocessable('進級・進学の内容に誤りがあります。', fieldErrors);
  for (let i = 0; i < body.plans.length; i += 1000) {
    const batch = body.plans.slice(i, i + 1000).map((p) => ({
      schoolId: scope.schoolId,
      studentId: p.studentId,
      schoolYearId,
      kind: p.kind,
      nextGradeId: p.kind === 'graduate' ? null : (p.nextGradeId ?? null),
      nextKlassName: p.kind === 'graduate' ? null : (p.nextKlassName ?? null),
      nextStudentNumber: p.kind === 'graduate' ? null : (p.nextStudentNumber ?? null),
      goOnSchoolId: p.kind === 'graduate' ? (p.goOnSchoolId ?? null) : null,
      goOnSchoolName: p.kind === 'graduate' ? (p.goOnSchoolName ?? null) : null,
      status,
    }));
    await db
      .insert(studentGoOnSchools)
      .values(batch)
      .onConflictDoUpdate({
        target: [studentGoOnSchools.studentId, studentGoOnSchools.schoolYearId],
        set: {
          kind: sql`excluded.kind`,
          nextGradeId: sql`excluded.next_grade_id`,
          nextKlassName: sql`excluded.next_klass_name`,
          nextStudentNumber: sql`excluded.next_student_number`,
          goOnSchoolId: sql`excluded.go_on_school_id`,
          goOnSchoolName: sql`excluded.go_on_school_name`,
          status: sql`case when ${studentGoOnSchools.status} = 'applied' and excluded.status = 'in_progress' then 'applied' else excluded.status end`,
          updatedAt: sql`now()`,
        },
        setWhere: eq(studentGoOnSchools.schoolId, scope.schoolId),
      });
  }
  if (!body.apply) return { enrolled: 0 };
  return applyAdvancement(db, scope, body.year, schoolYearId);
}
