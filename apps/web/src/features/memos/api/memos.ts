import { studentCommentSchema } from '@sukoyaka/contracts/student-pages';
import { apiFetch, apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** A memo on a student (spec §3 note): id, content, createdAt, teacherName, studentId. */
export type StudentMemo = ReturnType<typeof studentCommentSchema.parse>;

const listSchema = { parse: (input: unknown) => ({ list: arrayOf(studentCommentSchema).parse((input as { list?: unknown } | null)?.list) }) };

/** GET get_student_comments (this school year) or past_student_comments (earlier years), newest first. */
export async function fetchStudentMemos(studentId: number, past: boolean, signal?: AbortSignal): Promise<StudentMemo[]> {
  const path = past ? '/api/teachers/students/past_student_comments' : '/api/teachers/students/get_student_comments';
  return (await apiRequest(path, { query: { studentId }, schema: listSchema, signal })).list;
}

/**
 * POST /api/teachers/students/create_student_comment {studentId, content} (spec §4 memo flow,
 * §7): on 200 the answer's data.list is the new list. Any other status rejects (spec §8: the
 * caller shows nothing and keeps the list).
 */
export async function createStudentMemo(body: { studentId: number; content: string }): Promise<StudentMemo[]> {
  const response = await apiFetch('/api/teachers/students/create_student_comment', { method: 'POST', body, schema: listSchema });
  if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
  return response.data.list;
}
