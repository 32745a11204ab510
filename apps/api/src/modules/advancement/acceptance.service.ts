import { nextJpGrade, type JpGradeCode } from '@sukoyaka/contracts/school-types';
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { AcceptanceView, AcceptBody } from '@sukoyaka/contracts/advancement';
import type { Database } from '@sukoyaka/db/client';
import { UNSET_PASSWORD_HASH } from '@sukoyaka/db/passwords';
import {
  gradeCodeMasters,
  grades,
  klasses,
  organizationRosterSettings,
  schools,
  schoolYears,
  studentEnrollments,
  studentGoOnSchools,
  students,
} from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { revokeAccountTokens } from '../auth/tokens.service.ts';

/** Whether the school's board lets accepted graduates bring their history (decision 025). */
export async function acceptanceWithHistory(db: Database, scope: SchoolScope): Promise<boolean> {
  const [row] = await db
    .select({ allowed: organizationRosterSettings.acceptanceWithHistory })
    .from(schools)
    .leftJoin(organizationRosterSettings, eq(organizationRosterSettings.organizationId, schools.organizationId))
    .where(eq(schools.id, scope.schoolId));
  return row?.allowed ?? false;
}

/**
 * GET /api/teachers/acceptances (settings/acceptance, decision 025): graduates that schools of the
 * same board sent here with an applied advancement, newest year first, accepted or not yet, each
 * with the grade they enter here (P6 → J1 across schools, decision 046).
 */
export async function getAcceptances(db: Database, scope: SchoolScope): Promise<AcceptanceView> {
  const withHistory = await acceptanceWithHistory(db, scope);
  const rows = await db
    .select({
      id: studentGoOnSchools.id,
      name: students.name,
      fromSchoolName: schools.name,
      fromGradeName: sql<string>`coalesce((select g.name from student_enrollments e join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id where e.student_id = ${studentGoOnSchools.studentId} and e.school_year_id = ${studentGoOnSchools.schoolYearId}), '')`,
      fromJpGrade: sql<
        string | null
      >`(select m.jp_grade_code from student_enrollments e join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id join grade_code_masters m on m.id = g.grade_code_master_id where e.student_id = ${studentGoOnSchools.studentId} and e.school_year_id = ${studentGoOnSchools.schoolYearId})`,
      year: schoolYears.year,
      acceptedAt: studentGoOnSchools.acceptedAt,
    })
    .from(studentGoOnSchools)
    .innerJoin(students, eq(students.id, studentGoOnSchools.studentId))
    .innerJoin(schools, eq(schools.id, studentGoOnSchools.schoolId))
    .innerJoin(schoolYears, eq(schoolYears.id, studentGoOnSchools.schoolYearId))
    .where(and(eq(studentGoOnSchools.goOnSchoolId, scope.schoolId), eq(studentGoOnSchools.status, 'applied'), eq(studentGoOnSchools.kind, 'graduate')))
    .orderBy(desc(schoolYears.year), asc(schools.name), asc(studentGoOnSchools.id));
  const year = rows[0] ? rows[0].year + 1 : new Date().getFullYear();
  const ownGrades = await db
    .select({ id: grades.id, code: gradeCodeMasters.jpGradeCode })
    .from(grades)
    .innerJoin(gradeCodeMasters, eq(gradeCodeMasters.id, grades.gradeCodeMasterId))
    .where(eq(grades.schoolId, scope.schoolId));
  const gradeOfCode = new Map(ownGrades.map((g) => [g.code, g.id]));
  const suggested = (from: string | null) => {
    const next = from ? nextJpGrade(from as JpGradeCode) : null;
    return next ? (gradeOfCode.get(next) ?? null) : null;
  };
  return {
    allowed: true,
    withHistory,
    year,
    candidates: rows.map((r) => ({
      id: r.id,
      name: r.name,
      fromSchoolName: r.fromSchoolName,
      fromGradeName: r.fromGradeName,
      suggestedGradeId: suggested(r.fromJpGrade),
      accepted: r.acceptedAt !== null,
    })),
  };
}

/**
 * POST /api/teachers/acceptances/accept: enrolls the chosen graduates in `gradeId` / `klassName` of
 * the year after they left (created when missing), numbered after the class's last number. With
 * the board's setting, the same student record moves here so their condition history and alerts
 * follow (their sessions at the old school end); without it, a new student record starts empty.
 * @throws 404 for an id not sent to this school; 422 for a grade of another school or an id already accepted.
 */
export async function acceptGraduates(db: Database, scope: SchoolScope & { teacherId: number }, body: AcceptBody): Promise<{ accepted: number }> {
  const rows = await db
    .select({ id: studentGoOnSchools.id, studentId: studentGoOnSchools.studentId, acceptedAt: studentGoOnSchools.acceptedAt, year: schoolYears.year })
    .from(studentGoOnSchools)
    .innerJoin(schoolYears, eq(schoolYears.id, studentGoOnSchools.schoolYearId))
    .where(and(inArray(studentGoOnSchools.id, body.ids), eq(studentGoOnSchools.goOnSchoolId, scope.schoolId), eq(studentGoOnSchools.status, 'applied')))
    .orderBy(asc(studentGoOnSchools.id));
  if (rows.length !== new Set(body.ids).size) throw notFound();
  if (rows.some((r) => r.acceptedAt !== null))
    throw unprocessable('すでに受け入れた児童生徒が含まれています。', { ids: ['すでに受け入れた児童生徒が含まれています'] });
  const [grade] = await db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.id, body.gradeId), eq(grades.schoolId, scope.schoolId)));
  if (!grade) throw unprocessable('学年を選んでください。', { gradeId: ['学年を選んでください'] });
  const withHistory = await acceptanceWithHistory(db, scope);
  let accepted = 0;
  for (const year of [...new Set(rows.map((r) => r.year + 1))]) {
    await db.insert(schoolYears).values({ schoolId: scope.schoolId, year }).onConflictDoNothing();
    const [sy] = await db
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .where(and(eq(schoolYears.schoolId, scope.schoolId), eq(schoolYears.year, year)));
    await db
      .insert(klasses)
      .values({
        schoolId: scope.schoolId,
        schoolYearId: sy!.id,
        gradeId: grade.id,
        name: body.klassName,
        sortOrder: Number(body.klassName.match(/\d+/)?.[0] ?? 99),
      })
      .onConflictDoNothing();
    const [klass] = await db
      .select({ id: klasses.id })
      .from(klasses)
      .where(and(eq(klasses.schoolYearId, sy!.id), eq(klasses.gradeId, grade.id), eq(klasses.name, body.klassName)));
    const [last] = await db
      .select({ n: max(studentEnrollments.studentNumber) })
      .from(studentEnrollments)
      .where(eq(studentEnrollments.klassId, klass!.id));
    let number = last?.n ?? 0;
    for (const r of rows.filter((x) => x.year + 1 === year)) {
      number += 1;
      let studentId = r.studentId;
      if (withHistory) {
        await db
          .update(students)
          .set({ schoolId: scope.schoolId, email: null, updatedAt: sql`now()` })
          .where(eq(students.id, r.studentId));
        await revokeAccountTokens(db, 'student', r.studentId);
      } else {
        const [old] = await db.select({ name: students.name, nameKana: students.nameKana }).from(students).where(eq(students.id, r.studentId));
        const [created] = await db
          .insert(students)
          .values({ schoolId: scope.schoolId, name: old!.name, nameKana: old!.nameKana, passwordHash: UNSET_PASSWORD_HASH })
          .returning({ id: students.id });
        studentId = created!.id;
      }
      await db.insert(studentEnrollments).values({ studentId, schoolYearId: sy!.id, klassId: klass!.id, studentNumber: number });
      await db
        .update(studentGoOnSchools)
        .set({ acceptedStudentId: studentId, acceptedAt: sql`now()`, acceptedByTeacherId: scope.teacherId, updatedAt: sql`now()` })
        .where(and(eq(studentGoOnSchools.id, r.id), isNull(studentGoOnSchools.acceptedAt)));
      accepted += 1;
    }
  }
  return { accepted };
}

/** GET/POST /api/local_governments/roster_settings: the board's acceptance-with-history switch (decision 025). */
export async function getRosterSettings(db: Database, organizationId: number): Promise<{ acceptanceWithHistory: boolean }> {
  const [row] = await db.select().from(organizationRosterSettings).where(eq(organizationRosterSettings.organizationId, organizationId));
  return { acceptanceWithHistory: row?.acceptanceWithHistory ?? false };
}

/** Sets the board's acceptance-with-history switch. */
export async function setRosterSettings(db: Database, organizationId: number, acceptanceWithHistory: boolean): Promise<{ acceptanceWithHistory: boolean }> {
  await db
    .insert(organizationRosterSettings)
    .values({ organizationId, acceptanceWithHistory })
    .onConflictDoUpdate({ target: organizationRosterSettings.organizationId, set: { acceptanceWithHistory, updatedAt: sql`now()` } });
  return { acceptanceWithHistory };
}
