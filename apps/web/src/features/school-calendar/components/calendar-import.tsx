import { Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { downloadCalendarTemplate, fileToBase64 } from '../api/school-calendar.ts';
import { useImportCalendar } from '../hooks/use-school-calendar.ts';
import { periodText } from './calendar-range-table.tsx';
import { showDone } from '../../../components/ui/toast.ts';

/**
 * Excelで一括登録 (issue 10 settings/calendar, spec §5 "Upload must be the downloaded Excel
 * template"): download the template; choose the filled-in file; 内容を確認する reads it without
 * storing (a preview of the rows, or the server's reasons: not an Excel file, not the template,
 * several sheets, bad rows); 登録する stores every row or none.
 */
export function CalendarImport() {
  const { t } = useTranslation();
  const run = useImportCalendar();
  const [file, setFile] = useState<File | null>(null);
  const template = useDownload(downloadCalendarTemplate);
  const preview = run.data && !run.data.stored ? run.data : null;
  const errorLines = isApiError(run.error) ? [...run.error.errors, ...(run.error.fieldErrors.file ?? [])] : run.error ? [t('common.error.generic')] : [];

  async function send(dryRun: boolean) {
    if (!file) return;
    const content = await fileToBase64(file);
    run.mutate(
      { file: content, dryRun },
      {
        onSuccess: (result) => {
          if (!result.stored) return;
          showDone(t('teacherSettings.calendar.import.done', { count: result.ranges.length }));
          setFile(null);
          run.reset();
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('teacherSettings.calendar.import.title')}
        </Title>
        <Text size="sm" c="gray.8">
          {t('teacherSettings.calendar.import.lead')}
        </Text>
        <div>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={() => template.mutate()} loading={template.isPending}>
            {t('teacherSettings.calendar.import.template')}
          </Button>
        </div>
        <ErrorAlert error={template.error} />
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('teacherSettings.calendar.import.file')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            value={file}
            onChange={(f) => {
              setFile(f);
              run.reset();
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('teacherSettings.calendar.import.clearFile') }}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            disabled={!file}
            loading={run.isPending && run.variables?.dryRun}
            onClick={() => send(true)}
          >
            {t('teacherSettings.calendar.import.check')}
          </Button>
        </Group>
        <ErrorAlert messages={errorLines} />
        {preview ? (
          <Stack gap="sm">
            <Text role="status">{t('teacherSettings.calendar.import.preview', { count: preview.ranges.length })}</Text>
            <CaptionedTable
              caption={t('teacherSettings.calendar.import.previewCaption')}
              minWidth={480}
              verticalSpacing={4}
              columns={[
                { label: t('teacherSettings.calendar.table.kind') },
                { label: t('teacherSettings.calendar.table.label') },
                { label: t('teacherSettings.calendar.table.period') },
              ]}
            >
              <Table.Tbody>
                {preview.ranges.map((r, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{t(`teacherSettings.calendar.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>{periodText(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </CaptionedTable>
            <div>
              <Button leftSection={<IconUpload size={18} aria-hidden="true" />} loading={run.isPending} onClick={() => send(false)}>
                {t('teacherSettings.calendar.import.submit')}
              </Button>
            </div>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
