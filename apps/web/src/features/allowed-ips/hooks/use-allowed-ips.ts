import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplaceAllowedIpsBody } from '@sukoyaka/contracts/allowed-ips';
import { fetchAllowedIps, includeCurrentIp, replaceAllowedIps, type AllowedIpsOwner } from '../api/allowed-ips.ts';

const keyOf = (owner: AllowedIpsOwner) =>
  owner === 'teachers' ? (['teacher', 'settings', 'allowed-ips'] as const) : (['organization', 'settings', 'allowed-ips'] as const);

/** The query options of useAllowedIps (decision 050: one factory per GET operation). */
export const allowedIpsQuery = (owner: AllowedIpsOwner) => queryOptions({ queryKey: keyOf(owner), queryFn: ({ signal }) => fetchAllowedIps(owner, signal) });

/** The IP allow-list of the school (`enabled` false for class teachers: the API is admin-only) or of the board. */
export function useAllowedIps(enabled: boolean, owner: AllowedIpsOwner = 'teachers') {
  return useQuery({ ...allowedIpsQuery(owner), enabled });
}

/** Saves the whole list; the answer replaces the cache. */
export function useReplaceAllowedIps(owner: AllowedIpsOwner = 'teachers') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceAllowedIpsBody) => replaceAllowedIps(owner, body),
    onSuccess: (data) => queryClient.setQueryData(keyOf(owner), data),
  });
}

/** Adds this device's address to the list (saved at once). */
export function useIncludeCurrentIp(owner: AllowedIpsOwner = 'teachers') {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => includeCurrentIp(owner), onSuccess: (data) => queryClient.setQueryData(keyOf(owner), data) });
}
