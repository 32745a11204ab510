import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '../generated/surface.ts';
import { signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders } from '../test-app.ts';
import { countOf, pupilIdOf, studentIdOf, teacherIdOf, valueOf } from './write-cases.helpers.ts';
import { NEW_TEACHER } from './write-cases.accounts.ts';
import type { FrontDoorContext, WriteCase } from './write-cases.ts';

const PROBES: Record<Exclude<Role, 'public'>, string> = {
  student: '/api/students/me',
  teacher: '/api/teachers/me',
  parent: '/api/parents/student',
  local_government: '/api/local_governments/organization/me',
};

/** Signing out on a device of its own (the suite's sessions stay): that token no longer answers. */
function signOut(role: Exclude<Role, 'public'>, path: string, signIn: (ctx: FrontDoorContext) => Promise<AuthHeaders>): [string, WriteCase] {
  return [
    `DELETE /api/${path}/sign_out`,
    async (ctx) => {
      const device = await signIn(ctx);
      return {
        as: device,
        check: async () => expect((await ctx.t.app.inject({ method: 'GET', url: PROBES[role], headers: device })).statusCode).toBe(401),
      };
    },
  ];
}

/** The id of the school's own row named `label` in `table` (what the settings page lists). */
const idOf = (ctx: FrontDoorContext, table: string, column: string, label: string) =>
  valueOf(ctx, sql`SELECT id AS value FROM ${sql.raw(table)} WHERE school_id = ${ctx.t.schoolA.id} AND ${sql.raw(column)} = ${label}`);

/**
 * Last, what removes what the cases above needed: sign-outs, stopped sign-ins, deletions, and the
 * MFA requirements (the harness repairs access after each).
 */
export const CLOSING_CASES: [string, WriteCase][] = [
  signOut('student', 'students', (ctx) => signInStudent(ctx.t, ctx.t.schoolA, 0, 2)),
  signOut('teacher', 'teachers', (ctx) => signInTeacher(ctx.t, ctx.t.schoolA, 2)),
  signOut('parent', 'parents', (ctx) => signInParent(ctx.t, ctx.t.schoolA, 1)),
  signOut('local_government', 'local_governments', (ctx) => signInLocalGovernment(ctx.t)),
  [
    'POST /api/teachers/students/{id}/stop_sign_in',
    async (ctx) => {
      const id = await studentIdOf(ctx, 2, 3);
      return { path: { id }, body: { stopped: true }, check: async () => expect(await countOf(ctx, 'students', sql`id = ${id} AND sign_in_stopped`)).toBe(1) };
    },
  ],
  [
    'POST /api/teachers/settings/stop_sign_in',
    async (ctx) => {
      const id = await teacherIdOf(ctx, NEW_TEACHER);
      return { body: { id, stopped: true }, check: async () => expect(await countOf(ctx, 'teachers', sql`id = ${id} AND sign_in_stopped`)).toBe(1) };
    },
  ],
  [
    'POST /api/teachers/sos_settings/bulk_delete',
    async (ctx) => {
      const id = await idOf(ctx, 'sos_settings', 'label', '校長先生と話したい');
      return { body: { ids: [id] }, check: async () => expect(await countOf(ctx, 'sos_settings', sql`id = ${id} AND deleted_at IS NULL`)).toBe(0) };
    },
  ],
  [
    'POST /api/teachers/healthcheck/{id}/healthcheck_delete',
    async (ctx) => {
      const id = await idOf(ctx, 'healthcheck_items', 'abbreviation', '咳');
      return { path: { id }, check: async () => expect(await countOf(ctx, 'healthcheck_items', sql`id = ${id} AND deleted_at IS NULL`)).toBe(0) };
    },
  ],
  [
    'POST /api/teachers/school_calendar/bulk_delete',
    async (ctx) => {
      const ids = [await idOf(ctx, 'school_calendar_ranges', 'label', '臨時休業（台風）'), await idOf(ctx, 'school_calendar_ranges', 'label', '開校記念日')];
      return { body: { ids }, check: async () => expect(await countOf(ctx, 'school_calendar_ranges', sql`school_id = ${ctx.t.schoolA.id}`)).toBe(0) };
    },
  ],
  [
    'POST /api/teachers/grade_klasses/bulk_delete',
    async (ctx) => {
      const id = await idOf(ctx, 'klasses', 'name', 'ひまわり組');
      return { body: { ids: [id] }, check: async () => expect(await countOf(ctx, 'klasses', sql`id = ${id}`)).toBe(0) };
    },
  ],
  [
    'DELETE /api/teachers/students/{id}/health_data',
    async (ctx) => {
      // The pupil's family asked for their health data to be deleted (設定 → 児童生徒 → 記録の削除).
      const id = await pupilIdOf(ctx);
      return {
        path: { id },
        check: async () => {
          for (const table of ['conditions', 'condition_alerts', 'soss', 'healthcheck_answers', 'questionnaire_answers'])
            expect(await countOf(ctx, table, sql`student_id = ${id}`), table).toBe(0);
          expect(await countOf(ctx, 'student_data_deletions', sql`student_id = ${id}`)).toBe(1);
        },
      };
    },
  ],
  [
    'POST /api/teachers/mfa/policy',
    async (ctx) => ({
      body: { required: true },
      check: async () => expect(await countOf(ctx, 'mfa_policies', sql`school_id = ${ctx.t.schoolA.id} AND required`)).toBe(1),
    }),
  ],
  [
    'POST /api/local_governments/mfa/policy',
    async (ctx) => ({
      body: { required: true },
      check: async () => expect(await countOf(ctx, 'mfa_policies', sql`organization_id IS NOT NULL AND required`)).toBe(1),
    }),
  ],
];
