import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { answersTo, countOf, deliveryIdOf, isoIn, valueOf } from './write-cases.helpers.ts';
import type { FrontDoorContext, WriteCase } from './write-cases.ts';

/** The bullying survey every grade of school A answers (from the template), and its copy turned into a school-life survey. */
export const BULLYING_SURVEY = 'いじめアンケート（2学期）';
export const SCHOOL_LIFE_SURVEY = '学校生活アンケート（2学期）';

const gradeIdsOf = async ({ get }: FrontDoorContext) =>
  (await get<{ grades: { id: number }[] }>('teacher', '/api/teachers/questionnaire_deliveries/new')).grades.map((g) => g.id);

/** The admin teacher prepares the surveys before the pupils answer them (questionnaire-deliveries pages). */
export const QUESTIONNAIRE_SETUP_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/questionnaire_deliveries',
    async (ctx) => ({
      body: { title: BULLYING_SURVEY, startAt: isoIn(-1), finishAt: isoIn(14), gradeIds: await gradeIdsOf(ctx), needsConsent: false, template: 'bullying' },
      check: async () => expect(await deliveryIdOf(ctx, BULLYING_SURVEY)).toBeGreaterThan(0),
    }),
  ],
  [
    'POST /api/teachers/questionnaire_deliveries/{id}/copy',
    async (ctx) => ({
      path: { id: await deliveryIdOf(ctx, BULLYING_SURVEY) },
      body: { title: SCHOOL_LIFE_SURVEY, startAt: isoIn(-1), finishAt: isoIn(14), gradeIds: await gradeIdsOf(ctx) },
      check: async () => expect(await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY)).toBeGreaterThan(0),
    }),
  ],
  [
    'POST /api/teachers/questionnaire_deliveries/{id}/add_questions',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY);
      return {
        path: { id },
        body: {
          questionsGroups: [
            {
              title: '学校生活について',
              questions: [
                {
                  formType: 'single_select_row',
                  text: '学校は楽しいですか。',
                  required: true,
                  options: [
                    { text: '楽しい', score: 0 },
                    { text: 'ふつう', score: 1 },
                    { text: '楽しくない', score: 2 },
                  ],
                  alertRules: [{ when: 'option_chosen', optionIndexes: [2], level: 'first_stage' }],
                },
                { formType: 'long_text', text: '先生に伝えたいことがあれば書いてください。', required: false },
              ],
            },
          ],
        },
        check: async () =>
          expect(await countOf(ctx, 'questions', sql`questionnaire_id = (SELECT questionnaire_id FROM questionnaire_deliveries WHERE id = ${id})`)).toBe(2),
      };
    },
  ],
  [
    'PATCH /api/teachers/questionnaire_deliveries/{id}',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY);
      return {
        path: { id },
        body: {
          description: '2学期の学校生活についてのアンケートです。',
          needsConsent: true,
          consentText: '答えた内容は先生だけが見ます。回答をはじめてよいですか。',
        },
        check: async () =>
          expect(
            await valueOf<boolean>(
              ctx,
              sql`SELECT q.needs_consent AS value FROM questionnaire_deliveries d JOIN questionnaires q ON q.id = d.questionnaire_id WHERE d.id = ${id}`,
            ),
          ).toBe(true),
      };
    },
  ],
  [
    'POST /api/teachers/questionnaire_deliveries/{id}/test',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, BULLYING_SURVEY);
      const tried = await ctx.get<{ questionsGroups: { questions: { id: number; formType: string; options: { id: number; text: string }[] }[] }[] }>(
        'teacher',
        `/api/teachers/questionnaire_deliveries/${id}/test`,
      );
      // The teacher tries the survey as a pupil would answer it; nothing is stored.
      return {
        path: { id },
        body: { answers: answersTo(tried.questionsGroups) },
        check: async () => expect(await countOf(ctx, 'questionnaire_answers', sql`questionnaire_delivery_id = ${id}`)).toBe(0),
      };
    },
  ],
];

/** After the pupils answered: the admin closes and removes a survey. */
export const QUESTIONNAIRE_CLOSING_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/questionnaire_deliveries/{id}/complete',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY);
      return {
        path: { id },
        check: async () => expect(await valueOf<unknown>(ctx, sql`SELECT completed_at AS value FROM questionnaire_deliveries WHERE id = ${id}`)).not.toBeNull(),
      };
    },
  ],
  [
    'DELETE /api/teachers/questionnaire_deliveries/{id}',
    async (ctx) => {
      const id = await deliveryIdOf(ctx, SCHOOL_LIFE_SURVEY);
      // A pupil declined it (a sheet without answers exists): the admin confirms its deletion with the answers.
      return {
        path: { id },
        query: { deleteAnswers: 'true' },
        check: async () => expect(await countOf(ctx, 'questionnaire_deliveries', sql`id = ${id} AND deleted_at IS NULL`)).toBe(0),
      };
    },
  ],
];
