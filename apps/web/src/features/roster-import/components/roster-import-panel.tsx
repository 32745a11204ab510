import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterKind, RosterPreview } from '@sukoyaka/contracts/roster-import';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { saveFile, type DownloadedFile } from '../../../lib/api-download.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { downloadRosterExport, downloadRosterTemplate } from '../api/roster-import.ts';
import { useRosterImport } from '../hooks/use-roster-import.ts';
import type { RosterSend } from '../hooks/use-roster-import.ts';
import { useRosterUpload, type RosterAnswerReader } from '../hooks/use-roster-upload.ts';
import { RosterPreviewModal } from './roster-preview-modal.tsx';
import { RosterUploadCard } from './roster-upload-card.tsx';

/** How the Excel template's answer reads (one preview; the rows written), for the school's and the board's imports alike. */
export const EXCEL: RosterAnswerReader<RosterPreview> = {
  previews: (r) => (r.imported ? null : [r]),
  written: (r) => r.summary.create + r.summary.update,
};

/** Where one Excel roster import reads and writes: the school's (students / teachers) or the board's teachers. */
export interface RosterImportSource {
  /** The import mutation (preview with dryRun, then the import). */
  importer: UseMutationResult<RosterPreview, Error, RosterSend>;
  /** Step 1's empty template. */
  template: () => Promise<DownloadedFile>;
  /** The current roster of a 年度 as the same template. */
  exportFile: (year: number) => Promise<DownloadedFile>;
  /** The texts that differ between the school's and the board's page: step 1's lead, the template button, the export's lead and button. */
  texts: { step1Lead: string; template: string; exportLead: string; export: string };
}

/**
 * The roster import from the Excel template (spec §2 settings/student/import and teacher/import,
 * §5 upload rules; the board's settings/teacher/import, issue 14 item 5): step 1 downloads the
 * template; step 2 takes the year and the filled-in file, 内容を確認する opens the preview modal
 * (every row, its errors, the error file), 登録する there writes all rows or none. Also the
 * current roster's download (export). `source` says whose roster.
 */
export function RosterImportPanel({ source }: { source: RosterImportSource }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const upload = useRosterUpload(source.importer, EXCEL);
  const [downloadError, setDownloadError] = useState<string[]>([]);

  async function download(get: () => Promise<DownloadedFile>) {
    setDownloadError([]);
    try {
      saveFile(await get());
    } catch (error) {
      setDownloadError(isApiError(error) ? error.errors : [t('common.error.generic')]);
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t(`${k}.step1`)}
          </Title>
          <Text size="sm" c="gray.8">
            {source.texts.step1Lead}
          </Text>
          <div>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => download(source.template)}>
              {source.texts.template}
            </Button>
          </div>
        </Stack>
      </Paper>
      <RosterUploadCard
        upload={upload}
        title={t(`${k}.step2`)}
        fileLabel={t(`${k}.file`)}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        icon={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="gray.8">
            {source.texts.exportLead}
          </Text>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => download(() => source.exportFile(upload.year))}>
            {source.texts.export}
          </Button>
          <ErrorAlert messages={downloadError} />
        </Stack>
      </Paper>
      <RosterPreviewModal
        previews={upload.previews}
        choices={upload.choices}
        onChoose={upload.choose}
        submitting={upload.submitting}
        onSubmit={upload.submit}
        onClose={upload.close}
      />
    </Stack>
  );
}

/** The school's Excel roster import of `kind` (students or teachers) with its own endpoints and texts. */
export function SchoolRosterImportPanel({ kind }: { kind: RosterKind }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const importer = useRosterImport(kind);
  return (
    <RosterImportPanel
      source={{
        importer,
        template: () => downloadRosterTemplate(kind),
        exportFile: (year) => downloadRosterExport(kind, year),
        texts: { step1Lead: t(`${k}.step1Lead`), template: t(`${k}.template`), exportLead: t(`${k}.exportLead`), export: t(`${k}.export`) },
      }}
    />
  );
}
