import { z } from 'zod';

/** A new password: 8 to 128 characters (a passphrase is welcome). */
export const newPasswordSchema = z
  .string()
  .min(8, { message: 'パスワードは8文字以上で入力してください' })
  .max(128, { message: 'パスワードは128文字以内で入力してください' });

/** POST /api/teachers/password and /api/local_governments/password (forgot): the e-mail to send a link to. */
export const forgotPasswordBodySchema = z
  .object({ email: z.string().trim().email({ message: '正しい形式で入力してください' }).max(254), schoolCode: z.string().max(32).optional() })
  .strict();

const passwordsMatch = { message: 'パスワードが一致しません', path: ['password_confirmation'] };
const matches = (b: { password: string; password_confirmation: string }) => b.password === b.password_confirmation;

/** PUT …/password (reset): the mailed token and the new password twice. */
export const resetPasswordBodySchema = z
  .object({ reset_password_token: z.string().min(20).max(200), password: newPasswordSchema, password_confirmation: z.string() })
  .strict()
  .refine(matches, passwordsMatch);

/** PATCH /api/teachers/confirmation and POST /api/local_governments/confirmation (registration). */
export const confirmationBodySchema = z
  .object({ confirmation_token: z.string().min(20).max(200), password: newPasswordSchema, password_confirmation: z.string() })
  .strict()
  .refine(matches, passwordsMatch);
