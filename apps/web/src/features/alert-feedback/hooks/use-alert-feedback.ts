import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFeedbackBody, FeedbackSubject } from '@sukoyaka/contracts/alert-feedback';
import { fetchAlertFeedbackSummary, fetchAlertFeedbacks, fetchSosEscalation, markAlertFeedback, updateSosEscalation } from '../api/alert-feedback.ts';

const keys = {
  all: ['teacher', 'alert-feedback'] as const,
  marks: (subject: FeedbackSubject, ids: number[]) => ['teacher', 'alert-feedback', 'marks', subject, ids.join(',')] as const,
  summary: ['teacher', 'alert-feedback', 'summary'] as const,
  escalation: ['teacher', 'settings', 'sos-escalation'] as const,
};

/** The query options of useAlertFeedbacks (decision 050: one factory per GET operation). */
export const alertFeedbacksQuery = (subject: FeedbackSubject, ids: number[]) =>
  queryOptions({
    queryKey: keys.marks(subject, ids),
    queryFn: async ({ signal }) => new Map((await fetchAlertFeedbacks(subject, ids, signal)).map((m) => [m.id, m])),
  });

/** The marks of these alerts / talk requests, by id (nothing is fetched for an empty list). */
export function useAlertFeedbacks(subject: FeedbackSubject, ids: number[]) {
  return useQuery({ ...alertFeedbacksQuery(subject, ids), enabled: ids.length > 0 });
}

/** Marks one alert or request; the marks and the settings page's counts are read again. */
export function useMarkAlertFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertFeedbackBody) => markAlertFeedback(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The query options of useAlertFeedbackSummary (decision 050: one factory per GET operation). */
export const alertFeedbackSummaryQuery = () => queryOptions({ queryKey: keys.summary, queryFn: ({ signal }) => fetchAlertFeedbackSummary(signal) });

/** settings/alert: the last 90 days per rule. */
export function useAlertFeedbackSummary() {
  return useQuery(alertFeedbackSummaryQuery());
}

/** The query options of useSosEscalation (decision 050: one factory per GET operation). */
export const sosEscalationQuery = () => queryOptions({ queryKey: keys.escalation, queryFn: ({ signal }) => fetchSosEscalation(signal) });

/** The school's escalation hours for unanswered talk requests. */
export function useSosEscalation() {
  return useQuery(sosEscalationQuery());
}

/** Saves the escalation hours; the answer replaces the cache. */
export function useUpdateSosEscalation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSosEscalation, onSuccess: (data) => queryClient.setQueryData(keys.escalation, data) });
}
