import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { answersTo, countOf, deliveryIdOf, pupilIdOf, valueOf } from './write-cases.helpers.ts';
import { BULLYING_SURVEY, SCHOOL_LIFE_SURVEY } from './write-cases.questionnaires.ts';
import { mailJobs, type WriteCase } from './write-cases.ts';

/** A health observation item as the pupil's form shows it. */
interface FormItem {
  id: number;
  abbreviation: string;
  formType: string;
  initValue: string | null;
  timeFormat: string | null;
  healthcheckOptions: { name: string }[];
}

/** What a pupil with a fever and a headache answers on the morning form (temperature 37.8 and 頭痛 あり raise the teacher's flag). */
function feverishAnswer(item: FormItem): string {
  if (item.formType === 'temperature') return '37.8';
  if (item.formType === 'time') return item.timeFormat === '12h' ? 'pm 9:00' : '21:00';
  if (item.formType === 'radio') return item.abbreviation === '頭痛' ? '1' : (item.initValue ?? '0');
  if (item.formType === 'checkbox') return JSON.stringify([item.healthcheckOptions[0]!.name]);
  return 'あたまがいたいです';
}

/** A pupil's morning on the shared tablet: check-in, health observation, 話したい, the open surveys. */
export const STUDENT_CASES: [string, WriteCase][] = [
  [
    'POST /api/conditions',
    async (ctx) => ({
      body: { mental: 'bad', physical: 'good' },
      check: async () =>
        expect(await countOf(ctx, 'conditions', sql`student_id = ${await pupilIdOf(ctx)} AND date = ${ctx.day(0)} AND mental = 'bad'`)).toBe(1),
    }),
  ],
  [
    'POST /api/students/healthcheck/answer',
    async (ctx) => {
      const form = await ctx.get<{ items: FormItem[] }>('student', '/api/students/healthcheck');
      return {
        body: { isSkip: false, answers: form.items.map((item) => ({ healthcheckItemId: item.id, answer: feverishAnswer(item) })) },
        check: async () => {
          const id = await pupilIdOf(ctx);
          expect(await countOf(ctx, 'healthcheck_answers', sql`student_id = ${id} AND date = ${ctx.day(0)}`)).toBe(1);
          // The fever raised the teacher's physical alert, mailed to the nurse (settings above).
          expect(await countOf(ctx, 'condition_alerts', sql`student_id = ${id} AND condition_kind = 'physical' AND date = ${ctx.day(0)}`)).toBe(1);
          expect((await mailJobs(ctx.t, 'condition-alert:')).map((m) => m.to)).toContainEqual(['nurse@a.example.jp']);
        },
      };
    },
  ],
  [
    'POST /api/soss',
    async (ctx) => {
      const buttons = await ctx.get<{ id: number; label: string }[]>('student', '/api/sos_settings');
      return {
        body: { sosSettingId: buttons.find((b) => b.label === '担任の先生と話したい')!.id },
        headers: { 'idempotency-key': `front-door-sos-${Date.now()}` },
        check: async () => {
          expect(await countOf(ctx, 'soss', sql`student_id = ${await pupilIdOf(ctx)} AND label = '担任の先生と話したい'`)).toBe(1);
          expect((await mailJobs(ctx.t, 'sos:')).map((m) => m.to)).toContainEqual(['homeroom@a.example.jp']);
        },
      };
    },
  ],
  [
    'POST /api/students/soss/urgent',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM soss WHERE student_id = ${await pupilIdOf(ctx)} AND NOT processed ORDER BY id DESC LIMIT 1`);
      return {
        body: { id, note: 'いそぎです' },
        check: async () => expect(await countOf(ctx, 'soss', sql`id = ${id} AND urgent_note = 'いそぎです' AND urgent_at IS NOT NULL`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/questionnaire_deliveries/{id}/unselect',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, BULLYING_SURVEY);
      return {
        path: { id },
        check: async () => expect(await countOf(ctx, 'questionnaire_answers', sql`questionnaire_delivery_id = ${id} AND choice = 'later'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/questionnaire_deliveries/{id}/agree',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, BULLYING_SURVEY);
      return {
        path: { id },
        check: async () => expect(await countOf(ctx, 'questionnaire_answers', sql`questionnaire_delivery_id = ${id} AND status = 'answering'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/students/questions/answer',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, BULLYING_SURVEY);
      const shown = await ctx.get<{ questionsGroups: Parameters<typeof answersTo>[0] }>('student', `/api/students/questions/${id}`);
      return {
        body: { questionnaireDeliveryId: id, answers: answersTo(shown.questionsGroups), complete: true },
        check: async () => expect(await countOf(ctx, 'questionnaire_answers', sql`questionnaire_delivery_id = ${id} AND status = 'completed'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/students/furigana',
    async (ctx) => {
      const id = await pupilIdOf(ctx);
      return {
        body: { furigana: false },
        check: async () => expect(await countOf(ctx, 'students', sql`id = ${id} AND furigana = false`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/questionnaire_deliveries/{id}/dis_agree',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY);
      return {
        path: { id },
        check: async () =>
          expect(await countOf(ctx, 'questionnaire_answers', sql`questionnaire_delivery_id = ${id} AND choice = 'never' AND consent = 'dis_agreed'`)).toBe(1),
      };
    },
  ],
];
