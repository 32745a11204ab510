import '@mantine/core/styles/Tabs.css';
import { Tabs, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OneRosterImportPanel } from '../../../../features/roster-import/components/oneroster-import-panel.tsx';
import { SchoolRosterImportPanel } from '../../../../features/roster-import/components/roster-import-panel.tsx';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/student/import` (spec §2; issue 13 item 4): two ways to bring
 * the students in — the Excel template (template, preview modal with per-row errors and the error
 * file, all-or-nothing import, export) and the OneRoster Japan Profile CSV bulk zip (decision 024;
 * the same preview modal and flow, students and teachers together). Admin teachers only: class
 * teachers see the note and nothing is loaded.
 */
export function StudentImportPage() {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster';
  return (
    <SettingsFrame title={t(`${k}.import.studentTitle`)} lead={t(`${k}.import.studentLead`)}>
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t(`${k}.import.adminOnly`)}</Text>
        ) : (
          <Tabs defaultValue="excel" keepMounted={false}>
            <Tabs.List aria-label={t(`${k}.oneRoster.waysLabel`)} mb="lg">
              <Tabs.Tab value="excel" leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}>
                {t(`${k}.oneRoster.excelTab`)}
              </Tabs.Tab>
              <Tabs.Tab value="oneroster" leftSection={<IconFileZip size={18} aria-hidden="true" />}>
                {t(`${k}.oneRoster.tab`)}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="excel">
              <SchoolRosterImportPanel kind="students" />
            </Tabs.Panel>
            <Tabs.Panel value="oneroster">
              <OneRosterImportPanel />
            </Tabs.Panel>
          </Tabs>
        )
      }
    </SettingsFrame>
  );
}
