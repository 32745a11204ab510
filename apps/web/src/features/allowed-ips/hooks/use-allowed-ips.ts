import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllowedIps, includeCurrentIp, replaceAllowedIps } from '../api/allowed-ips.ts';

const key = ['teacher', 'settings', 'allowed-ips'] as const;

/** The school's IP allow-list; `enabled` false for class teachers (the API is admin-only). */
export function useAllowedIps(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchAllowedIps(signal), enabled });
}

/** Saves the whole list; the answer replaces the cache. */
export function useReplaceAllowedIps() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceAllowedIps, onSuccess: (data) => queryClient.setQueryData(key, data) });
}

/** Adds this device's address to the list (saved at once). */
export function useIncludeCurrentIp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: includeCurrentIp, onSuccess: (data) => queryClient.setQueryData(key, data) });
}
