import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GradeCodeMaster, GradeKlassSummary } from '@sukoyaka/contracts/school-admin';
import { gradeDisplayName } from '@sukoyaka/contracts/school-types';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import {
  gradeCodeMasters,
  grades,
  klasses,
  schoolCalendarRanges,
  schools,
  schoolYears,
  studentEnrollments,
  teacherAssignments,
  teachers,
} from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { badRequest, notFound, unprocessable } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';

/** klasses.id qualified (drizzle leaves a one-table select's columns bare, ambiguous in subqueries). */
const KLASS_ID = sql.raw('"klasses"."id"');

/**
 * GET /api/teachers/grade_code_masters: the national grade codes of the scope's school type in order
 * (小1…小6; 中1…中3; 義務教育学校1年…9年; 特別支援学校 小学部・中学部・高等部; 高1…高3; decision 046).
 * A school only ever gets its own type's grades (a 中学校 has no 小1 to pick).
 */
export async function listGradeCodeMasters(db: Database, scope: SchoolScope): Promise<GradeCodeMaster[]> {
  return db
    .select({
      id: gradeCodeMasters.id,
      code: gradeCodeMasters.code,
      name: gradeCodeMasters.name,
      schoolType: gradeCodeMasters.schoolType,
      jpGradeCode: gradeCodeMasters.jpGradeCode,
      department: gradeCodeMasters.department,
    })
    .from(gradeCodeMasters)
    .innerJoin(schools, eq(schools.schoolType, gradeCodeMasters.schoolType))
    .where(eq(schools.id, scope.schoolId))
    .orderBy(asc(gradeCodeMasters.sortOrder));
}

/**
 * GET /api/teachers/grade_klasses/summary (settings/grade_class): every grade of the school with
 * this year's classes, their student counts, homeroom teachers and whether they may be deleted (a
 * class with students in any year, a homeroom teacher or a 学級閉鎖 cannot).
 */
export async function gradeKlassSummary(db: Database, scope: SchoolScope): Promise<GradeKlassSummary> {
  const year = await currentSchoolYear(db, scope.schoolId);
  const gradeRows = await db.select().from(grades).where(eq(grades.schoolId, scope.schoolId)).orderBy(asc(grades.sortOrder));
  if (!year) return { year: null, grades: gradeRows.map((g) => ({ id: g.id, name: g.name, gradeCodeMasterId: g.gradeCodeMasterId, klasses: [] })) };
  const klassRows = await db
    .select({
      id: klasses.id,
      gradeId: klasses.gradeId,
      name: klasses.name,
      studentCount: sql<number>`(select count(*)::int from ${studentEnrollments} e where e.klass_id = ${KLASS_ID} and e.school_year_id = ${year.id})`,
      history: sql<boolean>`exists (select 1 from ${studentEnrollments} e where e.klass_id = ${KLASS_ID})
        or exists (select 1 from ${schoolCalendarRanges} r where r.klass_id = ${KLASS_ID})`,
      teacherNames: sql<
        string[]
      >`coalesce((select array_agg(t.name order by t.name) from ${teacherAssignments} a join ${teachers} t on t.id = a.teacher_id where a.klass_id = ${KLASS_ID}), '{}')`,
    })
    .from(klasses)
    .where(and(eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, year.id)))
    .orderBy(asc(klasses.sortOrder), asc(klasses.name));
  return {
    year: year.year,
    grades: gradeRows.map((g) => ({
      id: g.id,
      name: g.name,
      gradeCodeMasterId: g.gradeCodeMasterId,
      klasses: klassRows
        .filter((k) => k.gradeId === g.id)
        .map((k) => ({
          id: k.id,
          name: k.name,
          studentCount: k.studentCount,
          teacherNames: k.teacherNames,
          deletable: !k.history && k.teacherNames.length === 0,
        })),
    })),
  };
}

/** This school year (made when the school has none yet, e.g. on first run). */
async function ensureCurrentYear(db: Database, schoolId: number): Promise<number> {
  const year = await currentSchoolYear(db, schoolId);
  if (year) return year.id;
  const [row] = await db.insert(schoolYears).values({ schoolId, year: schoolYearOf() }).onConflictDoNothing().returning({ id: schoolYears.id });
  return row ? row.id : (await currentSchoolYear(db, schoolId))!.id;
}

const DUPLICATE = (name: string) => `同じ学年に「${name}」というクラスがすでにあります。別の名前にしてください。`;

/**
 * POST /api/teachers/grade_klasses/bulk_create: adds classes to this school year; a grade of the
 * school is made from the grade code the first time (only a code of the school's own type).
 * All or nothing (run in the caller's transaction).
 * @throws 400 unknown grade code or one of another school type; 422 a class name already used in its grade this year (or twice in the request).
 */
export async function bulkCreateKlasses(db: Database, scope: SchoolScope, body: { klasses: { gradeCodeMasterId: number; name: string }[] }) {
  const yearId = await ensureCurrentYear(db, scope.schoolId);
  const masters = new Map((await listGradeCodeMasters(db, scope)).map((m) => [m.id, m]));
  for (const [i, k] of body.klasses.entries()) {
    if (!masters.has(k.gradeCodeMasterId))
      throw badRequest('この学校の学年ではありません。学年・組の設定の一覧から選んでください。', {
        [`klasses.${i}.gradeCodeMasterId`]: ['この学校の学年ではありません'],
      });
  }
  const seen = new Set<string>();
  for (const [i, k] of body.klasses.entries()) {
    let [grade] = await db
      .select()
      .from(grades)
      .where(and(eq(grades.schoolId, scope.schoolId), eq(grades.gradeCodeMasterId, k.gradeCodeMasterId)));
    if (!grade) {
      const master = masters.get(k.gradeCodeMasterId)!;
      [grade] = await db
        .insert(grades)
        .values({
          schoolId: scope.schoolId,
          gradeCodeMasterId: master.id,
          name: gradeDisplayName(master),
          sortOrder: [...masters.keys()].indexOf(master.id) + 1,
        })
        .returning();
    }
    const key = `${grade!.id}:${k.name}`;
    const [taken] = await db
      .select({ id: klasses.id })
      .from(klasses)
      .where(and(eq(klasses.schoolYearId, yearId), eq(klasses.gradeId, grade!.id), eq(klasses.name, k.name)));
    if (taken || seen.has(key)) throw unprocessable(DUPLICATE(k.name), { [`klasses.${i}.name`]: [DUPLICATE(k.name)] });
    seen.add(key);
    const [{ next }] = (await db
      .select({ next: sql<number>`coalesce(max(${klasses.sortOrder}), 0) + 1` })
      .from(klasses)
      .where(and(eq(klasses.schoolYearId, yearId), eq(klasses.gradeId, grade!.id)))) as [{ next: number }];
    await db.insert(klasses).values({ schoolId: scope.schoolId, schoolYearId: yearId, gradeId: grade!.id, name: k.name, sortOrder: Number(next) });
  }
  return gradeKlassSummary(db, scope);
}

/** This year's classes of the school among `ids`; 404 when one is not (another school's, last year's). */
async function ownKlasses(db: Database, scope: SchoolScope, ids: number[]) {
  const year = await currentSchoolYear(db, scope.schoolId);
  const rows = year
    ? await db
        .select()
        .from(klasses)
        .where(and(eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, year.id), inArray(klasses.id, ids)))
    : [];
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/**
 * POST /api/teachers/grade_klasses/bulk_update: renames this year's classes.
 * @throws 404 a class not of this school and year; 422 a name already used in the grade.
 */
export async function bulkUpdateKlasses(db: Database, scope: SchoolScope, body: { klasses: { id: number; name: string }[] }) {
  const rows = await ownKlasses(
    db,
    scope,
    body.klasses.map((k) => k.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Names are checked against the classes after the whole update, so two classes may swap names.
  const after = new Map<string, number>();
  const all = await db
    .select()
    .from(klasses)
    .where(and(eq(klasses.schoolYearId, rows[0]!.schoolYearId), eq(klasses.schoolId, scope.schoolId)));
  const renamed = new Map(body.klasses.map((k) => [k.id, k.name]));
  for (const k of all) {
    const key = `${k.gradeId}:${renamed.get(k.id) ?? k.name}`;
    if (after.has(key)) {
      const index = body.klasses.findIndex((b) => b.id === k.id || b.id === after.get(key));
      const name = renamed.get(k.id) ?? k.name;
      throw unprocessable(DUPLICATE(name), { [`klasses.${Math.max(index, 0)}.name`]: [DUPLICATE(name)] });
    }
    after.set(key, k.id);
  }
  // Two steps so swapped names never meet the unique index half-way.
  for (const k of body.klasses)
    await db
      .update(klasses)
      .set({ name: `__rename_${k.id}` })
      .where(eq(klasses.id, byId.get(k.id)!.id));
  for (const k of body.klasses) await db.update(klasses).set({ name: k.name, updatedAt: new Date() }).where(eq(klasses.id, k.id));
  return gradeKlassSummary(db, scope);
}

/**
 * POST /api/teachers/grade_klasses/bulk_delete: deletes this year's classes that never had a
 * student, a homeroom teacher or a 学級閉鎖. All or nothing.
 * @throws 404 a class not of this school and year; 422 a class in use, named in the message.
 */
export async function bulkDeleteKlasses(db: Database, scope: SchoolScope, body: { ids: number[] }) {
  await ownKlasses(db, scope, body.ids);
  const summary = await gradeKlassSummary(db, scope);
  for (const grade of summary.grades) {
    for (const k of grade.klasses) {
      if (body.ids.includes(k.id) && !k.deletable) {
        throw unprocessable(
          `${grade.name} ${k.name}は、児童生徒または担任の先生が登録されているか、これまでの記録があるため削除できません。児童生徒を別のクラスに移動してから削除してください。`,
        );
      }
    }
  }
  try {
    await db.delete(klasses).where(and(eq(klasses.schoolId, scope.schoolId), inArray(klasses.id, body.ids)));
  } catch (error) {
    // Another record names the class (e.g. a questionnaire's class): history, not deletable.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503') {
      throw unprocessable('これまでの記録があるクラスは削除できません。');
    }
    throw error;
  }
  return gradeKlassSummary(db, scope);
}
