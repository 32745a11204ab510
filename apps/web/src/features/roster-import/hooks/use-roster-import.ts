import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterKind } from '@sukoyaka/contracts/roster-import';
import { sendOneRoster, sendRoster } from '../api/roster-import.ts';

/** What a roster send takes: the file as base64, the school year and whether to write (import) or only preview. */
export interface RosterSend {
  file: string;
  year: number;
  commit: boolean;
}

/**
 * Preview (commit false) or import (commit true) of a roster file; a finished import refetches
 * every teacher query (class lists, rosters and dashboards show the new people).
 */
export function useRosterImport(kind: RosterKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit }: RosterSend) => sendRoster(kind, file, year, commit),
    onSuccess: (result) => (result.imported ? queryClient.invalidateQueries({ queryKey: ['teacher'] }) : undefined),
  });
}

/** The same for a OneRoster zip (students and teachers together, decision 024). */
export function useOneRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit }: RosterSend) => sendOneRoster(file, year, commit),
    onSuccess: (result) => (result.students.imported ? queryClient.invalidateQueries({ queryKey: ['teacher'] }) : undefined),
  });
}
