import { accessLogPageSchema, type AccessLogPage } from '@sukoyaka/contracts/access-logs';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/teachers/students/{id}/access_logs?limit= (issue 9 閲覧履歴; admin teachers only): who
 * read or changed the student's records, newest first. Rejects on any error status.
 */
export async function fetchStudentAccessLogs(studentId: number, limit: number, signal?: AbortSignal): Promise<AccessLogPage> {
  return apiRequest(`/api/teachers/students/${studentId}/access_logs`, { query: { limit }, schema: accessLogPageSchema, signal });
}
