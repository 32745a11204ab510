// Mantine styles only teacher screens use: loaded with the teacher layout's chunk, so a student's
// first page stays light (decision 010). Overlay and ModalBase before Modal (Mantine's order).
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/notifications/styles.css';
import { Box, Button } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { IconClipboardList, IconFileSpreadsheet, IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { AppFooter } from '../../components/layouts/app-footer.tsx';
import { AppHeader } from '../../components/layouts/app-header.tsx';
import { PageMain } from '../../components/layouts/page-main.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { AlertDashboardMenu } from '../../features/alert-menu/components/alert-dashboard-menu.tsx';
import { DownloadPanel } from '../../features/bullying-alerts/components/download-panel.tsx';
import { useUnprocessedAlertCount } from '../../features/alert-dashboards/hooks/use-alert-dashboard.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { BoardAccessBanner } from '../../features/organization-auth/components/board-access-banner.tsx';
import { boardAccessSwitching } from '../../features/organization-auth/lib/board-access.ts';
import { useUnconfirmedParentAttendanceCount } from '../../features/parent-attendance-dashboard/hooks/use-parent-attendance-dashboard.ts';
import { useSosNotifications } from '../../features/sos-dashboard/hooks/use-sos-notifications.tsx';
import { TeacherIdentity } from '../../features/teachers/components/teacher-identity.tsx';
import { useTeacherMe } from '../../features/teachers/hooks/use-teacher.ts';
import { isApiError } from '../../lib/api-error.ts';
import { loginPathFor, updateSessionRole, useSession, type SessionRole } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';
import { LogoutButton } from '../../components/ui/logout-button.tsx';

/**
 * What a signed-in teacher's header watches on every teacher page: new 話したい presses (polled
 * every 4 seconds, shown as a notification within 5 seconds, spec §2 "Alert popups") and the
 * open counts of the alert-dashboard menu.
 */
function TeacherAlerts({ schoolCode }: { schoolCode: string }) {
  const sos = useSosNotifications(schoolCode);
  const mental = useUnprocessedAlertCount('mental');
  const physical = useUnprocessedAlertCount('physical');
  const parentAttendances = useUnconfirmedParentAttendanceCount();
  return (
    <AlertDashboardMenu schoolCode={schoolCode} counts={{ sos, mental: mental.data, physical: physical.data, parentAttendances: parentAttendances.data }} />
  );
}

/**
 * The teacher layout (spec §2 Teacher): header with the school name, the teacher's name, the
 * alert-dashboard menu and logout (admin teachers return to /admin/login, others to the
 * school's teacher login). The teacher is fetched on mount; a refused session logs out.
 */
export function TeacherLayout() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const session = useSession();
  const signedIn = (session?.role === 'teacher' || session?.role === 'admin') && session.schoolCode === schoolCode;
  // The last role seen: when the session ends (logout, 401, another tab), an admin teacher must
  // land on /admin/login, not on the school's teacher login.
  const [lastRole, setLastRole] = useState<SessionRole>('teacher');
  if (signedIn && session.role !== lastRole) setLastRole(session.role);
  const me = useTeacherMe(signedIn);
  const { signOut, pending } = useSignOut(lastRole, schoolCode);

  const admin = me.data?.admin;
  useEffect(() => {
    // The admin flag decides where logout and an expired session lead (spec §2, §6).
    if (admin !== undefined) updateSessionRole(admin ? 'admin' : 'teacher');
  }, [admin]);

  const refused = me.isError && isApiError(me.error) && !me.error.isNetworkError;
  useEffect(() => {
    if (refused) void signOut();
  }, [refused, signOut]);

  // Ending a board user's school access swaps the session first: wait for its navigation.
  if (!signedIn) return boardAccessSwitching() ? <LoadingScreen minHeight="100dvh" /> : <Navigate to={loginPathFor(lastRole, schoolCode)} replace />;
  if (me.isPending || refused) return <LoadingScreen minHeight="100dvh" />;
  if (me.isError) return <LoadFailure order={1} />;

  return (
    <Box mih="100dvh" bg="gray.0">
      {/* A board user's access to this school (spec §2 "access school accounts"): the banner ends it. */}
      <BoardAccessBanner />
      <AppHeader
        title={me.data.schoolName}
        subtitle={<TeacherIdentity teacher={me.data} />}
        actions={
          <>
            <TeacherAlerts schoolCode={schoolCode} />
            <Button
              component={Link}
              to={paths.teacher(schoolCode, 'questionnaire-deliveries')}
              variant="default"
              size="sm"
              h={36}
              leftSection={<IconClipboardList size={18} aria-hidden="true" />}
            >
              {t('questionnaireDeliveries.nav')}
            </Button>
            <Button
              component={Link}
              to={paths.teacher(schoolCode, 'report')}
              variant="default"
              size="sm"
              h={36}
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            >
              {t('teacherStudents.report.title')}
            </Button>
            <Button
              component={Link}
              to={paths.teacher(schoolCode, 'settings/alert')}
              variant="default"
              size="sm"
              h={36}
              leftSection={<IconSettings size={18} aria-hidden="true" />}
            >
              {t('teacherSettings.nav.title')}
            </Button>
            <LogoutButton pending={pending} onClick={() => void signOut()} />
          </>
        }
      />
      <PageMain size="xl">
        <Outlet />
      </PageMain>
      <AppFooter helpTo={paths.teacher(schoolCode, 'help')}>
        <DownloadPanel />
      </AppFooter>
      <Notifications position="top-right" limit={4} containerWidth={400} />
    </Box>
  );
}
