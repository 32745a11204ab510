import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSignInProviderSettings, updateSignInProviderSettings } from '../api/sign-in-providers.ts';

const key = ['organization', 'settings', 'sign-in-providers'] as const;

/** The board's choice of student sign-in providers (decision 034). */
export function useSignInProviderSettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSignInProviderSettings(signal) });
}

/** Saves the choice; the answer replaces the cache. */
export function useUpdateSignInProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignInProviderSettings,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
