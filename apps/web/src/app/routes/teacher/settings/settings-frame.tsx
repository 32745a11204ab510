import '../../../../components/ui/mantine-extra-styles.ts';
import { Alert, Grid, NavLink as MantineNavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { IdleWarningModal } from '../../../../components/ui/idle-warning-modal.tsx';
import { LoadFailure } from '../../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import { UnsavedChangesGuard } from '../../../../components/ui/unsaved-changes-guard.tsx';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import type { EditSession } from '../../../../lib/use-edit-session.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

/** The settings pages of this area, in menu order (web-routes.tsv, teacher settings). */
const SECTIONS = [
  { path: 'alert', key: 'alert' },
  { path: 'attendances', key: 'attendances' },
  { path: 'healthcheck', key: 'healthcheck' },
  { path: 'condition_skip', key: 'conditionSkip' },
  { path: 'enabled_processed_sos', key: 'processedSos' },
  { path: 'link_stop_it', key: 'linkStopIt' },
  { path: 'ip', key: 'ip' },
  { path: 'calendar', key: 'calendar' },
  { path: 'grade_class', key: 'gradeClass' },
  { path: 'student', key: 'student' },
  { path: 'teacher', key: 'teacher' },
  { path: 'sos_setting', key: 'sosSetting' },
  { path: 'student/import', key: 'studentImport' },
  { path: 'teacher/import', key: 'teacherImport' },
  { path: 'advancement', key: 'advancement' },
  { path: 'acceptance', key: 'acceptance' },
  { path: 'mfa', key: 'mfa' },
] as const;

export interface SettingsFrameProps {
  /** The page's title (h1), also the browser tab's. */
  title: string;
  lead?: string;
  /** The page's edit session: idle warning and the leave warning while changes are unsaved. */
  session?: EditSession;
  /** The page's content, given the read-only flag of class teachers. */
  children: (readOnly: boolean) => ReactNode;
  /** True while the page's own data loads. */
  loading?: boolean;
  /** The page's own data failed to load. */
  failed?: boolean;
  /** A page about the teacher's own account (MFA): no "only admin teachers change settings" note. */
  personal?: boolean;
}

/**
 * The frame of the teacher settings pages (spec §2 Teacher settings): the settings menu, the
 * page title, and for class teachers a note that only admin teachers change school settings
 * (the API refuses their changes with 403). The edit session's idle warning (spec §4) and leave
 * warning (spec §8) live here, once per page.
 */
export function SettingsFrame({ title, lead, session, children, loading = false, failed = false, personal = false }: SettingsFrameProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const me = useTeacherMe();
  usePageTitle(title, t('common.appName'));
  const readOnly = me.data?.admin !== true;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('teacherSettings.nav.label')}>
          <Text size="sm" fw={700} c="gray.8" px="sm" py={6}>
            {t('teacherSettings.nav.title')}
          </Text>
          {SECTIONS.map((s) => (
            <MantineNavLink
              key={s.path}
              component={NavLink}
              // `end`: only the current page is highlighted (生徒 is not on 生徒インポート).
              end
              to={`/${schoolCode}/teacher/settings/${s.path}`}
              label={t(`teacherSettings.nav.${s.key}`)}
              styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" fw={600} c="gray.7">
              {t('teacherSettings.nav.title')}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {lead ? <Text c="gray.8">{lead}</Text> : null}
          </Stack>
          {me.isPending || loading ? (
            <LoadingScreen minHeight={240} />
          ) : me.isError || failed ? (
            <LoadFailure />
          ) : (
            <>
              {readOnly && !personal ? (
                <Alert color="blue" variant="light" icon={<IconLock size={20} aria-hidden="true" />}>
                  {t('teacherSettings.readOnly')}
                </Alert>
              ) : null}
              {children(readOnly)}
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
