import { Box, Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { AppHeader } from '../../components/layouts/app-header.tsx';
import { PageMain } from '../../components/layouts/page-main.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { StudentIdentity } from '../../features/students/components/student-identity.tsx';
import { useStudentMe } from '../../features/students/hooks/use-student.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The student layout (spec §2 Student; §4 state check on mount): with a stored token the pupil is
 * fetched (GET /api/students/me); any non-200 answer logs out. The header shows the school name,
 * grade and class (hidden 30 March – 20 April), the language switch and logout.
 */
export function StudentLayout() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const session = useSession();
  const signedIn = session?.role === 'student' && session.schoolCode === schoolCode;
  const me = useStudentMe(signedIn);
  const { signOut, pending } = useSignOut('student', schoolCode);

  // Spec §4 "non-200 logs out". No answer at all (offline) is not a verdict: show load failure.
  const refused = me.isError && isApiError(me.error) && !me.error.isNetworkError;
  useEffect(() => {
    if (refused) void signOut();
  }, [refused, signOut]);

  if (!signedIn) return <Navigate to={`/${schoolCode}/student/login`} replace />;
  if (me.isPending || refused) return <LoadingScreen minHeight="100dvh" />;
  if (me.isError) return <LoadFailure order={1} />;

  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader
        title={me.data.schoolName}
        subtitle={<StudentIdentity student={me.data} />}
        actions={
          <>
            <LanguageSwitch />
            <Button variant="default" size="sm" h={36} loading={pending} leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={() => void signOut()}>
              {t('common.logout')}
            </Button>
          </>
        }
      />
      <PageMain size="lg">
        <Outlet />
      </PageMain>
    </Box>
  );
}
