import { MemoPanel } from '../../../features/memos/components/memo-panel.tsx';
import { useStudentId } from './student-page.tsx';

/**
 * `/{school_code}/teacher/student-past/{id}/memo` (spec §2): the memos of earlier school years
 * (GET past_student_comments), read only: saved memos are never edited or deleted (spec §4).
 */
export function StudentPastMemoPage() {
  return <MemoPanel studentId={useStudentId()} past />;
}
