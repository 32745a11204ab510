import { z } from 'zod';
import { STUDENT_SIGN_IN_PROVIDERS } from './oidc-sign-in.ts';
import { mextSchoolCodeProblem, SCHOOL_TYPES } from './school-types.ts';

export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A school type (decision 046): elementary, junior_high, compulsory, special_needs, high. */
export const schoolTypeSchema = z.enum(SCHOOL_TYPES, { message: '学校種別を選んでください' });

/** A MEXT 学校コード field: trimmed, upper-cased, checked (format and check digit; decision 046). */
export const mextSchoolCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.normalize('NFKC').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = mextSchoolCodeProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** Path params `{id}` of spec §7. */
export const idParamsSchema = z.object({ id: idSchema }).strict();

/** A class (組) with its id, as listed for login and the admin class selector. */
export const klassSchema = z.object({ id: z.number(), name: z.string() });
/** A grade (学年) with its classes of the current school year. */
export const gradeSchema = z.object({ id: z.number(), name: z.string(), klasses: z.array(klassSchema) });
export type Grade = z.infer<typeof gradeSchema>;

/** GET /api/schools/show_school_info query: the {school_code} of the URL. */
export const schoolInfoQuerySchema = z.object({ school_code: z.string().min(1).max(32) }).strict();

/**
 * GET /api/schools/show_school_info: what the public login pages need, the school's name and its
 * grades and classes of the current year (for the grade/class selects).
 */
export const schoolInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  schoolType: schoolTypeSchema,
  grades: z.array(gradeSchema),
  /**
   * The providers the login page offers besides the password (decisions 014, 034): those the
   * server is configured for and the school's board has chosen (Google alone by default).
   */
  signInProviders: z.array(z.enum(STUDENT_SIGN_IN_PROVIDERS)),
});
export type SchoolInfo = z.infer<typeof schoolInfoSchema>;

/** GET /api/students/school_settings: the school flags a student's screens depend on. */
export const studentSchoolSettingsSchema = z.object({
  enableConditionSkip: z.boolean(),
  linkStopIt: z.boolean(),
  /** Who sees what the pupil records (issue 25 item 6): their homeroom teacher, the school's admin teachers. */
  whoSees: z.object({ homeroom: z.boolean(), admins: z.boolean() }),
});
export type StudentSchoolSettings = z.infer<typeof studentSchoolSettingsSchema>;

export { ANONYMOUS_REPORTING_URL } from './anonymous-reporting.ts';

/** GET /api/students/access_code: how to contact a teacher anonymously (null code when not linked). */
export const accessCodeSchema = z.object({ linkStopIt: z.boolean(), accessCode: z.string().nullable(), url: z.string().nullable() });

/** GET/POST /api/teachers/schools/link_stop_it. */
export const linkStopItSchema = z.object({ linkStopIt: z.boolean(), accessCode: z.string().trim().max(32).nullable() }).strict();
/** GET/POST /api/teachers/schools/enable_condition_skip. */
export const enableConditionSkipSchema = z.object({ enableConditionSkip: z.boolean() }).strict();
