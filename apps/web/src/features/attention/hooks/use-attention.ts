import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { addAttentionStudent, removeAttentionStudent } from '../api/attention.ts';

/**
 * Toggles a student's attention bookmark, then waits for `refresh` (the page's student) so the toggle
 * shows its new state only once the page agrees; the attention list and dashboards are refreshed.
 */
export function useToggleAttention(studentId: number, refresh: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attention: boolean) => {
      const list = attention ? await addAttentionStudent(studentId) : await removeAttentionStudent(studentId);
      await refresh();
      return list;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['teacher', 'attention-students'] });
      void queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY });
    },
  });
}
