import { z } from 'zod';
import { STUDENT_SIGN_IN_PROVIDERS } from './oidc-sign-in.ts';

const providersSchema = z.array(z.enum(STUDENT_SIGN_IN_PROVIDERS)).max(STUDENT_SIGN_IN_PROVIDERS.length);

/**
 * GET/POST /api/local_governments/sign_in_providers (our addition, decision 034): which
 * providers' sign-in the login pages of the board's schools offer students (`providers`, Google
 * alone by default), and which of them this server is configured for (`configured`; a chosen
 * provider the server lacks is not shown).
 */
export const signInProviderSettingsSchema = z.object({ providers: providersSchema, configured: providersSchema });
export type SignInProviderSettings = z.infer<typeof signInProviderSettingsSchema>;

/** POST body: the providers to offer (none: students sign in with their password only). */
export const signInProviderSettingsBodySchema = z
  .object({ providers: providersSchema.refine((list) => new Set(list).size === list.length, { message: '同じログイン方法が重複しています。' }) })
  .strict();
export type SignInProviderSettingsBody = z.infer<typeof signInProviderSettingsBodySchema>;
