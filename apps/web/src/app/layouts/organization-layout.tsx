// Mantine styles the board's screens share with the teacher's (decision 010): loaded with this chunk.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/notifications/styles.css';
import { Box, Button, Group, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { IconBuildingCommunity, IconFileSpreadsheet, IconHome, IconSchool, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { AppFooter } from '../../components/layouts/app-footer.tsx';
import { PageMain } from '../../components/layouts/page-main.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useOrganizationMe } from '../../features/organization-auth/hooks/use-organization.ts';
import { boardAccessSwitching } from '../../features/organization-auth/lib/board-access.ts';
import { useOrganizationState } from '../../features/organization-auth/lib/organization-state.ts';
import { paths } from '../../lib/paths.ts';
import { LogoutButton } from '../../components/ui/logout-button.tsx';

/** The board's main sections (web-routes.tsv /local_governments/*), in menu order. */
const SECTIONS = [
  { to: paths.board('dashboard'), key: 'dashboard', icon: IconHome },
  { to: paths.board('report'), key: 'report', icon: IconFileSpreadsheet },
  { to: paths.board('schools'), key: 'schools', icon: IconSchool },
  { to: paths.board('settings'), key: 'settings', icon: IconSettings },
] as const;

/**
 * The organisation layout (spec §2 "Layouts: organisation"): a header with the organisation's name
 * and its local government (spec §3 organizationState: name, localGovernment.name), the board's
 * menu (ダッシュボード, レポート, 学校一覧, 設定) and logout. The state is refreshed from
 * organization/me on every visit; a 401 clears it and returns to /local_governments/login (spec §4,
 * §8, api-client). Works down to 768 px: the menu wraps under the names.
 */
export function OrganizationLayout() {
  const { t } = useTranslation();
  const state = useOrganizationState();
  useOrganizationMe(state !== null);
  const { signOut, pending } = useSignOut('local_government');

  // Opening a school's accounts swaps the session first: wait for the navigation (decision 029).
  if (!state) return boardAccessSwitching() ? <LoadingScreen minHeight="100dvh" /> : <Navigate to={paths.board('login')} replace />;

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" px={{ base: 'sm', sm: 'lg' }} py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconBuildingCommunity size={28} aria-hidden="true" color="var(--mantine-color-blue-7)" />
            <Box miw={0}>
              <Text fw={700} size="md" lh={1.3}>
                {state.name}
              </Text>
              <Text size="sm" c="gray.7" lh={1.3}>
                {state.localGovernment.name}
              </Text>
            </Box>
          </Group>
          <Group component="nav" aria-label={t('organization.nav.label')} gap={6} wrap="wrap">
            {SECTIONS.map(({ to, key, icon: Icon }) => (
              <NavLink key={key} to={to} end={key === 'dashboard'} style={{ textDecoration: 'none' }}>
                {({ isActive }) => (
                  <Button component="span" variant={isActive ? 'light' : 'subtle'} size="sm" h={36} leftSection={<Icon size={18} aria-hidden="true" />}>
                    {t(`organization.nav.${key}`)}
                  </Button>
                )}
              </NavLink>
            ))}
            <LogoutButton pending={pending} onClick={() => void signOut()} />
          </Group>
        </Group>
      </Box>
      <PageMain size="xl">
        <Outlet />
      </PageMain>
      <AppFooter helpTo="/local_governments/help" />
      <Notifications position="top-right" limit={4} containerWidth={400} />
    </Box>
  );
}
