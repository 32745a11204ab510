import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { ConditionFaceIcon } from '../../../components/ui/condition-face-icon.tsx';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import type { StudentConditionRow } from '../api/students.ts';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';

export interface ConditionHistoryTableProps {
  rows: StudentConditionRow[];
  /** Accessible caption: whose history and which period. */
  caption: string;
  /** The school's health observation items: one column each, headed by the abbreviation. */
  healthcheckItems?: Pick<HealthcheckItem, 'id' | 'abbreviation' | 'label' | 'formType'>[];
}

/** One health observation answer: あり/なし for yes/no (spec §3), flagged answers in bold dark red. */
function HealthcheckCell({ row, item }: { row: StudentConditionRow; item: Pick<HealthcheckItem, 'id' | 'formType'> }) {
  const { t } = useTranslation();
  if (row.healthcheck?.isSkip)
    return (
      <Text size="sm" c="gray.7">
        {t('common.condition.skip')}
      </Text>
    );
  const found = row.healthcheck?.answers.find((a) => a.healthcheckItemId === item.id);
  if (!found) {
    return (
      <Text c="gray.7">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('common.condition.none')}</VisuallyHidden>
      </Text>
    );
  }
  const text =
    item.formType === 'radio'
      ? found.answer === '1'
        ? 'あり'
        : 'なし'
      : item.formType === 'checkbox'
        ? (JSON.parse(found.answer) as string[]).join('、')
        : found.answer;
  return (
    <Text size="sm" fw={found.alert ? 700 : 400} c={found.alert ? '#8b0000' : undefined} lineClamp={2}>
      {text}
      {found.alert ? <VisuallyHidden>{t('teacherStudents.conditions.healthcheckFlag')}</VisuallyHidden> : null}
    </Text>
  );
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
      <Text size="sm" fw={value === 'worst' ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {t(`common.condition.${value}`)}
      </Text>
    </Group>
  );
}

/**
 * A student's condition history (spec §2 per-student condition table): date (YYYY/MM/DD), 心, 体,
 * 話 (how many times 話したい was pressed) and one column per health observation item
 * abbreviation, newest first; with no rows, 過去の入力は0件です.
 */
export function ConditionHistoryTable({ rows, caption, healthcheckItems = [] }: ConditionHistoryTableProps) {
  const { t } = useTranslation();
  const htmlLang = currentHtmlLang();
  return (
    // Labels never break mid-word (少し良い, not 少/し/良/い): a narrow screen scrolls sideways instead.
    <CaptionedTable caption={caption} minWidth={520 + healthcheckItems.length * 56} striped withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={170}>
            {t('teacherStudents.conditions.columns.date')}
          </Table.Th>
          <Table.Th scope="col" title={t('teacherStudents.conditions.columnsLong.mental')}>
            {t('teacherStudents.conditions.columns.mental')}
          </Table.Th>
          <Table.Th scope="col" title={t('teacherStudents.conditions.columnsLong.physical')}>
            {t('teacherStudents.conditions.columns.physical')}
          </Table.Th>
          <Table.Th scope="col" w={90} title={t('teacherStudents.conditions.columnsLong.talk')}>
            {t('teacherStudents.conditions.columns.talk')}
          </Table.Th>
          {healthcheckItems.map((item) => (
            <Table.Th key={item.id} scope="col" title={item.label} lang="ja">
              {item.abbreviation}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyTableRow columns={4 + healthcheckItems.length}>{t('teacherStudents.conditions.empty')}</EmptyTableRow>
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
                    {t('teacherStudents.conditions.talkCount', { number: row.sosCount })}
                  </Text>
                ) : (
                  <Text size="sm" c="gray.7">
                    <span aria-hidden="true">0</span>
                    <VisuallyHidden>{t('teacherStudents.conditions.talkNone')}</VisuallyHidden>
                  </Text>
                )}
              </Table.Td>
              {healthcheckItems.map((item) => (
                <Table.Td key={item.id}>
                  <HealthcheckCell row={row} item={item} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
