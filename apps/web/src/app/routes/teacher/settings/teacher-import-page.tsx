import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchoolRosterImportPanel } from '../../../../features/roster-import/components/roster-import-panel.tsx';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/teacher/import` (spec §2; issue 13 item 4): the teachers roster's Excel
 * import (template, preview modal with per-row errors and the error file, all-or-nothing import)
 * and export. Admin teachers only: class teachers see the note and nothing is loaded.
 */
export function TeacherImportPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('teacherSettings.roster.import.teacherTitle')} lead={t('teacherSettings.roster.import.teacherLead')}>
      {(readOnly) => (readOnly ? <Text c="gray.8">{t('teacherSettings.roster.import.adminOnly')}</Text> : <SchoolRosterImportPanel kind="teachers" />)}
    </SettingsFrame>
  );
}
