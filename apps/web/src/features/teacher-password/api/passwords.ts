import { apiRequest } from '../../../lib/api-client.ts';

/** Whose password: a teacher's (/api/teachers/…) or a board user's (/api/local_governments/…). */
export type PasswordAccount = 'teacher' | 'local_government';

const BASE: Record<PasswordAccount, string> = { teacher: '/api/teachers', local_government: '/api/local_governments' };

const messageSchema = { parse: (input: unknown) => ({ message: String((input as { message?: unknown } | null)?.message ?? '') }) };

/**
 * POST /api/teachers/password {email, schoolCode} or /api/local_governments/password {email}
 * (spec §7 forgot): always answers the same neutral sentence, whether or not the address is registered.
 * @throws ApiError 400 with field errors, 429 when asked too often.
 */
export async function requestTeacherPasswordReset(body: { email: string; schoolCode?: string }, account: PasswordAccount = 'teacher'): Promise<string> {
  return (await apiRequest(`${BASE[account]}/password`, { method: 'POST', body, auth: false, schema: messageSchema })).message;
}

/** A new password twice, with the mailed token. */
export interface NewPasswordBody {
  password: string;
  password_confirmation: string;
}

/** PUT /api/{teachers,local_governments}/password (spec §7 reset) with ?reset_password_token= of the mail. @throws ApiError 422 bad token. */
export async function resetTeacherPassword(token: string, body: NewPasswordBody, account: PasswordAccount = 'teacher'): Promise<string> {
  return (await apiRequest(`${BASE[account]}/password`, { method: 'PUT', body: { reset_password_token: token, ...body }, auth: false, schema: messageSchema }))
    .message;
}

/**
 * PATCH /api/teachers/confirmation or POST /api/local_governments/confirmation (spec §7
 * registration) with ?confirmation_token=. @throws ApiError 422 bad token.
 */
export async function confirmTeacherRegistration(token: string, body: NewPasswordBody, account: PasswordAccount = 'teacher'): Promise<string> {
  return (
    await apiRequest(`${BASE[account]}/confirmation`, {
      method: account === 'teacher' ? 'PATCH' : 'POST',
      body: { confirmation_token: token, ...body },
      auth: false,
      schema: messageSchema,
    })
  ).message;
}
