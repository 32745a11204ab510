import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { StudentSosTable } from '../../../features/student-pages/components/student-sos-table.tsx';
import { useStudent, useStudentSoss } from '../../../features/student-pages/hooks/use-student.ts';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useStudentId } from './student-page.tsx';

export interface StudentSosSectionProps {
  /** Earlier school years (GET past_sos) instead of this one (GET soss). */
  past: boolean;
}

/** The 話したい section of the student pages (spec §2 student/{id}/sos, student-past/{id}/sos; §4 SOS). */
export function StudentSosSection({ past }: StudentSosSectionProps) {
  const { t } = useTranslation();
  const studentId = useStudentId();
  const student = useStudent(studentId);
  const soss = useStudentSoss(studentId, past);
  // 対応状況 only where the school records it (spec §4, issue 10 item 1).
  const processing = useSosProcessing().enabled;
  const title = past ? t('teacherStudents.sos.pastTitle') : t('teacherStudents.sos.title');
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {title}
      </Title>
      {soss.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : soss.isError ? (
        <LoadFailure />
      ) : (
        <StudentSosTable soss={soss.data} caption={t('teacherStudents.sos.caption', { name: student.data?.name ?? '', title })} processing={processing} />
      )}
    </Stack>
  );
}

/** `/{school_code}/teacher/student/{id}/sos` (spec §2): this school year's 話したい. */
export function StudentSosPage() {
  return <StudentSosSection past={false} />;
}
