import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterKind, RosterPreview } from '@sukoyaka/contracts/roster-import';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { saveFile, type DownloadedFile } from '../../../lib/api-download.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { downloadRosterExport, downloadRosterTemplate } from '../api/roster-import.ts';
import { useRosterImport } from '../hooks/use-roster-import.ts';
import { useRosterUpload, type RosterAnswerReader } from '../hooks/use-roster-upload.ts';
import { RosterPreviewModal } from './roster-preview-modal.tsx';
import { RosterUploadCard } from './roster-upload-card.tsx';

/** How the Excel template's answer reads (one preview; the rows written); shared with the board's teacher import. */
export const EXCEL: RosterAnswerReader<RosterPreview> = {
  previews: (r) => (r.imported ? null : [r]),
  written: (r) => r.summary.create + r.summary.update,
};

/**
 * The roster import from the Excel template (spec §2 settings/student/import and teacher/import,
 * §5 upload rules): step 1 downloads the template; step 2 takes the year and the filled-in file,
 * 内容を確認する opens the preview modal (every row, its errors, the error file), 登録する there
 * writes all rows or none. Also the current roster's download (export).
 */
export function RosterImportPanel({ kind }: { kind: RosterKind }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const upload = useRosterUpload(useRosterImport(kind), EXCEL);
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
            {t(`${k}.step1Lead`)}
          </Text>
          <div>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => download(() => downloadRosterTemplate(kind))}>
              {t(`${k}.template`)}
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
            {t(`${k}.exportLead`)}
          </Text>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => download(() => downloadRosterExport(kind, upload.year))}
          >
            {t(`${k}.export`)}
          </Button>
          <ErrorAlert messages={downloadError} />
        </Stack>
      </Paper>
      <RosterPreviewModal previews={upload.previews} submitting={upload.submitting} onSubmit={upload.submit} onClose={upload.close} />
    </Stack>
  );
}
