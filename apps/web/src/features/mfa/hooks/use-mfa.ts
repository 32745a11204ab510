import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { MfaConfirmBody } from '@sukoyaka/contracts/mfa';
import { disableMfa, enableMfa, fetchMfaPolicy, fetchMfaStatus, regenerateRecoveryCodes, startMfaSetup, updateMfaPolicy, type MfaAccount } from '../api/mfa.ts';

/**
 * Whose MFA the screens below manage: a teacher's (the default) or a board user's
 * (`/local_governments/settings/mfa`); the MFA panel and policy switch are the same components.
 */
export const MfaAccountContext = createContext<MfaAccount>('teacher');

const keys = {
  status: (account: MfaAccount) => [account, 'mfa', 'status'] as const,
  policy: (account: MfaAccount) => [account, 'mfa', 'policy'] as const,
};

/** The query options of useMfaStatus (decision 050: one factory per GET operation). */
export const mfaStatusQuery = (account: MfaAccount) =>
  queryOptions({ queryKey: keys.status(account), queryFn: ({ signal }) => fetchMfaStatus(account, signal) });

/** The caller's own MFA status. */
export function useMfaStatus() {
  return useQuery(mfaStatusQuery(useContext(MfaAccountContext)));
}

/** Starts a setup (new secret). */
export function useStartMfaSetup() {
  const account = useContext(MfaAccountContext);
  return useMutation({ mutationFn: () => startMfaSetup(account) });
}

/** A mutation of the own MFA after which the status refetches. */
function useStatusMutation<TBody, TResult>(call: (account: MfaAccount, body: TBody) => Promise<TResult>) {
  const account = useContext(MfaAccountContext);
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: TBody) => call(account, body), onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status(account) }) });
}

/** Confirms the setup with a code; the status refetches. */
export function useEnableMfa() {
  return useStatusMutation<string, string[]>(enableMfa);
}

/** Turns MFA off; the status refetches. */
export function useDisableMfa() {
  return useStatusMutation<MfaConfirmBody, void>(disableMfa);
}

/** New recovery codes; the status (codes left) refetches. */
export function useRegenerateRecoveryCodes() {
  return useStatusMutation<MfaConfirmBody, string[]>(regenerateRecoveryCodes);
}

/** The query options of useMfaPolicy (decision 050: one factory per GET operation). */
export const mfaPolicyQuery = (account: MfaAccount) =>
  queryOptions({ queryKey: keys.policy(account), queryFn: ({ signal }) => fetchMfaPolicy(account, signal) });

/** The school's "require MFA for admin teachers", or the board's for its users (`enabled` false for those who may not read it). */
export function useMfaPolicy(enabled: boolean) {
  return useQuery({ ...mfaPolicyQuery(useContext(MfaAccountContext)), enabled });
}

/** Saves the policy; the answer replaces the cache and the own status (required) refetches. */
export function useUpdateMfaPolicy() {
  const account = useContext(MfaAccountContext);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => updateMfaPolicy(account, required),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.policy(account), data);
      void queryClient.invalidateQueries({ queryKey: keys.status(account) });
    },
  });
}
