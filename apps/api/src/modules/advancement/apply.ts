import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { klasses, schoolYears, studentEnrollments, studentGoOnSchools, students } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { unprocessable } from '../../lib/http-errors.ts';

/**
 * Applies the plans of `year` (issue 13 item 5 "apply it for the new school year"), in the caller's
 * transaction: creates school year `year + 1` and the planned classes that do not exist yet, and
 * each advancing / staying student's enrollment there (the planned 出席番号, else the current one).
 * Graduates get no enrollment here. Last year's enrollments stay untouched (student-past pages).
 * Applying again replaces the new year's enrollments of these students (idempotent).
 * @throws 422 when a student of `year` has no plan, or two students would share a class number.
 * Returns the number of enrollments written.
 */
export async function applyAdvancement(db: Database, scope: SchoolScope, year: number, schoolYearId: number): Promise<{ enrolled: number }> {
  const plans = await db
    .select()
    .from(studentGoOnSchools)
    .where(and(eq(studentGoOnSchools.schoolId, scope.schoolId), eq(studentGoOnSchools.schoolYearId, schoolYearId)));
  const current = await db
    .select({ studentId: studentEnrollments.studentId, studentNumber: studentEnrollments.studentNumber, name: students.name })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.schoolYearId, schoolYearId), eq(students.schoolId, scope.schoolId)));
  const planOf = new Map(plans.map((p) => [p.studentId, p]));
  const unplanned = current.filter((c) => !planOf.has(c.studentId));
  if (unplanned.length > 0)
    throw unprocessable(`進級・進学が決まっていない児童生徒が${unplanned.length}人います。全員の次年度を決めてから確定してください。`, {
      plans: unplanned.slice(0, 20).map((u) => `${u.name}さんの次年度が決まっていません`),
    });
  await db
    .insert(schoolYears)
    .values({ schoolId: scope.schoolId, year: year + 1 })
    .onConflictDoNothing();
  const [next] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, scope.schoolId), eq(schoolYears.year, year + 1)));
  const nextYearId = next!.id;
  const staying = plans.filter((p) => p.kind !== 'graduate');
  const wanted = new Map(staying.map((p) => [`${p.nextGradeId}:${p.nextKlassName}`, { gradeId: p.nextGradeId!, name: p.nextKlassName! }]));
  if (wanted.size > 0)
    await db
      .insert(klasses)
      .values(
        [...wanted.values()].map((w) => ({
          schoolId: scope.schoolId,
          schoolYearId: nextYearId,
          gradeId: w.gradeId,
          name: w.name,
          sortOrder: Number(w.name.match(/\d+/)?.[0] ?? 99),
        })),
      )
      .onConflictDoNothing();
  const klassRows = await db
    .select({ id: klasses.id, gradeId: klasses.gradeId, name: klasses.name })
    .from(klasses)
    .where(and(eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, nextYearId)));
  const klassId = new Map(klassRows.map((k) => [`${k.gradeId}:${k.name}`, k.id]));
  const numberOf = new Map(current.map((c) => [c.studentId, c.studentNumber]));
  const rows = staying.map((p) => ({
    studentId: p.studentId,
    schoolYearId: nextYearId,
    klassId: klassId.get(`${p.nextGradeId}:${p.nextKlassName}`)!,
    studentNumber: p.nextStudentNumber ?? numberOf.get(p.studentId)!,
  }));
  const ids = plans.map((p) => p.studentId);
  // Students of the new year who are not part of this plan (e.g. new first-years imported already).
  const others =
    klassRows.length === 0
      ? []
      : await db
          .select({ klassId: studentEnrollments.klassId, studentNumber: studentEnrollments.studentNumber })
          .from(studentEnrollments)
          .where(
            and(
              eq(studentEnrollments.schoolYearId, nextYearId),
              inArray(
                studentEnrollments.klassId,
                klassRows.map((k) => k.id),
              ),
              ids.length > 0 ? notInArray(studentEnrollments.studentId, ids) : sql`true`,
            ),
          );
  const taken = new Map(others.map((o) => [`${o.klassId}:${o.studentNumber}`, '新年度にすでに登録されている児童生徒']));
  const nameOf = new Map(current.map((c) => [c.studentId, c.name]));
  const clashes: string[] = [];
  for (const r of rows) {
    const key = `${r.klassId}:${r.studentNumber}`;
    const holder = taken.get(key);
    if (holder) clashes.push(`${nameOf.get(r.studentId)}さんの出席番号${r.studentNumber}は${holder}と重なります`);
    else taken.set(key, `${nameOf.get(r.studentId)}さん`);
  }
  if (clashes.length > 0) throw unprocessable('次年度の出席番号が重なっています。出席番号を見直してください。', { plans: clashes.slice(0, 20) });
  if (ids.length > 0)
    await db.delete(studentEnrollments).where(and(eq(studentEnrollments.schoolYearId, nextYearId), inArray(studentEnrollments.studentId, ids)));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(studentEnrollments).values(rows.slice(i, i + 1000));
  await db
    .update(studentGoOnSchools)
    .set({ status: 'applied', appliedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(studentGoOnSchools.schoolId, scope.schoolId), eq(studentGoOnSchools.schoolYearId, schoolYearId)));
  return { enrolled: rows.length };
}
