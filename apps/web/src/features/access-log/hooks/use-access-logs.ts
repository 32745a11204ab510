import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStudentAccessLogs } from '../api/access-logs.ts';

/** The query options of useStudentAccessLogs (decision 050: one factory per GET operation). */
export const studentAccessLogsQuery = (studentId: number, limit: number) =>
  queryOptions({
    queryKey: ['teacher', 'student', studentId, 'access-logs', limit],
    queryFn: ({ signal }) => fetchStudentAccessLogs(studentId, limit, signal),
  });

/** The newest `limit` entries of a student's 閲覧履歴; `enabled` false for class teachers (403). */
export function useStudentAccessLogs(studentId: number, limit: number, enabled: boolean) {
  return useQuery({ ...studentAccessLogsQuery(studentId, limit), enabled, placeholderData: keepPreviousData });
}
