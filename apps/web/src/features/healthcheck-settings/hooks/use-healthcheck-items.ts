import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import {
  createHealthcheckItem,
  deleteHealthcheckItem,
  fetchHealthcheckItems,
  moveHealthcheckItem,
  setHealthcheckItemHidden,
  updateHealthcheckItem,
  type HealthcheckItemInput,
} from '../api/healthcheck-items.ts';

const key = ['teacher', 'settings', 'healthcheck-items'] as const;

/** The query options of useHealthcheckItems (decision 050: one factory per GET operation). */
export const healthcheckItemsQuery = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchHealthcheckItems(signal) });

/** The school's health observation items. */
export function useHealthcheckItems() {
  return useQuery(healthcheckItemsQuery());
}

/** One change to the items (every call answers the whole list, which replaces the cache). */
export type HealthcheckChange =
  | { kind: 'create'; input: HealthcheckItemInput }
  | { kind: 'update'; id: number; input: HealthcheckItemInput }
  | { kind: 'hidden'; id: number; hidden: boolean }
  | { kind: 'order'; id: number; position: number }
  | { kind: 'delete'; id: number };

function apply(change: HealthcheckChange): Promise<HealthcheckItem[]> {
  switch (change.kind) {
    case 'create':
      return createHealthcheckItem(change.input);
    case 'update':
      return updateHealthcheckItem(change.id, change.input);
    case 'hidden':
      return setHealthcheckItemHidden(change.id, change.hidden);
    case 'order':
      return moveHealthcheckItem(change.id, change.position);
    case 'delete':
      return deleteHealthcheckItem(change.id);
  }
}

/** Applies a change to the items; the answer replaces the cached list. */
export function useChangeHealthcheckItems() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: apply, onSuccess: (list) => queryClient.setQueryData(key, list) });
}
