import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RosterPreview } from '@sukoyaka/contracts/roster-import';
import { RosterPreviewTable } from './roster-preview-table.tsx';

export interface RosterPreviewModalProps {
  /** One preview (an Excel file), or one per kind (a OneRoster zip: students, then teachers); null: closed. */
  previews: RosterPreview[] | null;
  /** A line under the title, e.g. how many rows of the zip were for other schools. */
  note?: string;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The import-preview modal (spec §2 "the import-preview modals"; issue 13 item 4): every row of the
 * file with what the import will do or its errors; with several previews, a heading per kind
 * (児童生徒 / 先生). With any error 登録する stays disabled, since the import writes all rows or none.
 */
export function RosterPreviewModal({ previews, note, submitting, onSubmit, onClose }: RosterPreviewModalProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const several = (previews?.length ?? 0) > 1;
  return (
    <Modal opened={previews !== null} onClose={onClose} title={t(`${k}.previewTitle`)} size="xl" closeButtonProps={{ 'aria-label': t(`${k}.close`) }}>
      {previews ? (
        <Stack gap="md">
          {note ? <Text size="sm">{note}</Text> : null}
          {previews.map((p) =>
            several ? (
              <Stack key={p.kind} gap="xs">
                <Title order={3} fz="md">
                  {t(`${k}.kindTitles.${p.kind}`)}
                </Title>
                <RosterPreviewTable preview={p} caption={t(`${k}.kindCaptions.${p.kind}`)} />
              </Stack>
            ) : (
              <RosterPreviewTable key={p.kind} preview={p} caption={t(`${k}.previewCaption`)} />
            ),
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
            <Button
              leftSection={<IconUpload size={18} aria-hidden="true" />}
              disabled={previews.some((p) => p.errorCount > 0)}
              loading={submitting}
              onClick={onSubmit}
            >
              {t(`${k}.submit`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
