import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSosButton, deleteSosButton, fetchSosButtons, updateSosButtons } from '../api/sos-buttons.ts';

const key = ['teacher', 'settings', 'sos-buttons'] as const;

/** The query options of useSosButtons (decision 050: one factory per GET operation). */
export const sosButtonsQuery = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchSosButtons(signal) });

/** The school's talk buttons (any teacher reads). */
export function useSosButtons() {
  return useQuery(sosButtonsQuery());
}

function useButtonMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useUpdateSosButtons = () => useButtonMutation(updateSosButtons);
export const useCreateSosButton = () => useButtonMutation(createSosButton);
export const useDeleteSosButton = () => useButtonMutation(deleteSosButton);
