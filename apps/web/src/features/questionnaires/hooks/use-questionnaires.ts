import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { chooseDelivery, fetchDeliveries, fetchQuestions, postAnswers, type DeliveryChoice } from '../api/questionnaires.ts';

export const questionnaireKeys = {
  deliveries: ['questionnaires', 'deliveries'] as const,
  questions: (id: number) => ['questionnaires', 'questions', id] as const,
};

/** The query options of useDeliveries (decision 050: one factory per GET operation). */
export const deliveriesQuery = () => queryOptions({ queryKey: questionnaireKeys.deliveries, queryFn: ({ signal }) => fetchDeliveries(signal) });

/** The student's open deliveries; `enabled` false until today's check-in is done (decision 013). */
export function useDeliveries(enabled = true) {
  return useQuery({ ...deliveriesQuery(), enabled, staleTime: 30_000, retry: 1 });
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

/** The query options of useQuestions (decision 050: one factory per GET operation). */
export const questionsQuery = (id: number) => queryOptions({ queryKey: questionnaireKeys.questions(id), queryFn: ({ signal }) => fetchQuestions(id, signal) });

/** A delivery's questions with the student's saved answers. */
export function useQuestions(id: number) {
  return useQuery({ ...questionsQuery(id), enabled: id > 0, staleTime: Infinity });
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
