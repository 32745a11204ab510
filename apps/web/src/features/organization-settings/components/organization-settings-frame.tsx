import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsShell } from '../../../components/layouts/settings-shell.tsx';
import type { EditSession } from '../../../lib/use-edit-session.ts';
import { paths } from '../../../lib/paths.ts';

/** The board's settings pages (web-routes.tsv /local_governments/settings/*), in menu order. */
export const ORGANIZATION_SETTINGS = [
  { path: 'alert', key: 'alert' },
  { path: 'IP', key: 'ip' },
  { path: 'remind_email', key: 'remindEmail' },
  { path: 'distress_words', key: 'distressWords' },
  { path: 'talk_lines', key: 'talkLines' },
  { path: 'teacher', key: 'teacher' },
  { path: 'teacher/import', key: 'teacherImport' },
  { path: 'mfa', key: 'mfa' },
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

/** The board's settings pages (spec §2 /local_governments/settings/*) in the settings shell. */
export function OrganizationSettingsFrame({ title, lead, session, loading = false, failed = false, children }: OrganizationSettingsFrameProps) {
  const { t } = useTranslation();
  const nav = ORGANIZATION_SETTINGS.map((s) => ({ to: paths.board(`settings/${s.path}`), label: t(`organization.settings.pages.${s.key}`) }));
  return (
    <SettingsShell
      area={t('organization.nav.settings')}
      navLabel={t('organization.settings.navLabel')}
      nav={nav}
      title={title}
      lead={lead}
      session={session}
      loading={loading}
      failed={failed}
    >
      {children}
    </SettingsShell>
  );
}
