import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSignInProviderSettings, updateSignInProviderSettings } from '../api/sign-in-providers.ts';

const key = ['organization', 'settings', 'sign-in-providers'] as const;

/** The query options of useSignInProviderSettings (decision 050: one factory per GET operation). */
export const signInProviderSettingsQuery = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchSignInProviderSettings(signal) });

/** The board's choice of student sign-in providers (decision 034). */
export function useSignInProviderSettings() {
  return useQuery(signInProviderSettingsQuery());
}

/** Saves the choice; the answer replaces the cache. */
export function useUpdateSignInProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignInProviderSettings,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
