import { Stack, Text } from '@mantine/core';
import { WhoSeesLine } from '../../../features/students/components/who-sees-line.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { AlreadyRecordedNotice } from '../../../features/conditions/components/already-recorded-notice.tsx';
import { ConditionCheckIn } from '../../../features/conditions/components/condition-check-in.tsx';
import { useTodaysCondition } from '../../../features/conditions/hooks/use-conditions.ts';
import { fetchTodaysHealthcheck, usePendingHealthcheck, useStudentHealthcheck } from '../../../features/healthcheck/hooks/use-healthcheck.ts';
import { QuestionnairePrompt } from '../../../features/questionnaires/components/questionnaire-prompt.tsx';
import { useStudentSchoolSettings } from '../../../features/students/hooks/use-student.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { BigLink } from '../../../components/ui/big-link.tsx';

/** The form's code (and the rules it shares with the API) loads only when it is needed. */
const loadHealthcheckForm = () => import('../../../features/healthcheck/components/healthcheck-form.tsx');

function HealthcheckUnavailable() {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <Stack gap="md" py="xl">
      <Text size="lg">{rich(t('student.healthcheck.unavailable'))}</Text>
      <BigLink to={paths.student(schoolCode, 'todays_condition')}>{rich(t('student.todays.title', { context: wording }))}</BigLink>
    </Stack>
  );
}

// Offline before the form's code arrived: say so, instead of an error page (the check-in is kept).
const HealthcheckForm = lazy(() =>
  loadHealthcheckForm().then(
    (m) => ({ default: m.HealthcheckForm }),
    () => ({ default: HealthcheckUnavailable }),
  ),
);

/** How long the check-in waits to learn whether a health observation follows. */
const HEALTHCHECK_WAIT_MS = 4_000;

function HealthcheckStep({ todaysPath }: { todaysPath: string }) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  const navigate = useNavigate();
  const healthcheck = useStudentHealthcheck();

  if (healthcheck.isPending) return <LoadingScreen />;
  if (healthcheck.isError) {
    return (
      <Stack gap="md" align="center" py="xl">
        <LoadFailure order={1} />
        <BigLink to={todaysPath}>{rich(t('student.todays.title', { context: wording }))}</BigLink>
      </Stack>
    );
  }
  // The school asks no health questions: nothing to answer here.
  if (healthcheck.data.items.length === 0) return <Navigate to={todaysPath} replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <HealthcheckForm healthcheck={healthcheck.data} onDone={() => void navigate(todaysPath)} whoSees={<WhoSeesLine />} />
    </Suspense>
  );
}

/**
 * `/{school_code}/student/my_condition` (spec §2 Student): the check-in, こころ then からだ (the
 * skip button only when the school enables it), then today's health observation (健康観察) when
 * the school has one and it is not answered yet, then todays_condition. `?step=healthcheck`
 * opens the health observation directly (register or redo from todays_condition). A student who
 * has already checked in today (signing in again) reads 「きょうは もう きろくしました」 with a way to
 * today's page (issue 24 item 6), and is offered an open questionnaire above the faces (decision
 * 013); before the check-in, never.
 */
export function MyConditionPage() {
  const { t } = useTranslation();
  const context = useWordingContext();
  const { plain } = useTextRenderer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { school_code: schoolCode = '' } = useParams();
  const settings = useStudentSchoolSettings();
  const pendingHealthcheck = usePendingHealthcheck();
  const todaysCheckIn = useTodaysCondition();
  const todaysPath = paths.student(schoolCode, 'todays_condition');
  const step = params.get('step') === 'healthcheck' ? 'healthcheck' : 'faces';
  usePageTitle(plain(step === 'healthcheck' ? t('student.healthcheck.title') : t('student.checkIn.mentalQuestion', { context })), t('common.appName'));

  // At the first face: fetch the form's code and today's health observation meanwhile.
  const prepare = useCallback(() => {
    void loadHealthcheckForm().catch(() => undefined);
    void fetchTodaysHealthcheck(queryClient).catch(() => undefined);
  }, [queryClient]);

  const afterCheckIn = useCallback(async () => {
    try {
      const healthcheck = await Promise.race([
        fetchTodaysHealthcheck(queryClient),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), HEALTHCHECK_WAIT_MS)),
      ]);
      if (healthcheck.items.length > 0 && !healthcheck.answer && !pendingHealthcheck) {
        await navigate({ search: '?step=healthcheck' }, { replace: true });
        return;
      }
    } catch {
      // Offline or slow: the health observation can be answered later from todays_condition.
    }
    await navigate(todaysPath);
  }, [navigate, pendingHealthcheck, queryClient, todaysPath]);

  if (step === 'healthcheck') return <HealthcheckStep todaysPath={todaysPath} />;
  if (settings.isPending) return <LoadingScreen />;
  if (settings.isError) return <LoadFailure order={1} />;
  return (
    <Stack gap="xl">
      {todaysCheckIn.data ? <AlreadyRecordedNotice todaysPath={todaysPath} /> : null}
      <QuestionnairePrompt enabled={!!todaysCheckIn.data} answerPath={paths.student(schoolCode, 'questionnaire')} />
      <ConditionCheckIn
        allowSkip={settings.data.enableConditionSkip}
        onStarted={prepare}
        onRecorded={() => void afterCheckIn()}
        whoSees={<WhoSeesLine ta="center" />}
      />
    </Stack>
  );
}
