import { z } from 'zod';

/**
 * Staff MFA (issue 9, docs/decisions/019-staff-mfa.md): TOTP (RFC 6238, 6 digits, 30 s) for
 * teachers and board-of-education users, with one-time recovery codes. A school can require it of
 * its admin teachers, a board of all its users. These schemas are shared by the API and the web app.
 */

/** Recovery codes handed out per enable / regenerate. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code. */
export const TOTP_CODE = /^\d{6}$/;

const codeMessage = '確認コードを入力してください';

/** What a signed-in staff member sees of their own MFA. */
export const mfaStatusSchema = z.object({
  /** A confirmed authenticator: sign-in asks for a code. */
  enabled: z.boolean(),
  /** Their school (admin teachers) or board requires MFA: it cannot be turned off. */
  required: z.boolean(),
  /** Unused recovery codes left (0 when MFA is off). */
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** A new secret for the authenticator app: base32 for manual entry and the otpauth:// URI (QR codes encode it). */
export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** POST …/mfa/enable: the first code from the app confirms the secret. */
export const mfaEnableBodySchema = z.object({ code: z.string().trim().regex(TOTP_CODE, { message: '6桁の数字を入力してください' }) }).strict();
export type MfaEnableBody = z.infer<typeof mfaEnableBodySchema>;

/** Recovery codes, shown once: only their SHA-256 is stored. */
export const mfaRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/**
 * POST …/mfa/disable and …/mfa/recovery_codes: proof of presence, a current code (authenticator or
 * recovery code) or the account's password.
 */
export const mfaConfirmBodySchema = z
  .object({
    code: z.string().trim().max(32).optional(),
    password: z.string().max(128).optional(),
  })
  .strict()
  .refine((b) => !!b.code || !!b.password, { message: '確認コードまたはパスワードを入力してください', path: ['code'] });
export type MfaConfirmBody = z.infer<typeof mfaConfirmBodySchema>;

/** A school's (admin teachers) or a board's (all its users) requirement. */
export const mfaPolicySchema = z.object({ required: z.boolean() });
export type MfaPolicy = z.infer<typeof mfaPolicySchema>;
export const mfaPolicyBodySchema = mfaPolicySchema.strict();

/**
 * The sign-in answer when a code is needed (no token headers): `challenge` is a one-time,
 * 5-minute token for POST …/sign_in/mfa. `setup` is present only in the answer of
 * …/sign_in/mfa/enrolment (the mailed link, decision 059): the first code from the app completes
 * both the setup and the sign-in.
 */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  challenge: z.string(),
  setup: mfaSetupSchema.optional(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/**
 * The password step's answer for an account that must use MFA and has not set it up (decision
 * 059): no challenge and no secret, the password alone does not enrol; a one-time enrolment link
 * went to the account's own address.
 */
export const mfaEnrolmentMailedSchema = z.object({ mfaRequired: z.literal(true), enrolmentMailed: z.literal(true) });
export type MfaEnrolmentMailed = z.infer<typeof mfaEnrolmentMailedSchema>;

/** POST /api/teachers/sign_in/mfa/enrolment and /api/local_governments/sign_in/mfa/enrolment: the mailed link's token. */
export const mfaEnrolmentBodySchema = z.object({ token: z.string().min(1).max(256) }).strict();
export type MfaEnrolmentBody = z.infer<typeof mfaEnrolmentBodySchema>;

/** The mailed link's query parameter on the login pages (decision 059). */
export const MFA_ENROLMENT_PARAM = 'mfa_enrolment';

/** POST /api/teachers/sign_in/mfa and /api/local_governments/sign_in/mfa. */
export const mfaSignInBodySchema = z
  .object({
    challenge: z.string().min(1).max(256),
    /** 6 digits from the app, or a recovery code (hyphens and spaces ignored). */
    code: z.string().trim().min(1, { message: codeMessage }).max(32),
    isPersistentLogin: z.boolean().optional(),
  })
  .strict();
export type MfaSignInBody = z.infer<typeof mfaSignInBodySchema>;

/** The successful sign-in (the token is in the response headers, spec §7). */
export const signedInSchema = z.object({
  uid: z.string(),
  schoolCode: z.string().nullable(),
  /** Only when the sign-in also completed a required setup: shown once. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** What POST …/sign_in answers: signed in, or a code is needed first. */
export const signInAnswerSchema = z.union([mfaEnrolmentMailedSchema, mfaChallengeSchema, signedInSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
