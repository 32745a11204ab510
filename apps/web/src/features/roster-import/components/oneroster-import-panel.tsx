import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OneRosterPreview } from '@sukoyaka/contracts/roster-import';
import { useOneRosterImport } from '../hooks/use-roster-import.ts';
import { useRosterUpload, type RosterAnswerReader } from '../hooks/use-roster-upload.ts';
import { OneRosterReport } from './oneroster-report.tsx';
import { RosterPreviewModal } from './roster-preview-modal.tsx';
import { RosterUploadCard } from './roster-upload-card.tsx';

const ONEROSTER: RosterAnswerReader<OneRosterPreview> = {
  // The teachers' section only when the zip has teachers of this school.
  previews: (r) => (r.students.imported || r.teachers.imported ? null : r.teachers.rows.length > 0 ? [r.students, r.teachers] : [r.students]),
  written: (r) => r.students.summary.create + r.students.summary.update + r.teachers.summary.create + r.teachers.summary.update,
};

/**
 * The OneRoster import (issue 13 item 4 and issue 23 item 4, our addition, decisions 024 and 045) on
 * settings/student/import: the OneRoster Japan Profile CSV bulk zip that 校務支援 systems export
 * (1.1 or 1.2 layout, UTF-8 or Shift_JIS) → the same preview modal as the Excel import, with the
 * file's report above (people, everyone not imported and why, the rules broken), one table for the
 * students and one for the teachers of this school → 登録する writes both or nothing.
 */
export function OneRosterImportPanel() {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.oneRoster';
  const upload = useRosterUpload(useOneRosterImport(), ONEROSTER);
  const data = upload.previews ? upload.data : undefined;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t(`${k}.aboutTitle`)}
          </Title>
          <Text size="sm" c="gray.8">
            {t(`${k}.aboutLead`)}
          </Text>
          <Text size="sm" c="gray.8">
            {t(`${k}.files`)}
          </Text>
        </Stack>
      </Paper>
      <RosterUploadCard
        upload={upload}
        title={t(`${k}.uploadTitle`)}
        fileLabel={t(`${k}.file`)}
        accept=".zip,application/zip"
        icon={<IconFileZip size={18} aria-hidden="true" />}
      />
      <RosterPreviewModal
        previews={upload.previews}
        report={data ? <OneRosterReport preview={data} /> : undefined}
        blocked={data ? data.issues.some((i) => i.level === 'error') || data.students.rows.length + data.teachers.rows.length === 0 : false}
        choices={upload.choices}
        onChoose={upload.choose}
        submitting={upload.submitting}
        onSubmit={upload.submit}
        onClose={upload.close}
      />
    </Stack>
  );
}
