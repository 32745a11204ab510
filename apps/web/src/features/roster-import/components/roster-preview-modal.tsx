import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, RosterPreview } from '@sukoyaka/contracts/roster-import';
import { RosterPreviewTable } from './roster-preview-table.tsx';

export interface RosterPreviewModalProps {
  /** One preview (an Excel file), or one per kind (a OneRoster zip: students, then teachers); null: closed. */
  previews: RosterPreview[] | null;
  /** Shown above the tables, e.g. a OneRoster file's people skipped and rules broken. */
  report?: ReactNode;
  /** Whether the file itself keeps the import from running (a OneRoster rule error). */
  blocked?: boolean;
  choices: Map<number, ConflictChoice>;
  onChoose: (row: number, choice: ConflictChoice) => void;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The import-preview modal (spec §2 "the import-preview modals"; issues 13 item 4 and 23 item 1):
 * every row of the file with what the import will do (each change old → new) or its errors; with
 * several previews, a heading per kind (児童生徒 / 先生). 登録する stays disabled while any row has
 * an error or a 要確認 row has no choice, since the import writes all rows or none.
 */
export function RosterPreviewModal({ previews, report, blocked, choices, onChoose, submitting, onSubmit, onClose }: RosterPreviewModalProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const several = (previews?.length ?? 0) > 1;
  const open = previews?.flatMap((p) => p.rows.filter((r) => r.action === 'conflict' && !choices.get(r.row))) ?? [];
  const table = (p: RosterPreview, caption: string) => <RosterPreviewTable preview={p} caption={caption} choices={choices} onChoose={onChoose} />;
  return (
    <Modal opened={previews !== null} onClose={onClose} title={t(`${k}.previewTitle`)} size="90rem" closeButtonProps={{ 'aria-label': t(`${k}.close`) }}>
      {previews ? (
        <Stack gap="md">
          {report}
          <Text size="sm" c="gray.8">
            {t(`${k}.blankKeeps`)}
          </Text>
          {previews.map((p) =>
            several ? (
              <Stack key={p.kind} gap="xs">
                <Title order={3} fz="md">
                  {t(`${k}.kindTitles.${p.kind}`)}
                </Title>
                {table(p, t(`${k}.kindCaptions.${p.kind}`))}
              </Stack>
            ) : (
              <Stack key={p.kind} gap="xs">
                {table(p, t(`${k}.previewCaption`))}
              </Stack>
            ),
          )}
          {open.length > 0 ? (
            <Text size="sm" fw={500} role="status">
              {t(`${k}.needChoices`, { count: open.length })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(`${k}.cancel`)}
            </Button>
            <Button
              leftSection={<IconUpload size={18} aria-hidden="true" />}
              disabled={blocked || open.length > 0 || previews.some((p) => p.errorCount > 0)}
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
