import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrganization, fetchOrganizationMe } from '../api/organization.ts';
import { saveOrganizationState } from '../lib/organization-state.ts';

/** The query options of useOrganizationMe (decision 050: one factory per GET operation). */
export const organizationMeQuery = () =>
  queryOptions({
    queryKey: ['organization', 'me'],
    queryFn: async ({ signal }) => {
      const state = await fetchOrganizationMe(signal);
      saveOrganizationState(state);
      return state;
    },
  });

/** The board user's organisation state, refreshed on every board page load and stored (spec §3). */
export function useOrganizationMe(enabled = true) {
  return useQuery({ ...organizationMeQuery(), enabled });
}

/** The query options of useOrganization (decision 050: one factory per GET operation). */
export const organizationQuery = () => queryOptions({ queryKey: ['organization', 'schools'], queryFn: ({ signal }) => fetchOrganization(signal) });

/** The organisation and its schools with today's figures (the schools page, report filters). */
export function useOrganization() {
  return useQuery({ ...organizationQuery(), staleTime: 60_000 });
}

/**
 * After the board user's credentials are stored: GET organization/me, store the organisation state
 * (spec §3) and resolve; the login page then opens the dashboard. @throws ApiError.
 */
export function useFinishOrganizationSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const state = await fetchOrganizationMe();
      saveOrganizationState(state);
      queryClient.setQueryData(['organization', 'me'], state);
      return state;
    },
  });
}
