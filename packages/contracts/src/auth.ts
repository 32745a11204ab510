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
 * The text in the QR code of a student's sign-in card (issue 27, decision 062):
 * `SKC1.<student id>.<secret>`, the secret 160 random bits in base64url (27 characters). The id
 * names the card for the per-card throttle; only the secret proves it.
 */
export const CARD_SECRET_PATTERN = /^SKC1\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{27})$/;

/**
 * POST /api/students/card_sign_in (our addition, decision 062): the scanned card text, read by the
 * camera or typed by a USB/QR reader, for the same session as a password sign-in. Any text up to
 * 200 characters is accepted here: one not of a card gets the wrong-credentials answer.
 */
export const studentCardSignInBodySchema = z
  .object({
    schoolCode: z.string().min(1).max(32),
    card: z.string().trim().min(1, { message: 'ログインカードのQRコードを読み取ってください' }).max(200),
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type StudentCardSignInBody = z.infer<typeof studentCardSignInBodySchema>;

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
