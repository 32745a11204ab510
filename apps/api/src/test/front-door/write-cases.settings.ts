import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { countOf, filledTemplate, valueOf } from './write-cases.helpers.ts';
import { mailJobs, type FrontDoorContext, type WriteCase } from './write-cases.ts';

/** The school's physical-condition alert: three bad days in a row, mailed to the school nurse. */
const physicalAlert = {
  conditionKind: 'physical',
  bad: true,
  worst: true,
  consecutiveDays: 3,
  contentAlert: '体の調子がよくない日が続いています。声をかけてください。',
  notificationEnabled: true,
  notificationEmails: [{ notification_email: 'nurse@a.example.jp' }],
};

/** A day `offset` days ahead, or as far back when that is in the next 年度 (the calendar keeps a year's ranges in that year). */
function dayOfThisSchoolYear({ day }: FrontDoorContext, offset: number): string {
  const ahead = day(offset);
  return schoolYearOf(new Date(`${ahead}T12:00:00+09:00`)) === schoolYearOf() ? ahead : day(-offset);
}

/**
 * The admin teacher's school settings (settings pages), first: the talk-to buttons, alert and mail
 * settings, health observation items and calendar the later cases (a pupil's morning) run under.
 */
export const SETTINGS_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/parent_attendance_settings/config_update',
    async () => ({ body: { notificationEnabled: true, notificationEmails: ['office@a.example.jp'] } }),
  ],
  [
    'POST /api/teachers/parent_attendance_settings/test_send_mail',
    async () => ({
      body: { notificationEmails: ['office@a.example.jp'] },
      check: async ({ t }) => expect((await mailJobs(t, 'test:parent-attendance:office@a.example.jp:'))[0]?.to).toEqual(['office@a.example.jp']),
    }),
  ],
  [
    'POST /api/teachers/schools/update_link_stop_it',
    async () => ({
      body: { linkStopIt: true, accessCode: 'MINAMI2026' },
      check: async ({ get }) => expect(await get('student', '/api/students/access_code')).toMatchObject({ linkStopIt: true, accessCode: 'MINAMI2026' }),
    }),
  ],
  [
    'POST /api/teachers/schools/update_enable_condition_skip',
    async () => ({
      body: { enableConditionSkip: false },
      check: async ({ get }) => expect(await get('student', '/api/students/school_settings')).toMatchObject({ enableConditionSkip: false }),
    }),
  ],
  [
    'POST /api/teachers/schools/update_enabled_processed_sos',
    async () => ({
      body: { enabledProcessedSos: true },
      check: async ({ get }) => expect(await get('teacher', '/api/teachers/schools/enabled_processed_sos')).toEqual({ enabledProcessedSos: true }),
    }),
  ],
  [
    'POST /api/teachers/schools/update_sos_escalation',
    async () => ({
      body: { escalationHours: 12 },
      check: async ({ get }) => expect(await get('teacher', '/api/teachers/schools/sos_escalation')).toEqual({ escalationHours: 12 }),
    }),
  ],
  [
    'POST /api/teachers/schools/update_school_hours',
    async () => ({
      body: { startMinute: 450, endMinute: 990 },
      check: async ({ get }) => expect(await get('teacher', '/api/teachers/schools/school_hours')).toEqual({ startMinute: 450, endMinute: 990 }),
    }),
  ],
  [
    'POST /api/teachers/sos_settings/bulk_create',
    async () => ({
      body: { sosSettings: [{ label: '校長先生と話したい', notificationEmails: ['principal@a.example.jp'] }] },
      check: async ({ get }) => expect((await get<{ label: string }[]>('student', '/api/sos_settings')).map((s) => s.label)).toContain('校長先生と話したい'),
    }),
  ],
  [
    'POST /api/teachers/sos_settings/bulk_update',
    async ({ get }) => {
      const buttons = await get<{ id: number; label: string; notificationEmails: string[] }[]>('teacher', '/api/teachers/sos_settings');
      // The homeroom button now mails the class teacher; the order and the other buttons stay.
      const sosSettings = buttons.map((b) => (b.label === '担任の先生と話したい' ? { ...b, notificationEmails: ['homeroom@a.example.jp'] } : b));
      return {
        body: { sosSettings: sosSettings.map(({ id, label, notificationEmails }) => ({ id, label, notificationEmails })) },
        check: async () => {
          const after = await get<{ label: string; notificationEmails: string[] }[]>('teacher', '/api/teachers/sos_settings');
          expect(after.find((b) => b.label === '担任の先生と話したい')?.notificationEmails).toEqual(['homeroom@a.example.jp']);
        },
      };
    },
  ],
  [
    'POST /api/teachers/condition_settings/config_update',
    async () => ({
      body: physicalAlert,
      check: async ({ get }) => {
        const settings = await get<{ conditionKind: string; consecutiveDays: number; notificationEnabled: boolean }[]>(
          'teacher',
          '/api/teachers/condition_settings/configs',
        );
        expect(settings.find((s) => s.conditionKind === 'physical')).toMatchObject({ consecutiveDays: 3, notificationEnabled: true });
      },
    }),
  ],
  [
    'POST /api/teachers/condition_settings/test_send_mail',
    async () => ({
      body: physicalAlert,
      check: async ({ t }) => expect((await mailJobs(t, 'test:condition:physical:nurse@a.example.jp:'))[0]?.to).toEqual(['nurse@a.example.jp']),
    }),
  ],
  [
    // A replay writes nothing (issue 25 item 4): it answers the weeks, and no alert is stored.
    'POST /api/teachers/condition_settings/replay',
    async (ctx) => {
      const before = await countOf(ctx, 'condition_alerts', sql`school_id = ${ctx.t.schoolA.id}`);
      return {
        body: {
          mental: { bad: true, worst: true, consecutiveDays: 2 },
          physical: { bad: false, worst: true, consecutiveDays: 5 },
          baseline: { enabled: true, drop: 1 },
        },
        check: async () => expect(await countOf(ctx, 'condition_alerts', sql`school_id = ${ctx.t.schoolA.id}`)).toBe(before),
      };
    },
  ],
  [
    'POST /api/teachers/healthcheck/create',
    async () => ({
      body: { abbreviation: '咳', label: 'せきが出る', formType: 'radio', required: false, initValue: '0' },
      check: async (ctx) => expect(await countOf(ctx, 'healthcheck_items', sql`school_id = ${ctx.t.schoolA.id} AND label = 'せきが出る'`)).toBe(1),
    }),
  ],
  [
    'POST /api/teachers/healthcheck/{id}/update_healthcheck',
    async ({ get }) => {
      const item = (await get<{ id: number; label: string }[]>('teacher', '/api/teachers/healthcheck')).find((i) => i.label === 'せきが出る')!;
      return {
        path: { id: item.id },
        body: { abbreviation: '咳', label: 'せきやのどの痛みがある', formType: 'radio', required: false, initValue: '0' },
        check: async () =>
          expect((await get<{ id: number; label: string }[]>('teacher', '/api/teachers/healthcheck')).find((i) => i.id === item.id)?.label).toBe(
            'せきやのどの痛みがある',
          ),
      };
    },
  ],
  [
    'POST /api/teachers/healthcheck/{id}/order',
    async ({ get }) => {
      const item = (await get<{ id: number; abbreviation: string }[]>('teacher', '/api/teachers/healthcheck')).find((i) => i.abbreviation === '咳')!;
      return {
        path: { id: item.id },
        body: { position: 2 },
        check: async () => expect((await get<{ id: number }[]>('teacher', '/api/teachers/healthcheck'))[1]?.id).toBe(item.id),
      };
    },
  ],
  [
    'POST /api/teachers/healthcheck/{id}/hidden',
    async ({ get }) => {
      const item = (await get<{ id: number; abbreviation: string }[]>('teacher', '/api/teachers/healthcheck')).find((i) => i.abbreviation === '咳')!;
      return {
        path: { id: item.id },
        body: { hidden: true },
        check: async () => {
          const form = await get<{ items: { id: number }[] }>('student', '/api/students/healthcheck');
          expect(form.items.map((i) => i.id)).not.toContain(item.id);
        },
      };
    },
  ],
  [
    'POST /api/teachers/sos_sentences',
    async () => ({
      body: { sentence: '{先生:せんせい}に{話:はな}したいときは、ボタンをおしてね。' },
      check: async ({ get }) =>
        expect(await get('teacher', '/api/teachers/sos_sentences')).toEqual({ sentence: '{先生:せんせい}に{話:はな}したいときは、ボタンをおしてね。' }),
    }),
  ],
  [
    'POST /api/teachers/standby_sentences',
    async () => ({
      body: { sentence: '{先生:せんせい}がきてくれるまで、まっていてね。' },
      check: async ({ get }) =>
        expect(await get('teacher', '/api/teachers/standby_sentences')).toEqual({ sentence: '{先生:せんせい}がきてくれるまで、まっていてね。' }),
    }),
  ],
  [
    'POST /api/teachers/school_calendar/bulk_create',
    async (ctx) => ({
      body: { ranges: [{ kind: 'closure', label: '臨時休業（台風）', from: dayOfThisSchoolYear(ctx, 40), to: dayOfThisSchoolYear(ctx, 40) }] },
      check: async (ctx) => expect(await countOf(ctx, 'school_calendar_ranges', sql`school_id = ${ctx.t.schoolA.id} AND label = '臨時休業（台風）'`)).toBe(1),
    }),
  ],
  [
    'POST /api/teachers/school_calendar/import',
    async (ctx) => ({
      body: {
        file: await filledTemplate(ctx, 'teacher', '/api/teachers/school_calendar/template', [
          ['学校休業日', '開校記念日', dayOfThisSchoolYear(ctx, 50), dayOfThisSchoolYear(ctx, 50), ''],
        ]),
      },
      check: async () => expect(await countOf(ctx, 'school_calendar_ranges', sql`school_id = ${ctx.t.schoolA.id} AND label = '開校記念日'`)).toBe(1),
    }),
  ],
  [
    'POST /api/teachers/grade_klasses/bulk_create',
    async ({ get }) => {
      const { grades } = await get<{ grades: { name: string; gradeCodeMasterId: number }[] }>('teacher', '/api/teachers/grade_klasses/summary');
      return {
        body: { klasses: [{ gradeCodeMasterId: grades.find((g) => g.name === '1年')!.gradeCodeMasterId, name: '2組' }] },
        check: async () => {
          const after = await get<{ grades: { name: string; klasses: { name: string }[] }[] }>('teacher', '/api/teachers/grade_klasses/summary');
          expect(after.grades.find((g) => g.name === '1年')!.klasses.map((k) => k.name)).toEqual(['1組', '2組']);
        },
      };
    },
  ],
  [
    'POST /api/teachers/grade_klasses/bulk_update',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM klasses WHERE school_id = ${ctx.t.schoolA.id} AND name = '2組'`);
      return {
        body: { klasses: [{ id, name: 'ひまわり組' }] },
        check: async () => expect(await valueOf<string>(ctx, sql`SELECT name AS value FROM klasses WHERE id = ${id}`)).toBe('ひまわり組'),
      };
    },
  ],
];
