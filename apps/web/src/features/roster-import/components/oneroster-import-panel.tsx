import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OneRosterPreview } from '@sukoyaka/contracts/roster-import';
import { useOneRosterImport } from '../hooks/use-roster-import.ts';
import { useRosterUpload, type RosterAnswerReader } from '../hooks/use-roster-upload.ts';
import { RosterPreviewModal } from './roster-preview-modal.tsx';
import { RosterUploadCard } from './roster-upload-card.tsx';

const ONEROSTER: RosterAnswerReader<OneRosterPreview> = {
  // The teachers' section only when the zip has teachers of this school.
  previews: (r) => (r.students.imported ? null : r.teachers.rows.length > 0 ? [r.students, r.teachers] : [r.students]),
  written: (r) => r.students.summary.create + r.students.summary.update + r.teachers.summary.create + r.teachers.summary.update,
};

/**
 * The OneRoster import (issue 13 item 4, our addition, decision 024) on settings/student/import:
 * the OneRoster Japan Profile CSV bulk zip that 校務支援 systems export (orgs, academicSessions,
 * classes, users, enrollments) → the same preview modal as the Excel import, one table for the
 * students and one for the teachers of this school, each with its error file → 登録する writes
 * both or nothing. Rows of other schools in the zip are counted and left out.
 */
export function OneRosterImportPanel() {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.oneRoster';
  const upload = useRosterUpload(useOneRosterImport(), ONEROSTER);
  const skipped = upload.previews ? (upload.data?.skipped ?? 0) : 0;
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
        note={skipped > 0 ? t(`${k}.skipped`, { count: skipped }) : undefined}
        submitting={upload.submitting}
        onSubmit={upload.submit}
        onClose={upload.close}
      />
    </Stack>
  );
}
