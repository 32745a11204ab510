import { StudentAlertsSection } from './student-alert-page.tsx';

/** `/{school_code}/teacher/student-past/{id}/alert` (spec §2): condition alerts of earlier school years. */
export function StudentPastAlertPage() {
  return <StudentAlertsSection past />;
}
