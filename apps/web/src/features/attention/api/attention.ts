import { attentionStudentSchema } from '@sukoyaka/contracts/student-pages';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** A bookmarked student (spec §3 attention student, attention by teacher). */
export type AttentionStudent = ReturnType<typeof attentionStudentSchema.parse>;

const listSchema = arrayOf(attentionStudentSchema);

/** POST /api/teachers/attention_students {studentId} (spec §4 Attention): bookmarks a student. */
export function addAttentionStudent(studentId: number): Promise<AttentionStudent[]> {
  return apiRequest('/api/teachers/attention_students', { method: 'POST', body: { studentId }, schema: listSchema });
}

/** DELETE /api/teachers/attention_students/{studentId}: removes the bookmark. */
export function removeAttentionStudent(studentId: number): Promise<AttentionStudent[]> {
  return apiRequest(`/api/teachers/attention_students/${studentId}`, { method: 'DELETE', schema: listSchema });
}
