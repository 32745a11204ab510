import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptBody, GoOnBulkBody } from '@sukoyaka/contracts/advancement';
import { acceptGraduates, fetchAcceptances, fetchGoOnSchools, fetchGoOnView, saveGoOnPlans } from '../api/advancement.ts';

const root = ['teacher', 'settings', 'advancement'] as const;

/** The query options of useGoOnView (decision 050: one factory per GET operation). */
export const goOnViewQuery = (year: number) => queryOptions({ queryKey: [...root, 'view', year], queryFn: ({ signal }) => fetchGoOnView(year, signal) });

/** The plan view of school year `year`; `enabled` false for class teachers (admin-only API). */
export function useGoOnView(year: number, enabled: boolean) {
  return useQuery({ ...goOnViewQuery(year), enabled });
}

/** The query options of useGoOnSchools (decision 050: one factory per GET operation). */
export const goOnSchoolsQuery = () => queryOptions({ queryKey: [...root, 'schools'], queryFn: ({ signal }) => fetchGoOnSchools(signal) });

/** The board's schools a graduate may go on to. */
export function useGoOnSchools(enabled: boolean) {
  return useQuery({ ...goOnSchoolsQuery(), enabled });
}

/** Saves the plans (in progress, or planned and applied); the views refetch. */
export function useSaveGoOnPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, inProgress }: { body: GoOnBulkBody; inProgress: boolean }) => saveGoOnPlans(body, inProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }),
  });
}

/** The query options of useAcceptances (decision 050: one factory per GET operation). */
export const acceptancesQuery = () => queryOptions({ queryKey: [...root, 'acceptances'], queryFn: ({ signal }) => fetchAcceptances(signal) });

/** Graduates sent to this school. */
export function useAcceptances(enabled: boolean) {
  return useQuery({ ...acceptancesQuery(), enabled });
}

/** Accepts graduates into a grade and class; every teacher query refetches. */
export function useAcceptGraduates() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: AcceptBody) => acceptGraduates(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }) });
}
