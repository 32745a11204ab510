import {
  mfaPolicySchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  type MfaConfirmBody,
  type MfaPolicy,
  type MfaSetup,
  type MfaStatus,
} from '@sukoyaka/contracts/mfa';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/teachers/mfa: the caller's own MFA (decision 019). */
export async function fetchMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return (await apiFetch('/api/teachers/mfa', { schema: mfaStatusSchema, ...(signal ? { signal } : {}) })).data;
}

/** POST /api/teachers/mfa/setup: a new secret and otpauth URI (409 while MFA is on). */
export async function startMfaSetup(): Promise<MfaSetup> {
  return (await apiFetch('/api/teachers/mfa/setup', { method: 'POST', schema: mfaSetupSchema })).data;
}

/** POST /api/teachers/mfa/enable: the first code turns MFA on; returns the recovery codes (shown once). 422 wrong code. */
export async function enableMfa(code: string): Promise<string[]> {
  return (await apiFetch('/api/teachers/mfa/enable', { method: 'POST', body: { code }, schema: mfaRecoveryCodesSchema })).data.recoveryCodes;
}

/** POST /api/teachers/mfa/disable with a current code or the password. 403 required by the school; 422 wrong. */
export async function disableMfa(body: MfaConfirmBody): Promise<void> {
  await apiFetch('/api/teachers/mfa/disable', { method: 'POST', body, schema: z.object({}) });
}

/** POST /api/teachers/mfa/recovery_codes: new recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(body: MfaConfirmBody): Promise<string[]> {
  return (await apiFetch('/api/teachers/mfa/recovery_codes', { method: 'POST', body, schema: mfaRecoveryCodesSchema })).data.recoveryCodes;
}

/** GET /api/teachers/mfa/policy (admin teachers): whether admin teachers must use MFA. */
export async function fetchMfaPolicy(signal?: AbortSignal): Promise<MfaPolicy> {
  return (await apiFetch('/api/teachers/mfa/policy', { schema: mfaPolicySchema, ...(signal ? { signal } : {}) })).data;
}

/** POST /api/teachers/mfa/policy (admin teachers). */
export async function updateMfaPolicy(required: boolean): Promise<MfaPolicy> {
  return (await apiFetch('/api/teachers/mfa/policy', { method: 'POST', body: { required }, schema: mfaPolicySchema })).data;
}
