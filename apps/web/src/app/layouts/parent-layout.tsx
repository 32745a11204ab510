// Mantine CSS the parent screens add to app/mantine-styles.ts (radio cards, the report's
// description list, the cancel modal). In this lazy chunk, so students' tablets never download it.
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { ActionIcon, Box, Button, SimpleGrid } from '@mantine/core';
import { IconHistory, IconLogout, IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { AppFooter } from '../../components/layouts/app-footer.tsx';
import { AppHeader } from '../../components/layouts/app-header.tsx';
import { PageMain } from '../../components/layouts/page-main.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useParentSignOut } from '../../features/parent-auth/hooks/use-parent-sign-out.ts';
import { FamilyChildren } from '../../features/parent-children/components/family-children.tsx';
import { useParentChildren } from '../../features/parent-children/hooks/use-parent-children.ts';
import { useSchoolInfo } from '../../features/schools/hooks/use-school-info.ts';
import { isApiError } from '../../lib/api-error.ts';
import { loginPathFor, useSession } from '../../lib/session.ts';
import { paths } from '../../lib/paths.ts';
import { LogoutButton } from '../../components/ui/logout-button.tsx';

/**
 * The parent layout (spec §2 Parent, "Layouts: … parent"; §4 state check on mount): with a stored
 * parent token the family's children are fetched (GET /api/parents/student) and any non-200
 * answer logs out (spec §8 "parent profile fetch non-200: forced logout"). The header shows the
 * school name and whose guardian is signed in, the language switch and logout (back to the
 * parent login); below it, navigation between the report form and the history.
 */
export function ParentLayout() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const signedIn = session?.role === 'parent' && session.schoolCode === schoolCode;
  const family = useParentChildren(signedIn);
  const school = useSchoolInfo(schoolCode);
  const { signOut, pending } = useParentSignOut(schoolCode);

  // Spec §4 "non-200 logs out". No answer at all (offline) is not a verdict: show load failure.
  const refused = family.isError && isApiError(family.error) && !family.error.isNetworkError;
  useEffect(() => {
    if (refused) void signOut();
  }, [refused, signOut]);

  if (!signedIn) return <Navigate to={loginPathFor('parent', schoolCode)} replace />;
  if (family.isPending || refused) return <LoadingScreen minHeight="100dvh" />;
  if (family.isError) return <LoadFailure order={1} />;

  const links = [
    { to: paths.parent(schoolCode, 'absent'), label: t('parent.nav.absent'), icon: IconPencil },
    { to: paths.parent(schoolCode, 'history'), label: t('parent.nav.history'), icon: IconHistory },
  ];

  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader
        // The school's name is public (show_school_info); until it arrives, or if it cannot, the app name.
        title={school.data?.name ?? t('common.appName')}
        subtitle={<FamilyChildren students={family.data} />}
        actions={
          <>
            <LanguageSwitch />
            <LogoutButton visibleFrom="xs" pending={pending} onClick={() => void signOut()} />
            {/* On a phone the language switch and a worded button overflow 360 px in longer languages. */}
            <ActionIcon
              hiddenFrom="xs"
              variant="default"
              size={36}
              loading={pending}
              aria-label={t('common.logout')}
              title={t('common.logout')}
              onClick={() => void signOut()}
            >
              <IconLogout size={20} aria-hidden="true" />
            </ActionIcon>
          </>
        }
      />
      <Box
        component="nav"
        aria-label={t('parent.nav.label')}
        bg="white"
        px={{ base: 'sm', sm: 'lg' }}
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <SimpleGrid cols={2} spacing="xs" maw={720} mx="auto">
          {links.map(({ to, label, icon: Icon }) => {
            const active = pathname === to;
            return (
              <Button
                key={to}
                component={NavLink}
                to={to}
                size="md"
                variant={active ? 'filled' : 'light'}
                leftSection={<Icon size={18} aria-hidden="true" />}
                fullWidth
                h="auto"
                mih={42}
                py={6}
                px="xs"
                // Labels may wrap to a second line in longer languages rather than be cut off.
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
              >
                {label}
              </Button>
            );
          })}
        </SimpleGrid>
      </Box>
      <PageMain size={720}>
        <Outlet />
      </PageMain>
      <AppFooter helpTo={paths.parent(schoolCode, 'help')} />
    </Box>
  );
}
