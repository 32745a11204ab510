import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { TodaysConditionSummary } from '../../../features/conditions/components/todays-condition-summary.tsx';
import { useTodaysCondition } from '../../../features/conditions/hooks/use-conditions.ts';
import { TalkToTeacher } from '../../../features/sos/components/talk-to-teacher.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/{school_code}/student/todays_condition` (spec §2 Student "recent-condition screen"): today's
 * faces with やり直す, and the talk-to-teacher buttons.
 */
export function TodaysConditionPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const today = useTodaysCondition();
  usePageTitle(t('student.todays.title'), t('common.appName'));

  return (
    <Stack gap="xl">
      {today.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : today.isError ? (
        <LoadFailure order={1} />
      ) : (
        <TodaysConditionSummary row={today.data} checkInTo={`/${schoolCode}/student/my_condition`} />
      )}
      <TalkToTeacher />
    </Stack>
  );
}
