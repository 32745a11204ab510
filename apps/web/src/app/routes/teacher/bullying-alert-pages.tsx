import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { PasswordReentry } from '../../../features/bullying-alerts/components/password-reentry.tsx';
import { AlertsDashboard } from '../../../features/bullying-alerts/components/alerts-dashboard.tsx';
import { AnswerPage } from '../../../features/bullying-alerts/components/answer-page.tsx';
import { PastPage } from '../../../features/bullying-alerts/components/past-page.tsx';

/** The dashboard with the teacher's grades and classes for the filters. */
function Dashboard({ mode }: { mode: 'for_all' | 'for_class' }) {
  const grades = useGradeKlasses(true);
  return <AlertsDashboard key={mode} mode={mode} grades={grades.data} />;
}

/** `/{school_code}/teacher/bullying-alert/for_all` (spec §2): the school view, after password re-entry. */
export function BullyingAlertForAllPage() {
  return (
    <PasswordReentry>
      <Dashboard mode="for_all" />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert/for_class?pagePrev` (spec §2): the class view, after password re-entry. */
export function BullyingAlertForClassPage() {
  return (
    <PasswordReentry>
      <Dashboard mode="for_class" />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert/{id}?questionnaireDeliveryId&pagePrev`: a student's answers. */
export function BullyingAlertAnswerPage() {
  return (
    <PasswordReentry>
      <AnswerPage past={false} />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert-past/{id}`: the student's past sheets. */
export function BullyingAlertPastPage() {
  return (
    <PasswordReentry>
      <PastPage />
    </PasswordReentry>
  );
}

/** `/{school_code}/teacher/bullying-alert-past-detail/{id}?schoolId&questionnaireDeliveryId`: one past sheet. */
export function BullyingAlertPastDetailPage() {
  return (
    <PasswordReentry>
      <AnswerPage past />
    </PasswordReentry>
  );
}
