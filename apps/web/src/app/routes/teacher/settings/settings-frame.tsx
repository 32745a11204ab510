import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SettingsShell } from '../../../../components/layouts/settings-shell.tsx';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import type { EditSession } from '../../../../lib/use-edit-session.ts';
import { paths } from '../../../../lib/paths.ts';

/**
 * The settings pages of this area, in menu order (web-routes.tsv, teacher settings), each named in
 * the menu by its own page title (issue 28 item 9: the menu said 不調アラート over a page titled
 * 心と体の不調アラート). The two 「話したい」 sentence pages are in the menu too, after the buttons.
 */
const SECTIONS = [
  { path: 'alert', title: 'teacherSettings.alert.title' },
  { path: 'attendances', title: 'teacherSettings.attendances.title' },
  { path: 'healthcheck', title: 'teacherSettings.healthcheck.title' },
  { path: 'condition_skip', title: 'teacherSettings.conditionSkip.title' },
  { path: 'enabled_processed_sos', title: 'teacherSettings.processedSos.title' },
  { path: 'link_stop_it', title: 'teacherSettings.linkStopIt.title' },
  { path: 'ip', title: 'teacherSettings.ip.title' },
  { path: 'calendar', title: 'teacherSettings.calendar.title' },
  { path: 'grade_class', title: 'teacherSettings.schoolAdmin.gradeClass.title' },
  { path: 'student', title: 'teacherSettings.schoolAdmin.student.title' },
  { path: 'teacher', title: 'teacherSettings.schoolAdmin.teacher.title' },
  { path: 'sos_setting', title: 'teacherSettings.schoolAdmin.sosSetting.title' },
  { path: 'sos_sentences', title: 'teacherSettings.schoolAdmin.sentences.sosTitle' },
  { path: 'standby_sentences', title: 'teacherSettings.schoolAdmin.sentences.standbyTitle' },
  { path: 'student/import', title: 'teacherSettings.roster.import.studentTitle' },
  { path: 'teacher/import', title: 'teacherSettings.roster.import.teacherTitle' },
  { path: 'advancement', title: 'teacherSettings.roster.advancement.title' },
  { path: 'acceptance', title: 'teacherSettings.roster.acceptance.title' },
  { path: 'mfa', title: 'teacherSettings.mfa.settings.title' },
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
  const nav = SECTIONS.map((s) => ({ to: paths.teacher(schoolCode, `settings/${s.path}`), label: t(s.title) }));
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
