import { Stack, Text, Title } from '@mantine/core';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { pagePrevTarget } from '../../../components/ui/page-prev.ts';
import { FeedbackButtons } from '../../../features/alert-feedback/components/feedback-buttons.tsx';
import { useAlertFeedbacks } from '../../../features/alert-feedback/hooks/use-alert-feedback.ts';
import { useResolveAlertFlow } from '../../../features/alert-dashboards/hooks/use-resolve-alert-flow.tsx';
import { StudentAlertTable } from '../../../features/student-pages/components/student-alert-table.tsx';
import { useStudent, useStudentAlerts, useResolveStudentAlert } from '../../../features/student-pages/hooks/use-student.ts';
import { useStudentId } from './student-page.tsx';

export interface StudentAlertsSectionProps {
  /** Earlier school years (student-past/{id}/alert) instead of this one. */
  past: boolean;
}

/**
 * The condition alerts section of the student pages (spec §2 student/{id}/alert,
 * student-past/{id}/alert; §4 condition alert): this school year's alerts (from 1 April, Japan
 * time) or earlier ones, with 対応済みにする for those still open: it asks first, shows a toast and
 * returns to the dashboard the teacher came from (pagePrev; spec §4, issue 10 item 5), or stays
 * here without one (spec §8: a refused resolve shows the server's message).
 */
export function StudentAlertsSection({ past }: StudentAlertsSectionProps) {
  const { t } = useTranslation();
  const studentId = useStudentId();
  const student = useStudent(studentId);
  const alerts = useStudentAlerts(studentId);
  const resolve = useResolveStudentAlert(studentId);
  const { school_code: schoolCode = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = pagePrevTarget(schoolCode, params.get('pagePrev'));
  const flow = useResolveAlertFlow(resolve, () => {
    if (back) void navigate(back.to);
  });
  const yearStart = `${schoolYearOf()}-04-01`;
  const title = past ? t('teacherStudents.alerts.pastTitle') : t('teacherStudents.alerts.title');
  const shown = (alerts.data ?? []).filter((a) => (past ? a.date < yearStart : a.date >= yearStart));
  const marks = useAlertFeedbacks(
    'condition_alert',
    shown.filter((a) => a.processed).map((a) => a.id),
  );

  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {title}
      </Title>
      <Text size="sm" c="gray.7">
        {t('teacherStudents.alerts.lead')}
      </Text>
      {flow.modal}
      <ErrorAlert messages={flow.errors} />
      {alerts.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : alerts.isError ? (
        <LoadFailure />
      ) : (
        <StudentAlertTable
          alerts={shown}
          caption={t('teacherStudents.alerts.caption', { name: student.data?.name ?? '', title })}
          resolvingId={resolve.isPending ? (resolve.variables ?? null) : null}
          onResolve={flow.ask}
          renderFeedback={(alert, label) => <FeedbackButtons subject="condition_alert" id={alert.id} mark={marks.data?.get(alert.id)} label={label} />}
        />
      )}
    </Stack>
  );
}

/** `/{school_code}/teacher/student/{id}/alert` (spec §2): this school year's condition alerts. */
export function StudentAlertPage() {
  return <StudentAlertsSection past={false} />;
}
