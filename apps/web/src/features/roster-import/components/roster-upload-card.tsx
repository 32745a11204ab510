import { Button, FileInput, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import type { RosterUpload } from '../hooks/use-roster-upload.ts';

export interface RosterUploadCardProps {
  upload: RosterUpload;
  title: string;
  lead?: string;
  /** The file input's label, e.g. Excelファイル（.xlsx）. */
  fileLabel: string;
  /** The file input's accept attribute. */
  accept: string;
  icon: ReactNode;
}

/**
 * The upload step of a roster import (spec §2 student/import, teacher/import, §5 upload rules):
 * 年度, the file and 内容を確認する; the server's reasons for an unusable file show under it.
 * Shared by the Excel template and the OneRoster zip.
 */
export function RosterUploadCard({ upload, title, lead, fileLabel, accept, icon }: RosterUploadCardProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="gray.8">
            {lead}
          </Text>
        ) : null}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t(`${k}.year`)}
            value={String(upload.year)}
            onChange={(e) => upload.setYear(Number(e.currentTarget.value))}
            data={[upload.current + 1, upload.current, upload.current - 1].map((y) => ({ value: String(y), label: t(`${k}.yearOption`, { year: y }) }))}
            w={160}
          />
          <FileInput
            label={fileLabel}
            accept={accept}
            leftSection={icon}
            value={upload.file}
            onChange={upload.setFile}
            clearable
            clearButtonProps={{ 'aria-label': t(`${k}.clearFile`) }}
            w={{ base: '100%', sm: 320 }}
          />
          <Button variant="light" disabled={!upload.file} loading={upload.checking} onClick={upload.check}>
            {t(`${k}.check`)}
          </Button>
        </Group>
        <ErrorAlert messages={upload.errorLines} />
      </Stack>
    </Paper>
  );
}
