import { StudentSosSection } from './student-sos-page.tsx';

/** `/{school_code}/teacher/student-past/{id}/sos` (spec §2): 話したい of earlier school years (GET past_sos). */
export function StudentPastSosPage() {
  return <StudentSosSection past />;
}
