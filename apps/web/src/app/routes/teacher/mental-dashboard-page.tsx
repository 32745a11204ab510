import { AlertDashboardScreen } from '../../../features/alert-dashboards/components/alert-dashboard-screen.tsx';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';

/**
 * `/{school_code}/teacher/mental_dashboard` (心不調, spec §2 Teacher, §4 condition alert): the mental
 * condition alerts of the teacher's classes (admin teachers: the school, with grade and class
 * filters); a student's name opens their page.
 */
export function MentalDashboardPage() {
  const isAdmin = useTeacherMe().data?.admin === true;
  const grades = useGradeKlasses(isAdmin);
  return <AlertDashboardScreen conditionKind="mental" grades={isAdmin ? (grades.data ?? []) : null} />;
}
