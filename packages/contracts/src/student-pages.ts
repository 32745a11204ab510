import { z } from 'zod';
import { conditionValueSchema } from './conditions.ts';
import { dateKeySchema } from './date-key.ts';
import { longTextSchema } from './limits.ts';
import { idSchema } from './schools.ts';
import { talkStateSchema } from './sos.ts';

/** A student as the teacher's student pages show them (spec §9 student title: name, grade, class, 番). */
export const teacherStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  gradeName: z.string(),
  klassName: z.string(),
  studentNumber: z.number(),
  isAttention: z.boolean(),
  attentionBy: z.string().nullable(),
  /** Neighbours in the class by 出席番号 (< 前の子ども / 次の子ども >). */
  previousStudentId: z.number().nullable(),
  nextStudentId: z.number().nullable(),
});
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;

export const studentIdQuerySchema = z.object({ studentId: idSchema }).strict();

/** GET /api/teachers/students/conditions-by-date-range query: at most 366 days. */
export const conditionsByDateRangeQuerySchema = z
  .object({ studentId: idSchema, from: dateKeySchema, to: dateKeySchema })
  .strict()
  .refine((q) => q.from <= q.to, { message: '開始日は終了日より前にしてください', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, { message: '期間は1年以内にしてください', path: ['to'] });

/** GET /api/teachers/students/past_conditions_by_month query. */
export const pastConditionsByMonthQuerySchema = z
  .object({ studentId: idSchema, year: z.coerce.number().int().min(2022).max(2100), month: z.coerce.number().int().min(1).max(12) })
  .strict();

/** A condition alert of one day as the history marks it: its id and whether a teacher resolved it. */
const dayAlertSchema = z.object({ id: z.number(), processed: z.boolean() }).nullable();

/**
 * One day of a student's history on the teacher side (spec §2 condition table: date, 心, 心 要確認,
 * 体, 体 要確認, 話, then one column per health observation item).
 */
export const studentConditionRowSchema = z.object({
  date: dateKeySchema,
  mental: conditionValueSchema.nullable(),
  physical: conditionValueSchema.nullable(),
  /** The day's mental / physical condition alert (要確認), null when none was raised that day. */
  mentalAlert: dayAlertSchema,
  physicalAlert: dayAlertSchema,
  sosCount: z.number(),
  /** The day's 話したい: none, some still unprocessed, or all processed (spec §4 talk icon). */
  talk: talkStateSchema,
  /** The day's health observation: skipped, or one answer per item (spec §2: a column per item abbreviation). */
  healthcheck: z
    .object({ isSkip: z.boolean(), answers: z.array(z.object({ healthcheckItemId: z.number(), answer: z.string(), alert: z.boolean() })) })
    .nullable(),
});

/** A memo (spec §3 note): saved memos cannot be edited or deleted. */
export const studentCommentSchema = z.object({ id: z.number(), content: z.string(), createdAt: z.string(), teacherName: z.string(), studentId: z.number() });

/** POST /api/teachers/students/create_student_comment: content (≤ 5,000, not blank) and studentId. */
export const createStudentCommentBodySchema = z
  .object({ studentId: idSchema, content: longTextSchema.pipe(z.string().min(1, { message: 'メモを入力してください' })) })
  .strict();

/** POST /api/teachers/attention_students. */
export const attentionBodySchema = z.object({ studentId: idSchema }).strict();
export const attentionStudentSchema = z.object({ id: z.number(), studentId: z.number(), teacherName: z.string(), createdAt: z.string() });
