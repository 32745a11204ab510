import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddQuestionsBody,
  DeliveriesQuery,
  DeliveryCopyBody,
  DeliveryCreateBody,
  DeliveryPatchBody,
  DeliveryTestAnswersBody,
} from '@sukoyaka/contracts/questionnaire-deliveries';
import { useDownload } from '../../../lib/use-download.ts';
import {
  completeDelivery,
  copyDelivery,
  createDelivery,
  deleteDelivery,
  downloadDeliveryExport,
  fetchDeliveries,
  fetchDeliveryNew,
  fetchPreview,
  fetchQuestionGroups,
  fetchTry,
  patchDelivery,
  saveQuestions,
  tryAnswers,
  type DeliveryExport,
} from '../api/questionnaire-deliveries.ts';

const root = ['teacher', 'questionnaire-deliveries'] as const;

/** The query options of useDeliveries (decision 050: one factory per GET operation). */
export const deliveriesQuery = (query: Partial<DeliveriesQuery>) =>
  queryOptions({ queryKey: [...root, 'list', query], queryFn: ({ signal }) => fetchDeliveries(query, signal) });

/** A page of the deliveries list; the previous page stays shown while the next loads. */
export function useDeliveries(query: Partial<DeliveriesQuery>) {
  return useQuery({ ...deliveriesQuery(query), placeholderData: keepPreviousData });
}

/** The query options of useDeliveryNew (decision 050: one factory per GET operation). */
export const deliveryNewQuery = () => queryOptions({ queryKey: [...root, 'new'], queryFn: ({ signal }) => fetchDeliveryNew(signal) });

/** Grades and templates for the add modal (`enabled` only for admin teachers). */
export function useDeliveryNew(enabled: boolean) {
  return useQuery({ ...deliveryNewQuery(), enabled, staleTime: 60_000 });
}

/** The query options of useQuestionGroups (decision 050: one factory per GET operation). */
export const questionGroupsQuery = (id: number) =>
  queryOptions({ queryKey: [...root, 'groups', id], queryFn: ({ signal }) => fetchQuestionGroups(id, signal) });

/** The editor's pages and questions of one delivery. */
export function useQuestionGroups(id: number) {
  return useQuery(questionGroupsQuery(id));
}

/** The query options of useTryPages (decision 050: one factory per GET operation). */
export const tryPagesQuery = (id: number | null, preview = false) =>
  queryOptions({
    queryKey: [...root, preview ? 'preview' : 'test', id],
    queryFn: ({ signal }) => (preview ? fetchPreview(id!, signal) : fetchTry(id!, signal)),
  });

/** The student's pages of a delivery for the test page (`preview`: the read-only preview call). */
export function useTryPages(id: number | null, preview = false) {
  return useQuery({ ...tryPagesQuery(id, preview), enabled: id !== null });
}

/** Every mutation of the list refetches the list (and the editor of that delivery). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: root });
}

export function useCreateDelivery() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: DeliveryCreateBody) => createDelivery(body), onSuccess: invalidate });
}

export function usePatchDelivery() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: DeliveryPatchBody }) => patchDelivery(id, body), onSuccess: invalidate });
}

export function useDeleteDelivery() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, deleteAnswers }: { id: number; deleteAnswers: boolean }) => deleteDelivery(id, deleteAnswers),
    onSuccess: invalidate,
  });
}

export function useCompleteDelivery() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => completeDelivery(id), onSuccess: invalidate });
}

export function useCopyDelivery() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: DeliveryCopyBody }) => copyDelivery(id, body), onSuccess: invalidate });
}

export function useSaveQuestions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddQuestionsBody) => saveQuestions(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData([...root, 'groups', id], data);
      void queryClient.invalidateQueries({ queryKey: [...root, 'list'] });
    },
  });
}

/** Sends test answers; the result is what they would raise (nothing stored). */
export function useTryAnswers(id: number) {
  return useMutation({ mutationFn: (body: DeliveryTestAnswersBody) => tryAnswers(id, body) });
}

/** Downloads one of a delivery's Excel exports and saves it under the server's file name. */
export function useDeliveryExport() {
  return useDownload(({ id, kind }: { id: number; kind: DeliveryExport }) => downloadDeliveryExport(id, kind));
}
