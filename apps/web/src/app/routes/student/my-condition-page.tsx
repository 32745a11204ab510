import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ConditionCheckIn } from '../../../features/conditions/components/condition-check-in.tsx';
import { useStudentSchoolSettings } from '../../../features/students/hooks/use-student.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/{school_code}/student/my_condition` (spec §2 Student): the check-in, こころ then からだ; the
 * skip button only when the school enables it. When saved, today's record is shown.
 */
export function MyConditionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  const settings = useStudentSchoolSettings();
  usePageTitle(t('student.checkIn.mentalQuestion'), t('common.appName'));

  if (settings.isPending) return <LoadingScreen />;
  if (settings.isError) return <LoadFailure order={1} />;
  return (
    <ConditionCheckIn
      allowSkip={settings.data.enableConditionSkip}
      onRecorded={() => void navigate(`/${schoolCode}/student/todays_condition`)}
    />
  );
}
