import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatRecordTime } from '../../../lib/time-formats.ts';

export interface StudentSosTableProps {
  soss: TeacherSosRecord[];
  caption: string;
  /**
   * The school's 話したい対応状況 setting (enabledProcessedSos). Off, there is no handled state to
   * show: no 対応状況 column and the dark-red icon (spec §4, issue 10 item 1).
   */
  processing: boolean;
}

/** Talk icon colours of spec §4: dark red while open, blue once processed. */
const OPEN = '#8b0000';
const DONE = '#1864ab';

/**
 * A student's 話したい presses (spec §3 SOS record, §4): time (YYYY/MM/DD HH:mm), which button, and,
 * where the school records handling, 未対応, or 対応済み with the status name, teacher and time.
 */
export function StudentSosTable({ soss, caption, processing }: StudentSosTableProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable caption={caption} minWidth={560} withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={170}>
            {t('teacherStudents.sos.columns.datetime')}
          </Table.Th>
          <Table.Th scope="col">{t('teacherStudents.sos.columns.label')}</Table.Th>
          {processing ? (
            <Table.Th scope="col" w={260}>
              {t('teacherStudents.sos.columns.status')}
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {soss.length === 0 ? (
          <EmptyTableRow columns={processing ? 3 : 2}>{t('teacherStudents.sos.empty')}</EmptyTableRow>
        ) : (
          soss.map((sos) => {
            const done = processing && sos.processed;
            const Icon = !processing ? IconMessageCircle : done ? IconMessageCircleCheck : IconMessageCircleExclamation;
            return (
              <Table.Tr key={sos.id}>
                <Table.Th scope="row" fw={500}>
                  {formatRecordTime(sos.datetime)}
                </Table.Th>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={22} color={done ? DONE : OPEN} aria-hidden="true" style={{ flexShrink: 0 }} />
                    <Text size="sm">{sos.label}</Text>
                  </Group>
                </Table.Td>
                {processing ? (
                  <Table.Td>
                    {sos.processed ? (
                      <Stack gap={2}>
                        <Badge color="blue" variant="light">
                          {sos.processedStatus ? t('teacherStudents.sos.processedWith', { status: sos.processedStatus }) : t('teacherStudents.sos.processed')}
                        </Badge>
                        <Text size="xs" c="gray.8">
                          {[
                            sos.teacherName ? t('teacherStudents.teacherName', { name: sos.teacherName }) : null,
                            sos.processedAt ? formatRecordTime(sos.processedAt) : null,
                          ]
                            .filter(Boolean)
                            .join(' ')}
                        </Text>
                      </Stack>
                    ) : (
                      <Badge color="red" variant="light">
                        {t('teacherStudents.sos.unprocessed')}
                      </Badge>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
