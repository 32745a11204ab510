import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { PASSWORDS } from '../test-app.ts';
import { countOf, graduateSentToA, studentIdOf, teacherIdOf } from './write-cases.helpers.ts';
import { mailJobs, type FrontDoorContext, type WriteCase } from './write-cases.ts';

/** The new teacher the admin invites (settings/teacher). */
export const NEW_TEACHER = 'new-teacher@a.example.jp';

/** Whether a pupil of school A can still sign in with the suite's password (a reset or new sign-in cards change it). */
async function signsInWithOldPassword(ctx: FrontDoorContext, klassIndex: number, studentNumber: number): Promise<boolean> {
  const klass = ctx.t.schoolA.klasses[klassIndex]!;
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/students/sign_in',
    payload: { schoolCode: ctx.t.schoolA.code, gradeId: klass.gradeId, klassId: klass.id, studentNumber, password: PASSWORDS.student },
  });
  return res.statusCode === 200;
}

/** The admin's account pages: teachers and pupils of school A (settings/teacher, settings/student). */
export const ACCOUNT_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/settings',
    async () => ({
      body: { name: '新任 先生', email: NEW_TEACHER, admin: false },
      check: async ({ t }) => {
        const [mail] = await mailJobs(t, 'confirmation:teacher:');
        expect(mail?.to).toEqual([NEW_TEACHER]);
        expect(mail?.text).toMatch(/teacher\/password\/registration\?confirmation_token=/);
      },
    }),
  ],
  [
    'POST /api/teachers/settings/resend_confirm',
    async (ctx) => {
      const id = await teacherIdOf(ctx, NEW_TEACHER);
      return {
        body: { id },
        check: async ({ t }) => expect((await mailJobs(t, `confirmation:teacher:${id}:`)).length).toBe(2),
      };
    },
  ],
  [
    'PATCH /api/teachers/settings/{id}',
    async (ctx) => {
      const id = await teacherIdOf(ctx, NEW_TEACHER);
      return {
        path: { id },
        body: { name: '新任 花子' },
        check: async () => expect(await countOf(ctx, 'teachers', sql`id = ${id} AND name = '新任 花子'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/year_grade_klass_users/{id}/update_teacher',
    async (ctx) => {
      const id = await teacherIdOf(ctx, NEW_TEACHER);
      // The new teacher helps in 1年1組 (a second 担任).
      const klassId = ctx.t.schoolA.klasses[0]!.id;
      return {
        path: { id },
        body: { klassIds: [klassId] },
        check: async () => expect(await countOf(ctx, 'teacher_assignments', sql`teacher_id = ${id} AND klass_id = ${klassId}`)).toBe(1),
      };
    },
  ],
  [
    'PATCH /api/teachers/students/{id}',
    async (ctx) => {
      const id = await studentIdOf(ctx, 2, 1);
      return {
        path: { id },
        body: { nameKana: 'やまだ たろう', email: 'yamada.taro@a.example.jp' },
        check: async () => expect(await countOf(ctx, 'students', sql`id = ${id} AND email = 'yamada.taro@a.example.jp'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/{id}/reset_password',
    async (ctx) => ({
      path: { id: await studentIdOf(ctx, 2, 2) },
      check: async () => expect(await signsInWithOldPassword(ctx, 2, 2)).toBe(false),
    }),
  ],
  [
    'POST /api/teachers/students/{id}/revoke_sign_in_card',
    async (ctx) => {
      const id = await studentIdOf(ctx, 2, 3);
      await ctx.t.db.execute(sql`UPDATE students SET card_secret_hash = ${'0'.repeat(64)} WHERE id = ${id}`);
      return {
        path: { id },
        check: async () => expect(await countOf(ctx, 'students', sql`id = ${id} AND card_secret_hash IS NULL`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/year_grade_klass_users/{id}/update_student',
    async (ctx) => {
      const klass = ctx.t.schoolA.klasses[0]!;
      const page = await ctx.get<{ list: { id: number; enrollmentId: number; studentNumber: number }[] }>(
        'teacher',
        `/api/teachers/student_accounts?klassId=${klass.id}`,
      );
      const pupil = page.list.find((s) => s.studentNumber === 3)!;
      // 出席番号 3 becomes 4 (a pupil joined the class before them).
      return {
        path: { id: pupil.enrollmentId },
        body: { klassId: klass.id, studentNumber: 4 },
        check: async () => expect(await countOf(ctx, 'student_enrollments', sql`id = ${pupil.enrollmentId} AND student_number = 4`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/sign_in_cards',
    async (ctx) => {
      // Cards for the pupil chosen (1番 of class 5) only: 2番 keeps the password (issue 23 item 5).
      const klass = ctx.t.schoolA.klasses[4]!;
      const page = await ctx.get<{ list: { id: number; studentNumber: number }[] }>('teacher', `/api/teachers/student_accounts?klassId=${klass.id}`);
      return {
        query: { klassId: klass.id },
        body: { studentIds: [page.list.find((s) => s.studentNumber === 1)!.id] },
        check: async () => {
          expect(await signsInWithOldPassword(ctx, 4, 1)).toBe(false);
          expect(await signsInWithOldPassword(ctx, 4, 2)).toBe(true);
        },
      };
    },
  ],
  [
    'POST /api/teachers/student_go_on_schools/bulk_create_student_go_on_in_progress',
    async (ctx) => {
      const year = schoolYearOf();
      const view = await ctx.get<{ grades: { id: number; name: string }[]; students: { studentId: number; gradeId: number; klassName: string }[] }>(
        'teacher',
        `/api/teachers/student_go_on_schools?year=${year}`,
      );
      const pupil = view.students.find((s) => s.gradeId === view.grades[0]!.id)!;
      return {
        body: { year, plans: [{ studentId: pupil.studentId, kind: 'advance', nextGradeId: view.grades[1]!.id, nextKlassName: pupil.klassName }] },
        check: async () => expect(await countOf(ctx, 'student_go_on_schools', sql`student_id = ${pupil.studentId} AND status = 'in_progress'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/student_go_on_schools/bulk_create_or_update',
    async (ctx) => {
      const year = schoolYearOf();
      const view = await ctx.get<{ grades: { id: number; last: boolean }[]; students: { studentId: number; gradeId: number }[] }>(
        'teacher',
        `/api/teachers/student_go_on_schools?year=${year}`,
      );
      const last = view.grades.find((g) => g.last)!;
      const graduate = view.students.find((s) => s.gradeId === last.id)!;
      return {
        body: { year, plans: [{ studentId: graduate.studentId, kind: 'graduate', goOnSchoolId: ctx.t.schoolB.id }] },
        check: async () => expect(await countOf(ctx, 'student_go_on_schools', sql`student_id = ${graduate.studentId} AND status = 'planned'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/local_governments/roster_settings',
    async ({ get }) => ({
      // The board lets its schools take a graduate's records along (decision 025), before school A accepts one.
      body: { acceptanceWithHistory: true },
      check: async () => expect(await get('local_government', '/api/local_governments/roster_settings')).toEqual({ acceptanceWithHistory: true }),
    }),
  ],
  [
    'POST /api/teachers/acceptances/accept',
    async (ctx) => {
      const id = await graduateSentToA(ctx);
      const { grades } = await ctx.get<{ grades: { id: number }[] }>('teacher', `/api/teachers/student_go_on_schools?year=${schoolYearOf()}`);
      return {
        body: { ids: [id], gradeId: grades[0]!.id, klassName: '1組' },
        // With history, the pupil's own account (and records) moves to school A.
        check: async () =>
          expect(
            await countOf(
              ctx,
              'student_go_on_schools g JOIN students s ON s.id = g.accepted_student_id',
              sql`g.id = ${id} AND s.id = g.student_id AND s.school_id = ${ctx.t.schoolA.id}`,
            ),
          ).toBe(1),
      };
    },
  ],
];
