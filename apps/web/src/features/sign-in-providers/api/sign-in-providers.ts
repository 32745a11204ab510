import { signInProviderSettingsSchema, type SignInProviderSettings, type SignInProviderSettingsBody } from '@sukoyaka/contracts/sign-in-providers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/local_governments/sign_in_providers (decision 034): the board's choice and what the server offers. @throws ApiError. */
export function fetchSignInProviderSettings(signal?: AbortSignal): Promise<SignInProviderSettings> {
  return apiRequest('/api/local_governments/sign_in_providers', { schema: signInProviderSettingsSchema, signal });
}

/** POST /api/local_governments/sign_in_providers: saves the providers the board's students may use. @throws ApiError. */
export function updateSignInProviderSettings(body: SignInProviderSettingsBody): Promise<SignInProviderSettings> {
  return apiRequest('/api/local_governments/sign_in_providers', { method: 'POST', body, schema: signInProviderSettingsSchema });
}
