import '../ui/mantine-extra-styles.ts';
import { Grid, NavLink as MantineNavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IdleWarningModal } from '../ui/idle-warning-modal.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import type { EditSession } from '../../lib/use-edit-session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** One entry of a settings menu: where it goes and its label. */
export interface SettingsNavItem {
  to: string;
  label: string;
}

export interface SettingsShellProps {
  /** The area's name above the menu and the title (設定). */
  area: string;
  /** The menu's accessible name (設定メニュー). */
  navLabel: string;
  /** The area's pages, in menu order; the current one is highlighted (exact match). */
  nav: readonly SettingsNavItem[];
  /** The page's title (h1), also the browser tab's. */
  title: string;
  lead?: string;
  /** The page's edit session: the idle warning (spec §4) and the leave warning (spec §8) while changes are unsaved. */
  session?: EditSession;
  /** True while the page's own data loads. */
  loading?: boolean;
  /** The page's own data failed to load (spec §8 読み込みに失敗しました). */
  failed?: boolean;
  /** Shown above the content once it has loaded (e.g. the class teacher's read-only note). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The one shell of every settings page, the school's and the board's (decision 049; spec §2
 * Teacher settings, /local_governments/settings/*): the area's menu (above the page below 992 px,
 * so 768 px needs no sideways scroll), the title and lead, the loading and load-failure states,
 * and the edit session's idle and leave warnings, once per page. Forms inside report their unsaved
 * changes to `session` (`useReportDirty(key, form.isDirty(), session.report)`).
 */
export function SettingsShell({ area, navLabel, nav, title, lead, session, loading = false, failed = false, notice, children }: SettingsShellProps) {
  const { t } = useTranslation();
  usePageTitle(title, t('common.appName'));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label={navLabel}>
          <Text size="sm" fw={700} c="gray.8" px="sm" py={6}>
            {area}
          </Text>
          {nav.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              // `end`: only the current page is highlighted (生徒 is not on 生徒インポート).
              end
              to={item.to}
              label={item.label}
              styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="gray.7">
              {area}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {lead ? <Text c="gray.8">{lead}</Text> : null}
          </Stack>
          {loading ? (
            <LoadingScreen minHeight={240} />
          ) : failed ? (
            <LoadFailure />
          ) : (
            <>
              {notice}
              {children}
            </>
          )}
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
