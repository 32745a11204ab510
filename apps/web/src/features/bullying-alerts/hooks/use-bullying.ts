import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BullyingAlertsQuery } from '@sukoyaka/contracts/bullying-alerts';
import {
  createComment,
  fetchAnswerSheet,
  fetchBullyingAlerts,
  fetchComments,
  fetchPastAlerts,
  fetchStudentAlerts,
  updateQuestionsStatus,
  updateTeacherConfirmStatus,
} from '../api/bullying-alerts.ts';
import { needsReentry, saveConfirmToken } from '../../../lib/confirm-token.ts';

const KEY = 'bullying-alerts';

/** Forgets the confirm token when the API refused it, so the password modal comes back. */
function useReentryOnRefusal(error: unknown): void {
  useEffect(() => {
    if (needsReentry(error)) saveConfirmToken(null);
  }, [error]);
}

const retry = (count: number, error: unknown) => !needsReentry(error) && count < 1;

/** for_all / for_class of the header's filters. */
export function useBullyingAlerts(mode: 'for_all' | 'for_class', query: BullyingAlertsQuery) {
  const result = useQuery({ queryKey: [KEY, mode, query], queryFn: ({ signal }) => fetchBullyingAlerts(mode, query, signal), retry });
  useReentryOnRefusal(result.error);
  return result;
}

/** for_student: the student and their sheets. */
export function useStudentAlerts(studentId: number) {
  const result = useQuery({ queryKey: [KEY, 'student', studentId], queryFn: ({ signal }) => fetchStudentAlerts(studentId, signal), retry });
  useReentryOnRefusal(result.error);
  return result;
}

/** One sheet's answer table (questionaire or past_questionaire); off until a delivery is known. */
export function useAnswerSheet(past: boolean, studentId: number, deliveryId: number | undefined) {
  const result = useQuery({
    queryKey: [KEY, 'sheet', past, studentId, deliveryId],
    queryFn: ({ signal }) => fetchAnswerSheet(past, studentId, deliveryId!, signal),
    enabled: deliveryId !== undefined,
    retry,
  });
  useReentryOnRefusal(result.error);
  return result;
}

/** past_alerts of a student. */
export function usePastAlerts(studentId: number) {
  const result = useQuery({ queryKey: [KEY, 'past', studentId], queryFn: ({ signal }) => fetchPastAlerts(studentId, signal), retry });
  useReentryOnRefusal(result.error);
  return result;
}

/** The comments of a sheet and adding one (a failed save changes nothing and shows nothing, spec §8). */
export function useComments(answerId: number) {
  const client = useQueryClient();
  const key = [KEY, 'comments', answerId];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchComments(answerId, signal), retry });
  useReentryOnRefusal(list.error);
  const add = useMutation({
    mutationFn: (content: string) => createComment(answerId, content),
    onSuccess: (next) => client.setQueryData(key, next),
  });
  return { list, add };
}

/** 対応済み on/off; refreshes the views. */
export function useResolve() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, resolved }: { answerId: number; resolved: boolean }) => updateQuestionsStatus(answerId, resolved),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** The bulk change (numbers 1–4); refreshes the views. */
export function useBulkConfirmStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, studentIds, status }: { deliveryId: number; studentIds: number[]; status: number }) =>
      updateTeacherConfirmStatus(deliveryId, studentIds, status),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
