import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BullyingAlertsQuery } from '@sukoyaka/contracts/bullying-alerts';
import {
  askAgain,
  createComment,
  fetchAnswerSheet,
  fetchBullyingAlerts,
  fetchComments,
  fetchFollowUp,
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
/** The query options of the class and school views (decision 050: one factory per GET operation). */
export const bullyingAlertsQuery = (mode: 'for_all' | 'for_class', query: BullyingAlertsQuery) =>
  queryOptions({ queryKey: ['teacher', KEY, mode, query], queryFn: ({ signal }) => fetchBullyingAlerts(mode, query, signal), retry });

export function useBullyingAlerts(mode: 'for_all' | 'for_class', query: BullyingAlertsQuery) {
  const result = useQuery(bullyingAlertsQuery(mode, query));
  useReentryOnRefusal(result.error);
  return result;
}

/** for_student: the student and their sheets. */
/** The query options of a student's alerts (for_student). */
export const studentBullyingAlertsQuery = (studentId: number) =>
  queryOptions({ queryKey: ['teacher', KEY, 'student', studentId], queryFn: ({ signal }) => fetchStudentAlerts(studentId, signal), retry });

export function useStudentAlerts(studentId: number) {
  const result = useQuery(studentBullyingAlertsQuery(studentId));
  useReentryOnRefusal(result.error);
  return result;
}

/** One sheet's answer table (questionaire or past_questionaire); off until a delivery is known. */
/** The query options of a student's answer sheet (current or past). */
export const answerSheetQuery = (past: boolean, studentId: number, deliveryId: number | undefined) =>
  queryOptions({
    queryKey: ['teacher', KEY, 'sheet', past, studentId, deliveryId],
    queryFn: ({ signal }) => fetchAnswerSheet(past, studentId, deliveryId!, signal),
    retry,
  });

/**
 * Opening a 未確認 sheet makes it 確認中 on the server (spec §4, decision 022's note for issue 28):
 * once a sheet is read, the views and the student's sheets are marked stale so they show it.
 */
export function useAnswerSheet(past: boolean, studentId: number, deliveryId: number | undefined) {
  const client = useQueryClient();
  const result = useQuery({ ...answerSheetQuery(past, studentId, deliveryId), enabled: deliveryId !== undefined });
  useReentryOnRefusal(result.error);
  const openedStatus = result.data?.alert.teacherConfirmStatus;
  useEffect(() => {
    if (!openedStatus) return;
    for (const part of ['for_all', 'for_class', 'student', 'past']) void client.invalidateQueries({ queryKey: ['teacher', KEY, part] });
  }, [client, openedStatus, studentId, deliveryId]);
  return result;
}

/**
 * A custom delivery's follow-up (decision 076), keyed under the bullying views so that ask-again
 * (useAskAgain) refreshes it: the pupil asked again leaves the もう こたえない list.
 */
export const followUpQuery = (deliveryId: number) =>
  queryOptions({ queryKey: ['teacher', KEY, 'follow_up', deliveryId], queryFn: ({ signal }) => fetchFollowUp(deliveryId, signal), retry });

/** The follow-up of delivery `deliveryId` (off for an invalid id); a refused token brings the password modal back. */
export function useFollowUp(deliveryId: number | undefined) {
  const result = useQuery({ ...followUpQuery(deliveryId ?? 0), enabled: deliveryId !== undefined });
  useReentryOnRefusal(result.error);
  return result;
}

/** past_alerts of a student. */
/** The query options of a student's past alerts. */
export const pastAlertsQuery = (studentId: number) =>
  queryOptions({ queryKey: ['teacher', KEY, 'past', studentId], queryFn: ({ signal }) => fetchPastAlerts(studentId, signal), retry });

export function usePastAlerts(studentId: number) {
  const result = useQuery(pastAlertsQuery(studentId));
  useReentryOnRefusal(result.error);
  return result;
}

/** The comments of a sheet and adding one (a failed save changes nothing and shows nothing, spec §8). */
/** The query options of an answer's comments. */
export const commentsQuery = (answerId: number) =>
  queryOptions({ queryKey: ['teacher', KEY, 'comments', answerId], queryFn: ({ signal }) => fetchComments(answerId, signal), retry });

export function useComments(answerId: number) {
  const client = useQueryClient();
  const list = useQuery(commentsQuery(answerId));
  useReentryOnRefusal(list.error);
  const add = useMutation({
    mutationFn: (content: string) => createComment(answerId, content),
    onSuccess: (next) => client.setQueryData(commentsQuery(answerId).queryKey, next),
  });
  return { list, add };
}

/** 対応済み on/off; refreshes the views. */
export function useResolve() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, resolved }: { answerId: number; resolved: boolean }) => updateQuestionsStatus(answerId, resolved),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teacher', KEY] }),
  });
}

/** The bulk change (numbers 1–4); refreshes the views. */
export function useBulkConfirmStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, studentIds, status }: { deliveryId: number; studentIds: number[]; status: number }) =>
      updateTeacherConfirmStatus(deliveryId, studentIds, status),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teacher', KEY] }),
  });
}

/** Undoes a pupil's もう こたえない (ask_again); refreshes the views. */
export function useAskAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) => askAgain(answerId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teacher', KEY] }),
  });
}
