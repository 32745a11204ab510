import { z } from 'zod';
import { checkRubySentence } from './ruby-sentence.ts';
import { idSchema } from './schools.ts';

/**
 * School administration (issue 13; spec §2 Teacher settings grade_class, student, teacher,
 * sos_sentences, standby_sentences; §7 Grade classes, Teacher students, Teacher settings, SOS
 * settings, Schools). Field messages are Japanese and name the field.
 */

const name = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label}を入力してください` })
    .max(max, { message: `${label}は${max}文字以内で入力してください` });

/**
 * GET /api/teachers/grade_code_masters: a national grade code of the caller's school type (小1…,
 * 中1…, 義務教育学校1年…, 小学部1年…, 高1…; decision 046) with its Japan Profile code (P1–H3).
 */
export const gradeCodeMasterSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  schoolType: z.string(),
  jpGradeCode: z.string().nullable(),
  department: z.string().nullable(),
});
export type GradeCodeMaster = z.infer<typeof gradeCodeMasterSchema>;

/** A class as the grade_class settings page lists it. `deletable` is false with students or history. */
export const settingsKlassSchema = z.object({
  id: z.number(),
  name: z.string(),
  studentCount: z.number(),
  teacherNames: z.array(z.string()),
  deletable: z.boolean(),
});
/** A grade of the school with this year's classes (GET /api/teachers/grade_klasses/summary). */
export const settingsGradeSchema = z.object({ id: z.number(), name: z.string(), gradeCodeMasterId: z.number(), klasses: z.array(settingsKlassSchema) });
export type SettingsGrade = z.infer<typeof settingsGradeSchema>;
export const gradeKlassSummarySchema = z.object({ year: z.number().nullable(), grades: z.array(settingsGradeSchema) });
export type GradeKlassSummary = z.infer<typeof gradeKlassSummarySchema>;

/** POST /api/teachers/grade_klasses/bulk_create: classes to add to this school year (the grade is made when missing). */
export const gradeKlassesBulkCreateBodySchema = z
  .object({
    klasses: z
      .array(z.object({ gradeCodeMasterId: idSchema, name: name('クラス名', 20) }).strict())
      .min(1)
      .max(50),
  })
  .strict();
/** POST /api/teachers/grade_klasses/bulk_update: new names of this year's classes. */
export const gradeKlassesBulkUpdateBodySchema = z
  .object({
    klasses: z
      .array(z.object({ id: idSchema, name: name('クラス名', 20) }).strict())
      .min(1)
      .max(100),
  })
  .strict();
/** POST /api/teachers/grade_klasses/bulk_delete: classes without students or history. */
export const gradeKlassesBulkDeleteBodySchema = z.object({ ids: z.array(idSchema).min(1).max(100) }).strict();

/** GET /api/teachers/student_accounts query: search (name, kana, number; case- and width-insensitive) and page. */
export const studentAccountsQuerySchema = z
  .object({
    keyword: z.string().max(100).optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type StudentAccountsQuery = z.infer<typeof studentAccountsQuerySchema>;

/** A student as the settings/student page lists them; `enrollmentId` is the year_grade_klass_users id. */
export const studentAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameKana: z.string().nullable(),
  email: z.string().nullable(),
  enrollmentId: z.number(),
  gradeId: z.number(),
  gradeName: z.string(),
  klassId: z.number(),
  klassName: z.string(),
  studentNumber: z.number(),
  signInStopped: z.boolean(),
  /** Whether the pupil has a password yet (an import without 初期パスワード leaves none until cards are printed). */
  passwordSet: z.boolean(),
});
export type StudentAccount = z.infer<typeof studentAccountSchema>;
export const studentAccountPageSchema = z.object({ list: z.array(studentAccountSchema), total: z.number(), page: z.number(), limit: z.number() });

/** PATCH /api/teachers/students/{id}: name, reading and Google e-mail. */
export const studentAccountPatchBodySchema = z
  .object({
    name: name('氏名', 50).optional(),
    nameKana: z.string().trim().max(100, { message: 'ふりがなは100文字以内で入力してください' }).nullable().optional(),
    email: z.string().trim().email({ message: '正しい形式で入力してください' }).max(254).nullable().optional(),
  })
  .strict();

/** POST /api/teachers/students/{id}/stop_sign_in and /api/teachers/settings/stop_sign_in: stop (true) or restart (false). */
export const stopSignInBodySchema = z.object({ stopped: z.boolean() }).strict();
export const teacherStopSignInBodySchema = z.object({ id: idSchema, stopped: z.boolean() }).strict();

/** POST /api/teachers/year_grade_klass_users/{id}/update_student: move to a class (and number) of the same year. */
export const updateStudentEnrollmentBodySchema = z
  .object({
    klassId: idSchema,
    studentNumber: z.coerce.number().int().min(1, { message: '出席番号は1以上にしてください' }).max(999, { message: '出席番号は999以下にしてください' }),
  })
  .strict();

/** POST /api/teachers/students/{id}/reset_password: the new initial password, shown once. */
export const resetPasswordResultSchema = z.object({ password: z.string() });

/** GET /api/teachers/students/sign_in_cards query: the class whose cards to print. */
export const signInCardsQuerySchema = z.object({ klassId: idSchema }).strict();
/**
 * POST …/sign_in_cards body (decisions 023 and 045): the pupils of the class to print cards for
 * (the page chooses those without a password yet); only they get new passwords, the rest stay signed in.
 */
export const signInCardsBodySchema = z.object({ studentIds: z.array(idSchema).min(1, { message: 'カードを作る児童生徒を選んでください' }).max(200) }).strict();

/** A teacher account (GET /api/teachers/settings). `confirmed`: the registration link was used. */
export const teacherAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  signInStopped: z.boolean(),
  confirmed: z.boolean(),
  klasses: z.array(z.object({ assignmentId: z.number(), klassId: z.number(), name: z.string() })),
});
export type TeacherAccount = z.infer<typeof teacherAccountSchema>;

const email = z.string().trim().toLowerCase().email({ message: '正しい形式で入力してください' }).max(254);
/** POST /api/teachers/settings (a new teacher; a registration mail follows). */
export const teacherAccountCreateBodySchema = z.object({ name: name('氏名', 50), email, admin: z.boolean().default(false) }).strict();
/** PATCH /api/teachers/settings/{id}. */
export const teacherAccountPatchBodySchema = z.object({ name: name('氏名', 50).optional(), email: email.optional(), admin: z.boolean().optional() }).strict();
/** POST /api/teachers/settings/resend_confirm. */
export const resendConfirmBodySchema = z.object({ id: idSchema }).strict();
/**
 * POST /api/teachers/year_grade_klass_users/{id}/update_teacher: {id} is the teacher; the classes
 * of this year they are in charge of (担任), replacing the previous ones.
 */
export const updateTeacherKlassesBodySchema = z.object({ klassIds: z.array(idSchema).max(20) }).strict();

/** A sentence in the ruby syntax, checked with the spec §5 rules (the message names the rule). */
const rubySentence = z
  .string()
  .max(2000)
  .transform((input, ctx) => {
    const result = checkRubySentence(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.value;
  });
/** POST /api/teachers/sos_sentences and standby_sentences body; null returns to the default sentence. */
export const sentenceBodySchema = z.object({ sentence: rubySentence.nullable() }).strict();
/** GET/POST sos_sentences, standby_sentences: the stored sentence (null: the default is shown). */
export const sentenceSchema = z.object({ sentence: z.string().nullable() });

/** GET /api/schools/{id} (a teacher's own school). */
export const schoolSummarySchema = z.object({ id: z.number(), code: z.string(), name: z.string(), schoolType: z.string() });
/** GET /api/teachers/schools/list_by_local_government: the schools of the teacher's board. */
export const boardSchoolsSchema = z.array(schoolSummarySchema.extend({ own: z.boolean() }));
/** GET /api/schools/show_full_school_info (student): what the student screens show of their school. */
export const fullSchoolInfoSchema = schoolSummarySchema.extend({
  gradeName: z.string().nullable(),
  klassName: z.string().nullable(),
  enableConditionSkip: z.boolean(),
  linkStopIt: z.boolean(),
  sosSentence: z.string().nullable(),
  standbySentence: z.string().nullable(),
});
export type FullSchoolInfo = z.infer<typeof fullSchoolInfoSchema>;

/** GET /api/conditions/dashboard_by_month and /api/teachers/students/conditions: one month. */
export const monthQuerySchema = z.object({ year: z.coerce.number().int().min(2022).max(2100), month: z.coerce.number().int().min(1).max(12) }).strict();
export const studentMonthQuerySchema = monthQuerySchema.extend({ studentId: idSchema }).strict();
