import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { buildOneRosterZip } from '../../modules/roster-import/oneroster-sample.ts';
import { countOf, filledTemplate } from './write-cases.helpers.ts';
import { mailJobs, type FrontDoorContext, type WriteCase } from './write-cases.ts';

const year = schoolYearOf();

/** The step-1 student template with two new pupils of 1年1組, as the admin fills it in. */
const studentFile = (ctx: FrontDoorContext) =>
  filledTemplate(ctx, 'teacher', '/api/teachers/students/import_template', [
    ['', '1年', '1組', 10, '山田 花子', 'やまだ はなこ'],
    ['', '1年', '1組', 11, '佐藤 太郎', 'さとう たろう', 'sato.taro@a.example.jp', 'initial-pass-1'],
  ]);

/** The step-1 teacher template with the school nurse. */
const teacherFile = (ctx: FrontDoorContext) =>
  filledTemplate(ctx, 'teacher', '/api/teachers/settings/import_template', [['', '養護 先生', 'nurse.teacher@a.example.jp', '', '', '']]);

/** A OneRoster export of the city's system with school A's 4年7組 (two pupils and their teacher). */
const oneRosterFile = (ctx: FrontDoorContext) =>
  buildOneRosterZip(
    [
      {
        code: ctx.t.schoolA.code,
        klasses: [{ grade: 'P4', title: '4年7組', students: ['名簿 一子', '名簿 二子'], teacherEmail: 'oneroster.teacher@a.example.jp' }],
      },
    ],
    year,
  ).toString('base64');

const studentsNamed = (ctx: FrontDoorContext, name: string) => countOf(ctx, 'students', sql`school_id = ${ctx.t.schoolA.id} AND name = ${name}`);
const teachersWith = (ctx: FrontDoorContext, email: string) => countOf(ctx, 'teachers', sql`school_id = ${ctx.t.schoolA.id} AND email = ${email}`);

/** The admin's roster imports (settings/student/import, settings/teacher/import, OneRoster): preview, then import. */
export const ROSTER_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/students/previewimport',
    async (ctx) => ({
      body: { file: await studentFile(ctx), year },
      check: async () => expect(await studentsNamed(ctx, '山田 花子')).toBe(0),
    }),
  ],
  [
    'POST /api/teachers/students/import',
    async (ctx) => ({
      body: { file: await studentFile(ctx), year, fileName: '児童名簿.xlsx' },
      check: async () => expect(await studentsNamed(ctx, '山田 花子')).toBe(1),
    }),
  ],
  [
    'POST /api/teachers/students/importv2',
    async (ctx) => ({
      body: { year, data: [{ grade: '2年', klass: '1組', studentNumber: '11', name: 'データ 行子', nameKana: 'でーた ゆきこ' }] },
      check: async () => expect(await studentsNamed(ctx, 'データ 行子')).toBe(1),
    }),
  ],
  [
    'POST /api/teachers/settings/previewimport',
    async (ctx) => ({
      body: { file: await teacherFile(ctx), year },
      check: async () => expect(await teachersWith(ctx, 'nurse.teacher@a.example.jp')).toBe(0),
    }),
  ],
  [
    'POST /api/teachers/settings/import',
    async (ctx) => ({
      body: { file: await teacherFile(ctx), year },
      check: async () => {
        expect(await teachersWith(ctx, 'nurse.teacher@a.example.jp')).toBe(1);
        expect((await mailJobs(ctx.t, 'confirmation:teacher:')).map((m) => m.to)).toContainEqual(['nurse.teacher@a.example.jp']);
      },
    }),
  ],
  [
    'POST /api/teachers/settings/importv2',
    async (ctx) => ({
      body: { year, data: [{ name: '教頭 先生', email: 'vice@a.example.jp', admin: '○' }] },
      check: async () => {
        expect(await countOf(ctx, 'teachers', sql`school_id = ${ctx.t.schoolA.id} AND email = 'vice@a.example.jp' AND admin`)).toBe(1);
        expect((await mailJobs(ctx.t, 'confirmation:teacher:')).map((m) => m.to)).toContainEqual(['vice@a.example.jp']);
      },
    }),
  ],
  [
    'POST /api/teachers/oneroster/previewimport',
    async (ctx) => ({
      body: { file: oneRosterFile(ctx), year, fileName: 'oneroster.zip' },
      check: async () => expect(await studentsNamed(ctx, '名簿 一子')).toBe(0),
    }),
  ],
  [
    'POST /api/teachers/oneroster/import',
    async (ctx) => ({
      body: { file: oneRosterFile(ctx), year, fileName: 'oneroster.zip' },
      check: async () => {
        expect(await studentsNamed(ctx, '名簿 一子')).toBe(1);
        expect(await teachersWith(ctx, 'oneroster.teacher@a.example.jp')).toBe(1);
      },
    }),
  ],
];
