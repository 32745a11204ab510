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

/** Whose MFA a screen manages: a teacher's (`/api/teachers/mfa…`) or a board user's (`/api/local_governments/mfa…`). */
export type MfaAccount = 'teacher' | 'local_government';

/** The MFA operations of each account type (decision 019), literal so a grep for a spec path finds its caller. */
const PATHS = {
  teacher: {
    status: '/api/teachers/mfa',
    setup: '/api/teachers/mfa/setup',
    enable: '/api/teachers/mfa/enable',
    disable: '/api/teachers/mfa/disable',
    recoveryCodes: '/api/teachers/mfa/recovery_codes',
    policy: '/api/teachers/mfa/policy',
  },
  local_government: {
    status: '/api/local_governments/mfa',
    setup: '/api/local_governments/mfa/setup',
    enable: '/api/local_governments/mfa/enable',
    disable: '/api/local_governments/mfa/disable',
    recoveryCodes: '/api/local_governments/mfa/recovery_codes',
    policy: '/api/local_governments/mfa/policy',
  },
} as const;

/** GET …/mfa: the caller's own MFA (decision 019). */
export async function fetchMfaStatus(account: MfaAccount, signal?: AbortSignal): Promise<MfaStatus> {
  return (await apiFetch(PATHS[account].status, { schema: mfaStatusSchema, ...(signal ? { signal } : {}) })).data;
}

/** POST …/mfa/setup: a new secret and otpauth URI (409 while MFA is on). */
export async function startMfaSetup(account: MfaAccount): Promise<MfaSetup> {
  return (await apiFetch(PATHS[account].setup, { method: 'POST', schema: mfaSetupSchema })).data;
}

/** POST …/mfa/enable: the first code turns MFA on; returns the recovery codes (shown once). 422 wrong code. */
export async function enableMfa(account: MfaAccount, code: string): Promise<string[]> {
  return (await apiFetch(PATHS[account].enable, { method: 'POST', body: { code }, schema: mfaRecoveryCodesSchema })).data.recoveryCodes;
}

/** POST …/mfa/disable with a current code or the password. 403 required by the school or board; 422 wrong. */
export async function disableMfa(account: MfaAccount, body: MfaConfirmBody): Promise<void> {
  await apiFetch(PATHS[account].disable, { method: 'POST', body, schema: z.object({}) });
}

/** POST …/mfa/recovery_codes: new recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(account: MfaAccount, body: MfaConfirmBody): Promise<string[]> {
  return (await apiFetch(PATHS[account].recoveryCodes, { method: 'POST', body, schema: mfaRecoveryCodesSchema })).data.recoveryCodes;
}

/** GET …/mfa/policy (admin teachers; board users): whether admin teachers, or the board's users, must use MFA. */
export async function fetchMfaPolicy(account: MfaAccount, signal?: AbortSignal): Promise<MfaPolicy> {
  return (await apiFetch(PATHS[account].policy, { schema: mfaPolicySchema, ...(signal ? { signal } : {}) })).data;
}

/** POST …/mfa/policy (admin teachers; board users): the board's answer also ends the other users' sessions (decision 059). */
export async function updateMfaPolicy(account: MfaAccount, required: boolean): Promise<MfaPolicy> {
  return (await apiFetch(PATHS[account].policy, { method: 'POST', body: { required }, schema: mfaPolicySchema })).data;
}
