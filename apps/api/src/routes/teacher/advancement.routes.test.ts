import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { GoOnView } from '@sukoyaka/contracts/advancement';
import { conditions, gradeCodeMasters, grades as gradesTable, schoolYears, studentEnrollments, studentGoOnSchools, students } from '@sukoyaka/db/schema';
import { type AuthHeaders, createTestApp, signInLocalGovernment, signInSchoolStaff, type TestApp } from '../../test/test-app.ts';

/** Year-end advancement and acceptance (issue 13 item 5, decision 025): plan, save 途中, apply, accept with or without history. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;
let board: AuthHeaders;
const year = schoolYearOf();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
  board = await signInLocalGovernment(t);
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload });
const view = async (headers = admin): Promise<GoOnView> => (await get(`/api/teachers/student_go_on_schools?year=${year}`, headers)).json().data;

/** Every student of school A: grades 1–5 move up a grade into the same class name, 6年 graduate to school B. */
function fullPlan(v: GoOnView) {
  return v.students.map((s) => {
    const i = v.grades.findIndex((g) => g.id === s.gradeId);
    return v.grades[i]!.last
      ? { studentId: s.studentId, kind: 'graduate' as const, goOnSchoolId: t.schoolB.id }
      : { studentId: s.studentId, kind: 'advance' as const, nextGradeId: v.grades[i + 1]!.id, nextKlassName: s.klassName };
  });
}

describe('year-end advancement', () => {
  it('is admin only', async () => {
    for (const url of [
      'student_go_on_schools',
      'student_go_on_schools/in_progress',
      'student_go_on_schools/with_school_count',
      'students/go_on_schools',
      'acceptances',
    ])
      expect((await get(`/api/teachers/${url}`, classTeacher)).statusCode).toBe(403);
    expect((await post('/api/teachers/student_go_on_schools/bulk_create_or_update', { year, plans: [] }, classTeacher)).statusCode).toBe(403);
  });

  it('lists the students of the year and the board schools a graduate may go to', async () => {
    const v = await view();
    expect(v.students).toHaveLength(18);
    expect(v.grades.at(-1)).toMatchObject({ name: '6年', last: true });
    const options = (await get('/api/teachers/students/go_on_schools')).json().data;
    expect(options.map((o: { id: number }) => o.id)).toEqual([t.schoolB.id]);
  });

  it("refuses another school's student and a plan without next class, writing nothing", async () => {
    const other = (await view(adminB)).students[0]!;
    const res = await post('/api/teachers/student_go_on_schools/bulk_create_student_go_on_in_progress', {
      year,
      plans: [
        { studentId: other.studentId, kind: 'stay', nextGradeId: 999_999, nextKlassName: '1組' },
        { studentId: (await view()).students[0]!.studentId, kind: 'advance' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['plans.0.studentId', 'plans.0.nextGradeId', 'plans.1.nextGradeId', 'plans.1.nextKlassName']);
    expect(await t.db.select().from(studentGoOnSchools)).toHaveLength(0);
  });

  it('saves a class in progress, refuses to apply while students are unplanned, then applies the whole school', async () => {
    const v = await view();
    const plan = fullPlan(v);
    const saved = await post('/api/teachers/student_go_on_schools/bulk_create_student_go_on_in_progress', { year, plans: plan.slice(0, 3) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.progress).toMatchObject({ inProgress: 3, students: 18 });
    const early = await post('/api/teachers/student_go_on_schools/bulk_create_or_update', { year, plans: [], apply: true });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0]).toContain('15人');

    const applied = await post('/api/teachers/student_go_on_schools/bulk_create_or_update', { year, plans: plan, apply: true });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ enrolled: 15, progress: { applied: 18 } });
    const counts = (await get(`/api/teachers/student_go_on_schools/with_school_count?year=${year}`)).json().data;
    expect(counts).toEqual([{ goOnSchoolId: t.schoolB.id, name: 'B小学校', count: 3 }]);

    const first = v.students[0]!;
    const enrollments = await t.db
      .select({ year: schoolYears.year })
      .from(studentEnrollments)
      .innerJoin(schoolYears, eq(schoolYears.id, studentEnrollments.schoolYearId))
      .where(eq(studentEnrollments.studentId, first.studentId));
    expect(enrollments.map((e) => e.year).sort()).toEqual([year, year + 1]);
    // Applying again changes nothing.
    const again = await post('/api/teachers/student_go_on_schools/bulk_create_or_update', { year, plans: plan, apply: true });
    expect(again.json().data.enrolled).toBe(15);
    const nextYear = await view();
    expect((await get(`/api/teachers/student_go_on_schools?year=${year + 1}`)).json().data.students).toHaveLength(15);
    expect(nextYear.appliedAt).not.toBeNull();
  });
});

describe('acceptance', () => {
  it('school B lists the graduates sent to it and accepts them without history while the board does not allow it', async () => {
    const list = (await get('/api/teachers/acceptances', adminB)).json().data;
    expect(list).toMatchObject({ withHistory: false, year: year + 1 });
    expect(list.candidates).toHaveLength(3);
    // 6年 (P6) graduates enter 中1 (J1) across schools (decision 046): B has no 中1 yet, then has one.
    expect(list.candidates.map((c: { suggestedGradeId: number | null }) => c.suggestedGradeId)).toEqual([null, null, null]);
    const [j1] = await t.db.select().from(gradeCodeMasters).where(eq(gradeCodeMasters.code, 'J1'));
    const [juniorHigh1] = await t.db.insert(gradesTable).values({ schoolId: t.schoolB.id, gradeCodeMasterId: j1!.id, name: '中1', sortOrder: 7 }).returning();
    const suggested = (await get('/api/teachers/acceptances', adminB))
      .json()
      .data.candidates.map((c: { suggestedGradeId: number | null }) => c.suggestedGradeId);
    expect(suggested).toEqual([juniorHigh1!.id, juniorHigh1!.id, juniorHigh1!.id]);
    await t.db.delete(gradesTable).where(eq(gradesTable.id, juniorHigh1!.id));
    expect((await get('/api/teachers/acceptances')).json().data.candidates).toHaveLength(0);
    const grades = (await view(adminB)).grades;
    const [one, ...rest] = list.candidates as { id: number }[];
    expect((await post('/api/teachers/acceptances/accept', { ids: [one!.id], gradeId: grades[0]!.id, klassName: '1組' })).statusCode).toBe(404);
    const res = await post('/api/teachers/acceptances/accept', { ids: [one!.id], gradeId: grades[0]!.id, klassName: '1組' }, adminB);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(studentGoOnSchools).where(eq(studentGoOnSchools.id, one!.id));
    expect(row!.acceptedStudentId).not.toBe(row!.studentId);
    const [fresh] = await t.db.select().from(students).where(eq(students.id, row!.acceptedStudentId!));
    expect(fresh!.schoolId).toBe(t.schoolB.id);

    // The board allows history: the next graduate's own record (and conditions) move to school B.
    expect((await post('/api/local_governments/roster_settings', { acceptanceWithHistory: true }, board)).statusCode).toBe(200);
    const moved = rest[0]!;
    const [goOn] = await t.db.select().from(studentGoOnSchools).where(eq(studentGoOnSchools.id, moved.id));
    await t.db.insert(conditions).values({ studentId: goOn!.studentId, schoolId: t.schoolA.id, date: `${year}-06-01`, mental: 'bad', physical: 'good' });
    const accepted = await post('/api/teachers/acceptances/accept', { ids: [moved.id], gradeId: grades[0]!.id, klassName: '1組' }, adminB);
    expect(accepted.statusCode).toBe(200);
    const [student] = await t.db.select().from(students).where(eq(students.id, goOn!.studentId));
    expect(student!.schoolId).toBe(t.schoolB.id);
    expect(
      await t.db
        .select()
        .from(conditions)
        .where(and(eq(conditions.studentId, goOn!.studentId))),
    ).toHaveLength(1);
    const twice = await post('/api/teachers/acceptances/accept', { ids: [moved.id], gradeId: grades[0]!.id, klassName: '1組' }, adminB);
    expect(twice.statusCode).toBe(422);
  });
});
