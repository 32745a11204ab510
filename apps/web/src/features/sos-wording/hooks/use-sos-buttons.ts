import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSosButton, deleteSosButton, fetchSosButtons, updateSosButtons } from '../api/sos-buttons.ts';

const key = ['teacher', 'settings', 'sos-buttons'] as const;

/** The school's talk buttons (any teacher reads). */
export function useSosButtons() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSosButtons(signal) });
}

function useButtonMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useUpdateSosButtons = () => useButtonMutation(updateSosButtons);
export const useCreateSosButton = () => useButtonMutation(createSosButton);
export const useDeleteSosButton = () => useButtonMutation(deleteSosButton);
