import { teacherSchema, type Teacher } from '@sukoyaka/contracts/teachers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/me (spec §3 teacherState: id, name, schoolName, schoolCode, admin; plus homeroom). */
export function fetchTeacherMe(signal?: AbortSignal): Promise<Teacher> {
  return apiRequest('/api/teachers/me', { schema: teacherSchema, signal });
}
