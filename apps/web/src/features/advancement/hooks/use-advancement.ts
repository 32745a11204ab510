import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptBody, GoOnBulkBody } from '@sukoyaka/contracts/advancement';
import { acceptGraduates, fetchAcceptances, fetchGoOnSchools, fetchGoOnView, saveGoOnPlans } from '../api/advancement.ts';

const root = ['teacher', 'settings', 'advancement'] as const;

/** The plan view of school year `year`; `enabled` false for class teachers (admin-only API). */
export function useGoOnView(year: number, enabled: boolean) {
  return useQuery({ queryKey: [...root, 'view', year], queryFn: ({ signal }) => fetchGoOnView(year, signal), enabled });
}

/** The board's schools a graduate may go on to. */
export function useGoOnSchools(enabled: boolean) {
  return useQuery({ queryKey: [...root, 'schools'], queryFn: ({ signal }) => fetchGoOnSchools(signal), enabled });
}

/** Saves the plans (in progress, or planned and applied); the views refetch. */
export function useSaveGoOnPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, inProgress }: { body: GoOnBulkBody; inProgress: boolean }) => saveGoOnPlans(body, inProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }),
  });
}

/** Graduates sent to this school. */
export function useAcceptances(enabled: boolean) {
  return useQuery({ queryKey: [...root, 'acceptances'], queryFn: ({ signal }) => fetchAcceptances(signal), enabled });
}

/** Accepts graduates into a grade and class; every teacher query refetches. */
export function useAcceptGraduates() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: AcceptBody) => acceptGraduates(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }) });
}
