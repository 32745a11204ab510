import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchStudentAccessLogs } from '../api/access-logs.ts';

/** The newest `limit` entries of a student's 閲覧履歴; `enabled` false for class teachers (403). */
export function useStudentAccessLogs(studentId: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: ['teacher', 'student', studentId, 'access-logs', limit],
    queryFn: ({ signal }) => fetchStudentAccessLogs(studentId, limit, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
