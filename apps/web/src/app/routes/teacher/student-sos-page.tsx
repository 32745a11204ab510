import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PupilSosTable } from '../../../features/pupil-pages/components/pupil-sos-table.tsx';
import { usePupil, usePupilSoss } from '../../../features/pupil-pages/hooks/use-pupil.ts';
import { usePupilId } from './student-page.tsx';

export interface PupilSosSectionProps {
  /** Earlier school years (GET past_sos) instead of this one (GET soss). */
  past: boolean;
}

/** The 話したい section of the pupil pages (spec §2 student/{id}/sos, student-past/{id}/sos; §4 SOS). */
export function PupilSosSection({ past }: PupilSosSectionProps) {
  const { t } = useTranslation();
  const studentId = usePupilId();
  const pupil = usePupil(studentId);
  const soss = usePupilSoss(studentId, past);
  const title = past ? t('teacherPupils.sos.pastTitle') : t('teacherPupils.sos.title');
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
        <PupilSosTable soss={soss.data} caption={t('teacherPupils.sos.caption', { name: pupil.data?.name ?? '', title })} />
      )}
    </Stack>
  );
}

/** `/{school_code}/teacher/student/{id}/sos` (spec §2): this school year's 話したい. */
export function StudentSosPage() {
  return <PupilSosSection past={false} />;
}
