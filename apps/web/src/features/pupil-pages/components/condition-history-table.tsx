import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import type { PupilConditionRow } from '../api/pupils.ts';

export interface ConditionHistoryTableProps {
  rows: PupilConditionRow[];
  /** Accessible caption: whose history and which period. */
  caption: string;
}

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
      <ConditionFaceIcon value={value} size={24} />
      <Text size="sm" fw={value === 'worst' ? 700 : 400}>
        {t(`common.condition.${value}`)}
      </Text>
    </Group>
  );
}

/**
 * A pupil's condition history (spec §2 per-student condition table): date (YYYY/MM/DD), 心, 体
 * and 話 (how many times 話したい was pressed), newest first; with no rows, 過去の入力は0件です.
 */
export function ConditionHistoryTable({ rows, caption }: ConditionHistoryTableProps) {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  return (
    <Table.ScrollContainer
      minWidth={480}
      // On a narrow screen the table scrolls sideways: keyboard users need to reach it (WCAG 2.1.1).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table striped withTableBorder verticalSpacing={6}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={170}>
              {t('teacherPupils.conditions.columns.date')}
            </Table.Th>
            <Table.Th scope="col" title={t('teacherPupils.conditions.columnsLong.mental')}>
              {t('teacherPupils.conditions.columns.mental')}
            </Table.Th>
            <Table.Th scope="col" title={t('teacherPupils.conditions.columnsLong.physical')}>
              {t('teacherPupils.conditions.columns.physical')}
            </Table.Th>
            <Table.Th scope="col" w={90} title={t('teacherPupils.conditions.columnsLong.talk')}>
              {t('teacherPupils.conditions.columns.talk')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4} ta="center" c="gray.7" py="md">
                {t('teacherPupils.conditions.empty')}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Th scope="row" fw={500}>
                  {formatDateWithWeekday(row.date, htmlLang)}
                </Table.Th>
                <Table.Td>
                  <ConditionCell value={row.mental} />
                </Table.Td>
                <Table.Td>
                  <ConditionCell value={row.physical} />
                </Table.Td>
                <Table.Td>
                  {row.sosCount > 0 ? (
                    <Text size="sm" fw={700} c="#8b0000">
                      {t('teacherPupils.conditions.talkCount', { number: row.sosCount })}
                    </Text>
                  ) : (
                    <Text size="sm" c="gray.7">
                      <span aria-hidden="true">0</span>
                      <VisuallyHidden>{t('teacherPupils.conditions.talkNone')}</VisuallyHidden>
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
