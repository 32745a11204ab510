import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { downloadBoardRosterExport, downloadBoardRosterTemplate } from '../../../../features/organization-settings/api/board-data.ts';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useBoardRosterImport } from '../../../../features/organization-settings/hooks/use-board-data.ts';
import { EXCEL } from '../../../../features/roster-import/components/roster-import-panel.tsx';
import { RosterPreviewModal } from '../../../../features/roster-import/components/roster-preview-modal.tsx';
import { RosterUploadCard } from '../../../../features/roster-import/components/roster-upload-card.tsx';
import { useRosterUpload } from '../../../../features/roster-import/hooks/use-roster-upload.ts';
import { saveFile, type DownloadedFile } from '../../../../lib/api-download.ts';
import { isApiError } from '../../../../lib/api-error.ts';

/**
 * `/local_governments/settings/teacher/import` (spec §2, §5 upload rules, §7 organization/import
 * multipart file + year, organization/export; issue 14 item 5): the school imports' flow with the
 * board's endpoints — step 1 downloads the template (学校コード decides each teacher's school), step
 * 2 takes 年度 and the file, 内容を確認する opens the preview modal (every row, its errors, the error
 * file), 登録する writes all rows or none; and the current teachers' Excel in the same layout.
 */
export function OrganizationTeacherImportPage() {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const upload = useRosterUpload(useBoardRosterImport(), EXCEL);
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
    <OrganizationSettingsFrame title={t('organization.settings.pages.teacherImport')} lead={t('organization.settings.import.lead')}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              {t(`${k}.step1`)}
            </Title>
            <Text size="sm" c="gray.8">
              {t('organization.data.import.step1Lead')}
            </Text>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => download(downloadBoardRosterTemplate)}>
              {t('organization.settings.import.template')}
            </Button>
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
              {t('organization.data.import.exportLead')}
            </Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => download(() => downloadBoardRosterExport(upload.year))}
            >
              {t('organization.settings.teachers.export')}
            </Button>
            <ErrorAlert messages={downloadError} />
          </Stack>
        </Paper>
        <RosterPreviewModal previews={upload.previews} submitting={upload.submitting} onSubmit={upload.submit} onClose={upload.close} />
      </Stack>
    </OrganizationSettingsFrame>
  );
}
