import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SettingsShell } from '../../../../components/layouts/settings-shell.tsx';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import type { EditSession } from '../../../../lib/use-edit-session.ts';
import { paths } from '../../../../lib/paths.ts';

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
 * The teacher settings pages (spec §2 Teacher settings) in the settings shell: their menu, and
 * for class teachers a note that only admin teachers change school settings (the API refuses
 * their changes with 403).
 */
export function SettingsFrame({ title, lead, session, children, loading = false, failed = false, personal = false }: SettingsFrameProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const me = useTeacherMe();
  const readOnly = me.data?.admin !== true;
  const nav = SECTIONS.map((s) => ({ to: paths.teacher(schoolCode, `settings/${s.path}`), label: t(`teacherSettings.nav.${s.key}`) }));
  return (
    <SettingsShell
      area={t('teacherSettings.nav.title')}
      navLabel={t('teacherSettings.nav.label')}
      nav={nav}
      title={title}
      lead={lead}
      session={session}
      loading={me.isPending || loading}
      failed={me.isError || failed}
      notice={
        readOnly && !personal ? (
          <Alert color="blue" variant="light" icon={<IconLock size={20} aria-hidden="true" />}>
            {t('teacherSettings.readOnly')}
          </Alert>
        ) : null
      }
    >
      {children(readOnly)}
    </SettingsShell>
  );
}
