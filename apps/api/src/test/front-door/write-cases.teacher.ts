import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PASSWORDS, signInStudent, signInTeacher } from '../test-app.ts';
import { confirmTokenHeader, countOf, deliveryIdOf, pupilIdOf, studentIdOf, valueOf } from './write-cases.helpers.ts';
import { BULLYING_SURVEY } from './write-cases.questionnaires.ts';
import type { FrontDoorContext, WriteCase } from './write-cases.ts';

/** The homeroom teacher of 1年1組, signed in on their own device. */
const classTeacher = (ctx: FrontDoorContext) => signInTeacher(ctx.t, ctx.t.schoolA, 0);

/** The pupil's completed bullying sheet (questionnaire answer) the bullying pages name. */
const bullyingSheetOf = async (ctx: FrontDoorContext) =>
  valueOf(
    ctx,
    sql`SELECT id AS value FROM questionnaire_answers WHERE questionnaire_delivery_id = ${await deliveryIdOf(ctx, BULLYING_SURVEY)} AND student_id = ${await pupilIdOf(ctx)}`,
  );

/** The teachers' day after the pupils' morning: the register, memos, talk requests, alerts and the bullying survey's sheets. */
export const TEACHER_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/attendances',
    async (ctx) => {
      const studentId = await studentIdOf(ctx, 0, 2);
      return {
        as: await classTeacher(ctx),
        body: { targetDate: ctx.day(0), status: 'absent', studentId },
        check: async () => expect(await countOf(ctx, 'attendances', sql`student_id = ${studentId} AND date = ${ctx.day(0)} AND status = 'absent'`)).toBe(1),
      };
    },
  ],
  [
    'PUT /api/teachers/attendances/{id}',
    async (ctx) => {
      const studentId = await studentIdOf(ctx, 0, 2);
      const id = await valueOf(ctx, sql`SELECT id AS value FROM attendances WHERE student_id = ${studentId} AND date = ${ctx.day(0)}`);
      return {
        as: await classTeacher(ctx),
        path: { id },
        body: { date: ctx.day(0), reason: 'sick', memo: '朝、家の人から電話がありました' },
        check: async () => expect(await countOf(ctx, 'attendances', sql`id = ${id} AND reason = 'sick' AND memo = '朝、家の人から電話がありました'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/student_daily_memos',
    async (ctx) => {
      const studentId = await pupilIdOf(ctx);
      return {
        as: await classTeacher(ctx),
        body: { studentId, date: ctx.day(0), memo: '保健室で熱を測り、家の人に連絡しました' },
        check: async () => expect(await countOf(ctx, 'student_daily_memos', sql`student_id = ${studentId} AND date = ${ctx.day(0)}`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/confirm_parent_attendance',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM parent_attendances WHERE date = ${ctx.day(1)} AND cancelled_at IS NULL ORDER BY id LIMIT 1`);
      return {
        as: await classTeacher(ctx),
        body: { id },
        check: async () => {
          expect(await countOf(ctx, 'parent_attendances', sql`id = ${id} AND confirmed`)).toBe(1);
          expect(await countOf(ctx, 'attendances', sql`date = ${ctx.day(1)} AND status = 'absent'`)).toBe(1);
        },
      };
    },
  ],
  [
    'POST /api/teachers/students/processed_sos',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM soss WHERE student_id = ${await pupilIdOf(ctx)} ORDER BY id LIMIT 1`);
      const [status] = await ctx.get<{ name: string }[]>('teacher', '/api/teachers/sos_settings/get_sos_processed_status_setting');
      return {
        as: await classTeacher(ctx),
        query: { id, processedStatus: status!.name },
        check: async () => expect(await countOf(ctx, 'soss', sql`id = ${id} AND processed AND processed_status = ${status!.name}`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/seen_sos',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM soss WHERE student_id = ${await pupilIdOf(ctx)} ORDER BY id DESC LIMIT 1`);
      return {
        as: await classTeacher(ctx),
        query: { id },
        check: async () => expect(await countOf(ctx, 'soss', sql`id = ${id} AND seen_at IS NOT NULL AND seen_by_teacher_id IS NOT NULL`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/processed_condition_alert',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM condition_alerts WHERE student_id = ${await pupilIdOf(ctx)} ORDER BY id LIMIT 1`);
      return {
        as: await classTeacher(ctx),
        body: { id },
        check: async () => expect(await countOf(ctx, 'condition_alerts', sql`id = ${id} AND processed`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/alert_feedbacks',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM condition_alerts WHERE student_id = ${await pupilIdOf(ctx)} AND processed ORDER BY id LIMIT 1`);
      return {
        as: await classTeacher(ctx),
        body: { subject: 'condition_alert', id, verdict: 'useful' },
        check: async () => expect(await countOf(ctx, 'alert_feedbacks', sql`condition_alert_id = ${id} AND verdict = 'useful'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/create_student_comment',
    async (ctx) => {
      const studentId = await pupilIdOf(ctx);
      return {
        as: await classTeacher(ctx),
        body: { studentId, content: '発熱のため早退。明日の朝、様子を聞く。' },
        check: async () =>
          expect(await countOf(ctx, 'student_comments', sql`student_id = ${studentId} AND content = '発熱のため早退。明日の朝、様子を聞く。'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/attention_students',
    async (ctx) => {
      const studentId = await pupilIdOf(ctx);
      return {
        body: { studentId },
        check: async () => expect(await countOf(ctx, 'attention_students', sql`student_id = ${studentId}`)).toBe(1),
      };
    },
  ],
  [
    'DELETE /api/teachers/attention_students/{id}',
    async (ctx) => {
      const studentId = await pupilIdOf(ctx);
      return {
        path: { id: studentId },
        check: async () => expect(await countOf(ctx, 'attention_students', sql`student_id = ${studentId}`)).toBe(0),
      };
    },
  ],
  [
    'POST /api/teachers/verify_pass',
    async (ctx) => {
      const before = await countOf(ctx, 'bullying_confirm_tokens', sql`true`);
      return {
        body: { password: PASSWORDS.teacher },
        check: async () => expect(await countOf(ctx, 'bullying_confirm_tokens', sql`true`)).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/teachers/students/questionaire/create_comment',
    async (ctx) => {
      const sheet = await bullyingSheetOf(ctx);
      return {
        headers: await confirmTokenHeader(ctx),
        body: { content: '本人と面談。休み時間のことを担任が見守る。', questionnaire_answer: sheet },
        check: async () => expect(await countOf(ctx, 'questionnaire_answer_comments', sql`questionnaire_answer_id = ${sheet}`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/update_questions_status',
    async (ctx) => {
      const sheet = await bullyingSheetOf(ctx);
      return {
        headers: await confirmTokenHeader(ctx),
        body: { questionnaire_answer: sheet, resolved: true },
        check: async () => expect(await countOf(ctx, 'bullying_alert_resolutions', sql`questionnaire_answer_id = ${sheet}`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/questionaire/ask_again',
    async (ctx) => {
      // Pupil No. 2 of 1年1組 chooses もう こたえない for the bullying survey; the teacher asks again.
      const deliveryId = await deliveryIdOf(ctx, BULLYING_SURVEY);
      await ctx.send(await signInStudent(ctx.t, ctx.t.schoolA, 0, 2), 'POST', `/api/questionnaire_deliveries/${deliveryId}/dis_agree`);
      const studentId = await studentIdOf(ctx, 0, 2);
      const sheet = await valueOf(
        ctx,
        sql`SELECT id AS value FROM questionnaire_answers WHERE questionnaire_delivery_id = ${deliveryId} AND student_id = ${studentId}`,
      );
      return {
        headers: await confirmTokenHeader(ctx),
        body: { questionnaire_answer: sheet },
        check: async () => expect(await countOf(ctx, 'questionnaire_answers', sql`id = ${sheet} AND choice IS NULL`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/students/update_teacher_confirm_status',
    async (ctx) => {
      const sheet = await bullyingSheetOf(ctx);
      const headers = await confirmTokenHeader(ctx);
      const [deliveryId, studentId] = [await deliveryIdOf(ctx, BULLYING_SURVEY), await pupilIdOf(ctx)];
      // Only a sheet that is not 未確認 can be changed (spec §4): opening it makes it 確認中.
      await ctx.send(
        { ...ctx.sessions.teacher, ...headers },
        'GET',
        `/api/teachers/students/questionaire?studentId=${studentId}&questionnaireDeliveryId=${deliveryId}`,
      );
      return {
        headers,
        body: { questionnaire_id: deliveryId, student_ids: [studentId], teacher_confirm_status: 3 },
        check: async () =>
          expect(await countOf(ctx, 'questionnaire_answers', sql`id = ${sheet} AND teacher_confirm_status = 'person_in_charge_confirmed'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/bullying_cases',
    async (ctx) => {
      const sheet = await bullyingSheetOf(ctx);
      const studentId = await pupilIdOf(ctx);
      return {
        headers: await confirmTokenHeader(ctx),
        body: {
          studentId,
          recognizedOn: ctx.day(0),
          origin: 'bullying_alert',
          questionnaireAnswerId: sheet,
          forms: ['teasing', 'exclusion'],
          discovery: 'school_survey',
          otherStudentIds: [await studentIdOf(ctx, 0, 2)],
          summary: 'アンケートで悪口を言われていると回答',
        },
        check: async () => expect(await countOf(ctx, 'bullying_cases', sql`student_id = ${studentId} AND questionnaire_answer_id = ${sheet}`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/bullying_cases/{id}/actions',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT max(id) AS value FROM bullying_cases`);
      return {
        headers: await confirmTokenHeader(ctx),
        path: { id },
        body: { actedOn: ctx.day(0), content: '本人と面談し、話を聞きました' },
        check: async () => expect(await countOf(ctx, 'bullying_case_actions', sql`case_id = ${id} AND content = '本人と面談し、話を聞きました'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/bullying_cases/{id}/state',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT max(id) AS value FROM bullying_cases`);
      return {
        headers: await confirmTokenHeader(ctx),
        path: { id },
        body: { state: 'working_to_resolve' },
        check: async () => expect(await countOf(ctx, 'bullying_cases', sql`id = ${id} AND state = 'working_to_resolve'`)).toBe(1),
      };
    },
  ],
  [
    'POST /api/teachers/bullying_cases/{id}/serious_claim',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT max(id) AS value FROM bullying_cases`);
      return {
        headers: await confirmTokenHeader(ctx),
        path: { id },
        body: { claimedOn: ctx.day(0), claimant: 'parent', note: '保護者から、眠れない日が続いていると申立て' },
        check: async () =>
          expect(await countOf(ctx, 'bullying_cases', sql`id = ${id} AND serious_claimant = 'parent' AND serious_claim_on IS NOT NULL`)).toBe(1),
      };
    },
  ],
];
