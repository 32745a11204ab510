import { Anchor, Box, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { AppHeader } from '../../components/layouts/app-header.tsx';
import { PageMain } from '../../components/layouts/page-main.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { FuriganaProvider } from '../../features/furigana/components/furigana-provider.tsx';
import { StudentWordingProvider } from '../../components/ui/student-wording.tsx';
import { FuriganaToggle } from '../../features/furigana/components/furigana-toggle.tsx';
import { furiganaByDefault, studentWording } from '../../features/furigana/furigana.ts';
import { fetchTodaysHealthcheck } from '../../features/healthcheck/hooks/use-healthcheck.ts';
import { ConnectionStatus } from '../../features/offline/components/connection-status.tsx';
import { useSchoolInfo } from '../../features/schools/hooks/use-school-info.ts';
import { prefetchSosSettings } from '../../features/sos/hooks/use-sos.ts';
import { StudentIdentity } from '../../features/students/components/student-identity.tsx';
import { useStudentFurigana, useStudentMe } from '../../features/students/hooks/use-student.ts';
import { isApiError } from '../../lib/api-error.ts';
import { flushOutbox } from '../../lib/outbox.ts';
import { useSession } from '../../lib/session.ts';
import classes from './student-header.module.css';
import { paths } from '../../lib/paths.ts';

/** How long after the first screen the other screens' code is fetched. */
const PREFETCH_DELAY_MS = 2_000;
/** How long logout waits for the outbox, so this student's waiting items go with their own token. */
const LOGOUT_FLUSH_MS = 3_000;

/**
 * The pages a student moves between, fetched once the first screen is up so that a network that
 * drops later (school Wi-Fi) cannot strand the student between two screens.
 */
function prefetchStudentScreens(): void {
  void import('../routes/student/my-condition-page.tsx').catch(() => undefined);
  void import('../routes/student/todays-condition-page.tsx').catch(() => undefined);
  void import('../../features/healthcheck/components/healthcheck-form.tsx').catch(() => undefined);
}

/**
 * The student layout (spec §2 Student; §4 state check on mount): with a stored token the student is
 * fetched (GET /api/students/me); any non-200 answer logs out. The header shows the school name,
 * grade and class (hidden 30 March – 20 April), the furigana switch (Japanese; on by default for
 * elementary grades 1–3, issue 3), the help link (new tab), the language switch and logout. Under
 * it, the connection status and what is still waiting on the device (spec §8, issue 3).
 */
export function StudentLayout() {
  const { t, i18n } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const session = useSession();
  const signedIn = session?.role === 'student' && session.schoolCode === schoolCode;
  const me = useStudentMe(signedIn);
  const school = useSchoolInfo(schoolCode);
  const { signOut, pending } = useSignOut('student', schoolCode);
  const queryClient = useQueryClient();
  const [furigana, setFurigana] = useStudentFurigana(furiganaByDefault(school.data?.schoolType, me.data));

  // Spec §4 "non-200 logs out". No answer at all (offline) is not a verdict: show load failure.
  const refused = me.isError && isApiError(me.error) && !me.error.isNetworkError;
  useEffect(() => {
    if (refused) void signOut();
  }, [refused, signOut]);

  const signedInStudent = !!me.data;
  useEffect(() => {
    if (!signedInStudent) return undefined;
    // The talk-to buttons and today's health observation at once (small JSON), so both work if
    // the network drops; the other screens' code once the first screen is shown.
    void prefetchSosSettings(queryClient, schoolCode);
    void fetchTodaysHealthcheck(queryClient).catch(() => undefined);
    // After the first screen has had its turn on a slow network: then at the next idle moment.
    let idle = 0;
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(prefetchStudentScreens, { timeout: 1_000 });
      else prefetchStudentScreens();
    }, PREFETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [signedInStudent, queryClient, schoolCode]);

  const logout = useCallback(async () => {
    await Promise.race([flushOutbox(true), new Promise((resolve) => setTimeout(resolve, LOGOUT_FLUSH_MS))]);
    await signOut();
  }, [signOut]);

  if (!signedIn) return <Navigate to={paths.student(schoolCode, 'login')} replace />;
  // The school type decides the furigana default: wait for it so the page does not change under the student.
  if (me.isPending || school.isPending || refused) return <LoadingScreen minHeight="100dvh" />;
  if (me.isError) return <LoadFailure order={1} />;

  const japanese = i18n.language === 'ja';
  return (
    <FuriganaProvider show={japanese && furigana}>
      <StudentWordingProvider wording={studentWording(school.data?.schoolType, me.data)}>
        <Box mih="100dvh" bg="gray.0" className={classes.studentArea}>
          <AppHeader
            title={me.data.schoolName}
            subtitle={<StudentIdentity student={me.data} />}
            actions={
              <Group gap="xs" wrap="wrap" justify="flex-end" className={classes.controls}>
                {japanese ? <FuriganaToggle checked={furigana} onChange={setFurigana} /> : null}
                <Anchor
                  href={paths.student(schoolCode, 'help')}
                  target="_blank"
                  rel="noopener"
                  fw={600}
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44, paddingInline: 6 }}
                >
                  <IconHelpCircle size={20} aria-hidden="true" />
                  {t('student.header.help')}
                  <VisuallyHidden>{t('student.common.newTab')}</VisuallyHidden>
                </Anchor>
                <LanguageSwitch />
                <Button
                  variant="default"
                  size="sm"
                  h={44}
                  loading={pending}
                  leftSection={<IconLogout size={18} aria-hidden="true" />}
                  onClick={() => void logout()}
                >
                  {t('common.logout')}
                </Button>
              </Group>
            }
          />
          <ConnectionStatus />
          <PageMain size="lg">
            <Outlet />
          </PageMain>
        </Box>
      </StudentWordingProvider>
    </FuriganaProvider>
  );
}
