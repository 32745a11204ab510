import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STUDENT_COLUMNS, TEACHER_COLUMNS, type RosterPreview } from '@sukoyaka/contracts/roster-import';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { saveFile } from '../../../lib/api-download.ts';
import { errorFileDownload } from '../api/roster-import.ts';

export interface RosterPreviewModalProps {
  preview: RosterPreview | null;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

const ACTION_COLORS = { create: 'green', update: 'blue', unchanged: 'gray' } as const;

/**
 * The import-preview modal (spec §2 "the import-preview modals"; issue 13 item 4): every row of the
 * file with its cells and either what the import will do (新規 / 変更 / 変更なし) or its errors in
 * red; with errors, the error file (the sheet plus an エラー column) downloads and 登録する stays
 * disabled, since the import writes all rows or none.
 */
export function RosterPreviewModal({ preview, submitting, onSubmit, onClose }: RosterPreviewModalProps) {
  const { t } = useTranslation();
  const columns = preview?.kind === 'teachers' ? TEACHER_COLUMNS : STUDENT_COLUMNS;
  const shown = columns.filter((c) => c.key !== 'password');
  return (
    <Modal
      opened={preview !== null}
      onClose={onClose}
      title={t('teacherSettings.roster.import.previewTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('teacherSettings.roster.import.close') }}
    >
      {preview ? (
        <Stack gap="md">
          <Text role="status">{t('teacherSettings.roster.import.summary', preview.summary)}</Text>
          {preview.errorCount > 0 ? (
            <Alert color="red" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('teacherSettings.roster.import.errorSummary', { count: preview.errorCount })}</Text>
                {preview.errorFile ? (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                    onClick={() => saveFile(errorFileDownload(preview.kind, preview.errorFile!))}
                  >
                    {t('teacherSettings.roster.import.errorFile')}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <CaptionedTable caption={t('teacherSettings.roster.import.previewCaption')} minWidth={640} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('teacherSettings.roster.import.row')}</Table.Th>
                {shown.map((c) => (
                  <Table.Th key={c.key} scope="col">
                    {c.header.replace(/（.*）$/, '')}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('teacherSettings.roster.import.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((r) => (
                <Table.Tr key={r.row} bg={r.errors.length > 0 ? 'red.0' : undefined}>
                  <Table.Td>{r.row}</Table.Td>
                  {shown.map((c) => (
                    <Table.Td key={c.key}>{r.cells[c.key] ?? ''}</Table.Td>
                  ))}
                  <Table.Td>
                    {r.errors.length > 0 ? (
                      <Text size="sm" c="red.9">
                        {r.errors.join(' / ')}
                      </Text>
                    ) : r.action ? (
                      <Badge color={ACTION_COLORS[r.action]} variant="light">
                        {t(`teacherSettings.roster.import.actions.${r.action}`)}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CaptionedTable>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherSettings.roster.import.cancel')}
            </Button>
            <Button leftSection={<IconUpload size={18} aria-hidden="true" />} disabled={preview.errorCount > 0} loading={submitting} onClick={onSubmit}>
              {t('teacherSettings.roster.import.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
