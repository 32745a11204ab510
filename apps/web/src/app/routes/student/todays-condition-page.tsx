import { Stack } from '@mantine/core';
import { WhoSeesLine } from '../../../features/students/components/who-sees-line.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { AnonymousContact } from '../../../features/anonymous-contact/components/anonymous-contact.tsx';
import { TodaysConditionSummary } from '../../../features/conditions/components/todays-condition-summary.tsx';
import { lastMonthRange, usePendingCheckIn, useRecentConditions, useTodaysCondition } from '../../../features/conditions/hooks/use-conditions.ts';
import { HealthcheckSummary } from '../../../features/healthcheck/components/healthcheck-summary.tsx';
import { usePendingHealthcheck, useStudentHealthcheck } from '../../../features/healthcheck/hooks/use-healthcheck.ts';
import { QuestionnairePrompt } from '../../../features/questionnaires/components/questionnaire-prompt.tsx';
import { RecentConditions } from '../../../features/recent-conditions/components/recent-conditions.tsx';
import { MyTalkRequests } from '../../../features/sos/components/my-talk-requests.tsx';
import { TalkToTeacher } from '../../../features/sos/components/talk-to-teacher.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

/**
 * `/{school_code}/student/todays_condition` (spec §2 Student "recent-condition screen"): today's
 * faces with やり直す, today's health observation, the talk-to-teacher buttons, anonymous contact
 * with the access code (when the school links it) and the last month as a chart. What is still
 * waiting on the device (offline) shows as waiting. Once today's check-in is done, an open
 * questionnaire is offered under it (decision 013: the check-in always comes first).
 */
export function TodaysConditionPage() {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { plain } = useTextRenderer();
  const { school_code: schoolCode = '' } = useParams();
  const today = useTodaysCondition();
  const pending = usePendingCheckIn();
  const healthcheck = useStudentHealthcheck();
  const pendingHealthcheck = usePendingHealthcheck();
  const recent = useRecentConditions();
  const range = lastMonthRange();
  usePageTitle(plain(t('student.todays.title', { context: wording })), t('common.appName'));

  return (
    <Stack gap="xl">
      {today.isPending && !pending ? (
        <LoadingScreen minHeight={200} />
      ) : (
        <TodaysConditionSummary row={today.data ?? null} pending={pending} unavailable={today.isError} checkInTo={paths.student(schoolCode, 'my_condition')} />
      )}
      <QuestionnairePrompt enabled={!!today.data || !!pending} answerPath={paths.student(schoolCode, 'questionnaire')} />
      {healthcheck.data ? (
        <HealthcheckSummary
          healthcheck={healthcheck.data}
          pending={pendingHealthcheck}
          formTo={paths.student(schoolCode, 'my_condition', { step: 'healthcheck' })}
        />
      ) : null}
      <TalkToTeacher whoSees={<WhoSeesLine />} />
      <MyTalkRequests />
      <AnonymousContact />
      {recent.data ? <RecentConditions rows={recent.data} from={range.from} to={range.to} /> : null}
    </Stack>
  );
}
