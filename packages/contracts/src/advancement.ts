import { z } from 'zod';

/**
 * Year-end advancement 進級・進学 (issue 13 item 5; spec §2 settings/advancement, settings/acceptance;
 * §7 "Go-on-school": student_go_on_schools, /in_progress, /with_school_count, /bulk_create_or_update,
 * /bulk_create_student_go_on_in_progress, students/go_on_schools). Acceptance: decision 025.
 */

/** advance: next grade and class here; graduate: leaves for another school; stay: 原級留置 (same grade again). */
export const GO_ON_KINDS = ['advance', 'graduate', 'stay'] as const;
export type GoOnKind = (typeof GO_ON_KINDS)[number];
export const GO_ON_STATUSES = ['in_progress', 'planned', 'applied'] as const;
export type GoOnStatus = (typeof GO_ON_STATUSES)[number];

const yearSchema = z.coerce.number({ message: '年度を選んでください' }).int().min(2000, '年度を選んでください').max(2100, '年度を選んでください');

/** GET student_go_on_schools and /in_progress, /with_school_count query: the school year being closed (default: current). */
export const goOnQuerySchema = z.object({ year: yearSchema.optional() }).strict();
export type GoOnQuery = z.infer<typeof goOnQuerySchema>;

/** One student's plan for next year. A graduate has no next class; goOnSchoolId is a school of the same board. */
export const goOnPlanInputSchema = z
  .object({
    studentId: z.number().int().positive(),
    kind: z.enum(GO_ON_KINDS, { message: '進級・進学の種類を選んでください' }),
    nextGradeId: z.number().int().positive().nullable().optional(),
    nextKlassName: z.string().trim().max(20, '組は20文字以内で入力してください').nullable().optional(),
    nextStudentNumber: z
      .number()
      .int()
      .min(1, '出席番号は1〜999の数字で入力してください')
      .max(999, '出席番号は1〜999の数字で入力してください')
      .nullable()
      .optional(),
    goOnSchoolId: z.number().int().positive().nullable().optional(),
    goOnSchoolName: z.string().trim().max(100, '進学先は100文字以内で入力してください').nullable().optional(),
  })
  .strict();
export type GoOnPlanInput = z.infer<typeof goOnPlanInputSchema>;

/**
 * POST bulk_create_student_go_on_in_progress (save 途中) and bulk_create_or_update (save and, with
 * `apply`, create the new year's enrollments). Plans of students not listed are kept.
 */
export const goOnBulkBodySchema = z
  .object({
    year: yearSchema,
    plans: z.array(goOnPlanInputSchema).max(5000),
    apply: z.boolean().optional(),
  })
  .strict();
export type GoOnBulkBody = z.infer<typeof goOnBulkBodySchema>;

/** A student of the closing year with their current place and plan (null when not planned yet). */
export const goOnStudentSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  gradeId: z.number(),
  gradeName: z.string(),
  klassId: z.number(),
  klassName: z.string(),
  studentNumber: z.number(),
  plan: z
    .object({
      kind: z.enum(GO_ON_KINDS),
      nextGradeId: z.number().nullable(),
      nextKlassName: z.string().nullable(),
      nextStudentNumber: z.number().nullable(),
      goOnSchoolId: z.number().nullable(),
      goOnSchoolName: z.string().nullable(),
      status: z.enum(GO_ON_STATUSES),
    })
    .nullable(),
});
export type GoOnStudent = z.infer<typeof goOnStudentSchema>;

/** GET student_go_on_schools: the closing year's students and plans, the school's grades (sort order), and where graduates may go. */
export const goOnViewSchema = z.object({
  year: z.number(),
  grades: z.array(z.object({ id: z.number(), name: z.string(), last: z.boolean() })),
  students: z.array(goOnStudentSchema),
  appliedAt: z.string().nullable(),
});
export type GoOnView = z.infer<typeof goOnViewSchema>;

/** GET student_go_on_schools/in_progress: whether a saved plan exists and how far it got. */
export const goOnProgressSchema = z.object({
  year: z.number(),
  inProgress: z.number(),
  planned: z.number(),
  applied: z.number(),
  students: z.number(),
});
export type GoOnProgress = z.infer<typeof goOnProgressSchema>;

/** GET student_go_on_schools/with_school_count: graduates per next school (null id: outside the board). */
export const goOnSchoolCountSchema = z.array(z.object({ goOnSchoolId: z.number().nullable(), name: z.string(), count: z.number() }));
export type GoOnSchoolCount = z.infer<typeof goOnSchoolCountSchema>;

/** GET students/go_on_schools: the other schools of the board a graduate may go on to. */
export const goOnSchoolOptionSchema = z.object({ id: z.number(), name: z.string(), schoolType: z.string() });
export type GoOnSchoolOption = z.infer<typeof goOnSchoolOptionSchema>;

/** The answer of a bulk save: the progress after it and how many enrollments were written when applied. */
export const goOnBulkResultSchema = z.object({ progress: goOnProgressSchema, enrolled: z.number() });
export type GoOnBulkResult = z.infer<typeof goOnBulkResultSchema>;

/** GET acceptances (settings/acceptance): graduates other schools of the board sent here. */
export const acceptanceViewSchema = z.object({
  allowed: z.boolean(),
  withHistory: z.boolean(),
  year: z.number(),
  candidates: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      fromSchoolName: z.string(),
      fromGradeName: z.string(),
      /**
       * This school's grade the graduate enters (decision 046): the one whose Japan Profile code
       * follows the sender's (小学校6年 P6 → 中1 J1, 中3 J3 → 高1 H1); null when this school has none.
       */
      suggestedGradeId: z.number().nullable(),
      accepted: z.boolean(),
    }),
  ),
});
export type AcceptanceView = z.infer<typeof acceptanceViewSchema>;

/** POST acceptances/accept: accept graduates (go-on row ids) into a grade and class of the new year. */
export const acceptBodySchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, '受け入れる児童生徒を選んでください').max(2000),
    gradeId: z.number({ message: '学年を選んでください' }).int().positive('学年を選んでください'),
    klassName: z.string().trim().min(1, '組を入力してください').max(20, '組は20文字以内で入力してください'),
  })
  .strict();
export type AcceptBody = z.infer<typeof acceptBodySchema>;
