import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFeedbackBody, FeedbackSubject } from '@sukoyaka/contracts/alert-feedback';
import { fetchAlertFeedbackSummary, fetchAlertFeedbacks, fetchSosEscalation, markAlertFeedback, updateSosEscalation } from '../api/alert-feedback.ts';

const keys = {
  all: ['teacher', 'alert-feedback'] as const,
  marks: (subject: FeedbackSubject, ids: number[]) => ['teacher', 'alert-feedback', 'marks', subject, ids.join(',')] as const,
  summary: ['teacher', 'alert-feedback', 'summary'] as const,
  escalation: ['teacher', 'settings', 'sos-escalation'] as const,
};

/** The marks of these alerts / talk requests, by id (nothing is fetched for an empty list). */
export function useAlertFeedbacks(subject: FeedbackSubject, ids: number[]) {
  return useQuery({
    queryKey: keys.marks(subject, ids),
    queryFn: async ({ signal }) => new Map((await fetchAlertFeedbacks(subject, ids, signal)).map((m) => [m.id, m])),
    enabled: ids.length > 0,
  });
}

/** Marks one alert or request; the marks and the settings page's counts are read again. */
export function useMarkAlertFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertFeedbackBody) => markAlertFeedback(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** settings/alert: the last 90 days per rule. */
export function useAlertFeedbackSummary() {
  return useQuery({ queryKey: keys.summary, queryFn: ({ signal }) => fetchAlertFeedbackSummary(signal) });
}

/** The school's escalation hours for unanswered talk requests. */
export function useSosEscalation() {
  return useQuery({ queryKey: keys.escalation, queryFn: ({ signal }) => fetchSosEscalation(signal) });
}

/** Saves the escalation hours; the answer replaces the cache. */
export function useUpdateSosEscalation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSosEscalation, onSuccess: (data) => queryClient.setQueryData(keys.escalation, data) });
}
