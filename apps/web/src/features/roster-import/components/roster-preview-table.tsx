import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STUDENT_COLUMNS, TEACHER_COLUMNS, type ConflictChoice as Choice, type RosterPreview } from '@sukoyaka/contracts/roster-import';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { saveFile } from '../../../lib/api-download.ts';
import { errorFileDownload } from '../api/roster-import.ts';
import { ConflictChoice } from './conflict-choice.tsx';
import { RowChanges } from './row-changes.tsx';

const ACTION_COLORS = { create: 'green', update: 'blue', unchanged: 'gray', conflict: 'red', skip: 'gray' } as const;

/**
 * The room each proofreading column needs (px, issue 28 item 5): short values such as 学年 and 組
 * never wrap one character per line; when the columns do not fit, the table scrolls sideways.
 */
const COLUMN_WIDTHS: Record<string, number> = { schoolCode: 110, grade: 72, klass: 64, studentNumber: 88, name: 130, nameKana: 150, email: 230, admin: 80 };
const ROW_WIDTH = 56;
const RESULT_WIDTH = 260;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface RosterPreviewTableProps {
  preview: RosterPreview;
  caption: string;
  /** The choices made for conflict rows (row → choice). */
  choices: Map<number, Choice>;
  onChoose: (row: number, choice: Choice) => void;
}

/**
 * One roster's preview (spec §2 "the import-preview modals"; issue 23 item 1): the summary, with
 * errors the error file's download, and every row with its cells and either its errors in red or
 * 新規 / 変更 (each field old → new, blank cells kept) / 変更なし / 要確認 (the choice it needs) /
 * 取り込まない. Passwords are never shown. `caption` names the table (one per kind for OneRoster).
 */
export function RosterPreviewTable({ preview, caption, choices, onChoose }: RosterPreviewTableProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const columns = preview.kind === 'teachers' ? TEACHER_COLUMNS : STUDENT_COLUMNS;
  const shown = columns.filter((c) => c.key !== 'password');
  return (
    <Stack gap="sm">
      <Text role="status">{t(`${k}.summary`, preview.summary)}</Text>
      {preview.errorCount > 0 ? (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`${k}.errorSummary`, { count: preview.errorCount })}</Text>
            {preview.errorFile ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                onClick={() => saveFile(errorFileDownload(preview.kind, preview.errorFile!))}
              >
                {t(`${k}.errorFile`)}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <CaptionedTable
        caption={caption}
        minWidth={ROW_WIDTH + RESULT_WIDTH + shown.reduce((sum, c) => sum + (COLUMN_WIDTHS[c.key] ?? 100), 0)}
        verticalSpacing={4}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" miw={ROW_WIDTH} style={NO_WRAP}>
              {t(`${k}.row`)}
            </Table.Th>
            {shown.map((c) => (
              <Table.Th key={c.key} scope="col" miw={COLUMN_WIDTHS[c.key]} style={NO_WRAP}>
                {c.header.replace(/（.*）$/, '')}
              </Table.Th>
            ))}
            <Table.Th scope="col" miw={RESULT_WIDTH}>
              {t(`${k}.result`)}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((r) => (
            <Table.Tr key={r.row} bg={r.errors.length > 0 ? 'red.0' : undefined}>
              <Table.Td style={NO_WRAP}>{r.row}</Table.Td>
              {shown.map((c) => (
                <Table.Td key={c.key} style={NO_WRAP}>
                  {r.cells[c.key] ?? ''}
                </Table.Td>
              ))}
              <Table.Td>
                {r.errors.length > 0 ? (
                  <Text size="sm" c="red.9">
                    {r.errors.join(' / ')}
                  </Text>
                ) : r.action ? (
                  <>
                    <Badge color={ACTION_COLORS[r.action]} variant="light">
                      {t(`${k}.actions.${r.action}`)}
                    </Badge>
                    <RowChanges row={r} />
                    {r.warnings.map((w) => (
                      <Group key={w} gap={4} mt={4} wrap="nowrap" align="flex-start">
                        <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                        <Text size="sm" c="dark.8">
                          {w}
                        </Text>
                      </Group>
                    ))}
                    {r.conflict ? <ConflictChoice row={r} value={choices.get(r.row) ?? r.resolution} onChange={(c) => onChoose(r.row, c)} /> : null}
                  </>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
    </Stack>
  );
}
