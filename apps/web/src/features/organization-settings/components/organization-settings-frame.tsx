import '../../../components/ui/mantine-extra-styles.ts';
import { Grid, NavLink as MantineNavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IdleWarningModal } from '../../../components/ui/idle-warning-modal.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import type { EditSession } from '../../../lib/use-edit-session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The board's settings pages (web-routes.tsv /local_governments/settings/*), in menu order. */
export const ORGANIZATION_SETTINGS = [
  { path: 'alert', key: 'alert' },
  { path: 'IP', key: 'ip' },
  { path: 'remind_email', key: 'remindEmail' },
  { path: 'teacher', key: 'teacher' },
  { path: 'teacher/import', key: 'teacherImport' },
] as const;

export interface OrganizationSettingsFrameProps {
  title: string;
  lead?: string;
  /** The page's edit session: idle warning (spec §4) and the leave warning (spec §8) while changes are unsaved. */
  session?: EditSession;
  loading?: boolean;
  failed?: boolean;
  children: ReactNode;
}

/**
 * The frame of the board's settings pages (spec §2 /local_governments/settings/*): the settings
 * menu, the page title and lead, loading and load-failure states, the edit session's warnings.
 * The menu sits above the page below 992 px, so 768 px needs no sideways scroll.
 */
export function OrganizationSettingsFrame({ title, lead, session, loading = false, failed = false, children }: OrganizationSettingsFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('organization.settings.navLabel')}>
          <Text size="sm" fw={700} c="gray.8" px="sm" py={6}>
            {t('organization.nav.settings')}
          </Text>
          {ORGANIZATION_SETTINGS.map((s) => (
            <MantineNavLink
              key={s.path}
              component={NavLink}
              to={`/local_governments/settings/${s.path}`}
              end
              label={t(`organization.settings.pages.${s.key}`)}
              styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="gray.7">
              {t('organization.nav.settings')}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {lead ? <Text c="gray.8">{lead}</Text> : null}
          </Stack>
          {loading ? <LoadingScreen minHeight={240} /> : failed ? <LoadFailure /> : children}
        </Stack>
      </Grid.Col>
      {session ? (
        <>
          <IdleWarningModal minutesLeft={session.idle.minutesLeft} onContinue={session.idle.keepEditing} />
          <UnsavedChangesGuard when={session.dirty} />
        </>
      ) : null}
    </Grid>
  );
}
