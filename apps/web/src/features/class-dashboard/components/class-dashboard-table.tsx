import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { ClassDashboardByDate, DashboardStudentRow } from '@sukoyaka/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { japanClockTime } from '../../../lib/dates.ts';

export interface ClassDashboardTableProps {
  data: ClassDashboardByDate;
  /** Accessible caption: which class and day the table shows. */
  caption: string;
}

/** Talk icon colours of spec §4: dark red while any SOS is open, blue when all are processed. */
const TALK_UNPROCESSED = '#8b0000'; // 10.0:1 on white
const TALK_PROCESSED = '#1864ab'; // 6.6:1 on white

function ConditionCell({ value }: { value: ConditionValue | null }) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Text c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('common.condition.none')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <ConditionFaceIcon value={value} size={26} />
      <Text size="sm" fw={value === 'worst' ? 700 : 400}>
        {t(`common.condition.${value}`)}
      </Text>
    </Group>
  );
}

function TalkCell({ row }: { row: DashboardStudentRow }) {
  const { t } = useTranslation();
  if (row.talk === 'none') return <VisuallyHidden>{t('teacher.dashboard.talk.none')}</VisuallyHidden>;
  const processed = row.talk === 'processed';
  const Icon = processed ? IconMessageCircleCheck : IconMessageCircleExclamation;
  const color = processed ? TALK_PROCESSED : TALK_UNPROCESSED;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={24} color={color} stroke={2.2} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Stack gap={0}>
        <Text size="sm" fw={700} c={color}>
          {processed ? t('teacher.dashboard.talk.processed') : t('teacher.dashboard.talk.unprocessed')}
        </Text>
        {row.soss.map((sos) => (
          <Text key={sos.id} size="xs" c="gray.8">
            {japanClockTime(sos.datetime)} {sos.label}
            {sos.processedStatus ? `（${sos.processedStatus}）` : ''}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

/**
 * The class day view table (spec §2 Teacher "Dashboards day row"): one row per pupil, 出席番号, 名前,
 * 心 (mental), 体 (physical) and 話 (talk). Faces are drawn and named (良い … 悪い, 回答しない; 未入力
 * as a dash); the talk icon is dark red while a request is open and blue once processed, with the
 * requests' times (Japan time) and labels beside it.
 */
export function ClassDashboardTable({ data, caption }: ClassDashboardTableProps) {
  const { t } = useTranslation();
  if (data.students.length === 0) {
    return <Text c="gray.7">{t('teacher.dashboard.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" stickyHeader>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={96}>
              {t('teacher.dashboard.columns.studentNumber')}
            </Table.Th>
            <Table.Th scope="col">{t('teacher.dashboard.columns.name')}</Table.Th>
            <Table.Th scope="col" w={150} title={t('teacher.dashboard.columnsLong.mental')}>
              {t('teacher.dashboard.columns.mental')}
            </Table.Th>
            <Table.Th scope="col" w={150} title={t('teacher.dashboard.columnsLong.physical')}>
              {t('teacher.dashboard.columns.physical')}
            </Table.Th>
            <Table.Th scope="col" w={260} title={t('teacher.dashboard.columnsLong.talk')}>
              {t('teacher.dashboard.columns.talk')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.studentNumber}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td>
                <ConditionCell value={row.mental} />
              </Table.Td>
              <Table.Td>
                <ConditionCell value={row.physical} />
              </Table.Td>
              <Table.Td>
                <TalkCell row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
