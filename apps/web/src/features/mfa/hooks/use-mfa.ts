import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { disableMfa, enableMfa, fetchMfaPolicy, fetchMfaStatus, regenerateRecoveryCodes, startMfaSetup, updateMfaPolicy } from '../api/mfa.ts';

const keys = {
  status: ['teacher', 'mfa', 'status'],
  policy: ['teacher', 'mfa', 'policy'],
} as const;

/** The query options of useMfaStatus (decision 050: one factory per GET operation). */
export const mfaStatusQuery = () => queryOptions({ queryKey: keys.status, queryFn: ({ signal }) => fetchMfaStatus(signal) });

/** The caller's own MFA status. */
export function useMfaStatus() {
  return useQuery(mfaStatusQuery());
}

/** Starts a setup (new secret). */
export function useStartMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}

/** Confirms the setup with a code; the status refetches. */
export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableMfa, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status }) });
}

/** Turns MFA off; the status refetches. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMfa, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status }) });
}

/** New recovery codes; the status (codes left) refetches. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status }) });
}

/** The query options of useMfaPolicy (decision 050: one factory per GET operation). */
export const mfaPolicyQuery = () => queryOptions({ queryKey: keys.policy, queryFn: ({ signal }) => fetchMfaPolicy(signal) });

/** The school's "require MFA for admin teachers" (admin teachers only: `enabled` false for others). */
export function useMfaPolicy(enabled: boolean) {
  return useQuery({ ...mfaPolicyQuery(), enabled });
}

/** Saves the school's policy; the answer replaces the cache and the own status (required) refetches. */
export function useUpdateMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMfaPolicy,
    onSuccess: (data) => {
      queryClient.setQueryData(keys.policy, data);
      void queryClient.invalidateQueries({ queryKey: keys.status });
    },
  });
}
