import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { chooseDelivery, fetchDeliveries, fetchQuestions, postAnswers, type DeliveryChoice } from '../api/questionnaires.ts';

export const questionnaireKeys = {
  deliveries: ['questionnaires', 'deliveries'] as const,
  questions: (id: number) => ['questionnaires', 'questions', id] as const,
};

/** The student's open deliveries; `enabled` false until today's check-in is done (decision 013). */
export function useDeliveries(enabled = true) {
  return useQuery({ queryKey: questionnaireKeys.deliveries, queryFn: ({ signal }) => fetchDeliveries(signal), enabled, staleTime: 30_000, retry: 1 });
}

/** agree / dis_agree / unselect; the deliveries and the delivery's questions are read again after. */
export function useChooseDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: DeliveryChoice }) => chooseDelivery(id, choice),
    onSuccess: (_delivery, { id }) => {
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.deliveries });
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.questions(id) });
    },
  });
}

/** A delivery's questions with the student's saved answers. */
export function useQuestions(id: number) {
  return useQuery({ queryKey: questionnaireKeys.questions(id), queryFn: ({ signal }) => fetchQuestions(id, signal), enabled: id > 0, staleTime: Infinity });
}

/** Saves a page or completes; the saved sheet replaces the cached one. */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => postAnswers(body),
    onSuccess: (saved: StudentQuestions) => {
      queryClient.setQueryData(questionnaireKeys.questions(saved.delivery.id), saved);
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.deliveries });
    },
  });
}
