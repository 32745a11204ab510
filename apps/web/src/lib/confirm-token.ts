import { BULLYING_MESSAGES, CONFIRM_TOKEN_HEADER, verifyPassResultSchema } from '@sukoyaka/contracts/bullying-alerts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

/**
 * The confirm token of password re-entry (spec §3, §4; decision 022): a bullying survey's answers
 * (the bullying pages, their exports and the questionnaire deliveries' exports of a bullying
 * survey) are sent only with it.
 */

/** spec §3 stored item `confirm_token` (this tab only; logout clears it with the session items). */
const KEY = 'confirm_token';
const EVENT = 'sukoyaka:confirm-token';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The stored confirm token of password re-entry, or null. */
export const readConfirmToken = (): string | null => storage()?.getItem(KEY) ?? null;

/** Stores (or, with null, forgets) the confirm token and tells the open pages. */
export function saveConfirmToken(token: string | null): void {
  if (token) storage()?.setItem(KEY, token);
  else storage()?.removeItem(KEY);
  window.dispatchEvent(new Event(EVENT));
}

/** Subscribes to confirm-token changes (useSyncExternalStore). */
export function subscribeConfirmToken(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** The header every bullying call sends (decision 022). */
export const confirmHeaders = (): Record<string, string> => {
  const token = readConfirmToken();
  return token ? { [CONFIRM_TOKEN_HEADER]: token } : {};
};

/** True when the API refused for want of password re-entry (403 with its message): the page asks again. */
export const needsReentry = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.errors.includes(BULLYING_MESSAGES.confirmRequired);

/** POST /api/teachers/verify_pass: the teacher's password gives a confirm token. @throws ApiError 422 パスワードが正しくありません. */
export function verifyPass(password: string): Promise<{ confirmPassToken: string }> {
  return apiRequest('/api/teachers/verify_pass', { method: 'POST', body: { password }, schema: verifyPassResultSchema });
}
