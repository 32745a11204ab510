import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbsenceReason, AttendanceStatus } from '@sukoyaka/contracts/attendance';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { saveAttendanceReason, saveAttendanceStatus, saveDailyMemo } from '../api/attendance.ts';

// Each onSettled returns the invalidation, so a mutation stays pending until the open dashboards
// have refetched: the cell shows the teacher's choice until the table says the same.

/** One student's day in the register. */
export interface RegisterDay {
  studentId: number;
  date: string;
}

/**
 * Spec §4 "Choosing a non-attend status saves it, then saves the reason": the status, then (for
 * absent) the current reason on the entry the status call returned. Resolves to the entry id.
 */
export function useSaveAttendanceStatus({ studentId, date }: RegisterDay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, reason }: { status: AttendanceStatus; reason: AbsenceReason | null }) => {
      const { id } = await saveAttendanceStatus({ targetDate: date, status, studentId });
      if (status === 'absent') await saveAttendanceReason(id, { date, reason });
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}

/** Changes the absence reason of a register entry. */
export function useSaveAttendanceReason({ date }: RegisterDay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: AbsenceReason | null }) => saveAttendanceReason(id, { date, reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}

/**
 * Spec §4 "closing saves reason and daily memo": the reason of an absent entry (when it changed)
 * and then the day's memo (when it changed).
 */
export function useSaveAbsenceMemo({ studentId, date }: RegisterDay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { reason?: { id: number; reason: AbsenceReason | null }; memo?: string }) => {
      if (change.reason) await saveAttendanceReason(change.reason.id, { date, reason: change.reason.reason });
      if (change.memo !== undefined) await saveDailyMemo({ studentId, date, memo: change.memo });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}
