import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterKind, RosterResolution } from '@sukoyaka/contracts/roster-import';
import { sendOneRoster, sendRoster } from '../api/roster-import.ts';

/** What a roster send takes: the file as base64, the school year, whether to write (import) or only preview, the conflict choices. */
export interface RosterSend {
  file: string;
  year: number;
  commit: boolean;
  resolutions?: RosterResolution[];
}

/**
 * Preview (commit false) or import (commit true) of a roster file; a finished import refetches
 * every teacher query (class lists, rosters and dashboards show the new people).
 */
export function useRosterImport(kind: RosterKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit, resolutions }: RosterSend) => sendRoster(kind, file, year, commit, resolutions),
    onSuccess: (result) => (result.imported ? queryClient.invalidateQueries({ queryKey: ['teacher'] }) : undefined),
  });
}

/** The same for a OneRoster zip (students and teachers together, decision 024). */
export function useOneRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit, resolutions }: RosterSend) => sendOneRoster(file, year, commit, resolutions),
    onSuccess: (result) => (result.students.imported || result.teachers.imported ? queryClient.invalidateQueries({ queryKey: ['teacher'] }) : undefined),
  });
}
