import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterKind } from '@sukoyaka/contracts/roster-import';
import { sendRoster } from '../api/roster-import.ts';

/**
 * Preview (commit false) or import (commit true) of a roster file; a finished import refetches
 * every teacher query (class lists, rosters and dashboards show the new people).
 */
export function useRosterImport(kind: RosterKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit }: { file: string; year: number; commit: boolean }) => sendRoster(kind, file, year, commit),
    onSuccess: (result) => (result.imported ? queryClient.invalidateQueries({ queryKey: ['teacher'] }) : undefined),
  });
}
