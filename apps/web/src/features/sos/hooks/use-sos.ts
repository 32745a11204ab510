import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSosSettings, sendSos } from '../api/sos.ts';

/** The school's talk-to buttons. */
export function useSosSettings() {
  return useQuery({ queryKey: ['sos', 'settings'], queryFn: ({ signal }) => fetchSosSettings(signal), staleTime: 5 * 60_000 });
}

/** Sends one talk request. */
export function useSendSos() {
  return useMutation({ mutationFn: sendSos });
}
