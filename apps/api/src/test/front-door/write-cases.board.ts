import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { signInBoardAccess } from '../test-app.ts';
import { countOf, filledTemplate } from './write-cases.helpers.ts';
import { mailJobs, type FrontDoorContext, type WriteCase } from './write-cases.ts';

/** The board's alert setting for its schools' pupils with a run of bad moods. */
const governmentAlert = {
  conditionKind: 'mental',
  bad: true,
  worst: true,
  consecutiveDays: 5,
  contentAlert: '心の不調が5日続いている児童生徒がいます。',
  notificationEnabled: true,
  notificationEmails: [{ notification_email: 'shido@test.example.jp' }],
  sameAsMental: false,
};

/** The board's teacher template with a teacher for each of its schools. */
const boardTeacherFile = (ctx: FrontDoorContext) =>
  filledTemplate(ctx, 'local_government', '/api/local_governments/organization/import_template', [
    [ctx.t.schoolA.code, '東 一郎', 'higashi@a.example.jp', '', '1年', '1組'],
    [ctx.t.schoolB.code, '西 花子', 'nishi@b.example.jp', '○', '', ''],
  ]);

const report = (key: string): [string, WriteCase] => [`POST /api/local_governments/organization/${key}`, async () => ({ body: { year: schoolYearOf() } })];

/** The board of education's screens: reports, its settings, the teacher roster and a visit to school A's screens. */
export const BOARD_CASES: [string, WriteCase][] = [
  report('dashboard_by_month'),
  report('dashboard_want_to_talk'),
  report('dashboard_daily_active_users'),
  report('dashboard_continuous_weak_condition'),
  [
    'POST /api/local_governments/schools/{id}/mext_school_code',
    async (ctx) => ({
      // みなみ小's real-format 学校コード (B: 小学校, check digit valid), as the board types it on 学校一覧.
      path: { id: ctx.t.schoolA.id },
      body: { mextSchoolCode: 'B114210000013' },
      check: async () => expect(await countOf(ctx, 'schools', sql`id = ${ctx.t.schoolA.id} AND mext_school_code = 'B114210000013'`)).toBe(1),
    }),
  ],
  [
    'POST /api/local_governments/report_settings',
    async ({ get }) => ({
      body: { smallGroupSuppression: false },
      check: async () => expect(await get('local_government', '/api/local_governments/report_settings')).toEqual({ smallGroupSuppression: false }),
    }),
  ],
  [
    'POST /api/local_governments/condition_settings/config_update',
    async ({ get }) => ({
      body: governmentAlert,
      check: async () => {
        const settings = await get<{ conditionKind: string; consecutiveDays: number }[]>(
          'local_government',
          '/api/local_governments/condition_settings/configs',
        );
        expect(settings.find((s) => s.conditionKind === 'mental')?.consecutiveDays).toBe(5);
      },
    }),
  ],
  [
    'POST /api/local_governments/condition_settings/test_send_mail',
    async () => ({
      body: governmentAlert,
      check: async ({ t }) => expect((await mailJobs(t, 'test:government:'))[0]?.to).toEqual(['shido@test.example.jp']),
    }),
  ],
  [
    'POST /api/local_governments/remind_email',
    async ({ get }) => ({
      body: {
        talkRequestEnabled: true,
        talkRequestDays: 3,
        checkInRateEnabled: true,
        checkInRateThreshold: 80,
        sendToSchoolAdmins: true,
        notificationEmails: [{ notification_email: 'shido@test.example.jp' }],
      },
      check: async () =>
        expect(await get('local_government', '/api/local_governments/remind_email')).toMatchObject({ talkRequestDays: 3, checkInRateThreshold: 80 }),
    }),
  ],
  [
    'POST /api/local_governments/talk_lines',
    async ({ get }) => ({
      body: { lines: [{ name: 'みなと市SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' }] },
      check: async () =>
        expect(await get('local_government', '/api/local_governments/talk_lines')).toEqual({
          lines: [{ name: 'みなと市SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' }],
        }),
    }),
  ],
  [
    'POST /api/local_governments/distress_words',
    async ({ get }) => ({
      body: {
        words: [
          { word: '死にたい', spellings: ['しにたい'] },
          { word: 'つらすぎる', spellings: [] },
        ],
      },
      check: async () =>
        expect(await get('local_government', '/api/local_governments/distress_words')).toMatchObject({
          isDefault: false,
          words: [{ word: '死にたい' }, { word: 'つらすぎる', spellings: ['つらすぎる'] }],
        }),
    }),
  ],
  [
    'POST /api/local_governments/retention_settings',
    async ({ get }) => ({
      body: { healthDataRetentionYears: 6 },
      check: async () => expect(await get('local_government', '/api/local_governments/retention_settings')).toEqual({ healthDataRetentionYears: 6 }),
    }),
  ],
  [
    'POST /api/local_governments/sign_in_providers',
    async ({ t }) => ({
      body: { providers: ['google', 'microsoft'] },
      check: async () => {
        const info = await t.app.inject({ method: 'GET', url: `/api/schools/show_school_info?school_code=${t.schoolA.code}` });
        expect(info.json().data.signInProviders).toEqual(['google', 'microsoft']);
      },
    }),
  ],
  [
    'POST /api/local_governments/organization/previewimport',
    async (ctx) => ({
      body: { file: await boardTeacherFile(ctx), year: schoolYearOf() },
      check: async () => expect(await countOf(ctx, 'teachers', sql`email = 'higashi@a.example.jp'`)).toBe(0),
    }),
  ],
  [
    'POST /api/local_governments/organization/import',
    async (ctx) => ({
      body: { file: await boardTeacherFile(ctx), year: schoolYearOf(), fileName: '教職員名簿.xlsx' },
      check: async () => {
        expect(await countOf(ctx, 'teachers', sql`email IN ('higashi@a.example.jp', 'nishi@b.example.jp')`)).toBe(2);
        expect((await mailJobs(ctx.t, 'confirmation:teacher:')).map((m) => m.to)).toContainEqual(['higashi@a.example.jp']);
      },
    }),
  ],
  [
    'POST /api/local_governments/organization/change_school',
    async (ctx) => ({
      body: { schoolId: ctx.t.schoolA.id },
      check: async () => expect(await countOf(ctx, 'board_school_accesses', sql`school_id = ${ctx.t.schoolA.id}`)).toBeGreaterThan(0),
    }),
  ],
  [
    'DELETE /api/teachers/board_access',
    async (ctx) => {
      // The board user visiting school A's screens ends the visit (back to the board's screens).
      const visit = await signInBoardAccess(ctx.t, ctx.t.schoolA);
      return {
        as: visit,
        check: async () => expect((await ctx.t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: visit })).statusCode).toBe(401),
      };
    },
  ],
];
