import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AddActionBody, CaseDetail, ChangeStateBody, CreateCaseBody, SeriousClaimBody } from '@sukoyaka/contracts/bullying-cases';
import { needsReentry, saveConfirmToken } from '../../../lib/confirm-token.ts';
import { addCaseAction, changeCaseState, createCase, fetchCase, fetchCases, recordSeriousClaim } from '../api/bullying-cases.ts';

const KEY = 'bullying-cases';
const retry = (count: number, error: unknown) => !needsReentry(error) && count < 1;

/** Forgets the confirm token when the API refused it, so the password modal comes back. */
function useReentryOnRefusal(error: unknown): void {
  useEffect(() => {
    if (needsReentry(error)) saveConfirmToken(null);
  }, [error]);
}

/** The query options of the case list (decision 050: one factory per GET operation). */
export const casesQuery = (filter: 'open' | 'all', studentId?: number) =>
  queryOptions({ queryKey: ['teacher', KEY, 'list', filter, studentId ?? null], queryFn: ({ signal }) => fetchCases({ filter, studentId }, signal), retry });

/** The query options of one case. */
export const caseQuery = (id: number) => queryOptions({ queryKey: ['teacher', KEY, 'case', id], queryFn: ({ signal }) => fetchCase(id, signal), retry });

export function useCases(filter: 'open' | 'all', studentId?: number) {
  const result = useQuery(casesQuery(filter, studentId));
  useReentryOnRefusal(result.error);
  return result;
}

export function useCase(id: number) {
  const result = useQuery(caseQuery(id));
  useReentryOnRefusal(result.error);
  return result;
}

/** After a write: the case as answered, and every list refetched. */
function useStoreCase() {
  const client = useQueryClient();
  return (c: CaseDetail) => {
    client.setQueryData(caseQuery(c.id).queryKey, c);
    void client.invalidateQueries({ queryKey: ['teacher', KEY, 'list'] });
  };
}

export function useCreateCase() {
  const store = useStoreCase();
  return useMutation({ mutationFn: (body: CreateCaseBody) => createCase(body), onSuccess: store });
}

export function useAddCaseAction(id: number) {
  const store = useStoreCase();
  return useMutation({ mutationFn: (body: AddActionBody) => addCaseAction(id, body), onSuccess: store });
}

export function useChangeCaseState(id: number) {
  const store = useStoreCase();
  return useMutation({ mutationFn: (body: ChangeStateBody) => changeCaseState(id, body), onSuccess: store });
}

export function useSeriousClaim(id: number) {
  const store = useStoreCase();
  return useMutation({ mutationFn: (body: SeriousClaimBody) => recordSeriousClaim(id, body), onSuccess: store });
}
