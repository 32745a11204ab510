import { Button, FileInput, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterKind } from '@sukoyaka/contracts/roster-import';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { saveFile, type DownloadedFile } from '../../../lib/api-download.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import { downloadRosterExport, downloadRosterTemplate } from '../api/roster-import.ts';
import { useRosterImport } from '../hooks/use-roster-import.ts';
import { RosterPreviewModal } from './roster-preview-modal.tsx';

/**
 * The roster import (spec §2 settings/student/import and teacher/import, §5 upload rules): step 1
 * downloads the template; step 2 takes the year and the filled-in file, 内容を確認する opens the
 * preview modal (every row, its errors, the error file), 登録する there writes all rows or none.
 * The server's reasons for an unusable file (not Excel, not the template, several sheets) show
 * under the file input. Also the current roster's download (export).
 */
export function RosterImportPanel({ kind }: { kind: RosterKind }) {
  const { t } = useTranslation();
  const run = useRosterImport(kind);
  const current = schoolYearOf(new Date());
  const [year, setYear] = useState(current);
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string[]>([]);
  const preview = run.data && !run.data.imported ? run.data : null;
  const errorLines = isApiError(run.error) ? [...run.error.errors, ...(run.error.fieldErrors.file ?? [])] : run.error ? [t('common.error.generic')] : [];

  async function check() {
    if (!file) return;
    const base64 = await fileToBase64(file);
    setContent(base64);
    run.mutate({ file: base64, year, commit: false });
  }

  function submit() {
    if (!content) return;
    run.mutate(
      { file: content, year, commit: true },
      {
        onSuccess: (result) => {
          const count = result.summary.create + result.summary.update;
          notifications.show({
            color: 'green',
            message: t('teacherSettings.roster.import.done', { count }),
            closeButtonProps: { 'aria-label': t('teacherSettings.roster.import.close') },
          });
          setFile(null);
          setContent(null);
          run.reset();
        },
      },
    );
  }

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
            {t('teacherSettings.roster.import.step1')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('teacherSettings.roster.import.step1Lead')}
          </Text>
          <div>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => download(() => downloadRosterTemplate(kind))}>
              {t('teacherSettings.roster.import.template')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('teacherSettings.roster.import.step2')}
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('teacherSettings.roster.import.year')}
              value={String(year)}
              onChange={(e) => setYear(Number(e.currentTarget.value))}
              data={[current + 1, current, current - 1].map((y) => ({ value: String(y), label: t('teacherSettings.roster.import.yearOption', { year: y }) }))}
              w={160}
            />
            <FileInput
              label={t('teacherSettings.roster.import.file')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              value={file}
              onChange={(f) => {
                setFile(f);
                run.reset();
              }}
              clearable
              clearButtonProps={{ 'aria-label': t('teacherSettings.roster.import.clearFile') }}
              w={{ base: '100%', sm: 320 }}
            />
            <Button variant="light" disabled={!file} loading={run.isPending && run.variables?.commit === false} onClick={check}>
              {t('teacherSettings.roster.import.check')}
            </Button>
          </Group>
          {!preview ? <ErrorAlert messages={errorLines} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="gray.8">
            {t('teacherSettings.roster.import.exportLead')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => download(() => downloadRosterExport(kind, year))}
          >
            {t('teacherSettings.roster.import.export')}
          </Button>
          <ErrorAlert messages={downloadError} />
        </Stack>
      </Paper>
      <RosterPreviewModal preview={preview} submitting={run.isPending && run.variables?.commit === true} onSubmit={submit} onClose={() => run.reset()} />
    </Stack>
  );
}
