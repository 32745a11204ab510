import { z } from 'zod';

/**
 * Account kinds that hold tokens (spec §6 roles). The spec's admin is an admin teacher
 * (teachers.admin) signing in at /admin/login: docs/decisions/006-roles.md.
 */
export const ACCOUNT_TYPES = ['student', 'teacher', 'parent', 'local_government'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The token-header contract (spec §3 "Session credentials", §7): every call carries these,
 * sign-in returns them as response headers.
 */
export const AUTH_HEADERS = ['access-token', 'client', 'uid', 'schoolCode'] as const;

const password = z.string().min(1, { message: 'パスワードを入力してください' }).max(128);

/** POST /api/students/sign_in (spec §3 login fields; the school code comes from the URL). */
export const studentSignInBodySchema = z
  .object({
    schoolCode: z.string().min(1).max(32),
    gradeId: z.coerce.number().int().positive({ message: '学年と組を選択してください' }),
    klassId: z.coerce.number().int().positive({ message: '学年と組を選択してください' }),
    studentNumber: z.coerce.number().int().min(1, { message: '出席番号を入力してください' }).max(999),
    password,
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type StudentSignInBody = z.infer<typeof studentSignInBodySchema>;

/**
 * POST /api/students/google/sign_in and /api/students/microsoft/sign_in (our additions, decisions
 * 014 and 034): the one-time code the provider's callback handed the browser through /auth (spec
 * §2 "/auth … passing the token"), exchanged for a session like a password sign-in.
 */
export const studentOidcSignInBodySchema = z
  .object({
    schoolCode: z.string().min(1).max(32),
    accessToken: z.string().min(1).max(256),
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type StudentOidcSignInBody = z.infer<typeof studentOidcSignInBodySchema>;

/** GET /api/students/google/start and /api/students/microsoft/start: which school's login page the student came from. */
export const studentOidcStartQuerySchema = z.object({ schoolCode: z.string().min(1).max(32) });

/** POST /api/teachers/sign_in. schoolCode is absent on /admin/login (the account names the school). */
export const teacherSignInBodySchema = z
  .object({
    schoolCode: z.string().min(1).max(32).optional(),
    email: z.string().trim().email({ message: '正しい形式で入力してください' }).max(254),
    password,
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type TeacherSignInBody = z.infer<typeof teacherSignInBodySchema>;

/** POST /api/parents/sign_in (docs/decisions/005-parent-sign-in.md). */
export const parentSignInBodySchema = z
  .object({
    schoolCode: z.string().min(1).max(32),
    loginId: z.string().trim().min(1, { message: 'ログインIDを入力してください' }).max(64),
    password,
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type ParentSignInBody = z.infer<typeof parentSignInBodySchema>;

/** POST /api/local_governments/sign_in. */
export const organizationSignInBodySchema = z
  .object({
    email: z.string().trim().email({ message: '正しい形式で入力してください' }).max(254),
    password,
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type OrganizationSignInBody = z.infer<typeof organizationSignInBodySchema>;
